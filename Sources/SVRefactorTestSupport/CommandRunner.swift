import Foundation

/// Runs the built `svrefactor` executable, for end-to-end tests.
public enum CommandRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// `XDG_CACHE_HOME` of the runs: one folder per test process.
    public static let cacheHome = NSTemporaryDirectory() + "svrefactor-tests-cache-\(getpid())"

    /// The `svrefactor` binary next to the test bundle (SwiftPM builds it because the test target depends on it).
    public static let executable: String = {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [
            bundleDirectory.appendingPathComponent("svrefactor").path,
            bundleDirectory.deletingLastPathComponent().appendingPathComponent("svrefactor").path,
            RepositoryLayout.path(".build/debug/svrefactor"),
        ] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return RepositoryLayout.path(".build/debug/svrefactor")
    }()

    public static func svrefactor(_ arguments: [String], in directory: String, input: String? = nil, environment: [String: String] = [:]) -> Result {
        run(executable, arguments, in: directory, input: input, environment: environment)
    }

    public static func run(_ executable: String, _ arguments: [String], in directory: String, input: String? = nil, environment: [String: String] = [:]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // Runs keep their cache in the tests' own folder, never in the user's.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome]) { $1 }.merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            return Result(status: -1, standardOutput: "", standardError: "could not start \(executable): \(error)")
        }
        // Drain both pipes concurrently so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try? stdin.fileHandleForWriting.close()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A temporary folder for one test, removed when the value is dropped.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "svrefactor-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    public func write(_ relativePath: String, _ contents: String) -> String {
        write(relativePath, bytes: Array(contents.utf8))
    }

    @discardableResult
    public func write(_ relativePath: String, bytes: [UInt8]) -> String {
        let full = path + "/" + relativePath
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
        return full
    }

    public func read(_ relativePath: String) -> String {
        (try? String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)) ?? "<missing>"
    }

    public func bytes(_ relativePath: String) -> [UInt8] {
        FileManager.default.contents(atPath: path + "/" + relativePath).map(Array.init) ?? []
    }
}
