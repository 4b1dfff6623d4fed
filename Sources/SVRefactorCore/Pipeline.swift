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
///
/// A rule that declined something (a finding) may find it possible once a later rule has changed
/// the file: hoist-closures leaves an action inline because its name is taken, then extract-subviews
/// moves the helper that holds it into a struct of its own, where the name is free. So that a
/// second `apply` finds nothing left to do, such a file goes through the rules again, from the
/// first that declined, on the verified output (see ``maximumRounds``). Only rules that add or
/// remove declarations (``RuleMetadata/restructures``) are watched, on both sides. A rule whose
/// own change may clear what it declined (``RuleMetadata/reconsidersAfterOwnChange``) runs again
/// at once on its output, before the next rule, so the rest of the rules run once.
public struct Pipeline: Sendable {
    /// Deep enough for real code. The parser's own default is much lower in debug builds;
    /// callers run the pipeline on threads with stacks large enough for this depth.
    public static let maximumNestingLevel = 256
    /// Passes over a file at most: the first, and further ones only after a rule declined something
    /// and a later one changed the file; also how often a rule may run in a row on its own output.
    /// The corpus settles within it (a second `apply` changes nothing); the bound keeps rules that
    /// would undo each other from looping.
    public static let maximumRounds = 3

    public let rules: [any Rule]
    /// The module's model, for rules that use it (see ``RuleMetadata/usesProjectModel``).
    public let project: ProjectModel?
    /// Every rule id svrefactor knows, so that a suppression comment naming another one is reported;
    /// empty: not checked.
    public let knownRuleIDs: Set<String>
    /// Whether each ``RuleChange`` lists its ``RuleChange/sites`` (a line diff per changed rule):
    /// what `check` reports and baselines, not worth the diff when the change is written.
    public var recordsChangeSites = false
    /// Every rule sees the input, and a rule's change is recorded rather than made
    /// (``FileOutcome/proposedChanges``, with its sites): every finding and change then refers to
    /// the input's lines, as an editor shows them, and the file comes back unchanged. For a
    /// language server's diagnostics.
    public var leavesEachRuleOnTheInput = false
    /// With ``leavesEachRuleOnTheInput``: each rule's output is verified on its own and kept with
    /// its proposed change (``ProposedChange/verified``), for a front end that offers each rule's
    /// rewrite apart (an editor's code actions at the cursor).
    public var verifiesProposals = false
    /// Limits rewriting to the constructs at these positions (`--at`), and names what the rewrite
    /// creates (`--name`). Rules then change only selected constructs and report findings only
    /// about them; a rule that changed a file without selecting anything there has its change
    /// dropped, and the file is not run through the rules again (positions refer to the input).
    public var selection: Selection?

    /// The rule id of findings about the file itself rather than a rule (suppression comments).
    public static let toolRuleID = "svrefactor"

    public init(rules: [any Rule], project: ProjectModel? = nil, knownRuleIDs: Set<String> = []) {
        self.rules = rules
        self.project = project
        self.knownRuleIDs = knownRuleIDs
    }

    /// Whether any rule wants a ``ProjectModel`` of the module.
    public static func needsProjectModel(_ rules: [any Rule]) -> Bool {
        rules.contains { $0.readsProjectModel }
    }

    /// The model's entry for `path`, if it was made from exactly these bytes.
    private func indexedEntry(_ source: [UInt8], path: String) -> FileDeclarations? {
        guard let indexed = project?.declarations(inFile: path), indexed.contentHash == FileDeclarations.contentHash(of: source) else { return nil }
        return indexed
    }

    /// Whether the model shows that no rule can apply to these declarations, so the file need not
    /// be parsed again. Files with syntax errors are parsed again for the message.
    private func isUntouched(_ indexed: FileDeclarations) -> Bool {
        guard let project else { return false }
        return !indexed.hasSyntaxErrors && !rules.contains { $0.mayApply(to: indexed, in: project) }
    }

    public func process(_ source: [UInt8], path: String, timings: inout PhaseTimings) -> FileOutcome {
        process(source, parsed: nil, path: path, timings: &timings)
    }

