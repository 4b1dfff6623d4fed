import SwiftParser
import SwiftSyntax
@testable import SVRefactorRules
import Testing

/// hoist-closures' names: what the action does for the user (its title, the app's own call, the
/// state it leaves, where it goes), never how (a library call, a wrapper, a closure parameter);
/// never generic, never numbered.
@Suite("MethodNaming")
struct MethodNamingTests {
    /// Receivers whose methods count as the app's own in these snippets (the rule asks the project model).
    static let appReceivers: Set<String> = ["viewModel", "store", "account", "player", "api", "message", "model", "eventMonitor"]

    /// The choice for the first action closure in `code` (a `Button` or a modifier call), with `taken` names in use.
    func choice(_ code: String, taken: Set<String> = []) -> MethodNameChoice? {
        let file = Parser.parse(source: code)
        let site = file.descendants().compactMap { $0.as(FunctionCallExprSyntax.self) }.lazy.flatMap(ActionClosure.closures(of:)).first!
        return MethodNaming.choose(for: site, ownership: .syntactic(appReceivers: Self.appReceivers), style: .plain) { taken.contains($0) }
    }

    func name(_ code: String, taken: Set<String> = []) -> String? {
        choice(code, taken: taken)?.name
    }

    @Test func whatTheUserSeesComesFirst() {
        #expect(name("Button(\"Include None\") { items.forEach { $0.isIncluded = false }; save() }") == "includeNone")
        #expect(choice("Button(\"Include None\") { items.forEach { $0.isIncluded = false }; save() }")?.evidence == .title("Include None"))
        #expect(name("Button(\"Save Draft\") { count += 1; print(count) }") == "saveDraft")
        // A contraction is one word, with a straight or a typographic apostrophe.
        #expect(name("Button(\"Don't Keep\") { count += 1; print(count) }") == "dontKeep")
        #expect(name("Button(\"Won\u{2019}t Save\") { count += 1; print(count) }") == "wontSave")
        #expect(name("Button(\"account.action.unblock\") { count += 1; print(count) }") == "unblock")
        #expect(name("Button(\"playapp.copyCommand\") { count += 1; print(count) }") == "copyCommand")
        #expect(name("Button(L10n.actionSaveDraft) { count += 1; print(count) }") == "saveDraft")
        // An accessibility label says it too.
        #expect(name("Button { count += 1; print(count) } label: { Image(systemName: \"circle\") }.accessibilityLabel(\"Mark as Read\")") == "markAsRead")
    }

    @Test func theAppsOwnCallNamesItWhenItSaysMoreThanTheTitle() {
        // "Read" says less than `markRead`, "Delete" less than `deleteAccount`.
        #expect(name("Button(\"Read\") { viewModel.markRead(); count += 1 }") == "markRead")
        #expect(name("Button(\"Delete\") { viewModel.deleteAccount(); count += 1 }") == "deleteAccount")
        // An acknowledgement never names it: the call does.
        #expect(name("Button(\"OK\") { viewModel.confirmDeletion(); print(1) }") == "confirmDeletion")
        #expect(name("Button(\"Yes\") { count += 1; print(count) }") == nil)
        #expect(name("Button(\"Done\") { isPresented = false; onClose() }") == "close")
        #expect(name("Button { store.dispatch(action: MoviesActions.FetchMovies(page: 1)); x = 1 } label: { Text(title) }") == "fetchMovies")
        #expect(name("Button { Task { try await api.refreshTimeline() }; x = 1 } label: { Text(title) }") == "refreshTimeline")
        #expect(name(".task { logger.debug(\"start\"); await player.startPlayback() }") == "startPlayback")
        // A one-word call on a thing names the thing: `eventMonitor?.start()`.
        #expect(name(".onAppear { eventMonitor?.start(); count += 1 }") == "startEventMonitor")
    }

