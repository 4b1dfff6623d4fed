import SwiftSyntax

extension SyntaxProtocol {
    /// The tokens of this node whose text is `word` (an identifier, as written), in source order.
    ///
    /// `source` is the text of the node's whole tree (a rule's ``RuleContext/source``). The tokens
    /// are found from where the word stands in it, each by descending the tree to that offset,
    /// rather than by visiting every node: a check about one name (`ForEach`, `foregroundColor`)
    /// then costs what the name's uses cost, not what the file costs. A word in a comment or a
    /// string literal is inside a token of another text, and is left out.
    public func identifierTokens(spelled word: String, source: [UInt8]) -> [TokenSyntax] {
        // Only the node's own bytes are searched: a member's uses cost what the member costs.
        SourceBytes.wordOffsets(of: Array(word.utf8), in: source, within: position.utf8Offset..<endPosition.utf8Offset).compactMap { offset in
            guard let token = token(at: AbsolutePosition(utf8Offset: offset)),
                token.positionAfterSkippingLeadingTrivia.utf8Offset == offset, token.text == word
            else { return nil }
            return token
        }
    }
}