    /// `parsed`: the tree of `source`, when the caller holds it already (a language server keeps
    /// the open buffer's); parsed here otherwise.
    public func process(_ source: [UInt8], parsed: SourceFileSyntax?, path: String, timings: inout PhaseTimings) -> FileOutcome {
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

        let (run, commentsAtRisk) = runRulesOnFreshTree(source, parsed: parsed, path: path, isIndexed: indexed != nil, timings: &timings)
        let outcome = run.outcome
        guard case let .changed(output, changes) = outcome.status else { return outcome }
        // The input's tree is gone by now (see `runRulesOnFreshTree`): only the output's is in memory.
        let reparsed = timings.measure(.verify) { Self.parse(output) }
        let created: [SourceFileSyntax]
        switch timings.measure(.verify, { verifiedCreatedFiles(outcome.createdFiles, besides: path) }) {
        case let .success(trees): created = trees
        case let .failure(reason): return FileOutcome(status: .failed(reason), findings: outcome.findings)
        }
        let lostComment = commentsAtRisk.flatMap { comments in
            timings.measure(.verify) { CommentInventory.firstMissing(comments, to: output, reparsed, from: source, createdFiles: created) }
        }
        guard reparsed.hasError || CompilerSyntaxCheck.firstError(in: reparsed) != nil || lostComment != nil else {
            if selection != nil { return outcome }
            return runFurtherRounds(after: run, output: output, tree: reparsed, path: path, timings: &timings)
        }
        // Which rule broke it: run them again, each output verified before the next rule sees it.
        var attribution = PhaseTimings()
        let attributed = runRules(
            rules[...], on: Self.parse(source), source: source, path: path, isIndexed: indexed != nil, verifyingEachRule: true,
            timings: &attribution
        ).outcome
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
        _ source: [UInt8], parsed: SourceFileSyntax? = nil, path: String, isIndexed: Bool, timings: inout PhaseTimings
    ) -> (RulesRun, commentsAtRisk: [String]?) {
        let tree = parsed ?? timings.measure(.parse) { Self.parse(source) }
        if tree.hasError {
            let (line, column, message) = Self.firstSyntaxError(in: tree, path: path)
            return (RulesRun(FileOutcome(status: .skipped(.syntaxError(line: line, column: column, message: message)))), nil)
        }
        let run = runRules(rules[...], on: tree, source: source, path: path, isIndexed: isIndexed, verifyingEachRule: false, timings: &timings)
        guard case let .changed(output, _) = run.outcome.status else { return (run, nil) }
        // Only files about to change need it: the promise is about what gets rewritten.
        if let (line, column, message) = timings.measure(.verify, { Self.firstError(in: tree, path: path) }) {
            return (RulesRun(FileOutcome(status: .skipped(.syntaxError(line: line, column: column, message: message)))), nil)
        }
        guard allRulesPreserveComments else { return (run, nil) }
        return (run, timings.measure(.verify) { CommentInventory.commentsAtRisk(from: source, tree, to: output) })
    }

    /// What one pass of rules over a file gave, and where the next pass starts (see
    /// ``RulesRun/revisitFrom``).
    private struct RulesRun {
        var outcome: FileOutcome
        /// The index (in ``Pipeline/rules``) of the first rule that restructures code and declined
        /// something, when a later such rule changed the file: it saw a file the run then changed,
        /// and may now do what it declined. Nil when no rule needs another look.
        var revisitFrom: Int?

        init(_ outcome: FileOutcome, revisitFrom: Int? = nil) {
            self.outcome = outcome
            self.revisitFrom = revisitFrom
        }
    }

