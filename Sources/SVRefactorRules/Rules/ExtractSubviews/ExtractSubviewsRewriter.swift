import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Records the edits of one view's ``ExtractionPlan``: removes the extracted helpers (and the
/// environment properties only they read), replaces their uses with subview initializer calls, and
/// adds the subview structs after the view and its extensions (see ``SubviewPlacement``).
struct ExtractSubviewsRewriter {
    let view: ViewAnalysis
    /// The rule's `min-lines`: uses inside helpers that stay because they are small are written on
    /// one line, so the rewrite does not make them large enough to extract on a second run.
    let minimumLines: Int

    private var context: RuleContext { view.context }
    private var model: ViewTypeModel { view.model }

    /// Records the plan's edits; false (after `context.fail`) if a subview's body cannot be built.
    func record(_ plan: ExtractionPlan, into edits: inout SyntaxEdits) -> Bool {
        let renderer = SubviewRenderer(
            style: context.style, parentName: model.qualifiedName,
            subviews: Dictionary(plan.subviews.map { ($0.helper.name, $0) }) { first, _ in first },
            lineLimit: context.shared(ModifierLayout.FileLineLimit.self),
            wrapping: context.shared(SubviewRenderer.ArgumentWrapping.self),
            layout: context.shared(DeclarationLayout.self),
            bindableAttribute: Self.bindableAttribute(in: plan, source: context.source))
        let extractedItems = Set(plan.subviews.map(\.helper.item.id))
        let movedMemberItems = Set(plan.subviews.flatMap { $0.movedMembers.map(\.item.id) })

        // Uses in the members that stay (only those that mention a helper can use one).
        let helperNames = Set(plan.subviews.map(\.helper.name))
        for item in view.members where !extractedItems.contains(item.id) && !movedMemberItems.contains(item.id) && view.mentions(item, anyOf: helperNames) {
            var isSmallHelper = false
            if case let .candidate(helper)? = HelperCandidate.recognise(item) { isSmallHelper = helper.bodyLineCount(in: context.source) < minimumLines }
            addUseEdits(from: view.references(in: item), root: Syntax(item), renderer: renderer, singleLine: isSmallHelper, to: &edits)
        }

        // A view nested in another type gets its subviews beside it, as private members of that
        // type, at its indentation: they see the same names it does.
        let viewItem = model.declaration.parent?.as(MemberBlockItemSyntax.self)
        let base: String
        switch plan.placement {
        case .fileScope: base = ""
        case .viewExtension: base = context.style.indentation(deeperThan: "")
        case .besideNestedView: base = context.indentation(ofLineAt: model.declaration.positionAfterSkippingLeadingTrivia)
        }

        // An extension whose every member leaves goes too, its comments (`// MARK: Stepper View`)
        // above the first subview made from it; the subviews are at file scope only then.
        let removedItems = extractedItems.union(movedMemberItems).union(plan.unreadEnvironment.map { Syntax($0.declaration).parent!.id })
        let helpersByItem = Dictionary(plan.subviews.map { ($0.helper.item.id, $0.helper) }) { first, _ in first }
        let emptiedExtensions = viewItem != nil ? [] : model.extensions.filter { extensionDecl in
            // A section heading that stays for the next member would have nowhere to go.
            Self.isEmptied(extensionDecl, removing: removedItems) && extensionDecl.memberBlock.members.allSatisfy { member in
                guard LeadingTriviaLayout(member.leadingTrivia).hasHeading else { return true }
                return helpersByItem[member.id].map { Self.headingBelongs(to: $0, extracted: removedItems) } ?? false
            }
        }
        var extensionCommentsPlaced = Set<SyntaxIdentifier>()

        // The subviews, each with its body rewritten the same way.
        var declarations: [String] = []
        var headingsTaken = Set<SyntaxIdentifier>()
        for subview in plan.subviews {
            var bodyEdits = SyntaxEdits()
            let helper = subview.helper
            // A labelled method or a deferred value this subview receives as a closure is passed on as that closure.
            let unlabelled = Set(subview.inputs.filter(\.callsDropLabels).map(\.name))
            let deferred = Set(subview.inputs.filter { if case .deferredValue = $0.kind { true } else { false } }.map(\.name))
            let ownScan = MemberReferenceScan(helper.statements, model: model, parameters: Set(helper.parameters.map(\.name)))
            addUseEdits(
                from: ownScan, root: Syntax(helper.statements), renderer: renderer,
                singleLine: false, forwarding: unlabelled.union(deferred), to: &bodyEdits)
            Self.callDeferredValues(deferred, readIn: ownScan, into: &bodyEdits)
            for node in subview.typeScopedNames where needsQualifying(node, placement: plan.placement) {
                bodyEdits.qualify(node, with: model.qualifiedName)
            }
            Self.dropLabels(ofCallsTo: unlabelled, in: ownScan, into: &bodyEdits)
            let statements: CodeBlockItemListSyntax
            do {
                statements = try bodyEdits.apply(to: helper.statements)
            } catch {
                context.fail(error.description)
                return false
            }
            let body = helper.leftBrace.trailingTrivia.description + statements.description + helper.rightBrace.leadingTrivia.description
            let layout = LeadingTriviaLayout(helper.item.leadingTrivia)
            // A section heading that is the helper's goes above its subview (see `headingBelongs`).
            let takesHeading = Self.headingBelongs(to: helper, extracted: removedItems)
            if takesHeading { headingsTaken.insert(helper.item.id) }
            let own = (takesHeading ? layout.heading.description : "") + layout.attached.description
            var (comments, indentation) = Self.splitIndentation(own, lineEnding: context.style.lineEnding.rawValue)
            if let emptied = emptiedExtensions.first(where: { $0.memberBlock.members.contains { $0.id == helper.item.id } }),
                extensionCommentsPlaced.insert(emptied.id).inserted
            {
                comments = Self.commentLines(of: emptied, lineEnding: context.style.lineEnding.rawValue) + comments
            }
            var methods: [(text: String, indentation: String)] = [], computedProperties: [(text: String, indentation: String)] = []
            for member in subview.movedMembers {
                var memberEdits = SyntaxEdits()
                let memberScan = MemberReferenceScan(member.declaration, model: model, parameters: member.parameterNames)
                Self.callDeferredValues(deferred, readIn: memberScan, into: &memberEdits)
                Self.dropLabels(ofCallsTo: unlabelled, in: memberScan, into: &memberEdits)
                for node in member.typeScopedNames where needsQualifying(node, placement: plan.placement) {
                    memberEdits.qualify(node, with: model.qualifiedName)
                }
                let declaration: DeclSyntax
                do {
                    declaration = try memberEdits.apply(to: member.declaration)
                } catch {
                    context.fail(error.description)
                    return false
                }
                // A section heading (`// MARK: - Helpers`) whose every member leaves the view goes
                // along: left behind, it would head nothing.
                let memberLayout = LeadingTriviaLayout(member.item.leadingTrivia)
                let takesHeading = Self.headsOnly(member.item, removed: removedItems)
                if takesHeading { headingsTaken.insert(member.item.id) }
                let (memberComments, memberIndentation) = Self.splitIndentation(
                    (takesHeading ? memberLayout.heading.description : "") + memberLayout.attached.description,
                    lineEnding: context.style.lineEnding.rawValue)
                let text = declaration.with(\.leadingTrivia, []).description.trimmingWhitespaceAtEnd()
                let moved = (memberComments + memberIndentation + text, memberIndentation)
                if member.isProperty { computedProperties.append(moved) } else { methods.append(moved) }
            }
            declarations.append(renderer.structDeclaration(
                for: subview, body: body, helperIndentation: indentation, comments: comments, base: base,
                computedProperties: computedProperties, methods: methods))
        }

        edits.removeMembers(removedItems, takingHeadings: headingsTaken)

        if let viewItem, let list = viewItem.parent?.as(MemberBlockItemListSyntax.self) {
            let members = declarations.map { text in
                // The parsed member's trivia holds the helper's comments after the scratch line break.
                let parsed = GeneratedCode.parseMember(text)
                let comments = Trivia(pieces: parsed.leadingTrivia.drop { $0.isNewline })
                return parsed.with(\.leadingTrivia, context.style.newlines(2) + GeneratedCode.trivia(forIndentation: base) + comments)
            }
            // Right after the view: before the member that follows it, or at the end of the block.
            if let next = list.firstIndex(where: { $0.id == viewItem.id }).map(list.index(after:)), next != list.endIndex {
                edits.insert(members, before: list[next])
            } else if let block = list.parent?.as(MemberBlockSyntax.self) {
                edits.append(members, to: block)
            } else {
                context.fail("the view is last in an #if block of a type")  // the planner refuses this
                return false
            }
            return true
        }

        // After the last of the view's declaration and its extensions in the same statement list
        // (an extension outside the view's `#if` would take the subviews out of it), a blank line
        // before each struct.
        let viewStatement = model.declaration.parent?.as(CodeBlockItemSyntax.self)
        let group = [Syntax(model.declaration)] + model.extensions.map(Syntax.init)
        guard let anchor = group.compactMap({ $0.parent?.as(CodeBlockItemSyntax.self) }).filter({ $0.parent?.id == viewStatement?.parent?.id })
            .max(by: { $0.position < $1.position })
        else {
            context.fail("the view is not declared at file scope")
            return false
        }
        let newline = context.style.lineEnding.rawValue
        let layout = context.shared(DeclarationLayout.self)
        // An extension of a view declared `@available(iOS 18, *)` must say so too (Pulse's did not compile).
        let extensionAvailability = HelperCandidate.availabilityAttributes(model.declaration.attributes).map { $0 + newline }.joined()
        let texts = plan.placement == .viewExtension
            ? [extensionAvailability + "extension \(model.qualifiedName)" + layout.openingBrace(indentation: "", newline: newline) + newline + layout.typeBodyOpening(newline: newline) + declarations.map { base + $0 }.joined(separator: newline + newline) + newline + "}"]
            : declarations
        let items = texts.map { text -> CodeBlockItemSyntax in
            let parsed = Parser.parse(source: text).statements.first!
            return parsed.with(\.leadingTrivia, context.style.newlines(2) + parsed.leadingTrivia)
        }
        let emptiedStatements = emptiedExtensions.compactMap { $0.parent?.as(CodeBlockItemSyntax.self) }
        for statement in emptiedStatements where statement.id != anchor.id {
            edits.splice(statement, with: [])
        }
        let keepsAnchor = !emptiedStatements.contains { $0.id == anchor.id }
        edits.splice(anchor) { rewritten in (keepsAnchor ? [rewritten] : []) + items }
        return true
    }

