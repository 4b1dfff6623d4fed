import SVRefactorCore
import SwiftSyntax

/// Reports `AnyView(…)`: type erasure that hides a view's structure from SwiftUI.
///
/// - What it matches: calls of `AnyView(…)`, `SwiftUI.AnyView(…)` and `AnyView.init(…)` that
///   erase a type SwiftUI could keep (``TypeErasure``).
/// - What it leaves alone: erasure for storage and interoperation, and `AnyView` written as a type.
/// - No rewrite: what replaces the erasure (`@ViewBuilder`, `Group`, a generic parameter) depends
///   on why the code erases.
public struct NoAnyView: Rule {
    public static let metadata = RuleMetadata(
        id: "no-anyview",
        summary: "Reports AnyView(…) type erasure; suggests @ViewBuilder, Group or generics.",
        rationale: noAnyViewRationale,
        examples: [],
        untouched: NoAnyViewExamples.untouched
    )

    static func message(for kind: TypeErasure.Kind) -> String {
        switch kind {
        case .conditional:
            return "AnyView(…) erases both branches of `?:` to one type, so SwiftUI cannot tell them apart and rebuilds the view, losing its state, when the condition changes; write the branches as if/else in a @ViewBuilder (or a Group) so each keeps its type"
        case let .branches(count):
            return "AnyView(…) is one of \(count) results erased to one type, which hides the branches from SwiftUI's diffing (state resets, slower updates); return `some View` from a @ViewBuilder with if/switch branches instead"
        case .unneeded:
            return "AnyView(…) erases a view that already has a type, which only hides it from SwiftUI's diffing; return the view itself from this `some View`/@ViewBuilder code"
        }
    }

    public init(options: RuleOptionValues) {}

    /// Only code that writes `AnyView` can call it.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        file.names.mayContain("AnyView")
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        guard CheckSupport.source(of: context, contains: "AnyView") else { return file }
        for node in file.descendants() {
            guard let call = node.as(FunctionCallExprSyntax.self),
                let token = CheckSupport.typeToken(ofCallee: call.calledExpression, named: "AnyView"),
                let kind = TypeErasure.kind(of: call)
            else { continue }
            context.report(Self.message(for: kind), at: token)
        }
        return file
    }
}

let noAnyViewRationale = """
    TODO
    """
