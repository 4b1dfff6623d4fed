import SVRefactorCore

/// Names a subview after what its helper shows: `filterSection` → `FilterSection`, `makeBadge()`
/// → `BadgeView`, `viewForTimelineItem(_:)` → `TimelineItemView`, `row(for account:)` →
/// `AccountRow`. A helper named only for its role (`header`, `buttons`, `list`, `placeholderImage`)
/// says which view's with its view's name: `buttons` in `RedactConfirmationView` →
/// `RedactConfirmationButtons`. A helper whose name says nothing
/// beyond "the content" (`content`, `mainContent`, `timelineView` in `RoomTimelineItemView`) is
/// named after its view: `SettingsContent`.
///
/// A name is unique in the module, private types included: the module's code must not use or
/// declare it, and no other helper of the module may have got it (``SubviewNameCensus``), so two
/// files never each get a `private struct HeaderView`. Such a name takes the view's name
/// (`ProfileHeaderView`); when that is taken too, the helper stays, with a finding.
enum SubviewNaming {
    /// Nouns that already say "this is a view" when they end a multi-word name. Not "Info",
    /// "Details" or "Summary": `TransferInfo` reads as a model type, and reviewers renamed it.
    static let viewNouns: Set<String> = [
        "View", "Section", "Row", "Cell", "Card", "Bar", "Header", "Footer", "Button", "Label", "Badge",
        "Content", "List", "Grid", "Toolbar", "Banner", "Sheet", "Menu", "Buttons", "Actions", "Controls", "Rows", "Cells",
        "Cards", "Tabs", "Fields", "Avatar", "Icon", "Title", "Placeholder", "Overlay", "Picker", "Form", "Panel", "Tile",
        "Chip", "Bubble", "Indicator", "Thumbnail", "Preview", "Items", "Stack", "Badges", "Image",
        "Text", "Texts", "Body", "Field", "Message", "Table", "Link", "Toggle", "Chart",
    ]

    /// Words that name a part's role in a screen, not what it shows: a helper named only with them
    /// (`header`, `buttons`, `placeholderImage`) takes the end of its view's name.
    static let roleWords: Set<String> = [
        "header", "footer", "title", "subtitle", "list", "grid", "buttons", "button", "actions", "action", "controls",
        "toolbar", "texts", "text", "label", "labels", "error", "empty", "loading", "placeholder", "image", "icon", "avatar",
        "badge", "overlay", "background", "menu", "picker", "form", "row", "rows", "cell", "cells", "section", "sections",
        "item", "items", "card", "banner", "details", "info", "summary", "top", "bottom", "leading", "trailing", "left", "right",
        "middle", "center", "spinner", "progress", "indicator", "bar", "stack", "panel", "sheet", "state", "message", "status", "fields", "field",
        "view", "content", "body", "main", "primary", "secondary",
        // A state or variant of the screen says which screen's only with its name (`DisabledView`,
        // `ComplexView`, `DefaultImage`, `ResultsView` read as views of their own).
        "disabled", "enabled", "active", "inactive", "selected", "default", "complex", "simple", "compact", "expanded",
        "collapsed", "results", "result", "regular", "large", "small",
    ]

    /// Verbs that builder functions start with and that do not belong in a type name.
    static let builderVerbs: Set<String> = ["make", "build", "create", "render", "generate", "get", "compose", "setup", "construct"]

    /// Words that say only "the view's content".
    static let genericWords: Set<String> = [
        "content", "view", "body", "main", "root", "container", "inner", "real", "wrapped", "embedded", "sub", "subview", "base",
        "default", "primary", "contents",
    ]

    /// Nouns a helper taking a parameter may be named after the parameter with (`row(for account:)` → `AccountRow`).
    private static let genericViewNouns: Set<String> = ["view", "content", "row", "cell", "item", "button", "label", "card", "tile", "section"]

    /// `viewForTimelineItem`, `buttonFor`: what follows "for" is what the view shows.
    private static let prepositions: Set<String> = ["For"]

