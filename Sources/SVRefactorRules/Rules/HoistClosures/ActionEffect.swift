import Foundation
import SwiftSyntax

/// Which calls in a closure are the app's own: its methods and functions say what an action does,
/// a library's (`forEach`, `map`, `NSPasteboard.declareTypes`, `sendAction`) say how.
struct CallOwnership {
    /// Whether the call is of a function, method or closure property the module declares.
    var isAppCall: (FunctionCallExprSyntax) -> Bool
    /// Whether a name the closure assigns is the view's state (a member), not a local.
    var isViewMember: (String) -> Bool = { _ in true }

    /// Decides from syntax alone: an unqualified call (`reload()`, `onClose()`) is the app's unless
    /// it is a library function; a call on something else only when `appReceivers` names its receiver.
    /// For tests, and for code without a view around it.
    static func syntactic(appReceivers: Set<String> = []) -> CallOwnership {
        CallOwnership { call in
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return !libraryFunctions.contains(name) && name.first?.isLowercase == true
            }
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                !libraryMethods.contains(access.declName.baseName.text)
            else { return false }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
            let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
            return MethodNaming.simpleName(receiver).map(appReceivers.contains) ?? false
        }
    }

    /// Free functions of Swift, Foundation and SwiftUI that actions call: never the app's verb.
    static let libraryFunctions: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
        "withAnimation", "withTransaction", "NSLocalizedString", "min", "max", "abs", "zip", "stride", "type", "repeatElement",
        "sequence", "withExtendedLifetime", "withUnsafePointer", "autoreleasepool", "objc_sync_enter", "objc_sync_exit",
        "sleep", "usleep", "exit", "round", "floor", "ceil", "sqrt", "pow", "arc4random_uniform", "swap", "os_log", "NSLog",
        "os_signpost", "dispatchPrecondition", "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskGroup",
        "withThrowingTaskGroup", "withDiscardingTaskGroup",
    ]

    /// Methods of the standard library and Foundation whose names say how, not what: a call of one
    /// on a value of unknown type is a library call even when some type of the app declares the name.
    static let libraryMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "reversed", "contains", "first",
        "last", "firstIndex", "lastIndex", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
        "removeValue", "removeSubrange", "popLast", "updateValue", "merge", "union", "intersection", "subtract", "formUnion",
        "trimmingCharacters", "replacingOccurrences", "components", "split", "joined", "lowercased", "uppercased",
        "hasPrefix", "hasSuffix", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "index", "distance",
        "async", "asyncAfter", "sync", "sink", "store", "assign", "receive", "send", "cancel", "resume", "sleep",
        "declareTypes", "setString", "setData", "clearContents", "writeObjects", "sendAction", "tryToPerform", "perform",
        "performSelector", "post", "addObserver", "removeObserver", "set", "setValue", "value", "object", "data",
        "encode", "decode", "isEmpty", "count", "description", "callAsFunction", "makeKeyAndOrderFront", "orderOut",
        "activate", "terminate", "impactOccurred", "notificationOccurred", "selectionChanged", "prepare", "scrollTo",
    ]
}

/// What a closure does, read from its statements: the evidence ``MethodNaming`` names it from.
///
/// Statements are read in order, looking through `if`/`else`, `switch`, `for`, `do` and the
/// closures of wrappers (`Task { }`, `withAnimation { }`, `DispatchQueue.main.async { }`, any free
/// function or type-level call that takes a trailing closure, such as an app's own
/// `updateOnMain { }`), never through a `guard`'s exit or a value's closure (`items.forEach { }`).
struct ActionEffect {
    /// A call of the app's own API, as a verb phrase, and the thing it acts on.
    struct AppCall: Equatable {
        /// `save` for `viewModel.save()`, `close` for `onClose()`, `setTranslationSettings` for
        /// `set_translation_settings()`.
        var name: String
        /// `account` in `account.delete()`, when it names a thing.
        var subject: String?
        /// The call as written up to its arguments (`viewModel.save`), for findings.
        var callee: String
        /// Dismissal and the like: the action's purpose only when nothing else is there.
        var isWeak: Bool
        /// Made only under a condition (in an `if`, a `switch`, after a `guard`): a method that runs
        /// by itself (`.onChange`, `.onAppear`) is then named `…IfNeeded`.
        var isConditional = false
    }

    /// The app's calls that say what it does, in order, the weak ones last.
    private(set) var appCalls: [AppCall] = []
    /// The selector it sends: `toggleSidebar` for `#selector(NSSplitViewController.toggleSidebar(_:))`.
    private(set) var selector: String?
    /// The state it leaves, as a verb phrase (`showPopover`, `toggleEditing`, `select`), and whether
    /// it only says that a value is set (`setSortOrder`), which says less than a title.
    private(set) var stateChange: (name: String, written: String, isWeak: Bool, isConditional: Bool)?
    /// Where it goes, as a verb phrase: `openGitHub` for `openURL(githubURL)`.
    private(set) var destination: (name: String, written: String)?
    /// What a library call does for the user, as a verb and its object: `copy` for a pasteboard
    /// write, (`add`, `Network`) for `config.networks.append(…)`.
    private(set) var libraryEffect: (verb: String, object: String?, written: String)?

