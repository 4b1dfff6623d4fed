import SVRefactorCore
import SwiftParser
import SwiftSyntax
import Synchronization
import Testing

/// A rule that appends a member to every struct, or breaks the file, to test the engine's guarantees.
struct AppendMemberRule: Rule {
    static let metadata = RuleMetadata(
        id: "append-member", summary: "Test rule.", rationale: "Test rule.",
        options: [RuleOptionSpec(name: "member", summary: "What to append.", kind: .string, defaultValue: "let added = 1")],
        examples: [])

    let member: String
    init(options: RuleOptionValues) { member = options.string("member") }

    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        final class Appender: SyntaxRewriter {
            let member: String
            let context: RuleContext
            init(member: String, context: RuleContext) {
                self.member = member
                self.context = context
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
                context.report("appending to \(node.name.text)", at: node.name)
                // Parsed inside a scratch struct; invalid text survives as unexpected nodes.
                let scratch = Parser.parse(source: "struct Scratch {\(member)}")
                let parsed = scratch.statements.first!.item.cast(StructDeclSyntax.self).memberBlock.members
                let items = parsed.map { $0.with(\.leadingTrivia, context.style.newlines(1) + context.style.indentUnit) }
                return DeclSyntax(node.with(\.memberBlock.members, node.memberBlock.members + items))
            }
        }
        return Appender(member: member, context: context).rewrite(file).cast(SourceFileSyntax.self)
    }
}

/// Deletes every comment: the engine must refuse its output.
struct CommentDroppingRule: Rule {
    static let metadata = RuleMetadata(id: "drop-comments", summary: "Test rule.", rationale: "Test rule.", examples: [])
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        final class Stripper: SyntaxRewriter {
            override func visit(_ token: TokenSyntax) -> TokenSyntax {
                token.with(\.leadingTrivia, Trivia(pieces: token.leadingTrivia.filter { !$0.isComment }))
            }
        }
        return Stripper(viewMode: .sourceAccurate).rewrite(file).cast(SourceFileSyntax.self)
    }
}

/// Deletes `// license` comments on purpose, so it declares that it does not preserve comments.
struct LicenseStrippingRule: Rule {
    static let metadata = RuleMetadata(
        id: "strip-license", summary: "Test rule.", rationale: "Test rule.", examples: [], preservesComments: false)
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        final class Stripper: SyntaxRewriter {
            override func visit(_ token: TokenSyntax) -> TokenSyntax {
                token.with(\.leadingTrivia, Trivia(pieces: token.leadingTrivia.filter { piece in
                    guard case let .lineComment(text) = piece else { return true }
                    return !text.hasPrefix("// license")
                }))
            }
        }
        return Stripper(viewMode: .sourceAccurate).rewrite(file).cast(SourceFileSyntax.self)
    }
}

/// Writes code right after every `// note` line comment, which extends the comment: the comment as
/// written is gone, though its text is still a prefix of one.
struct CommentExtendingRule: Rule {
    static let metadata = RuleMetadata(id: "extend-comment", summary: "Test rule.", rationale: "Test rule.", examples: [])
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        final class Extender: SyntaxRewriter {
            override func visit(_ token: TokenSyntax) -> TokenSyntax {
                token.with(\.trailingTrivia, Trivia(pieces: token.trailingTrivia.map { piece in
                    if case .lineComment("// note") = piece { return .lineComment("// note, action: save") }
                    return piece
                }))
            }
        }
        return Extender(viewMode: .sourceAccurate).rewrite(file).cast(SourceFileSyntax.self)
    }
}

/// Adds `let added = 1` to a struct that has neither it nor a `blocker` member, and declines (a
/// finding) where a `blocker` is in the way. Restructures, as hoist-closures does.
struct BlockedAppendRule: Rule {
    static let metadata = RuleMetadata(id: "blocked-append", summary: "Test rule.", rationale: "Test rule.", examples: [], restructures: true)
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        guard let structDecl = file.statements.first?.item.as(StructDeclSyntax.self) else { return file }
        let names = structDecl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription }
        if names.contains("added") { return file }
        if names.contains("blocker") {
            context.report("'added' waits for 'blocker' to go", at: structDecl.name)
            return file
        }
        let scratch = Parser.parse(source: "struct Scratch {let added = 1}")
        let added = scratch.statements.first!.item.cast(StructDeclSyntax.self).memberBlock.members.first!
            .with(\.leadingTrivia, context.style.newlines(1) + context.style.indentUnit)
        return file.with(\.statements, CodeBlockItemListSyntax([
            CodeBlockItemSyntax(item: .decl(DeclSyntax(structDecl.with(\.memberBlock.members, structDecl.memberBlock.members + [added]))))
        ] + file.statements.dropFirst()))
    }
}

