/// What happened to one file. The runner never crashes on a bad file: every file ends in one of these.
public struct FileOutcome: Sendable {
    public enum Status: Sendable, Equatable {
        /// No rule changed anything; the file must stay byte-identical.
        case unchanged
        /// At least one rule changed the file and the result re-parsed cleanly.
        case changed(newSource: [UInt8], changes: [RuleChange])
        /// The input cannot be processed safely (its own problem, not ours), so nothing was attempted.
        case skipped(SkipReason)
        /// Something went wrong on our side; the file was left as it was.
        case failed(FailureReason)
    }

    public var status: Status
    public var findings: [Finding]
    /// Rules whose change to this file was not made because it would alter lines a
    /// `svrefactor:disable` comment covers. A change that spans files must then not be made in the
    /// other files either.
    public var changesLeftOutBySuppression: [String]
    /// Files a rule's change of this file creates beside it (move-subviews-to-files moves a view
    /// into a file of its own). They belong to the change: written with it or not at all, and only
    /// with a `.changed` status.
    public var createdFiles: [CreatedFile]
    /// With a selection (``Pipeline/selection``): what it took in this file, and what it could have.
    public var selection = SelectionResult()
    /// With ``Pipeline/leavesEachRuleOnTheInput``: the changes the rules would make, each on the input.
    public var proposedChanges: [ProposedChange] = []

    public init(status: Status, findings: [Finding] = [], changesLeftOutBySuppression: [String] = [], createdFiles: [CreatedFile] = []) {
        self.status = status
        self.findings = findings
        self.changesLeftOutBySuppression = changesLeftOutBySuppression
        self.createdFiles = createdFiles
    }
}

/// A new file that a rule's change of a file creates, in the same folder (see ``RuleContext/create(fileNamed:contents:)``).
public struct CreatedFile: Sendable, Equatable {
    /// The file's name (`HeaderSection.swift`), without a folder: it goes beside the changed file.
    public var name: String
    public var contents: [UInt8]
    public var ruleID: String

    public init(name: String, contents: [UInt8], ruleID: String) {
        self.name = name
        self.contents = contents
        self.ruleID = ruleID
    }

    /// The new file's path beside `path` (a display or absolute path of the changed file).
    public func path(besides path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return name }
        return String(path[...slash]) + name
    }
}

/// A rule that changed the file, and the first line (in that rule's input) it changed.
public struct RuleChange: Sendable, Equatable {
    public var ruleID: String
    public var firstChangedLine: Int
    /// Each place the change touches, when the pipeline records them
    /// (``Pipeline/recordsChangeSites``): what a baseline matches, so that a new change in a file
    /// whose other changes are accepted is reported.
    public var sites: [Site]

    /// One run of changed lines: where it starts (in the rule's input) and a fingerprint of the
    /// code it touches (the rule and those lines' text, without indentation), which lines added
    /// elsewhere leave alone.
    public struct Site: Sendable, Equatable {
        public var line: Int
        public var fingerprint: UInt64

        public init(line: Int, fingerprint: UInt64) {
            self.line = line
            self.fingerprint = fingerprint
        }
    }

    public init(ruleID: String, firstChangedLine: Int, sites: [Site] = []) {
        self.ruleID = ruleID
        self.firstChangedLine = firstChangedLine
        self.sites = sites
    }
}

public enum SkipReason: Sendable, Equatable, CustomStringConvertible {
    case notUTF8(byteOffset: Int)
    case syntaxError(line: Int, column: Int, message: String)
    /// Square brackets nested beyond ``NestingGuard/maximumSquareBracketDepth``: not parsed.
    case nestedTooDeeply(line: Int, column: Int, depth: Int)

    /// A short category used to count skips in the summary.
    public var category: String {
        switch self {
        case .notUTF8: return "not UTF-8"
        case .syntaxError: return "syntax errors"
        case .nestedTooDeeply: return "nested too deeply"
        }
    }

    public var description: String {
        switch self {
        case let .notUTF8(offset):
            return "skipped: not valid UTF-8 (first invalid byte at offset \(offset)); convert the file to UTF-8"
        case let .syntaxError(_, _, message):
            // The position is shown in the `path:line:col:` prefix.
            return "skipped: syntax error: \(message) (svrefactor only rewrites files that parse; fix it and run again)"
        case let .nestedTooDeeply(_, _, depth):
            return "skipped: square brackets nested \(depth) levels deep; the Swift parser takes exponential time on such nesting, "
                + "so svrefactor does not parse files nested beyond \(NestingGuard.maximumSquareBracketDepth) levels"
        }
    }

    /// Where the problem is, for a `path:line:col:` prefix.
    public var location: (line: Int, column: Int) {
        switch self {
        case .notUTF8: return (1, 1)
        case let .syntaxError(line, column, _): return (line, column)
        case let .nestedTooDeeply(line, column, _): return (line, column)
        }
    }
}

public enum FailureReason: Error, Sendable, Equatable, CustomStringConvertible {
    /// A rule produced text that does not parse. This is a bug in the rule; the file is left alone.
    case ruleOutputDoesNotParse(ruleID: String, line: Int, column: Int, message: String)
    /// A rule's output lost a comment the input had. This is a bug in the rule; the file is left alone.
    case ruleDroppedComment(ruleID: String, comment: String)
    /// A rule found its own edits inconsistent and gave up on the file (see ``RuleContext/fail(_:)``).
    case ruleFailed(ruleID: String, message: String)
    /// A file a rule would create does not parse. This is a bug in the rule; nothing is written.
    case createdFileDoesNotParse(ruleID: String, file: String, line: Int, column: Int, message: String)
    /// Reading or writing the file failed.
    case io(String)

    public var description: String {
        switch self {
        case let .ruleOutputDoesNotParse(ruleID, line, column, message):
            return "internal error: the output of rule '\(ruleID)' does not parse (\(line):\(column): \(message)); "
                + "the file was left unchanged. Please report this with the file."
        case let .ruleDroppedComment(ruleID, comment):
            return "internal error: rule '\(ruleID)' would drop the comment \(comment.debugDescription); "
                + "the file was left unchanged. Please report this with the file."
        case let .createdFileDoesNotParse(ruleID, file, line, column, message):
            return "internal error: the file \(file) that rule '\(ruleID)' would create does not parse (\(line):\(column): \(message)); "
                + "nothing was written. Please report this with the file."
        case let .ruleFailed(ruleID, message):
            return "internal error in rule '\(ruleID)': \(message); the file was left unchanged. Please report this with the file."
        case let .io(message):
            return message
        }
    }
}

/// A change one rule would make of the input, when the pipeline leaves each rule on the input
/// (``Pipeline/leavesEachRuleOnTheInput``): where it is and, when the pipeline verifies proposals
/// (``Pipeline/verifiesProposals``), its output checked as a change that is made is checked.
public struct ProposedChange: Sendable {
    public var change: RuleChange
    /// The rule's output and the files it creates, verified (it parses, the compiler would accept
    /// its syntax, no comment is lost); the reason when it is not. Nil when not verified.
    public var verified: Result<(output: [UInt8], createdFiles: [CreatedFile]), FailureReason>?

    public var ruleID: String { change.ruleID }
}
