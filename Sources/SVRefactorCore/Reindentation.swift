/// Moves code text from one indentation depth to another.
public enum Reindentation {
    /// Every line after the first that starts with `old` gets `new` instead. Lines indented less
    /// (blank lines, `#if` at column 0) are left as they are, so string literals keep their content.
    /// Works on CRLF text too: only line starts are touched.
    ///
    /// When `old` and `new` are indented with different characters (a helper indented with spaces
    /// in a file of tabs, moved to where tabs are used), the rest of each line's indentation is
    /// converted too, `spacesPerTab` spaces to a tab, so that no line mixes the two.
    ///
    /// A line of only spaces and tabs comes out empty (its line ending kept): moved code brings no
    /// whitespace-only lines along, unless the text holds a multi-line string literal, whose lines
    /// are content.
    public static func move(_ text: String, from old: String, to new: String, spacesPerTab: Int = 4) -> String {
        guard old != new else { return text }
        let mayEmptyBlankLines = !text.contains("\"\"\"")
        let convertsToTabs = new.last == "\t" && old.last != "\t"
        let convertsToSpaces = new.last == " " && old.last == "\t"
        // Split on the scalar: "\r\n" is one Character, so a Character split would miss CRLF lines.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        for index in lines.indices.dropFirst() {
            if mayEmptyBlankLines, index < lines.count - 1, !lines[index].isEmpty,
                lines[index].unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" })
            {
                lines[index] = lines[index].hasSuffix("\r") ? "\r" : ""
                continue
            }
            guard lines[index].hasPrefix(old) else { continue }
            var rest = Substring(lines[index].dropFirst(old.count))
            let extra = rest.prefix { $0 == " " || $0 == "\t" }
            rest = rest.dropFirst(extra.count)
            var indentation = String(extra)
            if convertsToTabs, extra.allSatisfy({ $0 == " " }) {
                indentation = String(repeating: "\t", count: extra.count / spacesPerTab) + String(repeating: " ", count: extra.count % spacesPerTab)
            } else if convertsToSpaces, extra.allSatisfy({ $0 == "\t" }) {
                indentation = String(repeating: " ", count: extra.count * spacesPerTab)
            }
            lines[index] = new + indentation + rest
        }
        return lines.joined(separator: "\n")
    }

    /// The spaces and tabs that start `line`.
    public static func indentation(of line: Substring) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