/// Removes a struct's `blocker` members. Restructures, as extract-subviews does.
struct BlockerRemovingRule: Rule {
    static let metadata = RuleMetadata(id: "remove-blocker", summary: "Test rule.", rationale: "Test rule.", examples: [], restructures: true)
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        final class Remover: SyntaxRewriter {
            override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
                node.filter { $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription != "blocker" }
            }
        }
        return Remover(viewMode: .sourceAccurate).rewrite(file).cast(SourceFileSyntax.self)
    }
}

/// BlockerRemovingRule and BlockedAppendRule in one rule, in one pass: it removes `blocker` and
/// declines `added` because it saw `blocker`, as extract-subviews declines a helper whose subview
/// would take too many inputs while it moves the helpers that cost them into structs.
struct ClearingThenAppendingRule: Rule {
    static let metadata = RuleMetadata(
        id: "clear-then-append", summary: "Test rule.", rationale: "Test rule.", examples: [], restructures: true, reconsidersAfterOwnChange: true)
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // A member it always declines, to see where that finding ends up.
        for token in file.tokens(viewMode: .sourceAccurate) where token.text == "permanent" {
            context.report("'permanent' stays", at: token)
        }
        let appended = BlockedAppendRule(options: .defaults(for: [])).rewrite(file, in: context)
        return BlockerRemovingRule(options: .defaults(for: [])).rewrite(appended, in: context)
    }
}

/// Counts its runs (one test uses it).
struct CountingRule: Rule {
    static let metadata = RuleMetadata(id: "counting", summary: "Test rule.", rationale: "Test rule.", examples: [])
    static let runs = Atomic<Int>(0)
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        Self.runs.add(1, ordering: .relaxed)
        return file
    }
}

struct NoOpRule: Rule {
    static let metadata = RuleMetadata(id: "no-op", summary: "Test rule.", rationale: "Test rule.", examples: [])
    init(options: RuleOptionValues) {}
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax { file }
}

@Suite("Pipeline")
struct PipelineTests {
    func pipeline(member: String = "let added = 1") throws -> Pipeline {
        let options = try RuleOptionValues(specs: AppendMemberRule.metadata.options, overrides: ["member": member])
        return Pipeline(rules: [AppendMemberRule(options: options)])
    }

    @Test func aChangedFileReportsItsNewTextRuleFirstChangedLineAndFindings() throws {
        let outcome = try pipeline().process("// header\nstruct A {\n    let a = 0\n}\n", path: "A.swift")
        guard case let .changed(newSource, changes) = outcome.status else {
            Issue.record("expected a change, got \(outcome.status)")
            return
        }
        #expect(String(decoding: newSource, as: UTF8.self) == "// header\nstruct A {\n    let a = 0\n    let added = 1\n}\n")
        #expect(changes == [RuleChange(ruleID: "append-member", firstChangedLine: 4)])
        let fingerprint = Finding.fingerprint(ruleID: "append-member", lineText: Array("struct A {".utf8), message: "appending to A")
        var expected = Finding(ruleID: "append-member", line: 2, column: 8, message: "appending to A", fingerprint: fingerprint)
        // It is about the name `A`: it ends after it.
        expected.endColumn = 9
        #expect(outcome.findings == [expected])
    }

    @Test func aFindingsFingerprintFollowsItsCodeNotItsLine() throws {
        let before = try pipeline().process("struct A {\n    let a = 0\n}\n", path: "A.swift").findings
        let after = try pipeline().process("// a new first line\n\n  struct A {\n    let a = 0\n}\n", path: "A.swift").findings
        #expect(before.map(\.line) == [1] && after.map(\.line) == [3])
        #expect(before.first?.fingerprint == after.first?.fingerprint && before.first?.fingerprint != 0)
        let other = try pipeline().process("struct B {\n    let a = 0\n}\n", path: "A.swift").findings
        #expect(other.first?.fingerprint != before.first?.fingerprint)
    }

