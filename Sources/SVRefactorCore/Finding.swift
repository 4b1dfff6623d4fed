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
    public var message: String
    public var severity: Severity

    public init(ruleID: String, line: Int, column: Int, message: String, severity: Severity = .warning) {
        self.ruleID = ruleID
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// `path:line:col: warning: message [rule-id]`, the form Xcode and CI log parsers read.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]"
    }
}
