import SwiftSyntax

/// The indentation unit and line ending a file already uses, so generated code matches its surroundings.
public struct SourceStyle: Sendable, Equatable {
    public enum Indentation: Sendable, Equatable {
        case tabs
        case spaces(Int)
    }

    public enum LineEnding: String, Sendable, Equatable {
        case lf = "\n"
        case crlf = "\r\n"
    }

    public var indentation: Indentation
    public var lineEnding: LineEnding

    public init(indentation: Indentation = .spaces(4), lineEnding: LineEnding = .lf) {
        self.indentation = indentation
        self.lineEnding = lineEnding
    }

    /// One level of indentation as trivia.
    public var indentUnit: Trivia {
        switch indentation {
        case .tabs: return .tabs(1)
        case let .spaces(count): return .spaces(count)
        }
    }

    public var indentUnitText: String {
        switch indentation {
        case .tabs: return "\t"
        case let .spaces(count): return String(repeating: " ", count: count)
        }
    }

    /// One level deeper than `indentation`, in the same characters: a file that mixes tabs and
    /// spaces gets no line that mixes them (`"\t"` → `"\t\t"`, `"    "` → `"        "` even in a
    /// file of tabs). At column 0, the file's own unit.
    public func indentation(deeperThan indentation: String) -> String {
        switch indentation.last {
        case "\t": return indentation + "\t"
        case " ":
            if case let .spaces(count) = self.indentation { return indentation + String(repeating: " ", count: count) }
            return indentation + "    "
        default: return indentation + indentUnitText
        }
    }

    /// `count` line breaks as trivia.
    public func newlines(_ count: Int) -> Trivia {
        switch lineEnding {
        case .lf: return .newlines(count)
        case .crlf: return .carriageReturnLineFeeds(count)
        }
    }

    /// Detects the dominant style. Files without indented lines or line breaks get the defaults
    /// (four spaces, LF), which is what Xcode writes.
    public static func detect(in source: [UInt8]) -> SourceStyle {
        var crlfCount = 0
        var lfCount = 0
        var tabIndentedLines = 0
        var spaceIndentedLines = 0
        var stepCounts: [Int: Int] = [:]
        var previousSpaceIndent = 0

        var index = 0
        let count = source.count
        while index < count {
            // At the start of a line: measure its indentation.
            var spaces = 0
            var startsWithTab = false
            var cursor = index
            while cursor < count, source[cursor] == UInt8(ascii: " ") || source[cursor] == UInt8(ascii: "\t") {
                if cursor == index, source[cursor] == UInt8(ascii: "\t") { startsWithTab = true }
                if source[cursor] == UInt8(ascii: " ") { spaces += 1 }
                cursor += 1
            }
            let isBlank = cursor >= count || source[cursor] == UInt8(ascii: "\n") || source[cursor] == UInt8(ascii: "\r")
            if !isBlank {
                if startsWithTab {
                    tabIndentedLines += 1
                } else if spaces > 0 {
                    spaceIndentedLines += 1
                }
                if !startsWithTab {
                    let step = spaces - previousSpaceIndent
                    if step > 0 { stepCounts[step, default: 0] += 1 }
                    previousSpaceIndent = spaces
                }
            }
            // Advance to the next line, counting its terminator.
            while cursor < count, source[cursor] != UInt8(ascii: "\n") { cursor += 1 }
            if cursor < count {
                if cursor > 0, source[cursor - 1] == UInt8(ascii: "\r") { crlfCount += 1 } else { lfCount += 1 }
            }
            index = cursor + 1
        }

        let lineEnding: LineEnding = crlfCount > lfCount ? .crlf : .lf
        let indentation: Indentation
        if tabIndentedLines > spaceIndentedLines {
            indentation = .tabs
        } else if let (step, _) = stepCounts.filter({ $0.key <= 8 }).max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }) {
            indentation = .spaces(step)
        } else {
            indentation = .spaces(4)
        }
        return SourceStyle(indentation: indentation, lineEnding: lineEnding)
    }
}