    @Test func generatedCodeFollowsTheFilesIndentationAndLineEndings() throws {
        let outcome = try pipeline().process("struct A {\r\n\tlet a = 0\r\n}\r\n", path: "A.swift")
        guard case let .changed(newSource, _) = outcome.status else { Issue.record("no change"); return }
        #expect(String(decoding: newSource, as: UTF8.self) == "struct A {\r\n\tlet a = 0\r\n\tlet added = 1\r\n}\r\n")
    }

    @Test func aRuleThatDeclinedRunsAgainOnceALaterRuleClearedTheWay() throws {
        let rules: [any Rule] = [BlockedAppendRule(options: .defaults(for: [])), BlockerRemovingRule(options: .defaults(for: []))]
        let pipeline = Pipeline(rules: rules)
        let source = "struct S {\n    let blocker = 0\n    let kept = 2\n}\n"
        let outcome = pipeline.process(source, path: "S.swift")
        guard case let .changed(newSource, changes) = outcome.status else {
            Issue.record("expected a change, got \(outcome.status)")
            return
        }
        let output = String(decoding: newSource, as: UTF8.self)
        #expect(output == "struct S {\n    let kept = 2\n    let added = 1\n}\n")
        // Each rule is named once; the finding of the first pass is gone, since the second did what it declined.
        #expect(changes.map(\.ruleID) == ["remove-blocker", "blocked-append"])
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        // A second run finds nothing left to do.
        #expect(pipeline.process(output, path: "S.swift").status == .unchanged)

        // A rule that does not restructure does not send the file round again.
        let plain = Pipeline(rules: [BlockedAppendRule(options: .defaults(for: [])), try self.pipeline(member: "let other = 3").rules[0]])
        let once = plain.process(source, path: "S.swift")
        #expect(once.findings.map(\.message).contains("'added' waits for 'blocker' to go"))
        guard case let .changed(appended, _) = once.status else {
            Issue.record("expected a change, got \(once.status)")
            return
        }
        #expect(!String(decoding: appended, as: UTF8.self).contains("let added"))
    }

    @Test func aRuleThatDeclinedSomethingAndChangedTheFileItselfRunsAgain() {
        let pipeline = Pipeline(rules: [ClearingThenAppendingRule(options: .defaults(for: []))])
        let outcome = pipeline.process("struct S {\n    let blocker = 0\n}\n", path: "S.swift")
        guard case let .changed(newSource, changes) = outcome.status else {
            Issue.record("expected a change, got \(outcome.status)")
            return
        }
        let output = String(decoding: newSource, as: UTF8.self)
        #expect(output == "struct S {\n    let added = 1\n}\n")
        #expect(changes.map(\.ruleID) == ["clear-then-append"])
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        #expect(pipeline.process(output, path: "S.swift").status == .unchanged)
        // The next rule runs once, on the settled output.
        let counting = Pipeline(rules: [ClearingThenAppendingRule(options: .defaults(for: [])), CountingRule(options: .defaults(for: []))])
        _ = counting.process("struct S {\n    let blocker = 0\n}\n", path: "S.swift")
        #expect(CountingRule.runs.load(ordering: .relaxed) == 1)
        // A finding every run reports stays on the line of the text the user has (3, not 2).
        let declined = pipeline.process("struct S {\n    let blocker = 0\n    let permanent = 1\n}\n", path: "S.swift")
        #expect(declined.findings.map { "\($0.line): \($0.message)" } == ["3: 'permanent' stays"])
    }

    @Test func aFileNoRuleChangesIsReportedUnchanged() {
        let outcome = Pipeline(rules: [NoOpRule(options: RuleOptionValues.defaults(for: []))]).process("let x = 1\n", path: "A.swift")
        #expect(outcome.status == .unchanged)
    }

