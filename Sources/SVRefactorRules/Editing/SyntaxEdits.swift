import SVRefactorCore
import SwiftSyntax

/// Node replacements applied in one pass, innermost first, so a replacement sees its children
/// already rewritten.
struct SyntaxEdits {
    private var replacements: [SyntaxIdentifier: (Syntax) -> Syntax] = [:]
    private var removedMembers = Set<SyntaxIdentifier>()
    private var appendedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]] = [:]
    private var splicedStatements: [SyntaxIdentifier: (CodeBlockItemSyntax) -> [CodeBlockItemSyntax]] = [:]
    private var insertedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]] = [:]
    private var ranges: [Range<AbsolutePosition>] = []

    mutating func replace(_ node: Syntax, with build: @escaping (Syntax) -> Syntax) {
        replacements[node.id] = build
        ranges.append(node.range)
    }

    /// `Filter` → `Parent.Filter`, `defaultTitle` → `Parent.defaultTitle`, `Self` → `Parent`.
    mutating func qualify(_ node: Syntax, with parent: String) {
        replace(node) { rewritten in
            if let type = rewritten.as(IdentifierTypeSyntax.self) {
                return Syntax(MemberTypeSyntax(
                    leadingTrivia: type.leadingTrivia, baseType: IdentifierTypeSyntax(name: .identifier(parent)),
                    name: type.name.trimmed, genericArgumentClause: type.genericArgumentClause, trailingTrivia: type.trailingTrivia))
            }
            if let reference = rewritten.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind == .keyword(.Self) {
                    return Syntax(reference.with(\.baseName, .identifier(parent).with(\.leadingTrivia, reference.baseName.leadingTrivia).with(\.trailingTrivia, reference.baseName.trailingTrivia)))
                }
                return Syntax(MemberAccessExprSyntax(
                    leadingTrivia: reference.leadingTrivia, base: DeclReferenceExprSyntax(baseName: .identifier(parent)),
                    declName: reference.trimmed, trailingTrivia: reference.trailingTrivia))
            }
            return rewritten
        }
    }

    /// Members to drop from their lists; their section headings stay for the members that follow.
    mutating func removeMembers(_ members: Set<SyntaxIdentifier>) {
        removedMembers.formUnion(members)
    }

    /// Members to add at the end of a member block (for example new methods of a type).
    mutating func append(_ members: [MemberBlockItemSyntax], to memberBlock: MemberBlockSyntax) {
        appendedMembers[memberBlock.id, default: []] += members
        ranges.append(memberBlock.range)
    }

    /// Members to add just before an existing member.
    mutating func insert(_ members: [MemberBlockItemSyntax], before member: MemberBlockItemSyntax) {
        insertedMembers[member.id, default: []] += members
        ranges.append(member.range)
    }

    /// Replaces a statement with any number of statements (none removes it).
    mutating func splice(_ statement: CodeBlockItemSyntax, with statements: [CodeBlockItemSyntax]) {
        splice(statement) { _ in statements }
    }

    /// Replaces a statement with statements built from it once its own edits are applied.
    mutating func splice(_ statement: CodeBlockItemSyntax, with build: @escaping (CodeBlockItemSyntax) -> [CodeBlockItemSyntax]) {
        splicedStatements[statement.id] = build
        ranges.append(statement.range)
    }

    func apply(to node: Syntax) -> Syntax {
        guard !replacements.isEmpty || !removedMembers.isEmpty || !appendedMembers.isEmpty || !splicedStatements.isEmpty
            || !insertedMembers.isEmpty
        else { return node }
        let applier = EditApplier(
            replacements: replacements, removedMembers: removedMembers, appendedMembers: appendedMembers,
            splicedStatements: splicedStatements, insertedMembers: insertedMembers, ranges: ranges, root: node)
        return applier.rewrite(node)
    }
}

