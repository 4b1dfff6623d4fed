import SwiftSyntax

/// Names the method a closure becomes: what the action does, as a person would name it.
///
/// Candidates, in this order (the first one that is free wins):
/// 1. **The effect**: the first call that does the work (`viewModel.save()` → `save`,
///    `isPresented = false; onClose()` → `close`, `Task { await store.refresh() }` → `refresh`),
///    looking through `if`/`else`, `withAnimation`, `Task` and `DispatchQueue…async`; bookkeeping
///    (`print`, logging, haptics, `dismiss()`) only when nothing else is there. Without a call, the
///    first assignment: `isShowingSheet = true` → `showSheet`, `= false` → `hideSheet`,
///    `selection = item` → `select`, `isEditing.toggle()` → `toggleEditing`.
/// 2. **A button's title**: `"Save Draft"` → `saveDraft`, a `Text`/`Label` in its label.
/// 3. **A localization key**, its last meaningful part: `"account.action.unblock"` → `unblock`,
///    `L10n.actionSaveDraft` → `saveDraft`.
/// 4. **An SF Symbol**, mapped to a verb, as a last resort: `trash` → `delete`, `xmark` → `close`.
/// 5. For modifiers without any of these: `.task` → `load`, `.onAppear` → `handleAppear`,
///    `.onChange(of: query)` → `queryChanged` (this one first: it says when the method runs).
///
/// A name a member already has is made specific with a subject (the object the effect acts on,
/// the title's other words): `delete` → `deleteAccount`. Never with a number: when no candidate
/// is free, there is no name, and the closure stays inline with a finding.
enum MethodNaming {
    enum Style: String {
        case plain
        case handle
    }

    /// Words a method cannot be named without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "any", "catch", "false", "is", "nil", "self", "super", "throw",
        "throws", "true", "try", "some",
    ]

    /// The method's name, or nil when every candidate is taken (see the type's documentation).
    /// `parameterTypes`: the types the method takes (a `ForEach` element), which can make a name
    /// specific (`selectTag`).
    static func name(for site: ActionClosure, parameterTypes: [String] = [], style: Style, isTaken: (String) -> Bool) -> String? {
        for candidate in candidates(for: site, parameterTypes: parameterTypes) {
            var name = candidate
            if style == .handle, !name.hasPrefix("handle") { name = "handle" + name.prefix(1).uppercased() + name.dropFirst() }
            if !keywords.contains(name), !isTaken(name) { return name }
        }
        return nil
    }

    /// Every name worth trying, best first, without duplicates.
    static func candidates(for site: ActionClosure, parameterTypes: [String] = []) -> [String] {
        let effect = ActionEffect(site.closure.statements)
        var bases: [String] = []
        var subjects: [String] = effect.subject.map { [$0] } ?? []
        subjects += parameterTypes.compactMap { type in
            // `Tag`, `[Item]` → nothing for collections or optionals: a plain type names a thing.
            type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." } ? type.split(separator: ".").last.map(String.init) : nil
        }
        switch site.kind {
        case .buttonTrailingAction, .buttonActionArgument, .buttonLeadingAction:
            let title = ButtonTitle(site.call)
            // A state change (`setSortOrder`, `startPlaying`) says less than the button's title.
            bases = [effect.isWeak ? nil : effect.verb, title.name, title.key, effect.isWeak ? effect.verb : nil, title.symbolVerb].compactMap { $0 }
            subjects += title.subjects
        case let .modifier(name):
            bases = [effect.isWeak ? nil : effect.verb].compactMap { $0 }
            switch name {
            case "task":
                if let id = site.call.arguments.first(where: { $0.label?.text == "id" })?.expression, let word = simpleName(id) {
                    bases.append("reload" + capitalized(word))
                }
                bases.append("load")
            case "onAppear": bases.append("handleAppear")
            case "onDisappear": bases.append("handleDisappear")
            case "onChange":
                // When it runs says more than what it does: `searchTextChanged`.
                if let observed = site.call.arguments.first(where: { $0.label?.text == "of" })?.expression, let word = simpleName(observed) {
                    bases.insert(word + "Changed", at: 0)
                }
                bases.append("valueChanged")
            case "refreshable": bases.append("refresh")
            case "onSubmit": bases.append("submit")
            default: bases.append("receive")
            }
            // A state change says less than when the method runs (`load`, `handleAppear`).
            if effect.isWeak, let verb = effect.verb { bases.append(verb) }
        }
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name), name.count <= 40 { names.append(name) } }
        for base in bases { add(base) }
        // Two things done: `save(); dismiss()` → `saveAndDismiss`.
        if effect.verbs.count > 1 { add(effect.verbs[0] + "And" + capitalized(effect.verbs[1])) }
        // Specific names, for when the plain ones are taken: `delete` + `Account`.
        for base in bases {
            for subject in subjects where !base.lowercased().hasSuffix(subject.lowercased()) {
                add(base + capitalized(subject))
            }
        }
        return names
    }

    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `query`, `self.query` → "query".
    static func simpleName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        return nil
    }

    private static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}"]

    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case let .stringSegment(segment)? = literal.segments.first
        else { return nil }
        return segment.content.text
    }

    /// "Add Item" → "addItem", "Don't Keep" → "dontKeep"; nil when no letters remain.
    static func lowerCamelCase(_ title: String) -> String? {
        // An apostrophe joins a contraction's parts: it is dropped, not a break between words.
        let words = title.filter { !Self.apostrophes.contains($0) }
            .split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.allSatisfy(\.isASCII) }
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return name.count <= 40 ? name : nil
    }
}