    @Test func neverALibraryCallAWrapperOrACallback() {
        // `forEach`, `NSPasteboard.declareTypes`, `sendAction` say how, not what.
        #expect(name("Button { items.forEach { $0.isIncluded = false }; count += 1 } label: { Text(title) }") == nil)
        #expect(name("Button(\"Copy User Name\") { NSPasteboard.general.declareTypes([.string], owner: nil); NSPasteboard.general.setString(name, forType: .string) }") == "copyUserName")
        #expect(name("Button { NSPasteboard.general.declareTypes([.string], owner: nil); NSPasteboard.general.setString(name, forType: .string) } label: { Text(name) }") == "copy")
        // An app's animation wrapper is looked through, not named after.
        #expect(name("Button { withAppAnimation { isExpanded.toggle() }; count += 1 } label: { Text(title) }") == "toggleExpanded")
        let wrapped = MethodNaming.choices(
            for: ActionClosure.closures(of: Parser.parse(source: "Button { withAppAnimation { toggleExpanded() }; count += 1 } label: { Text(title) }")
                .descendants().compactMap { $0.as(FunctionCallExprSyntax.self) }.first!).first!,
            ownership: .syntactic())
        #expect(!wrapped.contains { $0.name.lowercased().contains("withappanimation") })
        // A callback named for what it is (`actionHandler`) says nothing; nor does logging.
        #expect(name("Button { actionHandler(option); logger.info(\"tapped\") } label: { Text(option.title) }") == nil)
        #expect(name("Button { os_log(\"install\"); count += 1 } label: { Text(title) }") == nil)
    }

    @Test func selectorsStatesAndDestinations() {
        #expect(name("Button { NSApp.sendAction(#selector(NSSplitViewController.toggleSidebar(_:)), to: nil, from: nil); x = 1 } label: { Image(systemName: \"circle\") }") == "toggleSidebar")
        #expect(name("Button { NSApp.sendAction(Selector((\"showSettingsWindow:\")), to: nil, from: nil); x = 1 } label: { Image(systemName: \"circle\") }") == "showSettingsWindow")
        // The state it leaves, with its polarity: the last assignment wins.
        #expect(name("Button { isFileImporterPresented = false; DispatchQueue.main.async { isFileImporterPresented = true } } label: { Image(systemName: \"circle\") }") == "showFileImporter")
        #expect(name("Button { isShowingPopover = true; count += 1 } label: { Image(systemName: \"circle\") }") == "showPopover")
        #expect(name("Button { openURL(gitHubURL); count += 1 } label: { Image(systemName: \"circle\") }") == "openGitHub")
        #expect(name("Button { openWindow(id: \"about\"); count += 1 } label: { Image(systemName: \"circle\") }") == "openAbout")
        // Clearing a selection selects nothing.
        #expect(name("Button { selectedMovies = Set<Int>(); count += 1 } label: { Image(systemName: \"circle\") }") == "clearSelection")
        #expect(name("Button { selection = item; count += 1 } label: { Text(item.name) }") == "select")
    }

    @Test func aTitleNamingAThingTakesTheVerbOfWhatIsDoneToIt() {
        #expect(name("Button(\"Network\") { let network = Network(); config.networks.append(network) }") == "addNetwork")
        #expect(choice("Button(\"Network\") { let network = Network(); config.networks.append(network) }")?.evidence == .title("Network"))
        #expect(name("Button(\"Privacy Policy\") { openURL(privacyURL); count += 1 }") == "openPrivacyPolicy")
        #expect(name("Button(\"Settings\") { navigateTo(.settings); count += 1 }") == "openSettings")
    }

    @Test func takenNamesGetASubjectOrNoName() {
        #expect(name("Button(\"Delete\") { account.delete(); count += 1 }") == "deleteAccount")
        #expect(name("Button(\"Save\") { save(); dismiss() }", taken: ["save"]) == "saveAndDismiss")
        #expect(name("Button(\"Delete Account\") { count += 1; print(count) }", taken: ["deleteAccount"]) == nil)
        // Nothing to read: no name rather than `performAction`.
        #expect(name("Button { count += 1; print(count) } label: { Text(model.title) }") == nil)
        // A value set in several places is not "set" to one thing.
        #expect(name("Button { switch state { case 0: state = 1; default: state = 0 } } label: { Text(title) }") == nil)
    }