    /// What a helper is called before its view's name and the module are considered.
    struct Base: Equatable {
        /// The words, capitalized and joined, before any `View` suffix: `Header`, `FilterSection`.
        var words: String
        /// The helper's name says nothing its view's name does not (`content`, `mainContent`): the
        /// subview is named after the view (`SettingsContent`).
        var isGeneric: Bool

        /// `HeaderView`, `FilterSection`: the words, with `View` unless they are several and end in
        /// a noun that says "view" already.
        var name: String { SubviewNaming.withViewSuffix(words) }
    }

    /// `Header` → `HeaderView`, `ProfileHeader` → `ProfileHeader`, `Buttons` → `ButtonsView`.
    static func withViewSuffix(_ words: String) -> String {
        let split = IdentifierWords.split(words)
        if split.count > 1, let last = split.last, viewNouns.contains(capitalized(last)) { return words }
        // `ImageViewWithBackground`, `StateViews`: "View" said already, a second would stutter.
        if split.count > 1, split.contains(where: { ["View", "Views"].contains(capitalized($0)) }) { return words }
        return words + "View"
    }

    /// `header` → `HeaderView`; `viewForTimelineItem` → `TimelineItemView`; `buttonFor(action:)`
    /// (`parameter` "action") → `ActionButton`; `content` → generic.
    /// `initialisms`: words the module writes in capitals (see ``SubviewNameCensus/initialisms``),
    /// so that `ohfBrandingFooter` becomes `OHFBrandingFooter`, not `OhfBrandingFooter`.
    static func base(forHelper helper: String, parameter: String? = nil, parent: String = "", initialisms: Set<String> = []) -> Base {
        // `menu_options` → `menu`, `options`: snake case splits too.
        var words = helper.split(separator: "_").flatMap { IdentifierWords.split(String($0)) }
        if words.count > 1, builderVerbs.contains(words[0].lowercased()) { words.removeFirst() }
        // `isInstallingRow` is a row shown while installing; `IsInstallingRow` reads as a Boolean.
        if words.count > 1, ["is", "has", "should"].contains(words[0]) { words.removeFirst() }
        // `viewForTimelineItem` shows a timeline item; `indicatorViewFor` an indicator view;
        // `searchForPackageButton` is a button, and `checkForUpdates` an action, named whole.
        if let index = words.indices.dropFirst().first(where: { prepositions.contains(words[$0]) }) {
            let head = Array(words[..<index]), tail = Array(words[(index + 1)...])
            if head.allSatisfy({ genericWords.contains($0.lowercased()) }) && !tail.isEmpty {
                words = tail
            } else if head.count == 1, genericViewNouns.contains(head[0].lowercased()), !tail.isEmpty, !viewNouns.contains(capitalized(tail.last!)) {
                // `rowForAccount` is an account row, as `row(for account:)` is.
                words = tail + head
            } else if tail.isEmpty || (isNoun(head.last!) && (tail.count < 2 || !viewNouns.contains(capitalized(tail.last!)))) {
                words = head
            }
        }
        // `view(for destination:)`, `row(for account:)`: the parameter says what it shows.
        if words.count == 1, genericViewNouns.contains(words[0].lowercased()), let parameter, IdentifierWords.split(parameter).count <= 2,
            parameter.count >= 3, !["index", "value", "data", "id", "object", "element", "model", "state"].contains(parameter.lowercased())
        {
            words = words[0].lowercased() == "view" ? [parameter] : [parameter, words[0]]
        }
        if words.isEmpty { words = ["Content"] }
        let parentWords = Set(IdentifierWords.split(stem(of: parent)).map { $0.lowercased() })
        let lowered = words.map { $0.lowercased() }
        // `timelineView` in `RoomTimelineItemView`: the view's own words and "view" or "content"; a
        // word of role (`sourceRow` in `MediaFeedSourceSettings`) still says what the part is.
        let isGeneric = lowered.allSatisfy(genericWords.contains)
            || (!parentWords.isEmpty && lowered.contains { !genericWords.contains($0) }
                && lowered.allSatisfy { genericWords.contains($0) || parentWords.contains($0) })
        // `makeView()`, `view`, `body`: a name that only says "view" would make `ViewView`.
        if words.count == 1, ["view", "body", "subview"].contains(words[0].lowercased()) { words = ["Content"] }
        return Base(words: words.map { initialisms.contains($0.uppercased()) ? $0.uppercased() : capitalized($0) }.joined(), isGeneric: isGeneric)
    }