    @Test func inputWithSyntaxErrorsIsSkippedWithTheFirstErrorsPosition() throws {
        let outcome = try pipeline().process("struct A {\n    let a = \n}\nfunc (\n", path: "A.swift")
        guard case let .skipped(.syntaxError(line, column, message)) = outcome.status else {
            Issue.record("expected a syntax-error skip, got \(outcome.status)")
            return
        }
        #expect(line == 2)
        #expect(column == 13)
        #expect(!message.isEmpty)
    }

    /// swift-syntax's diagnostics generator traps building a Fix-It for this lexer error (found by
    /// fuzzing); the file must be skipped with the lexer's message instead.
    @Test func aLexerErrorWhoseFixItWouldTrapIsReportedWithoutIt() throws {
        let outcome = try pipeline().process("func f() {\n    value \u{11}= .on\n}\n", path: "A.swift")
        guard case let .skipped(.syntaxError(line, _, message)) = outcome.status else {
            Issue.record("expected a syntax-error skip, got \(outcome.status)")
            return
        }
        #expect(line == 2)
        #expect(message.contains("whitespace"))
    }

    /// swift-syntax accepts `private private`, the compiler does not: such a file is not rewritten,
    /// and one that no rule changes is left alone without a skip (nothing would be written).
    @Test func inputTheCompilerRejectsIsSkippedWhenARuleWouldChangeIt() throws {
        let outcome = try pipeline().process("struct A {\n    private private var a = 1\n}\n", path: "A.swift")
        #expect(outcome.status == .skipped(.syntaxError(line: 2, column: 13, message: "duplicate modifier 'private'")))
        let untouched = Pipeline(rules: [NoOpRule(options: RuleOptionValues.defaults(for: []))])
            .process("struct A {\n    private private var a = 1\n}\n", path: "A.swift")
        #expect(untouched.status == .unchanged)
    }

    @Test func ruleOutputTheCompilerRejectsIsAnInternalFailureNamingTheRule() throws {
        let outcome = try pipeline(member: "private public var added = 1").process("struct A {}\n", path: "A.swift")
        guard case let .failed(.ruleOutputDoesNotParse(ruleID, _, _, message)) = outcome.status else {
            Issue.record("expected a failure, got \(outcome.status)")
            return
        }
        #expect(ruleID == "append-member")
        #expect(message == "multiple incompatible access-level modifiers specified")
    }

    @Test func invalidUTF8IsSkippedWithItsOffset() throws {
        var timings = PhaseTimings()
        let bytes: [UInt8] = Array("let s = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        let outcome = try pipeline().process(bytes, path: "A.swift", timings: &timings)
        #expect(outcome.status == .skipped(.notUTF8(byteOffset: 9)))
    }

    @Test func ruleOutputThatDoesNotParseIsAnInternalFailureNamingTheRule() throws {
        let outcome = try pipeline(member: "let = = broken").process("struct A {}\n", path: "A.swift")
        guard case let .failed(.ruleOutputDoesNotParse(ruleID, _, _, _)) = outcome.status else {
            Issue.record("expected a failure, got \(outcome.status)")
            return
        }
        #expect(ruleID == "append-member")
    }

    @Test func aCommentDroppedAfterAnotherRuleChangedTheFileNamesTheRuleThatDroppedIt() {
        let pipeline = Pipeline(rules: [
            AppendMemberRule(options: RuleOptionValues.defaults(for: AppendMemberRule.metadata.options)),
            CommentDroppingRule(options: RuleOptionValues.defaults(for: [])),
        ])
        let outcome = pipeline.process("// keep me\nstruct S {}\n", path: "A.swift")
        #expect(outcome.status == .failed(.ruleDroppedComment(ruleID: "drop-comments", comment: "// keep me")))
    }

    @Test func aRuleAllowedToDropCommentsDoesNotExcuseAnotherThatDropsOne() {
        let license = Pipeline(rules: [LicenseStrippingRule(options: RuleOptionValues.defaults(for: []))])
        #expect(license.process("// license: MIT\n// keep me\nlet a = 1\n", path: "A.swift").status
            == .changed(newSource: Array("\n// keep me\nlet a = 1\n".utf8), changes: [RuleChange(ruleID: "strip-license", firstChangedLine: 1)]))
        let both = Pipeline(rules: [
            LicenseStrippingRule(options: RuleOptionValues.defaults(for: [])), CommentDroppingRule(options: RuleOptionValues.defaults(for: [])),
        ])
        let outcome = both.process("// license: MIT\n// keep me\nlet a = 1\n", path: "A.swift")
        #expect(outcome.status == .failed(.ruleDroppedComment(ruleID: "drop-comments", comment: "// keep me")))
    }

