import Foundation
import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// A realistic module of several files under `Fixtures/<rule-id>/modules/<Scenario>/`: `before/`
/// holds the module, `after/` what the rule makes of it when it sees the whole module, and
/// `options.txt` (optional) the rule's options, `findings.txt` (optional) the findings, one per line, as `File.swift:line:col: warning: … [rule-id]`.
/// For a rule that creates files, `after/` also holds the files it creates, and `placement.txt`
/// (optional) says what the project makes of a new file: `listed App.xcodeproj` (a project that
/// lists files one by one); by default, the build picks new files up.
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

    /// ``ProjectModel/newFileFolders`` for the fixture's one folder.
    var newFileFolders: NewFileFolders {
        let text = (try? String(contentsOfFile: "\(folder)/placement.txt", encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
        if text.hasPrefix("listed ") { return NewFileFolders(placements: ["": .listedFileByFile(project: String(text.dropFirst("listed ".count)))]) }
        return NewFileFolders(placements: ["": .pickedUp(by: "the fixture's package")])
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
    func run(_ fixture: ModuleFixture, side: String) throws -> [(file: String, output: String, findings: [String], created: [String: String])] {
        let ruleType = try #require(RuleRegistry.rule(withID: fixture.ruleID))
        let sources = try fixture.files(side).map { ($0, try fixture.read(side, $0)) }
        var model = ProjectModel.parsing(sources.map { (path: $0.0, source: $0.1) })
        model.newFileFolders = fixture.newFileFolders
        let harness = RuleHarness(ruleType, options: fixture.options, project: model)
        return sources.map { file, source in
            let run = harness.run(source, path: file)
            if let problem = run.problem { Issue.record("\(file): \(problem)") }
            return (file, run.output, run.findings.map { $0.formatted(path: file) }, run.createdFiles)
        }
    }

    @Test(arguments: ModuleFixture.all)
    func moduleRewritesToItsExpectedOutput(_ fixture: ModuleFixture) throws {
        // after/ holds before/'s files, and those the rule creates.
        let before = Set(fixture.files("before")), after = Set(fixture.files("after"))
        #expect(before.isSubset(of: after), "after/ must hold every file of before/")
        var findings: [String] = []
        var created: [String: String] = [:]
        for result in try run(fixture, side: "before") {
            let expected = try fixture.read("after", result.file)
            #expect(
                result.output == expected,
                "\(result.file):\n\(ExampleVerifier.visibleDiff(expected: expected, actual: result.output))")
            findings += result.findings
            created.merge(result.created) { first, _ in first }
        }
        #expect(Set(created.keys) == after.subtracting(before), "the files the rule creates are after/'s files that before/ does not have")
        for (file, text) in created.sorted(by: { $0.key < $1.key }) where after.contains(file) {
            let expected = try fixture.read("after", file)
            #expect(text == expected, "created \(file):\n\(ExampleVerifier.visibleDiff(expected: expected, actual: text))")
        }
        let expectedFindings = (try? String(contentsOfFile: "\(fixture.folder)/findings.txt", encoding: .utf8))
            .map { $0.split(separator: "\n").map(String.init) } ?? []
        #expect(findings == expectedFindings)

        // Idempotent: the expected module is a fixed point.
        for result in try run(fixture, side: "after") {
            #expect(result.output == (try fixture.read("after", result.file)), "running the rule on after/\(result.file) changes it again")
            #expect(result.created.isEmpty, "running the rule on after/\(result.file) creates files again")
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
        for id in ["extract-subviews", "hoist-closures", "init-view-model", "migrate-observation", "observable-main-actor", "view-model-imports-ui", "move-subviews-to-files"] {
            #expect(ModuleFixture.all.contains { $0.ruleID == id }, "Fixtures/\(id)/modules/ has no fixtures")
        }
    }
}
