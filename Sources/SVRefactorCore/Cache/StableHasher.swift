/// A 128-bit digest: of a file's bytes, of a model fact, of a cache key.
public struct Digest: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public static let zero = Digest(high: 0, low: 0)

    public var description: String {
        String(high, radix: 16).leftPadded(to: 16) + String(low, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// Hashes bytes, strings and numbers into a ``Digest`` that is the same in every process and on
/// every machine (Swift's `Hasher` is seeded per process, so it cannot key anything on disk).
///
/// Two independent 64-bit lanes over 8-byte words, each finished with MurmurHash3's avalanche: fast
/// enough to hash every file of a repository on each run, and wide enough that unrelated inputs do
/// not collide in practice. It is not cryptographic: the cache trusts files not to be crafted to
/// collide with one another.
public struct StableHasher {
    private var first: UInt64 = 0x243F_6A88_85A3_08D3
    private var second: UInt64 = 0x1319_8A2E_0370_7344
    private var count: UInt64 = 0

    public init() {}

    /// Hashes `bytes` as one field: its length goes in first, so `"ab" + "c"` and `"a" + "bc"` differ.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for (shift, index) in (offset..<bytes.count).enumerated() { tail |= UInt64(bytes[index]) << UInt64(shift * 8) }
            mix(tail)
        }
    }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine(bytes: $0) }
    }

    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ value: UInt64) {
        mix(value)
    }

    public mutating func combine(_ value: Int) {
        mix(UInt64(bitPattern: Int64(value)))
    }

    public mutating func combine(_ value: Bool) {
        mix(value ? 1 : 0)
    }

    public mutating func combine(_ digest: Digest) {
        mix(digest.high)
        mix(digest.low)
    }

    private mutating func mix(_ word: UInt64) {
        count &+= 1
        first = ((first ^ (word &* 0x87C3_7B91_1142_53D5)).rotatedLeft(by: 31) &* 0x4CF5_AD43_2745_937F) &+ 0x52DC_E729
        second = ((second ^ (word &* 0xC2B2_AE3D_27D4_EB4F)).rotatedLeft(by: 29) &* 0x1656_67B1_9E37_79F9) &+ 0x38495AB5
    }

    public func finalize() -> Digest {
        Digest(high: Self.avalanche(first ^ count), low: Self.avalanche(second ^ (count &* 0x9E37_79B9_7F4A_7C15)))
    }

    /// MurmurHash3's 64-bit finalizer: every input bit affects every output bit.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    /// The digest of one byte buffer.
    public static func digest(_ bytes: [UInt8]) -> Digest {
        var hasher = StableHasher()
        hasher.combine(bytes)
        return hasher.finalize()
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by amount: UInt64) -> UInt64 {
        (self << amount) | (self >> (64 - amount))
    }
}
