import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Helpers for rules that write new code: members of a type (methods, initializers), expressions.
enum GeneratedCode {
    /// How a type's members are indented: like its first member that is no `#if`, else one level inside the type.
    static func indentation(of type: some DeclGroupSyntax, context: RuleContext) -> String {
        // Not an `#if`'s: many files write `#if` at column 0 whatever the depth (kiwix's
        // `ExportButton` opens with `#if os(macOS)`, and its new method went to column 0).
        if let first = type.memberBlock.members.first(where: { !$0.decl.is(IfConfigDeclSyntax.self) }),
            first.leadingTrivia.contains(where: \.isNewline)
        {
            return context.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia)
        }
        return context.style.indentation(deeperThan: context.indentation(ofLineAt: type.positionAfterSkippingLeadingTrivia))
    }

    /// Spaces and tabs as trivia.
    static func trivia(forIndentation indentation: String) -> Trivia {
        Trivia(pieces: indentation.map { $0 == "\t" ? TriviaPiece.tabs(1) : TriviaPiece.spaces(1) })
    }

    /// Parses the text of one member declaration (for example `private func save() { … }`).
    static func parseMember(_ text: String) -> MemberBlockItemSyntax {
        Parser.parse(source: "struct Scratch {\n\(text)\n}").statements.first!.item.cast(StructDeclSyntax.self).memberBlock.members.first!
    }

    /// Parses one expression (for example a call that replaces a closure).
    static func parseExpression(_ text: String) -> ExprSyntax {
        let file = Parser.parse(source: text)
        if let expression = file.statements.first?.item.as(ExprSyntax.self) { return expression.trimmed }
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(text)))
    }

    /// Parses one type (for example an input's type, to read its structure).
    static func parseType(_ text: String) -> TypeSyntax {
        var parser = Parser(text)
        return TypeSyntax.parse(from: &parser)
    }

    /// Parses one statement (for example a local declaration put first in a body), without trivia.
    static func statement(_ text: String) -> CodeBlockItemSyntax {
        Parser.parse(source: text).statements.first!.trimmed
    }
}
