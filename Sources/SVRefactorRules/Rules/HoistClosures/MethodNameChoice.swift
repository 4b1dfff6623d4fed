/// A name for the method a closure becomes, with the evidence it was read from, so that tests and
/// findings can say why a name was chosen (`'includeNone' (the title "Include None")`).
struct MethodNameChoice: Equatable, CustomStringConvertible {
    enum Evidence: Equatable, CustomStringConvertible {
        /// What the user sees: a button's title, the `Text`/`Label` of its label, or its
        /// accessibility label (`"Include None"`).
        case title(String)
        /// A localization key's meaningful part (`"account.action.unblock"`, `L10n.actionSaveDraft`).
        case localizationKey(String)
        /// The app's own method or function the closure calls (`viewModel.save()`, `onClose()`).
        case call(String)
        /// An Objective-C selector it sends (`#selector(NSSplitViewController.toggleSidebar(_:))`).
        case selector(String)
        /// The state it leaves, with its polarity (`isShowingPopover = true`, `isEditing.toggle()`).
        case stateChange(String)
        /// Where it goes (`openURL(githubURL)`, `openWindow(id: "about")`).
        case destination(String)
        /// What a library call it makes does for the user (a pasteboard write copies, `append`
        /// adds), with the title or the collection as its object.
        case libraryEffect(String)
        /// An SF Symbol its label shows (`trash` deletes).
        case symbol(String)
        /// When it runs (`.task`, `.onAppear`, `.onChange(of: query)`), for a modifier's closure.
        case event(String)
        /// What the branches of its `if`/`else` or `switch` do (`unfollow`, `follow`).
        case branches([String])

        var description: String {
            switch self {
            case let .title(text): "the title \"\(text)\""
            case let .localizationKey(key): "the localization key \(key)"
            case let .call(call): "the call of \(call)"
            case let .selector(selector): "the selector \(selector)"
            case let .stateChange(change): "the state change \(change)"
            case let .destination(destination): "the destination \(destination)"
            case let .libraryEffect(effect): "what \(effect) does"
            case let .symbol(symbol): "the symbol \"\(symbol)\""
            case let .event(event): "the event \(event)"
            case let .branches(names): "the branches' " + names.joined(separator: ", ")
            }
        }
    }

    var name: String
    var evidence: Evidence

    var description: String { "'\(name)' (\(evidence))" }
}
