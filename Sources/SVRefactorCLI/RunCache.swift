import Foundation
import SVRefactorCore

/// What a run keeps between runs (see Docs/caching.md): the model entry of every indexed file by
/// its bytes, and, for `check`, each file's result with what it depended on.
///
/// A result is reused only when the file's bytes, the svrefactor build, the rules with their
/// options and severities, the deployment target and every fact of the module the rules read for
/// it (``ModelRead``) are what they were. Results are never reused to write: `apply` and
/// `--dry-run` recompute every file (they still reuse model entries, which only save parsing).
struct RunCache {
    var models: CacheStore
    var results: CacheStore

    /// The cache in `folder`, as `--cache-path` names it: the user chose it for this project, and a
    /// CI cache restored into another checkout path must still match.
    init(folder: String) {
        let build = Self.buildIdentity
        models = CacheStore(path: folder + "/models.bin", buildIdentity: build)
        results = CacheStore(path: folder + "/results.bin", buildIdentity: build)
    }

    /// The cache of the project around the current folder, in a folder of its own under the
    /// user's cache folder `root`.
    init(root: String, currentDirectory: String) {
        self.init(folder: root + "/" + Self.scope(of: currentDirectory).description)
    }

    /// `$XDG_CACHE_HOME/svrefactor`, else `~/Library/Caches/svrefactor` on macOS and
    /// `~/.cache/svrefactor` elsewhere.
    static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/svrefactor" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
        return home + "/Library/Caches/svrefactor"
        #else
        return home + "/.cache/svrefactor"
        #endif
    }

    /// One cache folder per project: the git work tree around the current folder, or the folder
    /// itself. Runs on part of a project (a pre-commit hook's files) share the full runs' cache.
    static func scope(of currentDirectory: String) -> Digest {
        let folder = FileSystem.folders(upFrom: currentDirectory).first { FileSystem.resolvedKind(of: $0 + "/.git").0 != .missing }
            ?? currentDirectory
        var hasher = StableHasher()
        hasher.combine(folder)
        return hasher.finalize()
    }

    /// This svrefactor: its version and the bytes of its executable, so that a rebuilt binary whose
    /// rules differ under the same version starts with an empty cache, while the same binary
    /// installed on another CI machine (another path, another modification time) shares it.
    static let buildIdentity: Digest = {
        var hasher = StableHasher()
        hasher.combine("svrefactor \(SVRefactorCommand.configuration.version) cache \(CacheStore.formatVersion)")
        // In chunks: the executable is tens of megabytes, more than the rest of a warm run holds.
        if let executable = Bundle.main.executablePath, let handle = FileHandle(forReadingAtPath: executable) {
            defer { try? handle.close() }
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                chunk.withUnsafeBytes { hasher.combine(bytes: $0) }
            }
        }
        return hasher.finalize()
    }()

    // MARK: Keys

    /// The key of a file's result: everything it depends on except the module's facts, which the
    /// entry lists (see ``CachedResult``).
    static func resultKey(plan: Digest, displayPath: String, content: Digest, deploymentTarget: String) -> Digest {
        var hasher = StableHasher()
        hasher.combine("result")
        hasher.combine(plan)
        hasher.combine(displayPath)
        hasher.combine(content)
        hasher.combine(deploymentTarget)
        return hasher.finalize()
    }

    /// The rules a file runs with, their resolved options and the severities the configuration
    /// gives them, in the order they run.
    static func planDigest(rules: [(id: String, options: String)], severities: [String: Finding.Severity], mode: RunMode) -> Digest {
        var hasher = StableHasher()
        hasher.combine("plan \(mode)")
        for rule in rules {
            hasher.combine(rule.id)
            hasher.combine(rule.options)
        }
        for (id, severity) in severities.sorted(by: { $0.key < $1.key }) {
            hasher.combine(id)
            hasher.combine(severity.rawValue)
        }
        return hasher.finalize()
    }
}

