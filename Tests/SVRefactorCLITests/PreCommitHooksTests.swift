import Foundation
@testable import SVRefactorCLI
import SVRefactorTestSupport
import Testing
import Yams

/// `.pre-commit-hooks.yaml`: the fields pre-commit's manifest schema requires, and entries that
/// svrefactor's command line accepts with file names appended, as pre-commit calls them.
/// (`pre-commit validate-manifest .pre-commit-hooks.yaml` accepts it too; see Docs/testing.md.)
@Suite("pre-commit hooks")
struct PreCommitHooksTests {
    @Test func theManifestDeclaresACheckAndAnApplyHookOnSwiftFiles() throws {
        let text = try String(contentsOfFile: RepositoryLayout.root + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let hooks = try #require(try Yams.load(yaml: text) as? [[String: Any]])
        #expect(hooks.map { $0["id"] as? String } == ["svrefactor-check", "svrefactor-apply"])
        for hook in hooks {
            for key in ["id", "name", "entry", "language"] { #expect(hook[key] is String, "\(key) is required") }
            #expect(hook["language"] as? String == "swift")
            #expect(hook["types"] as? [String] == ["swift"])
            #expect(hook["require_serial"] as? Bool == true)
            let entry = try #require((hook["entry"] as? String)?.split(separator: " ").map(String.init))
            #expect(entry.first == "svrefactor")
            #expect(throws: Never.self) { try SVRefactorCommand.parseAsRoot(Array(entry.dropFirst()) + ["A.swift", "B.swift"]) }
        }
    }
}
