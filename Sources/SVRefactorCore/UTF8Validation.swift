enum UTF8Validation {
    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or `nil`.
    static func firstInvalidByteOffset(in bytes: [UInt8]) -> Int? {
        // Fast path: pure ASCII, the common case for source code.
        var index = 0
        let count = bytes.count
        while index < count, bytes[index] < 0x80 { index += 1 }
        if index == count { return nil }

        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        var offset = index
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
