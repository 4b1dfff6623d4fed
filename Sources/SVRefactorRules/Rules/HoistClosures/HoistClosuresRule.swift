import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Moves non-trivial inline actions and side effects out of a view's `body` and view helpers into
/// private methods.
///
/// - What it matches: `Button` actions and the closures of `.task`, `.task(id:)`, `.onAppear`,
///   `.onDisappear`, `.onChange(of:)`, `.refreshable`, `.onSubmit`, `.onReceive` (buttons inside
///   `.alert`, `.confirmationDialog`, `.swipeActions` and `.contextMenu` are buttons too) with more
///   than one statement or any control flow. See ``ActionClosure``.
/// - What it leaves alone: trivial closures (no finding), and closures whose captured names have no
///   certain type, that change a captured local, have a capture list, use `$0`, or sit in `#if`
///   (each with a finding). See ``HoistPlanner``.
/// - How it rewrites: the statements move verbatim (re-indented) into a `private func` added at the
///   end of the view; the closure becomes a call (`Button("Save", action: save)`,
///   `.task { await load() }`, `.onChange(of: q) { old, new in qChanged(old, new) }`).
public struct HoistClosures: ViewRule {
    public static let metadata = RuleMetadata(
        id: "hoist-closures",
        summary: "Moves non-trivial button actions and .task/.onAppear/.onChange/… closures out of `body` into private methods.",
        rationale: hoistClosuresRationale,
        options: [
            RuleOptionSpec(
                name: "method-names", summary: "`plain` names methods after what they do (`save`, `load`); `handle` prefixes them (`handleSave`).",
                kind: .choice(["plain", "handle"]), defaultValue: "plain"),
        ],
        examples: HoistClosuresExamples.rewrites,
        untouched: HoistClosuresExamples.untouched,
        usesProjectModel: true,
        restructures: true,
        changeUnit: .view,
        createdName: "the method",
        selects: "the innermost action closure at the position, or whose Button name, title or modifier name is there (not what a Button's `label:` holds)"
    )

    let namingStyle: MethodNaming.Style

    public init(options: RuleOptionValues) {
        namingStyle = MethodNaming.Style(rawValue: options.string("method-names")) ?? .plain
    }

    func plan(_ view: ViewAnalysis, into edits: inout SyntaxEdits, file: inout FilePlan) -> Bool {
        let plans = HoistPlanner(view: view, namingStyle: namingStyle).plan()
        guard !plans.isEmpty else { return false }
        let helperExtension = Self.helperExtension(of: view)
        // As the extension's own methods are written: `private func` in a plain extension, and in
        // a `private extension` whose methods say it again (Aidoku's `// MARK: - Side Effects`).
        let writesPrivate = helperExtension.map { extensionDecl in
            let functions = extensionDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            return !extensionDecl.modifiers.isPrivate || functions.filter(\.modifiers.isPrivate).count * 2 > functions.count
        } ?? true
        let memberIndentation = helperExtension.map { GeneratedCode.indentation(of: $0, context: view.context) }
            ?? GeneratedCode.indentation(of: view.declaration, context: view.context)
        var methods: [MemberBlockItemSyntax] = []
        for plan in plans {
            Self.replaceClosure(plan, in: &edits, context: view.context)
            if !plan.reusesMethod {
                methods.append(Self.method(
                    for: plan, memberIndentation: memberIndentation, isPrivate: writesPrivate, context: view.context))
            }
        }
        if let helperExtension {
            edits.append(methods, to: helperExtension.memberBlock)
        } else if let nextSection = Self.memberAfterActionsSection(of: view.declaration) {
            // The view has a `// MARK: - Actions` section already, not its last: the methods end it
            // (a second `// MARK: - Actions` at the end of the view read as a slip).
            edits.insert(methods, before: nextSection)
        } else if let afterFunctions = Self.memberAfterFunctionsAboveBody(of: view.declaration) {
            edits.insert(methods, before: afterFunctions)
        } else if let firstTrailingType = Self.trailingNestedTypes(of: view.declaration).first {
            Self.headActions(&methods, after: view.declaration.memberBlock.members.prefix { $0.id != firstTrailingType.id }, context: view.context)
            edits.insert(methods, before: firstTrailingType)
        } else {
            Self.headActions(&methods, after: view.declaration.memberBlock.members, context: view.context)
            edits.append(methods, to: view.declaration.memberBlock)
        }
        return true
    }

    /// Words of a section heading that new action methods belong under.
    private static let actionSectionWords: Set<String> = [
        "action", "actions", "method", "methods", "function", "functions", "func", "funcs", "handler", "handlers", "handling",
        "event", "events", "intent", "intents", "interaction", "interactions", "logic", "behavior", "behaviour", "private",
    ]

