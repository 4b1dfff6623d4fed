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
        for (displayFolder, (folder, fileNames)) in byFolder.sorted(by: { $0.key < $1.key }) {
            let (placement, membersNeedImports) = placement(ofFolder: folder, holding: fileNames.sorted())
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

    static func placement(ofFolder folder: String, holding fileNames: [String]) -> (NewFilePlacement, importsMembersExplicitly: Bool) {
        for root in FileSystem.folders(upFrom: folder) {
            guard let entries = FileSystem.entries(ofDirectory: root) else { continue }
            let names = Set(entries.map(\.name))
            let relative = folder == root ? "" : String(folder.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1)))
            let texts = names.sorted().compactMap { name -> (String, String)? in
                guard name == "project.yml" || name == "project.yaml" || name == "Project.swift" || name == "Package.swift" else { return nil }
                return (try? FileSystem.read(root + "/" + name)).map { (name, String(decoding: $0.bytes, as: UTF8.self)) }
            }
            let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            let projectTexts = projects.compactMap { name in
                (try? FileSystem.read(root + "/" + name + "/project.pbxproj")).map { (name, String(decoding: $0.bytes, as: UTF8.self)) }
            }
            guard !texts.isEmpty || !projectTexts.isEmpty else {
                if names.contains(".git") { break }
                continue
            }
            let memberImports = (texts + projectTexts).contains { ProjectFiles.enablesMemberImportVisibility($0.1) }
            var manifests = Dictionary(uniqueKeysWithValues: texts)
            // XcodeGen's included specs (`include:`) declare targets too: their folders, as seen from here.
            if let specName = ["project.yml", "project.yaml"].first(where: { manifests[$0] != nil }) {
                manifests[specName] = nil
                let folders = xcodeGenSourceFolders(specAt: specName, in: root, depth: 0)
                return (decideXcodeGen(relative: relative, specName: specName, folders: folders), memberImports)
            }
            return (decide(relative: relative, fileNames: fileNames, manifests: manifests, xcodeProjects: projectTexts), memberImports)
        }
        return (.unknown("no Package.swift, Xcode project, XcodeGen project.yml or Tuist Project.swift above it says what the build compiles"), false)
    }

    /// The folder sources of an XcodeGen spec and the specs it includes (relative to the root),
    /// nil when the spec does not read as one.
    static func xcodeGenSourceFolders(specAt path: String, in root: String, depth: Int) -> [String]? {
        guard let contents = try? FileSystem.read(root + "/" + path),
            let (folders, includes) = XcodeGenSpec.sourceFolders(String(decoding: contents.bytes, as: UTF8.self))
        else { return nil }
        let base = NewFileFolders.folder(of: path)
        func rooted(_ folder: String) -> String { normalized(base.isEmpty ? folder : base + "/" + folder) }
        var all = folders.map(rooted)
        guard depth < 4 else { return all }
        for include in includes {
            all += xcodeGenSourceFolders(specAt: rooted(include), in: root, depth: depth + 1) ?? []
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

    static func decideXcodeGen(relative: String, specName: String, folders: [String]?) -> NewFilePlacement {
        guard let folders else { return .unknown("\(specName) does not read as an XcodeGen spec") }
        if let folder = folders.first(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
            return .pickedUp(by: "XcodeGen's \(specName) (sources '\(folder)')")
        }
        return .unknown("no target of \(specName) or the specs it includes has a folder source that includes '\(relative)'")
    }

    /// What the project files of one folder say about `relative` (a folder below it).
    static func decide(relative: String, fileNames: [String], manifests: [String: String], xcodeProjects: [(name: String, text: String)]) -> NewFilePlacement {
        if let manifest = manifests["Project.swift"] {
            if let folder = ProjectFiles.tuistSourceFolders(manifest).first(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
                return .pickedUp(by: "Tuist's Project.swift (sources '\(folder)/**')")
            }
            return .unknown("no source glob of Project.swift includes '\(relative)'")
        }
        var listing: String?
        for (name, text) in xcodeProjects {
            let project = ProjectFiles.xcodeProject(text)
            if let folder = project.synchronizedFolders.first(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
                // A file some target leaves out: a new file beside it would be in every target.
                for fileName in fileNames {
                    let inFolder = String((relative + "/" + fileName).dropFirst(folder.isEmpty ? 1 : folder.count + 1))
                    if project.membershipExceptions[folder]?.contains(inFolder) == true {
                        return .unknown("\(name) leaves \(fileName) out of some targets of its synchronized folder '\(folder)' (membershipExceptions), and a new file would not be left out")
                    }
                }
                return .pickedUp(by: "the synchronized folder '\(folder)' of \(name)")
            }
            if fileNames.contains(where: project.listedFileNames.contains) { listing = listing ?? name }
        }
        // An Xcode project that lists the file builds it, whatever a manifest beside it says.
        if let listing { return .listedFileByFile(project: listing) }
        if let manifest = manifests["Package.swift"] {
            let components = relative.split(separator: "/")
            let inTargetFolder = components.count >= 2 && ["Sources", "Tests", "Plugins"].contains(String(components[0]))
            let customPaths = ProjectFiles.targetPaths(manifest)
            if ProjectFiles.packageListsSources(manifest) {
                return .unknown("Package.swift lists its targets' files (`sources:`)")
            }
            if inTargetFolder || customPaths.contains(where: { ProjectFiles.folder(relative, isWithin: $0) }) {
                return .pickedUp(by: "the SwiftPM package's Package.swift")
            }
        }
        if let listing { return .listedFileByFile(project: listing) }
        if let name = xcodeProjects.first?.name {
            return .unknown("\(name) neither lists \(fileNames.first ?? "its files") nor synchronizes its folder")
        }
        return .unknown("the file is not in a target folder of Package.swift (Sources/<target>)")
    }
}
