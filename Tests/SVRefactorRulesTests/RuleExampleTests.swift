import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// One rule example, as a test argument.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var example: RuleExample
    var isRewrite: Bool

    var testDescription: String { "\(ruleID): \(example.title)" }

    var ruleType: any Rule.Type { RuleRegistry.rule(withID: ruleID)! }

    static let all: [ExampleCase] = RuleRegistry.all.flatMap { rule in
        rule.metadata.examples.map { ExampleCase(ruleID: rule.metadata.id, example: $0, isRewrite: true) }
            + rule.metadata.untouched.map { ExampleCase(ruleID: rule.metadata.id, example: $0, isRewrite: false) }
    }
}

/// Every example of every rule is a test: before → after exactly (also with a non-ASCII prefix,
/// CRLF and tabs), after → after (idempotent), commented out → untouched, findings as declared.
@Suite("Rule examples")
struct RuleExampleTests {
    @Test(arguments: ExampleCase.all)
    func exampleHolds(_ testCase: ExampleCase) {
        let problems = ExampleVerifier.problems(rule: testCase.ruleType, example: testCase.example)
        #expect(
            problems.isEmpty,
            "\(testCase.example.sourceFile):\(testCase.example.sourceLine): \(problems.joined(separator: "\n\n"))")
    }

    @Test(arguments: ExampleCase.all)
    func rewriteExamplesRewriteAndUntouchedExamplesDoNot(_ testCase: ExampleCase) {
        #expect(testCase.isRewrite == (testCase.example.before != testCase.example.after))
    }

    @Test func everyRuleHasMetadataAndExamples() throws {
        var ids = Set<String>()
        for rule in RuleRegistry.all {
            let metadata = rule.metadata
            #expect(ids.insert(metadata.id).inserted, "duplicate rule id \(metadata.id)")
            #expect(metadata.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(metadata.id) is not kebab-case")
            #expect(!metadata.summary.isEmpty && !metadata.summary.contains("\n"))
            #expect(!metadata.rationale.isEmpty)
            #expect(!metadata.examples.isEmpty, "\(metadata.id) needs at least one before/after example")
            for option in metadata.options {
                #expect(throws: Never.self) { try option.validate(option.defaultValue) }
            }
        }
    }
}
