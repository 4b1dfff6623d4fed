/// Keeps files the parser cannot handle in reasonable time away from it.
///
/// swift-syntax's parser takes exponential time on deeply nested square brackets, in array
/// literals and array types alike (release build: 20 levels 0.3 s, 24 levels 8 s; a debug build
/// is slower still), and a parse cannot be interrupted. Real code nests them a few levels, so a
/// file whose `[` nesting goes beyond ``maximumSquareBracketDepth`` is not parsed at all.
public enum NestingGuard {
    /// 16 levels parse in about 0.03 s in a release build; real code nests at most 5 (the deepest of
    /// 4,861 files of 12 open-source apps).
    public static let maximumSquareBracketDepth = 16

    /// Where the `[` nesting of code goes beyond the limit (byte offset of the innermost `[` and the
    /// depth), or nil. A byte count decides for almost every file; only when it exceeds the limit
    /// are comments and string literals told apart, so brackets there do not count.
    public static func excessiveSquareBracketNesting(in source: [UInt8]) -> (offset: Int, depth: Int)? {
        var depth = 0, deepest = 0
        for byte in source {
            if byte == UInt8(ascii: "[") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
        }
        guard deepest > maximumSquareBracketDepth else { return nil }
        let code = CodeScanner.scan(source).deepestSquareBracket
        return code.depth > maximumSquareBracketDepth ? (code.offset, code.depth) : nil
    }
}
