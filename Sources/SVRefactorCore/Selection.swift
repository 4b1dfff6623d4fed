import SwiftSyntax

/// What `--at` (and an editor's cursor) limits a run to: positions in files, each selecting the
/// innermost construct a rule handles there, and an optional name for what the rewrite creates.
///
/// A rule that supports selection asks its ``RuleContext`` about each construct it would change
/// (``RuleContext/selectsInnermost(_:name:spans:)``); without a selection every construct is selected,
/// so a rule written this way behaves the same in whole-file runs.
public struct Selection: Sendable, Hashable {
    /// A position: a 1-based line and, optionally, a 1-based column (UTF-8 bytes, as compilers count).
    /// Without a column, the whole line.
    public struct Point: Sendable, Hashable, CustomStringConvertible {
        /// The file, as the run names it (its display path).
        public var path: String
        public var line: Int
        public var column: Int?
        /// The qualified names of the types whose declarations (or extensions) hold the point,
        /// innermost first (see ``Selection/resolvingEnclosingTypes(in:source:)``): how a rule
        /// that changes other files too (migrate-observation) knows the class a point in this one selects.
        public var enclosingTypes: [String] = []

        public init(path: String, line: Int, column: Int? = nil) {
            self.path = path
            self.line = line
            self.column = column
        }

        public var description: String {
            "\(path):\(line)" + (column.map { ":\($0)" } ?? "")
        }
    }

    public var points: [Point]
    /// `--name`: what the selected construct's rewrite creates is called (a subview, a method).
    public var name: String?

    public init(points: [Point], name: String? = nil) {
        self.points = points
        self.name = name
    }

    /// The selection after an earlier rule of the run changed `path` from `old` to `new`: each point
    /// on a line the change kept moves with it; one on a changed line moves to the next kept line
    /// (its construct changed; the next rule sees what is there now).
    public func translated(in path: String, from old: [UInt8], to new: [UInt8]) -> Selection {
        guard points.contains(where: { $0.path == path }) else { return self }
        let oldLines = UnifiedDiff.splitLines(old), newLines = UnifiedDiff.splitLines(new)
        var newLineOfOld: [Int] = [0]
        var newLine = 1
        var pending = 0
        for operation in LineDiff.editScript(old: oldLines, new: newLines) {
            switch operation {
            case .keep:
                newLineOfOld += Array(repeating: newLine, count: pending) + [newLine]
                pending = 0
                newLine += 1
            case .remove: pending += 1
            case .insert: newLine += 1
            }
        }
        newLineOfOld += Array(repeating: newLine, count: pending)
        var moved = self
        for index in moved.points.indices where moved.points[index].path == path {
            let line = moved.points[index].line
            let keptLine = line < newLineOfOld.count && line > 0 ? newLineOfOld[line] : newLine
            // A column still means the same only on a line whose text the change kept.
            let isKept = line <= oldLines.count && keptLine <= newLines.count && oldLines[line - 1] == newLines[keptLine - 1]
            if !isKept { moved.points[index].column = nil }
            moved.points[index].line = keptLine
        }
        return moved
    }

    /// The selection with ``Point/enclosingTypes`` filled in for the points in `tree`'s file (`path`).
    public func resolvingEnclosingTypes(in tree: SourceFileSyntax, source: [UInt8], path: String) -> Selection {
        guard points.contains(where: { $0.path == path }) else { return self }
        let lines = LineTable(source)
        let declarations = Self.typeDeclarations(in: tree).map { declaration in
            (declaration, start: lines.location(of: declaration.positionAfterSkippingLeadingTrivia), end: lines.location(of: declaration.endPositionBeforeTrailingTrivia))
        }
        var resolved = self
        for index in resolved.points.indices where resolved.points[index].path == path {
            let point = resolved.points[index]
            let names = declarations.filter { point.isWithin(start: $0.start, end: $0.end) }.map { Self.qualifiedName(of: $0.0) }
            // Outer declarations come first in the walk: the innermost is the longest chain.
            resolved.points[index].enclosingTypes = names.sorted { $0.count > $1.count }.map { $0.joined(separator: ".") }
        }
        return resolved
    }

    private static func typeDeclarations(in tree: SourceFileSyntax) -> [Syntax] {
        final class Collector: SyntaxVisitor {
            var found: [Syntax] = []
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { found.append(Syntax(node)); return .visitChildren }
            // Types declared inside functions and closures are no module types.
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    /// `Outer.Inner` for a type nested in declarations and extensions (an extension counts as its extended type).
    private static func qualifiedName(of declaration: Syntax) -> [String] {
        var names: [String] = []
        var node: Syntax? = declaration
        while let current = node {
            if let named = current.asProtocol(NamedDeclSyntax.self), !current.is(ExtensionDeclSyntax.self),
                current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self)
            {
                names.insert(named.name.text, at: 0)
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                names.insert(contentsOf: extensionDecl.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
            }
            node = current.parent
        }
        return names
    }

    /// The points in `path`.
    public func points(in path: String) -> [Point] {
        points.filter { $0.path == path }
    }
}

/// A construct a rule could act on, offered when a selection misses: the message that nothing is
/// at the position lists the nearest ones.
public struct SelectionOffer: Sendable, Hashable {
    public var ruleID: String
    /// The file, as the run names it.
    public var path: String
    /// What the construct is called (`header`, `the Save button's action`, `ProfileView`).
    public var name: String
    public var line: Int
    public var column: Int

    public init(ruleID: String, path: String, name: String, line: Int, column: Int) {
        self.ruleID = ruleID
        self.path = path
        self.name = name
        self.line = line
        self.column = column
    }
}

/// What a selection did in one file: the constructs rules took, those they could have taken, and a
/// name `--name` could not give.
public struct SelectionResult: Sendable, Equatable {
    /// Constructs a point selected, by rule: their names, for `--name`'s check that one construct is selected.
    public var selected: [SelectionOffer] = []
    /// Every construct the rules could act on, for the message when nothing is selected.
    public var offers: [SelectionOffer] = []
    /// Why `--name` cannot name what the selected construct's rewrite creates (taken, or the rule
    /// creates nothing named): a usage error, and nothing is rewritten.
    public var nameProblem: String?

    public init() {}

    public mutating func merge(_ other: SelectionResult) {
        for offer in other.selected where !selected.contains(offer) { selected.append(offer) }
        for offer in other.offers where !offers.contains(offer) { offers.append(offer) }
        nameProblem = nameProblem ?? other.nameProblem
    }
}

extension Selection.Point {
    /// Whether the point lies within the text from `start` to `end` (line and column each), the
    /// end included: a cursor right after a construct's last character is still on it.
    func isWithin(start: (line: Int, column: Int), end: (line: Int, column: Int)) -> Bool {
        guard let column else { return start.line <= line && line <= end.line }
        return (start.line, start.column) <= (line, column) && (line, column) <= (end.line, end.column)
    }
}