/// A file's cached result: its report, the model facts it read with their combined digest, and
/// the digest of the whole module when it was computed (the same module means the same facts,
/// so the reads need no checking).
struct CachedResult {
    var moduleDigest: Digest
    var reads: [ModelRead]
    var readsDigest: Digest
    var status: FileReport.Status
    var findings: [Finding]
    var changesLeftOutBySuppression: [String]

    /// Only results that are the same whatever the mode wrote: not failures, which are retried.
    static func cacheable(_ report: FileReport) -> Bool {
        if case .failed = report.status { return false }
        return report.pendingWrite == nil
    }

    /// The combined digest of what `reads` find in `model`; nil when a read set is unknown.
    static func readsDigest(
        _ reads: [ModelRead], in model: ProjectModel, memo: inout [ModelRead: Digest], readSet: (Digest) -> [ModelRead]?
    ) -> Digest? {
        var hasher = StableHasher()
        for read in reads {
            if let known = memo[read] {
                hasher.combine(known)
                continue
            }
            let digest: Digest
            if case let .readSet(setDigest) = read {
                guard let members = readSet(setDigest), let combined = readsDigest(members, in: model, memo: &memo, readSet: readSet) else { return nil }
                digest = combined
            } else {
                digest = model.digest(of: read)
            }
            memo[read] = digest
            hasher.combine(digest)
        }
        return hasher.finalize()
    }

    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.write(moduleDigest)
        writer.write(readsDigest)
        writer.write(UInt64(reads.count))
        for read in reads { read.encode(to: &writer) }
        switch status {
        case .unchanged:
            writer.write(UInt64(0))
        case let .changed(changes, _):
            writer.write(UInt64(1))
            writer.write(UInt64(changes.count))
            for change in changes {
                writer.write(change.ruleID)
                writer.write(change.firstChangedLine)
                writer.write(UInt64(change.sites.count))
                for site in change.sites {
                    writer.write(site.line)
                    writer.write(site.fingerprint)
                }
            }
        case let .skipped(reason):
            writer.write(UInt64(2))
            switch reason {
            case let .notUTF8(offset):
                writer.write(UInt64(0))
                writer.write(offset)
            case let .syntaxError(line, column, message):
                writer.write(UInt64(1))
                writer.write(line)
                writer.write(column)
                writer.write(message)
            case let .nestedTooDeeply(line, column, depth):
                writer.write(UInt64(2))
                writer.write(line)
                writer.write(column)
                writer.write(depth)
            }
        case .failed:
            preconditionFailure("failures are not cached")
        }
        writer.write(UInt64(findings.count))
        for finding in findings {
            writer.write(finding.ruleID)
            writer.write(finding.line)
            writer.write(finding.column)
            writer.write(finding.endLine)
            writer.write(finding.endColumn)
            writer.write(finding.message)
            writer.write(finding.severity.rawValue)
            writer.writeFixed(finding.fingerprint)
        }
        writer.write(changesLeftOutBySuppression)
        return writer.bytes
    }

    init(moduleDigest: Digest, reads: [ModelRead], readsDigest: Digest, report: FileReport) {
        self.moduleDigest = moduleDigest
        self.reads = reads
        self.readsDigest = readsDigest
        status = report.status
        findings = report.findings
        changesLeftOutBySuppression = report.changesLeftOutBySuppression
    }

    init(decoding bytes: [UInt8]) throws(ByteReader.Malformed) {
        var reader = ByteReader(bytes)
        moduleDigest = try reader.readDigest()
        readsDigest = try reader.readDigest()
        reads = []
        for _ in 0..<(try reader.readCount()) { reads.append(try ModelRead.decode(from: &reader)) }
        switch try reader.readUInt() {
        case 0:
            status = .unchanged
        case 1:
            var changes: [RuleChange] = []
            for _ in 0..<(try reader.readCount()) {
                var change = RuleChange(ruleID: try reader.readString(), firstChangedLine: try reader.readInt())
                for _ in 0..<(try reader.readCount()) { change.sites.append(RuleChange.Site(line: try reader.readInt(), fingerprint: try reader.readUInt())) }
                changes.append(change)
            }
            status = .changed(changes: changes, diff: nil)
        case 2:
            switch try reader.readUInt() {
            case 0: status = .skipped(.notUTF8(byteOffset: try reader.readInt()))
            case 1: status = .skipped(.syntaxError(line: try reader.readInt(), column: try reader.readInt(), message: try reader.readString()))
            case 2: status = .skipped(.nestedTooDeeply(line: try reader.readInt(), column: try reader.readInt(), depth: try reader.readInt()))
            default: throw ByteReader.Malformed()
            }
        default:
            throw ByteReader.Malformed()
        }
        findings = []
        for _ in 0..<(try reader.readCount()) {
            let ruleID = try reader.readString(), line = try reader.readInt(), column = try reader.readInt()
            let endLine = try reader.readInt(), endColumn = try reader.readInt(), message = try reader.readString()
            guard let severity = Finding.Severity(rawValue: try reader.readString()) else { throw ByteReader.Malformed() }
            var finding = Finding(ruleID: ruleID, line: line, column: column, message: message, severity: severity, fingerprint: try reader.readFixed())
            finding.endLine = endLine
            finding.endColumn = endColumn
            findings.append(finding)
        }
        changesLeftOutBySuppression = try reader.readStrings()
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
    }

    func report(for file: SourceFile) -> FileReport {
        FileReport(file: file, status: status, findings: findings, timings: PhaseTimings(), changesLeftOutBySuppression: changesLeftOutBySuppression)
    }
}

