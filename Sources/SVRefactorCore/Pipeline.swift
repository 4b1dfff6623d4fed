import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one file, runs the given rules over it in the order given, and verifies the result.
///
/// The pipeline does no I/O: it maps input bytes to a ``FileOutcome``. Callers pass the rules in
/// their canonical order (the CLI takes it from the rule registry). Each rule works on the tree the
/// previous one returned (its positions are those of its own text), and the final text is parsed
/// again to prove it parses and still holds every comment of the input. Only when it does not are
/// the rules run once more, each output parsed and its comments checked before the next rule sees
/// it, to name the rule that broke it.
public struct Pipeline: Sendable {
    /// Deep enough for real code. The parser's own default is much lower in debug builds;
    /// callers run the pipeline on threads with stacks large enough for this depth.
    public static let maximumNestingLevel = 256

    public let rules: [any Rule]
    /// The module's model, for rules that use it (see ``RuleMetadata/usesProjectModel``).
    public let project: ProjectModel?
    /// Every rule id svrefactor knows, so that a suppression comment naming another one is reported;
    /// empty: not checked.
    public let knownRuleIDs: Set<String>

    /// The rule id of findings about the file itself rather than a rule (suppression comments).
    public static let toolRuleID = "svrefactor"

    public init(rules: [any Rule], project: ProjectModel? = nil, knownRuleIDs: Set<String> = []) {
        self.rules = rules
        self.project = project
        self.knownRuleIDs = knownRuleIDs
    }

    /// Whether any rule wants a ``ProjectModel`` of the module.
    public static func needsProjectModel(_ rules: [any Rule]) -> Bool {
        rules.contains { $0.metadata.usesProjectModel }
    }

    /// The model's entry for `path`, if it was made from exactly these bytes.
    private func indexedEntry(_ source: [UInt8], path: String) -> FileDeclarations? {
        guard let indexed = project?.declarations(inFile: path), indexed.contentHash == FileDeclarations.hash(source) else { return nil }
        return indexed
    }

    /// Whether the model shows that no rule can apply to these declarations, so the file need not
    /// be parsed again. Files with syntax errors are parsed again for the message.
    private func isUntouched(_ indexed: FileDeclarations) -> Bool {
        guard let project else { return false }
        return !indexed.hasSyntaxErrors && !rules.contains { $0.mayApply(to: indexed, in: project) }
    }

    public func process(_ source: [UInt8], path: String, timings: inout PhaseTimings) -> FileOutcome {
        if let offset = UTF8Validation.firstInvalidByteOffset(in: source) {
            return FileOutcome(status: .skipped(.notUTF8(byteOffset: offset)))
        }

        if let (offset, depth) = NestingGuard.excessiveSquareBracketNesting(in: source) {
            let (line, column) = LineTable(source).location(of: AbsolutePosition(utf8Offset: offset))
            return FileOutcome(status: .skipped(.nestedTooDeeply(line: line, column: column, depth: depth)))
        }

        let indexed = indexedEntry(source, path: path)
        if let indexed, isUntouched(indexed) {
            return FileOutcome(status: .unchanged)
        }

        let (outcome, commentsAtRisk) = runRulesOnFreshTree(source, path: path, isIndexed: indexed != nil, timings: &timings)
        guard case let .changed(output, changes) = outcome.status else { return outcome }
        // The input's tree is gone by now (see `runRulesOnFreshTree`): only the output's is in memory.
        let reparsed = timings.measure(.verify) { Self.parse(output) }
        let lostComment = commentsAtRisk.flatMap { comments in
            timings.measure(.verify) { CommentInventory.firstMissing(comments, to: output, reparsed, from: source) }
        }
        guard reparsed.hasError || CompilerSyntaxCheck.firstError(in: reparsed) != nil || lostComment != nil else { return outcome }
        // Which rule broke it: run them again, each output verified before the next rule sees it.
        var attribution = PhaseTimings()
        let attributed = runRules(
            on: Self.parse(source), source: source, path: path, isIndexed: indexed != nil, verifyingEachRule: true, timings: &attribution)
        if case .changed = attributed.status, let lostComment, let last = changes.last {
            // No single rule lost it on its own: name the last one that changed the file.
            return FileOutcome(status: .failed(.ruleDroppedComment(ruleID: last.ruleID, comment: lostComment)), findings: outcome.findings)
        }
        return attributed
    }

