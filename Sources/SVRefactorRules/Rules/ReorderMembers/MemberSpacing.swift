import SVRefactorCore
import SwiftSyntax

/// Chooses the line breaks between two members that end up next to each other.
///
/// Members that were already neighbours keep exactly the separator the file had between them.
/// New neighbours follow the type's own habits, learnt from the neighbours it already has (a member
/// whose own separator has the line breaks the habit asks for keeps it, so its lines stay as they are):
/// - two one-line members the type had in one group (no blank line between them) stay packed;
/// - two one-line members of the same section that the author kept in different blocks, with
///   different wrappers (`@ObservedObject` inputs, blank line, `@State`), stay apart;
/// - two one-line members of the same section are packed together when the type packs such pairs;
/// - two one-line members of different sections get a blank line when the type separates
///   sections that way (`@Environment` block, blank line, `@State` block) at least as often as it
///   packs them;
/// - anything next to a multi-line member gets a blank line when the type uses blank lines at all.
struct MemberSpacing {
    struct Member {
        var separator: Trivia
        var isSingleLine: Bool
        var category: MemberCategory?
        /// The property wrapper (`State`, `ObservedObject`), which splits a section into the
        /// blocks authors keep apart.
        var wrapper: String? = nil
    }

    private let members: [Member]
    /// Each member's group in the original order: blank lines separate groups.
    private let groups: [Int]
    private let tight: Trivia
    private let loose: Trivia
    private let packsSameSection: Bool
    private let separatesSections: Bool
    private let usesBlankLines: Bool

    init(_ members: [Member], style: SourceStyle) {
        self.members = members
        // The first member's separator follows the opening brace, not another member.
        let between = members.indices.dropFirst()
        let separators = between.map { members[$0].separator }
        tight = Self.mostCommon(separators, newlines: 1) ?? style.newlines(1)
        loose = Self.mostCommon(separators, newlines: 2) ?? separators.first { $0.newlineCount > 2 } ?? style.newlines(2)
        usesBlankLines = separators.contains { $0.newlineCount >= 2 }
        var group = 0
        groups = members.indices.map { index in
            if index > 0, members[index].separator.newlineCount >= 2 { group += 1 }
            return group
        }

        // Votes from one-line neighbours: are they packed (true) or separated by a blank line (false)?
        var sameSection: [Bool] = [], acrossSections: [Bool] = []
        for index in between where members[index].isSingleLine && members[index - 1].isSingleLine {
            let packed = members[index].separator.newlineCount == 1
            if members[index].category == members[index - 1].category {
                sameSection.append(packed)
            } else {
                acrossSections.append(packed)
            }
        }
        packsSameSection = sameSection.count { $0 } * 2 >= sameSection.count
        // A tie separates: a moved member then reads as its own group, as it did where it came from.
        separatesSections = acrossSections.isEmpty ? usesBlankLines : acrossSections.count { !$0 } * 2 >= acrossSections.count
    }

    /// The separator with `newlines` line breaks the type has most often (the first of those that
    /// tie): one odd separator, such as a blank line holding stray spaces, is not copied to every
    /// new neighbour.
    private static func mostCommon(_ separators: [Trivia], newlines: Int) -> Trivia? {
        var counts: [(separator: Trivia, count: Int)] = []
        for separator in separators where separator.newlineCount == newlines {
            if let index = counts.firstIndex(where: { $0.separator == separator }) {
                counts[index].count += 1
            } else {
                counts.append((separator, 1))
            }
        }
        return counts.max { $0.count < $1.count }?.separator
    }

    /// The separator before member `next` when it follows member `previous` (indices in the original list).
    func separator(between previous: Int, and next: Int) -> Trivia {
        if previous + 1 == next { return members[next].separator }
        let wanted = habitualSeparator(between: previous, and: next)
        // A member that had as many line breaks before it keeps its own: its blank line, whatever
        // whitespace it holds, is then not a changed line.
        return members[next].separator.newlineCount == wanted.newlineCount ? members[next].separator : wanted
    }

    private func habitualSeparator(between previous: Int, and next: Int) -> Trivia {
        let (first, second) = (members[previous], members[next])
        guard first.isSingleLine && second.isSingleLine else { return usesBlankLines ? loose : tight }
        // The author grouped them (`@Environment` and `@State` in one block): a swap keeps the block.
        if groups[previous] == groups[next] { return tight }
        // The author kept them in blocks of their own (`@ObservedObject` inputs, blank line,
        // `@State`): still apart once they meet.
        if first.category == second.category, first.wrapper != second.wrapper, usesBlankLines { return loose }
        if first.category == second.category { return packsSameSection ? tight : loose }
        return separatesSections ? loose : tight
    }
}

extension MemberBlockItemSyntax {
    /// Whether the member's text, comments before it excluded, fits on one line.
    /// Stops at the first line break, so a long multi-line member costs no more than its first line.
    var isSingleLine: Bool {
        var isFirstToken = true
        for token in tokens(viewMode: .sourceAccurate) {
            if !isFirstToken, token.leadingTrivia.contains(where: \.isNewline) { return false }
            if token.trailingTrivia.contains(where: \.isNewline) { return false }
            if token.tokenKind.isStringSegmentWithNewline(token.text) { return false }
            isFirstToken = false
        }
        return true
    }
}

private extension TokenKind {
    func isStringSegmentWithNewline(_ text: String) -> Bool {
        if case .stringSegment = self { return text.contains(where: \.isNewline) }
        return false
    }
}
