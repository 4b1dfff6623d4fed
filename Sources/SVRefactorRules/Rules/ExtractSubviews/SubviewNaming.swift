/// Names a subview after its helper: `header` → `HeaderView`, `filterSection` → `FilterSection`,
/// `row(for:)` → `RowView`, `makeBadge()` → `BadgeView`.
enum SubviewNaming {
    /// Nouns that already say "this is a view" when they end a multi-word name.
    static let viewNouns = [
        "View", "Section", "Row", "Cell", "Card", "Bar", "Header", "Footer", "Button", "Label", "Badge",
        "Content", "List", "Grid", "Toolbar", "Banner", "Sheet", "Menu",
    ]

    /// Verbs that builder functions start with and that do not belong in a type name.
    static let builderVerbs = ["make", "build", "create", "render"]

    /// The preferred name, before collisions are considered.
    static func baseName(forHelper helper: String) -> String {
        var words = IdentifierWords.split(helper)
        if words.isEmpty { words = ["Subview"] }
        if words.count > 1, builderVerbs.contains(words[0].lowercased()) { words.removeFirst() }
        // `makeView()`, `view`, `body`: a name that only says "view" would make `ViewView`.
        if words.count == 1, ["view", "body", "subview"].contains(words[0].lowercased()) { words = ["Content"] }
        let name = words.map(capitalized).joined()
        if words.count > 1, let last = words.last, viewNouns.contains(capitalized(last)) {
            return name
        }
        return name + "View"
    }

    /// `content` → `Content`.
    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// The first of `BaseName`, `<Parent>BaseName`, `<Parent>BaseName2`, … that `isTaken` allows.
    /// With `prefixed`, the short name is not tried: when the run cannot see the rest of the module,
    /// a short name like `HeaderView` could already be taken by another file.
    static func name(forHelper helper: String, parent: String, prefixed: Bool, isTaken: (String) -> Bool) -> String {
        let base = baseName(forHelper: helper)
        if !prefixed, !isTaken(base) { return base }
        let parentStem = stem(of: parent)
        let qualified = parentStem + base
        if !isTaken(qualified) { return qualified }
        var number = 2
        while isTaken("\(qualified)\(number)") { number += 1 }
        return "\(qualified)\(number)"
    }

    /// `ProfileView` → `Profile`, `SettingsScreen` → `Settings`: the part of a view's name worth repeating.
    static func stem(of parent: String) -> String {
        for suffix in ["View", "Screen"] where parent.hasSuffix(suffix) && parent.count > suffix.count {
            return String(parent.dropLast(suffix.count))
        }
        return parent
    }
}
