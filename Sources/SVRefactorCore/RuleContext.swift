import SwiftSyntax

/// What a rule sees besides the tree: the file's path and style, the module around it, and a place
/// to report findings.
///
/// One context exists per file and rule; it is used on a single thread.
public final class RuleContext {
    public let path: String
    public let ruleID: String
    /// The run's model of the module, for rules that declare ``RuleMetadata/usesProjectModel``; nil
    /// otherwise, and when the run has none (`--no-index`, standard input without `--stdin-path`).
    public let project: ProjectModel?
    /// The rule's input. Finding positions refer to it.
    public let tree: SourceFileSyntax
    /// The rule's input text.
    public let source: [UInt8]
    public private(set) var findings: [Finding] = []
    /// Files the rule's change creates beside this one (see ``create(fileNamed:contents:)``).
    public private(set) var createdFiles: [CreatedFile] = []
    /// The lines `// svrefactor:disable…` comments turn rules off on. The pipeline drops findings
    /// there and refuses rewrites that change them; a rule asks ``isSuppressed(_:)`` to leave such
    /// code alone itself, so that the rest of the file can still change.
    public let suppressions: SuppressionMap
    /// Lines a `svrefactor:disable` comment protects that this rule's first try at the file changed.
    /// A rule whose ``RuleMetadata/changeUnit`` is `.view` leaves every view spanning one of them
    /// as it is (``isHeldBack(_:named:)``), so that its other views can still change.
    public let heldBackLines: Set<Int>
    /// The lines that try changed that no comment protects: a held-back view with one of them lost
    /// a change the user did not turn off, and a finding says so.
    let unprotectedChangedLines: Set<Int>
    /// Set by ``fail(_:)``: the rule's output must not be used.
    public private(set) var internalError: String?
    /// The run's selection (`--at`): nil when every construct is selected.
    public let selection: Selection?
    /// What the selection took and could have taken in this file (see ``selects(_:spanning:)``).
    public private(set) var selectionResult = SelectionResult()
    /// The lines of the constructs the selection took: the rule's findings elsewhere are not reported.
    private(set) var selectedLines: [ClosedRange<Int>] = []

    private let treeFacts: SharedTreeFacts
    private var cachedModule: ModuleLookup?
    private var reportedHeldBack = Set<SyntaxIdentifier>()

    public convenience init(
        path: String, ruleID: String, tree: SourceFileSyntax, source: [UInt8], project: ProjectModel? = nil, selection: Selection? = nil
    ) {
        self.init(
            path: path, ruleID: ruleID, tree: tree, source: source, project: project,
            treeFacts: SharedTreeFacts(path: path, tree: tree, source: source, isIndexed: false),
            suppressions: SuppressionMap(tree: tree, source: source), selection: selection)
    }

    init(
        path: String, ruleID: String, tree: SourceFileSyntax, source: [UInt8], project: ProjectModel?, treeFacts: SharedTreeFacts,
        suppressions: SuppressionMap, heldBackLines: Set<Int> = [], unprotectedChangedLines: Set<Int> = [], selection: Selection? = nil
    ) {
        self.selection = selection
        self.suppressions = suppressions
        self.heldBackLines = heldBackLines
        self.unprotectedChangedLines = unprotectedChangedLines
        self.path = path
        self.ruleID = ruleID
        self.project = project
        self.tree = tree
        self.source = source
        self.treeFacts = treeFacts
    }

    /// The module as this file sees it: this tree's declarations plus, for rules that use the
    /// project model, every other file's. Built on first use.
    public var module: ModuleLookup {
        if let cachedModule { return cachedModule }
        let module = ModuleLookup(path: path, local: project != nil && treeFacts.isIndexed ? nil : treeFacts.declarations, project: project)
        cachedModule = module
        return module
    }

    /// The file's indentation unit and line ending, detected on first use.
    public var style: SourceStyle {
        treeFacts.style
    }

    /// Line and column of `node`'s first token, skipping its leading trivia.
    public func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// Line and column (1-based, column in UTF-8 bytes as compilers count it) of a position in ``tree``.
    public func location(at position: AbsolutePosition) -> (line: Int, column: Int) {
        lineTable.location(of: position)
    }

    private var lineTable: LineTable {
        treeFacts.lineTable
    }

    /// The value `key` derives from this context's tree, derived once for all the rules that see
    /// the tree.
    public func shared<Key: TreeDerivedValue>(_ key: Key.Type) -> Key.Value {
        treeFacts.value(key, for: self)
    }

    /// The bytes of a 1-based line, without its line break.
    func lineText(_ line: Int) -> ArraySlice<UInt8> {
        lineTable.text(ofLine: line, in: source)
    }

    /// The spaces and tabs that start the line containing `position`.
    public func indentation(ofLineAt position: AbsolutePosition) -> String {
        let (line, _) = location(at: position)
        var index = lineTable.starts[line - 1]
        var indentation: [UInt8] = []
        while index < source.count, source[index] == UInt8(ascii: " ") || source[index] == UInt8(ascii: "\t") {
            indentation.append(source[index])
            index += 1
        }
        return String(decoding: indentation, as: UTF8.self)
    }