    @Test func snakeCaseStateAndRepeatedVerbsReadAsANameWould() {
        #expect(name("Button { showing_enable_animation_alert = true; count += 1 } label: { Text(title) }") == "showEnableAnimationAlert")
        #expect(name(".task { await model.loadMetadata(); await model.loadCameras() }", taken: ["loadMetadata", "loadCameras"]) == "loadMetadataAndCameras")
    }

    @Test func aDismissalNamesTheActionOnlyWhenItIsAllItDoes() {
        #expect(name("Button { dismiss(); count += 1 } label: { Text(title) }") == "dismiss")
        // Closing after forwarding the draft is not what the button is for.
        #expect(name("Button { onCommit(draft); dismiss() } label: { Text(title) }") != "dismiss")
    }

    @Test func modifiersWithoutAnEffectKeepTheirConventionalNames() {
        #expect(name(".onAppear { count += 1; print(count) }") == "handleAppear")
        #expect(choice(".onAppear { count += 1; print(count) }")?.evidence == .event(".onAppear"))
        #expect(name(".task { count += 1; print(count) }") == "load")
        // What it does comes first, `…IfNeeded` when a condition decides; when it runs, after.
        #expect(name(".onChange(of: query) { viewModel.search(query); count += 1 }") == "search")
        #expect(name(".onChange(of: query) { viewModel.search(query); count += 1 }", taken: ["search"]) == "queryChanged")
        #expect(name(".onChange(of: shouldDismiss) { value in if value { dismiss() } }") == "dismissIfNeeded")
        #expect(name(".onAppear { guard !didLoad else { return }; self.load() }", taken: ["load"]) == "loadIfNeeded")
        #expect(name(".onChange(of: query) { count += 1; print(count) }") == "queryChanged")
        // Bookkeeping around the work (`isLoading = true`) does not name it.
        #expect(name(".task { isLoading = true; await viewModel.load(); isLoading = false }") == "load")
    }

    @Test func branchesThatDoOppositeThingsToggle() {
        // IceCubesApp's tag button follows or unfollows: `unfollowTag` said half of it.
        let follow = """
            Button { Task { if tag.following { await account.unfollowTag(tag) } else { await account.followTag(tag) } } } label: { Text(title) }
            """
        #expect(name(follow) == "toggleFollowTag")
        #expect(choice(follow)?.evidence == .branches(["unfollowTag", "followTag"]))
        #expect(name(".onChange(of: isOn) { if isOn { player.play() } else { player.pause() } }") == "togglePlay")
        #expect(name("Button { if isShown { model.hideSidebar() } else { model.showSidebar() } } label: { Text(title) }") == "toggleSidebar")
        #expect(MethodNaming.toggleName(for: ["deselectRow", "selectRow"]) == "toggleSelectRow")
        #expect(MethodNaming.toggleName(for: ["deleteBookmark", "createBookmark"]) == "toggleBookmark")
        #expect(MethodNaming.alternativeName("deleteDraft", "sendDraft") == "deleteOrSendDraft")
        #expect(MethodNaming.toggleName(for: ["saveRow", "selectRow"]) == nil)
        #expect(MethodNaming.toggleName(for: ["showSheet", "hideAlert"]) == nil)
    }

    @Test func branchesThatDoDifferentThingsAreBothNamedOrNeither() {
        // One branch clears the results, the other fetches suggestions: `clearResultsIfNeeded`
        // said half of it.
        #expect(name(".onChange(of: query) { if query.isEmpty { model.clearResults() } else { model.fetchSuggestions(query) } }") == "clearResultsOrFetchSuggestions")
        // Two branches with long names: no one branch names it; when the event is all that is
        // left, the trigger does.
        #expect(name(".onChange(of: query) { if query.isEmpty { model.clearAllSearchResults() } else { model.fetchSearchSuggestions(query) } }") == "queryChanged")
        // A branch that does nothing the other does not: the call is conditional, named so.
        #expect(name(".onChange(of: query) { if query.isEmpty { model.clearResults() } }") == "clearResultsIfNeeded")
        // Beside other work, the condition decides only part: what changed names it.
        #expect(name(".onChange(of: query) { if query.isEmpty { model.clearResults() }; count += 1 }") == "queryChanged")
    }

