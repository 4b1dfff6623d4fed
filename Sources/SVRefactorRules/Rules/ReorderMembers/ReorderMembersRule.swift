import SVRefactorCore
import SwiftSyntax

/// Orders the members of every SwiftUI view type into the canonical sections:
/// environment, lets, stored state, computed values, init, body, view helpers, functions.
///
/// - What it matches: structs whose own inheritance clause names `View`, at any nesting depth.
/// - What it leaves alone: members across MARK comments, section comments and `#if` blocks (they are
///   fences), the relative order of memberwise-initializer parameters in a struct without an `init`,
///   types whose members share lines, and types whose stored properties follow a local convention
///   (alphabetical order). Each such case gets a finding when it keeps the order from being canonical.
/// - How it rewrites: a stable sort of each fenced run of members; comments attached to a member travel
///   with it, blank lines follow ``MemberSpacing``. See ``MemberOrderPlanner``.
public struct ReorderMembers: Rule {
    public static let metadata = RuleMetadata(
        id: "reorder-members",
        summary: "Orders a SwiftUI view's members: environment, lets, state, computed values, init, body, view helpers, functions.",
        rationale: reorderMembersRationale,
        options: [
            RuleOptionSpec(
                name: "order",
                summary: "The sections in the order a view should keep them; set it and the module's habits no longer count.",
                kind: .ordering(MemberCategory.allCases.map(\.optionName)), defaultValue: MemberOrder.canonical.optionValue),
            RuleOptionSpec(
                name: "follow-module",
                summary: "Where most of the module's views agree on putting two sections the other way round, follow them for that pair (needs the module: not with --no-index).",
                kind: .boolean, defaultValue: "true"),
            RuleOptionSpec(
                name: "module-majority",
                summary: "The share of the views that have both sections, in percent, that must agree before follow-module follows them (and at least 3 views).",
                kind: .integer(minimum: 51, maximum: 100), defaultValue: "67"),
            RuleOptionSpec(
                name: "lets-before-state",
                summary: "Put let properties above @State and the other stored properties, as the guidance lists them; off, the two keep the author's order among themselves (an order other than the default turns it on).",
                kind: .boolean, defaultValue: "false"),
            RuleOptionSpec(
                name: "helpers-before-functions",
                summary: "Put view helpers above functions, as the guidance lists them; off, the two keep the author's order among themselves, so a function stays beside the helper that calls it (an order other than the default turns it on).",
                kind: .boolean, defaultValue: "false"),
        ],
        examples: ReorderMembersExamples.rewrites,
        untouched: ReorderMembersExamples.untouched,
        usesProjectModel: true,
        changeUnit: .view,
        selects: "the innermost view type around the position"
    )

    /// The team's own order, when `order` says one other than the canonical one.
    let configuredOrder: MemberOrder?
    let followsModule: Bool
    let majority: Int
    /// `let`s go above the other stored properties; off, the two are one section.
    let letsBeforeState: Bool
    /// View helpers go above functions; off, the two are one section when nothing parts them.
    let helpersBeforeFunctions: Bool
    private let habits = PerModelCache<ModuleMemberHabits>()

    public init(options: RuleOptionValues) {
        let configured = MemberOrder(optionValue: options.string("order")) ?? .canonical
        configuredOrder = configured == .canonical ? nil : configured
        followsModule = options.boolean("follow-module")
        majority = options.integer("module-majority")
        letsBeforeState = options.boolean("lets-before-state") || configuredOrder != nil
        helpersBeforeFunctions = options.boolean("helpers-before-functions") || configuredOrder != nil
    }

    /// The module is read only to follow its habits: with an order of its own, or with
    /// follow-module off, a run needs no index.
    public var readsProjectModel: Bool { configuredOrder == nil && followsModule }

