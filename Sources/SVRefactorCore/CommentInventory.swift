import SwiftSyntax

/// Counts comments, so the engine can prove a rewrite kept every one of them.
enum CommentInventory {
    /// The text of a comment present in `before` more often than in `after`, or nil when none was lost.
    static func firstDroppedComment(from before: some SyntaxProtocol, to after: some SyntaxProtocol) -> String? {
        var remaining = counts(in: after)
        for comment in comments(in: before) {
            guard let count = remaining[comment], count > 0 else { return comment }
            remaining[comment] = count - 1
        }
        return nil
    }

    private static func counts(in node: some SyntaxProtocol) -> [String: Int] {
        var counts: [String: Int] = [:]
        for comment in comments(in: node) { counts[comment, default: 0] += 1 }
        return counts
    }

    private static func comments(in node: some SyntaxProtocol) -> [String] {
        var result: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia.pieces + token.trailingTrivia.pieces {
                switch piece {
                case let .lineComment(text), let .blockComment(text), let .docLineComment(text), let .docBlockComment(text):
                    result.append(text)
                default:
                    continue
                }
            }
        }
        return result
    }
}
