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

    /// Whether `needle` occurs in `text` at a place `accept` agrees to (it gets the index just
    /// after the match).
    public static func contains(_ needle: [UInt8], in text: ArraySlice<UInt8>, where accept: (Int) -> Bool = { _ in true }) -> Bool {
        guard let first = needle.first, needle.count <= text.count else { return false }
        var index = text.startIndex
        while index <= text.endIndex - needle.count {
            if text[index] == first, text[index..<(index + needle.count)].elementsEqual(needle), accept(index + needle.count) {
                return true
            }
            index += 1
        }
        return false
    }

    /// The offsets at which `word` stands in `text` as a whole word: not preceded or followed by a
    /// byte that would make it part of a longer identifier. In comments and string literals too:
    /// callers that need tokens check what stands there (see ``SwiftSyntax/SyntaxProtocol/identifierTokens(spelled:source:)``).
    public static func wordOffsets(of word: [UInt8], in text: [UInt8]) -> [Int] {
        guard let first = word.first, word.count <= text.count else { return [] }
        var offsets: [Int] = []
        var index = 0
        while index <= text.count - word.count {
            if text[index] == first, text[index..<(index + word.count)].elementsEqual(word),
                index == 0 || !isIdentifierContinuation(text[index - 1]),
                index + word.count == text.count || !isIdentifierContinuation(text[index + word.count])
            {
                offsets.append(index)
                index += word.count
            } else {
                index += 1
            }
        }
        return offsets
    }
}
