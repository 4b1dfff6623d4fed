import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SVRefactorTestSupport
import Testing

/// Runs the built `svrefactor` on temporary folders, as a user would.
@Suite("svrefactor end to end")
struct EndToEndTests {
    func svrefactor(_ arguments: String..., in directory: TemporaryDirectory, input: String? = nil) -> CommandRunner.Result {
        CommandRunner.svrefactor(arguments, in: directory.path, input: input)
    }

    // MARK: - apply, dry-run, check

    @Test func applyRewritesInPlaceAndLeavesOrderedFilesAlone() throws {
        let folder = TemporaryDirectory()
        folder.write("Views/Counter.swift", Samples.unordered)
        folder.write("Views/Done.swift", Samples.ordered(named: "DoneView"))
        let doneBefore = try FileManager.default.attributesOfItem(atPath: folder.path + "/Views/Done.swift")[.modificationDate] as? Date

        let result = svrefactor("apply", "--rule", "reorder-members", "--option", "follow-module=false", "Views", in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(folder.read("Views/Counter.swift") == Samples.ordered)
        #expect(folder.read("Views/Done.swift") == Samples.ordered(named: "DoneView"))
        let doneAfter = try FileManager.default.attributesOfItem(atPath: folder.path + "/Views/Done.swift")[.modificationDate] as? Date
        #expect(doneBefore == doneAfter, "an unchanged file must not be rewritten")
        #expect(result.standardError.contains("Views/Counter.swift: rewritten [reorder-members]"))
        #expect(result.standardError.contains("2 files scanned, 1 changed, 0 skipped, 0 failed"))
    }

    @Test func applyKeepsPermissions() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("Counter.swift", Samples.unordered)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(svrefactor("apply", "--rule", "reorder-members", "Counter.swift", in: folder).status == 0)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(folder.read("Counter.swift") == Samples.ordered)
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Counter.swift"])
    }