    @Test func aNameSaysItsConditionAndItsWordsOnce() {
        // The app's `startTypingIfNeeded` is conditional already.
        #expect(name(".onChange(of: text) { guard !text.isEmpty else { return }; model.startTypingIfNeeded(); count += 1 }") == "startTypingIfNeeded")
        // `showFullMessage` is taken: a subject whose words it has says nothing more.
        #expect(name("Button(\"Full Message\") { showFullMessage = true; count += 1 }", taken: ["showFullMessage"]) != "showFullMessageFull")
    }

    @Test func theViewsOwnMethodIsSaidWithItsEvent() {
        // nostur's compose sheet calls its own `preselectRelays()` on appear: that name is taken,
        // and `handleAppear` would say only when the method runs.
        #expect(name(".onAppear { isTitleFocused = true; preselectRelays() }", taken: ["preselectRelays"]) == "preselectRelaysOnAppear")
        #expect(name(".onAppear { isTitleFocused = true; preselectRelays() }") == "preselectRelays")
        // A `.task` is named `load` already; a call that is no verb completes nothing.
        #expect(name(".task { await loadFeed(); count += 1 }", taken: ["loadFeed"]) == "load")
        #expect(name(".onAppear { title = displayName(); count += 1 }", taken: ["displayName"]) == "handleAppear")
    }

    @Test func displayingAFlagShowsIt() {
        #expect(name(".onAppear { state = .initial; withAnimation(.bouncy) { displayBottomSheet = true } }") == "showBottomSheet")
        #expect(name("Button { shown = true; count += 1 } label: { Text(title) }") == nil)
    }

    @Test func feedbackThroughASharedInstanceNamesNothing() {
        // damus: `Haptics.shared.play(.medium)` then a delayed dismiss; `play` said nothing.
        #expect(name("Button(\"Done\") { Haptics.shared.play(.medium); DispatchQueue.main.asyncAfter(deadline: .now() + 1) { dismiss() } }") != "play")
    }

    @Test func whatEveryBranchDoesIsNoIfNeeded() {
        // nostur's filter sheet selects in both branches: `selectOptionIfNeeded` said it might not.
        #expect(name(".onChange(of: filters) { if filters.isEmpty { selectedOption = .all } else { selectedOption = .custom } }") == "selectOption")
        // With no last `else`, a branch may not run.
        #expect(name(".onChange(of: filters) { if filters.isEmpty { selectedOption = .all } else if ready { selectedOption = .custom } }") == "selectOptionIfNeeded")
    }
}

/// Names the fifth and sixth blind reads of the measurement half found a reviewer would rename.
@Suite("MethodNaming, measurement-half renames")
struct MethodNamingRenameTests {
    func name(_ code: String, taken: Set<String> = []) -> String? {
        MethodNamingTests().name(code, taken: taken)
    }

    @Test func anAgentNounIsNotSaidTwice() {
        // Whisky: `WhiskyWineInstaller.install(…)` was `installWhiskyWineInstaller`.
        #expect(MethodNaming.droppingAgent(of: "install", from: "WhiskyWineInstaller") == "WhiskyWine")
        #expect(MethodNaming.droppingAgent(of: "load", from: "imageLoader") == "image")
        #expect(MethodNaming.droppingAgent(of: "manage", from: "Manager") == "")
        #expect(MethodNaming.droppingAgent(of: "start", from: "eventMonitor") == "eventMonitor")
        #expect(name(".onAppear { installer.install(); count += 1 }".replacingOccurrences(of: "installer", with: "player")) == "installPlayer")
    }

    @Test func aFallbackBeforeAnEarlyReturnDoesNotNameTheAction() {
        // yattee's PiP button was `expandPlayer`, after what it does when PiP cannot start.
        #expect(name("Button { if player.isExpanded { player.expandPlayer(); return }; player.startPiP() } label: { Image(systemName: \"pip\") }") == "startPiP")
    }