    /// Found by fuzzing (hoist-closures wrote `, action: save` after `// note`): the changed bytes
    /// start right after the comment, and a comment that ends where they start counts.
    @Test func textWrittenRightAfterALineCommentLosesIt() {
        let outcome = Pipeline(rules: [CommentExtendingRule(options: RuleOptionValues.defaults(for: []))])
            .process("let a = 1 // note\nlet b = 2\n", path: "A.swift")
        #expect(outcome.status == .failed(.ruleDroppedComment(ruleID: "extend-comment", comment: "// note")))
    }

    @Test func aRuleThatDropsACommentIsAnInternalFailure() {
        let pipeline = Pipeline(rules: [CommentDroppingRule(options: RuleOptionValues.defaults(for: []))])
        let outcome = pipeline.process("// keep me\nlet a = 1\n", path: "A.swift")
        #expect(outcome.status == .failed(.ruleDroppedComment(ruleID: "drop-comments", comment: "// keep me")))
    }

    @Test func emptyFilesAndByteOrderMarksRoundTrip() throws {
        let noop = Pipeline(rules: [NoOpRule(options: RuleOptionValues.defaults(for: []))])
        #expect(noop.process("", path: "Empty.swift").status == .unchanged)
        var timings = PhaseTimings()
        let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("struct A {}\n".utf8)
        let outcome = try pipeline().process(withBOM, path: "A.swift", timings: &timings)
        guard case let .changed(newSource, _) = outcome.status else { Issue.record("no change"); return }
        #expect(Array(newSource.prefix(3)) == [0xEF, 0xBB, 0xBF])
    }

    @Test func deeplyNestedCodeParsesPastTheParsersDebugNestingLimit() async throws {
        // Real SwiftUI bodies nest deeply; the parser's debug-build default limit (20) is too low.
        let depth = 60
        let source = "let x = " + String(repeating: "f { ", count: depth) + String(repeating: "}", count: depth) + "\n"
        let outcome = Pipeline(rules: [NoOpRule(options: RuleOptionValues.defaults(for: []))]).process(source, path: "Deep.swift")
        #expect(outcome.status == .unchanged)
    }

    /// Issue 10, defect 6: 25 levels of `[` took the parser 20 s; such a file is not parsed.
    @Test(.timeLimit(.minutes(1)))
    func squareBracketsNestedTooDeeplyAreSkippedWithoutParsing() {
        let pipeline = Pipeline(rules: [NoOpRule(options: RuleOptionValues.defaults(for: []))])
        let literal = "let x = " + String(repeating: "[", count: 25) + "1" + String(repeating: "]", count: 25) + "\n"
        let outcome = pipeline.process("// Deep.\n" + literal, path: "Deep.swift")
        #expect(outcome.status == .skipped(.nestedTooDeeply(line: 2, column: 33, depth: 25)))
        #expect("\(SkipReason.nestedTooDeeply(line: 2, column: 33, depth: 25))".contains("square brackets nested 25 levels deep"))
        let type = "let y: " + String(repeating: "[", count: 30) + "Int" + String(repeating: "]", count: 30) + "\n"
        #expect(pipeline.process(type, path: "Type.swift").status == .skipped(.nestedTooDeeply(line: 1, column: 37, depth: 30)))
        // The limit itself parses, and brackets in strings and comments do not count.
        let atLimit = "let z = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16) + "\n"
        #expect(pipeline.process(atLimit, path: "Limit.swift").status == .unchanged)
        let inText = "let s = \"" + String(repeating: "[", count: 40) + "\" // " + String(repeating: "[", count: 40) + "\n"
        #expect(pipeline.process(inText, path: "Text.swift").status == .unchanged)
    }

    @Test func timingsRecordEachPhase() throws {
        var timings = PhaseTimings()
        _ = try pipeline().process(Array("struct A {}\n".utf8), path: "A.swift", timings: &timings)
        #expect(Set(timings.durations.keys) == [.parse, .rule("append-member"), .verify])
    }
}
