/// Writes values as compact bytes (LEB128 integers, length-prefixed strings) for the cache, and for
/// digests of model facts, which hash what it writes.
///
/// A fact's position (line, column) is written through ``writePosition(_:)``, so that one encoder
/// serves both the cache (which keeps positions) and the digests that must not change when code
/// only moves (see ``ModelRead``).
public struct ByteWriter {
    public private(set) var bytes: [UInt8] = []
    /// Positions are written; without them, two facts that differ only in where they are look the same.
    public let includesPositions: Bool

    public init(includesPositions: Bool = true) {
        self.includesPositions = includesPositions
    }

    public mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    public mutating func write(_ value: Int) {
        // Zigzag: small negative numbers stay small.
        let signed = Int64(value)
        write(UInt64(bitPattern: (signed << 1) ^ (signed >> 63)))
    }

    public mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func write(_ string: String?) {
        write(string != nil)
        if let string { write(string) }
    }

    public mutating func write(_ strings: [String]) {
        write(UInt64(strings.count))
        for string in strings { write(string) }
    }

    /// A set, sorted so that equal sets give equal bytes.
    public mutating func write(_ strings: Set<String>) {
        write(strings.sorted())
    }

    public mutating func write(_ digest: Digest) {
        writeFixed(digest.high)
        writeFixed(digest.low)
    }

    public mutating func writeFixed(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Bytes as they are, without a length (a file's magic number).
    public mutating func writeRaw(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    public mutating func write(bytes more: [UInt8]) {
        write(UInt64(more.count))
        bytes.append(contentsOf: more)
    }

    public mutating func writePosition(_ value: Int) {
        if includesPositions { write(value) }
    }

    public var digest: Digest { StableHasher.digest(bytes) }
}

/// Reads what ``ByteWriter`` wrote. Every read checks its bounds: a truncated or corrupt cache file
/// throws, and the cache starts over instead of trusting it.
public struct ByteReader {
    public struct Malformed: Error {
        public init() {}
    }

    private let bytes: [UInt8]
    public private(set) var offset: Int

    public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    public var isAtEnd: Bool { offset == bytes.count }

    public mutating func readUInt() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    public mutating func readInt() throws(Malformed) -> Int {
        let zigzag = try readUInt()
        return Int(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    }

    /// A count of things that follow, each at least one byte long: bounded by what is left, so a
    /// corrupt count cannot ask for a huge allocation.
    public mutating func readCount() throws(Malformed) -> Int {
        let count = try readUInt()
        guard count <= UInt64(bytes.count - offset) else { throw Malformed() }
        return Int(count)
    }

    public mutating func readBool() throws(Malformed) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    public mutating func readString() throws(Malformed) -> String {
        let count = try readCount()
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    public mutating func readOptionalString() throws(Malformed) -> String? {
        try readBool() ? try readString() : nil
    }

    public mutating func readStrings() throws(Malformed) -> [String] {
        let count = try readCount()
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count { strings.append(try readString()) }
        return strings
    }

    public mutating func readFixed() throws(Malformed) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += 8
        return value
    }

    public mutating func readDigest() throws(Malformed) -> Digest {
        Digest(high: try readFixed(), low: try readFixed())
    }

    public mutating func readBytes() throws(Malformed) -> [UInt8] {
        let count = try readCount()
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }
}
