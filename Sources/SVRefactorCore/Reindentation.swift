/// Moves code text from one indentation depth to another.
public enum Reindentation {
    /// Every line after the first that starts with `old` gets `new` instead. Lines indented less
    /// (blank lines, `#if` at column 0) are left as they are, so string literals keep their content.
    /// Works on CRLF text too: only line starts are touched.
    public static func move(_ text: String, from old: String, to new: String) -> String {
        guard old != new else { return text }
        // Split on the scalar: "\r\n" is one Character, so a Character split would miss CRLF lines.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        for index in lines.indices.dropFirst() where lines[index].hasPrefix(old) {
            lines[index] = new + lines[index].dropFirst(old.count)
        }
        return lines.joined(separator: "\n")
    }

    /// The spaces and tabs that start `line`.
    public static func indentation(of line: Substring) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
