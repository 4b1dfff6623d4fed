/// A Bloom filter of the identifiers a file's code writes, lowercase ones included: whether the
/// file may use a name, in about two bytes per distinct name rather than the names themselves.
///
/// "No" is certain; "maybe" is wrong for about one name in two hundred, which only makes a rule
/// more careful. The project model keeps exact sets for the type-like names it is asked about
/// often; this answers the rarer question of whether a file that extends a view uses one of its
/// members (an extension sees the members unqualified).
public struct NameFilter: Sendable, Equatable {
    var words: [UInt64]

    /// An empty filter: it contains nothing.
    public init() {
        words = []
    }

    /// A filter of names given by their distinct FNV-1a hashes (``FileDeclarations/hash(_:)``),
    /// sized at 16 bits per name, at least `minimumBits` (a power of two, at least 64).
    init(hashes: some Collection<UInt64>, minimumBits: Int = 512) {
        var bitCount = minimumBits
        while bitCount < hashes.count * 16 { bitCount *= 2 }
        words = Array(repeating: 0, count: bitCount / 64)
        for hash in hashes {
            for probe in 0..<Self.probes {
                let bit = Self.bit(probe, of: hash, bitCount: bitCount)
                words[bit / 64] |= 1 << UInt64(bit % 64)
            }
        }
    }

    /// Whether the file may write the identifier `name`.
    public func mayContain(_ name: String) -> Bool {
        guard !words.isEmpty else { return false }
        let bitCount = words.count * 64
        let hash = FileDeclarations.hash(name.utf8)
        return (0..<Self.probes).allSatisfy { probe in
            let bit = Self.bit(probe, of: hash, bitCount: bitCount)
            return words[bit / 64] & (1 << UInt64(bit % 64)) != 0
        }
    }

    private static let probes: UInt64 = 3

    /// The bit position of probe `probe` (0, 1, 2) for one hash (double hashing). Computed one at a
    /// time: an array of the three cost an allocation for every name of every file.
    private static func bit(_ probe: UInt64, of hash: UInt64, bitCount: Int) -> Int {
        let second = ((hash &* 0x9E37_79B9_7F4A_7C15) >> 32) | 1
        return Int((hash &+ probe &* second) % UInt64(bitCount))
    }
}
