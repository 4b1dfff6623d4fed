import Foundation
import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// A realistic module of several files under `Fixtures/<rule-id>/modules/<Scenario>/`: `before/`
/// holds the module, `after/` what the rule makes of it when it sees the whole module, and
/// `options.txt` (optional) the rule's options, `findings.txt` (optional) the findings, one per line, as `File.swift:line:col: warning: … [rule-id]`.
/// Its README says which real-app pattern it models and what the rule must do.
struct ModuleFixture: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var name: String

    var testDescription: String { "\(ruleID)/modules/\(name)" }

    var folder: String { RepositoryLayout.path("Fixtures/\(ruleID)/modules/\(name)") }

    func files(_ side: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(side)")) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func read(_ side: String, _ file: String) throws -> String {
        try String(contentsOfFile: "\(folder)/\(side)/\(file)", encoding: .utf8)
    }

    /// Whether `after/` is the same folder as `before/` (both link to one shared module).
    var afterIsBefore: Bool {
        let resolve = { (side: String) in URL(fileURLWithPath: "\(folder)/\(side)").resolvingSymlinksInPath().path }
        return resolve("before") == resolve("after")
    }

    /// `options.txt` (optional): `name=value` lines, as `--option` takes them.
    var options: [String: String] {
        let text = (try? String(contentsOfFile: "\(folder)/options.txt", encoding: .utf8)) ?? ""
        return Dictionary(uniqueKeysWithValues: text.split(separator: "\n").map { line in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        })
    }

    static let all: [ModuleFixture] = RuleRegistry.ids.flatMap { id in
        let modules = RepositoryLayout.path("Fixtures/\(id)/modules")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? []).sorted()
        return names.map { ModuleFixture(ruleID: id, name: $0) }
    }
}

@Suite("Module fixtures")
struct ModuleFixtureTests {
    /// Runs the fixture's rule over every file of `side`, each seeing the module the files make up.
    func run(_ fixture: ModuleFixture, side: String) throws -> [(file: String, output: String, findings: [String])] {
        let ruleType = try #require(RuleRegistry.rule(withID: fixture.ruleID))
        let sources = try fixture.files(side).map { ($0, try fixture.read(side, $0)) }
        let harness = RuleHarness(ruleType, options: fixture.options, project: ProjectModel.parsing(sources.map { (path: $0.0, source: $0.1) }))
        return sources.map { file, source in
            let run = harness.run(source, path: file)
            if let problem = run.problem { Issue.record("\(file): \(problem)") }
            return (file, run.output, run.findings.map { $0.formatted(path: file) })
        }
    }

    @Test(arguments: ModuleFixture.all)
    func moduleRewritesToItsExpectedOutput(_ fixture: ModuleFixture) throws {
        #expect(fixture.files("before") == fixture.files("after"), "before/ and after/ must hold the same files")
        var findings: [String] = []
        for result in try run(fixture, side: "before") {
            let expected = try fixture.read("after", result.file)
            #expect(
                result.output == expected,
                "\(result.file):\n\(ExampleVerifier.visibleDiff(expected: expected, actual: result.output))")
            findings += result.findings
        }
        let expectedFindings = (try? String(contentsOfFile: "\(fixture.folder)/findings.txt", encoding: .utf8))
            .map { $0.split(separator: "\n").map(String.init) } ?? []
        #expect(findings == expectedFindings)

        // Idempotent: the expected module is a fixed point.
        for result in try run(fixture, side: "after") {
            #expect(result.output == (try fixture.read("after", result.file)), "running the rule on after/\(result.file) changes it again")
        }
    }

    @Test(arguments: ModuleFixture.all)
    func moduleTypeChecksBeforeAndAfter(_ fixture: ModuleFixture) throws {
        let checker = try SwiftUITypeChecker.shared.get()
        // A check's `after/` that links to `before/` holds the same files: one type-check is enough.
        let sides = fixture.afterIsBefore ? ["before"] : ["before", "after"]
        for side in sides {
            let paths = fixture.files(side).map { "\(fixture.folder)/\(side)/\($0)" }
            for mode in SwiftUITypeChecker.LanguageMode.allCases {
                let result = checker.typeCheck(files: paths, mode: mode)
                #expect(result.succeeded, "\(side)/, Swift \(mode.rawValue) mode:\n\(result.errors.joined(separator: "\n"))")
            }
        }
    }

    @Test func everyRuleThatLooksAcrossFilesHasModuleFixtures() {
        for id in ["extract-subviews", "hoist-closures", "init-view-model", "migrate-observation", "observable-main-actor", "view-model-imports-ui"] {
            #expect(ModuleFixture.all.contains { $0.ruleID == id }, "Fixtures/\(id)/modules/ has no fixtures")
        }
    }
}