/// What a closure does, read from its statements: the verb of its main call or assignment, and the
/// thing it acts on.
struct ActionEffect {
    private(set) var verb: String?
    /// Whether the verb only says that state is set (`setSortOrder`, `startLoading`): a title says more.
    private(set) var isWeak = false
    /// Every call's verb, the purposeful ones first, without repeats.
    private(set) var verbs: [String] = []
    /// The object of the effect (`account` in `account.delete()`), when it names a thing.
    private(set) var subject: String?

    /// Calls that are not the action's purpose.
    static let bookkeeping: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "withAnimation", "withTransaction",
        "log", "debug", "info", "notice", "warning", "error", "fault", "critical", "trace",
        "impactOccurred", "notificationOccurred", "selectionChanged", "prepare", "playHaptic", "haptic",
        "endEditing", "resignFirstResponder", "dismissKeyboard", "hideKeyboard", "async", "asyncAfter", "sleep", "send",
        "store", "sink", "cancel", "append", "insert", "removeAll", "set", "callAsFunction", "perform", "run", "execute",
        "action", "handler", "completion", "resume", "yield",
    ]

    /// Calls that are an action's purpose only when nothing else is there.
    static let weak: Set<String> = ["dismiss", "cancel", "set", "append", "insert", "removeAll", "send"]

    /// What a flag named `is…` shows when it is true.
    static let presentedThings = [
        "Sheet", "Alert", "Popover", "Dialog", "Picker", "Menu", "Confirmation", "Details", "Settings", "Editor", "Info",
        "Overlay", "Banner", "Toast", "Modal", "Search", "Preview", "Composer", "Inspector",
    ]

    /// Receivers that say nothing about the thing acted on.
    static let vagueSubjects: Set<String> = [
        "self", "viewModel", "vm", "model", "store", "state", "manager", "service", "controller", "coordinator", "router",
        "presenter", "interactor", "environment", "env", "app", "appState", "shared", "default", "standard", "main",
        "current", "Task", "DispatchQueue", "UIApplication", "NotificationCenter", "UserDefaults", "logger", "Logger",
    ]

    init(_ statements: CodeBlockItemListSyntax) {
        var calls: [(verb: String, subject: String?, isWeak: Bool)] = []
        var assignment: (verb: String, subject: String?)?
        Self.walk(statements) { statement in
            if let call = Self.call(in: statement) {
                calls.append(call)
            } else if assignment == nil, let assigned = Self.assignment(in: statement) {
                assignment = assigned
            }
        }
        for call in calls.filter({ !$0.isWeak }) + calls.filter(\.isWeak) where !verbs.contains(call.verb) { verbs.append(call.verb) }
        if let strong = calls.first(where: { !$0.isWeak }) {
            (verb, subject) = (strong.verb, strong.subject)
        } else if let assignment {
            (verb, subject) = (assignment.verb, assignment.subject)
            isWeak = ["set", "start", "stop"].contains { assignment.verb.hasPrefix($0) && assignment.verb.dropFirst($0.count).first?.isUppercase == true }
        } else if let weakCall = calls.first {
            (verb, subject) = (weakCall.verb, weakCall.subject)
            isWeak = true
        }
    }

    /// Statements in order, looking into `if`/`else`, `guard`'s body is not the action, and the
    /// closures of `Task { }`, `withAnimation { }` and `DispatchQueue…async { }`.
    private static func walk(_ statements: CodeBlockItemListSyntax, _ visit: (ExprSyntax) -> Void) {
        for item in statements {
            var expression: ExprSyntax?
            switch item.item {
            case let .expr(expr): expression = expr
            case let .stmt(stmt): expression = stmt.as(ExpressionStmtSyntax.self)?.expression
            case let .decl(decl):
                // `let x = try await load()`: the call is still the effect.
                expression = decl.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
            }
            guard var expression else { continue }
            expression = unwrapped(expression)
            // `self.tag = await account.follow(tag)`: the call is the effect, the assignment its result.
            // Only an awaited or throwing call: `x = items.appending(y)` computes a value, it does nothing.
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = sequence.elements.last,
                value.is(TryExprSyntax.self) || value.is(AwaitExprSyntax.self), unwrapped(value).is(FunctionCallExprSyntax.self)
            {
                visit(unwrapped(value))
            }
            if let ifExpr = expression.as(IfExprSyntax.self) {
                walk(ifExpr, visit)
                continue
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let body = wrapperClosure(of: call) {
                walk(body.statements, visit)
                continue
            }
            visit(expression)
        }
    }

    private static func walk(_ ifExpr: IfExprSyntax, _ visit: (ExprSyntax) -> Void) {
        walk(ifExpr.body.statements, visit)
        switch ifExpr.elseBody {
        case let .ifExpr(next)?: walk(next, visit)
        case let .codeBlock(block)?: walk(block.statements, visit)
        case nil: break
        }
    }

    /// `try`, `await` and `_ =` taken off.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tried = expression.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true, let value = sequence.elements.last
        {
            return unwrapped(value)
        }
        return expression
    }

    /// The closure of `Task { }`, `withAnimation { }`, `withAnimation(.spring) { }` or
    /// `DispatchQueue.main.async { }`: its statements are the action's.
    private static func wrapperClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let wrappers: Set<String> = [
            "Task", "withAnimation", "withTransaction", "async", "asyncAfter", "detached", "run", "withTaskGroup", "withThrowingTaskGroup",
            "withCheckedContinuation", "withCheckedThrowingContinuation",
        ]
        guard let name, wrappers.contains(name) else { return nil }
        return call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// `store.save()`, `onClose()`, `isEditing.toggle()` as a verb and its subject.
    private static func call(in expression: ExprSyntax) -> (verb: String, subject: String?, isWeak: Bool)? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var name: String
        var base: ExprSyntax?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = access.base {
            name = access.declName.baseName.text
            base = receiver
        } else {
            return nil
        }
        // A type's initializer (`Haptics()`, `URL(string:)`) is not an action.
        guard let first = name.first, first.isLowercase || first == "_" else { return nil }
        let receiver = base.flatMap(MethodNaming.simpleName)
        if name == "toggle", let receiver {
            return ("toggle" + MethodNaming.capitalized(Self.stem(ofFlag: receiver)), nil, false)
        }
        // A store's action (`store.dispatch(action: .fetchMovies)`, `send(.deleteTapped)`) names the effect.
        if ["dispatch", "send"].contains(name), let argument = call.arguments.first?.expression,
            let action = (argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument).as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let verb = MethodNaming.lowerCamelCase(IdentifierWords.split(action).joined(separator: " "))
        {
            return (verb, nil, false)
        }
        // A closure property called as the action (`onClose()`, `onSelect(item)`): its event is the verb.
        if name.count > 2, name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true {
            name = String(name.dropFirst(2))
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        // Haptics and sounds accompany an action; they are not it (`hapticManager.play(…)`, `fireHaptic()`).
        let lowered = name.lowercased() + " " + (receiver ?? "").lowercased()
        let isFeedback = ["haptic", "feedback", "playsound", "vibrat", "impact"].contains { lowered.contains($0) }
        guard !isFeedback, !bookkeeping.contains(name) || weak.contains(name) else { return nil }
        let subject = receiver.flatMap { vagueSubjects.contains($0) || $0.hasSuffix("Model") || $0.hasSuffix("Manager") || $0.hasSuffix("Service") ? nil : $0 }
        return (name, subject, weak.contains(name))
    }

    /// `isShowingSheet = true` → `showSheet`, `selection = item` → `select`, `sortOrder = .name` → `setSortOrder`.
    private static func assignment(in expression: ExprSyntax) -> (verb: String, subject: String?)? {
        // The view's own state (`x = …`, `self.x = …`); setting another object's property is a detail.
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let targetExpression = sequence.elements.first,
            targetExpression.is(DeclReferenceExprSyntax.self)
                || targetExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let target = MethodNaming.simpleName(targetExpression), let value = sequence.elements.last
        else { return nil }
        let flag = Self.stem(ofFlag: target)
        let isOn = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        let isOff = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        if flag != target || target.hasPrefix("show") {
            guard isOn || isOff else { return nil }
            let stem = flag == target ? String(target.dropFirst("show".count)) : flag
            if stem.isEmpty || ["presented", "presenting", "shown", "showing"].contains(stem.lowercased()) {
                return (isOn ? "present" : "dismiss", nil)
            }
            // Something shown (`isShowingSheet`, `sheetPresented`, `showAlert`, `isEditorPresented`).
            let presents = ["show", "isShowing", "isPresenting", "showing", "presenting"].contains { target.hasPrefix($0) }
                || ["Presented", "Shown", "Visible", "Showing"].contains { target.hasSuffix($0) }
                || Self.presentedThings.contains { stem.hasSuffix($0) }
            if presents { return ((isOn ? "show" : "hide") + MethodNaming.capitalized(stem), nil) }
            // A process (`isLoading`, `isSending`) starts or stops; other flags say too little.
            if stem.hasSuffix("ing") { return ((isOn ? "start" : "stop") + MethodNaming.capitalized(stem), nil) }
            return nil
        }
        if isOn || isOff {
            // `sending = true`: a process; other flags say too little.
            return target.hasSuffix("ing") ? ((isOn ? "start" : "stop") + MethodNaming.capitalized(target), nil) : nil
        }
        if target == "selection" { return ("select", nil) }
        if target.hasPrefix("selected"), target.count > "selected".count { return ("select" + target.dropFirst("selected".count), nil) }
        return ("set" + MethodNaming.capitalized(target), nil)
    }

    /// `isShowingSheet` → `Sheet`, `showsDetails` → `Details`, `isEditing` → `Editing`; other
    /// names as they are.
    static func stem(ofFlag name: String) -> String {
        var stem = name
        for prefix in ["isShowing", "isPresenting", "showing", "presenting", "shows", "is", "has"] {
            if stem.hasPrefix(prefix), stem.count > prefix.count, stem.dropFirst(prefix.count).first?.isUppercase == true {
                stem = String(stem.dropFirst(prefix.count))
                break
            }
        }
        // `addAccountSheetPresented` → `addAccountSheet`.
        for suffix in ["IsPresented", "Presented", "Shown", "Visible", "Showing"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        return stem
    }
}