    /// Whether a name of the view's scope (`Filter`, `Self`) must be written with the view's name
    /// where the subview is. Inside an extension of the view only `Self` must: it would mean the
    /// subview; the view's nested types and statics are found there as they are.
    private func needsQualifying(_ node: Syntax, placement: SubviewPlacement) -> Bool {
        guard placement == .viewExtension else { return true }
        if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.Self) }
        if let type = node.as(IdentifierTypeSyntax.self) { return type.name.tokenKind == .keyword(.Self) }
        return false
    }

    /// A labelled method became a closure property: its calls drop their labels, and a reference by
    /// its full name (`handle(action:)`) becomes the property's name. Only the member references of
    /// `scan`: a local or closure parameter of that name is not the method.
    private static func dropLabels(ofCallsTo names: Set<String>, in scan: MemberReferenceScan, into edits: inout SyntaxEdits) {
        for reference in scan.references where names.contains(reference.name) {
            if let named = reference.expression.as(DeclReferenceExprSyntax.self), named.argumentNames != nil {
                edits.replace(named) { rewritten in rewritten.with(\.argumentNames, nil) }
                continue
            }
            guard let call = reference.expression.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == reference.expression.id
            else { continue }
            edits.replace(call) { rewritten in
                rewritten.with(\.arguments, LabeledExprListSyntax(rewritten.arguments.map(Self.unlabelled)))
            }
        }
    }

    /// A computed value the subview receives as a closure is computed where it is read: `freeSpace()`.
    private static func callDeferredValues(_ names: Set<String>, readIn scan: MemberReferenceScan, into edits: inout SyntaxEdits) {
        for reference in scan.references where names.contains(reference.name) {
            guard let read = reference.expression.as(ExprSyntax.self) else { continue }  // The resolver refused implicit reads.
            edits.replace(read) { rewritten in
                ExprSyntax(FunctionCallExprSyntax(
                    calledExpression: rewritten.with(\.trailingTrivia, []), leftParen: .leftParenToken(), arguments: [],
                    rightParen: .rightParenToken(trailingTrivia: rewritten.trailingTrivia)))
            }
        }
    }

    /// Records replacements for every use of an extracted helper that `scan` found.
    private func addUseEdits(
        from scan: MemberReferenceScan, root: Syntax, renderer: SubviewRenderer, singleLine: Bool, forwarding: Set<String> = [],
        to edits: inout SyntaxEdits
    ) {
        for reference in scan.references {
            guard let subview = renderer.subviews[reference.name] else { continue }
            let site = reference.expression
            guard site.is(ExprSyntax.self) else { continue }
            let indentation = context.indentation(ofLineAt: reference.expression.positionAfterSkippingLeadingTrivia)
            let helperCall = subview.helper.isFunction ? reference.expression.parent?.as(FunctionCallExprSyntax.self) : nil
            let use = subview.helper.isFunction ? helperCall.map(ExprSyntax.init) : site.as(ExprSyntax.self)
            // A call the author spread over lines keeps its lines, and its modifiers their place.
            let keepsLayout = helperCall.map { SubviewRenderer.callKeepingLayout(to: subview, replacing: $0) != nil && !argumentsAlignedAfterParenthesis($0) } ?? false
            if let use, !keepsLayout { alignModifiers(after: use, lineIndentation: indentation, alignedCalls: renderer.wrapping == .alignedAfterFirst, in: &edits) }
            // A use inside a line (`.overlay { header }`) stays on it, unless the line would run
            // past the file's width where it did not (`Section(header: SubredditsHeader(⏎…⏎)) {`):
            // a call spread over lines there leaves `{ HeaderView(` and `) }` hanging.
            let isInsideALine = use.map { !ModifierLayout.startsItsLine($0, lineIndentation: indentation, in: context) } ?? false
            let surroundingColumns = isInsideALine && !singleLine ? use.flatMap { use in
                let around = ModifierLayout.surroundingColumns(of: use.positionAfterSkippingLeadingTrivia, to: use.endPositionBeforeTrailingTrivia, in: context.source)
                let isOneLine = !use.trimmedDescription.contains(where: \.isNewline)
                let width = around.before + ModifierLayout.columns(ArraySlice(use.trimmedDescription.utf8)) + around.after
                return isOneLine && width <= renderer.lineLimit ? around.before + around.after : nil
            } : nil
            let singleLine = singleLine || isInsideALine && surroundingColumns == nil
            if subview.helper.isFunction, let call = reference.expression.parent?.as(FunctionCallExprSyntax.self) {
                edits.replace(ExprSyntax(call)) { rewritten in
                    let replacement = renderer.call(
                        to: subview, replacing: rewritten.as(FunctionCallExprSyntax.self), at: site, scopeRoot: root,
                        lineIndentation: indentation, singleLine: singleLine, surroundingColumns: surroundingColumns, forwarding: forwarding,
                        keepingLayout: keepsLayout)
                    return replacement.with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia)
                }
            } else {
                edits.replace(site.cast(ExprSyntax.self)) { rewritten in
                    let replacement = renderer.call(
                        to: subview, replacing: nil, at: site, scopeRoot: root, lineIndentation: indentation, singleLine: singleLine,
                        surroundingColumns: surroundingColumns, forwarding: forwarding)
                    return replacement.with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia)
                }
            }
        }
    }

    /// `row(title: title,⏎     value: value)`: an argument after the first starts its line in the
    /// column of the first, which sits on the `(` line.
    private func argumentsAlignedAfterParenthesis(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first, !first.leadingTrivia.contains(where: \.isNewline) else { return false }
        let firstColumn = context.location(at: first.positionAfterSkippingLeadingTrivia).column
        return call.arguments.dropFirst().contains { argument in
            argument.leadingTrivia.contains(where: \.isNewline) && context.location(at: argument.positionAfterSkippingLeadingTrivia).column == firstColumn
        }
    }

    /// Modifiers on their own lines after a use that starts its line (`header⏎    .transition(…)`)
    /// are indented one level past it. When the use becomes a call over several lines, they go to the
    /// call's own level, under its closing parenthesis, as SwiftUI code writes them:
    /// `HeaderView(⏎    title: title⏎)⏎.transition(…)`. Their closures' lines move with them.
    private func alignModifiers(after use: ExprSyntax, lineIndentation: String, alignedCalls: Bool, in edits: inout SyntaxEdits) {
        guard ModifierLayout.startsItsLine(use, lineIndentation: lineIndentation, in: context), let chain = ModifierChain(after: use),
            !chain.top.description.contains("\"\"\"")
        else { return }
        let deeper = context.style.indentation(deeperThan: lineIndentation)
        edits.replace(chain.top) { rewritten in
            guard let (useText, modifiers) = chain.split(rewritten), useText.contains(where: \.isNewline),
                modifiers.first?.isNewline == true || modifiers.first?.isWhitespace == true || modifiers.first == "."
            else { return rewritten }
            // A call whose arguments are aligned after the first ends on its last argument's line:
            // its modifiers stay one level in, as under any line that goes on.
            if alignedCalls, let firstLine = useText.split(whereSeparator: \.isNewline).first, firstLine.hasSuffix(",") { return rewritten }
            // A modifier that was on the use's line (`chart.frame(…)`) gets a line of its own under
            // the call's `)`, rather than hanging off it.
            let ownLine = modifiers.first == "." ? context.style.lineEnding.rawValue + lineIndentation : ""
            let moved = useText + ownLine + Reindentation.move(modifiers, from: deeper, to: lineIndentation)
            return GeneratedCode.parseExpression(moved).with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia)
        }
    }

    /// `@SwiftUI.Bindable` in a file that writes it so (TCA's files, beside Perception's own
    /// `Bindable`), else `@Bindable`; looked up only when a subview takes one.
    private static func bindableAttribute(in plan: ExtractionPlan, source: [UInt8]) -> String {
        guard plan.subviews.contains(where: { $0.inputs.contains { $0.kind == .bindable } }) else { return "@Bindable" }
        return SourceBytes.contains(Array("@SwiftUI.Bindable".utf8), in: source[...]) ? "@SwiftUI.Bindable" : "@Bindable"
    }

    /// Whether every member of `extension` is removed, and the extension says nothing else: no
    /// conformance or `where` clause, and no comment but those above it. Its access modifier and
    /// attributes (`private`, `@MainActor`) applied to the members, and went with them.
    static func isEmptied(_ extensionDecl: ExtensionDeclSyntax, removing removed: Set<SyntaxIdentifier>) -> Bool {
        let members = extensionDecl.memberBlock.members
        guard !members.isEmpty, members.allSatisfy({ removed.contains($0.id) }), extensionDecl.inheritanceClause == nil,
            extensionDecl.genericWhereClause == nil, extensionDecl.parent?.is(CodeBlockItemSyntax.self) == true
        else { return false }
        // The members' comments go with them; the extension's own, other than those above it, would be lost.
        let memberRange = members.position..<members.endPosition
        let ownTokens = extensionDecl.tokens(viewMode: .sourceAccurate).filter { !memberRange.contains($0.position) }
        return !ownTokens.enumerated().contains { index, token in
            (index > 0 && token.leadingTrivia.contains(where: \.isComment)) || token.trailingTrivia.contains(where: \.isComment)
        }
    }

    /// The comment lines above an extension, each ended by `lineEnding` (empty when it has none).
    static func commentLines(of extensionDecl: ExtensionDeclSyntax, lineEnding: String) -> String {
        let text = Trivia(pieces: extensionDecl.leadingTrivia.drop { !$0.isComment }).description
        let lines = text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespaceAtEnd() }.filter { !$0.isEmpty }
        // A heading set off from the extension by a blank line (`// MARK: - Utils`) stays set off.
        let newlines = extensionDecl.leadingTrivia.reversed().prefix { !$0.isComment }.reduce(0) { $0 + $1.newlineCount }
        return lines.map { $0 + lineEnding }.joined() + (!lines.isEmpty && newlines >= 2 ? lineEnding : "")
    }

    /// `item: x` → `x`, keeping the comments around the label.
    private static func unlabelled(_ argument: LabeledExprSyntax) -> LabeledExprSyntax {
        guard let label = argument.label else { return argument }
        let comments = (label.trailingTrivia + (argument.colon?.leadingTrivia ?? []) + (argument.colon?.trailingTrivia ?? [])).filter(\.isComment)
        let leading = label.leadingTrivia + Trivia(pieces: comments.flatMap { [$0, .spaces(1)] }) + argument.expression.leadingTrivia
        return argument.with(\.label, nil).with(\.colon, nil).with(\.expression, argument.expression.with(\.leadingTrivia, leading))
    }

    /// The members of the section `item` heads (`// MARK: - Helpers` above it): `item` and those
    /// after it up to the next heading. Nil when `item` has no heading.
    private static func section(headedBy item: MemberBlockItemSyntax) -> [MemberBlockItemSyntax]? {
        guard LeadingTriviaLayout(item.leadingTrivia).heading.contains(where: \.isComment), let list = item.parent?.as(MemberBlockItemListSyntax.self),
            let start = list.firstIndex(where: { $0.id == item.id })
        else { return nil }
        return Array(list[start...].prefix { $0.id == item.id || !LeadingTriviaLayout($0.leadingTrivia).hasHeading })
    }

    /// Whether `item` heads a section whose every member leaves the view.
    static func headsOnly(_ item: MemberBlockItemSyntax, removed: Set<SyntaxIdentifier>) -> Bool {
        section(headedBy: item)?.allSatisfy { removed.contains($0.id) } ?? false
    }

    /// Whether the section heading above `helper` (`// MARK: - Local Servers Section`) is the
    /// helper's, and leaves with it instead of heading the next member: every member of its section
    /// leaves the view (extracted, or moved into a subview), or the heading names the helper
    /// (`localServersSection`).
    static func headingBelongs(to helper: HelperCandidate, extracted: Set<SyntaxIdentifier>) -> Bool {
        guard let section = section(headedBy: helper.item) else { return false }
        if section.allSatisfy({ extracted.contains($0.id) }) { return true }
        return IdentifierWords.heading(LeadingTriviaLayout(helper.item.leadingTrivia).heading.description, names: helper.name)
    }

    /// Splits attached trivia text into the comments above a declaration and its indentation. A
    /// block comment on the declaration's own line (`/* note */ private var header`) becomes a
    /// comment line of its own, ended by `lineEnding`.
    static func splitIndentation(_ attached: String, lineEnding: String) -> (comments: String, indentation: String) {
        let lastLineStart = attached.lastIndex(where: \.isNewline).map { attached.index(after: $0) } ?? attached.startIndex
        let lastLine = attached[lastLineStart...]
        let indentation = lastLine.prefix { $0 == " " || $0 == "\t" }
        let sameLine = lastLine.dropFirst(indentation.count)
        let sameLineComments = sameLine.allSatisfy(\.isWhitespace)
            ? "" : String(indentation) + String(sameLine).trimmingWhitespaceAtEnd() + lineEnding
        // Comments: everything up to the last line break, each line starting with the indentation.
        return (String(attached[..<lastLineStart]) + sameLineComments, String(indentation))
    }
}
