import SwiftSyntax

/// Names the method a closure becomes after what it does for the user, as a reviewer would name
/// it, never after how it does it: not after a library call (`forEach`, `map`,
/// `NSPasteboard.declareTypes`, `sendAction`), a wrapper (`withAnimation`, `Task`,
/// `DispatchQueue.main.async`) or a closure parameter.
///
/// Choices, best first (``choices(for:parameterTypes:ownership:)``; the first free one wins):
///
/// For a button:
/// 1. **What it shows, when that is a verb phrase**: the title, the `Text`/`Label` of its label,
///    its accessibility label or a localization key (`"Include None"` → `includeNone`,
///    `"account.action.unblock"` → `unblock`). An app call that says the same and more comes first
///    (`markRead` for "Read"); a lone verb ("Add") waits for a state change that says more
///    (`showAddTabSheet`). Acknowledgements ("OK", "Yes", "Done") never name it.
/// 2. **A title that names the thing acted on, with the verb of what is done to it**: "Network"
///    with `config.networks.append(…)` → `addNetwork`; "Settings" with a navigation call → `openSettings`.
/// 3. **The app's own call** (a method or function the module declares, or a closure property
///    named for its event): `viewModel.deleteAccount()` → `deleteAccount`, `onClose()` → `close`.
/// 4. **A selector** it sends (`toggleSidebar`), **the state it leaves**, with its polarity
///    (`isShowingPopover = true` → `showPopover`, `isEditing.toggle()` → `toggleEditing`), or
///    **where it goes** (`openURL(gitHubURL)` → `openGitHub`).
/// 5. A verb of acknowledgement ("Cancel"), what a library call does (`addEntry`, `copy`), any
///    other title, a weak call or state (`dismiss`, `setSortOrder`), an SF Symbol as a verb.
///
/// A lone verb ("Add") first takes its object from a name in the action that extends it
/// (`.addServerTaskTrigger`); a flag toggled (`store.showPoll.toggle()` → `togglePoll`) comes with
/// the titles. Calls made only before an early `return` (`if isExpanded { expand(); return }`) are a
/// fallback, like a `guard`'s exit, and name nothing; a one-word call that says only that something
/// happens (`onSet(…)` → `set`, `update()`) names the action only when nothing else does.
///
/// For a modifier's closure: 3 and 4, `…IfNeeded` when only a condition makes them happen
/// (`guard !didLoad else { return }; load()` → `loadIfNeeded`), then when it runs
/// (`.onChange(of: query)` → `queryChanged`, `.task` → `load`, `.onAppear` → `handleAppear`). A
/// call whose name the view has already (it calls its own method) is said with its event first:
/// `preselectRelaysOnAppear`. Of three calls or more it always makes, when it runs says more
/// than the first.
///
/// Before all of these, when the whole action is an `if`/`else` or `switch` of two branches that
/// do different things (``ActionEffect/alternatives``): `toggle…` for branches that undo each other
/// (`unfollowTag`, `followTag` → `toggleFollowTag`), `aOrB` for two short ones (for a button,
/// after its title, even "Close"); a branch's own call or state change never names the whole.
/// Branches under a further condition, or a `switch` with a case that does nothing, are no
/// either-or: an `.onChange` is then named for what changed (`showsPreviewChanged`).
///
/// A name a member already has is made specific with a subject (the object the call acts on, the
/// title's other words, a `ForEach` element's type): `delete` → `deleteAccount`. Never with a
/// number: when no choice is free, or nothing says what the action does, there is no name, and the
/// closure stays inline with a finding that lists the choices and their evidence.
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

    /// The first free choice (see the type's documentation), or nil when every one is taken or
    /// there is none. `parameterTypes`: the types the method takes (a `ForEach` element), which can
    /// make a name specific (`selectTag`).
    static func choose(
        for site: ActionClosure, parameterTypes: [String] = [], ownership: CallOwnership, style: Style, isTaken: (String) -> Bool
    ) -> MethodNameChoice? {
        for var choice in choices(for: site, parameterTypes: parameterTypes, ownership: ownership) {
            if style == .handle, !choice.name.hasPrefix("handle") { choice.name = "handle" + capitalized(choice.name) }
            // A method named `print` would shadow Swift's `print(_:)` in the whole type.
            if !keywords.contains(choice.name), !CallOwnership.libraryFunctions.contains(choice.name), !isTaken(choice.name) { return choice }
        }
        return nil
    }

    /// Every choice worth trying, best first, without repeated names.
    static func choices(for site: ActionClosure, parameterTypes: [String] = [], ownership: CallOwnership) -> [MethodNameChoice] {
        let effect = ActionEffect(site.closure.statements, ownership: ownership)
        var base: [MethodNameChoice] = []
        func add(_ name: String?, _ evidence: MethodNameChoice.Evidence) {
            guard let name = name.map(Self.droppingTrailingPreposition), !name.isEmpty, name.count <= 40 else { return }
            base.append(MethodNameChoice(name: name, evidence: evidence))
        }
        // A one-word call on a thing names the thing too: `eventMonitor?.start()` → `startEventMonitor`.
        // `suffix` is `IfNeeded` for a method that runs by itself but acts only under a condition.
        func addCall(_ call: ActionEffect.AppCall, suffix: String = "") {
            // `startTypingIfNeeded` says its condition already.
            let suffix = call.name.hasSuffix(suffix) ? "" : suffix
            if let subject = call.subject.map({ Self.droppingAgent(of: call.name, from: $0) }), !subject.isEmpty,
                IdentifierWords.split(call.name).count == 1, ActionVerbs.namesAThing(subject)
            {
                add(call.name + capitalized(subject) + suffix, .call(call.callee))
            }
            add(call.name + suffix, .call(call.callee))
        }
        // Branches that do different things: `toggleFollow` for `unfollow` or `follow`, `aOrB` for
        // two other short ones, and never one branch's call alone, which would say half of it.
        let branches = effect.alternatives
        // `.onChange(of: showPreview)` whose branches resume or pause under a further condition
        // (not a plain either-or, which the branches name): what changed says it best.
        let changed: MethodNameChoice? = {
            guard case .modifier("onChange") = site.kind,
                let observed = site.call.arguments.first(where: { $0.label?.text == "of" })?.expression, let word = observedName(observed)
            else { return nil }
            return MethodNameChoice(name: word + "Changed", evidence: .event(".onChange(of: \(observed.trimmedDescription))"))
        }()
        if let changed, !branches.isEmpty, !effect.alternativesAreWhole { add(changed.name, changed.evidence) }
        var alternative: String?
        if effect.alternativesAreWhole, let toggle = toggleName(for: branches) {
            add(toggle, .branches(branches))
        } else if effect.alternativesAreWhole, branches.allSatisfy({ IdentifierWords.split($0).count <= 2 }) {
            alternative = Self.alternativeName(branches[0], branches[1])
        }
        let strongCalls = effect.appCalls.filter { !$0.isWeak && !($0.isConditional && branches.contains($0.name)) }.prefix(3)
        let mainCall = strongCalls.first
        // Two things the app's calls do: `save(); dismiss()` → `saveAndDismiss`.
        // Both verbs (`keyAndHandleWebLogin` joined a value's name to a call).
        func addCombinedCalls(of calls: [ActionEffect.AppCall]) {
            // Not what one branch does (`setupMenuBar`, `removeMenuBar`): that is no sequence.
            let calls = calls.filter { !($0.isConditional && branches.contains($0.name)) }
            guard let first = calls.first(where: { !$0.isWeak }), let firstIndex = calls.firstIndex(of: first),
                let second = calls[(firstIndex + 1)...].first(where: { !$0.isWeak || $0.name == "dismiss" }),
                ActionVerbs.startsWithVerb(first.name), ActionVerbs.startsWithVerb(second.name)
            else { return }
            add(first.name + "And" + capitalized(Self.droppingVerb(of: first.name, from: second.name)), .call(first.callee))
        }
        let weakCall = effect.appCalls.first(where: \.isWeak)
        let strongState = effect.stateChange.flatMap { $0.isWeak || $0.isConditional && branches.contains($0.name) ? nil : $0 }
        let weakState = effect.stateChange.flatMap { $0.isWeak ? $0 : nil }
        var subjects: [String] = effect.mainCall?.subject.map { [$0] } ?? []
        subjects += parameterTypes.compactMap { type in
            // `Tag`, `[Item]` → nothing for collections or optionals: a plain type names a thing.
            type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." } ? type.split(separator: ".").last.map(String.init) : nil
        }

        switch site.kind {
        case .buttonTrailingAction, .buttonActionArgument, .buttonLeadingAction:
            let title = ButtonTitle(site.call)
            let read: [(name: String, evidence: MethodNameChoice.Evidence)] =
                [title.title.map { ($0.name, .title($0.text)) }, title.key.map { ($0.name, .localizationKey($0.text)) }].compactMap { $0 }
            let shown = read.map { (name: Self.addingWhatIsNew($0.name), evidence: $0.evidence) }
            let acknowledgement = { (name: String) in ActionVerbs.acknowledgements.contains(name) }
            // A button that only shows an alert asking for confirmation does not yet do what its
            // title says (`confirmDelete`, not `delete`), for what apps ask about before doing it:
            // deleting, discarding, signing out. An alert that "Add" shows is a form
            // (`showCreateAPIKeyAlert`), not a confirmation.
            if effect.onlyAsksForConfirmation {
                for shown in shown where ActionVerbs.startsWithVerb(shown.name) && !acknowledgement(shown.name)
                    && Self.asksFirst.contains(IdentifierWords.split(shown.name)[0].lowercased())
                {
                    add(shown.name.hasPrefix("confirm") ? shown.name : "confirm" + capitalized(shown.name), shown.evidence)
                }
            }
            // A call that says what the title says, and more (`markRead` for "Read", `deleteAccount`
            // for "Delete"), is the better name.
            if let call = mainCall, let first = shown.first, Self.words(of: call.name).isSuperset(of: Self.words(of: first.name)) {
                addCall(call)
            }
            // "Close", "Cancel" on a button that dismisses: that is what it does for the user,
            // whatever state it resets on the way out (`close`, not `hideSidebar`).
            // So does a sheet or alert flag turned off or toggled (`isAddAccountSheetShown.toggle()`).
            let hidesPresentation = effect.stateChange.map { state in
                (state.name.hasPrefix("hide") || state.name.hasPrefix("toggle") || state.name == "dismiss")
                    && (state.name == "dismiss" || ActionEffect.presentedThings.contains { state.name.hasSuffix($0) })
            } ?? false
            if weakCall?.name == "dismiss" || hidesPresentation {
                for shown in shown where ["close", "cancel", "dismiss"].contains(shown.name) { add(shown.name, shown.evidence) }
            }
            // A verb phrase ("Sign In", "Mark as Read"); a lone verb ("Add", "Delete") says less than a
            // state change or destination that names what it adds (`showAddTabSheet`), so it waits for those.
            let isLoneVerb = { (name: String) in IdentifierWords.split(name).count == 1 }
            for shown in shown where ActionVerbs.startsWithVerb(shown.name) && !acknowledgement(shown.name) && !isLoneVerb(shown.name) {
                add(shown.name, shown.evidence)
            }
            // Not a state one branch sets (`else { isShowingTypeError = true }` of a "Play" button).
            if let state = strongState, !state.isConditional, IdentifierWords.split(state.name).count > 2 {
                add(state.name, .stateChange(state.written))
            }
            // A flag turned on and off before anything else (`store.showPoll.toggle()` → `togglePoll`)
            // is what the user sees change; not one that shows an alert or a sheet, which is bookkeeping.
            if let toggle = effect.firstToggle, !ActionEffect.presentedThings.contains(where: { toggle.name.hasSuffix($0) }) {
                add(toggle.name, .stateChange(toggle.written))
            }
            for shown in shown where ActionVerbs.startsWithVerb(shown.name) && !acknowledgement(shown.name) && isLoneVerb(shown.name) {
                // "Add" that routes to `.addServerTaskTrigger`: the action's own words say what is added.
                if let object = Self.identifier(in: site.closure, extending: shown.name) { add(object, shown.evidence) }
                add(shown.name, shown.evidence)
            }
            // What each branch does, after what the button says, even an acknowledgement (a "Close"
            // button that stops or deselects is `close`).
            if alternative != nil {
                for shown in shown where acknowledgement(shown.name) && ActionVerbs.startsWithVerb(shown.name) && !["ok", "okay", "yes", "no", "done"].contains(shown.name) {
                    add(shown.name, shown.evidence)
                }
            }
            add(alternative, .branches(branches))
            // A title naming a thing ("Network", "Settings"), with the verb of what the action does to
            // it: added (`append`), opened (a navigation call, a destination).
            if let verb = Self.verb(for: effect) {
                for shown in shown where !ActionVerbs.startsWithVerb(shown.name) && ActionVerbs.namesAThing(shown.name) && !acknowledgement(shown.name) {
                    // "Avatar" that shows a photo picker is no `showAvatar`: shown is what the title names.
                    if verb == "show", let state = effect.stateChange, Self.words(of: state.name).isDisjoint(with: Self.words(of: shown.name)) {
                        // What it shows, then, even after a `guard` ("Voice" → `showAudioRecorder`).
                        add(state.name, .stateChange(state.written))
                        continue
                    }
                    add(verb + capitalized(shown.name), shown.evidence)
                }
            }
            for call in strongCalls { addCall(call) }
            addCombinedCalls(of: effect.appCalls)
            add(effect.selector, .selector(effect.selector ?? ""))
            add(strongState?.name, .stateChange(strongState?.written ?? ""))
            add(effect.destination?.name, .destination(effect.destination?.written ?? ""))
            // "Cancel", "Confirm", "Continue": verbs, if saying little.
            for shown in shown where acknowledgement(shown.name) && ActionVerbs.startsWithVerb(shown.name) && !["ok", "okay", "yes", "no", "done"].contains(shown.name) {
                add(shown.name, shown.evidence)
            }
            addLibraryEffect(effect, branches: branches, to: &base)
            // A title that starts with no known verb ("Don't Keep", "Auto Prune"), when nothing else says more.
            for shown in shown where !ActionVerbs.startsWithVerb(shown.name) && !acknowledgement(shown.name) { add(shown.name, shown.evidence) }
            // A dismissal names the action only when it is all the action does.
            if let call = weakCall, effect.callCount == 1 { add(call.name, .call(call.callee)) }
            add(weakState?.name, .stateChange(weakState?.written ?? ""))
            add(title.symbol?.verb, .symbol(title.symbol?.name ?? ""))
            subjects += title.subjects
        case let .modifier(name):
            add(alternative, .branches(branches))
            // What it does, `…IfNeeded` when it acts only under a condition (`guard !didLoad else
            // { return }; load()` → `loadIfNeeded`), then when it runs.
            // What every branch does happens whatever the condition: no `IfNeeded`.
            let isConditional = { (name: String, conditional: Bool) in conditional && name != effect.inEveryBranch }
            // `…IfNeeded` of a call under a condition would hide what runs every time beside it.
            let hidesTheRest = { (name: String, conditional: Bool) in
                isConditional(name, conditional) && (effect.hasUnconditionalWork || !effect.conditionCoversAll)
            }
            // Of three things or more it always does, one call's name would hide the rest, and when it
            // runs says more.
            let unconditional = strongCalls.filter { !$0.isConditional }
            if unconditional.count < 3 {
                for call in strongCalls where !hidesTheRest(call.name, call.isConditional) {
                    addCall(call, suffix: isConditional(call.name, call.isConditional) ? "IfNeeded" : "")
                }
                addCombinedCalls(of: effect.appCalls.filter { !hidesTheRest($0.name, $0.isConditional) })
            }
            // The view's own `preselectRelays()` takes that name: `preselectRelaysOnAppear` says
            // what the new method adds to it, where `handleAppear` would say only when it runs.
            // (`.task` has a fair name of its own, `load`; a call that is no verb, `displayName()`,
            // says nothing an event could complete.)
            if let event = ["onAppear": "OnAppear", "onDisappear": "OnDisappear", "onSubmit": "OnSubmit"][name], unconditional.count < 3 {
                for call in strongCalls where !call.isConditional && ActionVerbs.startsWithVerb(call.name) { add(call.name + event, .call(call.callee)) }
            }
            add(effect.selector, .selector(effect.selector ?? ""))
            if let state = strongState, !hidesTheRest(state.name, state.isConditional) {
                add(state.name + (isConditional(state.name, state.isConditional) && !state.name.hasSuffix("IfNeeded") ? "IfNeeded" : ""), .stateChange(state.written))
            }
            add(effect.destination?.name, .destination(effect.destination?.written ?? ""))
            // `if shouldDismiss { dismiss() }` → `dismissIfNeeded`.
            if let call = weakCall, call.isConditional, !effect.hasUnconditionalWork, effect.conditionCoversAll { add(call.name + "IfNeeded", .call(call.callee)) }
            if let changed { add(changed.name, changed.evidence) }
            // What a library call does (`history.append(…)` → `addHistory`) says less than when it runs.
            addLibraryEffect(effect, branches: branches, to: &base)
            switch name {
            case "task":
                // `.task(id: id)`: `reloadId` says nothing a plain `load` does not.
                if let id = site.call.arguments.first(where: { $0.label?.text == "id" })?.expression, let word = observedName(id),
                    !["id", "value", "key", "item", "index", "token", "trigger"].contains(word.lowercased())
                {
                    add("reload" + capitalized(word), .event(".task(id: \(id.trimmedDescription))"))
                }
                add("load", .event(".task"))
            case "onAppear": add("handleAppear", .event(".onAppear"))
            case "onDisappear": add("handleDisappear", .event(".onDisappear"))
            case "onChange": add("valueChanged", .event(".onChange"))
            case "refreshable": add("refresh", .event(".refreshable"))
            case "onSubmit": add("submit", .event(".onSubmit"))
            default: add("receive", .event(".\(name)"))
            }
            if let call = weakCall, effect.callCount == 1 { add(call.name, .call(call.callee)) }
            add(weakState?.name, .stateChange(weakState?.written ?? ""))
        }

        var choices: [MethodNameChoice] = []
        func keep(_ choice: MethodNameChoice) { if !choices.contains(where: { $0.name == choice.name }) { choices.append(choice) } }
        base.forEach(keep)
        // Specific names, for when the plain ones are taken: `delete` + `Account`.
        for choice in base where choice.name.count <= 40 {
            // A subject whose words the name has already (`showFullMessage` + `Full`) would stutter.
            for subject in subjects where !Self.words(of: choice.name).isSuperset(of: Self.words(of: subject)) {
                let name = choice.name + capitalized(subject)
                if name.count <= 40 { keep(MethodNameChoice(name: name, evidence: choice.evidence)) }
            }
        }
        return choices
    }

    /// Verbs that undo each other, besides `un…`, `de…` and `dis…` (`unfollow`, `deselect`,
    /// `disconnect`): an action that does one or the other toggles.
    private static let oppositeVerbs: [(String, String)] = [
        ("show", "hide"), ("enable", "disable"), ("start", "stop"), ("play", "pause"), ("resume", "pause"), ("expand", "collapse"),
        ("open", "close"), ("add", "remove"), ("present", "dismiss"), ("attach", "detach"), ("include", "exclude"),
        ("login", "logout"), ("create", "delete"),
    ]

    /// `toggleFollowTag` for `unfollowTag` and `followTag`, `toggleSidebar` for `showSidebar` and
    /// `hideSidebar`, `togglePlay` for `play` and `pause`; nil unless two branches do opposite things
    /// to the same object.
    static func toggleName(for branches: [String]) -> String? {
        guard branches.count == 2 else { return nil }
        let first = joiningNegation(IdentifierWords.split(branches[0])), second = joiningNegation(IdentifierWords.split(branches[1]))
        guard let verbA = first.first?.lowercased(), let verbB = second.first?.lowercased(),
            first.dropFirst().joined() == second.dropFirst().joined()
        else { return nil }
        let object = first.dropFirst().joined()
        for prefix in ["un", "de", "dis"] {
            if verbA == prefix + verbB { return "toggle" + capitalized(verbB) + object }
            if verbB == prefix + verbA { return "toggle" + capitalized(verbA) + object }
        }
        guard let pair = oppositeVerbs.first(where: { [$0.0, $0.1].sorted() == [verbA, verbB].sorted() }) else { return nil }
        return "toggle" + (object.isEmpty ? capitalized(pair.0) : object)
    }

    /// "New Keyboard Shortcut" → `addKeyboardShortcut`: a button titled with what it makes adds it.
    static func addingWhatIsNew(_ name: String) -> String {
        let words = IdentifierWords.split(name)
        guard words.count > 1, words[0] == "new", ActionVerbs.namesAThing(words.dropFirst().joined()) else { return name }
        return "add" + words.dropFirst().joined()
    }

    /// Verbs of what an app asks the user to confirm before doing.
    static let asksFirst: Set<String> = [
        "delete", "remove", "discard", "reset", "clear", "erase", "wipe", "revert", "sign", "log", "logout", "leave", "block",
        "ban", "unfollow", "unsubscribe", "uninstall", "revoke", "cancel", "quit", "restore", "overwrite", "replace", "empty",
        "trash", "purge", "deactivate", "disable", "confirm", "kick", "report", "end", "stop", "force",
    ]

    /// `un`, `Pin` → `unPin`: a negation written as a word of its own is part of the verb.
    private static func joiningNegation(_ words: [String]) -> [String] {
        guard words.count > 1, ["un", "de", "dis"].contains(words[0].lowercased()) else { return words }
        return [words[0] + words[1].lowercased()] + words.dropFirst(2)
    }

    /// Words that leave a name unfinished when they end it (`forceRefreshWith` of an app's
    /// `forceRefreshWith(searchText:)`); a two-word name keeps them (`signIn`, `scrollTo`).
    private static let trailingPrepositions: Set<String> = ["With", "For", "From", "Of", "By", "Using", "Via", "To"]

    static func droppingTrailingPreposition(_ name: String) -> String {
        let words = IdentifierWords.split(name)
        guard words.count > 2, let last = words.last, trailingPrepositions.contains(last) else { return name }
        return words.dropLast().joined()
    }

    /// The verb for a title that names a thing: what a library call does to it (`add`, `remove`,
    /// `copy`), `open` for navigation and destinations, `show` for presenting it.
    private static func verb(for effect: ActionEffect) -> String? {
        if let library = effect.libraryEffect { return library.verb }
        if effect.destination != nil { return "open" }
        let navigation = ["navigate", "push", "open", "goTo", "route"]
        if let call = effect.appCalls.first, navigation.contains(where: { call.name.hasPrefix($0) }) { return "open" }
        if let state = effect.stateChange?.name, state.hasPrefix("show") || state.hasPrefix("present") || state == "select" || state.hasPrefix("select") {
            return state.hasPrefix("select") ? "open" : "show"
        }
        return nil
    }

    /// `addNetwork` for an `append` on `networks`, `copy` for a pasteboard write.
    private static func addLibraryEffect(_ effect: ActionEffect, branches: [String], to choices: inout [MethodNameChoice]) {
        guard let library = effect.libraryEffect else { return }
        let name = library.verb + (library.object.map(capitalized) ?? "")
        // What one branch does (`selection.removeAll()` of select-all-or-none) is not the action.
        guard !branches.contains(name) else { return }
        guard name.count <= 40, library.object.map(ActionVerbs.namesAThing) ?? true else { return }
        choices.append(MethodNameChoice(name: name, evidence: .libraryEffect(library.written)))
    }

    /// `selectOrPush` for `select` and `push`; `deleteOrCreateBookmark` for `deleteBookmark` and
    /// `createBookmark`, the object said once.
    static func alternativeName(_ first: String, _ second: String) -> String {
        let firstWords = IdentifierWords.split(first), secondWords = IdentifierWords.split(second)
        if firstWords.count > 1, firstWords.dropFirst() == secondWords.dropFirst(), let secondVerb = secondWords.first {
            return firstWords[0] + "Or" + capitalized(secondVerb) + firstWords.dropFirst().joined()
        }
        return first + "Or" + capitalized(droppingVerb(of: first, from: second))
    }

    /// `WhiskyWine` for `install` on `WhiskyWineInstaller`: the thing, without the agent noun the
    /// verb already says (`installWhiskyWineInstaller` would stutter); empty when nothing is left.
    static func droppingAgent(of verb: String, from subject: String) -> String {
        var words = IdentifierWords.split(subject)
        guard let last = words.last?.lowercased() else { return subject }
        let verb = verb.lowercased()
        let agents = [verb + "er", verb + "r", verb + "or", (verb.hasSuffix("e") ? String(verb.dropLast()) : verb) + "er"]
        guard agents.contains(last) || agents.contains(where: { last == $0 + "s" }) else { return subject }
        words.removeLast()
        return words.joined()
    }

    /// The first name in the closure that says more than a lone verb and starts with it:
    /// `addServerTaskTrigger` for "Add" in `router.route(to: .addServerTaskTrigger)`.
    static func identifier(in closure: ClosureExprSyntax, extending verb: String) -> String? {
        // Two of them (`runBatchFile`, `runProgram` in two branches) each say only part.
        var found: String?
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(text) = token.tokenKind, text.count > verb.count, text.count <= 40, text.hasPrefix(verb),
                text.dropFirst(verb.count).first?.isUppercase == true, !CallOwnership.libraryMethods.contains(text),
                !CallOwnership.libraryFunctions.contains(text), ActionVerbs.namesAThing(String(text.dropFirst(verb.count)))
            else { continue }
            if let found, found != text { return nil }
            found = text
        }
        // `.replyToStatusEditor(status:)`, a sheet's case: the action replies, the editor is how.
        guard let found else { return nil }
        var words = IdentifierWords.split(found)
        if words.count > 2, let last = words.last, ["Editor", "Sheet", "Screen", "View", "Destination", "Modal", "Page"].contains(last) {
            words.removeLast()
        }
        return words.joined()
    }

    /// `loadCameras` after `loadMetadata` → `Cameras`: the verb is said once (`loadMetadataAndCameras`).
    static func droppingVerb(of first: String, from second: String) -> String {
        let firstWords = IdentifierWords.split(first), secondWords = IdentifierWords.split(second)
        guard firstWords.count > 1, secondWords.count > 1, firstWords[0].lowercased() == secondWords[0].lowercased() else { return second }
        return secondWords.dropFirst().joined()
    }

    /// The lowercased words of a camel-case name.
    private static func words(of name: String) -> Set<String> {
        Set(IdentifierWords.split(name).map { $0.lowercased() })
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

    /// What an `.onChange(of:)` or `.task(id:)` watches, as a name says it: `query`;
    /// `currentAccount` for `currentAccount.id` (an `id`, a `count` says whose only with its
    /// owner); `modelSettingsTemplate` for `model_settings_template`.
    static func observedName(_ expression: ExprSyntax) -> String? {
        var expression = expression
        while let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            ["id", "count", "value", "rawValue", "isEmpty", "description", "hashValue", "first", "last", "wrappedValue"]
                .contains(access.declName.baseName.text),
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
        {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { break }
            expression = base
        }
        // `isSlowScrubbing` changed is the slow scrubbing that changed: `isSlowScrubbingChanged` reads as a question.
        return simpleName(expression).map(camelCased).map { name in
            let words = IdentifierWords.split(name)
            guard words.count > 1, ["is", "has", "should"].contains(words[0]) else { return name }
            // `isCLISymlinked` → `cliSymlinked`: an initialism is lowercased whole.
            let first = words[1].allSatisfy(\.isUppercase) ? words[1].lowercased() : words[1].prefix(1).lowercased() + words[1].dropFirst()
            return first + words.dropFirst(2).joined()
        }
    }

    private static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{2018}"]

    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case let .stringSegment(segment)? = literal.segments.first
        else { return nil }
        return segment.content.text
    }

    /// "Add Item" → "addItem", "Don't Keep" → "dontKeep", "Install via AirDrop" →
    /// "installViaAirDrop", "Open PDF" → "openPDF"; nil when no letters remain.
    static func lowerCamelCase(_ title: String) -> String? {
        // An apostrophe joins a contraction's parts: it is dropped, not a break between words.
        let words = title.filter { !Self.apostrophes.contains($0) }
            .split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.allSatisfy(\.isASCII) }
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        // A title in capitals throughout is shouted, not a row of acronyms.
        let isShouted = !title.contains(where: \.isLowercase)
        let name = first.lowercased() + words.dropFirst().map { isShouted ? $0.prefix(1) + $0.dropFirst().lowercased() : Self.titleWord($0) }.joined()
        return name.count <= 40 ? name : nil
    }

    /// A word of a title after the first, as a name writes it: a short acronym stays (`PDF`, `URL`),
    /// a shouted word is capitalized (`DELETE` → `Delete`), a word's own capitals stay (`AirDrop`).
    private static func titleWord(_ word: String) -> String {
        let letters = word.filter(\.isLetter)
        if !letters.isEmpty, letters.allSatisfy(\.isUppercase) {
            return letters.count <= 4 ? word : word.prefix(1) + word.dropFirst().lowercased()
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `showing_enable_animation_alert` → `showingEnableAnimationAlert`; camel case as it is.
    static func camelCased(_ identifier: String) -> String {
        guard identifier.contains("_") else { return identifier }
        let parts = identifier.split(separator: "_").map(String.init)
        guard let first = parts.first else { return identifier }
        return first + parts.dropFirst().map(capitalized).joined()
    }
}