    /// Parses `source` and runs the rules; for a changed file, also lists the input's comments the
    /// final check must find in the output (nil when a rule may drop comments: then each rule's
    /// output was checked in the loop instead). The input's tree lives only inside this call, so
    /// that the verification parse of a large file does not double the peak memory.
    private func runRulesOnFreshTree(
        _ source: [UInt8], path: String, isIndexed: Bool, timings: inout PhaseTimings
    ) -> (FileOutcome, commentsAtRisk: [String]?) {
        let tree = timings.measure(.parse) { Self.parse(source) }
        if tree.hasError {
            let (line, column, message) = Self.firstSyntaxError(in: tree, path: path)
            return (FileOutcome(status: .skipped(.syntaxError(line: line, column: column, message: message))), nil)
        }
        let outcome = runRules(on: tree, source: source, path: path, isIndexed: isIndexed, verifyingEachRule: false, timings: &timings)
        guard case let .changed(output, _) = outcome.status else { return (outcome, nil) }
        // Only files about to change need it: the promise is about what gets rewritten.
        if let (line, column, message) = timings.measure(.verify, { Self.firstError(in: tree, path: path) }) {
            return (FileOutcome(status: .skipped(.syntaxError(line: line, column: column, message: message))), nil)
        }
        guard allRulesPreserveComments else { return (outcome, nil) }
        return (outcome, timings.measure(.verify) { CommentInventory.commentsAtRisk(from: source, tree, to: output) })
    }

    private var allRulesPreserveComments: Bool {
        rules.allSatisfy { $0.metadata.preservesComments }
    }

    /// Runs every rule in turn. With `verifyingEachRule`, each changed output is parsed before the
    /// next rule sees it, and one that does not parse fails the file, naming its rule.
    private func runRules(
        on input: SourceFileSyntax, source: [UInt8], path: String, isIndexed: Bool, verifyingEachRule: Bool, timings: inout PhaseTimings
    ) -> FileOutcome {
        var tree = input
        var current = source
        var changes: [RuleChange] = []
        var leftOut: [String] = []
        // Rules that see the same tree share its declarations, what they derive from it, and its suppression comments.
        var treeFacts = SharedTreeFacts(path: path, tree: tree, source: current, isIndexed: isIndexed)
        var suppressions = SuppressionMap(tree: tree, source: current)
        var findings = suppressionFindings(suppressions, source: current)
        for rule in rules {
            let ruleID = rule.metadata.id
            let context = RuleContext(
                path: path, ruleID: ruleID, tree: tree, source: current,
                project: rule.metadata.usesProjectModel ? project : nil, treeFacts: treeFacts,
                suppressions: suppressions)
            let rewritten = timings.measure(.rule(ruleID)) { rule.rewrite(tree, in: context) }
            // In position order, as compilers list diagnostics; none on the lines comments turn the rule off on.
            findings += context.findings.enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }.map(\.element).filter { !suppressions.isSuppressed(ruleID, line: $0.line) }
            if let message = context.internalError {
                return FileOutcome(status: .failed(.ruleFailed(ruleID: ruleID, message: message)), findings: findings)
            }
            if Syntax(rewritten) == Syntax(tree) { continue }
            let output = rewritten.syntaxTextBytes
            guard let changeOffset = Self.firstDifference(current, output) else { continue }
            if suppressions.suppressesAnything(of: ruleID),
                let refusal = refusalForSuppressedLines(ruleID: ruleID, from: current, to: output, suppressions: suppressions)
            {
                // The rule's edits of this file are all or nothing: none of them is made.
                if let refusal { findings.append(refusal) }
                leftOut.append(ruleID)
                continue
            }

            var next = rewritten
            if verifyingEachRule {
                next = Self.parse(output)
                if let (line, column, message) = Self.firstError(in: next, path: path) {
                    return FileOutcome(
                        status: .failed(.ruleOutputDoesNotParse(ruleID: ruleID, line: line, column: column, message: message)),
                        findings: findings)
                }
            }
            // Checked per rule only to name the rule at fault (or for a rule that may drop comments:
            // then the final check cannot speak for the others).
            if verifyingEachRule || !allRulesPreserveComments, rule.metadata.preservesComments,
                let lost = timings.measure(.verify, { CommentInventory.firstDroppedComment(from: current, tree, to: output, next) })
            {
                return FileOutcome(status: .failed(.ruleDroppedComment(ruleID: ruleID, comment: lost)), findings: findings)
            }
            changes.append(RuleChange(ruleID: ruleID, firstChangedLine: Self.lineNumber(ofOffset: changeOffset, in: current)))
            tree = next
            current = output
            treeFacts = SharedTreeFacts(path: path, tree: tree, source: current, isIndexed: false)
            suppressions = SuppressionMap(tree: tree, source: current)
        }

