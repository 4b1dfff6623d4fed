/// What a run knows about the other files it processes: which names each file mentions.
///
/// Rules that must not break code in other files (a helper used from another file, a new type name
/// that is already taken) consult it. Mentions are found by a lexical scan that also counts words in
/// comments and strings, so the index over-approximates: a rule may be more careful than needed,
/// never less.
public struct ProjectIndex: Sendable {
    /// What one file mentions, found by ``scan(_:)``.
    public struct FileNames: Sendable {
        /// Every identifier-like word.
        public var identifiers: Set<String> = []
        /// Words written after a dot whose base is not `self` (`view.header`, `.constant`): possible
        /// uses of another type's member.
        public var memberAccesses: Set<String> = []
        /// Types this file extends (`extension ProfileView`), whose members it may use unqualified.
        public var extendedTypes: Set<String> = []

        public init() {}
    }

    /// Display paths of the files the run covers.
    public let files: [String]
    private let mentions: [String: [Int]]
    private let memberAccesses: [String: [Int]]
    private let extensions: [String: [Int]]

    public var fileCount: Int { files.count }

    /// Builds the index from each file's path and bytes (in any order; paths are sorted).
    public init(_ sources: [(path: String, bytes: [UInt8])]) {
        self.init(namesByFile: sources.map { ($0.path, Self.scan($0.bytes)) })
    }

    /// Merges per-file scans computed in parallel (see ``scan(_:)``).
    public init(namesByFile: [(path: String, names: FileNames)]) {
        let sorted = namesByFile.sorted { $0.path < $1.path }
        files = sorted.map(\.path)
        var mentions: [String: [Int]] = [:], memberAccesses: [String: [Int]] = [:], extensions: [String: [Int]] = [:]
        for (index, entry) in sorted.enumerated() {
            for name in entry.names.identifiers { mentions[name, default: []].append(index) }
            for name in entry.names.memberAccesses { memberAccesses[name, default: []].append(index) }
            for name in entry.names.extendedTypes { extensions[name, default: []].append(index) }
        }
        self.mentions = mentions
        self.memberAccesses = memberAccesses
        self.extensions = extensions
    }

    /// Whether any file of the run uses `name` as a word (a type, a variable, anything).
    public func isMentioned(_ name: String) -> Bool { mentions[name] != nil }

    /// Files (display paths, in path order) that might use member `member` of type `type`: they
    /// access a member of that name on something other than `self`, or extend the type.
    public func files(possiblyUsing member: String, of type: String) -> [String] {
        Set((memberAccesses[member] ?? []) + (extensions[type] ?? [])).sorted().map { files[$0] }
    }

    /// Every identifier-like word in the text: `[A-Za-z_][A-Za-z0-9_]*`.
    public static func identifiers(in bytes: [UInt8]) -> Set<String> {
        scan(bytes).identifiers
    }

    /// A lexical scan: it also counts words in comments and strings, which only makes rules more careful.
    public static func scan(_ bytes: [UInt8]) -> FileNames {
        var names = FileNames()
        var index = 0
        let count = bytes.count
        var previousWord = ""
        var previousWordEnd = -1
        while index < count {
            let byte = bytes[index]
            guard isIdentifierStart(byte) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < count, isIdentifierStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            names.identifiers.insert(word)
            if start > 0, bytes[start - 1] == UInt8(ascii: ".") {
                // `self.name` refers to the file's own member; anything else may be another type's.
                let isSelf = previousWord == "self" && previousWordEnd == start - 1
                if !isSelf { names.memberAccesses.insert(word) }
            }
            if previousWord == "extension" { names.extendedTypes.insert(word) }
            previousWord = word
            previousWordEnd = index
        }
        return names
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