/// What a button's title gives for a name.
struct ButtonTitle {
    /// From its title or the `Text`/`Label` of its label: `"Save Draft"` → `saveDraft`.
    private(set) var name: String?
    /// From a localization key: `"account.action.unblock"` → `unblock`, `L10n.actionSaveDraft` → `saveDraft`.
    private(set) var key: String?
    /// From an SF Symbol, as a verb: `trash` → `delete`.
    private(set) var symbolVerb: String?
    /// Nouns for a more specific name: the title's words after its verb (`Account` in "Delete Account").
    private(set) var subjects: [String] = []

    /// SF Symbol names (their first component) and the verb a button showing them performs.
    static let symbolVerbs: [String: String] = [
        "trash": "delete", "xmark": "close", "plus": "add", "minus": "remove", "checkmark": "confirm", "square": "share",
        "pencil": "edit", "gear": "openSettings", "gearshape": "openSettings", "arrow": "refresh", "ellipsis": "showMore",
        "heart": "favorite", "star": "favorite", "bookmark": "bookmark", "magnifyingglass": "search", "info": "showInfo",
        "questionmark": "showHelp", "chevron": "navigate", "play": "play", "pause": "pause", "stop": "stop",
        "doc": "copy", "link": "openLink", "paperplane": "send", "bell": "toggleNotifications", "person": "showProfile",
        "line": "filter", "slider": "showFilters", "folder": "openFolder", "photo": "pickPhoto", "camera": "takePhoto",
        "mic": "record", "speaker": "toggleSound", "lock": "lock", "eye": "toggleVisibility", "flag": "report",
        "square.and.arrow.up": "share", "arrow.clockwise": "refresh", "arrow.counterclockwise": "undo", "arrow.uturn.backward": "undo",
        "arrow.down": "download", "arrow.up": "upload", "chevron.left": "goBack", "chevron.right": "goForward",
        "chevron.down": "expand", "chevron.up": "collapse",
    ]

