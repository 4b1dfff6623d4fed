import Foundation
import SVRefactorTestSupport
import Testing

/// migrate-observation from the command line: it is opt-in, reads the deployment target from the
/// package, moves a class with every file that uses it, and writes those files together or not at all.
@Suite("migrate-observation end to end")
struct MigrateObservationRunTests {
    static let store = """
        import Combine

        final class Store: ObservableObject {
            @Published var name = ""
        }
        """
    static let screen = """
        import SwiftUI

        struct Screen: View {
            @StateObject private var store = Store()

            var body: some View {
                Text(store.name)
            }
        }
        """

    func package(platforms: String?) -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        let platformsArgument = platforms.map { ", platforms: [\($0)]" } ?? ""
        folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\"\(platformsArgument))\n")
        folder.write("Sources/App/Store.swift", Self.store)
        folder.write("Sources/App/Screen.swift", Self.screen)
        return folder
    }

    @Test func allRulesLeavesTheOptInRuleOutAndRulesSaysSo() {
        let folder = package(platforms: ".iOS(.v17)")
        let run = CommandRunner.svrefactor(["check", "--all-rules", "Sources"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("migrate-observation"))
        let rules = CommandRunner.svrefactor(["rules"], in: folder.path)
        #expect(rules.standardOutput.contains("(opt-in: only with --rule migrate-observation)"))
        let explain = CommandRunner.svrefactor(["explain", "migrate-observation"], in: folder.path)
        #expect(explain.standardOutput.contains("OPT-IN: runs only when named with --rule migrate-observation; --all-rules leaves it out."))
    }

    /// A comment keeps the rule from changing one use: the class and its other uses stay too.
    @Test func aSuppressedUseKeepsTheWholeChangeFromBeingWritten() {
        let folder = package(platforms: ".iOS(.v17), .macOS(.v14)")
        let suppressed = Self.screen.replacingOccurrences(
            of: "    @StateObject", with: "    // svrefactor:disable-next-line migrate-observation - migrated with the settings screen\n    @StateObject")
        folder.write("Sources/App/Screen.swift", suppressed)
        let run = CommandRunner.svrefactor(["apply", "--rule", "migrate-observation", "Sources"], in: folder.path)
        #expect(folder.read("Sources/App/Store.swift") == Self.store)
        #expect(folder.read("Sources/App/Screen.swift") == suppressed)
        #expect(run.standardError.contains("Sources/App/Store.swift: error: not written: its changes go with those of Sources/App/Screen.swift"), "\(run.standardError)")
        #expect(run.standardError.contains("keeps migrate-observation from changing it"))
    }

    @Test func aPackageOnIOS17MigratesEveryFile() {
        let folder = package(platforms: ".iOS(.v17), .macOS(.v14)")
        let run = CommandRunner.svrefactor(["apply", "--rule", "migrate-observation", "Sources"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(folder.read("Sources/App/Store.swift") == """
            import Observation

            @Observable
            @MainActor
            final class Store {
                var name = ""
            }
            """)
        #expect(folder.read("Sources/App/Screen.swift").contains("@State private var store = Store()"))
    }

    @Test func anOlderPackageOrOneFileOfTheModuleIsRefusedWithAFinding() {
        let older = package(platforms: ".iOS(.v16)")
        let run = CommandRunner.svrefactor(["apply", "--rule", "migrate-observation", "Sources"], in: older.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains(
            "Sources/App/Store.swift:3:13: warning: 'Store' stays an ObservableObject: Package.swift supports iOS 16 (Observation needs 17)"), "\(run.standardError)")
        #expect(older.read("Sources/App/Store.swift") == Self.store)

        let unset = package(platforms: nil)
        let unsetRun = CommandRunner.svrefactor(["check", "--rule", "migrate-observation", "Sources"], in: unset.path)
        #expect(unsetRun.standardError.contains("Package.swift declares no platforms"), "\(unsetRun.standardError)")

        // Naming one file: the class's other file is outside the run, so nothing moves.
        let single = package(platforms: ".iOS(.v17)")
        let singleRun = CommandRunner.svrefactor(["apply", "--rule", "migrate-observation", "Sources/App/Store.swift"], in: single.path)
        #expect(singleRun.standardError.contains("Sources/App/Screen.swift:1:1: declares or uses 'Store' but is not part of this run"), "\(singleRun.standardError)")
        #expect(single.read("Sources/App/Store.swift") == Self.store)
    }

    @Test func whenOneFileOfAClassCannotBeWrittenNoneIs() throws {
        let folder = package(platforms: ".iOS(.v17)")
        // Store.swift sorts after Screen.swift: the read-only file is met before anything is written…
        let screen = folder.path + "/Sources/App/Screen.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: screen)
        let run = CommandRunner.svrefactor(["apply", "--rule", "migrate-observation", "Sources"], in: folder.path)
        #expect(run.status == 3, "\(run.standardError)")
        #expect(run.standardError.contains("Sources/App/Screen.swift: error: not written: the file's permissions (0444) allow no writing"), "\(run.standardError)")
        #expect(run.standardError.contains(
            "Sources/App/Store.swift: error: not written: its changes go with those of Sources/App/Screen.swift, which could not be written"), "\(run.standardError)")
        #expect(folder.read("Sources/App/Store.swift") == Self.store)
        #expect(folder.read("Sources/App/Screen.swift") == Self.screen)
    }

    @Test func aFileWrittenBeforeTheFailureGetsItsOriginalTextBack() throws {
        let folder = package(platforms: ".iOS(.v17)")
        // …here Screen.swift is written first, then Store.swift cannot be, so Screen.swift is restored.
        let store = folder.path + "/Sources/App/Store.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store)
        let run = CommandRunner.svrefactor(["apply", "--rule", "migrate-observation", "Sources"], in: folder.path)
        #expect(run.status == 3, "\(run.standardError)")
        #expect(run.standardError.contains(
            "Sources/App/Screen.swift: error: not written (its original text is back): its changes go with those of Sources/App/Store.swift"), "\(run.standardError)")
        #expect(folder.read("Sources/App/Screen.swift") == Self.screen)
    }
}
