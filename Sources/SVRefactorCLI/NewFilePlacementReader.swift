import Foundation
import SVRefactorCore

/// Reads, for each folder of a run's files, whether the build would compile a Swift file created
/// there (``NewFilePlacement``), for rules that create files. Only then: the other rules never
/// create files, so a run without such a rule reads no project files for it.
///
/// From the folder up, the first folder holding a project says: an XcodeGen spec (`project.yml`)
/// or a Tuist manifest (`Project.swift`) first, since the Xcode project they generate is not the
/// source of truth; else the folder's Xcode projects and `Package.swift`. A `.git` folder with no
/// project ends the search: nothing says what is compiled.
enum NewFilePlacementReader {
    static func read(for files: [SourceFile]) -> NewFileFolders {
        var folders = NewFileFolders()
        // The run's files by folder: what a project says of any of them decides for the folder.
        var byFolder: [String: (absolute: String, names: [String])] = [:]
        for file in files {
            let displayFolder = NewFileFolders.folder(of: file.displayPath)
            byFolder[displayFolder, default: (FileSystem.parentDirectory(of: file.path), [])].names
                .append(file.path.split(separator: "/").last.map(String.init) ?? file.path)
        }
        // Many folders share a project: each folder's project files are read and parsed once.
        var projects: [String: ScannedFolder] = [:]
        for (displayFolder, (folder, fileNames)) in byFolder.sorted(by: { $0.key < $1.key }) {
            let (placement, membersNeedImports) = placement(ofFolder: folder, holding: fileNames.sorted(), projects: &projects)
            folders.placements[displayFolder] = placement
            if membersNeedImports { folders.importsMembersExplicitly.insert(displayFolder) }
            if !isWritable(folder) { folders.unwritable.insert(displayFolder) }
        }
        return folders
    }

    /// Whether svrefactor may create a file in `folder`: the system allows it, and the folder's
    /// permissions have a write bit (root may write anywhere, but svrefactor does not override
    /// permissions, as it does not for files).
    static func isWritable(_ folder: String) -> Bool {
        var status = stat()
        guard stat(folder, &status) == 0 else { return false }
        return access(folder, W_OK) == 0 && status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0
    }

    /// The project files of one folder, read and parsed.
    struct ProjectFolder {
        /// `Package.swift` and Tuist's `Project.swift`, by name.
        var manifests: [String: String]
        var xcodeProjects: [(name: String, project: ProjectFiles.XcodeProject)]
        /// An XcodeGen spec's name, and the folder sources of it and the specs it includes (nil:
        /// not a spec).
        var xcodeGen: (specName: String, folders: [String]?)?
        var importsMembersExplicitly: Bool
    }

    /// A folder above the run's files as the search met it: its project files, and whether it is a
    /// repository's root (`.git`), where a search that found no project ends.
    struct ScannedFolder {
        var project: ProjectFolder?
        var isRepositoryRoot: Bool
    }

    /// The project files in `root`; nil when it has none.
    static func projectFolder(at root: String, names: Set<String>) -> ProjectFolder? {
        func read(_ path: String) -> String? {
            (try? FileSystem.read(root + "/" + path)).map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        var texts: [String] = []
        var manifests: [String: String] = [:]
        for name in ["Package.swift", "Project.swift"] where names.contains(name) {
            manifests[name] = read(name)
            texts += [manifests[name]].compactMap { $0 }
        }
        var xcodeProjects: [(name: String, project: ProjectFiles.XcodeProject)] = []
        for name in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            guard let text = read(name + "/project.pbxproj") else { continue }
            texts.append(text)
            xcodeProjects.append((name, ProjectFiles.xcodeProject(text)))
        }
        var xcodeGen: (specName: String, folders: [String]?)?
        if let specName = ["project.yml", "project.yaml"].first(where: names.contains), let spec = read(specName) {
            texts.append(spec)
            xcodeGen = (specName, xcodeGenSourceFolders(spec, at: specName, in: root, depth: 0))
        }
        guard !texts.isEmpty else { return nil }
        return ProjectFolder(
            manifests: manifests, xcodeProjects: xcodeProjects, xcodeGen: xcodeGen,
            importsMembersExplicitly: texts.contains(where: ProjectFiles.enablesMemberImportVisibility))
    }