    /// Calls of a router or coordinator whose argument says where the app goes.
    static let navigationCalls: Set<String> = ["route", "navigate", "push", "present", "go", "goTo", "navigateTo"]

    /// A client's calls whose first argument says what is requested (`post(endpoint: Lists.createList(…))`).
    static let requestCalls: Set<String> = ["post", "get", "put", "patch", "delete", "request", "fetch", "perform", "execute", "call", "load"]

    /// Receivers that say nothing about the thing acted on.
    static let vagueSubjects: Set<String> = [
        "self", "viewModel", "vm", "model", "store", "state", "manager", "service", "controller", "coordinator", "router",
        "presenter", "interactor", "environment", "env", "app", "appState", "shared", "default", "standard", "main",
        "current", "Task", "DispatchQueue", "UIApplication", "NotificationCenter", "UserDefaults", "logger", "Logger", "context",
        "client", "apiClient", "networkClient", "httpClient", "api", "network", "repository", "provider",
    ]

    /// Calls that accompany an action rather than being it: dismissal, haptics, logging.
    static let weakCalls: Set<String> = ["dismiss", "dismissKeyboard", "hideKeyboard", "endEditing", "resignFirstResponder"]

    /// One-word calls that say only that something happens (`onSet(configuration)` → `set`,
    /// `update()`, `perform()`): the action's name only when nothing says more.
    static let vagueCalls: Set<String> = [
        "set", "get", "do", "run", "perform", "handle", "change", "update", "apply", "action", "call", "execute", "trigger", "fire",
    ]

    /// Logging and analytics: what a closure records about itself, never what it does.
    static let loggingCalls: Set<String> = [
        "log", "debug", "info", "notice", "warning", "warn", "error", "fault", "trace", "verbose", "critical", "track", "trackEvent",
        "logEvent", "analytics", "record", "breadcrumb", "addBreadcrumb",
    ]

    /// What a flag named `is…` shows when it is true.
    static let presentedThings = [
        "Sheet", "Alert", "Popover", "Dialog", "Picker", "Menu", "Confirmation", "Details", "Settings", "Editor", "Info",
        "Overlay", "Banner", "Toast", "Modal", "Search", "Preview", "Composer", "Inspector", "Importer", "Exporter", "Panel",
        "Window", "Recorder", "Scanner", "Viewer",
    ]

    init(_ statements: CodeBlockItemListSyntax, ownership: CallOwnership, readsAlternatives: Bool = true) {
        conditionCoversAll = Self.conditionCoversAll(statements)
        if readsAlternatives, let (names, isExhaustive) = Self.branchNames(in: statements, ownership: ownership) {
            alternatives = Self.alternatives(of: names)
            alternativesAreWhole = isExhaustive && names.count == 2 && alternatives.count == 2
            if isExhaustive, let first = names.first, let name = first, names.allSatisfy({ $0 == name }) { inEveryBranch = name }
        }
        var assignments: [(target: String, verb: String, isWeak: Bool, written: String, isConditional: Bool)] = []
        Self.walk(statements, isConditional: false) { expression, isConditional in
            // Whatever this statement adds to what the action does, done whatever the condition.
            let before = (appCalls.count, assignments.count, libraryEffect == nil, selector == nil, destination == nil)
            defer {
                if !isConditional, before != (appCalls.count, assignments.count, libraryEffect == nil, selector == nil, destination == nil) {
                    hasUnconditionalWork = true
                }
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                // `isEditing.toggle()` changes state like an assignment does.
                if let toggled = Self.toggle(in: call), ownership.isViewMember(toggled.owner) {
                    // A model's flag (`store.showPoll`) is not the view's state; it names the action
                    // only as its first toggle.
                    if toggled.owner == toggled.target {
                        assignments.append((toggled.target, toggled.verb, toggled.isWeak, toggled.written, isConditional))
                    }
                    // Before any call of the app's: what the user sees change first.
                    if appCalls.allSatisfy(\.isWeak), firstToggle == nil, !isConditional { firstToggle = (toggled.verb, toggled.written) }
                    return
                }
                record(call, ownership: ownership, isConditional: isConditional)
            } else if let assigned = Self.assignment(in: expression), ownership.isViewMember(assigned.owner) {
                assignments.append((assigned.target, assigned.verb, assigned.isWeak, assigned.written, isConditional))
            } else if let copied = Self.pasteboardWrite(expression) {
                if libraryEffect == nil { libraryEffect = ("copy", nil, copied) }
            }
        }
        appCalls = appCalls.filter { !$0.isWeak } + appCalls.filter(\.isWeak)
        // The last change of a flag is the state it leaves (`isImporterShown = false` then `= true` shows it).
        var lastByTarget: [String: (verb: String, isWeak: Bool, written: String, isConditional: Bool)] = [:]
        var targets: [String] = []
        var counts: [String: Int] = [:]
        for assignment in assignments {
            if lastByTarget[assignment.target] == nil { targets.append(assignment.target) }
            lastByTarget[assignment.target] = (assignment.verb, assignment.isWeak, assignment.written, assignment.isConditional)
            counts[assignment.target, default: 0] += 1
        }
        // A value set in several places (`switch state { case 0: state = 1 … }`) is not "set" to
        // anything one name says, and a process flag (`isLoading = true`) is bookkeeping around the work.
        let changes = targets.compactMap { target in
            lastByTarget[target].map { (name: $0.verb, written: $0.written, isWeak: $0.isWeak, isConditional: $0.isConditional) }
        }
        .filter { !$0.isWeak || !$0.name.hasPrefix("start") && !$0.name.hasPrefix("stop") && counts[targetOf($0.written)] == 1 }
        .map { change in (name: Self.camelCased(change.name), written: change.written, isWeak: change.isWeak, isConditional: change.isConditional) }
        stateChange = changes.first { !$0.isWeak } ?? changes.first { $0.name.hasPrefix("hide") } ?? changes.first
        // Asks before it acts: it shows an alert or a confirmation dialog, and sets at most the
        // values that dialog acts on (`entryToDelete = entry`).
        let asks = changes.contains { change in
            change.name.hasPrefix("show") && Self.confirmations.contains { Self.stem(ofFlag: String(change.name.dropFirst(4))).hasSuffix($0) }
        }
        onlyAsksForConfirmation = asks && appCalls.allSatisfy(\.isWeak) && selector == nil && destination == nil && libraryEffect == nil
            && changes.allSatisfy { $0.isWeak || $0.name.hasPrefix("show") && Self.confirmations.contains(where: $0.name.hasSuffix) }
    }

