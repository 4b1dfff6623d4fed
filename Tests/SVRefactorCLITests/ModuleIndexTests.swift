import Foundation
import SVRefactorTestSupport
import Testing

/// Rules that look across files see the module around the files a run processes: a single-file
/// run gives what a whole-module run gives. Uses the NestedTypesInExtension fixture module, whose
/// view uses types nested in it by extensions in other files.
@Suite("module index end to end")
struct ModuleIndexTests {
    static let fixture = "Fixtures/extract-subviews/modules/NestedTypesInExtension"
    static let files = ["APIKey.swift", "APIKeysView+APIKeyRow.swift", "APIKeysView+Section.swift", "APIKeysView.swift", "AdminDashboardView.swift"]

    func fixtureFile(_ side: String, _ name: String) throws -> String {
        try String(contentsOfFile: RepositoryLayout.path("\(Self.fixture)/\(side)/\(name)"), encoding: .utf8)
    }

    /// A SwiftPM package whose `App` target holds the fixture module, with a test target beside it.
    func package() throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        folder.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        for name in Self.files {
            folder.write("Sources/App/\(name)", try fixtureFile("before", name))
        }
        folder.write("Tests/AppTests/AppTests.swift", "struct APIKeyRow {}\n")
        return folder
    }

    @Test func aSingleFileRunSeesItsTargetAndMatchesTheWholeModuleRun() throws {
        let expected = try fixtureFile("after", "APIKeysView.swift")

        let whole = try package()
        let wholeRun = CommandRunner.svrefactor(["apply", "--rule", "extract-subviews", "Sources/App"], in: whole.path)
        #expect(wholeRun.status == 0, "\(wholeRun.standardError)")
        #expect(whole.read("Sources/App/APIKeysView.swift") == expected)

        let single = try package()
        let singleRun = CommandRunner.svrefactor(["apply", "--rule", "extract-subviews", "Sources/App/APIKeysView.swift"], in: single.path)
        #expect(singleRun.status == 0, "\(singleRun.standardError)")
        #expect(single.read("Sources/App/APIKeysView.swift") == expected)
        // The target's five files, not the test target (whose `APIKeyRow` would otherwise look taken).
        #expect(singleRun.standardError.contains("1 file scanned, 5 indexed, 1 changed"), "\(singleRun.standardError)")
        // The other files were read, never written.
        for name in Self.files where name != "APIKeysView.swift" {
            #expect(single.read("Sources/App/\(name)") == (try fixtureFile("before", name)))
        }
    }

    @Test func standardInputFindsItsModuleThroughStdinPath() throws {
        let folder = try package()
        let source = try fixtureFile("before", "APIKeysView.swift")
        let run = CommandRunner.svrefactor(
            ["apply", "--rule", "extract-subviews", "--stdin-path", "Sources/App/APIKeysView.swift", "-"], in: folder.path, input: source)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == (try fixtureFile("after", "APIKeysView.swift")))
    }

    @Test func noIndexLimitsTheRulesToTheFilesOfTheRun() throws {
        let folder = try package()
        let run = CommandRunner.svrefactor(["apply", "--dry-run", "--no-index", "--rule", "extract-subviews", "Sources/App/APIKeysView.swift"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("indexed"))
        // Without the module, short names are not known to be free: they carry the view's name.
        #expect(run.standardOutput.contains("private struct APIKeysSectionPicker: View"))
    }

    @Test func indexRootChoosesTheModule() throws {
        let folder = try package()
        // Indexing only the file's own folder plus an unrelated one: the nested types are not seen as
        // the view's, so the subview keeps the short, unqualified name that only compiles inside it…
        folder.write("Elsewhere/Other.swift", "struct Unrelated {}\n")
        let narrow = CommandRunner.svrefactor(
            ["apply", "--dry-run", "--index-root", "Elsewhere", "--rule", "extract-subviews", "Sources/App/APIKeysView.swift"], in: folder.path)
        #expect(narrow.status == 0, "\(narrow.standardError)")
        #expect(narrow.standardError.contains("2 indexed"), "\(narrow.standardError)")
        #expect(!narrow.standardOutput.contains("APIKeysView.APIKeyRow("))

        // …while the package root covers the target (and the tests, Elsewhere/ and Package.swift).
        let wide = CommandRunner.svrefactor(
            ["apply", "--dry-run", "--index-root", ".", "--rule", "extract-subviews", "Sources/App/APIKeysView.swift"], in: folder.path)
        #expect(wide.status == 0, "\(wide.standardError)")
        #expect(wide.standardError.contains("8 indexed"), "\(wide.standardError)")
        #expect(wide.standardOutput.contains("APIKeysView.APIKeyRow("))

        let bad = CommandRunner.svrefactor(["check", "--index-root", "Missing", "--rule", "extract-subviews", "Sources"], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--index-root: 'Missing' is not a folder"))
        let both = CommandRunner.svrefactor(["check", "--index-root", ".", "--no-index", "--rule", "extract-subviews", "Sources"], in: folder.path)
        #expect(both.status == 2)
    }

    /// Root reads any file, so this only bites when the tests run as another user.
    @Test(.enabled(if: getuid() != 0, "root can read a file without read permission"))
    func anUnreadableFileOfTheModuleIsCountedNotAnError() throws {
        let folder = try package()
        let unreadable = folder.write("Sources/App/Locked.swift", "struct Locked {}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: unreadable)
        let run = CommandRunner.svrefactor(["check", "--rule", "extract-subviews", "Sources/App/APIKeysView.swift"], in: folder.path)
        #expect(run.status == 1, "\(run.standardError)")  // the view would change; nothing failed
        #expect(run.standardError.contains("5 indexed, 1 unreadable"), "\(run.standardError)")
    }

    @Test func anXcodeProjectFolderIsAModuleRoot() throws {
        let folder = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        for name in Self.files {
            folder.write("App/Views/\(name)", try fixtureFile("before", name))
        }
        let run = CommandRunner.svrefactor(["apply", "--rule", "extract-subviews", "App/Views/APIKeysView.swift"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("5 indexed"), "\(run.standardError)")
        #expect(folder.read("App/Views/APIKeysView.swift") == (try fixtureFile("after", "APIKeysView.swift")))
    }

    // Found on MovieSwiftUI: its Xcode project is in `MovieSwift/`, below the folder a whole-repository
    // run starts from, and `foregroundStyle` does not exist on its iOS 14.
    @Test func aProjectBelowTheRunsFolderGivesTheDeploymentTarget() throws {
        let folder = TemporaryDirectory()
        folder.write("App/App.xcodeproj/project.pbxproj", "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;\n\t\t\t};\n")
        let view = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Text(\"New\").foregroundColor(.red)\n    }\n}\n"
        folder.write("App/Views/Badge.swift", view)
        let run = CommandRunner.svrefactor(["apply", "--rule", "foreground-style", "--no-cache", "."], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(folder.read("App/Views/Badge.swift") == view)
        #expect(run.standardError.contains("App/App.xcodeproj supports iOS 14 (foregroundStyle(_:) needs 15)"), "\(run.standardError)")
    }

    static let badge = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Text(\"New\").foregroundColor(.red)\n    }\n}\n"

    /// `apply --rule foreground-style` on a project described by `file` (at the top) holding `text`.
    func foregroundStyleRun(_ file: String, _ text: String) -> (CommandRunner.Result, String?) {
        let folder = TemporaryDirectory()
        folder.write(file, text)
        folder.write("App/Views/Badge.swift", Self.badge)
        let run = CommandRunner.svrefactor(["apply", "--rule", "foreground-style", "--no-cache", "."], in: folder.path)
        return (run, folder.read("App/Views/Badge.swift"))
    }

    @Test func anXcodeGenSpecGivesTheDeploymentTarget() {
        // `options.deploymentTarget`, a target's own, and a build setting: the oldest counts.
        let spec = """
            name: App
            options:
              deploymentTarget:
                iOS: "16.0"
            targets:
              App:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
              Widget:
                type: app-extension
                platform: iOS
                settings:
                  base:
                    IPHONEOS_DEPLOYMENT_TARGET: 14.0
            """
        let (run, output) = foregroundStyleRun("project.yml", spec)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(output == Self.badge)
        #expect(run.standardError.contains("project.yml supports iOS 14 (foregroundStyle(_:) needs 15)"), "\(run.standardError)")
        // A spec that requires iOS 15 everywhere: rewritten.
        let (_, newer) = foregroundStyleRun("project.yml", "options:\n  deploymentTarget:\n    iOS: 15.0\ntargets:\n  App:\n    platform: iOS\n")
        #expect(newer?.contains(".foregroundStyle(.red)") == true)
    }

    @Test func aTuistManifestGivesTheDeploymentTarget() {
        let manifest = """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "app", deploymentTargets: .iOS("17.0")),
                    .target(name: "Mac", destinations: [.mac], product: .app, bundleId: "mac", deploymentTargets: .multiplatform(iOS: "14.0", macOS: "12.0")),
                ]
            )
            """
        let (run, output) = foregroundStyleRun("Project.swift", manifest)
        #expect(output == Self.badge)
        #expect(run.standardError.contains("Project.swift supports iOS 14 (foregroundStyle(_:) needs 15)"), "\(run.standardError)")
        let (_, newer) = foregroundStyleRun("Project.swift", "let project = Project(targets: [.target(deploymentTarget: .iOS(targetVersion: \"16.0\", devices: [.iphone]))])")
        #expect(newer?.contains(".foregroundStyle(.red)") == true)
    }

    @Test func aFileOutsideAnyProjectIndexesOnlyTheFilesBesideIt() {
        // `check ~/Downloads/Stray.swift` with whole projects in folders below it.
        let folder = TemporaryDirectory()
        folder.write("Downloads/Stray.swift", Self.badge)
        folder.write("Downloads/Helper.swift", "struct Helper {}\n")
        folder.write("Downloads/SomeApp/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"SomeApp\")\n")
        folder.write("Downloads/SomeApp/Sources/SomeApp/A.swift", "struct A {}\n")
        folder.write("Downloads/Notes/B.swift", "struct B {}\n")
        let run = CommandRunner.svrefactor(["check", "--all-rules", "--no-cache", "Downloads/Stray.swift"], in: folder.path)
        #expect(run.standardError.contains("1 file scanned, 2 indexed (only the files beside it, not subfolders: no Package.swift, .xcodeproj or .git above)"), "\(run.standardError)")
        // In a project, the whole project is the module.
        folder.write("Downloads/.git/HEAD", "ref: refs/heads/main\n")
        let inProject = CommandRunner.svrefactor(["check", "--all-rules", "--no-cache", "Downloads/Stray.swift"], in: folder.path)
        #expect(inProject.standardError.contains("1 file scanned, 5 indexed,"), "\(inProject.standardError)")
    }
}