    /// The member that heads the section after the view's own actions section (`// MARK: -
    /// Actions`, `// MARK: - Private Methods`), when that section is not the view's last.
    private static func memberAfterActionsSection(of declaration: StructDeclSyntax) -> MemberBlockItemSyntax? {
        let members = Array(declaration.memberBlock.members)
        let marks = members.map { lastMark(in: Array(LeadingTriviaLayout($0.leadingTrivia).heading))?.text }
        guard let actions = marks.firstIndex(where: { $0.map(isActionsHeading) ?? false }) else { return nil }
        return members.indices.dropFirst(actions + 1).first { marks[$0] != nil }.map { members[$0] }
    }

    /// The last `// MARK:` comment among `pieces`, and where it is.
    private static func lastMark(in pieces: [TriviaPiece]) -> (index: Int, text: String)? {
        for index in pieces.indices.reversed() {
            if case let .lineComment(text) = pieces[index], text.hasPrefix("// MARK:") { return (index, text) }
        }
        return nil
    }

    /// Words that only qualify an actions heading ("User Actions", "Private Methods").
    private static let actionSectionQualifiers: Set<String> = [
        "user", "button", "buttons", "ui", "view", "private", "internal", "public", "fileprivate", "and", "helper", "helpers",
    ]

    /// Whether a `// MARK:` heads action methods: one of its words says so, and the others only
    /// qualify it ("User Actions", "Private Methods"; not "Accessibility actions").
    private static func isActionsHeading(_ mark: String) -> Bool {
        let words = mark.dropFirst("// MARK:".count).lowercased().split { !$0.isLetter }.map(String.init)
        return words.contains(where: actionSectionWords.contains) && words.allSatisfy { actionSectionWords.contains($0) || actionSectionQualifiers.contains($0) }
    }

    /// Gives new methods a heading of their own (`// MARK: - Actions`, written as the view writes
    /// its headings) when they would otherwise land in a section the view heads for something else
    /// (`// MARK: - Sections`, `// MARK: - Helpers`).
    private static func headActions(_ methods: inout [MemberBlockItemSyntax], after members: some Sequence<MemberBlockItemSyntax>, context: RuleContext) {
        guard let first = methods.first,
            let headed = members.reversed().first(where: { LeadingTriviaLayout($0.leadingTrivia).heading.contains(where: \.isComment) })
        else { return }
        let pieces = Array(headed.leadingTrivia)
        guard let (markIndex, mark) = lastMark(in: pieces) else { return }
        // Every word: "Accessibility actions" heads what VoiceOver does, not what buttons do.
        guard !isActionsHeading(mark) else { return }
        let dash = mark.dropFirst("// MARK:".count).drop { $0 == " " }.hasPrefix("-") ? "- " : ""
        let linesAfterMark = pieces[(markIndex + 1)...].prefix { $0.isNewline || $0.isSpaceOrTab }.reduce(0) { $0 + $1.newlineCount }
        let indentation = first.leadingTrivia.indentationAtEnd
        let heading: Trivia = [.lineComment("// MARK: \(dash)Actions")]
        methods[0] = first.with(
            \.leadingTrivia,
            context.style.newlines(2) + indentation + heading + context.style.newlines(max(1, min(2, linesAfterMark))) + indentation)
    }

    /// Where the file keeps the view's methods, when it has such a place: an extension of the view
    /// in the file (the last one, neither public nor constrained nor adding a conformance) that
    /// declares an action, a function that returns nothing. One of text or view helpers only
    /// (`func title(for:) -> String`) is no place for actions.
    private static func helperExtension(of view: ViewAnalysis) -> ExtensionDeclSyntax? {
        view.model.extensions.last { extensionDecl in
            !extensionDecl.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
                && extensionDecl.genericWhereClause == nil && extensionDecl.inheritanceClause == nil
                && extensionDecl.memberBlock.members.contains { member in
                    guard let function = member.decl.as(FunctionDeclSyntax.self), !function.modifiers.containsStatic else { return false }
                    let returned = function.signature.returnClause?.type.trimmedDescription
                    return returned == nil || returned == "Void" || returned == "()"
                }
        }
    }

    /// The member right after the view's last method, when the view keeps all its methods above
    /// `body` (LLMFarm, UTM): new methods join them there rather than go to the end.
    private static func memberAfterFunctionsAboveBody(of declaration: StructDeclSyntax) -> MemberBlockItemSyntax? {
        let members = Array(declaration.memberBlock.members)
        guard let bodyIndex = members.firstIndex(where: { ViewMember($0.decl).kind == .body }) else { return nil }
        let functions = members.indices.filter { index in
            guard let function = members[index].decl.as(FunctionDeclSyntax.self) else { return false }
            return !function.modifiers.containsStatic
        }
        guard let last = functions.last, last < bodyIndex else { return nil }
        return members[last + 1]
    }