    /// Runs the rules again over a verified output while a pass leaves a rule to revisit (see
    /// ``maximumRounds``). A pass whose output does not parse or loses a comment is dropped: the
    /// last verified output stands, as if the rules had not been run again.
    ///
    /// Findings stay those of the first pass, at the lines the rules saw then, except for the rules
    /// run again: of theirs, those the later pass still reports (same rule, message and line text:
    /// the fingerprint) are kept where the first pass put them, and the later pass adds the ones it
    /// alone reports, at the lines of the text it saw. A finding about code a later pass rewrote is
    /// then gone.
    private func runFurtherRounds(after first: RulesRun, output: [UInt8], tree: SourceFileSyntax, path: String, timings: inout PhaseTimings) -> FileOutcome {
        var outcome = first.outcome
        var revisitFrom = first.revisitFrom
        var current = (source: output, tree: tree)
        var round = 1
        while let start = revisitFrom, round < Self.maximumRounds, case let .changed(_, changes) = outcome.status {
            round += 1
            let again = runRules(rules[start...], on: current.tree, source: current.source, path: path, isIndexed: false, verifyingEachRule: false, timings: &timings)
            guard case let .changed(output, newChanges) = again.outcome.status else {
                // Nothing more to do: the pass's findings are the rules' last word. A pass that
                // failed (an internal error) says nothing.
                if again.outcome.status == .unchanged {
                    outcome.findings = Self.findings(outcome.findings, revisedBy: again.outcome.findings, of: rules[start...])
                }
                break
            }
            let reparsed = timings.measure(.verify) { Self.parse(output) }
            guard case let .success(created) = timings.measure(.verify, { verifiedCreatedFiles(outcome.createdFiles + again.outcome.createdFiles, besides: path) })
            else { break }
            let keepsComments = !allRulesPreserveComments || timings.measure(.verify) {
                let comments = CommentInventory.commentsAtRisk(from: current.source, current.tree, to: output)
                return CommentInventory.firstMissing(comments, to: output, reparsed, from: current.source, createdFiles: created) == nil
            }
            guard Self.firstError(in: reparsed, path: path) == nil, keepsComments else { break }
            let changedBefore = Set(changes.map(\.ruleID))
            outcome = FileOutcome(
                status: .changed(newSource: output, changes: changes + newChanges.filter { !changedBefore.contains($0.ruleID) }),
                findings: Self.findings(outcome.findings, revisedBy: again.outcome.findings, of: rules[start...]),
                changesLeftOutBySuppression: outcome.changesLeftOutBySuppression
                    + again.outcome.changesLeftOutBySuppression.filter { !outcome.changesLeftOutBySuppression.contains($0) },
                createdFiles: outcome.createdFiles + again.outcome.createdFiles)
            current = (output, reparsed)
            revisitFrom = again.revisitFrom
        }
        return outcome
    }

    /// `earlier` with the findings of `revisited` rules replaced by `later` ones, matched by
    /// fingerprint (see ``runFurtherRounds(after:output:tree:path:timings:)``). Findings about the
    /// file itself (``toolRuleID``) were reported by the first pass.
    private static func findings(_ earlier: [Finding], revisedBy later: [Finding], of revisited: ArraySlice<any Rule>) -> [Finding] {
        let revisitedIDs = Set(revisited.map(\.metadata.id))
        var stillReported: [UInt64: Int] = [:]
        for finding in later where finding.ruleID != toolRuleID { stillReported[finding.fingerprint, default: 0] += 1 }
        var kept: [Finding] = []
        for finding in earlier {
            guard revisitedIDs.contains(finding.ruleID) else {
                kept.append(finding)
                continue
            }
            guard let count = stillReported[finding.fingerprint], count > 0 else { continue }
            stillReported[finding.fingerprint] = count - 1
            kept.append(finding)
        }
        for finding in later where finding.ruleID != toolRuleID {
            guard let count = stillReported[finding.fingerprint], count > 0 else { continue }
            stillReported[finding.fingerprint] = count - 1
            kept.append(finding)
        }
        return kept
    }

    /// One rule's output checked as a change that is made: it parses, passes the compiler's syntax
    /// check, creates files that parse, and keeps every comment of the input.
    private func verifiedProposal(
        _ output: [UInt8], createdFiles: [CreatedFile], of rule: any Rule, from source: [UInt8], _ tree: SourceFileSyntax, path: String
    ) -> Result<(output: [UInt8], createdFiles: [CreatedFile]), FailureReason> {
        let ruleID = rule.metadata.id
        let next = Self.parse(output)
        if let (line, column, message) = Self.firstError(in: next, path: path) {
            return .failure(.ruleOutputDoesNotParse(ruleID: ruleID, line: line, column: column, message: message))
        }
        let trees: [SourceFileSyntax]
        switch verifiedCreatedFiles(createdFiles, besides: path) {
        case let .success(verified): trees = verified
        case let .failure(reason): return .failure(reason)
        }
        if rule.metadata.preservesComments,
            let lost = CommentInventory.firstDroppedComment(from: source, tree, to: output, next, createdFiles: trees)
        {
            return .failure(.ruleDroppedComment(ruleID: ruleID, comment: lost))
        }
        return .success((output, createdFiles))
    }

    /// The trees of the files a change creates, each parsed and checked as an output is; a file
    /// that does not parse, or a name given twice, fails the change.
    private func verifiedCreatedFiles(_ files: [CreatedFile], besides path: String) -> Result<[SourceFileSyntax], FailureReason> {
        var names = Set<String>()
        var trees: [SourceFileSyntax] = []
        for file in files {
            guard names.insert(file.name.lowercased()).inserted else {
                return .failure(.ruleFailed(ruleID: file.ruleID, message: "it would create \(file.name) twice"))
            }
            let tree = Self.parse(file.contents)
            let createdPath = file.path(besides: path)
            if let (line, column, message) = Self.firstError(in: tree, path: createdPath) {
                return .failure(.createdFileDoesNotParse(ruleID: file.ruleID, file: createdPath, line: line, column: column, message: message))
            }
            trees.append(tree)
        }
        return .success(trees)
    }

