import Foundation
import SVRefactorTestSupport
import Testing

/// move-subviews-to-files from the command line: it creates files beside the changed one, only where
/// the project compiles them, writes a change whole or not at all, and shows new files in
/// `--dry-run` and the JSON report.
@Suite("move-subviews-to-files end to end")
struct MoveSubviewsToFilesRunTests {
    static let screen = """
        import SwiftUI

        struct ProfileView: View {
            let name: String

            var body: some View {
                ProfileHeader(name: name)
            }
        }

        private struct ProfileHeader: View {
            let name: String

            var body: some View {
                VStack {
                    Text(name)
                        .font(.title)
                    Text("Profile")
                        .font(.caption)
                }
            }
        }

        """
    static let movedScreen = """
        import SwiftUI

        struct ProfileView: View {
            let name: String

            var body: some View {
                ProfileHeader(name: name)
            }
        }

        """
    static let header = """
        import SwiftUI

        struct ProfileHeader: View {
            let name: String

            var body: some View {
                VStack {
                    Text(name)
                        .font(.title)
                    Text("Profile")
                        .font(.caption)
                }
            }
        }

        """
    static let limits = ["--option", "max-file-lines=10", "--option", "min-lines=8"]

    /// A package whose target holds the screen (`folder`: where, under the package).
    func project(_ layout: [String: String], screenAt folder: String) -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for (path, text) in layout { directory.write(path, text) }
        directory.write(folder + "/ProfileView.swift", Self.screen)
        // A module of one file is left alone: the screen's module has its model too.
        directory.write(folder + "/Profile.swift", "struct Profile {\n    var name: String\n}\n")
        return directory
    }

    static let package = ["Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n"]

    @Test func aPackageTargetGetsTheNewFileAndASecondRunChangesNothing() {
        let folder = project(Self.package, screenAt: "Sources/App")
        let run = CommandRunner.svrefactor(["apply", "--rule", "move-subviews-to-files"] + Self.limits + ["Sources"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(folder.read("Sources/App/ProfileView.swift") == Self.movedScreen)
        #expect(folder.read("Sources/App/ProfileHeader.swift") == Self.header)
        #expect(run.standardError.contains("Sources/App/ProfileHeader.swift: created [move-subviews-to-files]"), "\(run.standardError)")

        let again = CommandRunner.svrefactor(["check", "--rule", "move-subviews-to-files"] + Self.limits + ["Sources"], in: folder.path)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardError.contains("0 would change"), "\(again.standardError)")
    }

    /// Naming the one file gives what the whole module gives.
    @Test func aSingleFileRunMovesWhatTheModuleRunMoves() {
        let folder = project(Self.package, screenAt: "Sources/App")
        folder.write("Sources/App/Other.swift", "struct Other {}\n")
        let run = CommandRunner.svrefactor(["apply", "--rule", "move-subviews-to-files"] + Self.limits + ["Sources/App/ProfileView.swift"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(folder.read("Sources/App/ProfileHeader.swift") == Self.header)
    }

    @Test func dryRunPrintsACreationDiffThatGitApplies() throws {
        let folder = project(Self.package, screenAt: "Sources/App")
        let run = CommandRunner.svrefactor(["apply", "--dry-run", "--rule", "move-subviews-to-files"] + Self.limits + ["Sources"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("--- /dev/null\n+++ b/Sources/App/ProfileHeader.swift\n@@ -0,0 +1,14 @@\n"), "\(run.standardOutput)")
        #expect(folder.read("Sources/App/ProfileHeader.swift") == "<missing>")
        folder.write("change.diff", run.standardOutput)
        let git = CommandRunner.run("/usr/bin/env", ["git", "apply", "change.diff"], in: folder.path)
        #expect(git.status == 0, "\(git.standardError)")
        #expect(folder.read("Sources/App/ProfileHeader.swift") == Self.header)
        #expect(folder.read("Sources/App/ProfileView.swift") == Self.movedScreen)
    }

    @Test func theJSONReportListsCreatedFiles() throws {
        let folder = project(Self.package, screenAt: "Sources/App")
        let run = CommandRunner.svrefactor(["apply", "--reporter", "json", "--rule", "move-subviews-to-files"] + Self.limits + ["Sources"], in: folder.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let created = try #require(report["createdFiles"] as? [[String: String]])
        #expect(created == [["file": "Sources/App/ProfileHeader.swift", "from": "Sources/App/ProfileView.swift", "rule": "move-subviews-to-files"]])
        #expect((report["summary"] as? [String: Any])?["filesCreated"] as? Int == 1)
    }

    /// What stands where the new file would go is never replaced: the change is not made at all.
    @Test func aNewFileNeverReplacesWhatIsThere() throws {
        let folder = project(Self.package, screenAt: "Sources/App")
        // A folder of that name: not a Swift file of the module, so only the write itself meets it.
        try FileManager.default.createDirectory(atPath: folder.path + "/Sources/App/ProfileHeader.swift", withIntermediateDirectories: true)
        let run = CommandRunner.svrefactor(["apply", "--rule", "move-subviews-to-files"] + Self.limits + ["Sources/App/ProfileView.swift"], in: folder.path)
        #expect(run.status == 3, "\(run.standardError)")
        #expect(run.standardError.contains("Sources/App/ProfileView.swift: error: Sources/App/ProfileHeader.swift not created: a file named so is already there"), "\(run.standardError)")
        #expect(folder.read("Sources/App/ProfileView.swift") == Self.screen)
    }

    static let listedProject = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tF1 /* ProfileView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ProfileView.swift; sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = ( F1 ); path = App; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
        \t};
        }
        """

    @Test func anXcodeProjectThatListsFilesKeepsTheViewUnlessTheUserAcceptsIt() {
        let folder = project(["App.xcodeproj/project.pbxproj": Self.listedProject], screenAt: "App")
        let run = CommandRunner.svrefactor(["apply", "--rule", "move-subviews-to-files"] + Self.limits + ["App"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains(
            "App/ProfileView.swift:11:16: warning: 'ProfileHeader' is not moved to a file of its own: App.xcodeproj lists its files one by one"), "\(run.standardError)")
        #expect(folder.read("App/ProfileView.swift") == Self.screen)

        let accepted = CommandRunner.svrefactor(
            ["apply", "--rule", "move-subviews-to-files", "--option", "accept-unlisted-files=true"] + Self.limits + ["App"], in: folder.path)
        #expect(accepted.standardError.contains("'ProfileHeader' moves to ProfileHeader.swift, which App.xcodeproj does not list: add the file to its target"), "\(accepted.standardError)")
        #expect(folder.read("App/ProfileHeader.swift") == Self.header)
    }

    @Test func synchronizedFoldersXcodeGenAndTuistPickNewFilesUp() {
        let synchronized = """
            {
            \tobjects = {
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = ( S1 ); sourceTree = "<group>"; };
            \t};
            }
            """
        let layouts: [(String, [String: String], String)] = [
            ("synchronized folder", ["App.xcodeproj/project.pbxproj": synchronized], "App/Views"),
            ("XcodeGen", ["project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - path: App\n"], "App/Views"),
            ("Tuist", ["Project.swift": #"let project = Project(name: "App", targets: [.target(name: "App", sources: ["Targets/App/**"])])"#], "Targets/App"),
        ]
        for (kind, files, screenFolder) in layouts {
            let folder = project(files, screenAt: screenFolder)
            let run = CommandRunner.svrefactor(["apply", "--rule", "move-subviews-to-files"] + Self.limits + ["."], in: folder.path)
            #expect(run.status == 0, "\(kind): \(run.standardError)")
            #expect(folder.read(screenFolder + "/ProfileHeader.swift") == Self.header, "\(kind): \(run.standardError)")
        }
    }

    /// What the project files say, folder by folder (`NewFilePlacementReader`).
    @Test func projectFilesDecideFolderByFolder() {
        // A synchronized folder some target leaves this file out of: a new file would be in every target.
        let excepted = """
            {
            \tobjects = {
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1 ); path = App; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Views/ProfileView.swift ); };
            \t\tG0 = {isa = PBXGroup; children = ( S1 ); sourceTree = "<group>"; };
            \t};
            }
            """
        let exceptedFolder = project(["App.xcodeproj/project.pbxproj": excepted], screenAt: "App/Views")
        let exceptedRun = CommandRunner.svrefactor(["check", "--rule", "move-subviews-to-files"] + Self.limits + ["."], in: exceptedFolder.path)
        #expect(
            exceptedRun.standardError.contains("App.xcodeproj leaves ProfileView.swift out of some targets of its synchronized folder 'App' (membershipExceptions)"),
            "\(exceptedRun.standardError)")

        // An Xcode project that lists the file builds it, whatever a leftover manifest beside it says.
        let leftover = [
            "App.xcodeproj/project.pbxproj": Self.listedProject,
            "Package.swift": #"let package = Package(name: "App", targets: [.target(name: "App", path: "App")])"#,
        ]
        let leftoverFolder = project(leftover, screenAt: "App")
        let leftoverRun = CommandRunner.svrefactor(["check", "--rule", "move-subviews-to-files"] + Self.limits + ["App"], in: leftoverFolder.path)
        #expect(leftoverRun.standardError.contains("App.xcodeproj lists its files one by one"), "\(leftoverRun.standardError)")

        // XcodeGen specs that include others, with paths relative to the included spec; an exclude
        // that names a file cannot leave a new file out.
        let included = [
            "project.yml": "name: App\ninclude:\n  - path: App/SupportingFiles/target.yml\n",
            "App/SupportingFiles/target.yml":
                "targets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - path: ../Sources\n        excludes:\n          - Legacy/Old.swift\n",
        ]
        let includedFolder = project(included, screenAt: "App/Sources/Views")
        let includedRun = CommandRunner.svrefactor(["apply", "--rule", "move-subviews-to-files"] + Self.limits + ["."], in: includedFolder.path)
        #expect(includedFolder.read("App/Sources/Views/ProfileHeader.swift") == Self.header, "\(includedRun.standardError)")
    }

    @Test func noProjectOrAFolderThatCannotBeWrittenKeepsTheView() throws {
        let loose = project([:], screenAt: "Loose")
        let run = CommandRunner.svrefactor(["check", "--rule", "move-subviews-to-files"] + Self.limits + ["Loose"], in: loose.path)
        #expect(run.standardError.contains("svrefactor cannot tell whether the build would compile a new file in this folder (no Package.swift"), "\(run.standardError)")

        let readOnly = project(Self.package, screenAt: "Sources/App")
        let target = readOnly.path + "/Sources/App"
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: target)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target) }
        let readOnlyRun = CommandRunner.svrefactor(["apply", "--rule", "move-subviews-to-files"] + Self.limits + ["Sources"], in: readOnly.path)
        #expect(readOnlyRun.standardError.contains("the folder 'Sources/App' is not writable, so no file can be created there"), "\(readOnlyRun.standardError)")
        #expect(readOnly.read("Sources/App/ProfileView.swift") == Self.screen)
    }

    @Test func allRulesLeavesItOutAndRulesSaysSo() {
        let folder = project(Self.package, screenAt: "Sources/App")
        let rules = CommandRunner.svrefactor(["rules"], in: folder.path)
        #expect(rules.standardOutput.contains("(opt-in: only with --rule move-subviews-to-files)"), "\(rules.standardOutput)")
        let explain = CommandRunner.svrefactor(["explain", "move-subviews-to-files"], in: folder.path)
        #expect(explain.standardOutput.contains("It adds files to the project"), "\(explain.standardOutput)")
    }
}