extension RunCache {
    /// Keeps the model entries the index parsed, and marks those it read as used.
    mutating func keep(_ index: ModuleIndex) {
        for file in index.files {
            if let value = file.newStoreValue {
                models.insert(file.content, value)
            } else {
                models.markUsed(file.content)
            }
        }
    }

    /// Writes both stores when the run added to them; the first problem, if any.
    func save() -> String? {
        let problems = [models.saveIfChanged(), results.saveIfChanged()].compactMap { $0 }
        return problems.first
    }
}

/// How a `check` run reuses and records results (see ``RunCache``). Used on the main thread.
final class ResultReuse {
    /// The results file, with this run's additions.
    private(set) var store: CacheStore
    private let index: ModuleIndex?
    /// The module's digest with the set of files the run may write: while both are unchanged, every
    /// model read answers as before.
    let runDigest: Digest
    private let contentDigests: [String: Digest]
    private let deploymentTarget: String
    private var memo: [ModelRead: Digest] = [:]
    /// Entries still valid whose module changed: stored again under the new module digest, so the
    /// next run need not check their reads.
    private var revalidated: [Digest: CachedResult] = [:]
    private(set) var reusedCount = 0

    init(store: CacheStore, index: ModuleIndex?, files: [SourceFile], filesInRun: Set<String>, workers: Int) {
        self.store = store
        self.index = index
        if let index {
            var hasher = StableHasher()
            hasher.combine(index.digest)
            for path in filesInRun.sorted() { hasher.combine(path) }
            runDigest = hasher.finalize()
        } else {
            // Without a model, results read nothing: the set of files cannot change them.
            runDigest = .zero
        }
        deploymentTarget = index?.deploymentTargetKey ?? "none"
        if let index {
            contentDigests = index.contentDigests
        } else {
            // No index read the files: hash them here, in parallel.
            var digests: [String: Digest] = [:]
            BatchRunner<Digest?>().run(
                count: files.count, workers: workers,
                job: { position in (try? FileSystem.read(files[position].path)).map { StableHasher.digest($0.bytes) } },
                deliver: { position, digest in digests[files[position].path] = digest })
            contentDigests = digests
        }
    }

    /// Nil when the file could not be read: it is processed, and reports why.
    func key(for file: SourceFile, plan: Digest) -> Digest? {
        contentDigests[file.path].map { RunCache.resultKey(plan: plan, displayPath: file.displayPath, content: $0, deploymentTarget: deploymentTarget) }
    }

    func cachedResult(forKey key: Digest?) -> CachedResult? {
        guard let key, let bytes = store.bytes(for: key) else { return nil }
        return try? CachedResult(decoding: bytes)
    }