    static func placement(
        ofFolder folder: String, holding fileNames: [String], projects: inout [String: ScannedFolder]
    ) -> (NewFilePlacement, importsMembersExplicitly: Bool) {
        for root in FileSystem.folders(upFrom: folder) {
            if projects[root] == nil {
                guard let entries = FileSystem.entries(ofDirectory: root) else { continue }
                let names = Set(entries.map(\.name))
                projects[root] = ScannedFolder(project: projectFolder(at: root, names: names), isRepositoryRoot: names.contains(".git"))
            }
            guard let scanned = projects[root], let project = scanned.project else {
                if projects[root]?.isRepositoryRoot == true { break }
                continue
            }
            let relative = folder == root ? "" : String(folder.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1)))
            return (decide(relative: relative, fileNames: fileNames, in: project), project.importsMembersExplicitly)
        }
        return (.unknown("no Package.swift, Xcode project, XcodeGen project.yml or Tuist Project.swift above it says what the build compiles"), false)
    }

    /// The folder sources of an XcodeGen spec (its text, at `path` below `root`) and of the specs
    /// it includes (read from disk), relative to the root; nil when the spec does not read as one.
    static func xcodeGenSourceFolders(_ spec: String, at path: String, in root: String, depth: Int) -> [String]? {
        guard let (folders, includes) = XcodeGenSpec.sourceFolders(spec) else { return nil }
        let base = NewFileFolders.folder(of: path)
        func rooted(_ folder: String) -> String { normalized(base.isEmpty ? folder : base + "/" + folder) }
        var all = folders.map(rooted)
        guard depth < 4 else { return all }
        for include in includes.map(rooted) {
            guard let contents = try? FileSystem.read(root + "/" + include) else { continue }
            all += xcodeGenSourceFolders(String(decoding: contents.bytes, as: UTF8.self), at: include, in: root, depth: depth + 1) ?? []
        }
        return all
    }

    /// `ElementX/SupportingFiles/../Sources` → `ElementX/Sources`; `./App` → `App`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// What one folder's project files say about `relative` (a folder below it) and the run's files
    /// in it: an XcodeGen spec or a Tuist manifest decides alone, since the Xcode project they
    /// generate is not the source of truth; else the Xcode projects, then `Package.swift`.
    static func decide(relative: String, fileNames: [String], in project: ProjectFolder) -> NewFilePlacement {
        if let (specName, folders) = project.xcodeGen {
            guard let folders else { return .unknown("\(specName) does not read as an XcodeGen spec") }
            if let folder = folders.first(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
                return .pickedUp(by: "XcodeGen's \(specName) (sources '\(folder)')")
            }
            return .unknown("no target of \(specName) or the specs it includes has a folder source that includes '\(relative)'")
        }
        if let manifest = project.manifests["Project.swift"] {
            if let folder = ProjectFiles.tuistSourceFolders(manifest).first(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
                return .pickedUp(by: "Tuist's Project.swift (sources '\(folder)/**')")
            }
            return .unknown("no source glob of Project.swift includes '\(relative)'")
        }
        var listing: String?
        for (name, xcodeProject) in project.xcodeProjects {
            if let folder = xcodeProject.synchronizedFolders.first(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
                // A file some target leaves out: a new file beside it would be in every target.
                for fileName in fileNames {
                    let inFolder = String((relative + "/" + fileName).dropFirst(folder.isEmpty ? 1 : folder.count + 1))
                    if xcodeProject.membershipExceptions[folder]?.contains(inFolder) == true {
                        return .unknown("\(name) leaves \(fileName) out of some targets of its synchronized folder '\(folder)' (membershipExceptions), and a new file would not be left out")
                    }
                }
                return .pickedUp(by: "the synchronized folder '\(folder)' of \(name)")
            }
            if fileNames.contains(where: xcodeProject.listedFileNames.contains) { listing = listing ?? name }
        }
        // An Xcode project that lists the file builds it, whatever a manifest beside it says.
        if let listing { return .listedFileByFile(project: listing) }
        if let manifest = project.manifests["Package.swift"] {
            let components = relative.split(separator: "/")
            let inTargetFolder = components.count >= 2 && ["Sources", "Tests", "Plugins"].contains(String(components[0]))
            if ProjectFiles.packageListsSources(manifest) {
                return .unknown("Package.swift lists its targets' files (`sources:`)")
            }
            if inTargetFolder || ProjectFiles.targetPaths(manifest).contains(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
                return .pickedUp(by: "the SwiftPM package's Package.swift")
            }
        }
        if let name = project.xcodeProjects.first?.name {
            return .unknown("\(name) neither lists \(fileNames.first ?? "its files") nor synchronizes its folder")
        }
        return .unknown("the file is not in a target folder of Package.swift (Sources/<target>)")
    }
}