    init(_ call: FunctionCallExprSyntax) {
        var titles: [ExprSyntax] = []
        if let first = call.arguments.first, first.label == nil { titles.append(first.expression) }
        // The label: `label:` closures, or the trailing closure when the action is an argument.
        var labelClosures = call.additionalTrailingClosures.filter { $0.label.text == "label" }.map(\.closure)
            + call.arguments.filter { $0.label?.text == "label" }.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if call.arguments.contains(where: { $0.label?.text == "action" }), let trailing = call.trailingClosure { labelClosures.append(trailing) }
        for closure in labelClosures {
            for node in closure.descendants() {
                guard let inner = node.as(FunctionCallExprSyntax.self),
                    let called = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let first = inner.arguments.first
                else { continue }
                if ["Text", "Label"].contains(called), first.label == nil { titles.append(first.expression) }
                if called == "Image" || called == "Label", let symbol = inner.arguments.first(where: { $0.label?.text == "systemName" || $0.label?.text == "systemImage" }),
                    let text = MethodNaming.stringLiteral(symbol.expression), symbolVerb == nil
                {
                    symbolVerb = Self.verb(forSymbol: text)
                }
            }
        }
        for title in titles {
            if let text = MethodNaming.stringLiteral(title) ?? Self.localizedLiteral(title) ?? Self.interpolatedText(title) {
                if Self.looksLikeKey(text) {
                    if key == nil { key = Self.name(fromKey: text) }
                } else if name == nil, let camel = MethodNaming.lowerCamelCase(text) {
                    name = camel
                    subjects = Self.words(of: camel).dropFirst().map { $0 }
                }
            } else if key == nil, let fromMember = Self.name(fromMemberKey: title) {
                key = fromMember
            }
        }
    }

