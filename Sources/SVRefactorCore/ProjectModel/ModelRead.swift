/// One fact of the ``ProjectModel`` that a rule read while processing a file: what the result
/// cache must see unchanged before it reuses that file's result.
///
/// The model records a read at each public query, keyed by what the query looked up (a name, a
/// file), so that a file's cached result depends on the facts it asked about, not on the whole
/// module: an edit in one view's body leaves the results of files that never asked about that
/// view's file in the cache. Positions are their own read: most rules ask whether something exists,
/// not where, so a fact's digest leaves its line and column out, and only reading `line` or
/// `column` of another file's declaration, call or Combine use records that file's positions.
public enum ModelRead: Hashable, Sendable {
    /// Everything the model holds for one file, positions aside (``ProjectModel/declarations(inFile:)``).
    case fileEntry(String)
    /// The lines and columns of a file's declarations, calls and Combine uses.
    case positions(String)
    /// Which files mention a type-like name.
    case mentions(String)
    /// Which files access a member of this name.
    case memberAccesses(String)
    /// Which files write a type-like name other than as a callee.
    case namesOutsideCalls(String)
    /// The declarations and extensions of a qualified type name.
    case declarations(String)
    /// The qualified names of the types declared with this last component.
    case simpleName(String)
    /// The qualified names of every type of the module.
    case typeNames
    /// The calls of a type-named callee.
    case callSites(String)
    /// Every file's Combine uses.
    case combineUses
    /// Whether a file's name filter may contain a name.
    case nameFilter(file: String, name: String)
    /// Whether the run may write a file.
    case inRun(String)
    /// Whether the run writes only some of the indexed files.
    case runIsRestricted
    /// Whether the module has files besides this one.
    case hasFilesBesides(String)
    /// Which files declare a method of this name.
    case methodDeclarers(String)
    /// Every read of a shared set, by the digest of its encoded list: what building a value derived
    /// from the whole model read (see ``ModelReadRecorder/note(readSet:)``). Files that use the value
    /// depend on all of it; the set is stored once, not in each file's reads.
    case readSet(Digest)
}

/// Collects the ``ModelRead``s of one file's processing. The recorder is bound to the processing
/// thread (``recording(ownFile:_:)``), so the model's queries find it without rules passing it on.
public final class ModelReadRecorder: @unchecked Sendable {
    @TaskLocal static var current: ModelReadRecorder?

    /// The file being processed: its own facts are covered by its bytes, so reads of them are not kept.
    public let ownFile: String
    public private(set) var reads: [ModelRead] = []
    /// The contents of the ``ModelRead/readSet(_:)`` reads.
    public private(set) var readSets: [Digest: [ModelRead]] = [:]
    private var seen = Set<ModelRead>()

    public init(ownFile: String) {
        self.ownFile = ownFile
    }

    /// Runs `body` with every model read on this thread recorded; returns its result and the recorder.
    public static func recording<Result>(ownFile: String, _ body: () throws -> Result) rethrows -> (Result, ModelReadRecorder) {
        let recorder = ModelReadRecorder(ownFile: ownFile)
        let result = try $current.withValue(recorder) { try body() }
        return (result, recorder)
    }

    /// Runs `body`, which derives a value from the whole model once for every file, recording its
    /// reads as one set: each file that uses the value then notes the set (``note(readSet:)``).
    public static func recordingDerivedValue<Result>(_ body: () throws -> Result) rethrows -> (Result, ReadSet) {
        let (result, recorder) = try recording(ownFile: "", body)
        return (result, ReadSet(recorder.reads, nested: recorder.readSets))
    }

    /// Reads made while deriving a shared value, named by their digest.
    public struct ReadSet: Sendable {
        public let digest: Digest
        public let reads: [ModelRead]
        /// Sets this one refers to.
        public let nested: [Digest: [ModelRead]]

        init(_ reads: [ModelRead], nested: [Digest: [ModelRead]]) {
            var writer = ByteWriter()
            for read in reads { read.encode(to: &writer) }
            digest = writer.digest
            self.reads = reads
            self.nested = nested
        }
    }

    /// The current file depends on everything `set` read.
    public static func note(readSet set: ReadSet) {
        guard let recorder = current else { return }
        recorder.insert(.readSet(set.digest))
        recorder.readSets[set.digest] = set.reads
        recorder.readSets.merge(set.nested) { first, _ in first }
    }

    static func note(_ read: ModelRead) {
        current?.insert(read)
    }

    /// A read about `file`; none when it is the file being processed.
    static func note(_ read: ModelRead, aboutFile file: String) {
        guard let recorder = current, file != recorder.ownFile else { return }
        recorder.insert(read)
    }

    static func notePositionRead(inFile file: String) {
        guard let recorder = current, file != recorder.ownFile, !file.isEmpty else { return }
        recorder.insert(.positions(file))
    }

    private func insert(_ read: ModelRead) {
        if seen.insert(read).inserted { reads.append(read) }
    }
}

