import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Applies the plans of every view in a file: removes the extracted helpers, replaces their uses
/// with subview initializer calls, and adds the subview structs after each view and its extensions.
struct ExtractSubviewsRewriter {
    struct ViewPlan {
        var model: ViewTypeModel
        var subviews: [PlannedSubview]
    }

    let context: RuleContext
    /// The rule's `min-lines`: uses inside helpers that stay because they are small are written on
    /// one line, so the rewrite does not make them large enough to extract on a second run.
    let minimumLines: Int

    func apply(_ plans: [ViewPlan], to file: SourceFileSyntax) -> SourceFileSyntax {
        var edits = SyntaxEdits()
        var insertions: [(afterStatement: SyntaxIdentifier, declarations: [String])] = []
        var removals = Set<SyntaxIdentifier>()

        for plan in plans {
            let renderer = SubviewRenderer(
                style: context.style, parentName: plan.model.name,
                subviews: Dictionary(plan.subviews.map { ($0.helper.name, $0) }) { first, _ in first })
            let extractedItems = Set(plan.subviews.map(\.helper.item.id))
            removals.formUnion(extractedItems)

            // Uses in the members that stay.
            for list in plan.model.memberLists {
                for item in list where !extractedItems.contains(item.id) {
                    var isSmallHelper = false
                    if case let .candidate(helper)? = HelperCandidate.recognise(item) { isSmallHelper = helper.bodyLineCount < minimumLines }
                    addUseEdits(in: item, root: Syntax(item), model: plan.model, renderer: renderer, singleLine: isSmallHelper, to: &edits)
                }
            }

            // The subviews, each with its body rewritten the same way.
            var declarations: [String] = []
            for subview in plan.subviews {
                var bodyEdits = SyntaxEdits()
                let helper = subview.helper
                addUseEdits(in: helper.statements, root: Syntax(helper.statements), model: plan.model, renderer: renderer, singleLine: false, to: &bodyEdits)
                for node in subview.typeScopedNames {
                    bodyEdits.qualify(node, with: plan.model.name)
                }
                let statements = bodyEdits.apply(to: Syntax(helper.statements))
                let body = helper.leftBrace.trailingTrivia.description + statements.description + helper.rightBrace.leadingTrivia.description
                let layout = LeadingTriviaLayout(helper.item.leadingTrivia)
                let (comments, indentation) = Self.splitIndentation(layout.attached.description)
                declarations.append(renderer.structDeclaration(
                    for: subview, body: body, helperIndentation: indentation, comments: comments))
            }
            let group = [Syntax(plan.model.declaration)] + plan.model.extensions.map(Syntax.init)
            if let last = group.compactMap({ $0.parent?.as(CodeBlockItemSyntax.self) }).max(by: { $0.position < $1.position }) {
                insertions.append((last.id, declarations))
            }
        }

        edits.removeMembers(removals)
        var rewritten = edits.apply(to: Syntax(file)).cast(SourceFileSyntax.self)
        rewritten = insert(insertions, into: rewritten, original: file)
        return rewritten
    }

    /// Records replacements for every use of an extracted helper inside `node`.
    private func addUseEdits(
        in node: some SyntaxProtocol, root: Syntax, model: ViewTypeModel, renderer: SubviewRenderer, singleLine: Bool, to edits: inout SyntaxEdits
    ) {
        let scan = MemberReferenceScan(node, model: model, parameters: [])
        for reference in scan.references {
            guard let subview = renderer.subviews[reference.name] else { continue }
            let site = reference.expression
            guard site.is(ExprSyntax.self) else { continue }
            let indentation = context.indentation(ofLineAt: reference.expression.positionAfterSkippingLeadingTrivia)
            if subview.helper.isFunction, let call = reference.expression.parent?.as(FunctionCallExprSyntax.self) {
                edits.replace(Syntax(call)) { rewritten in
                    let replacement = renderer.call(
                        to: subview, replacing: rewritten.as(FunctionCallExprSyntax.self), at: site, scopeRoot: root,
                        lineIndentation: indentation, singleLine: singleLine)
                    return Syntax(replacement.with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia))
                }
            } else {
                edits.replace(site) { rewritten in
                    let replacement = renderer.call(
                        to: subview, replacing: nil, at: site, scopeRoot: root, lineIndentation: indentation, singleLine: singleLine)
                    return Syntax(replacement.with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia))
                }
            }
        }
    }

    /// Adds the new declarations as file-scope statements after the given statements, a blank line before each.
    private func insert(_ insertions: [(afterStatement: SyntaxIdentifier, declarations: [String])], into file: SourceFileSyntax, original: SourceFileSyntax) -> SourceFileSyntax {
        guard !insertions.isEmpty else { return file }
        // Statement indices are stable: the rewrite changed statements but not their number.
        let positions = Dictionary(original.statements.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        var statements = Array(file.statements)
        for (anchor, declarations) in insertions.sorted(by: { positions[$0.afterStatement]! > positions[$1.afterStatement]! }) {
            let index = positions[anchor]! + 1
            let items = declarations.map { text -> CodeBlockItemSyntax in
                let parsed = Parser.parse(source: text).statements.first!
                return parsed.with(\.leadingTrivia, context.style.newlines(2) + parsed.leadingTrivia)
            }
            statements.insert(contentsOf: items, at: index)
        }
        return file.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    /// Splits attached trivia text into the comments above a declaration and its indentation.
    static func splitIndentation(_ attached: String) -> (comments: String, indentation: String) {
        guard let lastNewline = attached.lastIndex(where: \.isNewline) else {
            return ("", attached)
        }
        let indentation = String(attached[attached.index(after: lastNewline)...])
        // Comments: everything up to the last line break, each line starting with the indentation.
        return (String(attached[...lastNewline]), indentation)
    }
}