    /// Only views are reordered.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        ViewTypeCollector.mayFindViews(in: file)
    }

    /// The order for this run: the configured one, else the canonical one with the module's
    /// habits, and the pairs of sections each view keeps its own way.
    func memberOrdering(in project: ProjectModel?) -> MemberOrdering {
        if let configuredOrder { return MemberOrdering(configuredOrder) }
        var ordering = followsModule && project != nil ? moduleHabits(project!).ordering : MemberOrdering(.canonical)
        ordering.tiesLetsWithStoredProperties = !letsBeforeState
        ordering.tiesViewHelpersWithFunctions = !helpersBeforeFunctions
        return ordering
    }

    private func moduleHabits(_ project: ProjectModel) -> ModuleMemberHabits {
        habits.value(for: project) {
            ModuleMemberHabits(
                module: $0, majority: majority, tiesLetsWithStoredProperties: !letsBeforeState,
                tiesViewHelpersWithFunctions: !helpersBeforeFunctions, keepsTypesAndStaticsInPlace: true)
        }
    }

    public func notes(for project: ProjectModel) -> [String] {
        guard configuredOrder == nil, followsModule else { return [] }
        let habits = moduleHabits(project)
        var notes: [String] = []
        if !habits.habits.isEmpty {
            notes.append("reorder-members follows the module's own order where most of its views agree: \(habits.description)")
        }
        if !habits.disagreedPairs.isEmpty {
            notes.append("reorder-members leaves each view's own order where the module's views disagree: \(habits.freePairsDescription)")
        }
        return notes
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        let planner = MemberOrderPlanner(context: context, ordering: memberOrdering(in: context.project), keepsTypesAndStaticsInPlace: configuredOrder == nil)
        var plans: [SyntaxIdentifier: MemberListPlan] = [:]
        let reordered = ViewTypeCollector.views(in: context).map { ($0, planner.plans(for: $0)) }.filter { !$0.1.isEmpty }
        // With `--at`, the innermost view around each position.
        for (view, viewPlans) in context.selectsInnermost(reordered, name: { $0.0.name.text }, spans: { [Syntax($0.0)] }) {
            // A comment on one member pins the whole list: moving the others would move it too.
            let members = view.memberBlock.members
            if let protected = members.first(where: { context.isSuppressed($0) }) {
                if members.contains(where: { !context.isSuppressed($0) }) {
                    context.report(
                        "'\(view.name.text)' is not reordered: a `svrefactor:disable` comment turns reorder-members off on line "
                            + "\(context.location(of: protected).line), and the rule orders a view's members together or not at all; "
                            + "narrow the comment, or turn the rule off for the whole view",
                        at: view.name)
                }
                continue
            }
            plans.merge(viewPlans) { first, _ in first }
        }
        guard !plans.isEmpty else { return file }
        return MemberListReorderer(plans: plans, in: file).rewrite(file).cast(SourceFileSyntax.self)
    }
}

/// Applies member-list plans. Nested lists are rewritten first, so a view nested in another view
/// is ordered too; plans are index-based, which survives the children's rewrite.
private final class MemberListReorderer: SyntaxRewriter {
    private let plans: [SyntaxIdentifier: MemberListPlan]
    /// Where the planned lists are, so subtrees without any are skipped.
    private let plannedRanges: SortedRanges

    init(plans: [SyntaxIdentifier: MemberListPlan], in file: SourceFileSyntax) {
        self.plans = plans
        plannedRanges = SortedRanges(plans.keys.compactMap { id in file.node(at: id)?.range })
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        plannedRanges.containsAny(within: node.range) ? nil : node
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let rewritten = super.visit(node)
        guard let plan = plans[node.id] else { return rewritten }
        let members = Array(rewritten)
        return MemberBlockItemListSyntax(
            plan.newOrder.enumerated().map { position, index in
                // Detached first: changing a node still in the file's tree would copy the tree up to its root.
                members[index].detached.with(\.leadingTrivia, plan.leadingTrivia[position])
            })
    }
}