        if changes.isEmpty {
            return FileOutcome(status: .unchanged, findings: findings, changesLeftOutBySuppression: leftOut)
        }
        return FileOutcome(status: .changed(newSource: current, changes: changes), findings: findings, changesLeftOutBySuppression: leftOut)
    }

    /// Why a rule's change of a file is not made because it changes lines a comment turns the rule
    /// off on: nil when it changes none, `.some(nil)` when it changes only such lines (the user
    /// asked for that: nothing to say), else a finding at the first line it would have changed freely.
    private func refusalForSuppressedLines(
        ruleID: String, from old: [UInt8], to new: [UInt8], suppressions: SuppressionMap
    ) -> Finding?? {
        let touched = SuppressionMap.changedLines(from: old, to: new)
        guard let suppressed = touched.first(where: { suppressions.isSuppressed(ruleID, everyLineOf: $0) }) else { return nil }
        guard let free = touched.first(where: { !suppressions.isSuppressed(ruleID, everyLineOf: $0) }) else { return .some(nil) }
        let message = "not rewritten: the rewrite would also change line \(suppressed.upperBound), where a `svrefactor:disable` comment "
            + "turns '\(ruleID)' off, and a rule's changes to a file are made together or not at all; "
            + "narrow the comment to the code it protects, or suppress this line too"
        return Finding(ruleID: ruleID, line: free.lowerBound, column: 1, message: message, lineText: LineTable(old).text(ofLine: free.lowerBound, in: old))
    }

    /// Findings about the suppression comments themselves: commands that cannot be read, and rule
    /// ids svrefactor does not know (a typo would otherwise silently suppress nothing).
    private func suppressionFindings(_ suppressions: SuppressionMap, source: [UInt8]) -> [Finding] {
        var findings = suppressions.problems.map { ($0.line, $0.column, $0.message) }
        if !knownRuleIDs.isEmpty {
            for named in suppressions.namedRules where named.id != SuppressionMap.allRules && !knownRuleIDs.contains(named.id) {
                findings.append((named.line, named.column, "unknown rule '\(named.id)' in a `svrefactor:` comment; `svrefactor rules` lists the rule ids"))
            }
        }
        guard !findings.isEmpty else { return [] }
        let lineTable = LineTable(source)
        return findings.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { line, column, message in
            Finding(ruleID: Self.toolRuleID, line: line, column: column, message: message, lineText: lineTable.text(ofLine: line, in: source))
        }
    }

    /// Convenience for tests and embedding tools that do not collect timings.
    public func process(_ source: String, path: String) -> FileOutcome {
        var timings = PhaseTimings()
        return process(Array(source.utf8), path: path, timings: &timings)
    }

    public static func parse(_ source: [UInt8]) -> SourceFileSyntax {
        source.withUnsafeBufferPointer { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
        }
    }

    /// The first error in `tree`: one swift-syntax reports, else one the compiler would (see
    /// ``CompilerSyntaxCheck``); nil for a tree without either.
    static func firstError(in tree: SourceFileSyntax, path: String) -> (line: Int, column: Int, message: String)? {
        if tree.hasError { return firstSyntaxError(in: tree, path: path) }
        guard let error = CompilerSyntaxCheck.firstError(in: tree) else { return nil }
        let location = SourceLocationConverter(fileName: path, tree: tree).location(for: error.position)
        return (location.line, location.column, error.message)
    }

    static func firstSyntaxError(in tree: SourceFileSyntax, path: String) -> (line: Int, column: Int, message: String) {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        // swift-syntax's diagnostics generator builds the Fix-Its of lexer errors as it goes, and the
        // one for "'=' must have consistent whitespace" traps when the odd whitespace is a control
        // character (`a \u{11}= b`, found by fuzzing): that error is reported here, without it.
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let diagnostic = token.tokenDiagnostic, case .equalMustHaveConsistentWhitespaceOnBothSides = diagnostic.kind else { continue }
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            return (location.line, location.column, "'=' must have consistent whitespace on both sides")
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.min(by: { $0.position < $1.position }) else {
            return (1, 1, "unrecognized syntax")
        }
        let location = first.location(converter: converter)
        return (location.line, location.column, first.message)
    }

    static func firstDifference(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int? {
        let shared = min(lhs.count, rhs.count)
        var index = 0
        while index < shared, lhs[index] == rhs[index] { index += 1 }
        return index == shared && lhs.count == rhs.count ? nil : index
    }

    static func lineNumber(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes[..<min(offset, bytes.count)] where byte == UInt8(ascii: "\n") { line += 1 }
        return line
    }
}