    @Test func aSwitchWithACaseThatDoesNothingIsNoToggle() {
        // Cork: `.none` hides, `.all` shows, `.versionOnly` does nothing: not `toggle…`.
        let code = """
            .onChange(of: displayAmount) { amount in
                switch amount {
                case .none: model.hideOldVersions()
                case .all: model.showOldVersions()
                case .versionOnly: break
                }
            }
            """
        #expect(name(code) == "displayAmountChanged")
        #expect(name(code.replacingOccurrences(of: "case .versionOnly: break\n", with: "")) == "toggleOldVersions")
    }

    @Test func branchesUnderAFurtherConditionAreNamedForWhatChanged() {
        // yattee: `resumeRenderingIfNeeded` named one branch of resume-or-pause.
        #expect(name(".onChange(of: showsPreview) { if !isCollapsing { if showsPreview { player.resumeRendering() } else { player.pauseRendering() } } }") == "showsPreviewChanged")
    }

    @Test func aButtonsTitleComesBeforeWhatItsBranchesDo() {
        // Swiftfin's "Close" button that deselects or stops was `selectOrStop`.
        #expect(name("Button(\"Close\") { if isPlaying { player.stop() } else { player.select(nil) } }") == "close")
    }

    @Test func aLoneVerbTitleTakesItsObjectFromTheAction() {
        // Swiftfin: "Add" routing to `.addServerTaskTrigger` was `add`.
        #expect(name("Button(\"Add\") { router.route(to: .addServerTaskTrigger) }") == "addServerTaskTrigger")
        // A library method is no object: `removeAll` says how.
        #expect(name("Button(\"Remove\") { items.removeAll { $0 == item }; count += 1 }") == "remove")
    }

    @Test func aModelsFlagTurnedOnAndOffNamesTheButton() {
        // IceCubes: `store.spoilerOn.toggle()` was `spoiler`, `store.showPoll.toggle()` `resetPollDefaults`.
        #expect(name("Button { store.spoilerOn.toggle(); focused = true } label: { Image(systemName: \"exclamationmark.triangle\") }") == "toggleSpoiler")
        #expect(name("Button { store.showPoll.toggle(); store.resetPollDefaults() } label: { Image(systemName: \"chart.bar\") }") == "togglePoll")
        // After the call, or a flag that shows an alert: bookkeeping (PlayCover's "Clear preferences").
        #expect(name("Button { store.resetPollDefaults(); store.showPoll.toggle() } label: { Image(systemName: \"chart.bar\") }") == "resetPollDefaults")
        #expect(name("Button { store.showClearAlert.toggle(); store.deletePreferences() } label: { Image(systemName: \"trash\") }") == "deletePreferences")
    }

    @Test func ofThreeThingsAModifierAlwaysDoesWhenItRunsSaysMore() {
        // yattee: `.onAppear { updateActivity(); loadWatchEntries() }` was `updateActivity`. Two
        // calls keep the first's name: joined, they read badly more often than not on the tuning
        // half (`vmStateUpdatedAndRegisterWindow`, `startTimerAndStart`).
        #expect(name(".onAppear { store.updateActivity(); store.loadWatchEntries() }") == "updateActivity")
        #expect(name(".onAppear { store.updateActivity(); store.loadWatchEntries(); store.startTimer() }") == "handleAppear")
    }

    @Test func whatTheButtonSaysBeatsFeedbackAndOneBranchsState() {
        // A toast after a copy is feedback: the copy names it.
        #expect(name("Button { NSPasteboard.general.setString(version, forType: .string); toastModel.add(.copied) } label: { Text(version) }") == "copy")
        // yattee: "Play" whose `else` shows an error was `showVideoPlayerTypeError`.
        #expect(name("Button(\"Play\") { if canPlay { player.play(video) } else { isShowingVideoPlayerTypeError = true } }") == "play")
        // "Close" that toggles the sheet it is in was `toggleAddAccountSheet`.
        #expect(name("Button(\"Close\") { isAddAccountSheetPresented.toggle(); selectedProvider = nil }") == "close")
    }

