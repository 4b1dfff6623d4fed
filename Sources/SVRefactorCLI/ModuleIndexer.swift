import Foundation
import SVRefactorCore

/// Builds the run's ``ProjectModel``: finds the module around the selected paths and parses every
/// Swift file in it once, in parallel, keeping only each file's declarations.
///
/// Rules must see the whole module even when the user names one file (`svrefactor apply … View.swift`),
/// so the model covers more than the selected files: every file under each selected path's module
/// root (see ``moduleRoot(of:)``), or under `--index-root`. Those extra files are only read.
struct ModuleIndexer {
    /// The files the run processes; always indexed.
    let selected: [SourceFile]
    /// Folders whose Swift files are indexed besides the selected files.
    let roots: [String]
    /// Roots that are no project's (no `Package.swift`, `.xcodeproj` or `.git` at or above them):
    /// only their own files are indexed, not their subfolders, which may hold anything (a stray
    /// file in `~/Downloads` must not index every project below it).
    var looseRoots: Set<String> = []
    let discovery: FileDiscovery
    let workers: Int
    let showsProgress: Bool
    /// Display paths that replace the walked ones (absolute path → display path): standard input's
    /// `--stdin-path`, so the model's copy of that file is the one the rules know to skip.
    var displayPaths: [String: String] = [:]

    /// With a model store (``RunCache``), files whose bytes were indexed before are not parsed:
    /// their entries are decoded when the model is needed, which a fully cached run never does.
    func build(store: CacheStore? = nil) -> ModuleIndex {
        var files: [String: SourceFile] = [:]
        for root in roots {
            // Excludes leave files out of processing, not out of the module: their types still exist.
            let walked = (try? discovery.discover(looseRoots.contains(root) ? Self.swiftFiles(directlyIn: root) : [root]).files) ?? []
            for file in walked { files[file.path] = file }
        }
        for file in selected { files[file.path] = file }
        for (path, displayPath) in displayPaths where files[path] != nil { files[path]?.displayPath = displayPath }
        let all = files.values.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }

