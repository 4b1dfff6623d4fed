import Foundation

/// What svrefactor asks git: which files it ignores (a batch run skips build products and other
/// untracked noise the same way `git status` does), and which files changed (`--staged`,
/// `--changed-since`). Outside a git work tree, or without git, nothing is ignored, and asking for
/// changes is a usage error.
enum Git {
    /// What `--staged` and `--changed-since` select.
    enum ChangeSelection: Equatable {
        /// Files added, copied, modified or renamed in the index (what `git commit` would record).
        case staged
        /// Files that differ from `revision` in the work tree, and untracked files git does not ignore.
        case changedSince(String)

        var optionName: String {
            switch self {
            case .staged: return "--staged"
            case .changedSince: return "--changed-since"
            }
        }
    }

    /// Returns the subset of `files` (absolute paths inside `directory`) that git ignores.
    static func ignoredFiles(among files: [String], inDirectory directory: String) -> Set<String> {
        guard !files.isEmpty, let git = executablePath("git"), let topLevel = topLevel(of: directory, git: git) else { return [] }
        let input = files.joined(separator: "\0") + "\0"
        // `git check-ignore` exits 1 when nothing is ignored; its output is still meaningful.
        guard let result = run(git, ["-C", topLevel, "check-ignore", "--stdin", "-z"], input: input), result.status <= 1 else { return [] }
        return Set(result.output.split(separator: "\0").map(String.init))
    }

    /// The absolute paths of the files `selection` names, in the work tree around `directory`.
    static func changedFiles(_ selection: ChangeSelection, inDirectory directory: String) throws(UsageError) -> Set<String> {
        guard let git = executablePath("git") else {
            throw UsageError(description: "\(selection.optionName) needs git, which is not on the PATH")
        }
        guard let topLevel = topLevel(of: directory, git: git) else {
            throw UsageError(description: "\(selection.optionName) needs a git work tree, and \(directory) is not in one")
        }
        var queries: [[String]]
        switch selection {
        case .staged:
            queries = [["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"]]
        case let .changedSince(revision):
            guard let verified = run(git, ["-C", topLevel, "rev-parse", "--verify", "--quiet", revision + "^{commit}"], input: nil),
                verified.status == 0
            else {
                throw UsageError(description: "--changed-since: '\(revision)' is not a revision of the repository at \(topLevel) (try a branch, a tag or a commit)")
            }
            queries = [
                ["diff", "--name-only", "--diff-filter=ACMR", "-z", revision, "--"],
                ["ls-files", "--others", "--exclude-standard", "-z"],
            ]
        }
        var files = Set<String>()
        for query in queries {
            guard let result = run(git, ["-C", topLevel] + query, input: nil), result.status == 0 else {
                throw UsageError(description: "\(selection.optionName): `git \(query.joined(separator: " "))` failed in \(topLevel)")
            }
            for path in result.output.split(separator: "\0") { files.insert(topLevel + "/" + path) }
        }
        return files
    }

    private static func topLevel(of directory: String, git: String) -> String? {
        guard let result = run(git, ["-C", directory, "rev-parse", "--show-toplevel"], input: nil), result.status == 0 else { return nil }
        let topLevel = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return topLevel.isEmpty ? nil : topLevel
    }

    private static func executablePath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a command and returns its exit status and standard output, or nil when it fails to start.
    private static func run(_ executable: String, _ arguments: [String], input: String?) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let outputPipe = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = inputPipe
        do { try process.run() } catch { return nil }
        // Write input on another thread so a large file list cannot deadlock against a full output pipe.
        let writer = Thread {
            if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
            try? inputPipe.fileHandleForWriting.close()
        }
        writer.start()
        let data = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
