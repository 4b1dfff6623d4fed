import SVRefactorCore
import SwiftSyntax

/// Reports `ForEach` rows identified by their position: over `x.indices`, over `0..<x.count`, and
/// over `x.enumerated()` (or `zip(x.indices, x)`) with `id: \.offset` (`\.0`).
///
/// - What it matches: see ``IndexIdentifiedData``.
/// - What it leaves alone: ranges that do not count a collection (`0..<5`, `0..<columns`), and
///   enumerated data identified by its element (`id: \.element.id`).
/// - No rewrite: the stable identity is the element's, which only the author knows.
public struct ForEachIndexID: Rule {
    public static let metadata = RuleMetadata(
        id: "foreach-index-id",
        summary: "Reports ForEach rows identified by index (x.indices, 0..<x.count, enumerated() with id: \\.offset).",
        rationale: forEachIndexIDRationale,
        examples: [],
        untouched: ForEachIndexIDExamples.untouched
    )

    public init(options: RuleOptionValues) {}

    /// Only code that writes `ForEach` has one.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        file.names.mayContain("ForEach")
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        guard CheckSupport.source(of: context, contains: "ForEach") else { return file }
        for node in file.descendants() {
            guard let call = node.as(FunctionCallExprSyntax.self),
                let token = CheckSupport.typeToken(ofCallee: call.calledExpression, named: "ForEach"),
                let data = IndexIdentifiedData(call)
            else { continue }
            context.report(data.message, at: token)
        }
        return file
    }
}

let forEachIndexIDRationale = """
    TODO
    """
