import SVRefactorCore

/// The files of a run that `--staged` or `--changed-since` select: those git names, minus the ones
/// `--exclude` matches (even when named on the command line, so a hook that passes file names
/// still skips generated code; `.svrefactor.yml` excludes were applied before).
struct GitSelection {
    let selection: Git.ChangeSelection
    /// The selected files, in the run's order.
    let files: [SourceFile]

    init(_ selection: Git.ChangeSelection, among candidates: [SourceFile], excludes: [Glob], currentDirectory: String) throws(UsageError) {
        self.selection = selection
        // Git reports paths under its real top-level folder: compare real paths.
        let changed = try Git.changedFiles(selection, inDirectory: currentDirectory)
        files = candidates.filter { file in
            changed.contains(FileSystem.realPath(file.path) ?? file.path) && !excludes.contains { $0.matches(file.displayPath) }
        }
    }

    var description: String {
        switch selection {
        case .staged: return "is staged"
        case let .changedSince(revision): return "changed since \(revision)"
        }
    }

    /// The selected files and, when the run has a model of the module, the candidates whose results
    /// depend on them (see ``ProjectModel/filesRelated(to:)``).
    func withDependents(among candidates: [SourceFile], model: ProjectModel?) -> [SourceFile] {
        guard let model, selection != .staged else { return files }
        let related = model.filesRelated(to: files.map(\.displayPath))
        return candidates.filter { related.contains($0.displayPath) }
    }
}