let reorderMembersRationale = """
    A view reads top to bottom as data flow, then layout, then behaviour when its members always come \
    in the same order. reorder-members sorts the members of every struct that declares `View` \
    conformance into these sections:

    \(MemberCategory.allCases.enumerated().map { "\($0.offset + 1). \($0.element.title)" }.joined(separator: "\n"))

    Details:
    - Nested types, typealiases and static properties keep their place, and the other members are \
    ordered around them: the guidance's order does not name them, and apps put them by habits that \
    differ from view to view (Pulse keeps private nested types last, Swiftfin its static layout \
    values after `init`), which reviewers did not want changed. With an `order` of the team's own \
    they go to their sections (the first two of the default order), except a nested view, \
    representable, layout or style, or any nested type of 15 lines or more, which always stays. \
    Static functions sort with the other functions.
    - View helpers are computed properties and methods returning `some View`, `any View`, `AnyView` \
    or `some ToolbarContent`, or marked `@ViewBuilder`/`@ToolbarContentBuilder`. `body` is the \
    computed instance property named `body`.
    - The sort is stable: members keep their relative order inside a section.
    - A computed property, view helper or function that only one other member uses, where that \
    user is a view helper or a function and only helpers and functions sit between the two, stays \
    as close to it as the author put it (the sort function below the list that calls it, the data \
    above the helper that shows it): where the sort would take it farther, or to the other side of \
    it (a value written below the helper that reads it), it takes its user's \
    section. Ordered by kind alone, reviewers \
    found such members hundreds of lines from their one caller.
    - View helpers and functions are one section unless `helpers-before-functions` is on: they \
    keep the author's order among themselves, so a function stays beside the helper that calls \
    it. On real apps, functions moved away from their one caller, above the helpers or below \
    them, were the change reviewers rejected most often after `let`s. A view whose own way puts \
    `body` between them (functions above it, helpers below) keeps that way. With \
    `helpers-before-functions` (or an `order` of the team's own) the helpers go above the \
    functions, as the guidance lists them.
    - `let` properties and the other stored properties (`@State`, `@Binding`, plain `var`s) are one \
    section unless `lets-before-state` is on: they keep the order the author gave them, and \
    `@Environment` properties still go above them. Authors group stored properties by meaning (the \
    inputs, then the view's state), and on real apps a `let` moved across the `@State`s was the \
    change reviewers rejected most often. With `lets-before-state` (or an `order` of the team's \
    own) the `let`s go above the others, as the guidance lists them.
    - A member moves with its doc comment, its other comments and its attributes. Members that stay \
    neighbours keep exactly the blank lines they had. New neighbours follow the type's own habits: \
    one-line members the author wrote in one block (no blank line between) stay packed, one-line \
    members of the same section are packed together if the type packs such pairs, one-line \
    members of different sections get a blank line if the type separates its sections that way at \
    least as often as it packs them, and \
    anything next to a multi-line member gets a blank line if the type uses blank lines at all. \
    Nothing else changes, and an already-ordered view comes out byte-identical.
    - Stored properties' initial values are evaluated in declaration order, so moving two stored \
    properties changes the order their initial-value expressions run in. This only matters for \
    initial values with side effects that depend on each other, which views rarely have.

    Whose order: the guidance says to keep a stronger local convention. With the module in view \
    (`follow-module`, on by default), reorder-members reads every view of the module first, and \
    where at least `module-majority` percent (67 by default, and at least 3 views) of the views that \
    have two sections put them the other way round (damus's `let`s above its `@Environment`s, \
    DockDoor's computed properties below `init`), it \
    follows the module for that pair. Where neither way reaches that share (the module is split, \
    at least 3 views going each way), each view keeps its own way for that pair: there is no \
    convention to move it to. For two kinds of stored property (`@Environment`s, `let`s, the other \
    stored properties) the guidance's way, too, needs that share of the views that keep the two \
    apart (a view that mixes them says neither): apps list their inputs and their environment in \
    habits of their own, and reviewers rejected `@Environment`s moved above the inputs of views \
    in apps split on it. In such a module, a view that mixes its `@Environment`s with its other \
    stored properties (UTM's inputs, then `@EnvironmentObject`, then private `@State`s) keeps all \
    of them in its own order. A habit of putting `let`s or other stored properties above the \
    `@Environment`s is read from inputs, and says nothing of a view whose `let`s are constants \
    with a value (`let features = […]`) or whose stored properties are all private state: such a \
    view keeps its own way for that pair. A view that already follows the module is left alone; the run's \
    summary says which pairs it followed and how many views agreed, and which it left to each \
    view. Where view helpers and functions go relative to the other sections is always each \
    view's own: extract-subviews takes helpers out and hoist-closures adds methods, so a habit \
    read from them would change under the run's own output, and helpers or functions on both \
    sides of `body` go below it, and so do functions and helpers on both sides of `init`. A view that mixes two other sections of \
    such a pair (wrappers above and one `var` below its `let`s) \
    gets the way that moves fewer of its members, and the canonical way when both move as many; \
    only members under the same section heading count, since none leaves its section (inputs \
    above `body` under `// MARK: Internal` stay there whatever `// MARK: Private` holds below it). \
    Private views count only when they declare an `init` (extract-subviews writes private \
    views without one, in the canonical order), and members only view helpers read (private \
    computed properties, `@Environment`s; helpers in the view's extensions in the same file count \
    as its own) do not count: extract-subviews may take them into a \
    subview, and the next run would read other habits. For the same reason the habits are read \
    from the views as the run will leave them, each ordered as the rule orders it (a memberwise \
    initializer holds its inputs in their order, so an `@Environment` that moves above one input \
    moves above all of them), so that a second run reads the habits the first read. A team can also write \
    its order in `.svrefactor.yml`, and then the module's habits no longer count:

    ```yaml
    rules:
      reorder-members:
        order: [nested-types, stored-properties, environment, let-properties, static-properties,
                computed-properties, initializers, body, view-helpers, functions]
    ```

    Every section is listed once (`svrefactor explain reorder-members` lists the names). Static \
    computed properties and methods that return a view (`static var placeholder: some View`) are \
    view helpers.

    What it leaves alone, and why:
    - **The memberwise initializer.** A struct without an `init` of its own gets a memberwise \
    initializer whose parameters follow the declaration order of its stored properties; reordering \
    them breaks every call site, `#Preview` included. In such a struct, stored `var`s (wrapped or \
    not) and `let`s without a default value keep their relative order, and a finding says which \
    property could not reach its section and why. Declaring an `init` lifts the constraint. \
    `@Environment`/`@EnvironmentObject` properties and `let`s with a default value move freely: \
    `let`s with a value are not parameters, and environment properties are parameters only of their \
    wrapper type with a default value, which no real call site passes.
    - **An init's order.** A view with one `init` whose stored properties are declared in the order \
    of its parameters (`title`, `content` for `init(title:content:)`) keeps them in that order among \
    themselves: the author keeps the two in step, and a reader compares them.
    - **Sections.** A `// MARK:` comment, or any comment separated from the next member by a blank \
    line, starts a section. Members are ordered within their section and never move across its \
    heading, so a heading never ends up above the wrong members. When that keeps a member out of \
    canonical order, a finding points at the heading; move the section by hand (or delete the \
    heading) and run again. A heading that names the member under it (`// MARK: - Drag Handle` \
    above `dragHandle`) is that member's, which keeps its place at the top of the section.
    - **Operators.** `static func ==` and other operator implementations keep their place: they \
    implement a conformance, and apps put them by habit (first, or last), not with the helpers.
    - **`#if` blocks.** Members never move into, out of or across an `#if` block; members inside \
    each clause are ordered among themselves. Macro expansions (`#warning`, …) are fences too.
    - **Properties in an app's own property wrapper** (`@Default`, `@InjectedObservable`, \
    `@ObserveInjection`, and `@ScaledMetric`): apps place them by habits the sections do not know \
    (Swiftfin's `@Default` settings above its `@Environment`s), so each keeps its place and the \
    other members are ordered around it. One right below a stored or environment property goes \
    where that property goes, still right below it, so that it never ends up inside a block the \
    sort moved around it. In a struct without an `init`, one that is a parameter of \
    the memberwise initializer (no value and no arguments to its attribute, as `@ObserveInjection var \
    inject`) is ordered with the other stored properties instead.
    - **Members sharing a line** (`let a = 1; let b = 2`): the type is left alone with a finding.
    - **A local convention.** The guidance says to keep a file's order when it has a stronger local \
    convention. When five or more stored properties of more than one category are in alphabetical \
    order (isowords' `GameButton` and `NavigationBar`), the type is left alone with a finding.
    """