    @Test func dryRunWritesNothingAndItsDiffAppliesWithGitApply() throws {
        let folder = TemporaryDirectory()
        folder.write("A.swift", Samples.unordered(named: "AView"))
        folder.write("Sub/B.swift", Samples.unordered(named: "BView").replacingOccurrences(of: "\n", with: "\r\n"))
        folder.write("Sub/C.swift", Samples.ordered(named: "CView"))
        let before = ["A.swift", "Sub/B.swift", "Sub/C.swift"].map { folder.bytes($0) }

        let result = svrefactor("apply", "--dry-run", "--rule", "reorder-members", ".", in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(["A.swift", "Sub/B.swift", "Sub/C.swift"].map { folder.bytes($0) } == before, "dry-run must not write")
        #expect(result.standardOutput.hasPrefix("--- a/A.swift\n+++ b/A.swift\n@@ "))
        #expect(result.standardOutput.contains("--- a/Sub/B.swift\n+++ b/Sub/B.swift\n"))
        #expect(!result.standardOutput.contains("C.swift"))
        #expect(!result.standardOutput.contains("\u{1B}["), "no colour when not on a terminal")

        // The diff applies with git and gives exactly what `apply` writes.
        folder.write("change.patch", result.standardOutput)
        let git = CommandRunner.run("/usr/bin/env", ["git", "apply", "--check", "change.patch"], in: folder.path)
        #expect(git.status == 0, "git apply --check: \(git.standardError)")
        #expect(CommandRunner.run("/usr/bin/env", ["git", "apply", "change.patch"], in: folder.path).status == 0)
        let patched = ["A.swift", "Sub/B.swift"].map { folder.bytes($0) }
        try FileManager.default.removeItem(atPath: folder.path + "/change.patch")
        folder.write("A.swift", Samples.unordered(named: "AView"))
        folder.write("Sub/B.swift", Samples.unordered(named: "BView").replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(svrefactor("apply", "--rule", "reorder-members", ".", in: folder).status == 0)
        #expect(["A.swift", "Sub/B.swift"].map { folder.bytes($0) } == patched)
        // Two of the three views put `@State` above `@Environment`: the module is split on it, and
        // each view keeps its way; `body` still goes below the stored properties.
        let stateFirst = Samples.ordered(named: "BView").replacingOccurrences(
            of: "    @Environment(\\.dismiss) private var dismiss\n    @State private var count = 0\n",
            with: "    @State private var count = 0\n    @Environment(\\.dismiss) private var dismiss\n")
        #expect(folder.read("Sub/B.swift") == stateFirst.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test func colorAlwaysColoursTheDiff() {
        let folder = TemporaryDirectory()
        folder.write("A.swift", Samples.unordered)
        let result = svrefactor("apply", "--dry-run", "--color", "always", "--rule", "reorder-members", "A.swift", in: folder)
        #expect(result.standardOutput.contains("\u{1B}[31m-"))
        #expect(result.standardOutput.contains("\u{1B}[32m+"))
    }

    @Test func checkExitsOneWhenFilesWouldChangeAndZeroWhenClean() {
        let folder = TemporaryDirectory()
        folder.write("Clean.swift", Samples.ordered)
        let clean = svrefactor("check", "--rule", "reorder-members", "--option", "follow-module=false", ".", in: folder)
        #expect(clean.status == 0, "\(clean.standardError)")
        #expect(clean.standardOutput.isEmpty)

        folder.write("Dirty.swift", Samples.unordered(named: "DirtyView"))
        let dirty = svrefactor("check", "--rule", "reorder-members", "--option", "follow-module=false", ".", in: folder)
        #expect(dirty.status == 1)
        #expect(dirty.standardError.contains("Dirty.swift:4:1: error: would be rewritten; see the change with `svrefactor apply --dry-run --rule reorder-members "))
        // Clean.swift's result comes from the first run's cache.
        #expect(dirty.standardError.contains("2 files scanned, 1 from the cache, 1 would change"), "\(dirty.standardError)")
        #expect(folder.read("Dirty.swift") == Samples.unordered(named: "DirtyView"), "check must not write")
    }

    @Test func findingsPrintInTheCompilerFormat() {
        let folder = TemporaryDirectory()
        folder.write("Row.swift", """
            struct Row: View {
                @State var isOn = false
                let title: String
                var body: some View { Text(title) }
            }

            """)
        let result = svrefactor("check", "--rule", "reorder-members", "--option", "lets-before-state=true", "Row.swift", in: folder)
        #expect(result.status == 0)
        #expect(result.standardError.contains("Row.swift:3:5: warning: 'title' stays after 'isOn'"))
        #expect(result.standardError.contains("[reorder-members]\n"))
        #expect(result.standardError.contains("1 finding in"))
    }

    // MARK: - Standard input

    @Test func standardInputIsRewrittenToStandardOutput() {
        let folder = TemporaryDirectory()
        let result = svrefactor("apply", "--rule", "reorder-members", "--stdin-path", "Counter.swift", "-", in: folder, input: Samples.unordered)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == Samples.ordered)

        let unchanged = svrefactor("apply", "--rule", "reorder-members", "-", in: folder, input: Samples.ordered)
        #expect(unchanged.standardOutput == Samples.ordered)

        let diff = svrefactor("apply", "--dry-run", "--rule", "reorder-members", "--stdin-path", "Counter.swift", "-", in: folder, input: Samples.unordered)
        #expect(diff.standardOutput.hasPrefix("--- a/Counter.swift\n+++ b/Counter.swift\n"))

        let check = svrefactor("check", "--rule", "reorder-members", "--stdin-path", "Counter.swift", "-", in: folder, input: Samples.unordered)
        #expect(check.status == 1)
        #expect(check.standardOutput.isEmpty)
    }

    @Test func standardInputWithSyntaxErrorsIsEchoedUnchanged() {
        let folder = TemporaryDirectory()
        let broken = "struct A: View {\n    var body: some View {\n"
        let result = svrefactor("apply", "--rule", "reorder-members", "--stdin-path", "A.swift", "-", in: folder, input: broken)
        #expect(result.status == 3)
        #expect(result.standardOutput == broken)
        #expect(result.standardError.contains("A.swift:2:26: error: skipped: syntax error: expected '}' to end variable"))
    }

    // MARK: - Determinism and batches

    @Test func outputIsTheSameForOneWorkerAndMany() {
        let folder = TemporaryDirectory()
        for index in 0..<60 {
            let name = "View\(index)"
            switch index % 4 {
            case 0: folder.write("Module\(index % 3)/\(name).swift", Samples.unordered(named: name))
            case 1: folder.write("Module\(index % 3)/\(name).swift", Samples.ordered(named: name))
            case 2: folder.write("Module\(index % 3)/\(name).swift", "struct \(name): View {\n    @State var a = 0\n    let b: Int\n    var body: some View { Text(\"\") }\n}\n")
            default: folder.write("Module\(index % 3)/\(name).swift", "struct \(name) {\n    let = \n}\n")
            }
        }
        func run(_ jobs: String, check: Bool) -> (Int32, String, String) {
            let result = check
                // Without the cache: the second run would reuse the first's results (CacheTests covers that).
                ? svrefactor("check", "--no-cache", "--rule", "reorder-members", "--jobs", jobs, ".", in: folder)
                : svrefactor("apply", "--dry-run", "--rule", "reorder-members", "--jobs", jobs, ".", in: folder)
            // The summary's duration differs from run to run.
            let stderr = result.standardError.replacing(#/ in [0-9.]+s\n/#, with: "\n")
            return (result.status, result.standardOutput, stderr)
        }
        for check in [false, true] {
            let one = run("1", check: check)
            let four = run("4", check: check)
            #expect(one == four)
            #expect(one.0 == 3, "files with syntax errors make the run exit 3")
            #expect(one.2.contains("60 files scanned"))
        }
    }

    @Test func foldersSkipBuildFoldersExcludesAndGitIgnoredFiles() {
        let folder = TemporaryDirectory()
        for path in [
            "App/Kept.swift", ".build/debug/X.swift", "Pods/P/X.swift", "Carthage/C/X.swift", "DerivedData/X.swift",
            ".swiftpm/X.swift", "App/Generated/G.swift", "App/Thing.generated.swift", "Legacy/Old.swift", "Ignored/I.swift",
            "App/Tracked/T.swift",
        ] {
            folder.write(path, Samples.unordered(named: "V\(abs(path.hashValue % 1000))"))
        }
        folder.write(".gitignore", "Ignored/\nApp/Tracked/\n")
        _ = CommandRunner.run("/usr/bin/env", ["git", "init", "-q"], in: folder.path)
        // A tracked file is processed even if it matches .gitignore, as git itself does.
        _ = CommandRunner.run("/usr/bin/env", ["git", "add", "-f", "App/Tracked/T.swift"], in: folder.path)

        let result = svrefactor(
            "check", "--rule", "reorder-members", "--option", "follow-module=false", "--exclude", "Generated", "--exclude", "*.generated.swift",
            "--exclude", "Legacy/**", ".", in: folder)
        let reported = result.standardError.split(separator: "\n").filter { $0.contains("would be rewritten") }.map { String($0.split(separator: ":")[0]) }
        #expect(reported == ["App/Kept.swift", "App/Tracked/T.swift"], "\(result.standardError)")
        #expect(result.standardError.contains("2 files scanned (2 files and 2 folders excluded)"))

        let noGitIgnore = svrefactor("check", "--rule", "reorder-members", "--option", "follow-module=false", "--no-gitignore", ".", in: folder)
        #expect(noGitIgnore.standardError.contains("Ignored/I.swift"))
    }

    @Test func anExplicitlyNamedFileIsAlwaysProcessed() {
        let folder = TemporaryDirectory()
        folder.write("Generated/G.swift", Samples.unordered)
        let result = svrefactor("check", "--rule", "reorder-members", "--exclude", "Generated", "Generated/G.swift", in: folder)
        #expect(result.status == 1)

        // Also when it sits in a build folder or matches .gitignore.
        folder.write(".build/debug/B.swift", Samples.unordered)
        folder.write("Ignored/I.swift", Samples.unordered)
        folder.write(".gitignore", "Ignored/\n")
        _ = CommandRunner.run("/usr/bin/env", ["git", "init", "-q"], in: folder.path)
        for path in [".build/debug/B.swift", "Ignored/I.swift"] {
            let named = svrefactor("check", "--rule", "reorder-members", path, in: folder)
            #expect(named.status == 1, "\(path): \(named.standardError)")
            #expect(named.standardError.contains("\(path):4:1: error: would be rewritten; see the change with `svrefactor apply --dry-run --rule reorder-members "), "\(named.standardError)")
        }
    }

    @Test func aLargeBatchShowsProgressOnlyOnATerminal() throws {
        let folder = TemporaryDirectory()
        for index in 0..<120 { folder.write("V\(index).swift", Samples.ordered(named: "V\(index)")) }
        let piped = svrefactor("check", "--rule", "reorder-members", ".", in: folder)
        #expect(!piped.standardError.contains("files processed"))
        // `script` runs the command on a pseudo-terminal.
        let command = "'\(CommandRunner.executable)' check --rule reorder-members ."
        let onTerminal = CommandRunner.run("/usr/bin/script", ["-qec", command, "/dev/null"], in: folder.path)
        #expect(onTerminal.standardOutput.contains("] 120/120 files processed"), "\(onTerminal.standardOutput)")
        #expect(onTerminal.standardOutput.contains("120 files scanned"))
    }

    @Test func indexingALargeModuleShowsProgressOnlyOnATerminal() throws {
        let folder = TemporaryDirectory()
        for index in 0..<120 { folder.write("V\(index).swift", Samples.ordered(named: "V\(index)")) }
        // One file is processed; its module, the folder's 120 files, is indexed first.
        let piped = svrefactor("check", "--rule", "extract-subviews", "V0.swift", in: folder)
        #expect(piped.standardError.contains("1 file scanned, 120 indexed"), "\(piped.standardError)")
        #expect(!piped.standardError.contains("files indexed"))
        let command = "'\(CommandRunner.executable)' check --rule extract-subviews V0.swift"
        let onTerminal = CommandRunner.run("/usr/bin/script", ["-qec", command, "/dev/null"], in: folder.path)
        #expect(onTerminal.standardOutput.contains("] 120/120 files indexed"), "\(onTerminal.standardOutput)")
    }

    @Test func timingsShowEveryPhase() {
        let folder = TemporaryDirectory()
        folder.write("A.swift", Samples.unordered)
        let result = svrefactor("apply", "--timings", "--rule", "reorder-members", "A.swift", in: folder)
        for phase in ["read", "parse", "rule reorder-members", "verify (re-parse)", "write", "files/s"] {
            #expect(result.standardError.contains(phase), "missing \(phase) in \(result.standardError)")
        }
        // The other two phases: building the module's model (for rules that use it) and the dry-run diff.
        folder.write("A.swift", Samples.unordered)
        let preview = svrefactor("apply", "--dry-run", "--timings", "--rule", "reorder-members", "--rule", "init-view-model", "A.swift", in: folder)
        for phase in ["index (model)", "rule init-view-model", "diff"] {
            #expect(preview.standardError.contains(phase), "missing \(phase) in \(preview.standardError)")
        }
    }

    // MARK: - Bad input

    /// Issue 10, defect 4: a named pipe given on the command line hung the run forever.
    @Test(.timeLimit(.minutes(1)))
    func aNamedPipeIsRefusedWithoutBlocking() throws {
        let folder = TemporaryDirectory()
        folder.write("A.swift", Samples.ordered)
        #expect(mkfifo(folder.path + "/p.swift", 0o644) == 0)
        let result = svrefactor("check", "--all-rules", "p.swift", "A.swift", in: folder)
        #expect(result.status == 3, "\(result.standardError)")
        #expect(result.standardError.contains("p.swift: error: cannot read: not a regular file (a named pipe); svrefactor only reads regular files"))
        #expect(result.standardError.contains("2 files scanned"))
    }

    /// Issue 10: a run killed with `kill -9` mid-write leaves its temporary file; the next `apply`
    /// over the folder removes it, unless its process is still running (another run, writing now).
    @Test func applyRemovesTemporaryFilesOfRunsThatEnded() throws {
        let folder = TemporaryDirectory()
        folder.write("A.swift", Samples.ordered)
        // A process that has ended: a child that ran and was waited for.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let abandoned = ".A.swift.svrefactor-\(child.processIdentifier)-42.tmp"
        let live = ".A.swift.svrefactor-\(getpid())-7.tmp"
        folder.write(abandoned, "half written")
        folder.write(live, "being written")

        let check = svrefactor("check", "--rule", "reorder-members", ".", in: folder)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(folder.read(abandoned) == "half written", "check writes nothing, so it removes nothing")

        let apply = svrefactor("apply", "--rule", "reorder-members", ".", in: folder)
        #expect(apply.status == 0, "\(apply.standardError)")
        #expect(apply.standardError.contains("removed 1 temporary file an interrupted run left behind"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + abandoned))
        #expect(folder.read(live) == "being written")
    }

    @Test func aMissingPathIsAUsageError() {
        let folder = TemporaryDirectory()
        let result = svrefactor("apply", "--rule", "reorder-members", "Nope.swift", in: folder)
        #expect(result.status == 2)
        #expect(result.standardError == "error: Nope.swift: No such file or directory\n")
    }

    @Test func aFolderWithoutSwiftFilesIsAUsageError() {
        let folder = TemporaryDirectory()
        folder.write("README.md", "# nothing")
        let result = svrefactor("check", "--rule", "reorder-members", ".", in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("error: no Swift files found in ."))
    }

    @Test func unknownRulesOptionsAndMissingArgumentsAreUsageErrors() {
        let folder = TemporaryDirectory()
        folder.write("A.swift", Samples.ordered)
        let cases: [([String], String)] = [
            (["apply", "--rule", "nope", "A.swift"], "unknown rule 'nope'; available rules: stable-view-tree, long-body, view-model-imports-ui, observable-main-actor, observed-object-owned, no-anyview, foreach-index-id, navigation-stack, foreground-style, private-state, migrate-observation, init-view-model, hoist-closures, extract-subviews, reorder-members"),
            (["apply", "A.swift"], "no rule selected"),
            (["apply", "--rule", "reorder-members"], "no input"),
            (["apply", "--rule", "reorder-members", "--option", "x=1", "A.swift"], "unknown option 'x'"),
            (["apply", "--nope", "--rule", "reorder-members", "A.swift"], "Unknown option '--nope'"),
            (["apply", "--rule", "reorder-members", "--jobs", "0", "A.swift"], "--jobs must be at least 1"),
            // Issue 10: a negative count was read as a flag ("Missing value").
            (["apply", "--rule", "reorder-members", "--jobs", "-1", "A.swift"], "--jobs must be at least 1"),
            (["apply", "--rule", "reorder-members", "-j", "-4", "A.swift"], "--jobs must be at least 1"),
            (["apply", "--rule", "reorder-members", "-", "A.swift"], "cannot be combined"),
            (["explain", "nope"], "unknown rule 'nope'"),
            (["frobnicate"], "Unexpected argument"),
        ]
        for (arguments, message) in cases {
            let result = CommandRunner.svrefactor(arguments, in: folder.path)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
    }

    @Test func unprocessableFilesAreReportedAndTheRestAreStillProcessed() throws {
        let folder = TemporaryDirectory()
        folder.write("Good.swift", Samples.unordered)
        folder.write("Latin1.swift", bytes: Array("let s = \"caf".utf8) + [0xE9] + Array("\"\n".utf8))
        folder.write("Broken.swift", "struct A {\n    let = \n}\n")
        folder.write("Empty.swift", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Loop.swift", withDestinationPath: "Loop.swift")
        // Unreadable: a mode-000 file, except for root, which reads anything; /proc/self/mem fails for everyone.
        if geteuid() == 0 {
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/Unreadable.swift", withDestinationPath: "/proc/self/mem")
        } else {
            let path = folder.write("Unreadable.swift", Samples.unordered)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        }

        let result = svrefactor("apply", "--rule", "reorder-members", "--option", "follow-module=false", "Good.swift", "Latin1.swift", "Broken.swift", "Empty.swift", "Loop.swift", "Unreadable.swift", in: folder)
        #expect(result.status == 3, "\(result.standardError)")
        #expect(folder.read("Good.swift") == Samples.ordered, "the good file is still processed")
        let stderr = result.standardError
        #expect(stderr.contains("Latin1.swift:1:1: error: skipped: not valid UTF-8 (first invalid byte at offset 12)"))
        #expect(stderr.contains("Broken.swift:2:9: error: skipped: syntax error: "))
        #expect(stderr.contains("Loop.swift: error: cannot read: Too many levels of symbolic links"))
        #expect(stderr.contains("Unreadable.swift: error: cannot read:"))
        #expect(!stderr.contains("Empty.swift"))
        #expect(stderr.contains("6 files scanned, 1 changed, 2 skipped (1 not UTF-8, 1 syntax errors), 2 failed"))
        #expect(folder.bytes("Empty.swift").isEmpty)
    }

    @Test func aReadOnlyFileIsNotWrittenInApplyMode() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("ReadOnly.swift", Samples.unordered)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let result = svrefactor("apply", "--rule", "reorder-members", "ReadOnly.swift", in: folder)
        #expect(result.status == 3)
        #expect(result.standardError.contains("ReadOnly.swift: error: not written: the file's permissions (0444) allow no writing"))
        #expect(folder.read("ReadOnly.swift") == Samples.unordered)
        // Previewing it is fine.
        #expect(svrefactor("apply", "--dry-run", "--rule", "reorder-members", "ReadOnly.swift", in: folder).status == 0)
    }

    @Test func aSymlinkedFileIsWrittenThroughToItsTarget() throws {
        let folder = TemporaryDirectory()
        folder.write("Real/Counter.swift", Samples.unordered)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link.swift", withDestinationPath: "Real/Counter.swift")
        #expect(svrefactor("apply", "--rule", "reorder-members", "Link.swift", in: folder).status == 0)
        #expect(folder.read("Real/Counter.swift") == Samples.ordered)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Link.swift") == "Real/Counter.swift")
    }

    // MARK: - Information commands

    @Test func rulesExplainAndHelpAnswerQuestions() {
        let folder = TemporaryDirectory()
        let rules = CommandRunner.svrefactor(["rules"], in: folder.path)
        #expect(rules.status == 0)
        #expect(rules.standardOutput.hasPrefix("stable-view-tree        Reports a body or view helper"))
        #expect(rules.standardOutput.contains("\nmigrate-observation     Moves ObservableObject classes to @Observable"))
        #expect(rules.standardOutput.contains("\ninit-view-model         Makes an optional, lazily created view model non-optional"))
        #expect(rules.standardOutput.contains("\nhoist-closures          Moves non-trivial button actions"))
        #expect(rules.standardOutput.contains("\nextract-subviews        Turns computed `some View` helpers"))
        #expect(rules.standardOutput.contains("\nreorder-members         Orders a SwiftUI view's members"))

        let explain = CommandRunner.svrefactor(["explain", "reorder-members"], in: folder.path)
        #expect(explain.status == 0)
        #expect(explain.standardOutput.contains("memberwise initializer"))
        #expect(explain.standardOutput.contains("EXAMPLE: "))
        #expect(explain.standardOutput.contains("Before:"))

        let help = CommandRunner.svrefactor(["apply", "--help"], in: folder.path)
        #expect(help.status == 0)
        for text in ["--dry-run", "--exclude", "--jobs", "--stdin-path", "EXIT CODES", "3  Some files could not be processed"] {
            #expect(help.standardOutput.contains(text), "apply --help lacks \(text)")
        }
    }
}
