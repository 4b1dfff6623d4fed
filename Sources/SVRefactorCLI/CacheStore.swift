import Foundation
import SVRefactorCore

/// One cache file: entries keyed by a ``Digest``, each with the bytes it caches.
///
/// The whole file is read at the start of a run and, when the run added entries, written again
/// at its end: to a temporary file renamed over the old one, so a reader sees the old file or the
/// new one, never half of one. Two runs that share the cache each write a complete file; the last
/// one wins and the other's new entries are recomputed by a later run. A file that is truncated,
/// corrupt, or written by another svrefactor build (the header names the build) is discarded,
/// never trusted and never an error.
///
/// Entries no run has used in the last ``keptGenerations`` writes are dropped, so the file does not
/// grow with every edit of every file.
struct CacheStore: Sendable {
    static let magic = Array("SVRCACHE".utf8)
    /// Changes whenever the layout of the file or of its entries changes.
    static let formatVersion: UInt64 = 7
    static let keptGenerations: UInt64 = 8

    struct Entry: Sendable {
        var bytes: [UInt8]
        var lastUsed: UInt64
    }

    let path: String
    /// The svrefactor build that may read the file (see ``RunCache/buildIdentity``).
    let buildIdentity: Digest
    private(set) var entries: [Digest: Entry] = [:]
    private var generation: UInt64 = 0
    private var used = Set<Digest>()
    private var added = false
    /// Why the file on disk was not used, when it existed but could not be.
    private(set) var discardReason: String?

    init(path: String, buildIdentity: Digest) {
        self.path = path
        self.buildIdentity = buildIdentity
        guard let data = FileManager.default.contents(atPath: path) else { return }
        do throws(ByteReader.Malformed) {
            try load([UInt8](data))
        } catch {
            entries = [:]
            discardReason = "corrupt"
        }
    }

    private mutating func load(_ bytes: [UInt8]) throws(ByteReader.Malformed) {
        guard bytes.count >= Self.magic.count + 16, Array(bytes.prefix(Self.magic.count)) == Self.magic else { throw ByteReader.Malformed() }
        // The checksum covers everything before it: a torn or edited file is caught here.
        let bodyCount = bytes.count - 16
        var checksumReader = ByteReader(bytes, offset: bodyCount)
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[..<bodyCount])) }
        guard try checksumReader.readDigest() == hasher.finalize() else { throw ByteReader.Malformed() }
        // The body was checked whole, so reading it cannot run into the checksum.
        var reader = ByteReader(bytes, offset: Self.magic.count)
        guard try reader.readUInt() == Self.formatVersion, try reader.readDigest() == buildIdentity else {
            discardReason = "written by another svrefactor build"
            return
        }
        generation = try reader.readUInt()
        let count = try reader.readCount()
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let key = try reader.readDigest()
            let lastUsed = try reader.readUInt()
            entries[key] = Entry(bytes: try reader.readBytes(), lastUsed: lastUsed)
        }
        guard reader.offset == bodyCount else { throw ByteReader.Malformed() }
    }

    func bytes(for key: Digest) -> [UInt8]? {
        entries[key]?.bytes
    }

    /// Keeps an entry a run used (when the file is next written).
    mutating func markUsed(_ key: Digest) {
        used.insert(key)
    }

    mutating func insert(_ key: Digest, _ bytes: [UInt8]) {
        entries[key] = Entry(bytes: bytes, lastUsed: 0)
        used.insert(key)
        added = true
    }

    /// Writes the file when the run added entries. Returns an error message when it could not.
    func saveIfChanged() -> String? {
        guard added else { return nil }
        let next = generation + 1
        var kept: [(Digest, Entry)] = []
        for (key, entry) in entries {
            let lastUsed = used.contains(key) ? next : entry.lastUsed
            if lastUsed + Self.keptGenerations > next { kept.append((key, Entry(bytes: entry.bytes, lastUsed: lastUsed))) }
        }
        // Sorted, so that the same entries give the same file.
        kept.sort { ($0.0.high, $0.0.low) < ($1.0.high, $1.0.low) }
        // One buffer for the whole file: the store is megabytes, and concatenating parts copied it.
        var file = ByteWriter()
        file.writeRaw(Self.magic)
        file.write(Self.formatVersion)
        file.write(buildIdentity)
        file.write(next)
        file.write(UInt64(kept.count))
        for (key, entry) in kept {
            file.write(key)
            file.write(entry.lastUsed)
            file.write(bytes: entry.bytes)
        }
        // The checksum covers everything before it.
        file.write(file.digest)
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot write the cache file \(path): \(error.localizedDescription)"
        }
    }
}
