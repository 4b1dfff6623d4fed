import SVRefactorCore
import SwiftSyntax

/// A rule about a construct whose code always writes one word (`AnyView`, `ForEach`,
/// `foregroundColor`): a file whose code never writes it is skipped before parsing (from the
/// project model's name filter) and before the tree is walked (from the text). Neither test can
/// say no wrongly: the filter never forgets a name, and every token is in the text.
protocol KeywordCheck: Rule {
    static var keyword: String { get }

    /// The rule's work on a file that writes ``keyword``.
    func check(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax
}

extension KeywordCheck {
    public static func mayApply(to file: FileDeclarations) -> Bool {
        file.names.mayContain(keyword)
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        guard CheckSupport.source(of: context, contains: Self.keyword) else { return file }
        return check(file, in: context)
    }
}
