/// One file to process.
struct SourceFile: Sendable {
    /// The path as shown to the user and in diffs: relative to the current directory when inside it.
    var displayPath: String
    /// The path to read and write (symbolic links given on the command line are resolved,
    /// so an atomic write replaces the target, not the link).
    var path: String
}

/// Finds the Swift files named by the command line.
struct FileDiscovery {
    /// Folder names never worth walking into: build products, dependencies, tool state.
    static let skippedDirectoryNames: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    struct Result {
        var files: [SourceFile]
        /// Files and folders found by walking but left out by `--exclude` or .gitignore, for the summary.
        /// (Excluded folders are not walked, so their files are not counted.)
        var excludedFiles: Int
        var excludedFolders: Int
        /// Temporary files of svrefactor's atomic writes (`.<name>.svrefactor-<pid>-<n>.tmp`) met in
        /// the walked folders: a run killed mid-write leaves one behind.
        var temporaryFiles: [String] = []

        var exclusionSummary: String {
            var parts: [String] = []
            if excludedFiles > 0 { parts.append("\(excludedFiles) file\(excludedFiles == 1 ? "" : "s")") }
            if excludedFolders > 0 { parts.append("\(excludedFolders) folder\(excludedFolders == 1 ? "" : "s")") }
            return parts.isEmpty ? "" : parts.joined(separator: " and ") + " excluded"
        }
    }

    var excludes: [Glob]
    var respectsGitIgnore: Bool
    let currentDirectory = FileSystem.currentDirectory()

    /// Explicitly named files are always processed. Folders are walked for `*.swift` files, skipping
    /// ``skippedDirectoryNames``, `--exclude` matches, symbolic links, and files git ignores.
    func discover(_ paths: [String]) throws(UsageError) -> Result {
        var files: [String: SourceFile] = [:]
        var excludedFiles = 0
        var excludedFolders = 0
        var temporaryFiles: [String] = []
        for argument in paths {
            let absolute = absolutePath(argument)
            switch FileSystem.resolvedKind(of: absolute) {
            case (.directory, _):
                var found: [String] = []
                walk(absolute, into: &found, excludedFiles: &excludedFiles, excludedFolders: &excludedFolders, temporaryFiles: &temporaryFiles)
                if respectsGitIgnore {
                    let ignored = Git.ignoredFiles(among: found, inDirectory: absolute)
                    excludedFiles += found.count { ignored.contains($0) }
                    found.removeAll { ignored.contains($0) }
                }
                for path in found {
                    files[path] = SourceFile(displayPath: displayPath(path), path: path)
                }
            case (.file, _), (.other, _):
                let resolved = FileSystem.kind(ofEntryAt: absolute) == .symbolicLink ? FileSystem.realPath(absolute) ?? absolute : absolute
                files[resolved] = SourceFile(displayPath: displayPath(absolute), path: resolved)
            case let (.missing, code):
                if FileSystem.kind(ofEntryAt: absolute) == .symbolicLink {
                    // A dangling link or a link loop: report it per file, like any unreadable file.
                    files[absolute] = SourceFile(displayPath: displayPath(absolute), path: absolute)
                } else {
                    throw UsageError(description: "\(argument): \(FileSystem.message(forErrno: code))")
                }
            case (.symbolicLink, _):
                files[absolute] = SourceFile(displayPath: displayPath(absolute), path: absolute)
            }
        }
        let sorted = files.values.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
        return Result(files: sorted, excludedFiles: excludedFiles, excludedFolders: excludedFolders, temporaryFiles: temporaryFiles.sorted())
    }

    private func walk(
        _ directory: String, into found: inout [String], excludedFiles: inout Int, excludedFolders: inout Int, temporaryFiles: inout [String]
    ) {
        guard let entries = FileSystem.entries(ofDirectory: directory) else { return }
        for (name, kind) in entries {
            let path = directory + "/" + name
            switch kind {
            case .directory:
                if Self.skippedDirectoryNames.contains(name) { continue }
                if isExcluded(path) {
                    excludedFolders += 1
                    continue
                }
                walk(path, into: &found, excludedFiles: &excludedFiles, excludedFolders: &excludedFolders, temporaryFiles: &temporaryFiles)
            case .file where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".svrefactor-"):
                temporaryFiles.append(path)
            case .file where name.hasSuffix(".swift"):
                if isExcluded(path) {
                    excludedFiles += 1
                } else {
                    found.append(path)
                }
            default:
                // Symbolic links are not followed: they would visit files twice or loop.
                continue
            }
        }
    }

    private func isExcluded(_ absolutePath: String) -> Bool {
        guard !excludes.isEmpty else { return false }
        let relative = displayPath(absolutePath)
        return excludes.contains { $0.matches(relative) }
    }

    func absolutePath(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// Relative to the current directory when inside it, else absolute.
    func displayPath(_ absolute: String) -> String {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// Removes `.` and `..` components and duplicate slashes without touching the file system.
    private func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