    @Test func whereARouterGoesAndWhatChangedNameTheAction() {
        // CodeEdit: `router.route(.editConnection(connection))` was `route(_:)`.
        #expect(name("Button { router.route(.editConnection(connection)); count += 1 } label: { Image(systemName: \"pencil\") }") == "editConnection")
        #expect(name("Button { coordinator.navigate(to: .settings); count += 1 } label: { Image(systemName: \"gear\") }") == "openSettings")
        // IceCubes: `.onChange(of: currentAccount.id)` was `idChanged`; winston's snake case was kept.
        #expect(name(".onChange(of: currentAccount.id) { model.reload(); count += 1 }".replacingOccurrences(of: "model.reload(); ", with: "")) == "currentAccountChanged")
        #expect(name(".onChange(of: model_settings_template) { tmpl in apply(); count += 1 }".replacingOccurrences(of: "apply(); ", with: "")) == "modelSettingsTemplateChanged")
        // `proxy.scrollTo` is SwiftUI's: it says how, not what.
        #expect(MethodNamingTests().choice(".onChange(of: selection) { proxy.scrollTo(selection); count += 1 }")?.evidence != .call("proxy.scrollTo"))
    }

    @Test func aVagueOneWordCallNamesNothingWhenTheEventSaysMore() {
        // mlem: `onSet(configuration)` was `set`.
        #expect(name(".onChange(of: configuration.pinnedItems, initial: true) { onSet(configuration); trayItems = [] }") == "pinnedItemsChanged")
    }

    @Test func aButtonThatOnlyAsksForConfirmationIsNamedForIt() {
        // A title says what happens once the user confirms; the method only asks.
        #expect(name("Button(\"Delete\", role: .destructive) { entryToDelete = entry; showDeleteConfirm = true }") == "confirmDelete")
        #expect(name("Button(\"Discard All Changes\") { if hasChanges { showDiscardAlert = true } else { showNoChangesAlert = true } }") == "confirmDiscardAllChanges")
        #expect(name("Button(\"Delete Account\") { isShowingDeleteAlert = true }") == "confirmDeleteAccount")
        // A sheet is no confirmation, and a button that also does the work is named for the work.
        #expect(name("Button(\"Add Account\") { isShowingAddAccountSheet = true; count += 1 }") == "addAccount")
        #expect(name("Button(\"Delete\") { viewModel.deleteAll(); isShowingDoneAlert = true }") == "deleteAll")
        // "Confirm" says it already.
        #expect(name("Button(\"Confirm Purchase\") { isShowingPurchaseAlert = true }") == "confirmPurchase")
    }

    @Test func aModelsPresentationFlagShowsWhatItNames() {
        // CodeEdit: `themeModel.detailsIsPresented = true` under "Details..." was `details`.
        #expect(name("Button(\"Details...\") { themeModel.detailsTheme = theme; themeModel.detailsIsPresented = true }") == "showDetails")
        // IceCubes: "account.edit.avatar" was `avatar`, a noun.
        #expect(name("Button(\"account.edit.avatar\") { viewModel.isChangingAvatar = true; viewModel.isPhotoPickerPresented = true }") == "showPhotoPicker")
    }