    /// Whether a comment turns this rule off on any line of `node` (its leading trivia excluded).
    public func isSuppressed(_ node: some SyntaxProtocol) -> Bool {
        guard suppressions.suppressesAnything(of: ruleID) else { return false }
        return suppressions.isSuppressed(ruleID, anyLineOf: lines(of: node))
    }

    /// Whether `node` (a view) spans a line of ``heldBackLines``: the rule must leave all of it as it
    /// is. When that costs a change of a line no comment protects, says so once, at `name`.
    public func isHeldBack(_ node: some SyntaxProtocol, named name: TokenSyntax) -> Bool {
        guard !heldBackLines.isEmpty else { return false }
        let lines = lines(of: node)
        guard let protected = heldBackLines.filter({ lines.contains($0) }).min() else { return false }
        if unprotectedChangedLines.contains(where: { lines.contains($0) }), reportedHeldBack.insert(node.id).inserted {
            report(
                "'\(name.text)' is left as it is: changing it would also change line \(protected), where a `svrefactor:disable` comment turns "
                    + "'\(ruleID)' off, and this rule changes a view together or not at all; narrow the comment to the code it protects, or "
                    + "turn the rule off for the whole view",
                at: name)
        }
        return true
    }

    /// Whether the selection takes the construct `name` whose text is `spans` (its declaration, and
    /// places that use it, such as a helper's calls in `body`): always without a selection. With one,
    /// the construct is offered for the message when nothing is selected. A rule whose constructs
    /// nest (closures in closures, types in types) asks ``selectsInnermost(_:name:spans:)`` instead.
    public func selects(_ name: String, spanning spans: [Syntax]) -> Bool {
        !selectsInnermost([name], name: { $0 }, spans: { _ in spans }).isEmpty
    }

    /// The candidates the selection takes: for each point of this file, the candidate with the
    /// smallest span around it; every candidate without a selection. Candidates are offered as
    /// with ``selects(_:spanning:)``.
    public func selectsInnermost<Candidate>(
        _ candidates: [Candidate], name: (Candidate) -> String, spans: (Candidate) -> [Syntax]
    ) -> [Candidate] {
        guard let selection else { return candidates }
        let points = selection.points(in: path)
        var best: [(size: Int, index: Int)?] = Array(repeating: nil, count: points.count)
        let candidateSpans = candidates.map(spans)
        for (index, candidate) in candidates.enumerated() {
            guard let first = candidateSpans[index].first else { continue }
            selectionResult.offers.append(selectionOffer(name(candidate), at: first))
            for span in candidateSpans[index] {
                let size = span.endPositionBeforeTrailingTrivia.utf8Offset - span.positionAfterSkippingLeadingTrivia.utf8Offset
                for (pointIndex, point) in points.enumerated() where holds(point, span) {
                    if best[pointIndex].map({ size < $0.size }) ?? true { best[pointIndex] = (size, index) }
                }
            }
        }
        let taken = Set(best.compactMap { $0?.index })
        var selected: [Candidate] = []
        for (index, candidate) in candidates.enumerated() where taken.contains(index) {
            selected.append(candidate)
            selectedLines += candidateSpans[index].map(lines(of:))
            if let first = candidateSpans[index].first { selectionResult.selected.append(selectionOffer(name(candidate), at: first)) }
        }
        return selected
    }

    /// Whether a point of the selection lies within `node` (false without a selection): for a rule
    /// that can leave out of its planning what no point is in.
    public func holdsSelectedPoint(_ node: some SyntaxProtocol) -> Bool {
        guard let selection else { return false }
        return selection.points(in: path).contains { holds($0, node) }
    }

    /// Whether `point` lies within `node`'s text.
    private func holds(_ point: Selection.Point, _ node: some SyntaxProtocol) -> Bool {
        point.isWithin(start: location(of: node), end: location(at: node.endPositionBeforeTrailingTrivia))
    }

