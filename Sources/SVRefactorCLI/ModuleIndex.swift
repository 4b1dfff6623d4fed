import SVRefactorCore

/// The indexed module of a run: every file's content digest and model entry, and the
/// ``ProjectModel`` made from them.
///
/// With cache entries to read, the model is built only when something asks for it, and entries
/// found in the store stay encoded until then: a `check` whose results all come from the cache
/// never decodes them (see ``RunCache``). Without (no cache, or an empty one), every file is
/// parsed anyway, so each is merged into the model as it arrives and only the merged tables stay.
final class ModuleIndex {
    /// One file as indexed: fresh from the parser, or as the store holds it.
    struct IndexedFile: Sendable {
        enum Entry: Sendable {
            case parsed(FileDeclarations)
            /// The store's bytes of the entry (see ``FileDeclarations/encode(to:includesContentHash:)``).
            case stored([UInt8])
        }

        var file: SourceFile
        var content: Digest
        /// The digest of everything the model holds for the file, positions included (not its path);
        /// zero when the run keeps no cache.
        var facts: Digest
        /// Nil once merged into the model as it was indexed.
        var entry: Entry?
        /// For the store: the bytes of an entry it did not have.
        var newStoreValue: [UInt8]?

        /// Reads the store's entry for these bytes, or parses them (and encodes the entry when a store is kept).
        static func indexing(_ bytes: [UInt8], file: SourceFile, store: CacheStore?) -> IndexedFile {
            let content = StableHasher.digest(bytes)
            if let stored = store?.bytes(for: content), stored.count >= 16 {
                var reader = ByteReader(stored)
                if let facts = try? reader.readDigest() {
                    return IndexedFile(file: file, content: content, facts: facts, entry: .stored(Array(stored.dropFirst(16))))
                }
            }
            let declarations = FileDeclarations.parsing(bytes, path: file.displayPath)
            // Without a cache nothing compares module digests: the facts need no encoding.
            guard store != nil else { return IndexedFile(file: file, content: content, facts: .zero, entry: .parsed(declarations)) }
            var writer = ByteWriter()
            declarations.encode(to: &writer, includesContentHash: false)
            let facts = writer.digest
            writer.writeFixed(declarations.contentHash)
            var value = ByteWriter()
            value.write(facts)
            return IndexedFile(file: file, content: content, facts: facts, entry: .parsed(declarations), newStoreValue: value.bytes + writer.bytes)
        }
    }

    let deploymentTarget: DeploymentTarget?
    /// Whether a file created in each folder of the run would be compiled: read only when a
    /// selected rule creates files (``ProjectModel/newFileFolders``).
    var newFileFolders: NewFileFolders? {
        didSet { builtModel?.newFileFolders = newFileFolders }
    }
    private let workers: Int
    private(set) var files: [IndexedFile] = []
    private(set) var unreadableFileCount = 0
    /// Folders indexed without their subfolders, because no project is around them (see
    /// ``ModuleIndexer/looseRoots``): the summary says so.
    var foldersIndexedAlone: [String] = []
    var timings = PhaseTimings()
    private var builtModel: ProjectModel?
    /// Set when files are merged as they arrive: with no cache to read entries from, the model is
    /// needed anyway, and merging each file at once keeps only the merged tables in memory.
    private var mergingBuilder: ProjectModel.Builder?

    /// `mergesAsIndexed`: build the model while indexing (see ``mergingBuilder``), else on demand.
    init(deploymentTarget: DeploymentTarget?, workers: Int, mergesAsIndexed: Bool) {
        self.deploymentTarget = deploymentTarget
        self.workers = workers
        mergingBuilder = mergesAsIndexed ? ProjectModel.Builder() : nil
    }

    /// Files arrive in path order.
    func add(_ file: IndexedFile?) {
        guard var file else {
            unreadableFileCount += 1
            return
        }
        if mergingBuilder != nil, case let .parsed(declarations) = file.entry {
            mergingBuilder!.add(declarations)
            file.entry = nil
        }
        files.append(file)
    }

    /// Content digests by absolute path.
    var contentDigests: [String: Digest] {
        Dictionary(files.map { ($0.file.path, $0.content) }, uniquingKeysWith: { first, _ in first })
    }

    /// The digest of the whole module as the rules see it: every file's path and facts, the
    /// deployment target and the count of unreadable files. Equal digests mean equal answers to
    /// every model query.
    var digest: Digest {
        var hasher = StableHasher()
        for file in files {
            hasher.combine(file.file.displayPath)
            hasher.combine(file.facts)
        }
        hasher.combine(unreadableFileCount)
        hasher.combine(deploymentTargetKey)
        hasher.combine(newFileFolders?.cacheKey ?? "none")
        return hasher.finalize()
    }

    /// The deployment target with its platforms sorted (a dictionary's order differs per process).
    var deploymentTargetKey: String {
        guard let deploymentTarget else { return "none" }
        return deploymentTarget.minimums.sorted { $0.key < $1.key }
            .map { "\($0.key) \($0.value.map(String.init).joined(separator: "."))" }.joined(separator: ", ")
            + (deploymentTarget.defaultsToMainActor ? "; default isolation MainActor" : "")
    }

    var isBuilt: Bool { builtModel != nil }

    /// The model, decoding stored entries in parallel the first time. An entry that does not decode
    /// (a store corrupted past its checksum) makes the file count as unreadable, as a file that
    /// vanished would.
    var model: ProjectModel {
        if let builtModel { return builtModel }
        return timings.measure(.model) { buildModel() }
    }

    private func buildModel() -> ProjectModel {
        if let merged = mergingBuilder {
            var model = merged.build(unreadableFileCount: unreadableFileCount)
            model.deploymentTarget = deploymentTarget
            model.newFileFolders = newFileFolders
            builtModel = model
            mergingBuilder = nil
            return model
        }
        var builder = ProjectModel.Builder()
        var unreadable = unreadableFileCount
        let files = self.files
        BatchRunner<FileDeclarations?>().run(
            count: files.count, workers: workers,
            job: { index in
                switch files[index].entry {
                case let .parsed(declarations): return declarations
                case let .stored(bytes):
                    var reader = ByteReader(bytes)
                    return try? FileDeclarations.decode(from: &reader, path: files[index].file.displayPath)
                case nil: preconditionFailure("merged files are only left out when the model was merged as indexed")
                }
            },
            deliver: { _, declarations in
                if let declarations { builder.add(declarations) } else { unreadable += 1 }
            })
        var model = builder.build(unreadableFileCount: unreadable)
        model.deploymentTarget = deploymentTarget
        model.newFileFolders = newFileFolders
        builtModel = model
        return model
    }

    /// Sets the files the run may write (see ``ProjectModel/filesInRun``).
    func setFilesInRun(_ files: Set<String>) {
        var model = self.model
        model.filesInRun = files
        builtModel = model
    }
}
