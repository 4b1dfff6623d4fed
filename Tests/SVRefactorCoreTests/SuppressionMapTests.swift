import SVRefactorCore
import SwiftParser
import SwiftSyntax
import Testing

@Suite("Suppression comments")
struct SuppressionMapTests {
    private func map(_ source: String) -> SuppressionMap {
        SuppressionMap(tree: Parser.parse(source: source), source: Array(source.utf8))
    }

    @Test func disableRunsUntilEnableInclusive() {
        let suppressions = map("""
            let a = 1
            // svrefactor:disable no-anyview
            let b = 2
            // svrefactor:enable no-anyview
            let c = 3
            """)
        #expect(!suppressions.isSuppressed("no-anyview", line: 1))
        #expect((2...4).allSatisfy { suppressions.isSuppressed("no-anyview", line: $0) })
        #expect(!suppressions.isSuppressed("no-anyview", line: 5))
        #expect(!suppressions.isSuppressed("long-body", line: 3))
    }

    @Test func disableWithoutEnableRunsToTheEnd() {
        let suppressions = map("let a = 1\n/* svrefactor:disable all - generated */\nlet b = 2\nlet c = 3")
        #expect(!suppressions.isSuppressed("long-body", line: 1))
        #expect(suppressions.isSuppressed("long-body", line: 4))
    }

    @Test func nextLineAndThisLineCoverOneLine() {
        let suppressions = map("""
            // svrefactor:disable-next-line no-anyview, navigation-stack
            let a = 1
            let b = 2 // svrefactor:disable-this-line long-body
            let c = 3
            """)
        #expect(suppressions.isSuppressed("no-anyview", line: 2))
        #expect(suppressions.isSuppressed("navigation-stack", line: 2))
        #expect(!suppressions.isSuppressed("no-anyview", line: 3))
        #expect(suppressions.isSuppressed("long-body", line: 3))
        #expect(!suppressions.isSuppressed("long-body", line: 4))
    }

    @Test func enableAllEndsEveryOpenDisable() {
        let suppressions = map("// svrefactor:disable a\n// svrefactor:disable b\nlet x = 1\n// svrefactor:enable all\nlet y = 2")
        #expect(suppressions.isSuppressed("a", line: 3) && suppressions.isSuppressed("b", line: 3))
        #expect(!suppressions.isSuppressed("a", line: 5) && !suppressions.isSuppressed("b", line: 5))
    }

    @Test func textInStringsIsNotACommand() {
        #expect(map(#"let s = "// svrefactor:disable all""#).isEmpty)
    }

    @Test func badCommandsAreProblems() {
        let suppressions = map("// svrefactor:disabled no-anyview\nlet a = 1 // svrefactor:disable\n")
        #expect(suppressions.problems.map(\.line) == [1, 2])
        #expect(suppressions.problems[0].message.contains("unknown command `svrefactor:disabled`"))
        #expect(suppressions.problems[1].message.contains("names no rule"))
    }

    @Test func changedLinesCountInsertionsBetweenTheirNeighbours() {
        let old = Array("a\nb\nc\n".utf8)
        #expect(SuppressionMap.changedLines(from: old, to: Array("a\nB\nc\n".utf8)) == [2...2])
        #expect(SuppressionMap.changedLines(from: old, to: Array("a\nb\nnew\nc\n".utf8)) == [2...3])
        #expect(SuppressionMap.changedLines(from: old, to: Array("a\nb\nc\nnew\n".utf8)) == [3...3])
    }

    // MARK: In the pipeline

    private func process(_ source: String) -> FileOutcome {
        Pipeline(rules: [AppendMemberRule(options: .defaults(for: AppendMemberRule.metadata.options))], knownRuleIDs: ["append-member"])
            .process(source, path: "T.swift")
    }

    @Test func findingsOnSuppressedLinesAreDropped() {
        let outcome = process("struct A {} // svrefactor:disable-this-line append-member\n")
        #expect(outcome.status == .unchanged)
        #expect(outcome.findings.isEmpty)
    }

    @Test func aRewriteThatWouldChangeSuppressedLinesIsNotMadeAndSaysWhy() {
        let outcome = process("""
            // svrefactor:disable-next-line append-member
            struct A {}
            struct B {}
            """)
        #expect(outcome.status == .unchanged)
        #expect(outcome.findings.map(\.line) == [3, 3])
        #expect(outcome.findings.last?.message.contains("would also change line 2") == true)
    }

    @Test func aRewriteOfOnlySuppressedLinesIsLeftOutSilently() {
        let outcome = process("// svrefactor:disable append-member\nstruct A {}\n")
        #expect(outcome.status == .unchanged)
        #expect(outcome.findings.isEmpty)
    }

    @Test func unknownRuleIDsAreReported() {
        let outcome = process("// svrefactor:disable-next-line apend-member\nlet x = 1\n")
        #expect(outcome.findings.map(\.ruleID) == [Pipeline.toolRuleID])
        #expect(outcome.findings.first?.message.contains("unknown rule 'apend-member'") == true)
    }
}