    /// The nested types the view's member list ends with: new methods go above them, with the
    /// other members.
    private static func trailingNestedTypes(of declaration: StructDeclSyntax) -> [MemberBlockItemSyntax] {
        let members = Array(declaration.memberBlock.members)
        let isType = { (item: MemberBlockItemSyntax) in
            item.decl.is(StructDeclSyntax.self) || item.decl.is(ClassDeclSyntax.self) || item.decl.is(EnumDeclSyntax.self)
                || item.decl.is(ActorDeclSyntax.self) || item.decl.is(TypeAliasDeclSyntax.self)
        }
        guard let lastOther = members.lastIndex(where: { !isType($0) }) else { return [] }
        return Array(members[(lastOther + 1)...])
    }

    /// The call that replaces the closure, or the closure's new one-line body.
    private static func replaceClosure(_ plan: PlannedHoist, in edits: inout SyntaxEdits, context: RuleContext) {
        let call = (plan.isAsync ? "await " : "") + "\(plan.methodName)(\(plan.arguments.joined(separator: ", ")))"
        let site = plan.site
        let passesMethodDirectly = plan.parameters.isEmpty && !plan.isAsync
        switch site.kind {
        case .buttonTrailingAction where passesMethodDirectly:
            // `Button("Save") { … }` → `Button("Save", action: save)`.
            if let closure = site.call.trailingClosure { indentModifiers(after: site.call, collapsing: closure, in: &edits, context: context) }
            // Arguments written one per line get `action:` on a line of its own, under the last.
            let argumentLine: Trivia? = site.call.arguments.last.flatMap { last in
                last.leadingTrivia.contains(where: \.isNewline)
                    ? context.style.newlines(1) + GeneratedCode.trivia(forIndentation: context.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia))
                    : nil
            }
            edits.replace(site.call) { button in
                guard let rightParen = button.rightParen else { return button }
                var arguments = Array(button.arguments)
                // What followed the last argument (spaces, a `// comment`) now follows `action: save`,
                // so the new argument never lands inside a line comment.
                var afterLastArgument: Trivia = []
                if let last = arguments.popLast() {
                    afterLastArgument = last.trailingTrivia
                    arguments.append(last.with(\.trailingTrivia, []).with(\.trailingComma, .commaToken(trailingTrivia: argumentLine == nil ? .space : [])))
                }
                arguments.append(LabeledExprSyntax(
                    leadingTrivia: argumentLine ?? [],
                    label: .identifier("action"), colon: .colonToken(trailingTrivia: .space),
                    expression: DeclReferenceExprSyntax(baseName: .identifier(plan.methodName)), trailingTrivia: afterLastArgument))
                // A comment between `)` and the closure's `{` stays after the `)`.
                let parenComments = rightParen.trailingTrivia.contains(where: \.isComment)
                    ? Trivia(pieces: rightParen.trailingTrivia.reversed().drop { $0.isSpaceOrTab }.reversed()) : []
                let trailing = parenComments + (button.trailingClosure?.trailingTrivia ?? [])
                return button
                    .with(\.arguments, LabeledExprListSyntax(arguments))
                    .with(\.trailingClosure, nil)
                    .with(\.rightParen, rightParen.with(\.trailingTrivia, trailing))
            }
        case .buttonLeadingAction where passesMethodDirectly && labelCanBecomeTheTrailingClosure(of: site.call):
            // `Button { … } label: { L }` → `Button(action: save) { L }`, the label where the action
            // was (after a space, or under the call in a file of Allman braces).
            edits.replace(site.call) { button in
                guard let label = button.additionalTrailingClosures.first(where: { $0.label.text == "label" }),
                    let action = button.trailingClosure
                else { return button }
                var arguments = Array(button.arguments)
                if let last = arguments.popLast() { arguments.append(last.with(\.trailingComma, .commaToken(trailingTrivia: .space))) }
                arguments.append(LabeledExprSyntax(
                    label: .identifier("action"), colon: .colonToken(trailingTrivia: .space),
                    expression: DeclReferenceExprSyntax(baseName: .identifier(plan.methodName))))
                let beforeClosure = button.rightParen?.trailingTrivia ?? button.calledExpression.trailingTrivia
                return button
                    .with(\.calledExpression, button.calledExpression.with(\.trailingTrivia, []))
                    .with(\.leftParen, .leftParenToken())
                    .with(\.arguments, LabeledExprListSyntax(arguments))
                    .with(\.rightParen, .rightParenToken(trailingTrivia: beforeClosure))
                    .with(\.trailingClosure, label.closure.with(\.leadingTrivia, action.leadingTrivia))
                    .with(\.additionalTrailingClosures, [])
            }
        case .buttonActionArgument where passesMethodDirectly:
            // `Button(action: { … })` → `Button(action: save)`.
            indentModifiers(after: site.call, collapsing: site.closure, in: &edits, context: context)
            passMethod(plan.methodName, inPlaceOf: site.closure, in: &edits)
        case .modifier(let name) where passesMethodDirectly && ["onAppear", "onDisappear", "onTapGesture"].contains(name)
            && site.closure.parent?.as(LabeledExprSyntax.self)?.label?.text == "perform":
            // `.onAppear(perform: { … })` → `.onAppear(perform: loadFeed)`, as a button's `action:`.
            passMethod(plan.methodName, inPlaceOf: site.closure, in: &edits)
        default:
            // The closure keeps its parameters; its body becomes the call: on the brace's line, or,
            // under a brace on a line of its own (Allman style), on a line of its own too.
            let braceOnOwnLine = site.closure.leftBrace.leadingTrivia.contains(where: \.isNewline)
                || site.closure.leftBrace.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.contains(where: \.isNewline) == true
            let braceIndentation = context.indentation(ofLineAt: site.closure.leftBrace.positionAfterSkippingLeadingTrivia)
            let signature = site.closure.signature.map { $0.trimmedDescription + " " } ?? ""
            let oneLine = "{ \(signature)\(call) }"
            // `action: { … }).padding(…)` joined on one line would run past the file's width: the
            // call keeps a line of its own between the braces, which stay where they were.
            let closingIndentation = context.indentation(ofLineAt: site.closure.rightBrace.positionAfterSkippingLeadingTrivia)
            let staysOnLines = !braceOnOwnLine && site.closure.description.contains(where: \.isNewline)
                && columns(joining: oneLine, inPlaceOf: site.closure, context: context) > context.shared(ModifierLayout.FileLineLimit.self)
            // `Button(title) { select(all) }` on one line takes its modifiers one level in, as the
            // `action:` form does (Swiftfin's select-all button beside its Cancel button).
            if !braceOnOwnLine, !staysOnLines {
                switch site.kind {
                case .buttonTrailingAction, .buttonActionArgument:
                    indentModifiers(after: site.call, collapsing: site.closure, in: &edits, context: context)
                default: break
                }
            }
            edits.replace(ExprSyntax(site.closure)) { rewritten in
                // `{ item in`, the call one level in, `}` at `indentation`.
                func onLines(closingAt indentation: String) -> String {
                    let newline = context.style.lineEnding.rawValue
                    return "{" + (signature.isEmpty ? "" : " " + signature.trimmingWhitespace()) + newline
                        + context.style.indentation(deeperThan: indentation) + call + newline + indentation + "}"
                }
                let text = braceOnOwnLine ? onLines(closingAt: braceIndentation) : staysOnLines ? onLines(closingAt: closingIndentation) : oneLine
                let closure = GeneratedCode.parseExpression(text)
                return closure.with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia)
            }
        }
    }

    /// `closure` becomes a reference to the method its code moved to.
    private static func passMethod(_ name: String, inPlaceOf closure: ClosureExprSyntax, in edits: inout SyntaxEdits) {
        edits.replace(ExprSyntax(closure)) { rewritten in
            ExprSyntax(DeclReferenceExprSyntax(leadingTrivia: rewritten.leadingTrivia, baseName: .identifier(name), trailingTrivia: rewritten.trailingTrivia))
        }
    }

    /// The columns of the line `closure` starts on once `replacement` stands for it: what comes
    /// before it on its first line, and after it on its last.
    private static func columns(joining replacement: String, inPlaceOf closure: ClosureExprSyntax, context: RuleContext) -> Int {
        let around = ModifierLayout.surroundingColumns(
            of: closure.positionAfterSkippingLeadingTrivia, to: closure.endPositionBeforeTrailingTrivia, in: context.source)
        return around.before + ModifierLayout.columns(ArraySlice(replacement.utf8)) + around.after
    }

    /// `Button("Reset") {⏎…⏎}⏎.buttonStyle(…)` (or `Button("Reset", action: {⏎…⏎})`) has its
    /// modifiers at its own level, under the `}`.
    /// Once it is `Button("Reset", action: reset)` on one line, they go one level in, as the file
    /// writes modifiers under a view on one line (see ``ModifierLayout``).
    private static func indentModifiers(
        after button: FunctionCallExprSyntax, collapsing closure: ClosureExprSyntax, in edits: inout SyntaxEdits, context: RuleContext
    ) {
        let lineIndentation = context.indentation(ofLineAt: button.positionAfterSkippingLeadingTrivia)
        // The closure is the only part of the button on more than one line.
        let source = context.source
        let outside = source[button.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.positionAfterSkippingLeadingTrivia.utf8Offset]
            + source[closure.endPositionBeforeTrailingTrivia.utf8Offset..<button.endPositionBeforeTrailingTrivia.utf8Offset]
        guard closure.description.contains(where: \.isNewline), !outside.contains(UInt8(ascii: "\n")),
            ModifierLayout.startsItsLine(button, lineIndentation: lineIndentation, in: context),
            let chain = ModifierChain(after: ExprSyntax(button)), !chain.top.description.contains("\"\"\""),
            chain.modifiersStartLines(at: lineIndentation, in: context),
            context.shared(ModifierLayout.IndentsModifiersUnderOneLineViews.self)
        else { return }
        let deeper = context.style.indentation(deeperThan: lineIndentation)
        edits.replace(chain.top) { rewritten in
            guard let (base, modifiers) = chain.split(rewritten), !base.contains(where: \.isNewline) else { return rewritten }
            return GeneratedCode.parseExpression(base + Reindentation.move(modifiers, from: lineIndentation, to: deeper))
                .with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia)
        }
    }

    /// Whether `Button { … } label: { … }` can become `Button(action:) { … }`: the label is its only
    /// other closure, and no comment sits between the action closure and the label's `{`
    /// (`} /* note */ label: {`), which the new form would have no place for.
    private static func labelCanBecomeTheTrailingClosure(of button: FunctionCallExprSyntax) -> Bool {
        guard let action = button.trailingClosure, button.additionalTrailingClosures.count == 1,
            let label = button.additionalTrailingClosures.first
        else { return false }
        let trivia = action.rightBrace.trailingTrivia + label.label.leadingTrivia + label.label.trailingTrivia + label.colon.trailingTrivia
            + label.closure.leftBrace.leadingTrivia
        return !trivia.contains(where: \.isComment)
    }

    /// `private func name(_ item: Item) async { <the closure's statements> }`, after a blank line.
    /// `isPrivate`: written `private` (not in a `private extension` whose methods do not say it).
    private static func method(for plan: PlannedHoist, memberIndentation: String, isPrivate: Bool, context: RuleContext) -> MemberBlockItemSyntax {
        let closure = plan.site.closure
        let style = context.style
        let newline = style.lineEnding.rawValue
        let parameters = plan.parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
        let header = (isPrivate ? "private " : "") + "func \(plan.methodName)(\(parameters))\(plan.isAsync ? " async" : "")"
            + context.shared(DeclarationLayout.self).openingBrace(indentation: memberIndentation, newline: newline)

        let opening = closure.signature?.inKeyword.trailingTrivia ?? closure.leftBrace.trailingTrivia
        // Spaces the author left after the closure's `{` do not go after the method's.
        var openingText = opening.description
        let statements = closure.statements.description
        if openingText.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" }), statements.first?.isNewline == true { openingText = "" }
        var body = openingText + statements + closure.rightBrace.leadingTrivia.description
        if closure.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            // The statements move from their own depth to one level inside the method, whatever
            // extra indentation they had under their closure; the closing brace to the method's.
            let closureIndentation = context.indentation(ofLineAt: closure.rightBrace.positionAfterSkippingLeadingTrivia)
            // The line of the first statement, not of a `#if` or a commented-out line (often at
            // column 0, as Pearcleaner's `//    let wasEnabled = …` is).
            let firstToken = closure.statements.tokens(viewMode: .sourceAccurate).first { token in
                guard ![.poundIf, .poundElse, .poundElseif, .poundEndif].contains(token.tokenKind) else { return false }
                // Not the condition of a `#if os(macOS)`, on the `#if`'s line.
                let clause = token.ancestorOrSelf { $0.as(IfConfigClauseSyntax.self) }
                return clause?.condition.map { !$0.range.contains(token.position) } ?? true
            }
            var statementIndentation = firstToken.map { context.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia) }
                ?? style.indentation(deeperThan: closureIndentation)
            // A `#if` indented inside the closure but less than the code it guards (Cork writes
            // its content a level deeper) sets the depth that moves, so both keep their steps.
            for token in closure.statements.tokens(viewMode: .sourceAccurate)
            where [.poundIf, .poundElse, .poundElseif, .poundEndif].contains(token.tokenKind) {
                let directive = context.indentation(ofLineAt: token.positionAfterSkippingLeadingTrivia)
                if directive.count > closureIndentation.count, directive.count < statementIndentation.count, statementIndentation.hasPrefix(directive) {
                    statementIndentation = directive
                }
            }
            body = Reindentation.move(body, from: statementIndentation, to: style.indentation(deeperThan: memberIndentation))
            // On scalars: "\r\n" is one Character, and CRLF files must work too.
            let scalars = body.unicodeScalars
            if let lastNewline = scalars.lastIndex(of: "\n"), scalars[scalars.index(after: lastNewline)...].allSatisfy({ $0 == " " || $0 == "\t" }) {
                // Without the blank lines the closure had before its `}` (macai, KeyboardCowboy):
                // a method's last statement is followed by its brace.
                var head = Array(scalars[..<lastNewline])
                while let newline = head.lastIndex(of: "\n"), head[(newline + 1)...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }),
                    head[..<newline].contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" && $0 != "\n" })
                {
                    head.removeSubrange(newline...)
                }
                var kept = String.UnicodeScalarView()
                kept.append(contentsOf: head)
                body = String(kept) + "\n" + memberIndentation
            }
        } else {
            // `{ a(); b() }` on one line: the statements get a line of their own.
            body = newline + style.indentation(deeperThan: memberIndentation) + body.trimmingWhitespace() + newline + memberIndentation
        }
        let text = header + body + "}"
        return GeneratedCode.parseMember(text)
            .with(\.leadingTrivia, style.newlines(2) + GeneratedCode.trivia(forIndentation: memberIndentation))
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}