        // An empty store gives no entry to decode later: merge as files arrive, as without a cache.
        let index = ModuleIndex(
            deploymentTarget: Self.deploymentTarget(around: roots), workers: workers, mergesAsIndexed: store?.entries.isEmpty ?? true)
        index.foldersIndexedAlone = roots.filter(looseRoots.contains)
        let progress = showsProgress && all.count >= RefactoringRun.progressThreshold ? ProgressLine(total: all.count, activity: "indexed") : nil
        BatchRunner<(ModuleIndex.IndexedFile?, PhaseTimings)>().run(
            count: all.count, workers: workers,
            job: { index in
                var timings = PhaseTimings()
                let indexed = timings.measure(.index) { () -> ModuleIndex.IndexedFile? in
                    guard let contents = try? FileSystem.read(all[index].path) else { return nil }
                    return ModuleIndex.IndexedFile.indexing(contents.bytes, file: all[index], store: store)
                }
                return (indexed, timings)
            },
            deliver: { _, result in
                index.add(result.0)
                index.timings.add(result.1)
            },
            progress: { progress?.update(completed: $0) })
        progress?.clear()
        return index
    }

    /// The deployment target of the modules at `roots`: from the nearest folder at or above each
    /// that holds a `Package.swift` or an `.xcodeproj` (both when it holds both), else from every
    /// one below it (a repository whose app lives in `App/App.xcodeproj`), the oldest versions of
    /// all. Nil when there is none.
    static func deploymentTarget(around roots: [String]) -> DeploymentTarget? {
        var found: DeploymentTarget?
        for root in roots {
            var targets = FileSystem.folders(upFrom: root).lazy.map(manifests(in:)).first(where: { !$0.isEmpty }) ?? []
            if targets.isEmpty { targets = manifests(below: root, depth: 4) }
            for target in targets { found = found.map { $0.merged(with: target) } ?? target }
        }
        return found
    }

    /// Folders the search below a root skips: build output, dependencies, hidden folders.
    private static let foldersNotSearched: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build", "Build"]

    /// The manifests in the folders below `folder`, `depth` levels down at most.
    private static func manifests(below folder: String, depth: Int) -> [DeploymentTarget] {
        guard depth > 0, let entries = FileSystem.entries(ofDirectory: folder) else { return [] }
        var targets: [DeploymentTarget] = []
        for entry in entries.sorted(by: { $0.name < $1.name }) where entry.kind == .directory {
            guard !entry.name.hasPrefix("."), !foldersNotSearched.contains(entry.name), !entry.name.hasSuffix(".xcodeproj") else { continue }
            let path = folder + "/" + entry.name
            targets += manifests(in: path) + manifests(below: path, depth: depth - 1)
        }
        return targets
    }

    private static func manifests(in folder: String) -> [DeploymentTarget] {
        guard let entries = FileSystem.entries(ofDirectory: folder) else { return [] }
        func read(_ path: String) -> String? {
            (try? FileSystem.read(path)).map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        var targets: [DeploymentTarget] = []
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            if entry.name == "Package.swift", let text = read(folder + "/Package.swift") {
                targets.append(.packageManifest(text, source: displayPath(folder + "/Package.swift")))
            } else if entry.name.hasSuffix(".xcodeproj"), let text = read(folder + "/" + entry.name + "/project.pbxproj") {
                targets.append(.xcodeProject(text, source: displayPath(folder + "/" + entry.name)))
            } else if ["project.yml", "project.yaml"].contains(entry.name), let text = read(folder + "/" + entry.name),
                let spec = XcodeGenSpec.deploymentTarget(text, source: displayPath(folder + "/" + entry.name))
            {
                targets.append(spec)
            } else if entry.name == "Project.swift", let text = read(folder + "/Project.swift") {
                targets.append(.tuistManifest(text, source: displayPath(folder + "/Project.swift")))
            }
        }
        return targets
    }

    /// Relative to the current folder when under it, as users named their paths.
    private static func displayPath(_ absolute: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return absolute.hasPrefix(current + "/") ? String(absolute.dropFirst(current.count + 1)) : absolute
    }

    func with(displayPaths: [String: String]) -> ModuleIndexer {
        var indexer = self
        indexer.displayPaths = displayPaths
        return indexer
    }

    /// The folder whose files make up `path`'s module: the nearest enclosing SwiftPM target folder
    /// (a folder directly under `Sources`, `Tests` or `Plugins` of a package), else the nearest
    /// folder holding `Package.swift`, an `.xcodeproj` or `.git`, else the path's own folder,
    /// which is then `isLoose`: no project says what belongs to the module.
    static func moduleRoot(of absolutePath: String) -> (folder: String, isLoose: Bool) {
        let start = FileSystem.resolvedKind(of: absolutePath).0 == .directory ? absolutePath : FileSystem.parentDirectory(of: absolutePath)
        if let root = FileSystem.folders(upFrom: start).first(where: { isTargetFolder($0) || isProjectRoot($0) }) { return (root, false) }
        return (start, true)
    }

    /// The Swift files directly in `folder`, not in its subfolders.
    static func swiftFiles(directlyIn folder: String) -> [String] {
        (FileSystem.entries(ofDirectory: folder) ?? []).filter { $0.kind == .file && $0.name.hasSuffix(".swift") }.map { folder + "/" + $0.name }.sorted()
    }

    private static func isTargetFolder(_ folder: String) -> Bool {
        let container = FileSystem.parentDirectory(of: folder)
        let containerName = container.split(separator: "/").last.map(String.init) ?? ""
        guard ["Sources", "Tests", "Plugins"].contains(containerName) else { return false }
        return FileSystem.resolvedKind(of: FileSystem.parentDirectory(of: container) + "/Package.swift").0 == .file
    }

    private static func isProjectRoot(_ folder: String) -> Bool {
        guard let entries = FileSystem.entries(ofDirectory: folder) else { return false }
        return entries.contains { entry in
            entry.name == "Package.swift" || entry.name == ".git" || entry.name.hasSuffix(".xcodeproj")
        }
    }
}
