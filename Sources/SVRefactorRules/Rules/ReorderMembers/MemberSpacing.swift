import SVRefactorCore
import SwiftSyntax

/// Chooses the line breaks between two members that end up next to each other.
///
/// Members that were already neighbours keep exactly the separator the file had between them.
/// New neighbours get the file's own habit: single-line properties are packed together when the
/// file packs them anywhere in this type, and anything next to a multi-line member gets a blank line
/// when the file uses blank lines between members at all.
struct MemberSpacing {
    private let separators: [Trivia]
    private let isSingleLine: [Bool]
    private let tight: Trivia
    private let loose: Trivia
    private let packsSingleLineMembers: Bool
    private let usesBlankLines: Bool

    init(_ members: [(separator: Trivia, isSingleLine: Bool)], style: SourceStyle) {
        separators = members.map(\.separator)
        isSingleLine = members.map(\.isSingleLine)
        // The first member's separator follows the opening brace, not another member.
        let between = members.indices.dropFirst()
        tight = between.lazy.map { members[$0].separator }.first { $0.newlineCount == 1 } ?? style.newlines(1)
        loose = between.lazy.map { members[$0].separator }.first { $0.newlineCount == 2 }
            ?? between.lazy.map { members[$0].separator }.first { $0.newlineCount > 2 }
            ?? style.newlines(2)
        packsSingleLineMembers = between.contains { index in
            members[index].separator.newlineCount == 1 && members[index].isSingleLine && members[index - 1].isSingleLine
        }
        usesBlankLines = between.contains { members[$0].separator.newlineCount >= 2 }
    }

    /// The separator before member `next` when it follows member `previous` (indices in the original list).
    func separator(between previous: Int, and next: Int) -> Trivia {
        if previous + 1 == next { return separators[next] }
        if isSingleLine[previous] && isSingleLine[next] {
            return packsSingleLineMembers ? tight : loose
        }
        return usesBlankLines ? loose : tight
    }
}

extension MemberBlockItemSyntax {
    /// Whether the member's text, comments before it excluded, fits on one line.
    var isSingleLine: Bool {
        !trimmedDescription.contains(where: \.isNewline)
    }
}