    /// Whether `entry` needs no model to be trusted: its module is unchanged, or it read nothing of it.
    func isCurrentWithoutChecking(_ entry: CachedResult?) -> Bool {
        guard let entry else { return false }
        return entry.moduleDigest == runDigest || entry.reads.isEmpty
    }

    /// The entry's report when every fact it read is unchanged: at once when the module is, else by
    /// comparing the digests of its reads in `model`.
    func validReport(_ entry: CachedResult?, key: Digest?, for file: SourceFile, model: ProjectModel?) -> FileReport? {
        guard let entry, let key else { return nil }
        let isCurrent = isCurrentWithoutChecking(entry)
        if !isCurrent {
            guard let model, CachedResult.readsDigest(entry.reads, in: model, memo: &memo, readSet: storedReadSet) == entry.readsDigest else { return nil }
        }
        // Its read sets stay in the file as long as it does.
        for read in entry.reads { if case let .readSet(digest) = read { store.markUsed(Self.readSetKey(digest)) } }
        if isCurrent { return entry.report(for: file) }
        var current = entry
        current.moduleDigest = runDigest
        revalidated[key] = current
        return entry.report(for: file)
    }

    func reused(key: Digest?) {
        guard let key else { return }
        reusedCount += 1
        if let entry = revalidated[key] {
            store.insert(key, entry.encoded())
        } else {
            store.markUsed(key)
        }
    }

    func store(_ report: FileReport, recorder: ModelReadRecorder, key: Digest?, model: ProjectModel?) {
        guard let key, CachedResult.cacheable(report) else { return }
        for (digest, members) in recorder.readSets where storedSets.insert(digest).inserted {
            if store.bytes(for: Self.readSetKey(digest)) != nil {
                store.markUsed(Self.readSetKey(digest))
                continue
            }
            var writer = ByteWriter()
            writer.write(UInt64(members.count))
            for read in members { read.encode(to: &writer) }
            store.insert(Self.readSetKey(digest), writer.bytes)
        }
        let sets = recorder.readSets
        guard let readsDigest = model.map({ CachedResult.readsDigest(recorder.reads, in: $0, memo: &memo, readSet: { sets[$0] }) }) ?? .zero else { return }
        store.insert(key, CachedResult(moduleDigest: runDigest, reads: recorder.reads, readsDigest: readsDigest, report: report).encoded())
    }

    /// Read sets stored by this run.
    private var storedSets = Set<Digest>()

    /// A read set's key in the results file: its digest, salted so it cannot equal a result's key.
    static func readSetKey(_ digest: Digest) -> Digest {
        var hasher = StableHasher()
        hasher.combine("read set")
        hasher.combine(digest)
        return hasher.finalize()
    }

    private func storedReadSet(_ digest: Digest) -> [ModelRead]? {
        guard let bytes = store.bytes(for: Self.readSetKey(digest)) else { return nil }
        var reader = ByteReader(bytes)
        var reads: [ModelRead] = []
        do throws(ByteReader.Malformed) {
            for _ in 0..<(try reader.readCount()) { reads.append(try ModelRead.decode(from: &reader)) }
        } catch {
            return nil
        }
        return reads
    }

    // MARK: Groups of files changed together

    private func groupsKey(plans: [Digest]) -> Digest {
        var hasher = StableHasher()
        hasher.combine("groups")
        hasher.combine(runDigest)
        for plan in plans.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) { hasher.combine(plan) }
        return hasher.finalize()
    }

    func cachedGroups(plans: [Digest]) -> [Set<String>]? {
        let key = groupsKey(plans: plans)
        guard let bytes = store.bytes(for: key) else { return nil }
        var reader = ByteReader(bytes)
        var groups: [Set<String>] = []
        do throws(ByteReader.Malformed) {
            for _ in 0..<(try reader.readCount()) { groups.append(Set(try reader.readStrings())) }
        } catch {
            return nil
        }
        store.markUsed(key)
        return groups
    }

    func storeGroups(_ groups: [Set<String>], plans: [Digest]) {
        var writer = ByteWriter()
        writer.write(UInt64(groups.count))
        for group in groups { writer.write(group) }
        store.insert(groupsKey(plans: plans), writer.bytes)
    }
}