    /// Whether a word of a helper's name is one of the nouns views are named with (`row`,
    /// `Badges`, `content`): `rowForAccount` is a row, `checkForUpdates` is no "check".
    private static func isNoun(_ word: String) -> Bool {
        viewNouns.contains(capitalized(word)) || roleWords.contains(word.lowercased()) || genericWords.contains(word.lowercased())
    }

    /// The parameter that says what a helper function shows: the first one, when it is labelled
    /// `for` (`row(for account:)`) or the name ends in "For" (`buttonFor(action:)`); nil otherwise
    /// (`content(in geometry:)` shows no geometry).
    static func namingParameter(ofHelper helper: String, firstParameter: (label: String?, name: String)?) -> String? {
        guard let firstParameter else { return nil }
        return firstParameter.label == "for" || helper.hasSuffix("For") ? firstParameter.name : nil
    }

    /// The base name alone, for callers that do not know the view (`header` → `HeaderView`).
    static func baseName(forHelper helper: String) -> String {
        base(forHelper: helper).name
    }

    /// `content` → `Content`.
    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// The names worth trying for a helper of `parent`, best first:
    /// - a helper that says what it shows (`filterSection`): its base name, then the base name after
    ///   the view's name (`SettingsFilterSection`);
    /// - a helper named for its role (`buttons`): the base name after the view's name
    ///   (`RedactConfirmationButtons` in `RedactConfirmationView`);
    /// - a generic helper (`content`): the view's name and `Content` (`BackupInstructionsContent`),
    ///   then the view's name and the helper's words.
    /// The view's name is written whole, never cut (`EventDetail` of `LiveEventDetail` names
    /// another thing), and the same way for every helper of the view.
    /// With `prefixed`, the base name alone is not tried: when the run cannot see the rest of the
    /// module, a short name like `HeaderView` could already be taken by another file.
    static func candidates(
        forHelper helper: String, parameter: String? = nil, parent: String, prefixed: Bool, initialisms: Set<String> = []
    ) -> [String] {
        let base = base(forHelper: helper, parameter: parameter, parent: parent, initialisms: initialisms)
        let parentStem = stem(of: parent)
        var names: [String]
        if base.isGeneric {
            names = [joined(parentStem, "Content"), joined(parentStem, base.name), joined(parentStem, "ContentView")]
        } else if isRoleOnly(base.words) || IdentifierWords.split(base.words).last == "Body" {
            // `plainBody`, `glassBody`: a body is the view's own; `NXFormPlainBody` says whose.
            // `RedactConfirmation` + `Buttons`: the suffix follows the whole name.
            names = [withViewSuffix(joined(parentStem, base.words))]
        } else {
            names = (prefixed ? [] : [base.name]) + [joined(parentStem, base.name)]
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique
    }

    /// Whether every word of a base name is a word of role (`HeaderView`, `ButtonsView`, `PlaceholderImageView`).
    static func isRoleOnly(_ name: String) -> Bool {
        IdentifierWords.split(name).allSatisfy { roleWords.contains($0.lowercased()) }
    }

    /// The first candidate neither taken (the module uses or declares it) nor shared (another helper
    /// of the module got it, see ``SubviewNameCensus``). When every one is, nil: the helper stays,
    /// with a finding. A number (`HeaderView2`) would say nothing a reader could use.
    static func name(
        forHelper helper: String, parameter: String? = nil, parent: String, prefixed: Bool, initialisms: Set<String> = [],
        isTaken: (String) -> Bool, isShared: (String) -> Bool = { _ in false }
    ) -> String? {
        candidates(forHelper: helper, parameter: parameter, parent: parent, prefixed: prefixed, initialisms: initialisms)
            .first { !isTaken($0) && !isShared($0) }
    }

    /// Whether a subview of the helper `helper` in `file` must not take `name`: it is one of
    /// SwiftUI's own view types, the module declares a type of that name, or code of the module
    /// (this file's, or any other file's when the run has a model) uses it. A helper named like a
    /// type (`var TranslateButton: some View`) mentions its own name where it is used, and those
    /// uses become the subview's: for its own name only other files count. The planner and the
    /// census ask the same, so that the names the census gives out are the ones files can take.
    static func isTaken(_ name: String, forHelper helper: String, inFile file: String, module: ModuleLookup) -> Bool {
        if ExtractSubviews.swiftUITypeNames.contains(name) || module.declaresType(named: name) { return true }
        if name == helper { return module.project?.isMentioned(name, excludingFile: file) ?? true }
        return module.isMentioned(name)
    }

    /// `Profile` + `HeaderView`, writing once what both say:
    /// - words the stem ends with and the name starts with (`ChatInput` + `InputBar` → `ChatInputBar`,
    ///   `SourceHomeContent` + `Content` → `SourceHomeContent`);
    /// - a first word of the name that the stem already has (`ChatEmojiButton` + `EmojiOrLikeButton`
    ///   → `ChatEmojiOrLikeButton`, `TodayWidget` + `TodayImage` → `TodayWidgetImage`);
    /// - the kind both end with (`PlayerPillButton` + `CloseButton` → `PlayerPillCloseButton`).
    static func joined(_ stem: String, _ name: String) -> String {
        var stem = stem
        var stemWords = IdentifierWords.split(stem)
        let nameWords = IdentifierWords.split(name)
        // One word the stem ends with: `SourceHomeContent` + `Content` is `SourceHomeContent`.
        if nameWords.count == 1, stemWords.count > 1, stemWords.last?.lowercased() == nameWords[0].lowercased() { return stem }
        // A kind both end with is said once: `PlayerPillButton` + `CloseButton` → `PlayerPillCloseButton`.
        if nameWords.count > 1, stemWords.count > 1, stemWords.last?.lowercased() == nameWords.last?.lowercased(),
            !nameWords.contains(where: { $0.lowercased() == stemWords[stemWords.count - 2].lowercased() })
        {
            stemWords.removeLast()
            stem = stemWords.joined()
        }
        for overlap in stride(from: min(stemWords.count, nameWords.count - 1), through: 1, by: -1)
        where stemWords.suffix(overlap).map({ $0.lowercased() }) == nameWords.prefix(overlap).map({ $0.lowercased() }) {
            return stem + nameWords.dropFirst(overlap).joined()
        }
        if nameWords.count > 1, let index = stemWords.firstIndex(where: { $0.lowercased() == nameWords[0].lowercased() }) {
            return index > 0 ? stemWords[..<index].joined() + name : stem + nameWords.dropFirst().joined()
        }
        return stem + name
    }

    /// `ProfileView` → `Profile`, `SettingsScreen` → `Settings`: the part of a view's name worth repeating.
    static func stem(of parent: String) -> String {
        for suffix in ["View", "Screen"] where parent.hasSuffix(suffix) && parent.count > suffix.count {
            return String(parent.dropLast(suffix.count))
        }
        return parent
    }
}

/// The name each helper of the module gets, decided once for the whole module, so that two files
/// never each declare a `private struct HeaderView`. Helpers take names in path, view and helper
/// order, each the first of its candidates that the module neither uses nor declares and that no
/// earlier helper took. Read from the project model (views are structs that conform to `View`;
/// their helpers are computed properties and methods of type `some View`, `body` aside), once per run.
///
/// Why first come, first served: the next run must find the same names. A helper extracted in
/// this run leaves a struct of its name, which the next run finds declared; a helper that stays
/// keeps its claim. Either way the helpers after it see the same names gone, and choose the same.
/// (Keeping a name two helpers want from both would not survive: once one is extracted under its
/// longer name, the short one is nobody's, and the next run would give it to the other.)
struct SubviewNameCensus {
    /// One helper of the module: the file declaring it, its view's qualified name, its own name.
    struct Helper: Hashable, Comparable {
        var file: String
        var owner: String
        var name: String

