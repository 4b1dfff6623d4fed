import SwiftSyntax

/// The lines where `// svrefactor:` comments turn rules off, as SwiftLint's `swiftlint:disable`
/// comments do:
///
/// - `// svrefactor:disable rule-id` turns the rule off from its own line on, until
/// - `// svrefactor:enable rule-id` turns it on again after its own line;
/// - `// svrefactor:disable-next-line rule-id` turns it off for the next line only;
/// - `// svrefactor:disable-this-line rule-id` turns it off for its own line only.
///
/// `all` stands for every rule; several ids may follow one command, separated by spaces or commas.
/// Text after ` - ` is a reason for readers and is ignored. Block comments work too. Findings on a
/// suppressed line are dropped, and a rewrite may not change a suppressed line (see ``Pipeline``).
public struct SuppressionMap: Sendable, Equatable {
    public static let allRules = "all"
    static let marker = Array("svrefactor:".utf8)

    /// A command the map could not read: an unknown command or a command without rule ids.
    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// Suppressed lines (1-based, inclusive ranges) per rule id, `all` included.
    private var ranges: [String: [ClosedRange<Int>]] = [:]
    /// The rule ids the comments name, with where, so a caller can report unknown ones.
    public private(set) var namedRules: [(id: String, line: Int, column: Int)] = []
    public private(set) var problems: [Problem] = []

    public static func == (lhs: SuppressionMap, rhs: SuppressionMap) -> Bool {
        lhs.ranges == rhs.ranges && lhs.problems == rhs.problems
    }

    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether the bytes contain a suppression command at all: a cheap test, run on every file,
    /// before parsing comments.
    public static func mayContainCommands(_ source: [UInt8]) -> Bool {
        SourceBytes.contains(marker, in: source[...])
    }

    /// Reads the commands in `tree`'s comments; `source` is its text.
    public init(tree: SourceFileSyntax, source: [UInt8]) {
        guard Self.mayContainCommands(source) else { return }
        let lines = LineTable(source)
        let lastLine = lines.starts.count
        // Where each rule's open `disable` started.
        var open: [String: Int] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var position = start
                for piece in trivia {
                    defer { position += piece.sourceLength }
                    guard let text = Self.commentText(piece), let command = Self.command(in: text) else { continue }
                    let (line, column) = lines.location(of: position)
                    record(command, line: line, column: column, lastLine: lastLine, open: &open)
                }
            }
        }
        for (id, start) in open { ranges[id, default: []].append(start...lastLine) }
    }

    private mutating func record(_ command: (verb: String, ruleIDs: [String]), line: Int, column: Int, lastLine: Int, open: inout [String: Int]) {
        guard ["disable", "enable", "disable-next-line", "disable-this-line"].contains(command.verb) else {
            problems.append(Problem(
                line: line, column: column,
                message: "unknown command `svrefactor:\(command.verb)`; use disable, enable, disable-next-line or disable-this-line"))
            return
        }
        guard !command.ruleIDs.isEmpty else {
            problems.append(Problem(
                line: line, column: column,
                message: "`svrefactor:\(command.verb)` names no rule; write a rule id or `all`, e.g. `// svrefactor:\(command.verb) all`"))
            return
        }
        for id in command.ruleIDs {
            namedRules.append((id, line, column))
            switch command.verb {
            case "disable":
                if open[id] == nil { open[id] = line }
            case "enable" where id == Self.allRules:
                // `enable all` ends every open `disable`.
                for (openID, start) in open { ranges[openID, default: []].append(start...line) }
                open = [:]
            case "enable":
                if let start = open.removeValue(forKey: id) { ranges[id, default: []].append(start...line) }
            case "disable-next-line":
                if line < lastLine { ranges[id, default: []].append((line + 1)...(line + 1)) }
            default:
                ranges[id, default: []].append(line...line)
            }
        }
    }

    private static func commentText(_ piece: TriviaPiece) -> String? {
        switch piece {
        case let .lineComment(text), let .blockComment(text), let .docLineComment(text), let .docBlockComment(text): return text
        default: return nil
        }
    }

    /// `svrefactor:verb ids…` at the start of a comment's text (after `//`, `///`, `/*` and spaces).
    static func command(in comment: String) -> (verb: String, ruleIDs: [String])? {
        var text = Substring(comment)
        text = text.drop { $0 == "/" || $0 == "*" || $0 == " " || $0 == "\t" }
        guard text.hasPrefix("svrefactor:") else { return nil }
        text = text.dropFirst("svrefactor:".count)
        if comment.hasPrefix("/*"), let end = text.firstRange(of: "*/") { text = text[..<end.lowerBound] }
        if let reason = text.firstRange(of: " - ") { text = text[..<reason.lowerBound] }
        let words = text.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" || $0 == "\n" }
        guard let verb = words.first else { return nil }
        return (String(verb), words.dropFirst().map(String.init))
    }

    /// Whether `ruleID` is off on `line`.
    public func isSuppressed(_ ruleID: String, line: Int) -> Bool {
        for id in [ruleID, Self.allRules] {
            if ranges[id]?.contains(where: { $0.contains(line) }) == true { return true }
        }
        return false
    }

    /// Whether `ruleID` is off on any line of `lines`.
    public func isSuppressed(_ ruleID: String, anyLineOf lines: ClosedRange<Int>) -> Bool {
        for id in [ruleID, Self.allRules] {
            if ranges[id]?.contains(where: { $0.overlaps(lines) }) == true { return true }
        }
        return false
    }

    /// The lines of `old` that turning it into `new` changes: each removed line, and for lines
    /// inserted between two old lines, the pair (at the start or end, the one neighbour). A change
    /// touches suppressed code when every line of its range is suppressed: an insertion next to a
    /// suppressed range does not, one inside it does.
    public static func changedLines(from old: [UInt8], to new: [UInt8]) -> [ClosedRange<Int>] {
        let oldLines = UnifiedDiff.splitLines(old), newLines = UnifiedDiff.splitLines(new)
        var changed: [ClosedRange<Int>] = []
        var oldLine = 1
        var pendingInsertion = false
        // Inserted lines next to removed ones replace them: they are part of that change.
        var inReplacement = false
        for operation in LineDiff.editScript(old: oldLines, new: newLines) {
            switch operation {
            case .keep:
                if pendingInsertion { changed.append(max(1, oldLine - 1)...oldLine) }
                pendingInsertion = false
                inReplacement = false
                oldLine += 1
            case .remove:
                changed.append(oldLine...oldLine)
                pendingInsertion = false
                inReplacement = true
                oldLine += 1
            case .insert:
                if !inReplacement { pendingInsertion = true }
            }
        }
        if pendingInsertion { changed.append(max(1, oldLine - 1)...max(1, oldLine - 1)) }
        return changed
    }

    /// Whether `ruleID` is off on every line of `lines`.
    public func isSuppressed(_ ruleID: String, everyLineOf lines: ClosedRange<Int>) -> Bool {
        lines.allSatisfy { isSuppressed(ruleID, line: $0) }
    }

    /// Whether the map turns `ruleID` off anywhere.
    public func suppressesAnything(of ruleID: String) -> Bool {
        ranges[ruleID] != nil || ranges[Self.allRules] != nil
    }
}

