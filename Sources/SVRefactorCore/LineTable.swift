import SwiftSyntax

/// Where the lines of a text start, for turning byte positions into line and column numbers.
public struct LineTable: Sendable {
    /// Byte offsets where lines start; the first is 0.
    public let starts: [Int]

    public init(_ source: [UInt8]) {
        var starts = [0]
        for (index, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// Line and column (1-based, column in UTF-8 bytes as compilers count it) of a byte position.
    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        // The last line start at or before `offset`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The bytes of a 1-based line of `source` (the text this table was made from), without its line break.
    public func text(ofLine line: Int, in source: [UInt8]) -> ArraySlice<UInt8> {
        guard line >= 1, line <= starts.count else { return [] }
        let end = line < starts.count ? starts[line] - 1 : source.count
        return source[starts[line - 1]..<max(starts[line - 1], end)]
    }

    /// How many lines of `bytes` hold something besides spaces and tabs: the length measure of
    /// helpers (`--min-lines`) and of nested types.
    public static func nonBlankLineCount(_ bytes: some Sequence<UInt8>) -> Int {
        var counter = NonBlankLineCounter()
        for byte in bytes { counter.add(byte) }
        return counter.count
    }
}

/// ``LineTable/nonBlankLineCount(_:)`` for text that arrives piece by piece (a syntax tree's
/// tokens and trivia), so that it need not be copied into one buffer first.
public struct NonBlankLineCounter {
    private var lines = 0
    private var lineHasText = false

    public init() {}

    /// The lines so far that hold something besides spaces and tabs.
    public var count: Int { lines + (lineHasText ? 1 : 0) }

    public mutating func add(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            if lineHasText { lines += 1 }
            lineHasText = false
        case UInt8(ascii: " "), UInt8(ascii: "\t"): break
        default: lineHasText = true
        }
    }
}
