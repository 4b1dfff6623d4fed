import SwiftSyntax

/// Counts comments, so the engine can prove a rewrite kept every one of them.
///
/// Only the changed window is inspected: bytes before the first difference and after the last one
/// are identical in both texts, so the comments there are too.
enum CommentInventory {
    /// The text of a comment present in `before` more often than in `after`, or nil when none was lost.
    static func firstDroppedComment(
        from before: [UInt8], _ beforeTree: SourceFileSyntax, to after: [UInt8], _ afterTree: SourceFileSyntax, createdFiles: [SourceFileSyntax] = []
    ) -> String? {
        firstMissing(commentsAtRisk(from: before, beforeTree, to: after), to: after, afterTree, from: before, createdFiles: createdFiles)
    }

    /// The comments of `before` in the bytes a rewrite to `after` changed, in source order. Taken
    /// apart from ``firstMissing(_:to:_:from:)`` so that the input's tree can be released before
    /// the output is parsed: a large file then needs one tree in memory, not two.
    static func commentsAtRisk(from before: [UInt8], _ beforeTree: SourceFileSyntax, to after: [UInt8]) -> [String] {
        let window = changedWindows(before, after).before
        var comments: [String] = []
        collect(in: Syntax(beforeTree), window: window) { comments.append($0) }
        return comments
    }

    /// The first of `comments` (from ``commentsAtRisk(from:_:to:)``) that `after` holds fewer times
    /// in its changed bytes, or nil when none was lost.
    /// Comments anywhere in `createdFiles` (files the change creates) count as kept: a rule may
    /// move code with its comments into a new file.
    static func firstMissing(
        _ comments: [String], to after: [UInt8], _ afterTree: SourceFileSyntax, from before: [UInt8], createdFiles: [SourceFileSyntax] = []
    ) -> String? {
        guard !comments.isEmpty else { return nil }
        var remaining: [String: Int] = [:]
        collect(in: Syntax(afterTree), window: changedWindows(before, after).after) { remaining[$0, default: 0] += 1 }
        for created in createdFiles {
            collect(in: Syntax(created), window: 0..<created.totalLength.utf8Length) { remaining[$0, default: 0] += 1 }
        }
        for comment in comments {
            guard let count = remaining[comment], count > 0 else { return comment }
            remaining[comment] = count - 1
        }
        return nil
    }

    /// The byte ranges of each text between their common prefix and common suffix.
    private static func changedWindows(_ before: [UInt8], _ after: [UInt8]) -> (before: Range<Int>, after: Range<Int>) {
        let prefix = commonPrefixLength(before, after)
        let suffix = commonSuffixLength(before, after, excludingPrefix: prefix)
        return (prefix..<(before.count - suffix), prefix..<(after.count - suffix))
    }

    /// Calls `body` with every comment in a token's trivia that overlaps `window` (byte offsets).
    private static func collect(in node: Syntax, window: Range<Int>, _ body: (String) -> Void) {
        let start = node.position.utf8Offset
        let end = node.endPosition.utf8Offset
        guard start <= window.upperBound, window.lowerBound <= end else { return }
        if let token = node.as(TokenSyntax.self) {
            // A comment needs at least two bytes of trivia; most tokens have less.
            if token.leadingTriviaLength.utf8Length >= 2 { report(token.leadingTrivia, from: token.position.utf8Offset, window: window, body) }
            if token.trailingTriviaLength.utf8Length >= 2 {
                report(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset, window: window, body)
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            collect(in: child, window: window, body)
        }
    }

    /// Reports the comments of `trivia` (which starts at byte `offset`) that overlap or touch
    /// `window`. A comment wholly outside the window is byte-identical in both texts, at the same
    /// distance from the start or the end, so it is left out on both sides alike. One that ends
    /// where the window starts counts: text inserted right after `// note` extends the comment, and
    /// the original comment is then gone.
    private static func report(_ trivia: Trivia, from offset: Int, window: Range<Int>, _ body: (String) -> Void) {
        var start = offset
        for piece in trivia {
            let end = start + piece.sourceLength.utf8Length
            defer { start = end }
            guard start <= window.upperBound, window.lowerBound <= end else { continue }
            switch piece {
            case let .lineComment(text), let .blockComment(text), let .docLineComment(text), let .docBlockComment(text):
                body(text)
            default:
                continue
            }
        }
    }

    private static func commonPrefixLength(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        let shared = min(lhs.count, rhs.count)
        var index = 0
        while index < shared, lhs[index] == rhs[index] { index += 1 }
        return index
    }

    private static func commonSuffixLength(_ lhs: [UInt8], _ rhs: [UInt8], excludingPrefix prefix: Int) -> Int {
        let limit = min(lhs.count, rhs.count) - prefix
        var length = 0
        while length < limit, lhs[lhs.count - 1 - length] == rhs[rhs.count - 1 - length] { length += 1 }
        return length
    }
}
