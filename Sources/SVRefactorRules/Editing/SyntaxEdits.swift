import SVRefactorCore
import SwiftSyntax

/// Edits of one syntax tree, recorded while analysing it and applied in one pass, innermost first,
/// so a replacement sees its children already rewritten.
///
/// Any node can be replaced. A replacement must fit the place of the node it replaces (an
/// expression where an expression goes); ``apply(to:)`` throws rather than build a broken tree.
struct SyntaxEdits {
    /// A replacement that does not fit its place: a bug in the rule that recorded it.
    struct MisfitReplacement: Error, CustomStringConvertible {
        var description: String
    }

    private var replacements: [SyntaxIdentifier: (Syntax) -> Syntax] = [:]
    private var removedMembers = Set<SyntaxIdentifier>()
    private var headingsTaken = Set<SyntaxIdentifier>()
    private var appendedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]] = [:]
    private var splicedStatements: [SyntaxIdentifier: (CodeBlockItemSyntax) -> [CodeBlockItemSyntax]] = [:]
    private var insertedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]] = [:]
    private var ranges: [Range<AbsolutePosition>] = []

    var isEmpty: Bool {
        replacements.isEmpty && removedMembers.isEmpty && appendedMembers.isEmpty && splicedStatements.isEmpty && insertedMembers.isEmpty
    }

    /// Replaces `node` with what `build` makes of it once the edits inside it are applied.
    mutating func replace<Node: SyntaxProtocol>(_ node: Node, with build: @escaping (Node) -> some SyntaxProtocol) {
        replacements[node.id] = { rewritten in Syntax(build(rewritten.cast(Node.self))) }
        ranges.append(node.range)
    }
    /// `Filter` → `Parent.Filter`, `defaultTitle` → `Parent.defaultTitle`, `Self` → `Parent`.
    mutating func qualify(_ node: Syntax, with parent: String) {
        replace(node) { (rewritten: Syntax) -> Syntax in
            if let type = rewritten.as(IdentifierTypeSyntax.self) {
                if type.name.tokenKind == .keyword(.Self) {
                    return Syntax(type.with(\.name, .identifier(parent, leadingTrivia: type.name.leadingTrivia, trailingTrivia: type.name.trailingTrivia)))
                }
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

    /// Members to drop from their lists; their section headings stay for the members that follow,
    /// except those of `takingHeadings`, whose headings go with them (the caller puts them elsewhere).
    mutating func removeMembers(_ members: Set<SyntaxIdentifier>, takingHeadings: Set<SyntaxIdentifier> = []) {
        removedMembers.formUnion(members)
        headingsTaken.formUnion(takingHeadings)
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

    func apply<Node: SyntaxProtocol>(to node: Node) throws(MisfitReplacement) -> Node {
        guard !isEmpty else { return node }
        let applier = EditApplier(
            replacements: replacements, removedMembers: removedMembers, headingsTaken: headingsTaken, appendedMembers: appendedMembers,
            splicedStatements: splicedStatements, insertedMembers: insertedMembers, ranges: ranges, root: Syntax(node))
        // Detached: putting the result back into `node`'s tree would copy that tree up to its root,
        // once per call, which makes a file of many views quadratic.
        let rewritten = applier.rewrite(node, detach: true)
        if let misfit = applier.misfit { throw misfit }
        return rewritten.cast(Node.self)
    }

    /// The rule's output: `file` with the edits applied, or `file` itself when there are none or
    /// they do not fit (a bug the context records, so the pipeline leaves the file alone).
    func applied(to file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        do {
            return try apply(to: file)
        } catch {
            context.fail(error.description)
            return file
        }
    }
}

private final class EditApplier: SyntaxRewriter {
    let replacements: [SyntaxIdentifier: (Syntax) -> Syntax]
    let removedMembers: Set<SyntaxIdentifier>
    /// Removed members whose section headings go with them rather than to the next member.
    let headingsTaken: Set<SyntaxIdentifier>
    let appendedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]]
    let splicedStatements: [SyntaxIdentifier: (CodeBlockItemSyntax) -> [CodeBlockItemSyntax]]
    let insertedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]]
    /// Where edits are, so subtrees without any are skipped.
    let ranges: SortedRanges

    init(
        replacements: [SyntaxIdentifier: (Syntax) -> Syntax], removedMembers: Set<SyntaxIdentifier>, headingsTaken: Set<SyntaxIdentifier>,
        appendedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]], splicedStatements: [SyntaxIdentifier: (CodeBlockItemSyntax) -> [CodeBlockItemSyntax]],
        insertedMembers: [SyntaxIdentifier: [MemberBlockItemSyntax]], ranges: [Range<AbsolutePosition>], root: Syntax
    ) {
        self.insertedMembers = insertedMembers
        self.replacements = replacements
        self.removedMembers = removedMembers
        self.headingsTaken = headingsTaken
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
        self.ranges = SortedRanges(ranges)
        super.init(viewMode: .sourceAccurate)
    }

    private(set) var misfit: SyntaxEdits.MisfitReplacement?
    /// Replaced nodes whose children are being rewritten (see ``visitAny(_:)``).
    private var entered = Set<SyntaxIdentifier>()

    /// Skips subtrees that contain no edit; replaces nodes after rewriting their children.
    override func visitAny(_ node: Syntax) -> Syntax? {
        guard ranges.containsAny(within: node.range) else { return node }
        guard let build = replacements[node.id], !entered.contains(node.id) else { return nil }
        entered.insert(node.id)
        // Visits `node` again: this time `visitAny` declines, so its children are rewritten as usual.
        let withChildren = rewrite(node, detach: true)
        entered.remove(node.id)
        let replacement = build(withChildren)
        guard Self.fits(replacement, placeOf: node) else {
            misfit = misfit ?? SyntaxEdits.MisfitReplacement(
                description: "a \(replacement.kind) cannot replace the \(node.kind) at \(node.position.utf8Offset)")
            return withChildren
        }
        return replacement
    }

    /// Whether `replacement` can stand where `original` stands: the same kind, or a kind its
    /// parent's slot accepts (any expression where the slot holds an `ExprSyntax`).
    static func fits(_ replacement: Syntax, placeOf original: Syntax) -> Bool {
        if replacement.kind == original.kind { return true }
        if let slot = original.keyPathInParent {
            return accepts(type(of: slot).valueType, replacement)
        }
        // An element of a collection: only `ExprListSyntax` holds a base kind (any expression).
        return original.parent?.is(ExprListSyntax.self) == true && replacement.is(ExprSyntax.self)
    }

    private static func accepts(_ type: Any.Type, _ node: Syntax) -> Bool {
        func cast<Slot: SyntaxProtocol>(_: Slot.Type) -> Bool { node.as(Slot.self) != nil }
        if let slot = type as? any SyntaxProtocol.Type { return cast(slot) }
        if let optional = type as? any OptionalSyntaxSlot.Type { return accepts(optional.wrappedType, node) }
        return false
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

    /// Inserts, removes and appends members in one pass. Removed members' section headings stay
    /// for the members that follow.
    override func visit(_ node: MemberBlockSyntax) -> MemberBlockSyntax {
        let rewritten = super.visit(node)
        var appended = appendedMembers[node.id] ?? []
        let touched = node.members.contains { removedMembers.contains($0.id) || insertedMembers[$0.id] != nil }
        guard touched || !appended.isEmpty else { return rewritten }
        // Indices match: the rewrite of the members changed them but not their number.
        var kept: [MemberBlockItemSyntax] = []
        // What removed members leave for the next kept one: their place (the first one's separator)
        // and their section headings.
        var pendingSeparator: Trivia?
        var pendingHeadings = Trivia()
        for (original, member) in zip(node.members, rewritten.members) {
            kept += insertedMembers[original.id] ?? []
            let layout = LeadingTriviaLayout(member.leadingTrivia)
            if removedMembers.contains(original.id) {
                pendingSeparator = pendingSeparator ?? layout.separator
                if !headingsTaken.contains(original.id) { pendingHeadings = pendingHeadings + layout.heading }
                continue
            }
            if let separator = pendingSeparator {
                // The wider of the two places: a blank line before the next section stays. A member
                // that becomes the first takes the removed first one's place after the brace.
                let place = kept.isEmpty || layout.separator.newlineCount <= separator.newlineCount ? separator : layout.separator
                kept.append(member.with(\.leadingTrivia, place + pendingHeadings + layout.heading + layout.attached))
                pendingSeparator = nil
                pendingHeadings = Trivia()
            } else {
                kept.append(member)
            }
        }
        var rightBrace = rewritten.rightBrace
        if pendingSeparator != nil, pendingHeadings.contains(where: \.isComment) {
            // A heading left with nothing below it stays, just before the closing brace.
            let heading = Trivia(pieces: Array(pendingHeadings).reversed().drop { $0.isNewline || $0.isSpaceOrTab }.reversed())
            rightBrace = rightBrace.with(\.leadingTrivia, (pendingSeparator ?? []) + heading + rightBrace.leadingTrivia)
        }
        if let first = appended.first, let split = Self.commentedOutClosing(in: rightBrace.leadingTrivia) {
            // `//    }` before the type's brace closes a commented-out block inside the last member:
            // new members go below it, not between the pair.
            appended[0] = first.with(\.leadingTrivia, split.above + first.leadingTrivia)
            rightBrace = rightBrace.with(\.leadingTrivia, split.left)
        }
        return rewritten.with(\.members, MemberBlockItemListSyntax(kept + appended)).with(\.rightBrace, rightBrace)
    }

    /// The trivia before a closing brace, split after its last comment when one of its comments is
    /// a commented-out closing brace (`//    }`); nil otherwise.
    private static func commentedOutClosing(in trivia: Trivia) -> (above: Trivia, left: Trivia)? {
        let pieces = Array(trivia)
        let closesABlock = pieces.contains { piece in
            guard case let .lineComment(text) = piece else { return false }
            return text.dropFirst(2).drop { $0 == " " || $0 == "\t" }.hasPrefix("}")
        }
        guard closesABlock, let last = pieces.lastIndex(where: \.isComment) else { return nil }
        return (Trivia(pieces: pieces[...last]), Trivia(pieces: pieces[(last + 1)...]))
    }
}

/// Lets ``EditApplier/fits(_:placeOf:)`` see through optional slots (`ExprSyntax?`).
private protocol OptionalSyntaxSlot {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalSyntaxSlot {
    static var wrappedType: Any.Type { Wrapped.self }
}
