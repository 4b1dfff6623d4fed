import SVRefactorCore
import SwiftSyntax

/// Turns computed `some View` helpers of a view into private View structs with explicit inputs.
///
/// - What it matches: in a view declared at file scope or as a member of another type,
///   `var x: some View { … }` and
///   `func x(…) -> some View { … }` helpers (with or without `@ViewBuilder`), in the struct or in
///   an extension of it in the same file. See ``HelperCandidate``. It sees the whole module through
///   the project model (``ViewAnalysis``): nested types, model classes, names taken elsewhere.
/// - What it leaves alone: helpers that use something a subview cannot receive, are used in ways
///   other than a plain call, may be used from other files, or are tiny (`min-lines`). Each one that
///   is not tiny gets a finding. See ``ExtractionPlanner``.
/// - How it rewrites: each helper's body moves verbatim (re-indented) into the `body` of a new
///   `private struct` after the view (beside it, inside the same type, for a nested view); every member it used becomes an input (``SubviewInputResolver``);
///   every use of the helper becomes an initializer call; environment properties only the helpers
///   read leave the view. See ``ExtractSubviewsRewriter``.
public struct ExtractSubviews: ViewRule {
    public static let metadata = RuleMetadata(
        id: "extract-subviews",
        summary: "Turns computed `some View` helpers into private View structs that take explicit inputs.",
        rationale: extractSubviewsRationale,
        options: [
            RuleOptionSpec(
                name: "min-lines", summary: "Helpers whose body has fewer non-blank lines stay as they are (small helpers are fine).",
                kind: .integer(minimum: 1, maximum: 10_000), defaultValue: "3"),
            RuleOptionSpec(
                name: "max-inputs", summary: "Helpers whose subview would take more inputs stay, with a finding: so many inputs say the helper is not a self-contained piece of UI.",
                kind: .integer(minimum: 1, maximum: 1_000), defaultValue: "6"),
            RuleOptionSpec(
                name: "max-bindings", summary: "Helpers whose subview would take more `@Binding`s stay, with a finding: they change the view's state from too many places.",
                kind: .integer(minimum: 0, maximum: 1_000), defaultValue: "3"),
        ],
        examples: ExtractSubviewsExamples.rewrites,
        untouched: ExtractSubviewsExamples.untouched,
        usesProjectModel: true,
        restructures: true,
        reconsidersAfterOwnChange: true,
        changeUnit: .view,
        createdName: "the subview",
        selects: "the helper whose declaration, or whose use in the view, holds the position, with the helpers it uses (they become subviews with it)"
    )

    let minimumLines: Int
    let limits: ExtractionPlanner.InputLimits
    /// The names the module's helpers could get, counted once per run (see ``SubviewNameCensus``).
    private let nameCensus = PerModelCache<SubviewNameCensus>()

    public init(options: RuleOptionValues) {
        minimumLines = options.integer("min-lines")
        limits = ExtractionPlanner.InputLimits(inputs: options.integer("max-inputs"), bindings: options.integer("max-bindings"))
    }

    func plan(_ view: ViewAnalysis, into edits: inout SyntaxEdits, file: inout FilePlan) -> Bool {
        // One view declared in several `#if` clauses (an iOS, a macOS and a tvOS `UnifiedTabView`)
        // shares the helpers of its extensions between them: a helper one declaration's body uses
        // may be another's too, and each would get its own copies of the subviews.
        let declarations = ViewTypeCollector.allViews(in: view.context).filter { ViewTypeModel.qualifiedName(of: $0) == view.model.qualifiedName }
        if declarations.count > 1 {
            if declarations.first?.id == view.declaration.id {
                view.context.report(
                    "'\(view.model.name)' is declared \(declarations.count) times in this file (under #if); extract-subviews leaves its helpers alone, "
                        + "since one declaration's helper may be another's too; give each platform's view a name of its own to have them extracted",
                    at: view.declaration.name)
            }
            return false
        }
        // Built from the model as indexed: a file an earlier rule changed still has the same helpers.
        let census = view.context.project.map { nameCensus.value(for: $0, build: SubviewNameCensus.init(module:)) }
        let plan = ExtractionPlanner(view: view, minimumLines: minimumLines, limits: limits, census: census).plan(namesInUse: &file.newTypeNames)
        guard !plan.subviews.isEmpty else { return false }
        return ExtractSubviewsRewriter(view: view, minimumLines: minimumLines).record(plan, into: &edits)
    }

