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

    /// Both sides of every example compile against the SwiftUI stub, in Swift 5 and Swift 6 mode,
    /// unless the example opts out with a written reason.
    @Test(arguments: ExampleCase.all)
    func exampleTypeChecks(_ testCase: ExampleCase) throws {
        if case let .skipped(reason) = testCase.example.typeCheck {
            #expect(!reason.isEmpty, "an example may skip type-checking only with a reason")
            return
        }
        let checker = try SwiftUITypeChecker.shared.get()
        // The after side is the file with the files the rewrite creates, compiled as one module.
        let created = testCase.example.createdFiles.sorted { $0.key < $1.key }.map(\.value)
        let sides = testCase.isRewrite
            ? [("before", [testCase.example.before]), ("after", [testCase.example.after] + created)] : [("source", [testCase.example.before])]
        for (side, sources) in sides {
            for mode in SwiftUITypeChecker.LanguageMode.allCases {
                let result = sources.count == 1 ? checker.typeCheck(sources[0], mode: mode) : checker.typeCheck(module: sources, mode: mode)
                #expect(
                    result.succeeded,
                    "\(testCase.example.sourceFile):\(testCase.example.sourceLine): the \(side) source does not type-check in Swift \(mode.rawValue) mode:\n\(result.errors.joined(separator: "\n"))")
            }
        }
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
            // A check that never rewrites documents itself with the code it reports.
            #expect(
                !metadata.examples.isEmpty || metadata.untouched.contains { !$0.expectedFindings.isEmpty },
                "\(metadata.id) needs at least one before/after example, or (a check without a fix) one example with findings")
            for option in metadata.options {
                #expect(throws: Never.self) { try option.validate(option.defaultValue) }
            }
        }
    }
}
