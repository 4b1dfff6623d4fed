import SwiftSyntax

/// The parts of a declaration's leading trivia, as a refactoring that moves declarations sees them.
///
/// ```
/// ⏎⏎                      ← separator: the line breaks (blank lines) before the declaration;
///                            it belongs to the position in the file, not to the declaration
///     // MARK: - Actions⏎⏎ ← heading: comments that label a section rather than this declaration
///     /// Saves the draft.⏎ ← attached: indentation and the comments that document the declaration
///     func save()
/// ```
public struct LeadingTriviaLayout: Equatable {
    public var separator: Trivia
    public var heading: Trivia
    public var attached: Trivia

    /// Splits `trivia`. A comment is a heading when it is a `MARK:` comment or when a blank line
    /// separates it from the declaration (or from the next comment that is attached); everything
    /// from the first heading to the end of the last heading line belongs to the heading.
    public init(_ trivia: Trivia) {
        let pieces = Array(trivia)
        // Separator: everything up to and including the last line break before the first non-whitespace piece.
        var firstContent = pieces.firstIndex { !$0.isWhitespace } ?? pieces.count
        var separatorEnd = 0
        for index in 0..<firstContent where pieces[index].isNewline {
            separatorEnd = index + 1
        }
        if firstContent == pieces.count {
            // Only whitespace: the trailing spaces are the declaration's indentation.
            firstContent = separatorEnd
        }

        // Heading: up to and including the line break(s) that end the last heading comment.
        var headingEnd = separatorEnd
        var index = separatorEnd
        while index < pieces.count {
            guard pieces[index].isComment else {
                index += 1
                continue
            }
            // Find the line breaks after this comment.
            var cursor = index + 1
            var lineBreaks = 0
            while cursor < pieces.count, pieces[cursor].isWhitespace {
                lineBreaks += pieces[cursor].newlineCount
                cursor += 1
            }
            if pieces[index].isMarkComment || lineBreaks >= 2 {
                // Include every line break up to the next line, blank lines that hold spaces too
                // (`// note⏎␣␣⏎`): they keep the heading a heading. The indentation of the next
                // line stays attached.
                var end = index + 1
                for position in (index + 1)..<cursor where pieces[position].isNewline { end = position + 1 }
                headingEnd = end
            }
            index = cursor
        }

        separator = Trivia(pieces: pieces[0..<separatorEnd])
        heading = Trivia(pieces: pieces[separatorEnd..<headingEnd])
        attached = Trivia(pieces: pieces[headingEnd...])
    }

    public var hasHeading: Bool { !heading.isEmpty }

    /// Whether the declaration starts on a line of its own.
    public var startsOnOwnLine: Bool { separator.contains { $0.isNewline } }
}

extension TriviaPiece {
    /// Line breaks this piece contains (`\r\n` counts once).
    public var newlineCount: Int {
        switch self {
        case let .newlines(count), let .carriageReturns(count), let .carriageReturnLineFeeds(count): return count
        default: return 0
        }
    }

    public var isMarkComment: Bool {
        switch self {
        case let .lineComment(text), let .blockComment(text):
            let body = text.drop { "/* ".contains($0) }
            return body.hasPrefix("MARK")
        default:
            return false
        }
    }
}

extension Trivia {
    public var containsComment: Bool { contains { $0.isComment } }
    public var newlineCount: Int { reduce(0) { $0 + $1.newlineCount } }
    /// The spaces and tabs at its end: in a token's leading trivia, the indentation of its line.
    public var indentationAtEnd: Trivia { Trivia(pieces: reversed().prefix { $0.isSpaceOrTab }.reversed()) }
}