    static let swiftUITypeNames: Set<String> = [
        "View", "Text", "Image", "Label", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "Slider",
        "Stepper", "ProgressView", "Spacer", "Divider", "Color", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List", "Section", "ForEach", "ScrollView", "ScrollViewReader",
        "NavigationStack", "NavigationLink", "NavigationSplitView", "NavigationView", "TabView", "Form", "Menu",
        "ContentUnavailableView", "GeometryReader", "Group", "EmptyView", "AnyView", "Link", "ShareLink", "DatePicker",
        "ColorPicker", "Gauge", "Table", "Canvas", "TimelineView", "AsyncImage", "DisclosureGroup", "OutlineGroup",
        "LabeledContent", "ControlGroup", "ToolbarItem", "ToolbarItemGroup", "EditButton", "PasteButton", "ViewThatFits",
        "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Shape", "Font", "Alert", "Sheet", "Tab",
        "TabSection", "Window", "WindowGroup", "Scene", "App", "Settings", "Chart", "Map", "VideoPlayer", "SignInWithAppleButton",
    ]
}

let extractSubviewsRationale = """
    The SwiftUI guidance prefers small dedicated View types over computed `some View` helpers, and \
    wants them to take small explicit inputs (data, bindings, callbacks) rather than the whole parent. \
    Xcode's "Extract Subview" produces a view without inputs and leaves the compile errors to you; \
    extract-subviews does the data flow, so the result compiles as it stands.

    What it rewrites: in a view, each `var name: some View { … }` and \
    `func name(…) -> some View { … }` (with or without `@ViewBuilder` and `private`, in the struct or in \
    an extension of it in the same file) becomes a `private struct` declared right after the view and \
    its extensions, in the helpers' order. A view nested in another type or extension \
    (`extension Settings { struct AccountRow: View }`) gets its subviews right after it, as private \
    members of the same type at its indentation, so they see the same names it does. The helper's body moves into the new struct's `body` \
    verbatim, re-indented, with its comments; the helper's doc comment goes above the struct. Every \
    use (`name`, `self.name`, `name(for: x)`) becomes an initializer call. A section heading above \
    a helper (`// MARK: - Local Servers Section`) goes above its subview when it is the helper's: \
    every member of its section is extracted, or it names the helper; otherwise it stays to head the \
    members that remain.

    Inputs: every member of the view that the body uses (directly or through another extracted \
    helper) becomes a stored property of the subview. Closure parameters, `ForEach` element names, \
    local declarations and other shadowing names are not members.

    | in the view | used how | in the subview | at the call site |
    | --- | --- | --- | --- |
    | `let x: T`, plain `var x: T`, computed `var x: T` | read | `let x: T` | `x: x` |
    | computed `var x: T` | read only inside actions | `let x: () -> T`, read as `x()` | `x: { x }` |
    | `@State var x: T` (also `@AppStorage`, `@SceneStorage`) | read | `let x: T` | `x: x` |
    | `@State var x: T` | assigned, mutated, method called, or `$x` | `@Binding var x: T` | `x: $x` |
    | `@Binding var x: T` | read / changed or `$x` | `let x: T` / `@Binding var x: T` | `x: x` / `x: $x` |
    | `@Environment(…) var x`, `@EnvironmentObject var x: T` | read by the subview's own body | the same declaration again | nothing |
    | `@Environment(\\.dismiss) var dismiss` | read by a helper shown in a presentation | `let dismiss: DismissAction` | `dismiss: dismiss` |
    | `@StateObject` / `@ObservedObject var m: M` | any | `@ObservedObject var m: M` | `m: m` |
    | `@State`/`@Binding var m: M`, `M` an `@Observable` class of the module | read or properties changed / `$m` | `let m: M` / `@Bindable var m: M` | `m: m` |
    | `@State`/`@Binding var m: M`, `M` an `ObservableObject` class of the module | not assigned | `@ObservedObject var m: M` | `m: m` |
    | `@State`/`@Binding var m: M?` (or `M!`), `M` either kind of model class | not assigned, no `$m` | `let m: M?` | `m: m` |
    | `@Bindable var m: M` | read / `$m` | `let m: M` / `@Bindable var m: M` (`@SwiftUI.Bindable` in a file that writes it so) | `m: m` |
    | `@FocusState var f: F` | read / changed or `$f` | `let f: F` / `@FocusState.Binding var f: F` | `f: f` / `f: $f` |
    | `@Namespace var ns` | read | `let ns: Namespace.ID` | `ns: ns` |
    | a private `func`, called only by the helper | called | the method itself, moved into the subview | (what it uses) |
    | `func select(item: T)` | called | `let select: (T) -> Void`, called as `select(x)` | `select: { select(item: $0) }` |
    | `func act(_: A) async throws -> R` | called or passed | `let act: (A) async throws -> R` | `act: act` |
    | a parameter of the helper function | read | `let p: P` (`var p: P = d` with a default) | the call's argument |
    | a parameter the helper never reads | | (nothing: no input) | (nothing) |
    | another helper that is extracted too | used | (its inputs become this subview's inputs) | its initializer call |

    A method call on a value counts as a possible mutation unless it is a well-known non-mutating \
    method (`filter`, `map`, `sorted`, `contains`, …), so such members are passed as bindings. On a \
    property of a wrapper the module declares, calls of methods its type declares without `mutating` \
    (`router.route(to:)`) are reads, and a change is passed as `@Binding` when the wrapper's \
    `projectedValue` is a `Binding` of its wrapped value (`@Setting(\\.fontSize) var fontSize` → \
    `@Binding var fontSize: Double`, `fontSize: $fontSize`).

    Types are written as the view writes them, qualified when they are nested in it (a typealias \
    `Model` declared in the view is `TheView.Model`, whatever it stands for).

    Generic views: a subview carries the generic parameters its code and its inputs' types name, \
    with their constraints (and the `where` requirements that tie them to others). The call site \
    leaves them to inference when an input passed as a value holds each one, and writes them \
    (`FooterView<Option>()`) otherwise.

    The subview declares environment properties first, then constants, then wrapped properties (the \
    order reorder-members wants), each group in the order the view declares them; the helper's \
    parameters come first among the constants, closures last. It relies on its memberwise initializer, which is what \
    the call sites use. A subview declares only the environment values its own body reads: a subview \
    that only creates another one does not declare what that one reads. A `private` environment \
    property of the view that only extracted helpers read is removed from the view; so is a \
    non-private one, unless a call passes it or an extension of the view in another file may read \
    it (other views reading their own `\\.openURL` do not count). The groups are apart by a blank \
    line where the file keeps kinds of stored property apart (IceCubes, yattee, mlem after their \
    `@Environment`s; Swiftfin before each new wrapper), and packed where it packs them.

    Across files: the rule sees the whole module (see `--index-root` and `--no-index` in the README). \
    Types nested in the view by an `extension TheView { … }` in any file, and its static members, are \
    qualified in the subview (`APIKeysView.APIKeyRow`, `Self.limit` → `APIKeysView.limit`), as are \
    names in the types it writes. Whether a class is `@Observable` or an `ObservableObject` is read from \
    its declaration, its extensions and its superclasses in any file. A property without a type \
    annotation has its type inferred only when it is certain: a literal (`0`, `1.5`, `"a"`, `true`, \
    `[1, 2]`; `@ScaledMetric var height = 28` is a `Double`, the only kind of value it scales), a call of a type's initializer (`Item()`, `Set<Int>()`, `Row()` resolving to \
    `TheView.Row`), a case of an enum of the module (`Filter.all`), a static property of a type of the \
    module whose type is known (`SettingsStore.shared` with `static let shared = SettingsStore()`), \
    `@Environment(Theme.self)`, or a property wrapper of the module: its `wrappedValue`'s type, or for \
    `Wrapper<T>` initialized with a key path (`@AppSettings(\\.general)`), the type of the member the key \
    path names on the root its initializer takes; never from `.init`, a function call, or a generic \
    type like `Task`.

    Naming: a subview is named after what its helper shows, as a type name: `filterSection` → \
    `FilterSection`, `makeBadge()` → `BadgeView` (a leading make/build/create/render/generate/get \
    goes), `viewForTimelineItem(_:)` → `TimelineItemView` (but `searchForPackageButton`, whose words \
    after "For" end in a view noun, is named whole), `row(for account:)` → `AccountRow` (the \
    parameter after `for` says what it shows). `View` is appended unless the name has several words \
    and ends in a noun that says "view" already (Section, Row, Cell, Card, Header, Footer, Button, \
    List, Grid, Avatar, Icon, Image, Picker, …); not "Info", "Details" or "Summary", after which a \
    name reads as a model type (`TransferInfoView`), nor after a name that says "View" already \
    (`imageViewWithBackground` → `ImageViewWithBackground`, `stateViews` → `StateViews`); a leading \
    `is`/`has` goes (`isInstallingRow` → `InstallingRow`, not a Boolean's name). A state or variant \
    of the screen (`disabled`, `defaultImage`, `results`, `complex`) is a role too. A helper named only for its role in the screen \
    (`header`, `footer`, `buttons`, `list`, `placeholderImage`) says which screen's with its view's \
    name, whole (without a `View` or `Screen` suffix): `buttons` in `RedactConfirmationView` → \
    `RedactConfirmationButtons`, `header` in `ProfileView` → `ProfileHeader`. A helper whose name \
    says nothing its view's name does not (`content`, `mainContent`, `view`, `timelineView` in \
    `RoomTimelineItemView`) is named after its view: `SettingsContent`, `RoomTimelineItemContent`. \
    A word the view's name already has is written once (`recipeRow` in `RecipeListScreen` → \
    `RecipeListRow`, `emojiOrLikeButton` in `ChatEmojiButton` → `ChatEmojiOrLikeButton`), and so is \
    the kind both names end with (`closeButton` in `PlayerPillButton` → `PlayerPillCloseButton`). An \
    initialism the module's type names write in capitals, and never as the start of a word, is \
    written the same way: `ohfBrandingFooter` beside `OHFLogo` → `OHFBrandingFooter`, while \
    `pinButton` in a module with `PinnedBanner` stays `PinButton`.

    Every name is unique in the module, private structs included: a name the module's code uses or \
    declares, a SwiftUI type's name, or a name another helper anywhere in the module could get, is not \
    taken; the view's name is tried with it (`SettingsFilterSection`). When that is taken too, the \
    first of the helpers that could get it (by file, view and helper name, the same in every run) \
    takes it, and the others stay helpers, with a finding: a numbered name (`HeaderView2`) tells a \
    reader nothing. Without the rest of the module (`--no-index`, standard input without \
    `--stdin-path`), every name carries the view's name, since a short one could be taken elsewhere.

    Methods: a private method of the view that only the helper calls (and only methods moving with \
    it call) moves into the subview with it, when it changes nothing the helper does not change \
    already: the subview then takes what the method uses instead of a closure for it (`submit()` \
    with the `context` it sends to, not `context` and `submit: () -> Void`; a pure \
    `color(for:)`). A method that would turn a value the helper only shows into a binding (`revoke` \
    removing from `keys`) stays the view's, passed as a closure: data goes down, changes go up \
    through the view's own method. A private computed property (a getter, not a view) that only \
    the helper and its moving methods read moves the same way, before the subview's `body`: the \
    subview takes what it is computed from (`room`), not its value (`visibilityTitle`), and \
    computes it when it reads it, as the helper did. A private constant (`private let columns = \
    [GridItem(.adaptive(minimum: 80))]`) only they read moves too: its value cannot read the view's \
    members, so the subview has the same one. Members that move keep the view's order, and a section \
    heading (`// MARK: - Helpers`) whose every member leaves the view goes with them.

    When values are computed: a computed property that stays in the view (other code reads it) and \
    that the helper reads only inside actions (a button's \
    action, `.task`, a gesture) is passed as a closure that computes it when the action runs \
    (`let freeSpace: () -> Int64?`, passed as `{ freeSpace }`, read as `freeSpace()`): as a `let` \
    it would be computed on every render of the parent, and the action would see that value. A \
    getter declared `async` or `throws` makes the closure so (`let url: () async throws -> URL`, \
    passed as `{ try await url }`); one declared in another file, whose effects are not at hand, \
    keeps the helper. Read \
    while the view is built, it is passed as a value, as the helper would have computed it then too. \
    `@Environment(\\.dismiss)`, `\\.presentationMode` and `\\.isPresented` depend on where a view \
    is shown: for a helper used inside a `.sheet`, `.alert`, `.popover`, `.toolbar` or other \
    presentation, as a `.navigationBarItems(…)` item or a `NavigationLink`'s destination, the \
    view's own value is passed down (`let dismiss: DismissAction`), since the \
    subview's would be the presentation's. Other environment properties are declared again, with \
    the view's `private`; but a helper used under a modifier that sets the value it reads \
    (`.background { effect }.colorScheme(terminalScheme)` for a helper reading the view's \
    `colorScheme`, `.environment(\\.locale, …)`, `.font`, `.disabled`) stays, with a finding: a \
    subview declaring it would read the value the modifier sets, not the view's.

    Where subviews go: `private struct`s after the view and its extensions. When one of them uses a \
    static member or nested type private to the view (`Self.formatter`, `private enum Focus`), they \
    all go into an `extension TheView { … }` there instead, where those names are visible (`Self` \
    is written as the view's name). A view nested in another type gets its subviews beside it.

    Layout: generated lines follow the indentation of the code around them (tabs or spaces, also \
    in a file that mixes them). A call stays on one line when it fits in 100 columns (120 in a file \
    that already has longer lines) and the author did not wrap it, so the modifiers below it keep their lines; else it takes one \
    argument per line, and a use that starts its line brings the modifiers below it to the call's \
    level (`)⏎.transition(…)`); a modifier that was on the use's line (`chart.frame(…)`) gets a \
    line of its own under the `)`. In a file whose wrapped calls mostly put their arguments under the \
    first one (`Row(title: title,⏎    isOn: $isOn)`, Xcode's way), the call is written that way, \
    and the modifiers below it stay one level in. A function helper's call the author spread over \
    lines, whose arguments are all the subview takes (in their order), keeps its lines: only the \
    name and labels change (`makeBorderedButton(action: {⏎…⏎}, label: "Terms")` → \
    `BorderedButton(action: {⏎…⏎}, label: "Terms")`), unless its arguments are aligned under the \
    first, which a new name would misalign. A use inside a line (`.overlay { header }`) stays on one line. Moved \
    lines that held only spaces come out empty. The subview's declarations follow the file's: \
    braces on their own line (Allman) or not, a blank line after a type's `{`, attributes above \
    their property, and a blank line after a property written on two lines (`@Environment(…)⏎var …`) \
    where the file keeps one.

    Leftovers: an environment property of the view that only extracted helpers (and methods moving \
    with them) read goes, unless a comment is attached to it, or it is not private and a call of the \
    view's initializer passes it or another file may use it.

    What it leaves alone, each with a finding that says why and what to change:
    - every helper of a view that holds an `@ObservedObject`, `@StateObject` or \
    `@EnvironmentObject` nothing in it reads: the view keeps it to be redrawn when it changes \
    (`.localized()` texts), which its subviews would not be;
    - a helper nothing uses (delete it instead): a private one, or one no other file of the module \
    can use;
    - a helper that only shows another view of the module (`VideoRowView(video: video).padding()`, \
    `ItemView.Header(title: title)`, no closure anywhere): its subview would be a second struct \
    that passes the same values on; \
    write that view where the helper is used. Such a helper is extracted when another helper that \
    is extracted shows it, since a subview cannot call a helper of the view;
    - helpers that use `self` as a value, a property wrapper's storage (`_x`), a static member or \
    nested type private to a view nested in another type or to a generic view (make it \
    fileprivate), `body`, a view helper \
    that cannot be extracted, a property whose type is not written and cannot be inferred, a property \
    or method with an opaque type (`var tint: some ShapeStyle`: no stored property or closure can \
    have one), a method \
    with default values, variadic or `inout` parameters, overloads or generics (callbacks cannot keep \
    them), a member \
    an extension in another file declares, or changes a value a subview cannot write back (an unknown \
    property wrapper, a plain property);
    - helpers that are referenced other than by a plain use: passed as a function value, in a key \
    path, from outside the view (`view.header`), from a trailing-closure call, or from a call that \
    holds a comment the initializer call has no place for (a block comment right before or after an \
    argument travels with it; any other comment inside the call keeps the helper);
    - helpers that are not `private` (or `fileprivate`, or in a `private extension`): code in other \
    files could use them. Such a helper is extracted \
    when no other file of the module may use it: one that accesses a member of that name (on \
    anything but `self`; not `case .header:` or `(.header)`, which name an enum case or a static \
    member) counts when it names the view, or when any code writes the view's name as a \
    type (a value of it can then reach any file); an extension of the view in another file counts \
    when it names the helper. Without the module (`--no-index`) it stays. Helpers of views that \
    conform to other protocols (which a helper could satisfy) must be private;
    - a use through an instance counts unless the base cannot be the view: a projected value \
    (`$settings.header`), another type's initializer call (`Button { … }.contextMenu`), or, while no \
    code writes the view's name as a type, a method the view does not declare (`Text(…).background`);
    - helpers inside `#if` blocks or that use a member declared in one (`#if os(iOS)` around \
    `@Environment(\\.editMode)`: the subview would declare it on every platform), helpers in an \
    extension with a `where` clause, helpers of \
    generic views that use the view's nested types or static members (outside the view they need its \
    generic arguments), and helpers of views declared inside a function, a closure or an `#if` \
    block, or with a parameter pack;
    - helpers that read an `ObservableObject` the view keeps in `@State`, which does not observe \
    it: a subview would observe it or show it stale;
    - helpers that read an environment value and are handed to code that may show them outside \
    the view's environment (a hosting controller, `ImageRenderer`, a representable or a type of the app that is not \
    a view: `Section(items: [AnyView(row(for: entry))])`);
    - helpers that read the current time as they are drawn (`Date()`, `Date.now`, \
    `.timeIntervalSinceNow` outside an action): they show the right time only because their view \
    redraws, and a subview whose inputs do not change is not redrawn;
    - helpers for which every name is taken (see Naming);
    - helpers whose subview would take more than `max-inputs` inputs (default 6) or more than \
    `max-bindings` bindings (default 3): a helper that needs that much of the view is not a \
    self-contained piece of UI, and a reviewer would rather see it split differently;
    - helpers used in three places or more whose subview would take \
    more than three of the view's own members (its styling constants, say): the helper reads them \
    for free, while every call of the subview would pass them again, and short calls such as \
    `stackedRow("Codec", codec)` would become long ones that repeat each other;
    - helpers whose body has fewer than `min-lines` non-blank lines (default 3): small helpers are \
    fine. These get no finding, and are extracted anyway when a larger helper that is extracted uses them.
    """
