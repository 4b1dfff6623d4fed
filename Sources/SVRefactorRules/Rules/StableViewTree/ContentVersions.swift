/// Whether the branches of a conditional are versions of one content (an editable and a read-only
/// list) rather than different things (a spinner and a list): only the first is what the guidance
/// calls a swap, the second is its own loading-state pattern.
enum ContentVersions {
    /// Words that name the kind of a view rather than its content: two names that share only these
    /// (`gridView`, `listView`) say nothing about showing the same thing.
    static let kindWords: Set<String> = [
        "view", "views", "content", "body", "screen", "section", "container", "wrapper", "page", "stack", "layout", "row", "cell", "item",
        "button", "label", "text", "image", "icon", "link", "menu", "toggle",
    ]
    /// Words that make a branch a state of the screen rather than a version of its content: a
    /// placeholder while loading, an error, an empty list, a sign-in gate.
    static let stateWords: Set<String> = [
        "empty", "loading", "loader", "error", "failed", "failure", "placeholder", "progress", "spinner", "skeleton", "unavailable",
        "no", "none", "missing", "offline", "login", "logged", "sign", "auth", "unauthenticated", "onboarding", "welcome", "locked", "permission", "denied",
        "paywall", "splash",
    ]
    /// Parts of names that describe where the app runs, not a mode of the view.
    static let placeWords = [
        "sizeclass", "idiom", "orientation", "landscape", "portrait", "ispad", "isphone", "isipad", "isiphone", "ismac", "isvision",
        "iswatch", "istv", "compact", "regular", "dynamictypesize", "platform", "device", "prefers",
    ]

    /// Parts of names that make a condition a state of the data (loading, an error) or a user's
    /// setting (a preference that picks a layout once), not a mode the view flips.
    static let stateOrSettingWords = ["loading", "loaded", "fetching", "refreshing", "error", "failed", "settings", "preference", "config"]

    /// Controls that hold no state of their own: flipping between two of them (Select All and
    /// Deselect All, a secure and a plain field the API makes two types) loses nothing.
    static let statelessControls: Set<String> = [
        "Text", "Label", "Image", "Button", "Link", "ShareLink", "Toggle", "TextField", "SecureField", "Picker", "Menu", "Color", "Spacer",
        "Divider", "ProgressView", "EmptyView", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    ]

    static func namesAStateOrASetting(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return stateOrSettingWords.contains { lowered.contains($0) }
    }

    /// Every branch builds one of ``statelessControls``.
    static func areStatelessControls(_ roots: [TopLevelConditional.Root]) -> Bool {
        roots.allSatisfy { root in
            if case let .type(name) = root { return statelessControls.contains(name) }
            return false
        }
    }

    static func describesWhereTheAppRuns(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return placeWords.contains { lowered.contains($0) }
    }

    /// The same view type or helper in every branch (`List` and `List`), or names that share the
    /// words of their content and differ only by words that are not states (`editableDocumentsList`
    /// and `readOnlyDocumentsList` share "documents list").
    static func areVersionsOfOneContent(_ roots: [TopLevelConditional.Root]) -> Bool {
        let names = roots.compactMap { root -> String? in
            switch root {
            case let .type(name), let .helper(name): name
            case .empty, .several: nil
            }
        }
        guard names.count == roots.count, let first = names.first else { return false }
        if names.allSatisfy({ $0 == first }) { return true }
        let words = names.map(Self.words)
        var shared = 0
        while words.allSatisfy({ shared < $0.count }), Set(words.map { $0[$0.count - 1 - shared] }).count == 1 { shared += 1 }
        guard words[0].suffix(shared).contains(where: { !kindWords.contains($0) }) else { return false }
        return !words.contains { $0.dropLast(shared).contains(where: stateWords.contains) }
    }

    /// `readOnlyDocumentsList` → `read`, `only`, `documents`, `list`; `URLList` → `url`, `list`;
    /// `action_bar` → `action`, `bar`.
    static func words(_ name: String) -> [String] {
        name.split(separator: "_").flatMap { IdentifierWords.split(String($0)) }.map { $0.lowercased() }
    }
}
