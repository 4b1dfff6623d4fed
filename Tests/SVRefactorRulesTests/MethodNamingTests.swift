import SwiftParser
import SwiftSyntax
@testable import SVRefactorRules
import Testing

/// hoist-closures' names: what the action does, then its title, key or symbol; never generic,
/// never numbered.
@Suite("MethodNaming")
struct MethodNamingTests {
    /// The name for the first action closure in `code` (a `Button` or a modifier call), with `taken` names in use.
    func name(_ code: String, taken: Set<String> = []) -> String? {
        let file = Parser.parse(source: code)
        let site = file.descendants().compactMap { $0.as(FunctionCallExprSyntax.self) }.lazy.flatMap(ActionClosure.closures(of:)).first!
        return MethodNaming.name(for: site, style: .plain) { taken.contains($0) }
    }

    @Test func theEffectComesFirst() {
        #expect(name("Button(\"OK\") { viewModel.save(); print(1) }") == "save")
        #expect(name("Button(\"Done\") { isPresented = false; onClose() }") == "close")
        #expect(name("Button(\"Pick\") { selection = item; count += 1 }") == "select")
        #expect(name("Button(\"More\") { isShowingDetailsSheet = true; log() }") == "showDetailsSheet")
        #expect(name("Button(\"Edit\") { withAnimation { isEditing.toggle() }; count += 1 }") == "toggleEditing")
        #expect(name("Button(\"Go\") { store.dispatch(action: MoviesActions.FetchMovies(page: 1)); x = 1 }") == "fetchMovies")
        #expect(name("Button(\"Go\") { Task { try await api.refreshTimeline() }; x = 1 }") == "refreshTimeline")
        // Haptics, logging and dismissal accompany the action.
        #expect(name("Button(\"Send\") { HapticManager.shared.fireHaptic(.tap); message.send(); dismiss() }") == "send")
        #expect(name(".task { logger.debug(\"start\"); await player.startPlayback() }") == "startPlayback")
    }

    @Test func thenTheTitleTheKeyAndTheSymbol() {
        #expect(name("Button(\"Save Draft\") { count += 1; print(count) }") == "saveDraft")
        // A contraction is one word, with a straight or a typographic apostrophe.
        #expect(name("Button(\"Don't Keep\") { count += 1; print(count) }") == "dontKeep")
        #expect(name("Button(\"Won\u{2019}t Save\") { count += 1; print(count) }") == "wontSave")
        #expect(name("Button(\"account.action.unblock\") { count += 1; print(count) }") == "unblock")
        #expect(name("Button(L10n.actionSaveDraft) { count += 1; print(count) }") == "saveDraft")
        #expect(name("Button { count += 1; print(count) } label: { Image(systemName: \"trash.fill\") }") == "delete")
        #expect(name("Button { count += 1; print(count) } label: { Image(systemName: \"xmark.circle\") }") == "close")
        #expect(name("Button { count += 1; print(count) } label: { Image(systemName: \"square.and.arrow.up\") }") == "share")
        // A state it sets says less than a title.
        #expect(name("Button(\"Sort by Name\") { sortOrder = .name; count += 1 }") == "sortByName")
        #expect(name("Button(action: { sortOrder = .name; count += 1 }) { Text(model.title) }") == "setSortOrder")
    }

    @Test func takenNamesGetASubjectOrNoName() {
        #expect(name("Button(\"Delete\") { account.delete(); count += 1 }", taken: ["delete"]) == "deleteAccount")
        #expect(name("Button(\"Save\") { save(); dismiss() }", taken: ["save"]) == "saveAndDismiss")
        #expect(name("Button(\"Delete Account\") { count += 1; print(count) }", taken: ["deleteAccount"]) == nil)
        // Nothing to read: no name rather than `performAction`.
        #expect(name("Button { count += 1; print(count) } label: { Text(model.title) }") == nil)
    }

    @Test func modifiersWithoutAnEffectKeepTheirConventionalNames() {
        #expect(name(".onAppear { count += 1; print(count) }") == "handleAppear")
        #expect(name(".task { count += 1; print(count) }") == "load")
        #expect(name(".onChange(of: query) { viewModel.search(query); count += 1 }") == "queryChanged")
        #expect(name(".onChange(of: query) { viewModel.search(query); count += 1 }", taken: ["queryChanged"]) == "search")
    }
}
