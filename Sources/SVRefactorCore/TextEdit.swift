/// A replacement of a range of a file's text: what editors apply (an LSP `TextEdit`).
///
/// Positions are 1-based lines and columns in UTF-8 bytes, as findings count them; the range runs
/// from `start` up to, not including, `end`. Edits made by ``edits(from:to:)`` replace whole lines,
/// so their columns are 1 (but for the end of a last line without a line break).
public struct TextEdit: Sendable, Equatable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int
    public var newText: String

    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, newText: String) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.newText = newText
    }

    /// The edits that turn `old` into `new`: one per run of changed lines (a line diff), in order,
    /// none overlapping. Lines the change keeps are not touched, so an editor keeps its marks there.
    public static func edits(from old: [UInt8], to new: [UInt8]) -> [TextEdit] {
        let oldLines = lines(of: old), newLines = lines(of: new)
        var edits: [TextEdit] = []
        var oldIndex = 0, newIndex = 0
        var pending: (start: Int, removed: Int, inserted: [String])?
        func flush() {
            guard let run = pending else { return }
            var end = (line: run.start + run.removed + 1, column: 1)
            // Past a last line without a line break there is no next line to end at: its end instead.
            if end.line > oldLines.count, let last = oldLines.last, !last.hasSuffix("\n") {
                end = (oldLines.count, last.utf8.count + 1)
            }
            edits.append(TextEdit(startLine: run.start + 1, startColumn: 1, endLine: end.line, endColumn: end.column, newText: run.inserted.joined()))
            pending = nil
        }
        // The diff compares lines with their terminators, so a last line that gains one is a change.
        for operation in LineDiff.editScript(old: oldLines, new: newLines) {
            switch operation {
            case .keep:
                flush()
                oldIndex += 1
                newIndex += 1
            case .remove:
                if pending == nil { pending = (oldIndex, 0, []) }
                pending!.removed += 1
                oldIndex += 1
            case .insert:
                if pending == nil { pending = (oldIndex, 0, []) }
                pending!.inserted.append(newLines[newIndex])
                newIndex += 1
            }
        }
        flush()
        return edits
    }

    /// The lines of `text`, each with its terminator (`\n`, `\r\n`; the last may have none).
    static func lines(of text: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(String(decoding: text[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < text.count { lines.append(String(decoding: text[start...], as: UTF8.self)) }
        return lines
    }

    /// `text` with `edits` (in order, not overlapping, whole lines) applied: what an editor does.
    public static func applying(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        let lines = lines(of: text)
        var result = ""
        var next = 0
        for edit in edits {
            result += lines[next..<min(edit.startLine - 1, lines.count)].joined()
            result += edit.newText
            next = edit.endColumn > 1 ? lines.count : min(edit.endLine - 1, lines.count)
        }
        result += lines[next...].joined()
        return Array(result.utf8)
    }
}
