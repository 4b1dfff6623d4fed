import Foundation
import SVRefactorTestSupport
import Testing

/// `--staged` and `--changed-since`, in real git repositories.
@Suite("git-aware runs")
struct GitSelectionTests {
    func git(_ arguments: [String], in folder: TemporaryDirectory) {
        let result = CommandRunner.run(
            "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder.path)
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.standardError)")
    }

    /// A repository with a model class, a view that holds it and an unrelated view, committed.
    func repository() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        folder.write("App/Model.swift", "import Observation\n\n@Observable final class Model {\n    var count = 0\n}\n")
        folder.write("App/Counter.swift", "import SwiftUI\n\nstruct Counter: View {\n    @State private var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n")
        folder.write("App/About.swift", "import SwiftUI\n\nstruct About: View {\n    var body: some View { Text(\"About\") }\n}\n")
        git(["init", "-q"], in: folder)
        git(["add", "."], in: folder)
        git(["commit", "-q", "-m", "start"], in: folder)
        return folder
    }

    @Test func stagedSelectsOnlyStagedFilesAndHonoursExcludes() {
        let folder = repository()
        folder.write("App/About.swift", "import SwiftUI\n\nstruct About: View {\n    var body: some View { Text(\"About us\") }\n}\n")
        folder.write("App/Counter.swift", "// unstaged edit\n" + folder.read("App/Counter.swift"))
        git(["add", "App/About.swift"], in: folder)
        let result = CommandRunner.svrefactor(["check", "--staged", "--rule", "reorder-members"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.standardError.contains("1 file scanned"), "\(result.standardError)")

        let excluded = CommandRunner.svrefactor(["check", "--staged", "--exclude", "About.swift", "--rule", "reorder-members", "App/About.swift"], in: folder.path)
        #expect(excluded.status == 0)
        #expect(excluded.standardError.contains("no Swift file is staged"), "\(excluded.standardError)")
    }

    @Test func changedSinceAddsTheFilesThatDependOnTheChangedOnes() {
        let folder = repository()
        folder.write("App/Model.swift", "import Observation\n\n@Observable final class Model {\n    var count = 1\n}\n")
        let result = CommandRunner.svrefactor(["check", "--changed-since", "HEAD", "--rule", "extract-subviews", "."], in: folder.path)
        #expect(result.status == 0)
        // Model.swift and Counter.swift, which holds a Model; not About.swift.
        #expect(result.standardError.contains("2 files scanned"), "\(result.standardError)")
    }

    @Test func mistakesAreUsageErrors() {
        let folder = repository()
        let badRevision = CommandRunner.svrefactor(["check", "--changed-since", "no-such-branch", "--rule", "reorder-members"], in: folder.path)
        #expect(badRevision.status == 2)
        #expect(badRevision.standardError.contains("'no-such-branch' is not a revision"))

        let outside = TemporaryDirectory()
        outside.write("A.swift", "let a = 1\n")
        let noRepository = CommandRunner.svrefactor(["check", "--staged", "--rule", "reorder-members"], in: outside.path)
        #expect(noRepository.status == 2)
        #expect(noRepository.standardError.contains("--staged needs a git work tree"))
    }
}