        static func < (lhs: Helper, rhs: Helper) -> Bool {
            (lhs.file, lhs.owner, lhs.name) < (rhs.file, rhs.owner, rhs.name)
        }
    }

    /// The helper each name went to.
    private var owners: [String: Helper] = [:]
    /// Initialisms the module's type names write in capitals (`OHF` of `OHFBrandingFooter`, `PIN`,
    /// `CTA`) and never as the start of a capitalised word (a module with `PinnedBanner` has the word "pin"):
    /// generated names write them the same way.
    let initialisms: Set<String>

    init(module: ModuleLookup) {
        let typeNames = module.typeNames()
        initialisms = Self.initialisms(in: typeNames)
        var candidates: [Helper: [String]] = [:]
        for name in typeNames {
            guard let facts = module.type(name), facts.kind == .struct, facts.inherits("View") else { continue }
            let parent = facts.name
            for declaration in facts.declarations {
                for property in declaration.properties
                where property.isComputed && !property.isStatic && property.name != "body" && Self.isOpaqueView(property.type) {
                    let helper = Helper(file: declaration.file, owner: facts.qualifiedName, name: property.name)
                    candidates[helper] = SubviewNaming.candidates(forHelper: property.name, parent: parent, prefixed: false, initialisms: initialisms)
                }
                for method in declaration.methods where !method.isStatic && Self.isOpaqueView(method.returnType) {
                    let parameter = SubviewNaming.namingParameter(
                        ofHelper: method.name, firstParameter: method.parameters.first.map { ($0.label, $0.name) })
                    let helper = Helper(file: declaration.file, owner: facts.qualifiedName, name: method.name)
                    candidates[helper] = SubviewNaming.candidates(
                        forHelper: method.name, parameter: parameter, parent: parent, prefixed: false, initialisms: initialisms)
                }
            }
        }
        for (helper, names) in candidates.sorted(by: { $0.key < $1.key }) {
            let free = names.first { name in
                owners[name] == nil && !SubviewNaming.isTaken(name, forHelper: helper.name, inFile: helper.file, module: module)
            }
            if let free { owners[free] = helper }
        }
    }

    /// Whether another helper of the module got `name`.
    func isShared(_ name: String, by helper: Helper) -> Bool {
        guard let owner = owners[name] else { return false }
        return owner != helper
    }

    static func initialisms(in typeNames: [String]) -> Set<String> {
        var capitals = Set<String>(), capitalised = Set<String>()
        for name in typeNames {
            for component in name.split(separator: ".") {
                for word in IdentifierWords.split(String(component)) where word.count >= 2 && word.allSatisfy(\.isLetter) {
                    if word.count <= 5, word.allSatisfy(\.isUppercase) {
                        capitals.insert(word)
                    } else if word.first?.isUppercase == true, word.dropFirst().allSatisfy(\.isLowercase) {
                        capitalised.insert(word.uppercased())
                    }
                }
            }
        }
        // `PIN` is no initialism in a module that also writes `Pinned`.
        return capitals.filter { initialism in !capitalised.contains { $0.hasPrefix(initialism) } }
    }

    private static func isOpaqueView(_ type: String?) -> Bool {
        type == "some View" || type == "some SwiftUI.View"
    }
}
