import SwiftSyntax

/// What a rule sees besides the tree: the file's path and style, and a place to report findings.
///
/// One context exists per file and rule; it is used on a single thread.
public final class RuleContext {
    public let path: String
    public let ruleID: String
    /// The other files of the run, for rules that declare ``RuleMetadata/usesProjectIndex``; nil otherwise
    /// and for standard input.
    public let projectIndex: ProjectIndex?
    /// The rule's input. Finding positions refer to it.
    public let tree: SourceFileSyntax
    /// The rule's input text.
    public let source: [UInt8]
    public private(set) var findings: [Finding] = []

    private var cachedStyle: SourceStyle?
    /// Byte offsets where lines start, computed on the first finding.
    private var lineStarts: [Int]?

    public init(path: String, ruleID: String, tree: SourceFileSyntax, source: [UInt8], projectIndex: ProjectIndex? = nil) {
        self.path = path
        self.ruleID = ruleID
        self.projectIndex = projectIndex
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

    /// Line and column (1-based, column in UTF-8 bytes as compilers count it) of a position in ``tree``.
    public func location(at position: AbsolutePosition) -> (line: Int, column: Int) {
        let starts = lineStarts ?? Self.lineStarts(of: source)
        lineStarts = starts
        let offset = position.utf8Offset
        // The last line start at or before `offset`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The spaces and tabs that start the line containing `position`.
    public func indentation(ofLineAt position: AbsolutePosition) -> String {
        let (line, _) = location(at: position)
        var index = lineStarts![line - 1]
        var indentation: [UInt8] = []
        while index < source.count, source[index] == UInt8(ascii: " ") || source[index] == UInt8(ascii: "\t") {
            indentation.append(source[index])
            index += 1
        }
        return String(decoding: indentation, as: UTF8.self)
    }

    private static func lineStarts(of source: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        return starts
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
