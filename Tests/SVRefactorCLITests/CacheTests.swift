import Foundation
import SVRefactorTestSupport
import Testing

/// The result cache of `check` (Docs/caching.md): a result is reused only while everything it
/// depended on is unchanged, so a cached run always reports what an uncached one would.
@Suite("result cache end to end")
struct CacheTests {
    /// A view whose `@State` is passed by a caller in another file: private-state must refuse while
    /// `Caller.swift` passes it, and fix it once no file does.
    static let profile = """
        import SwiftUI

        struct ProfileView: View {
            @State var name = "Ada"

            var body: some View {
                Text(name)
            }
        }

        """
    static let passingCaller = """
        import SwiftUI

        struct Caller: View {
            var body: some View {
                ProfileView(name: "Grace")
            }
        }

        """
    static let plainCaller = """
        import SwiftUI

        struct Caller: View {
            var body: some View {
                ProfileView()
            }
        }

        """

    func project() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        folder.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        folder.write("Sources/App/ProfileView.swift", Self.profile)
        folder.write("Sources/App/Caller.swift", Self.passingCaller)
        return folder
    }

    /// `check --all-rules`, or the rules `extra` names.
    func check(_ folder: TemporaryDirectory, _ extra: [String] = []) -> CommandRunner.Result {
        let rules = extra.contains("--rule") || extra.contains("--all-rules") ? [] : ["--all-rules"]
        return CommandRunner.svrefactor(["check"] + rules + ["--cache-path", folder.path + "/.cache"] + extra + ["Sources"], in: folder.path)
    }

    /// Findings and the files that would change, without the summary (whose timing differs).
    func findings(_ run: CommandRunner.Result) -> [String] {
        run.standardError.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("svrefactor:") && !$0.hasPrefix("  by rule:") }
    }

    func uncached(_ folder: TemporaryDirectory) -> CommandRunner.Result {
        CommandRunner.svrefactor(["check", "--all-rules", "--no-cache", "Sources"], in: folder.path)
    }

    @Test func aSecondRunReusesEveryResultAndReportsTheSame() {
        let folder = project()
        let first = check(folder)
        #expect(!first.standardError.contains("from the cache"), "\(first.standardError)")
        let second = check(folder)
        #expect(second.standardError.contains("2 from the cache"), "\(second.standardError)")
        #expect(findings(second) == findings(first))
        #expect(second.status == first.status)
    }

    @Test func aBodyEditRecomputesOnlyTheEditedFile() {
        let folder = project()
        _ = check(folder)
        folder.write("Sources/App/Caller.swift", Self.passingCaller.replacingOccurrences(of: "\"Grace\"", with: "\"Grace Hopper\""))
        let run = check(folder)
        #expect(run.standardError.contains("1 from the cache"), "\(run.standardError)")
        #expect(findings(run) == findings(uncached(folder)))
    }

    /// ProfileView.swift did not change, but what private-state read about it in Caller.swift did.
    @Test func anEditElsewhereThatChangesWhatAFileReadRecomputesIt() {
        let folder = project()
        let before = check(folder)
        #expect(before.standardError.contains("a call passes it to the memberwise initializer"), "\(before.standardError)")
        folder.write("Sources/App/Caller.swift", Self.plainCaller)
        let run = check(folder)
        #expect(findings(run) == findings(uncached(folder)))
        #expect(run.standardError.contains("ProfileView.swift:4:1: error: would be rewritten; see the change with `svrefactor apply --dry-run --rule private-state "), "\(run.standardError)")
        #expect(!run.standardError.contains("2 from the cache"), "\(run.standardError)")
    }

    /// reorder-members without follow-module reads nothing of the module: a new file leaves the other results valid.
    @Test func aNewFileKeepsTheResultsOfRulesThatDoNotReadTheModule() {
        let folder = project()
        _ = check(folder, ["--rule", "reorder-members", "--option", "follow-module=false"])
        folder.write("Sources/App/Third.swift", "struct Third {}\n")
        let run = check(folder, ["--rule", "reorder-members", "--option", "follow-module=false"])
        #expect(run.standardError.contains("3 files scanned, 2 from the cache"), "\(run.standardError)")
    }

    /// A warm run with nothing changed trusts its results from the module's digest alone and never
    /// builds the model, also when the package names several platforms (whose dictionary's order
    /// differs from process to process).
    @Test func aWarmRunDoesNotBuildTheModel() {
        let folder = project()
        folder.write(
            "Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)])\n")
        _ = check(folder)
        for _ in 0..<3 {
            let warm = check(folder, ["--all-rules", "--timings"])
            #expect(warm.standardError.contains("2 from the cache"), "\(warm.standardError)")
            #expect(!warm.standardError.contains("model (merge"), "\(warm.standardError)")
        }
    }

    @Test func configurationChangesAreNotServedFromTheCache() {
        let folder = project()
        _ = check(folder)
        folder.write(".svrefactor.yml", "rules:\n  private-state:\n    severity: error\n")
        let run = check(folder)
        #expect(!run.standardError.contains("from the cache"), "\(run.standardError)")
        #expect(run.standardError.contains("error: "), "\(run.standardError)")
    }

    @Test func aCorruptCacheIsDiscardedAndRewritten() throws {
        let folder = project()
        let first = check(folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/.cache").filter { $0.hasSuffix(".bin") }
        #expect(files.count == 2, "\(files)")
        for file in files {
            let path = folder.path + "/.cache/" + file
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes[bytes.count / 2] ^= 0xFF
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let second = check(folder)
        #expect(findings(second) == findings(first))
        #expect(!second.standardError.contains("from the cache"), "\(second.standardError)")
        let third = check(folder)
        #expect(third.standardError.contains("2 from the cache"), "\(third.standardError)")
    }

    /// Two runs sharing one cache: each writes a whole file by renaming it into place, so neither
    /// sees the other's half-written file, and the cache they leave is valid.
    @Test func concurrentRunsShareTheCacheWithoutCorruptingIt() {
        let folder = project()
        for index in 0..<20 {
            folder.write("Sources/App/Row\(index).swift", "import SwiftUI\n\nstruct Row\(index): View {\n    @State var on = false\n    var body: some View { Text(\"\(index)\") }\n}\n")
        }
        let expected = findings(uncached(folder))
        let runs = DispatchQueue(label: "runs", attributes: .concurrent)
        let group = DispatchGroup()
        nonisolated(unsafe) var results: [CommandRunner.Result] = []
        let lock = NSLock()
        for _ in 0..<4 {
            runs.async(group: group) {
                let result = check(folder)
                lock.withLock { results.append(result) }
            }
        }
        group.wait()
        for result in results {
            #expect(findings(result) == expected)
            #expect(!result.standardError.contains("cache file"), "\(result.standardError)")
        }
        let after = check(folder)
        #expect(findings(after) == expected)
        #expect(after.standardError.contains("22 from the cache"), "\(after.standardError)")
    }

    @Test func applyNeverReusesAResult() {
        let folder = project()
        folder.write("Sources/App/Caller.swift", Self.plainCaller)
        _ = check(folder)
        let apply = CommandRunner.svrefactor(["apply", "--rule", "private-state", "--cache-path", folder.path + "/.cache", "Sources"], in: folder.path)
        #expect(apply.status == 0, "\(apply.standardError)")
        #expect(folder.read("Sources/App/ProfileView.swift").contains("@State private var name"))
        // The rewritten file's bytes are new: nothing stale is reported for it.
        let after = check(folder)
        #expect(findings(after) == findings(uncached(folder)))
    }

    @Test func noCacheWritesNothing() {
        let folder = project()
        let run = CommandRunner.svrefactor(
            ["check", "--all-rules", "--no-cache", "Sources"], in: folder.path, environment: ["XDG_CACHE_HOME": folder.path + "/xdg"])
        #expect(run.status != 2, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/xdg"))
        let cached = CommandRunner.svrefactor(["check", "--all-rules", "Sources"], in: folder.path, environment: ["XDG_CACHE_HOME": folder.path + "/xdg"])
        #expect(cached.status == run.status)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/xdg/svrefactor"))
    }

    @Test func cachePathAndNoCacheConflict() {
        let run = CommandRunner.svrefactor(["check", "--all-rules", "--no-cache", "--cache-path", "x", "."], in: NSTemporaryDirectory())
        #expect(run.status == 2, "\(run.status)")
        #expect(run.standardError.contains("--cache-path and --no-cache cannot be combined"))
    }
}