    private var allRulesPreserveComments: Bool {
        rules.allSatisfy { $0.metadata.preservesComments }
    }

    /// Runs `selected` rules in turn. With `verifyingEachRule`, each changed output is parsed before
    /// the next rule sees it, and one that does not parse fails the file, naming its rule.
    private func runRules(
        _ selected: ArraySlice<any Rule>, on input: SourceFileSyntax, source: [UInt8], path: String, isIndexed: Bool, verifyingEachRule: Bool,
        timings: inout PhaseTimings
    ) -> RulesRun {
        var tree = input
        var current = source
        var changes: [RuleChange] = []
        var leftOut: [String] = []
        var created: [CreatedFile] = []
        var firstDecliningRewriter: Int?
        var revisitFrom: Int?
        // Rules that see the same tree share its declarations, what they derive from it, and its suppression comments.
        var treeFacts = SharedTreeFacts(path: path, tree: tree, source: current, isIndexed: isIndexed)
        var suppressions = SuppressionMap(tree: tree, source: current)
        var findings = suppressionFindings(suppressions, source: current)
        var index = selected.startIndex
        // How often the current rule ran in a row, and what its runs before this one reported.
        var runsInARow = 0
        var earlierRunsFindings: [Finding] = []
        var selectionResult = SelectionResult()
        var proposed: [ProposedChange] = []
        // Whether the input passes the compiler's syntax check, asked once a proposal needs it.
        lazy var inputError = Self.firstError(in: input, path: path)
        // Points move with the earlier rules' changes of the file; those in it know the types around them.
        var currentSelection = selection
        if let unresolved = selection, unresolved.points.contains(where: { $0.path == path && $0.enclosingTypes.isEmpty }) {
            currentSelection = unresolved.resolvingEnclosingTypes(in: input, source: source, path: path)
        }
        while index < selected.endIndex {
            let rule = selected[index]
            let ruleID = rule.metadata.id
            runsInARow += 1
            let findingsBefore = findings.count
            // Set where the loop moves on; `continue` below runs the same rule again.
            var runsAgain = false
            defer {
                if !runsAgain {
                    index = selected.index(after: index)
                    runsInARow = 0
                }
            }
            var heldBackLines = Set<Int>(), unprotectedChangedLines = Set<Int>()
            var rewritten: SourceFileSyntax
            var output: [UInt8]
            var changeOffset: Int?
            var createdByRule: [CreatedFile] = []
            // A rule whose change touches a line a comment protects runs again without the views
            // that hold such lines, until its change touches none or holding back helps no more.
            while true {
                let context = RuleContext(
                    path: path, ruleID: ruleID, tree: tree, source: current,
                    project: rule.readsProjectModel ? project : nil, treeFacts: treeFacts,
                    suppressions: suppressions, heldBackLines: heldBackLines, unprotectedChangedLines: unprotectedChangedLines,
                    selection: currentSelection)
                rewritten = timings.measure(.rule(ruleID)) { rule.rewrite(tree, in: context) }
                createdByRule = context.createdFiles
                if selection != nil {
                    selectionResult.merge(context.selectionResult)
                    if let problem = context.selectionResult.nameProblem {
                        // `--name` cannot be given: nothing is rewritten, and the run says why.
                        var outcome = FileOutcome(status: .unchanged, findings: findings)
                        outcome.selection = selectionResult
                        outcome.selection.nameProblem = problem
                        return RulesRun(outcome)
                    }
                    // Only what the selection took may change.
                    if context.selectionResult.selected.isEmpty {
                        rewritten = tree
                        createdByRule = []
                    }
                }
                // In position order, as compilers list diagnostics; none on the lines comments turn the rule off on.
                findings.removeSubrange(findingsBefore...)
                findings += context.findings.enumerated().sorted {
                    ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
                }.map(\.element).filter { !suppressions.isSuppressed(ruleID, line: $0.line) && context.reportsFinding(onLine: $0.line) }
                if let message = context.internalError {
                    return RulesRun(FileOutcome(status: .failed(.ruleFailed(ruleID: ruleID, message: message)), findings: findings))
                }
                output = rewritten.syntaxTextBytes
                changeOffset = Syntax(rewritten) == Syntax(tree) ? nil : Self.firstDifference(current, output)
                guard changeOffset != nil, suppressions.suppressesAnything(of: ruleID), rule.metadata.changeUnit == .view else { break }
                let changed = SuppressionMap.changedLines(from: current, to: output)
                let protected = changed.filter { suppressions.isSuppressed(ruleID, everyLineOf: $0) }.flatMap { Array($0) }
                guard !protected.isEmpty, !heldBackLines.isSuperset(of: protected) else { break }
                heldBackLines.formUnion(protected)
                unprotectedChangedLines.formUnion(changed.filter { !suppressions.isSuppressed(ruleID, anyLineOf: $0) }.flatMap { Array($0) })
            }
            let declined = findings.count > findingsBefore
            if runsInARow > 1 {
                // A run on the rule's own output revises what its runs before reported, as a further
                // round does: a finding it still reports stays where the first put it, on the text
                // the user has.
                let fresh = Array(findings[findingsBefore...])
                findings.removeSubrange(findingsBefore...)
                findings += Self.findings(earlierRunsFindings, revisedBy: fresh, of: selected[index...index])
            }
            if firstDecliningRewriter == nil, declined, rule.metadata.restructures { firstDecliningRewriter = index }
            guard let changeOffset else { continue }
            if suppressions.suppressesAnything(of: ruleID),
                let refusal = refusalForSuppressedLines(ruleID: ruleID, unit: rule.metadata.changeUnit, from: current, to: output, suppressions: suppressions)
            {
                // What is left touches protected lines outside any view the rule could hold back:
                // none of the rule's edits of this file is made.
                if let refusal { findings.append(refusal) }
                leftOut.append(ruleID)
                continue
            }

            var next = rewritten
            // The trees of the files this rule creates, once verified (only when verifying each rule).
            var createdTrees: [SourceFileSyntax]?
            if verifyingEachRule {
                next = Self.parse(output)
                if let (line, column, message) = Self.firstError(in: next, path: path) {
                    return RulesRun(FileOutcome(
                        status: .failed(.ruleOutputDoesNotParse(ruleID: ruleID, line: line, column: column, message: message)),
                        findings: findings))
                }
                switch verifiedCreatedFiles(created + createdByRule, besides: path) {
                case let .success(trees): createdTrees = Array(trees[created.count...])
                case let .failure(reason): return RulesRun(FileOutcome(status: .failed(reason), findings: findings))
                }
            }
            // Checked per rule only to name the rule at fault (or for a rule that may drop comments:
            // then the final check cannot speak for the others).
            if verifyingEachRule || !allRulesPreserveComments, rule.metadata.preservesComments,
                let lost = timings.measure(.verify, {
                    CommentInventory.firstDroppedComment(
                        from: current, tree, to: output, next, createdFiles: createdTrees ?? createdByRule.map { Self.parse($0.contents) })
                })
            {
                return RulesRun(FileOutcome(status: .failed(.ruleDroppedComment(ruleID: ruleID, comment: lost)), findings: findings))
            }
            let sites = recordsChangeSites || leavesEachRuleOnTheInput ? Self.changeSites(ruleID: ruleID, from: current, to: output) : []
            if leavesEachRuleOnTheInput {
                var proposal = ProposedChange(change: RuleChange(ruleID: ruleID, firstChangedLine: Self.lineNumber(ofOffset: changeOffset, in: current), sites: sites))
                if verifiesProposals {
                    if let (line, column, message) = inputError {
                        proposal.verified = .failure(.ruleFailed(ruleID: ruleID, message: "the file has a syntax error at \(line):\(column): \(message)"))
                    } else {
                        proposal.verified = verifiedProposal(output, createdFiles: createdByRule, of: rule, from: current, tree, path: path)
                    }
                }
                proposed.append(proposal)
                continue
            }
            if runsInARow > 1, let last = changes.indices.last, changes[last].ruleID == ruleID {
                // One change per rule: where it first changed the file, with every site.
                changes[last].sites += sites
            } else {
                changes.append(RuleChange(ruleID: ruleID, firstChangedLine: Self.lineNumber(ofOffset: changeOffset, in: current), sites: sites))
            }
            if rule.metadata.restructures, let declining = firstDecliningRewriter, declining < index { revisitFrom = revisitFrom ?? declining }
            tree = next
            currentSelection = currentSelection?.translated(in: path, from: current, to: output)
            current = output
            created += createdByRule
            treeFacts = SharedTreeFacts(path: path, tree: tree, source: current, isIndexed: false)
            suppressions = SuppressionMap(tree: tree, source: current)
            // It declined something its own change may have cleared: once more on its output.
            runsAgain = rule.metadata.reconsidersAfterOwnChange && declined && runsInARow < Self.maximumRounds && selection == nil
            if runsAgain {
                earlierRunsFindings = Array(findings[findingsBefore...])
                findings.removeSubrange(findingsBefore...)
            }
        }

        if changes.isEmpty {
            var outcome = FileOutcome(status: .unchanged, findings: findings, changesLeftOutBySuppression: leftOut)
            outcome.selection = selectionResult
            outcome.proposedChanges = proposed
            return RulesRun(outcome)
        }
        var outcome = FileOutcome(
            status: .changed(newSource: current, changes: changes), findings: findings, changesLeftOutBySuppression: leftOut,
            createdFiles: created)
        outcome.selection = selectionResult
        return RulesRun(outcome, revisitFrom: revisitFrom)
    }