    /// `NSLocalizedString("REMOVE_ALL", …)`, `String(localized: "Remove")`: the literal.
    private static func localizedLiteral(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource"].contains(called),
            let text = call.arguments.first.flatMap({ MethodNaming.stringLiteral($0.expression) })
        else { return nil }
        return text
    }

    /// `"Remove \(item)"` → "Remove": the literal text around interpolations.
    private static func interpolatedText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
        return text.contains(where: \.isLetter) ? text : nil
    }

    /// `account.action.unblock`, `settings_delete-all`: dotted, no spaces.
    private static func looksLikeKey(_ text: String) -> Bool {
        !text.contains(" ") && text.contains(".") && text.first?.isLetter == true
    }

    /// The last meaningful component of a dotted key: `account.action.notify-disable` → `notifyDisable`.
    private static func name(fromKey text: String) -> String? {
        let generic: Set<String> = ["title", "label", "text", "button", "action", "name", "accessibility", "a11y"]
        let components = text.split(separator: ".").map(String.init).filter { !generic.contains($0.lowercased()) }
        return components.last.flatMap { MethodNaming.lowerCamelCase($0.replacingUnderscoresAndHyphens()) }
    }

    /// `L10n.actionSaveDraft` → `saveDraft`; `Strings.Profile.edit` → `edit`; `item.title` is data, not a key.
    private static func name(fromMemberKey expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            base.trimmedDescription.first?.isUppercase == true
        else { return nil }
        // `L10n.Settings.Create.title`: a generic last key says less than the one before it.
        var component = access
        while ["title", "label", "text", "button", "action", "name"].contains(component.declName.baseName.text.lowercased()),
            let parent = component.base?.as(MemberAccessExprSyntax.self), parent.base != nil
        {
            component = parent
        }
        var words = IdentifierWords.split(component.declName.baseName.text)
        while words.count > 1, ["action", "button", "title", "label", "common"].contains(words[0].lowercased()) { words.removeFirst() }
        while words.count > 1, ["Title", "Button", "Label", "Action"].contains(words[words.count - 1]) { words.removeLast() }
        return MethodNaming.lowerCamelCase(words.joined(separator: " "))
    }

    /// `trash.fill` → `delete`, `square.and.arrow.up` → `share`; nil for a symbol without a verb.
    static func verb(forSymbol symbol: String) -> String? {
        let parts = symbol.split(separator: ".").map(String.init)
        for length in stride(from: min(parts.count, 4), through: 1, by: -1) {
            if let verb = symbolVerbs[parts.prefix(length).joined(separator: ".")] { return verb }
        }
        return nil
    }

    private static func words(of camel: String) -> [String] {
        IdentifierWords.split(camel).map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }
}

extension String {
    fileprivate func replacingUnderscoresAndHyphens() -> String {
        String(map { $0 == "_" || $0 == "-" ? " " : $0 })
    }
}