    /// The lines `node` spans, from its first token (its leading trivia left out) to its last.
    private func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let first = location(of: node).line
        return first...max(first, location(at: node.endPositionBeforeTrailingTrivia).line)
    }

    /// A construct of this rule called `name`, where `node` starts.
    private func selectionOffer(_ name: String, at node: some SyntaxProtocol) -> SelectionOffer {
        let at = location(of: node)
        return SelectionOffer(ruleID: ruleID, path: path, name: name, line: at.line, column: at.column)
    }

    /// Marks a construct the rule selected by name rather than by position (a class a point in
    /// another file selected, whose uses change here too): `span` is its text in this file.
    public func noteSelected(_ name: String, spanning span: some SyntaxProtocol) {
        selectedLines.append(lines(of: span))
        selectionResult.selected.append(selectionOffer(name, at: span))
    }

    /// Offers a construct for the message when the selection takes nothing (see ``selects(_:spanning:)``).
    public func offer(_ name: String, at node: some SyntaxProtocol) {
        guard selection != nil else { return }
        selectionResult.offers.append(selectionOffer(name, at: node))
    }

    /// `--name`, when the run gives one: the name for what the selected construct's rewrite creates.
    public var requestedName: String? {
        selection?.name
    }

    /// Refuses `--name` (the name is taken where the rewrite would declare it): the run stops with
    /// a usage error that gives `reason`, and nothing is rewritten.
    public func rejectRequestedName(_ reason: String) {
        selectionResult.nameProblem = selectionResult.nameProblem ?? reason
    }

    /// Whether a finding of this rule on `line` is reported: with a selection, only inside the
    /// constructs it took or on a selected line.
    func reportsFinding(onLine line: Int) -> Bool {
        guard let selection else { return true }
        return selectedLines.contains { $0.contains(line) } || selection.points(in: path).contains { $0.line == line }
    }

    /// Adds a new file beside this one to the rule's change: it is written together with the
    /// rewritten file or not at all, never over an existing file. The pipeline parses it and counts
    /// its comments with the file's, so a comment may move into it.
    public func create(fileNamed name: String, contents: String) {
        createdFiles.append(CreatedFile(name: name, contents: Array(contents.utf8), ruleID: ruleID))
    }

    /// Records a bug the rule detected in itself (edits that do not fit together). The pipeline then
    /// leaves the file unchanged and reports an internal error, rather than write doubtful output.
    public func fail(_ message: String) {
        internalError = internalError ?? message
    }

    /// Reports a finding at `node`, which must belong to ``tree``.
    public func report(_ message: String, at node: some SyntaxProtocol, severity: Finding.Severity = .warning) {
        report(message, at: node.positionAfterSkippingLeadingTrivia, severity: severity)
        let end = location(at: max(node.positionAfterSkippingLeadingTrivia, node.endPositionBeforeTrailingTrivia))
        findings[findings.count - 1].endLine = end.line
        findings[findings.count - 1].endColumn = end.column
    }

    /// Reports a finding at a position in ``tree`` (for example a comment inside trivia).
    /// A message is one line (`path:line:col: warning: …` is read line by line by editors and CI):
    /// code a message quotes over several lines is joined with spaces.
    public func report(_ message: String, at position: AbsolutePosition, severity: Finding.Severity = .warning) {
        let (line, column) = location(at: position)
        let oneLine = message.contains(where: \.isNewline)
            ? message.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }.filter { !$0.isEmpty }.joined(separator: " ") : message
        findings.append(Finding(ruleID: ruleID, line: line, column: column, message: oneLine, severity: severity, lineText: lineText(line)))
    }
}

/// A value rules derive from a file's tree alone, whatever their options (the views of a file,
/// their bodies): every rule that sees the same tree reads it from ``RuleContext/shared(_:)``,
/// which derives it once (five rules each looking for a file's views cost more than most checks).
public protocol TreeDerivedValue {
    associatedtype Value
    /// Derives the value from `context`'s tree and source, and from other such values: never from
    /// the rule's id, options or findings, which differ between the rules that share it.
    static func derive(for context: RuleContext) -> Value
}

/// What the contexts of every rule that sees the same tree share, each made on first use: the
/// file's own declarations, its line table and style, and ``TreeDerivedValue``s.
final class SharedTreeFacts {
    private let path: String
    private let tree: SourceFileSyntax
    private let source: [UInt8]
    private var cachedDeclarations: FileDeclarations?
    private var cachedLineTable: LineTable?
    private var cachedStyle: SourceStyle?
    private var derivedValues: [ObjectIdentifier: Any] = [:]
    /// The tree is the one the project model indexed (same bytes): the model's entry stands for it.
    let isIndexed: Bool

    init(path: String, tree: SourceFileSyntax, source: [UInt8], isIndexed: Bool) {
        self.path = path
        self.tree = tree
        self.source = source
        self.isIndexed = isIndexed
    }

    var declarations: FileDeclarations {
        if let cachedDeclarations { return cachedDeclarations }
        let declarations = FileDeclarations(path: path, tree: tree, source: source)
        cachedDeclarations = declarations
        return declarations
    }

    var lineTable: LineTable {
        if let cachedLineTable { return cachedLineTable }
        let table = LineTable(source)
        cachedLineTable = table
        return table
    }

    var style: SourceStyle {
        if let cachedStyle { return cachedStyle }
        let style = SourceStyle.detect(in: source)
        cachedStyle = style
        return style
    }

    func value<Key: TreeDerivedValue>(_ key: Key.Type, for context: RuleContext) -> Key.Value {
        if let value = derivedValues[ObjectIdentifier(key)] as? Key.Value { return value }
        let value = Key.derive(for: context)
        derivedValues[ObjectIdentifier(key)] = value
        return value
    }
}