let hoistClosuresRationale = """
    The SwiftUI guidance says the body should read like UI, not like a view controller: no \
    non-trivial button actions inline, no business logic buried in `.task`, `.onAppear`, `.onChange` \
    or `.refreshable`. hoist-closures moves such closures into small private methods of the view.

    What it rewrites, in a view's `body` and view helpers: the action of a `Button` (`Button("Save") \
    { … }`, `Button(action: { … }) { label }`, `Button { … } label: { … }`, including the buttons of \
    `.alert`, `.confirmationDialog`, `.swipeActions` and `.contextMenu`), and the closure of \
    `.task`, `.task(id:)`, `.onAppear`, `.onDisappear`, `.onChange(of:)` (zero, one or two \
    parameters), `.refreshable`, `.onSubmit` and `.onReceive`, when it has more than one statement, \
    control flow (`guard`, `switch`, loops, `do`, an `if` with `else` or with several statements), \
    or a nested closure with several statements. A single statement such as `{ save() }` or \
    `{ await load() }` already reads well and stays, and so does one under a lone `if` \
    (`{ if shouldClose { dismiss() } }`) and two calls without arguments (`{ save(); dismiss() }`): \
    a method (`saveAndDismiss()`) would only restate them.

    How: the closure's statements move verbatim, re-indented, into a `private func` added at the end \
    of the view, above nested types the view ends with (the functions section; reorder-members keeps \
    it there), or after the view's last method when it keeps all its methods above `body`, or, when \
    the file keeps the view's methods in an extension of it (one that declares an action, a \
    function returning nothing), at the end of that extension, written `private` as its methods \
    are \
    (without `private`, as its members are written). At the end of a view whose last section is \
    headed for something else (`// MARK: - Sections`, `// MARK: - Helpers`), the new methods get \
    a heading of their own, written as the view writes its headings: `// MARK: - Actions` (not \
    for a heading that qualifies its actions, such as "Accessibility actions"); a view that has \
    such a section already, not its last, gets them at the end of it. The \
    closure becomes:
    - `Button("Save", action: save)` or `Button(action: save) { … }` when the method needs no \
    arguments (also for `Button { … } label: { … }`, whose label becomes the trailing closure);
    - otherwise a one-line closure that calls the method: `.task { await load() }`, \
    `.onChange(of: query) { old, new in queryChanged(old, new) }`, `Button("Delete") { delete(item) }`.

    The method is `async` when the closure runs in an async context (`.task`, `.refreshable`) and \
    awaits something; the call then uses `await`. A View's methods and its body's closures share the \
    main actor, so isolation does not change; `return` and `defer` behave the same in a method.

    Names the closure takes from its surroundings that are not members of the view (a `ForEach` \
    element, a closure parameter, a local `let`, a helper function's parameter) become parameters of \
    the method, with their types: a written type, a literal, the element of a collection whose type \
    is known (`ForEach(items) { item in … }`, also `$items`, `items.sorted()`, `0..<n`), an optional \
    property unwrapped by `if let`. Collections are followed across files through the project model: \
    `ForEach(viewModel.items)` where `viewModel`'s class, declared in any file, has \
    `var items: [FeedItem]`, or `ForEach(section.rows)` where `section` is itself a known element. The \
    parameters of an `.onChange` closure get the type of the observed value (`viewModel.query` too); \
    one its statements never read is not passed on.

    Naming: what the action does for the user, as a reviewer would name it (see `MethodNaming`), \
    never how: not after a library call (`forEach`, `map`, `NSPasteboard.declareTypes`, \
    `sendAction`), a wrapper it sits in (`withAnimation`, `Task`, `DispatchQueue.main.async`, an \
    app's `withAppAnimation { }`), logging, or a closure parameter. When the whole action is an \
    `if`/`else` or a `switch` whose branches do different things, no one branch names it: branches \
    that undo each other toggle (`unfollowTag` or `followTag` → `toggleFollowTag`, `showSidebar` or \
    `hideSidebar` → `toggleSidebar`), two short ones are both said (`selectOrPush`), and otherwise the \
    choices below that are not a branch's own name it. For a button, the first of:
    - what it shows, when that is a verb phrase: its title, the `Text`/`Label` of its label, its \
    accessibility label or a localization key (`"Include None"` → `includeNone`, \
    `"account.action.unblock"` → `unblock`); a call of the app's that says the same and more wins \
    (`markRead` for "Read", `deleteAccount` for "Delete"), and a lone verb waits for a state change \
    that says more ("Add" opening a sheet → `showAddTabSheet`); acknowledgements ("OK", "Yes", \
    "Done") never name it;
    - a title naming a thing, with the verb of what is done to it: "Network" with \
    `config.networks.append(…)` → `addNetwork`, "Settings" with a navigation call or destination → \
    `openSettings`;
    - the app's own call: a method or function the module declares, or a closure property named for \
    its event (`viewModel.save()` → `save`, `onClose()` → `close`, `eventMonitor?.start()` → \
    `startEventMonitor`, `store.dispatch(.fetchMovies)` → `fetchMovies`); two of them \
    `saveAndDismiss`;
    - a selector it sends (`#selector(NSSplitViewController.toggleSidebar(_:))` → `toggleSidebar`), \
    the state it leaves with its polarity (`isShowingPopover = true` → `showPopover`, the last of \
    `isImporterPresented = false; … = true` → `showImporter`, `isEditing.toggle()` → \
    `toggleEditing`, `selection = item` → `select`), or where it goes (`openURL(gitHubURL)` → \
    `openGitHub`, `openWindow(id: "about")` → `openAbout`);
    - then a title that is a verb of acknowledgement ("Cancel"), what a library call does (`copy` \
    for a pasteboard write, `removeToast` for `toasts.removeFirst()`), any other title, a weak \
    call (`dismiss`) or state (`setSortOrder`), an SF Symbol as a verb (`trash` → `delete`).

    For a modifier's closure: the app's call, selector, state change or destination, with \
    `IfNeeded` when only a condition makes it happen, not when every branch of the action's \
    `if`/`else` does it (`guard !didLoad else { return }; load()` → \
    `loadIfNeeded`, `if value { dismiss() }` → `dismissIfNeeded`); then when it runs: \
    `.onChange(of: searchText)` → `searchTextChanged`, `.task(id: query)` → `reloadQuery`, `.task` → \
    `load`, `.onAppear` → `handleAppear`, `.onDisappear` → `handleDisappear`, `.refreshable` → \
    `refresh`, `.onSubmit` → `submit`, `.onReceive` → `receive`; but before those, a call of the \
    view's own method, whose name is taken and starts with a verb, said with its event \
    (`preselectRelays()` in `.onAppear` \
    → `preselectRelaysOnAppear`). Setting a process flag \
    (`isLoading = true`) is bookkeeping and never names a method.

    What else the rule knows, from reviewers on apps nobody tuned it on:
    - a fallback before an early `return` (`if isExpanded { expand(); return }`) names nothing, as a \
    `guard`'s exit does not; a toast, banner or haptic after the work is feedback;
    - a lone-verb title takes its object from a name in the action that extends it ("Add" routing to \
    `.addServerTaskTrigger` → `addServerTaskTrigger`); a router's destination case names the action \
    (`router.route(.editConnection(c))` → `editConnection`, `navigate(to: .settings)` → `openSettings`);
    - a flag toggled before any call, the view's or its model's (`store.showPoll.toggle()` → \
    `togglePoll`), names a button, unless it shows an alert or sheet; "Close" and "Cancel" name a \
    button that hides its sheet or dismisses;
    - a button's title comes before what its branches do (a "Close" that stops or deselects is \
    `close`), and branches name the action only when there are two and one always runs (a `switch` \
    whose third case does nothing is no toggle);
    - an observed `id` or `count` is named by its owner (`.onChange(of: account.id)` → \
    `accountChanged`), and a one-word call that says only that something happens (`onSet(…)`, \
    `update()`) names the action only when nothing else does; of three calls or more a modifier \
    always makes, when it runs says more than the first;
    - an agent noun is said once (`WhiskyWineInstaller.install()` → `installWhiskyWine`);
    - a button that only shows an alert or confirmation dialog asks first when its title is \
    something an app asks about (delete, discard, sign out, …): "Delete" with \
    `showDeleteConfirm = true` → `confirmDelete` ("Add" showing an alert shows a form); a sheet \
    chosen by case shows that case (`sheet = .dodoCodeForm` → `showDodoCodeForm`); a model's presentation flag shows what it names \
    (`themeModel.detailsIsPresented = true` → `showDetails`), and hiding one is bookkeeping;
    - what changed is named without its `is` (`.onChange(of: isSlowScrubbing)` → \
    `slowScrubbingChanged`), and a call that asks (`supportsFirstApi()`) names nothing;
    - `…IfNeeded` only when one condition decides everything the closure does (a `guard` before \
    any work, or one `if` that is all of it): beside work it does every time, the conditional \
    call names nothing and when it runs does (`handleAppear`, `queryChanged`);
    - a request is named for its endpoint (`client.post(endpoint: Lists.createList(…))` → \
    `createList`), a value a call computes for the work (`let key = key(…)`) is not the work, and \
    two calls are joined only when both are verbs and neither is one branch's;
    - "New Keyboard Shortcut" adds one (`addKeyboardShortcut`); an emptied value is cleared or reset \
    (`query = ""` → `clearQuery`, `value = 0` → `resetValue`); a lone verb takes no object that only \
    one branch names (`runBatchFile` of "Run"); `un` and its verb toggle (`unPin`, `pin` → \
    `togglePin`); a name never ends with a preposition (`forceRefreshWith` → `forceRefresh`), never \
    splits a snake-case key's words wrong (`common_button_print` → `print`), and is never a Swift \
    free function's (`print`), which it would shadow in the whole type.

    A title's own capitals stay (`"Install via AirDrop"` → `installViaAirDrop`, `"Open PDF"` → \
    `openPDF`), snake-case state reads as camel case (`showing_alert = true` → `showAlert`), and two \
    calls that start with the same verb say it once (`loadMetadataAndCameras`).

    A name any member already has (all overloads count), or one the view uses unqualified, or \
    another new method took, is made specific with a subject: the object the call acts on \
    (`account.delete()` → `deleteAccount`), the title's other words, or the type of a `ForEach` \
    element it takes. It is never numbered and never generic: when no name is free, or nothing says \
    what the action does, the closure stays inline with a finding that lists the names tried and \
    where each came from. With `--option method-names=handle` every name starts with `handle` \
    (`handleSave`, `handleLoad`).

    Like actions are hoisted together or not at all: when a closure stays inline because another \
    of the view took the name it would have (three "open a tab" buttons, the first named \
    `setOpeningTab`), that one stays inline too, with a finding. An SF Symbol names a button only \
    when it has one common meaning (`trash`, `xmark`, `plus`, `pencil`, `square.and.arrow.up`): an \
    arrow, a slider, a square or a row's checkmark says too little.

    Two closures of one view with the same statements (a toolbar button and a menu item that do the \
    same) become one method, passed to both; closures with comments are never merged, since one \
    copy of the comments would be lost.

    What it leaves alone, with a finding:
    - a closure that uses a name from its surroundings whose type is not certain (for example the \
    element of a `ForEach` over an expression), that changes such a local (the method would get a \
    copy), that has a capture list (`[count] in` captures a value when the closure is made), or that \
    uses anonymous parameters (`$0`);
    - a closure with parameters other than `.onChange`'s (their types are not written anywhere), or \
    an `.onChange` whose observed value has no certain type;
    - a closure whose method would take a type the file cannot be sure to write: one the file \
    names nowhere and the module does not declare (it comes from a module the file may not import), \
    or a bare generic SwiftUI name such as `[List]`, which is another module's `List` and ambiguous \
    with SwiftUI's;
    - a closure inside an `#if` block;
    - a closure that nothing names (no effect, title, key or symbol), or whose names are all taken.
    """