    /// What a flag shows when it asks the user before anything is done.
    static let confirmations = ["Alert", "Confirm", "Confirmation", "ConfirmationDialog", "Dialog", "Prompt"]

    /// The action only shows an alert or confirmation dialog (see ``confirmations``): what its
    /// button's title says happens after the user confirms, not in the method.
    private(set) var onlyAsksForConfirmation = false

    /// Something it does whatever its conditions: then `…IfNeeded` after a conditional call
    /// would hide that part (`showAlertIfNeeded` that also stamps a date each time).
    private(set) var hasUnconditionalWork = false

    /// Whether one condition decides all it does: a `guard` (or early `return`) before any work, or
    /// a single `if`/`switch` that is the whole closure. Only then does `…IfNeeded` say it; a
    /// `.task` that loads a photo and hides a popover under a condition is no
    /// `hideAttachmentPopoverIfNeeded`.
    let conditionCoversAll: Bool

    private static func conditionCoversAll(_ statements: CodeBlockItemListSyntax) -> Bool {
        var actions: [CodeBlockItemSyntax] = []
        for item in statements {
            if item.item.as(StmtSyntax.self)?.is(GuardStmtSyntax.self) == true || isEarlyExit(item) { return actions.isEmpty }
            // `let url = URL(…)` prepares; `let data = try await load()` works.
            if let decl = item.item.as(VariableDeclSyntax.self) {
                let values = decl.bindings.compactMap { $0.initializer?.value }
                if values.contains(where: { $0.is(TryExprSyntax.self) || $0.is(AwaitExprSyntax.self) }) { actions.append(item) }
                continue
            }
            if item.item.is(DeclSyntax.self) { continue }
            actions.append(item)
        }
        guard actions.count == 1, let only = actions.first else { return false }
        guard let expression = expression(of: only).map(unwrapped) else { return false }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self), let body = wrapperClosure(of: call) { return conditionCoversAll(body.statements) }
        return false
    }

    /// `setReset_item_state` → `setResetItemState`: names derived from snake-case properties in Swift's case.
    private static func camelCased(_ name: String) -> String {
        guard name.contains("_") else { return name }
        return MethodNaming.lowerCamelCase(IdentifierWords.split(name).joined(separator: " ").replacingOccurrences(of: "_", with: " ")) ?? name
    }

    /// The target of an assignment's text (`self.x = 1` → `x`).
    private func targetOf(_ written: String) -> String {
        let target = written.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)
        return target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
    }

    /// A flag the action toggles before it makes any call of the app's (`store.showPoll.toggle();
    /// store.resetPollDefaults()` → `togglePoll`): what the user sees change.
    private(set) var firstToggle: (name: String, written: String)?

    /// The first app call that is not weak, else the first one.
    var mainCall: AppCall? { appCalls.first }

    /// What each branch of the closure's `if`/`else` (or `switch`) does, when the branching is the
    /// whole action and the branches do different things (`if tag.following { unfollowTag(tag) }
    /// else { followTag(tag) }` → `unfollowTag`, `followTag`): a name from one branch would say
    /// only half of it.
    private(set) var alternatives: [String] = []
    /// The two ``alternatives`` are all there is: two branches, one of which always runs. Only
    /// then does a name that joins them (`toggleFollow`, `selectOrPush`) say what the action does;
    /// a `switch` whose third case does nothing is neither a toggle nor one of two things.
    private(set) var alternativesAreWhole = false

    /// What every branch does, when the closure's `if`/`else` or `switch` is the whole action and
    /// each branch does the same thing (`selection = …` in both): that happens whatever the
    /// condition, so it is no `…IfNeeded`.
    private(set) var inEveryBranch: String?

    /// The names of what each branch does (see ``branchNames(in:ownership:)``) become
    /// ``alternatives`` when at least two differ in their verb (`pause()`, `pauseVideo()` do not).
    private static func alternatives(of names: [String?]) -> [String] {
        var distinct: [String] = []
        for case let name? in names where !distinct.contains(name) { distinct.append(name) }
        let verbs = Set(distinct.compactMap { IdentifierWords.split($0).first?.lowercased() })
        return distinct.count >= 2 && verbs.count >= 2 ? distinct : []
    }

    /// The branches of the `if` with an `else`, or the `switch`, that is the whole of `statements`
    /// apart from `guard`s and declarations (looking through wrappers), each named after its own
    /// effect: its first strong app call, else its strong state change, else what a library call
    /// does (`removePinned`); nil when something else happens beside the branches (they are then a
    /// detail of the action). `isExhaustive`: one of the branches always runs (an `else if` chain
    /// ends with an `else`; a `switch` is exhaustive).
    private static func branchNames(in statements: CodeBlockItemListSyntax, ownership: CallOwnership) -> (names: [String?], isExhaustive: Bool)? {
        // A dismissal after the branches (`if isNew { add() } else { edit() }; dismiss()`) is how
        // the action ends, not something beside what the branches do.
        let actions = statements.filter { item in
            !(item.item.as(StmtSyntax.self)?.is(GuardStmtSyntax.self) ?? false) && !item.item.is(DeclSyntax.self) && !isEarlyExit(item)
                && !isDismissal(item)
        }
        guard actions.count == 1, let item = actions.first,
            let written = expression(of: item)
        else { return nil }
        let expression = unwrapped(written)
        var branches: [CodeBlockItemListSyntax] = []
        var isExhaustive = true
        if let ifExpr = expression.as(IfExprSyntax.self), ifExpr.elseBody != nil {
            var next: IfExprSyntax? = ifExpr
            while let current = next {
                branches.append(current.body.statements)
                switch current.elseBody {
                case let .ifExpr(elseIf)?: next = elseIf
                case let .codeBlock(block)?: branches.append(block.statements); next = nil
                case nil: isExhaustive = false; next = nil
                }
            }
        } else if let ifExpr = expression.as(IfExprSyntax.self) {
            // `if !isCollapsing { if showPreview { resume() } else { pause() } }`: the branches
            // inside, of which none may run.
            return branchNames(in: ifExpr.body.statements, ownership: ownership).map { ($0.names, false) }
        } else if let switchExpr = expression.as(SwitchExprSyntax.self) {
            for case let .switchCase(switchCase) in switchExpr.cases { branches.append(switchCase.statements) }
        } else if let call = expression.as(FunctionCallExprSyntax.self), let body = wrapperClosure(of: call) {
            return branchNames(in: body.statements, ownership: ownership)
        } else {
            return nil
        }
        let names = branches.map { branch -> String? in
            let effect = ActionEffect(branch, ownership: ownership, readsAlternatives: false)
            if let call = effect.appCalls.first(where: { !$0.isWeak }) { return call.name }
            if let state = effect.stateChange, !state.isWeak { return state.name }
            // `pinned.remove(at: index)` or `pinned.append(current)`.
            return effect.libraryEffect.map { $0.verb + ($0.object.map(MethodNaming.capitalized) ?? "") }
        }
        return (names, isExhaustive)
    }

    /// Every call the closure makes at its top level (through wrappers and branches).
    private(set) var callCount = 0

    private mutating func record(_ call: FunctionCallExprSyntax, ownership: CallOwnership, isConditional: Bool) {
        callCount += 1
        if selector == nil, let selector = Self.selectorName(in: call) {
            self.selector = selector
            return
        }
        if destination == nil, let destination = Self.destination(of: call) {
            self.destination = destination
            return
        }
        let callee = call.calledExpression.trimmedDescription
        var name: String
        var receiver: ExprSyntax?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            name = access.declName.baseName.text
            receiver = base
        } else {
            return
        }
        // A type's initializer (`Haptics()`, `URL(string:)`) is not an action.
        guard let first = name.first, first.isLowercase || first == "_" else { return }
        // `let key = key(setting.key)`: a value computed for the work, named by no verb, is not the work.
        if !ActionVerbs.startsWithVerb(name), Self.initializesAValue(call) { return }
        // `eventMonitor?.start()`: the receiver through the optional chain.
        let receiverName = (receiver?.as(OptionalChainingExprSyntax.self)?.expression ?? receiver).flatMap(MethodNaming.simpleName)
        // A store's action (`store.dispatch(action: .fetchMovies)`, `send(.deleteTapped)`) names the
        // effect, whoever declares the store: the action is the app's.
        if ["dispatch", "send"].contains(name), let argument = call.arguments.first?.expression,
            let action = (argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument).as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let verb = MethodNaming.lowerCamelCase(IdentifierWords.split(action).joined(separator: " "))
        {
            if !appCalls.contains(where: { $0.name == verb }) {
                appCalls.append(AppCall(name: verb, subject: nil, callee: callee, isWeak: false, isConditional: isConditional))
            }
            return
        }
        // A request names its endpoint, whoever declares the client: `client.post(endpoint:
        // Lists.createList(…))` → `createList`, `api.get(.fetchTimeline)` → `fetchTimeline`.
        if Self.requestCalls.contains(name), let argument = call.arguments.first, argument.label?.text != "name",
            let endpoint = (argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument.expression)
                .as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            IdentifierWords.split(endpoint).count > 1, ActionVerbs.startsWithVerb(endpoint)
        {
            if !appCalls.contains(where: { $0.name == endpoint }) {
                appCalls.append(AppCall(name: endpoint, subject: nil, callee: callee, isWeak: false, isConditional: isConditional))
            }
            return
        }
        // A router's call names where it goes: `router.route(to: .editConnection(connection))` →
        // `editConnection`, `navigate(to: .settings)` → `openSettings`.
        if Self.navigationCalls.contains(name), let destination = call.arguments.first?.expression,
            let place = ((destination.as(FunctionCallExprSyntax.self)?.calledExpression ?? destination).as(MemberAccessExprSyntax.self))
                .flatMap({ $0.base == nil ? $0.declName.baseName.text : nil }),
            place.count > 2, place != "init"
        {
            let verb = ActionVerbs.startsWithVerb(place) ? place : "open" + MethodNaming.capitalized(place)
            if !appCalls.contains(where: { $0.name == verb }) {
                appCalls.append(AppCall(name: verb, subject: nil, callee: callee, isWeak: false, isConditional: isConditional))
            }
            return
        }
        guard ownership.isAppCall(call) else {
            if libraryEffect == nil, let effect = Self.libraryEffect(of: name, on: receiverName, callee: callee) { libraryEffect = (effect.verb, effect.object, callee) }
            return
        }
        // `load_account()`: a method named `loadAccount` beside it would read as the same one.
        if name.dropFirst().contains("_") { return }
        // A closure property called as the action (`onClose()`, `onSelect(item)`): its event is the verb.
        if name.count > 2, name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true {
            name = String(name.dropFirst(2))
            name = name.prefix(1).lowercased() + name.dropFirst()
            // `onSelection`, `onCompletion`: a noun says when it is called, not what it does.
            guard ActionVerbs.startsWithVerb(name) else { return }
        }
        if ActionVerbs.isCallbackNoun(name) { return }
        // `isValidated(…)`, `shouldShowBanner()`: a question, not an action.
        if let first = IdentifierWords.split(name).first,
            ["is", "has", "should", "can", "will", "did", "was", "supports", "needs", "requires", "allows", "contains", "matches"].contains(first)
        {
            return
        }
        // The whole callee: `Haptics.shared.play(.medium)` names its receiver through `shared`.
        let lowered = name.lowercased() + " " + callee.lowercased()
        // A toast or banner after the work tells the user it is done; it is not the work.
        let isFeedback = ["haptic", "feedback", "playsound", "vibrat", "impact", "toast", "snackbar", "hud"].contains { lowered.contains($0) }
        // Logging and analytics accompany an action; they never name it.
        if isFeedback || Self.loggingCalls.contains(name) { return }
        let subject = receiverName.flatMap { Self.vagueSubjects.contains($0) || $0.hasSuffix("Model") || $0.hasSuffix("VM") || $0.hasSuffix("Manager") || $0.hasSuffix("Service") ? nil : $0 }
        guard !appCalls.contains(where: { $0.name == name }) else { return }
        let isWeak = Self.weakCalls.contains(name) || Self.vagueCalls.contains(name) && subject == nil
        appCalls.append(AppCall(name: name, subject: subject, callee: callee, isWeak: isWeak, isConditional: isConditional))
    }

    /// Whether the call's value initializes a `let` or `var` of its statement.
    private static func initializesAValue(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(CodeBlockItemSyntax.self), !current.is(ClosureExprSyntax.self) {
            if current.is(InitializerClauseSyntax.self) { return true }
            node = current.parent
        }
        return false
    }

    // MARK: - Walking the statements

    /// Statements in order, looking into `if`/`else`, `switch`, `for`, `do` and wrappers' closures;
    /// `isConditional` tells `visit` whether a condition guards the statement (an `if` or a
    /// `switch` around it, a `guard` before it).
    private static func walk(_ statements: CodeBlockItemListSyntax, isConditional: Bool, _ visit: (ExprSyntax, Bool) -> Void) {
        var isConditional = isConditional
        for item in statements {
            var expression: ExprSyntax?
            switch item.item {
            case let .expr(expr): expression = expr
            case let .stmt(stmt):
                if let forStmt = stmt.as(ForStmtSyntax.self) {
                    walk(forStmt.body.statements, isConditional: isConditional, visit)
                    continue
                }
                if let doStmt = stmt.as(DoStmtSyntax.self) {
                    walk(doStmt.body.statements, isConditional: isConditional, visit)
                    continue
                }
                if stmt.is(GuardStmtSyntax.self) {
                    isConditional = true
                    continue
                }
                expression = stmt.as(ExpressionStmtSyntax.self)?.expression
            case let .decl(decl):
                // `let x = try await load()`: the call is still the effect.
                expression = decl.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
            }
            guard var expression else { continue }
            // `if expanded { expandPlayer(); return }`: a fallback before the action, as a `guard`'s exit is.
            if isEarlyExit(item) {
                isConditional = true
                continue
            }
            expression = unwrapped(expression)
            // `self.tag = await account.follow(tag)`: the call is the effect, the assignment its result.
            // Only an awaited or throwing call: `x = items.appending(y)` computes a value, it does nothing.
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = sequence.elements.last,
                value.is(TryExprSyntax.self) || value.is(AwaitExprSyntax.self), unwrapped(value).is(FunctionCallExprSyntax.self)
            {
                visit(unwrapped(value), isConditional)
            }
            if let ifExpr = expression.as(IfExprSyntax.self) {
                walk(ifExpr, visit)
                continue
            }
            if let switchExpr = expression.as(SwitchExprSyntax.self) {
                for case let .switchCase(switchCase) in switchExpr.cases { walk(switchCase.statements, isConditional: true, visit) }
                continue
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let body = wrapperClosure(of: call) {
                walk(body.statements, isConditional: isConditional, visit)
                continue
            }
            visit(expression, isConditional)
        }
    }

    /// The expression a statement is, written bare or as an expression statement (`if`, `switch`).
    private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(StmtSyntax.self)?.as(ExpressionStmtSyntax.self)?.expression
    }

    /// `dismiss()`, `presentationMode.wrappedValue.dismiss()`, `isPresented = false`.
    private static func isDismissal(_ item: CodeBlockItemSyntax) -> Bool {
        let expression = expression(of: item)
        if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return name == "dismiss"
        }
        guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            sequence.elements.last?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
            let target = sequence.elements.first.flatMap(MethodNaming.simpleName)
        else { return false }
        return ["isPresented", "isShowing", "isShown", "isVisible"].contains(target)
    }

    /// An `if` without `else` whose body ends by returning: the fallback of an early exit, like a
    /// `guard`'s `else`, and not what the action is for.
    static func isEarlyExit(_ item: CodeBlockItemSyntax) -> Bool {
        let expression = expression(of: item)
        guard let ifExpr = expression?.as(IfExprSyntax.self), ifExpr.elseBody == nil,
            let last = ifExpr.body.statements.last?.item.as(StmtSyntax.self)
        else { return false }
        return last.is(ReturnStmtSyntax.self)
    }

    private static func walk(_ ifExpr: IfExprSyntax, _ visit: (ExprSyntax, Bool) -> Void) {
        walk(ifExpr.body.statements, isConditional: true, visit)
        switch ifExpr.elseBody {
        case let .ifExpr(next)?: walk(next, visit)
        case let .codeBlock(block)?: walk(block.statements, isConditional: true, visit)
        case nil: break
        }
    }

    /// `try`, `await` and `_ =` taken off.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        let expression = expression.withoutTryAndAwait
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true, let value = sequence.elements.last
        {
            return unwrapped(value)
        }
        return expression
    }

    /// The closure of a wrapper, whose statements are the action's: a free function or a call on a
    /// type (`Task { }`, `withAnimation(.spring) { }`, `DispatchQueue.main.async { }`,
    /// `MainActor.run { }`, an app's `updateOnMain { }`) that takes a trailing closure. A call on a
    /// value (`items.forEach { }`) is not one: its closure runs per element.
    private static func wrapperClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            call.additionalTrailingClosures.isEmpty
        else { return nil }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // `Task { }`, `withAnimation { }`, an app's `withElementAnimation { }` or `updateOnMain { }`;
            // not `showAlert(…, onOk: { })`, whose closure runs if the user confirms.
            let lowered = name.lowercased()
            let isWrapper = name == "Task" || name.hasPrefix("with") || ["main", "async", "background", "animat", "perform", "queue"].contains { lowered.contains($0) }
            return isWrapper ? closure : nil
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        // `DispatchQueue.main.async { }`, `Task.detached { }`, `MainActor.run { }`.
        var root = base
        while let member = root.as(MemberAccessExprSyntax.self), let inner = member.base { root = inner }
        guard let rootName = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["DispatchQueue", "Task", "MainActor", "RunLoop", "OperationQueue"].contains(rootName)
        else { return nil }
        return closure
    }

    // MARK: - Kinds of evidence

    /// `#selector(NSSplitViewController.toggleSidebar(_:))` or `Selector(("showSettingsWindow:"))`
    /// among a call's arguments: `toggleSidebar`, `showSettingsWindow`.
    private static func selectorName(in call: FunctionCallExprSyntax) -> String? {
        for argument in call.arguments {
            if let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                let inner = macro.arguments.first?.expression
            {
                let named = inner.as(FunctionCallExprSyntax.self)?.calledExpression ?? inner
                if let access = named.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
                if let reference = named.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            }
            if let selector = argument.expression.as(FunctionCallExprSyntax.self),
                selector.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector",
                let literal = selector.arguments.first?.expression.as(TupleExprSyntax.self)?.elements.first?.expression
                    ?? selector.arguments.first?.expression,
                let text = MethodNaming.stringLiteral(literal)
            {
                let name = text.prefix { $0 != ":" }
                if name.first?.isLetter == true { return String(name) }
            }
        }
        return nil
    }

    /// `openURL(githubURL)`, `UIApplication.shared.open(url)`, `NSWorkspace.shared.open(helpURL)`,
    /// `openWindow(id: "about")`: `open` and the destination's name (`openGitHub`, `openHelp`, `openAbout`).
    private static func destination(of call: FunctionCallExprSyntax) -> (name: String, written: String)? {
        let calleeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let calleeName, ["openURL", "open", "openWindow"].contains(calleeName), let argument = call.arguments.first else { return nil }
        // `open` is a destination only on the system's openers, not on an app's object.
        if calleeName == "open" {
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
            guard ["UIApplication.shared", "NSWorkspace.shared", "application", "workspace"].contains(where: { receiver.hasSuffix($0) }) else { return nil }
        }
        let written = call.calledExpression.trimmedDescription + "(" + argument.expression.trimmedDescription + ")"
        if let text = MethodNaming.stringLiteral(argument.expression), let name = MethodNaming.lowerCamelCase(text) {
            return ("open" + MethodNaming.capitalized(name), written)
        }
        var value = argument.expression
        // `URL(string: …)!` says nothing worth a name; `githubURL`, `Constants.helpURL` do.
        if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression }
        guard let word = MethodNaming.simpleName(value) else { return nil }
        var words = IdentifierWords.split(word)
        while let last = words.last, ["url", "link", "uri", "address"].contains(last.lowercased()), words.count > 1 { words.removeLast() }
        guard let joined = MethodNaming.lowerCamelCase(words.joined(separator: " ")), ActionVerbs.namesAThing(joined),
            !["url", "link", "destination", "target"].contains(joined.lowercased())
        else { return nil }
        return ("open" + MethodNaming.capitalized(joined), written)
    }

    /// What a library call does for the user: `append`/`insert` on a collection add one of its
    /// elements, `remove…` removes one, `removeAll` clears it.
    private static func libraryEffect(of method: String, on receiver: String?, callee: String) -> (verb: String, object: String?)? {
        // `NSPasteboard.general.setString(…)`, `UIPasteboard.general.setValue(…)`.
        if callee.contains("Pasteboard") { return ["setString", "declareTypes", "writeObjects", "setData", "setValue", "setItems"].contains(method) ? ("copy", nil) : nil }
        // `addedTaps.append(…)` adds a tap: the receiver's word for what was done is not said again.
        let object = receiver.map { receiver -> String in
            var words = IdentifierWords.split(receiver)
            if words.count > 1, ["added", "removed", "selected", "pending", "new"].contains(words[0].lowercased()) { words.removeFirst() }
            return ActionVerbs.singular(MethodNaming.capitalized(words.joined()))
        }
        switch method {
        case "append", "insert": return ("add", object)
        case "remove", "removeFirst", "removeLast", "removeValue", "removeSubrange": return ("remove", object)
        case "removeAll": return ("clear", receiver.map(MethodNaming.capitalized))
        default: return nil
        }
    }

    /// `isEditing.toggle()`, `self.isEditing.toggle()` → `toggleEditing`; `store.spoilerOn.toggle()`
    /// → `toggleSpoiler`, a flag of a model the view holds (`owner`, the view's member: `store`).
    private static func toggle(in call: FunctionCallExprSyntax) -> (target: String, owner: String, verb: String, isWeak: Bool, written: String)? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "toggle",
            call.arguments.isEmpty, let base = access.base, let target = MethodNaming.simpleName(base)
        else { return nil }
        let verb = "toggle" + MethodNaming.capitalized(stem(ofFlag: target))
        if base.is(DeclReferenceExprSyntax.self) { return (target, target, verb, false, call.trimmedDescription) }
        guard let owner = base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        if owner.baseName.tokenKind == .keyword(.self) { return (target, target, verb, false, call.trimmedDescription) }
        return (owner.baseName.text + "." + target, owner.baseName.text, verb, false, call.trimmedDescription)
    }

    /// `UIPasteboard.general.string = value`: a copy.
    private static func pasteboardWrite(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = sequence.elements.first,
            target.trimmedDescription.contains("Pasteboard")
        else { return nil }
        return target.trimmedDescription
    }

    /// `isShowingSheet = true` → `showSheet`, `selection = item` → `select`, `sortOrder = .name` →
    /// `setSortOrder` (weak): the view's own state (`x = …`, `self.x = …`); setting another
    /// object's property is a detail.
    private static func assignment(in expression: ExprSyntax) -> (target: String, owner: String, verb: String, isWeak: Bool, written: String)? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let targetExpression = sequence.elements.first,
            let name = MethodNaming.simpleName(targetExpression), let value = sequence.elements.last
        else { return nil }
        let base = targetExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
        if targetExpression.is(DeclReferenceExprSyntax.self) || base?.baseName.tokenKind == .keyword(.self) {
            return ownAssignment(target: name, value: value).map { (name, name, $0.verb, $0.isWeak, sequence.trimmedDescription) }
        }
        // A model's flag the view holds (`themeModel.detailsIsPresented = true`): what it shows is
        // what the user sees; the model's other values are its own business.
        guard let owner = base?.baseName.text, let own = ownAssignment(target: name, value: value),
            own.verb.hasPrefix("show") || own.verb.hasPrefix("hide"), own.verb.count > 4
        else { return nil }
        // Hiding it is what the button of the alert it shows does anyway: bookkeeping.
        return (owner + "." + name, owner, own.verb, own.verb.hasPrefix("hide"), sequence.trimmedDescription)
    }

    /// ``assignment(in:)`` of the view's own `target`.
    private static func ownAssignment(target: String, value: ExprSyntax) -> (verb: String, isWeak: Bool)? {
        // Names are made from the camel-case spelling (`showing_alert` → `showingAlert` → `showAlert`).
        let named = MethodNaming.camelCased(target)
        let flag = Self.stem(ofFlag: named)
        let isOn = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        let isOff = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        // `showSheet`, `displayBottomSheet`: a verb of showing, then what is shown.
        let showingVerb = ["show", "display"].first { named.hasPrefix($0) && named.dropFirst($0.count).first?.isUppercase != false }
        if flag != named || showingVerb != nil {
            guard isOn || isOff else { return nil }
            let stem = flag == named ? String(named.dropFirst(showingVerb?.count ?? 0)) : flag
            if stem.isEmpty || ["presented", "presenting", "shown", "showing", "visible", "hidden"].contains(stem.lowercased()) {
                return (isOn ? "present" : "dismiss", false)
            }
            // Something shown (`isShowingSheet`, `sheetPresented`, `showAlert`, `isEditorPresented`).
            let presents = ["show", "display", "isShowing", "isPresenting", "showing", "presenting"].contains { named.hasPrefix($0) }
                || ["Presented", "Shown", "Visible", "Showing"].contains { named.hasSuffix($0) }
                || Self.presentedThings.contains { stem.hasSuffix($0) }
            if presents { return ((isOn ? "show" : "hide") + MethodNaming.capitalized(stem), false) }
            // A process (`isLoading`, `isSending`) starts or stops; other flags say too little.
            // (Bookkeeping around the work, more often than the work: weak.)
            if stem.hasSuffix("ing") { return ((isOn ? "start" : "stop") + MethodNaming.capitalized(stem), true) }
            return nil
        }
        if isOn || isOff {
            // `sending = true`: a process; other flags say too little.
            return named.hasSuffix("ing") ? ((isOn ? "start" : "stop") + MethodNaming.capitalized(named), true) : nil
        }
        // `activeSheet = .dodoCodeForm`, `router.presentedSheet = .settings`: a sheet or alert
        // chosen by case shows that case.
        let presentationWords = ["Sheet", "Alert", "Popover", "Cover", "Modal", "Dialog"]
        if presentationWords.contains(where: { named.hasSuffix($0) || named == $0.lowercased() }),
            let place = (value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value).as(MemberAccessExprSyntax.self),
            place.base == nil, place.declName.baseName.text.count > 2, ActionVerbs.namesAThing(place.declName.baseName.text)
        {
            let shown = place.declName.baseName.text
            return (ActionVerbs.startsWithVerb(shown) ? shown : "show" + MethodNaming.capitalized(shown), false)
        }
        if named == "selection" || named.hasPrefix("selected") {
            // `selectedMovies = Set<Int>()`, `selection = nil`: the selection is cleared, nothing is selected.
            let text = value.trimmedDescription
            if isEmptyValue(value) || text.hasSuffix("()") && text.first?.isUppercase == true {
                return ("clearSelection", true)
            }
            if named == "selection" { return ("select", false) }
            if named.count > "selected".count { return ("select" + named.dropFirst("selected".count), false) }
        }
        // `value = 0`, `query = ""`, `selectedItem = nil`: nothing is set, the value is cleared.
        if isEmptyValue(value) { return ("clear" + MethodNaming.capitalized(named), true) }
        if ["0", "0.0", ".zero"].contains(value.trimmedDescription) { return ("reset" + MethodNaming.capitalized(named), true) }
        return ("set" + MethodNaming.capitalized(named), true)
    }

    /// `nil`, `""`, `[]`, `[:]`: a value that holds nothing.
    private static func isEmptyValue(_ value: ExprSyntax) -> Bool {
        value.is(NilLiteralExprSyntax.self) || ["\"\"", "[]", "[:]"].contains(value.trimmedDescription)
    }

    /// `isShowingSheet` → `Sheet`, `showsDetails` → `Details`, `isEditing` → `Editing`; other
    /// names as they are.
    static func stem(ofFlag name: String) -> String {
        var stem = name
        for prefix in ["isShowing", "isPresenting", "showing", "presenting", "shows", "show", "is", "has"] {
            if stem.hasPrefix(prefix), stem.count > prefix.count, stem.dropFirst(prefix.count).first?.isUppercase == true {
                stem = String(stem.dropFirst(prefix.count))
                break
            }
        }
        // `addAccountSheetPresented` → `addAccountSheet`.
        // `spoilerOn`, `isSyncEnabled` → `spoiler`, `Sync`.
        for suffix in ["IsPresented", "Presented", "Shown", "Visible", "Showing", "Enabled", "On"]
        where stem.hasSuffix(suffix) && stem.count >= suffix.count + 3 {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        return stem
    }
}
