/// Something a rule wants the user to know: usually why it left a piece of code alone.
public struct Finding: Sendable, Equatable {
    public enum Severity: String, Sendable {
        case warning
        case error
    }

    public var ruleID: String
    /// 1-based line and column (in UTF-8 bytes, as compilers report them).
    public var line: Int
    public var column: Int
    /// Where the code the finding is about ends (line and column, as ``line`` and ``column``; the
    /// column just past its last byte): editors underline from the start to here. The start itself
    /// when the finding is about a place rather than a stretch of code.
    public var endLine: Int
    public var endColumn: Int
    public var message: String
    public var severity: Severity
    /// Identifies the finding by the code it points at, not by where that code is: a hash of the rule,
    /// the text of its line without the surrounding whitespace, and the message without digits
    /// (messages name line numbers). Lines added or removed elsewhere in the file leave it alone, so
    /// baselines and SARIF's `partialFingerprints` survive unrelated edits. 0 when not computed.
    public var fingerprint: UInt64

    public init(ruleID: String, line: Int, column: Int, message: String, severity: Severity = .warning, fingerprint: UInt64 = 0) {
        self.ruleID = ruleID
        self.line = line
        self.column = column
        endLine = line
        endColumn = column
        self.message = message
        self.severity = severity
        self.fingerprint = fingerprint
    }

    /// A finding fingerprinted from `lineText`, the text of its line.
    public init(ruleID: String, line: Int, column: Int, message: String, severity: Severity = .warning, lineText: some Collection<UInt8>) {
        self.init(
            ruleID: ruleID, line: line, column: column, message: message, severity: severity,
            fingerprint: Self.fingerprint(ruleID: ruleID, lineText: lineText, message: message))
    }

    /// The fingerprint of a finding of `ruleID` with `message` on a line whose text is `lineText`.
    public static func fingerprint(ruleID: String, lineText: some Collection<UInt8>, message: String) -> UInt64 {
        let trimmed = trimmingBlanks(lineText)
        let digitless = message.utf8.filter { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return FileDeclarations.hash(Array(ruleID.utf8) + [0] + trimmed + [0] + digitless)
    }

    /// A line's text without the spaces, tabs and carriage return around it: what fingerprints
    /// hash, so that re-indenting code keeps its findings (and change sites) matched.
    static func trimmingBlanks(_ line: some Collection<UInt8>) -> [UInt8] {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        return Array(line.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }

    /// `path:line:col: warning: message [rule-id]`, the form Xcode and CI log parsers read.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]"
    }
}
