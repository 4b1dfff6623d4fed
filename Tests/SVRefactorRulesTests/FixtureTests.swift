import Foundation
import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// A realistic file under Fixtures/<rule-id>/before/, with its expected output in after/ and,
/// optionally, the findings the rule must report in findings/<name>.txt (`line:col: warning: message`).
struct FixtureCase: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var name: String

    var testDescription: String { "\(ruleID)/\(name)" }

    func path(_ folder: String, _ file: String? = nil) -> String {
        RepositoryLayout.path("Fixtures/\(ruleID)/\(folder)/\(file ?? name)")
    }

    static let all: [FixtureCase] = RuleRegistry.ids.flatMap { id in
        let before = RepositoryLayout.path("Fixtures/\(id)/before")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: before)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { FixtureCase(ruleID: id, name: $0) }
    }
}

@Suite("Fixtures")
struct FixtureTests {
    @Test func everyRuleHasFixtures() {
        // A rule that only works on a module (migrate-observation) has module fixtures instead.
        for id in RuleRegistry.ids {
            #expect(
                FixtureCase.all.contains { $0.ruleID == id } || ModuleFixture.all.contains { $0.ruleID == id },
                "neither Fixtures/\(id)/before/ nor Fixtures/\(id)/modules/ has fixtures")
        }
    }

    @Test(arguments: FixtureCase.all)
    func fixtureRewritesToItsExpectedOutput(_ fixture: FixtureCase) throws {
        let ruleType = try #require(RuleRegistry.rule(withID: fixture.ruleID))
        let pipeline = Pipeline(rules: [ruleType.init(options: RuleOptionValues.defaults(for: ruleType.metadata.options))])
        let before = try Data(contentsOf: URL(fileURLWithPath: fixture.path("before")))
        let after = try Data(contentsOf: URL(fileURLWithPath: fixture.path("after")))

        var timings = PhaseTimings()
        let outcome = pipeline.process([UInt8](before), path: fixture.name, timings: &timings)
        let output: [UInt8]
        switch outcome.status {
        case .unchanged: output = [UInt8](before)
        case let .changed(newSource, _): output = newSource
        case let .skipped(reason): Issue.record("skipped: \(reason)"); return
        case let .failed(reason): Issue.record("failed: \(reason)"); return
        }
        #expect(
            output == [UInt8](after),
            "\(ExampleVerifier.visibleDiff(expected: String(decoding: after, as: UTF8.self), actual: String(decoding: output, as: UTF8.self)))")

        let expectedFindings = (try? String(contentsOfFile: fixture.path("findings", fixture.name.replacingAll(".swift", with: ".txt")), encoding: .utf8))
            .map { $0.split(separator: "\n").map(String.init) } ?? []
        let findings = outcome.findings.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
        #expect(findings == expectedFindings)

        // Idempotent: the expected output is a fixed point.
        let again = pipeline.process([UInt8](after), path: fixture.name, timings: &timings)
        #expect(again.status == .unchanged, "running the rule on after/\(fixture.name) changes it again")
    }

    @Test(arguments: FixtureCase.all)
    func fixtureTypeChecksBeforeAndAfter(_ fixture: FixtureCase) throws {
        let checker = try SwiftUITypeChecker.shared.get()
        for folder in ["before", "after"] {
            for mode in SwiftUITypeChecker.LanguageMode.allCases {
                let result = checker.typeCheck(file: fixture.path(folder), mode: mode)
                #expect(result.succeeded, "\(folder)/\(fixture.name), Swift \(mode.rawValue) mode:\n\(result.errors.joined(separator: "\n"))")
            }
        }
    }

    /// The 40 realistic screens that prove the type-check harness are also a compile test for the
    /// rules together: after every rule has run, each one must still type-check.
    @Test(arguments: TypeCheckHarnessTests.fixtures("accepted"))
    func realisticScreensStillTypeCheckAfterEveryRule(_ name: String) throws {
        let path = RepositoryLayout.path("Fixtures/TypeCheck/accepted/\(name)")
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let pipeline = Pipeline(rules: RuleRegistry.all.map { $0.init(options: RuleOptionValues.defaults(for: $0.metadata.options)) })
        let outcome = pipeline.process(source, path: name)
        guard case let .changed(newSource, _) = outcome.status else {
            #expect(outcome.status == .unchanged, "\(outcome.status)")
            return
        }
        let output = String(decoding: newSource, as: UTF8.self)
        let checker = try SwiftUITypeChecker.shared.get()
        for mode in SwiftUITypeChecker.LanguageMode.allCases {
            let result = checker.typeCheck(output, mode: mode, fileName: name)
            #expect(result.succeeded, "Swift \(mode.rawValue):\n\(result.errors.joined(separator: "\n"))")
        }
    }
}
