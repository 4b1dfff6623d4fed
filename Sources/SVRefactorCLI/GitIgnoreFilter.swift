import Foundation

/// Asks git which of a set of files it ignores, so a batch run skips build products and other
/// untracked noise the same way `git status` does. Outside a git work tree, or without git, nothing is filtered.
enum GitIgnoreFilter {
    /// Returns the subset of `files` (absolute paths inside `directory`) that git ignores.
    static func ignoredFiles(among files: [String], inDirectory directory: String) -> Set<String> {
        guard !files.isEmpty, let git = executablePath("git") else { return [] }
        guard let topLevel = run(git, ["-C", directory, "rev-parse", "--show-toplevel"], input: nil)?
            .trimmingCharacters(in: .whitespacesAndNewlines), !topLevel.isEmpty
        else { return [] }
        let input = files.joined(separator: "\0") + "\0"
        guard let output = run(git, ["-C", topLevel, "check-ignore", "--stdin", "-z"], input: input) else { return [] }
        return Set(output.split(separator: "\0").map(String.init))
    }

    private static func executablePath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a command and returns its standard output, or nil when it fails to start.
    /// `git check-ignore` exits 1 when nothing is ignored; its output is still meaningful.
    private static func run(_ executable: String, _ arguments: [String], input: String?) -> String? {
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
        guard process.terminationStatus == 0 || process.terminationStatus == 1 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