    @Test func aSnakeCaseKeyIsSplitAndAFreeFunctionsNameIsNeverTaken() {
        // ImmichiOS-like keys: `LocalString.common_button_print` was `commonButtonPrint`.
        #expect(MethodNaming.choices(for: Self.site("Button { x = 1; y = 2 } label: { Text(LocalString.common_button_print) }"), ownership: .syntactic())
            .first?.name == "print")
        // A method named `print` would shadow Swift's `print(_:)` for the whole view.
        #expect(name("Button { x = 1; y = 2 } label: { Text(LocalString.common_button_print) }") != "print")
    }

    @Test func aLoneVerbTakesNoObjectOfOneBranch() {
        // Whisky: "Run" became `runBatchFile`, which only `.bat` files get; `runProgram` runs the rest.
        #expect(name("Button(\"Run\") { if isBatch { Wine.runBatchFile(url) } else { Wine.runProgram(url) } }") == "run")
        #expect(name("Button(\"Add\") { router.route(to: .addServerTaskTrigger); count += 1 }") == "addServerTaskTrigger")
    }

    @Test func ifNeededOnlyWhenTheConditionGuardsEverything() {
        // LipoView: `showAlertIfNeeded` also stamped the refresh date every time.
        #expect(name(".onAppear { if lastRefreshDate == nil { lastRefreshDate = Date() }; if shouldWarn { isShowingWarningAlert = true } ; model.refresh() }", taken: ["refresh"]) != "showWarningAlertIfNeeded")
        #expect(name(".onAppear { lastUpdate = Date(); if shouldWarn { model.showWarning() } }") == "handleAppear")
        // Everything under the condition: `…IfNeeded` says it.
        #expect(name(".onAppear { if shouldWarn { model.showWarning() } }") == "showWarningIfNeeded")
        #expect(name(".onAppear { guard shouldWarn else { return }; model.showWarning(); lastUpdate = Date() }") == "showWarningIfNeeded")
    }

    @Test func unAndItsVerbToggle() {
        // IceCubes: `unPinOrPin` beside the file's `toggleReblog`.
        #expect(MethodNaming.toggleName(for: ["unPin", "pin"]) == "togglePin")
        #expect(MethodNaming.toggleName(for: ["unFollowTag", "followTag"]) == "toggleFollowTag")
    }

    @Test func aNameEndsWithNoPreposition() {
        // kiwix: `viewModel.forceRefreshWith(searchText:languageCodes:)` was `forceRefreshWith`.
        #expect(name(".task { await viewModel.forceRefreshWith(searchText: searchText); await library.start() }") == "forceRefresh")
    }

    @Test func aRequestIsNamedForItsEndpoint() {
        // IceCubes: `client.post(endpoint: Lists.createList(…))` was `postClient`.
        #expect(name("Button { Task { isSaving = true; let _: Models.List = try await client.post(endpoint: Lists.createList(title: title)); dismiss() } } label: { Text(\"lists.create.confirm\") }") == "createList")
        #expect(name("Button { Task { try await api.get(.fetchTimeline); count += 1 } } label: { Image(systemName: \"circle\") }") == "fetchTimeline")
    }

    @Test func tuningHalfFollowUps() {
        // nostur: "Voice" after a `guard` was `voice`, a noun; what it shows names it.
        #expect(name("Button(\"Voice\") { guard !anonMode else { return }; showAudioRecorder = true }") == "showAudioRecorder")
        // Easydict: hiding a model's alert from the alert's own button is bookkeeping.
        #expect(name("Button(\"Enable Anyway\") { viewModel.showRiskAlert = false; viewModel.tryEnableService() }") == "enableAnyway")
        #expect(name("Button { viewModel.showRiskAlert = false; viewModel.tryEnableService() } label: { Image(systemName: \"circle\") }") == "tryEnableService")
        // Aidoku: a notification's name is no endpoint; siblings stay named for what changed.
        #expect(name(".onChange(of: contentRatings) { store.set(contentRatings); NotificationCenter.default.post(name: .filterExternalSources, object: nil) }") == "contentRatingsChanged")
        // Aidoku: a value's name joined to a call (`keyAndHandleWebLogin`) is no name.
        #expect(name(".onChange(of: token) { count += 1; model.key(); if ready { model.handleWebLogin() } }")?.hasPrefix("keyAnd") == false)
        #expect(name(".onChange(of: cookies) { let key = key(setting.key); store.set(key); if ready { handleWebLogin() } }") == "cookiesChanged")
        #expect(name(".onChange(of: cookies) { let key = key(setting.key); if ready { handleWebLogin() } }") == "handleWebLoginIfNeeded")
    }

    @Test func whatBranchesDoIsNeverJoinedIntoASequence() {
        // DockDoor: `setupMenuBarAndRemoveMenuBar` for an `if`/`else`.
        #expect(name(".onChange(of: showIcon) { isOn in let delegate = app.delegate; if isOn { delegate.setupMenuBar() } else { delegate.removeMenuBar() } }".replacingOccurrences(of: "delegate.", with: "")) == "showIconChanged")
    }

    @Test func newThingsAreAddedAndEmptyValuesCleared() {
        // KeyboardCowboy: "New Keyboard Shortcut" was `modifyWorkflow`, after the updater's call.
        #expect(name("Button(\"New Keyboard Shortcut\") { updater.modifyWorkflow { $0.add(.shortcut) }; count += 1 }") == "addKeyboardShortcut")
        // Loop: an xmark button setting the value to 0 was `setValue`.
        #expect(name("Button { value = 0; count += 1 } label: { Image(systemName: \"xmark\") }") == "resetValue")
        #expect(name("Button { query = \"\"; count += 1 } label: { Image(systemName: \"xmark.circle\") }") == "clearQuery")
    }

    @Test func measurementHalfReadR75() {
        // `addedTaps.append(tap)` was `addAddedTap`.
        #expect(name("Button { addedTaps.append(tap); count += 1 } label: { Image(systemName: \"circle\") }") == "addTap")
        // `.task(id: id)` was `reloadId`.
        #expect(name(".task(id: id) { count += 1; print(count) }") == "load")
        #expect(name(".task(id: query) { count += 1; print(count) }") == "reloadQuery")
        // "Done" whose branches add or edit, then dismiss, was `editDescription`, one branch's.
        #expect(name("Button(\"Done\") { if isNew { store.addDescription(text) } else { store.editDescription(text) }; dismiss() }") == "addOrEditDescription")
        // An arrow says too little to name a button (`download` on a scroll-to-bottom arrow).
        #expect(name("Button { count += 1; print(count) } label: { Image(systemName: \"arrow.down\") }") == nil)
        #expect(name("Button { count += 1; print(count) } label: { Image(systemName: \"trash\") }") == "delete")
        // IceCubes: "Reply" opening `.replyToStatusEditor(status:)` was `replyToStatusEditor`.
        #expect(name("Button(\"Reply\") { router.presentedSheet = .replyToStatusEditor(status: status); count += 1 }") == "replyToStatus")
    }

    @Test func measurementHalfReadR78() {
        // An alert "Add" shows is a form, not a confirmation: `confirmAdd` was wrong.
        #expect(name("Button(\"Add\") { showCreateAPIKeyAlert = true }") == "showCreateAPIKeyAlert")
        #expect(name("Button(\"Delete\") { showDeleteAlert = true }") == "confirmDelete")
        // A checkmark in a row marks the selection: it names no `confirm`.
        #expect(name("Button { count += 1; print(count) } label: { Image(systemName: \"checkmark\") }") == nil)
        // `.onChange(of: isSlowScrubbing)` was `isSlowScrubbingChanged`, a question.
        #expect(name(".onChange(of: isSlowScrubbing) { count += 1; print(count) }") == "slowScrubbingChanged")
        #expect(name(".onChange(of: isCLISymlinked) { count += 1; print(count) }") == "cliSymlinkedChanged")
        // `supportsFirstApi()` asks; it does nothing (`supportsFirstApiIfNeeded`).
        #expect(name(".onAppear { if ready { supportsFirstApi() } }") == "handleAppear")
        // A sheet chosen by case shows that case (`setSheet` for `sheet = .dodoCodeForm`).
        #expect(name("Button { sheet = .dodoCodeForm; count += 1 } label: { Image(systemName: \"plus.circle\") }") == "showDodoCodeForm")
        #expect(name("Button { activeSheet = .settings(tab: 1); count += 1 } label: { Image(systemName: \"circle\") }") == "showSettings")
    }

    @Test func ifNeededOnlyWhereOneConditionDecidesAll() {
        // yattee: a `.task` that loads the picked photo and hides a popover under a condition was
        // `hideAttachmentPopoverIfNeeded`.
        #expect(name(".task(id: item) { let data = try? await item.loadTransferable(type: Data.self); photo = data; if isShowingAttachmentPopover { model.hideAttachmentPopover() } }") == "load")
        // A guard before everything, or one `if` that is all of it, decides all.
        #expect(name(".onAppear { guard !didLoad else { return }; didLoad = true; model.load() }", taken: ["load"]) == "loadIfNeeded")
        #expect(name(".onAppear { Task { if ready { await model.load() } } }", taken: ["load"]) == "loadIfNeeded")
    }

    static func site(_ code: String) -> ActionClosure {
        Parser.parse(source: code).descendants().compactMap { $0.as(FunctionCallExprSyntax.self) }.lazy.flatMap(ActionClosure.closures(of:)).first!
    }
}
