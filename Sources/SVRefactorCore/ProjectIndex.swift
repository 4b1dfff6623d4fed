/// What a run knows about the other files it processes: which names each file mentions.
///
/// Rules that must not break code in other files (a helper used from another file, a new type name
/// that is already taken) consult it. Mentions are found by a lexical scan that also counts words in
/// comments and strings, so the index over-approximates: a rule may be more careful than needed,
/// never less.
public struct ProjectIndex: Sendable {
    /// Display paths of the files the run covers.
    public let files: [String]
    private let mentions: [String: [Int]]

    public var fileCount: Int { files.count }

    /// Builds the index from each file's path and bytes (in any order; paths are sorted).
    public init(_ sources: [(path: String, bytes: [UInt8])]) {
        let sorted = sources.sorted { $0.path < $1.path }
        files = sorted.map(\.path)
        var mentions: [String: [Int]] = [:]
        for (index, source) in sorted.enumerated() {
            for name in Self.identifiers(in: source.bytes) {
                mentions[name, default: []].append(index)
            }
        }
        self.mentions = mentions
    }

    /// Merges per-file identifier sets computed in parallel (see ``identifiers(in:)``).
    public init(identifiersByFile: [(path: String, identifiers: Set<String>)]) {
        let sorted = identifiersByFile.sorted { $0.path < $1.path }
        files = sorted.map(\.path)
        var mentions: [String: [Int]] = [:]
        for (index, entry) in sorted.enumerated() {
            for name in entry.identifiers { mentions[name, default: []].append(index) }
        }
        self.mentions = mentions
    }

    /// Files (display paths) that mention `name`, in path order.
    public func files(mentioning name: String) -> [String] {
        (mentions[name] ?? []).map { files[$0] }
    }

    public func isMentioned(_ name: String) -> Bool { mentions[name] != nil }

    /// Every identifier-like word in the text: `[A-Za-z_][A-Za-z0-9_]*`, plus the `$`/`#`-less forms.
    public static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var result = Set<String>()
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isIdentifierStart(byte) {
                let start = index
                index += 1
                while index < count, isIdentifierStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) { index += 1 }
                result.insert(String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                index += 1
            }
        }
        return result
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
