import SwiftSyntax

/// What a rule sees besides the tree: the file's path and style, and a place to report findings.
///
/// One context exists per file and rule; it is used on a single thread.
public final class RuleContext {
    public let path: String
    public let ruleID: String
    /// The rule's input. Finding positions refer to it.
    public let tree: SourceFileSyntax
    private let source: [UInt8]
    public private(set) var findings: [Finding] = []

    private var cachedStyle: SourceStyle?
    private var cachedConverter: SourceLocationConverter?

    public init(path: String, ruleID: String, tree: SourceFileSyntax, source: [UInt8]) {
        self.path = path
        self.ruleID = ruleID
        self.tree = tree
        self.source = source
    }

    /// The file's indentation unit and line ending, detected on first use.
    public var style: SourceStyle {
        if let cachedStyle { return cachedStyle }
        let style = SourceStyle.detect(in: source)
        cachedStyle = style
        return style
    }

    /// Line and column of `node`'s first token, skipping its leading trivia.
    public func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// Line and column of a position in ``tree``.
    public func location(at position: AbsolutePosition) -> (line: Int, column: Int) {
        let converter = cachedConverter ?? SourceLocationConverter(fileName: path, tree: tree)
        cachedConverter = converter
        let location = converter.location(for: position)
        return (location.line, location.column)
    }

    /// Reports a finding at `node`, which must belong to ``tree``.
    public func report(_ message: String, at node: some SyntaxProtocol, severity: Finding.Severity = .warning) {
        report(message, at: node.positionAfterSkippingLeadingTrivia, severity: severity)
    }

    /// Reports a finding at a position in ``tree`` (for example a comment inside trivia).
    public func report(_ message: String, at position: AbsolutePosition, severity: Finding.Severity = .warning) {
        let (line, column) = location(at: position)
        findings.append(Finding(ruleID: ruleID, line: line, column: column, message: message, severity: severity))
    }
}
