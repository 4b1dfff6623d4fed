import Foundation

/// Type-checks SwiftUI source against our interface stub of SwiftUI (Fixtures/SwiftUIStub), so a
/// rewrite that would not compile in Xcode fails a test on Linux.
///
/// The stub is compiled once per test process, on first use; each check then runs
/// `swiftc -typecheck -I <stub>` on one file. Checks may run in parallel.
public final class SwiftUITypeChecker: Sendable {
    /// Swift language modes. Apps are still mostly built in Swift 5 mode; Swift 6 mode adds the
    /// strict concurrency checks that matter when code moves between closures and methods.
    public enum LanguageMode: String, Sendable, CaseIterable {
        case swift5 = "5"
        case swift6 = "6"
    }

    public struct Result: Sendable {
        /// The compiler's exit status; 0 means the source type-checks.
        public var status: Int32
        /// Everything the compiler printed.
        public var output: String

        public var succeeded: Bool { status == 0 }

        /// The `error:` lines, without the temporary file's path.
        public var errors: [String] { diagnostics(ofKind: "error") }
        public var warnings: [String] { diagnostics(ofKind: "warning") }

        func diagnostics(ofKind kind: String) -> [String] {
            output.split(separator: "\n")
                .filter { $0.contains(": \(kind): ") && !$0.hasPrefix(" ") }
                .map { line in
                    // "/tmp/…/Example.swift:12:5: error: …" → "12:5: error: …"
                    guard let name = line.range(of: ".swift:") else { return String(line) }
                    return String(line[name.upperBound...])
                }
        }
    }

    public struct SetupError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The shared checker, or why the stub could not be built (shown by every test that needs it).
    public static let shared: Swift.Result<SwiftUITypeChecker, SetupError> = {
        do { return .success(try SwiftUITypeChecker()) } catch let error as SetupError { return .failure(error) } catch {
            return .failure(SetupError(description: "\(error)"))
        }
    }()

    public let swiftc: String
    /// Holds Combine.swiftmodule and SwiftUI.swiftmodule.
    public let moduleDirectory: String
    /// How long building the stub took, for Docs/testing.md.
    public let stubBuildSeconds: Double

    private init() throws {
        guard let swiftc = Self.findCompiler() else {
            throw SetupError(description: "swiftc not found: put it on PATH or set SWIFTC")
        }
        self.swiftc = swiftc
        let directory = NSTemporaryDirectory() + "svrefactor-swiftui-stub-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        moduleDirectory = directory

        let start = Date()
        let stub = RepositoryLayout.path("Fixtures/SwiftUIStub")
        for (module, folder) in [("Combine", "Combine"), ("SwiftUI", "SwiftUI")] {
            let sources = try FileManager.default.contentsOfDirectory(atPath: "\(stub)/\(folder)")
                .filter { $0.hasSuffix(".swift") }.sorted().map { "\(stub)/\(folder)/\($0)" }
            let result = Self.run(swiftc, [
                "-emit-module", "-parse-as-library", "-module-name", module,
                "-I", directory, "-emit-module-path", "\(directory)/\(module).swiftmodule",
            ] + sources)
            guard result.status == 0 else {
                throw SetupError(description: "building the \(module) stub failed:\n\(result.output)")
            }
        }
        stubBuildSeconds = Date().timeIntervalSince(start)
    }

    /// Type-checks `source` as a file of its own (`-parse-as-library`, so `@main` and top-level declarations work).
    public func typeCheck(_ source: String, mode: LanguageMode = .swift5, fileName: String = "Example.swift") -> Result {
        let folder = moduleDirectory + "/check-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + fileName
        _ = FileManager.default.createFile(atPath: path, contents: Data(source.utf8))
        return typeCheck(file: path, mode: mode)
    }

    public func typeCheck(file path: String, mode: LanguageMode = .swift5) -> Result {
        typeCheck(files: [path], mode: mode)
    }

    /// Type-checks several files as one module, as Xcode compiles a target.
    public func typeCheck(files paths: [String], mode: LanguageMode = .swift5) -> Result {
        let result = Self.run(swiftc, ["-typecheck", "-parse-as-library", "-swift-version", mode.rawValue, "-I", moduleDirectory] + paths)
        return Result(status: result.status, output: result.output)
    }

    /// Type-checks sources as the files of one module (named `File1.swift`, `File2.swift`, …).
    public func typeCheck(module sources: [String], mode: LanguageMode = .swift5) -> Result {
        let folder = moduleDirectory + "/check-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = sources.enumerated().map { index, source in
            let path = folder + "/File\(index + 1).swift"
            _ = FileManager.default.createFile(atPath: path, contents: Data(source.utf8))
            return path
        }
        return typeCheck(files: paths, mode: mode)
    }

    private static func findCompiler() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        for directory in (environment["PATH"] ?? "").split(separator: ":") + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "could not run \(executable): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Directives at the top of a type-check fixture:
/// `// EXPECT: text` (a diagnostic that must appear), `// KIND: warning` (a warning, not an error),
/// `// MODES: 5 6` (language modes to check; both by default).
public struct TypeCheckDirectives: Sendable {
    public var expected: String?
    public var expectsWarningOnly: Bool
    public var modes: [SwiftUITypeChecker.LanguageMode]

    public init(source: String) {
        func value(_ key: String) -> String? {
            source.split(separator: "\n").first { $0.hasPrefix("// \(key): ") }.map { String($0.dropFirst(key.count + 5)) }
        }
        expected = value("EXPECT")
        expectsWarningOnly = value("KIND") == "warning"
        modes = value("MODES").map { $0.split(separator: " ").compactMap { SwiftUITypeChecker.LanguageMode(rawValue: String($0)) } }
            ?? SwiftUITypeChecker.LanguageMode.allCases
    }
}
