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
}
