import SVRefactorCore
import SwiftParser
import SwiftSyntax
import Testing

/// `identifierTokens(spelled:source:)`: the tokens checks anchor on, found from the text.
@Suite("Tokens found by their spelling")
struct SpelledTokensTests {
    static let source = """
        // ForEach in a comment, and /* ForEach */ in a block comment.
        struct List: View {
            let title = "ForEach in a string"
            var body: some View {
                ForEach(items) { item in ForEachRow(item) }
                SwiftUI.ForEach(0..<3) { _ in `ForEach`() }
                Text("\\(ForEach.self)")
            }
        }
        """

    func tokens(_ word: String, in node: (SourceFileSyntax) -> Syntax = { Syntax($0) }) -> [(line: Int, column: Int)] {
        let bytes = Array(Self.source.utf8)
        let tree = Parser.parse(source: Self.source)
        let converter = SourceLocationConverter(fileName: "List.swift", tree: tree)
        return node(tree).identifierTokens(spelled: word, source: bytes).map { token in
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            return (location.line, location.column)
        }
    }

    @Test func onlyTokensOfThatTextCountNotCommentsStringsOrLongerWords() {
        // Not the comments, the string's text, `ForEachRow` or the backticked name (its token's
        // text has the backticks); the interpolation is code.
        #expect(tokens("ForEach").map(\.line) == [5, 6, 7])
        #expect(tokens("ForEach").map(\.column) == [9, 17, 17])
        #expect(tokens("ForEachRow").map(\.line) == [5])
        #expect(tokens("Missing").isEmpty)
    }

    @Test func onlyTokensInsideTheNodeAreReturned() {
        let secondStatement: (SourceFileSyntax) -> Syntax = { tree in
            let view = tree.statements.first!.item.as(StructDeclSyntax.self)!
            let body = view.memberBlock.members.last!.decl.as(VariableDeclSyntax.self)!
            guard case let .getter(statements) = body.bindings.first!.accessorBlock!.accessors else { fatalError() }
            return Syntax(statements.dropFirst().first!)
        }
        #expect(tokens("ForEach", in: secondStatement).map(\.line) == [6])
    }

    @Test func wordOffsetsAreWholeWords() {
        let text = Array("ab abc ab_ xab ab".utf8)
        #expect(SourceBytes.wordOffsets(of: Array("ab".utf8), in: text) == [0, 15])
        #expect(SourceBytes.wordOffsets(of: Array("abc".utf8), in: Array("ab".utf8)).isEmpty)
    }
}