private final class EditApplier: SyntaxRewriter {
    let replacements: [SyntaxIdentifier: (Syntax) -> Syntax]
    let removedMembers: Set<SyntaxIdentifier>
    let appendedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]]
    let splicedStatements: [SyntaxIdentifier: (CodeBlockItemSyntax) -> [CodeBlockItemSyntax]]
    let insertedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]]
    let ranges: [Range<AbsolutePosition>]

    init(
        replacements: [SyntaxIdentifier: (Syntax) -> Syntax], removedMembers: Set<SyntaxIdentifier>,
        appendedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]], splicedStatements: [SyntaxIdentifier: (CodeBlockItemSyntax) -> [CodeBlockItemSyntax]],
        insertedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]], ranges: [Range<AbsolutePosition>], root: Syntax
    ) {
        self.insertedMembers = insertedMembers
        self.replacements = replacements
        self.removedMembers = removedMembers
        self.appendedMembers = appendedMembers
        self.splicedStatements = splicedStatements
        var ranges = ranges
        // Member removals touch the lists holding them; find those ranges too.
        for id in removedMembers {
            if let member = root.node(at: id), let list = member.parent { ranges.append(list.range) }
        }
        for id in splicedStatements.keys {
            if let statement = root.node(at: id), let list = statement.parent { ranges.append(list.range) }
        }
        self.ranges = ranges
        super.init(viewMode: .sourceAccurate)
    }

    /// Skips subtrees that contain no edit.
    override func visitAny(_ node: Syntax) -> Syntax? {
        let range = node.range
        return ranges.contains { range.lowerBound <= $0.lowerBound && $0.upperBound <= range.upperBound } ? nil : node
    }

    private func replaced<T: SyntaxProtocol>(_ original: T, _ rewritten: some SyntaxProtocol) -> Syntax {
        guard let build = replacements[original.id] else { return Syntax(rewritten) }
        return build(Syntax(rewritten))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        replaced(node, super.visit(node)).cast(ExprSyntax.self)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        replaced(node, super.visit(node)).cast(ExprSyntax.self)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        replaced(node, super.visit(node)).cast(ExprSyntax.self)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        replaced(node, super.visit(node)).cast(ExprSyntax.self)
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        replaced(node, super.visit(node)).cast(ExprSyntax.self)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        replaced(node, super.visit(node)).cast(DeclSyntax.self)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        replaced(node, super.visit(node)).cast(DeclSyntax.self)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        replaced(node, super.visit(node)).cast(ExprSyntax.self)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let rewritten = super.visit(node)
        guard node.contains(where: { splicedStatements[$0.id] != nil }) else { return rewritten }
        var items: [CodeBlockItemSyntax] = []
        for (original, item) in zip(node, rewritten) {
            if let build = splicedStatements[original.id] { items += build(item) } else { items.append(item) }
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        replaced(node, super.visit(node)).cast(TypeSyntax.self)
    }

    /// Inserts, removes and appends members in one pass. Removed members' section headings stay
    /// for the members that follow.
    override func visit(_ node: MemberBlockSyntax) -> MemberBlockSyntax {
        let rewritten = super.visit(node)
        let appended = appendedMembers[node.id] ?? []
        let touched = node.members.contains { removedMembers.contains($0.id) || insertedMembers[$0.id] != nil }
        guard touched || !appended.isEmpty else { return rewritten }
        // Indices match: the rewrite of the members changed them but not their number.
        var kept: [MemberBlockItemSyntax] = []
        var pending: Trivia?
        var pendingHasHeading = false
        for (original, member) in zip(node.members, rewritten.members) {
            kept += insertedMembers[original.id] ?? []
            let layout = LeadingTriviaLayout(member.leadingTrivia)
            if removedMembers.contains(original.id) {
                // The removed member's place (its separator) and any section heading above it stay.
                pending = (pending ?? layout.separator) + layout.heading
                pendingHasHeading = pendingHasHeading || layout.hasHeading
                continue
            }
            if let prefix = pending {
                kept.append(member.with(\.leadingTrivia, prefix + layout.heading + layout.attached))
                pending = nil
                pendingHasHeading = false
            } else {
                kept.append(member)
            }
        }
        var rightBrace = rewritten.rightBrace
        if let prefix = pending, pendingHasHeading {
            // A heading left with nothing below it stays, just before the closing brace.
            let heading = Trivia(pieces: Array(prefix).reversed().drop { $0.isNewline || $0.isSpaceOrTab }.reversed())
            rightBrace = rightBrace.with(\.leadingTrivia, heading + rightBrace.leadingTrivia)
        }
        return rewritten.with(\.members, MemberBlockItemListSyntax(kept + appended)).with(\.rightBrace, rightBrace)
    }
}
