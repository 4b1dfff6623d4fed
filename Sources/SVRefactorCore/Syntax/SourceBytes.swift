/// Byte-level reading of Swift source, for the passes that are cheaper on bytes than on a tree.
public enum SourceBytes {
    /// A byte that can start an identifier: an ASCII letter, `_`, or any byte of a non-ASCII
    /// character (which counts as a letter).
    public static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// A byte that can continue an identifier: a start byte or a digit.
    public static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    public static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// Whether `needle` occurs in `text`.
    public static func contains(_ needle: [UInt8], in text: ArraySlice<UInt8>) -> Bool {
        var found = false
        forEachOccurrence(of: needle, in: text) { _ in
            found = true
            return false
        }
        return found
    }

    /// The offsets at which `word` stands in `text` (or in its bytes in `range`) as a whole word:
    /// not preceded or followed by a byte that would make it part of a longer identifier, also
    /// outside the range. In comments and string literals too: callers that need tokens check what
    /// stands there (see ``SwiftSyntax/SyntaxProtocol/identifierTokens(spelled:source:)``).
    public static func wordOffsets(of word: [UInt8], in text: [UInt8], within range: Range<Int>? = nil) -> [Int] {
        var offsets: [Int] = []
        forEachOccurrence(of: word, in: text[(range ?? 0..<text.count).clamped(to: 0..<text.count)]) { index in
            let end = index + word.count
            if (index == 0 || !isIdentifierContinuation(text[index - 1])) && (end == text.count || !isIdentifierContinuation(text[end])) {
                offsets.append(index)
            }
            return true
        }
        return offsets
    }

    /// Calls `body` with the index of each occurrence of `needle` in `text`, in order, while it
    /// returns true. A plain loop: the standard library's `firstRange(of:)` instantiates generic
    /// metadata on every call, which cost a fifth of a whole `check` run when every file paid it.
    private static func forEachOccurrence(of needle: [UInt8], in text: ArraySlice<UInt8>, _ body: (Int) -> Bool) {
        guard let first = needle.first, needle.count <= text.count else { return }
        var index = text.startIndex
        while index <= text.endIndex - needle.count {
            if text[index] == first, text[index..<(index + needle.count)].elementsEqual(needle), !body(index) { return }
            index += 1
        }
    }
}