extension ModelRead {
    public func encode(to writer: inout ByteWriter) {
        switch self {
        case let .fileEntry(file): writer.write(UInt64(0)); writer.write(file)
        case let .positions(file): writer.write(UInt64(1)); writer.write(file)
        case let .mentions(name): writer.write(UInt64(2)); writer.write(name)
        case let .memberAccesses(name): writer.write(UInt64(3)); writer.write(name)
        case let .namesOutsideCalls(name): writer.write(UInt64(4)); writer.write(name)
        case let .declarations(name): writer.write(UInt64(5)); writer.write(name)
        case let .simpleName(name): writer.write(UInt64(6)); writer.write(name)
        case .typeNames: writer.write(UInt64(7))
        case let .callSites(name): writer.write(UInt64(8)); writer.write(name)
        case .combineUses: writer.write(UInt64(9))
        case let .nameFilter(file, name): writer.write(UInt64(10)); writer.write(file); writer.write(name)
        case let .inRun(file): writer.write(UInt64(11)); writer.write(file)
        case .runIsRestricted: writer.write(UInt64(12))
        case let .hasFilesBesides(file): writer.write(UInt64(13)); writer.write(file)
        case let .readSet(digest): writer.write(UInt64(14)); writer.write(digest)
        case let .methodDeclarers(name): writer.write(UInt64(15)); writer.write(name)
        }
    }

    public static func decode(from reader: inout ByteReader) throws(ByteReader.Malformed) -> ModelRead {
        switch try reader.readUInt() {
        case 0: return .fileEntry(try reader.readString())
        case 1: return .positions(try reader.readString())
        case 2: return .mentions(try reader.readString())
        case 3: return .memberAccesses(try reader.readString())
        case 4: return .namesOutsideCalls(try reader.readString())
        case 5: return .declarations(try reader.readString())
        case 6: return .simpleName(try reader.readString())
        case 7: return .typeNames
        case 8: return .callSites(try reader.readString())
        case 9: return .combineUses
        case 10: return .nameFilter(file: try reader.readString(), name: try reader.readString())
        case 11: return .inRun(try reader.readString())
        case 12: return .runIsRestricted
        case 13: return .hasFilesBesides(try reader.readString())
        case 14: return .readSet(try reader.readDigest())
        case 15: return .methodDeclarers(try reader.readString())
        default: throw ByteReader.Malformed()
        }
    }
}

extension ProjectModel {
    /// The digest of what `read` finds in this model now. A cached result stays valid while the
    /// digests of all its reads are what they were when it was computed.
    /// A ``ModelRead/readSet(_:)`` has no answer of its own: callers combine the digests of its reads.
    public func digest(of read: ModelRead) -> Digest {
        var writer = ByteWriter(includesPositions: false)
        func writeFiles(_ indices: [Int32]?) {
            writer.write(UInt64(indices?.count ?? 0))
            for index in indices ?? [] { writer.write(files[Int(index)]) }
        }
        switch read {
        case let .fileEntry(file):
            if let index = indexOfPath[file] {
                writer.write(true)
                entries[index].encode(to: &writer, includesContentHash: false)
            } else {
                writer.write(false)
            }
        case let .positions(file):
            writer = ByteWriter(includesPositions: true)
            if let entry = indexOfPath[file].map({ entries[$0] }) {
                for type in entry.types { writer.write(type.storedLine); writer.write(type.storedColumn) }
                for site in entry.callSites { writer.write(site.storedLine); writer.write(site.storedColumn) }
                for use in entry.combineUses { writer.write(use.storedLine); writer.write(use.storedColumn) }
            }
        case let .mentions(name): writeFiles(mentions[name])
        case let .memberAccesses(name): writeFiles(memberAccesses[name])
        case let .namesOutsideCalls(name): writeFiles(namesOutsideCalls[name])
        case let .methodDeclarers(name): writeFiles(methodDeclarers[name])
        case let .declarations(name):
            for reference in declarationsByName[name] ?? [] {
                writer.write(files[Int(reference.file)])
                entries[Int(reference.file)].types[Int(reference.index)].encode(to: &writer)
            }
        case let .simpleName(name): writer.write(qualifiedNamesBySimpleName[name] ?? [])
        case .typeNames: writer.write(declarationsByName.keys.sorted())
        case let .callSites(name):
            for reference in callSitesByName[name] ?? [] {
                writer.write(files[Int(reference.file)])
                entries[Int(reference.file)].callSites[Int(reference.index)].encode(to: &writer)
            }
        case .combineUses:
            for entry in entries where !entry.combineUses.isEmpty {
                writer.write(entry.path)
                writer.write(UInt64(entry.combineUses.count))
                for use in entry.combineUses { use.encode(to: &writer) }
            }
        case let .nameFilter(file, name):
            writer.write(indexOfPath[file].map { entries[$0].names.mayContain(name) } ?? false)
        case let .inRun(file): writer.write(filesInRunStorage?.contains(file) ?? true)
        case .runIsRestricted: writer.write(filesInRunStorage != nil)
        case let .hasFilesBesides(file): writer.write(files.count > (indexOfPath[file] == nil ? 0 : 1))
        case .readSet: preconditionFailure("a read set's digest is that of its reads")
        }
        return writer.digest
    }
}