    /// Why a rule's change of a file is not made because it changes lines a comment turns the rule
    /// off on: nil when it changes none, `.some(nil)` when it changes only such lines (the user
    /// asked for that: nothing to say), else a finding at the first line it would have changed freely.
    private func refusalForSuppressedLines(
        ruleID: String, unit: RuleMetadata.ChangeUnit, from old: [UInt8], to new: [UInt8], suppressions: SuppressionMap
    ) -> Finding?? {
        let touched = SuppressionMap.changedLines(from: old, to: new)
        guard let suppressed = touched.first(where: { suppressions.isSuppressed(ruleID, everyLineOf: $0) }) else { return nil }
        guard let free = touched.first(where: { !suppressions.isSuppressed(ruleID, everyLineOf: $0) }) else { return .some(nil) }
        let why = unit == .file
            ? "and '\(ruleID)' makes its changes to a file together or not at all"
            : "and that change lies outside any view '\(ruleID)' could leave as it is"
        let message = "not rewritten: the rewrite would also change line \(suppressed.upperBound), where a `svrefactor:disable` comment "
            + "turns '\(ruleID)' off, \(why); narrow the comment to the code it protects, or suppress this line too"
        return Finding(ruleID: ruleID, line: free.lowerBound, column: 1, message: message, lineText: LineTable(old).text(ofLine: free.lowerBound, in: old))
    }

    /// Each place a rule changed: a line replaced by one line, or else a run of removed lines
    /// (with what replaces them), or an insertion between two lines; at its first removed line or,
    /// for an insertion, the line it goes before. Fingerprinted by the rule and the old text it
    /// touches (the removed lines, or the two lines around an insertion), without leading and
    /// trailing whitespace.
    static func changeSites(ruleID: String, from old: [UInt8], to new: [UInt8]) -> [RuleChange.Site] {
        let oldLines = UnifiedDiff.splitLines(old), newLines = UnifiedDiff.splitLines(new)
        func trimmed(_ line: Int) -> [UInt8] {
            oldLines.indices.contains(line) ? Finding.trimmingBlanks(Array(oldLines[line].utf8)) : []
        }
        var sites: [RuleChange.Site] = []
        var oldLine = 0
        var removed: [Int] = []
        var inserted = 0
        func site(at line: Int, touching lines: [Int]) -> RuleChange.Site {
            let text: [UInt8] = lines.flatMap { trimmed($0) + [UInt8(0)] }
            return RuleChange.Site(line: line + 1, fingerprint: FileDeclarations.hash(Array(ruleID.utf8) + [0] + text))
        }
        func closeSite() {
            if removed.count == inserted, !removed.isEmpty {
                // Lines replaced one for one (a modifier renamed on each of three lines): a site each.
                sites += removed.map { site(at: $0, touching: [$0]) }
            } else if !removed.isEmpty {
                sites.append(site(at: removed[0], touching: removed))
            } else if inserted > 0 {
                sites.append(site(at: min(oldLine, max(oldLines.count - 1, 0)), touching: [oldLine - 1, oldLine]))
            }
            removed = []
            inserted = 0
        }
        for operation in LineDiff.editScript(old: oldLines, new: newLines) {
            switch operation {
            case .keep:
                closeSite()
                oldLine += 1
            case .remove:
                removed.append(oldLine)
                oldLine += 1
            case .insert:
                inserted += 1
            }
        }
        closeSite()
        return sites
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
