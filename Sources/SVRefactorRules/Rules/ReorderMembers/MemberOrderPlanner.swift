import SVRefactorCore
import SwiftSyntax

/// A new order for one member list: output position `p` holds original member `newOrder[p]`,
/// with leading trivia `leadingTrivia[p]`.
struct MemberListPlan {
    var newOrder: [Int]
    var leadingTrivia: [Trivia]
}

/// Works out the canonical order of a view's members, and why parts of it cannot be reached.
///
/// The analysis runs on the original tree, so findings point at the right lines.
struct MemberOrderPlanner {
    let context: RuleContext
    /// How the run orders sections: canonical, configured, or the module's (see ``MemberOrdering``).
    var ordering: MemberOrdering

    /// Plans for the view's member list and for the member lists inside its `#if` blocks,
    /// keyed by the identity of each list in the original tree. Lists already in order get no plan.
    func plans(for view: StructDeclSyntax) -> [SyntaxIdentifier: MemberListPlan] {
        let members = view.memberBlock.members
        let keepMemberwiseOrder = !members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        var withInputs = self
        withInputs.initOrderedInputs = Self.inputsInInitializerOrder(members)
        let viewMembers = members.map { ViewMember($0.decl) }
        for section in [MemberCategory.constants, .storedVariables] {
            let hasInput = viewMembers.contains { MemberCategory($0.kind) == section && $0.isMemberwiseInitializerParameter }
            if !hasInput { withInputs.ordering = withInputs.ordering.leavingToTheView(inputsFirstOf: section) }
        }
        let ordering = withInputs.ordering
        // Properties in an app's own wrapper say nothing about the view's order (they stay where
        // they are, or follow the canonical order as stored properties).
        let categories = viewMembers.map { $0.isInAppsOwnWrapper ? nil : MemberCategory($0.kind) }
        // Which run (between section headings and fences) each member is in: members never move
        // out of theirs, so only pairs within one say how the view orders its sections.
        var runOfMember: [Int] = []
        for (item, member) in zip(members, viewMembers) {
            let startsRun = LeadingTriviaLayout(item.leadingTrivia).hasHeading || MemberCategory(member.kind) == nil
            runOfMember.append((runOfMember.last ?? 0) + (startsRun ? 1 : 0))
        }
        func runs(of order: [Int]) -> [Int] { order.filter { categories[$0] != nil }.map { runOfMember[$0] } }
        var viewOrder = ordering.order(for: categories.compactMap { $0 }, runs: runs(of: Array(0..<members.count)))
        // The view's own ways are read from its members, but the memberwise initializer can hold
        // a member back so that the result mixes a pair the view kept apart (a `let` stays below
        // the `@Binding` the `@Environment` moves above), and the next run would read another way
        // and move it again. So plan with the ways the result has until they agree.
        if !ordering.freePairs.isEmpty {
            for _ in 0..<Self.settlingRounds {
                var trial = withInputs
                trial.order = viewOrder
                trial.reportsFindings = false
                var trialPlans: [SyntaxIdentifier: MemberListPlan] = [:]
                trial.plan(members, in: view, keepMemberwiseOrder: keepMemberwiseOrder, into: &trialPlans)
                let resultOrder = trialPlans[members.id]?.newOrder ?? Array(0..<members.count)
                let settled = ordering.order(for: resultOrder.compactMap { categories[$0] }, runs: runs(of: resultOrder))
                if settled == viewOrder { break }
                viewOrder = settled
            }
        }
        var planner = withInputs
        planner.order = viewOrder
        var plans: [SyntaxIdentifier: MemberListPlan] = [:]
        planner.plan(members, in: view, keepMemberwiseOrder: keepMemberwiseOrder, into: &plans)
        return plans
    }

    /// The members that only one other member uses and that the author put with it, only helpers
    /// and functions between them (the sort helper below the list that calls it, the data above
    /// the helper that shows it), each with that user. Where the sort would take the member farther
    /// from its user than the author put it, or to its other side, the member takes its user's section instead, so the
    /// two stay as close as they were: ordered by kind alone, reviewers found such
    /// members hundreds of lines from the one member that reads them. Only view helpers and
    /// functions count as such a user: what `body` or `init` reads goes above them, as the
    /// guidance orders.
    private static func onlyUsers(_ entries: [Entry]) -> [(follower: Int, user: Int)] {
        let followers: Set<ViewMember.Kind> = [.computedProperty, .function, .staticFunction, .viewHelper, .staticViewHelper]
        let users: Set<MemberCategory> = [.viewHelpers, .functions]
        let names = entries.map { entry -> String? in
            guard followers.contains(entry.member.kind), !entry.keepsPosition else { return nil }
            return entry.item.decl.as(FunctionDeclSyntax.self)?.name.text ?? entry.item.decl.as(VariableDeclSyntax.self)?.singleBoundName
        }
        let wanted = Set(names.compactMap { $0 })
        guard !wanted.isEmpty else { return [] }
        var readers: [String: Set<Int>] = [:]
        for (index, entry) in entries.enumerated() {
            for token in entry.item.tokens(viewMode: .sourceAccurate) {
                guard case let .identifier(text) = token.tokenKind, wanted.contains(text) else { continue }
                readers[text, default: []].insert(index)
            }
        }
        var pairs: [(follower: Int, user: Int)] = []
        for (index, name) in names.enumerated() {
            guard let name, var reading = readers[name] else { continue }
            reading.remove(index)
            guard reading.count == 1, let user = reading.first, let category = entries[user].category,
                users.contains(category), !entries[user].keepsPosition
            else { continue }
            // Only where the author put it with the helpers: nothing but helpers and functions
            // between the two (a computed value above `init` that a helper reads is in its section).
            let between = entries[(min(index, user) + 1)..<max(index, user)]
            guard between.allSatisfy({ $0.category.map(users.contains) ?? false }) else { continue }
            pairs.append((index, user))
        }
        return pairs
    }

    /// `private let log: Logger = .mlemLogger()`: private, with a value.
    private static func isPrivateConstant(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
        return variable.modifiers.isPrivate && variable.bindings.allSatisfy { $0.initializer != nil }
    }

    /// Enough for every view seen on the corpus; a view still unsettled after them keeps the last order.
    static let settlingRounds = 3

    /// Off while trying an order, so that only the plan taken reports.
    private var reportsFindings = true
    /// Stored properties the view's one initializer takes, declared in the order of its
    /// parameters (see ``inputsInInitializerOrder(_:)``): they keep that order among themselves.
    private var initOrderedInputs: Set<String> = []

    /// The stored properties named like the parameters of the view's only initializer, when the
    /// view declares them in the parameters' order (`title`, `content` for `init(title:content:)`):
    /// the author keeps the two in step, and a reader compares them. Empty otherwise.
    private static func inputsInInitializerOrder(_ members: MemberBlockItemListSyntax) -> Set<String> {
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard initializers.count == 1, let initializer = initializers.first else { return [] }
        let parameters = initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let stored = members.compactMap { item -> String? in
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isComputed, !variable.modifiers.containsStatic else { return nil }
            return variable.singleBoundName
        }.filter(parameters.contains)
        guard stored.count >= 2, stored == parameters.filter(stored.contains) else { return [] }
        return Set(stored)
    }

    /// This view's order of sections, from ``ordering``.
    private var order = MemberOrder.canonical

    /// Nested types, typealiases and static properties keep their place: the guidance's order
    /// does not name them, and apps put them by habits that differ from view to view (Pulse's
    /// private nested types last, Swiftfin's static layout values after `init`). Off when a team's
    /// own `order` says where they go.
    let keepsTypesAndStaticsInPlace: Bool

    init(context: RuleContext, ordering: MemberOrdering, keepsTypesAndStaticsInPlace: Bool = false) {
        self.context = context
        self.ordering = ordering
        self.keepsTypesAndStaticsInPlace = keepsTypesAndStaticsInPlace
    }

    /// One member, with what the planner needs to know about it.
    private struct Entry {
        var item: MemberBlockItemSyntax
        var member: ViewMember
        var category: MemberCategory?
        var layout: LeadingTriviaLayout
        /// A large or view-like nested type, which keeps its place while the others sort around it.
        var staysInPlace = false
        /// An operator, or the member its heading names: it keeps its place too, but counts where it
        /// is when a section's order is judged.
        var isPinned = false
        var keepsPosition: Bool { staysInPlace || isPinned }
    }

    /// A run of members that may be reordered among themselves. Runs are separated by fences:
    /// section headings (MARK or detached comments) start a new run, and unmovable members
    /// (`#if` blocks, macro expansions) form runs of their own that never move.
    private struct Run {
        var range: Range<Int>
        var isFence: Bool
    }

    private func plan(
        _ list: MemberBlockItemListSyntax, in view: StructDeclSyntax, keepMemberwiseOrder: Bool,
        into plans: inout [SyntaxIdentifier: MemberListPlan]
    ) {
        // An app's wrapper that is the memberwise initializer's only parameter has no order among
        // parameters to keep: it keeps its place, as it does in a view with an init.
        let memberwiseParameters = list.filter { ViewMember($0.decl).isMemberwiseInitializerParameter }.count
        var entries = list.map { item in
            let member = ViewMember(item.decl)
            return Entry(
                item: item, member: member, category: MemberCategory(member.kind), layout: LeadingTriviaLayout(item.leadingTrivia),
                staysInPlace: member.kind == .nestedType && (keepsTypesAndStaticsInPlace || Self.isLargeOrViewLike(item.decl))
                    || member.kind == .staticProperty && keepsTypesAndStaticsInPlace
                    || Self.keepsItsPlace(member, keepMemberwiseOrder: keepMemberwiseOrder && memberwiseParameters > 1))
        }
        // A private `let` with its value in a block of its own (`private let log = Logger(…)` at
        // the top, set apart by a blank line) is a constant of the type, like a static: no input,
        // and where it is is the author's. One among other `let`s sorts with them.
        if keepsTypesAndStaticsInPlace {
            for index in entries.indices where entries[index].member.kind == .constant && Self.isPrivateConstant(entries[index].item.decl) {
                let apartAbove = index == 0 || entries[index].layout.separator.newlineCount >= 2
                let apartBelow = index == entries.count - 1 || entries[index + 1].layout.separator.newlineCount >= 2
                if apartAbove && apartBelow { entries[index].staysInPlace = true }
            }
        }
        // An app's wrapper right below a stored or environment property goes where that one goes,
        // still below it: kept at its index, it ended up inside a block of `@Binding`s the sort
        // had moved around it (kiwix's `@Default(.libraryLanguageCodes)`). One that starts the
        // list, or follows anything else, keeps its place.
        let propertySections: Set<MemberCategory> = [.environment, .constants, .storedVariables]
        for index in entries.indices.dropFirst() where entries[index].staysInPlace && entries[index].member.isInAppsOwnWrapper {
            let above = entries[index - 1]
            guard !above.staysInPlace, let category = above.category, propertySections.contains(category) else { continue }
            entries[index].staysInPlace = false
            entries[index].category = category
        }
        // A small nested type that one staying in place uses stays too: moved, it would come
        // before its user (`Child` above the `Parent` reducer that scopes to it) or below it (a
        // `LoadState` enum below the `Loader` class, when the module puts its state first). A
        // typealias that members after it use stays above them (nostur's `MuteBoxViewClosure`,
        // which a module that puts nested types last would move below its users).
        let staying = entries.indices.filter { entries[$0].staysInPlace }
        for index in entries.indices where entries[index].member.kind == .nestedType && !entries[index].staysInPlace {
            guard let name = entries[index].item.decl.asProtocol(NamedDeclSyntax.self)?.name.text else { continue }
            func writes(_ entry: Entry) -> Bool { entry.item.tokens(viewMode: .sourceAccurate).contains { $0.text == name } }
            if entries[index].item.decl.is(TypeAliasDeclSyntax.self) {
                if entries[(index + 1)...].contains(where: writes) { entries[index].staysInPlace = true }
                continue
            }
            if staying.contains(where: { $0 != index && writes(entries[$0]) }) {
                entries[index].staysInPlace = true
            }
        }

        // Members of #if clauses are ordered within their clause, never across the #if.
        for entry in entries {
            guard let ifConfig = entry.item.decl.as(IfConfigDeclSyntax.self) else { continue }
            for clause in ifConfig.clauses {
                if case let .decls(clauseMembers) = clause.elements {
                    plan(clauseMembers, in: view, keepMemberwiseOrder: keepMemberwiseOrder, into: &plans)
                }
            }
        }

        let runs = splitIntoRuns(entries)
        // A heading that names the member under it (`// MARK: - Drag Handle` above `dragHandle`)
        // is that member's: sorted away, it would label another (`body`).
        for run in runs where !run.isFence && Self.headingNames(entries[run.range.lowerBound]) {
            entries[run.range.lowerBound].isPinned = true
        }
        // `static func ==` and other operators implement a conformance; apps put them by habit
        // (winston: first in 62 of 68 types), not with the helpers.
        for index in entries.indices where entries[index].item.decl.as(FunctionDeclSyntax.self)?.isOperator == true {
            entries[index].isPinned = true
        }
        var newOrder: [Int] = []
        var heldBack: [(entry: Entry, after: Entry)] = []
        func sortRuns() {
            newOrder = []
            heldBack = []
            for run in runs {
                newOrder += run.isFence
                    ? Array(run.range) : sortedRun(run.range, entries, keepMemberwiseOrder: keepMemberwiseOrder, heldBack: &heldBack)
            }
        }
        sortRuns()
        // A member that only one member uses and that the sort takes away from it goes with it.
        let position = Dictionary(uniqueKeysWithValues: newOrder.enumerated().map { ($0.element, $0.offset) })
        // So does one the sort would put on the other side of it: a value the author wrote below
        // the helper that reads it (IceCubes' `accountBadgeView` under `accountView`) reads top-down.
        let separated = Self.onlyUsers(entries).filter {
            let (now, was) = (position[$0.follower]! - position[$0.user]!, $0.follower - $0.user)
            return abs(now) > max(1, abs(was)) || now.signum() != was.signum()
        }
        if !separated.isEmpty {
            for pair in separated { entries[pair.follower].category = entries[pair.user].category }
            sortRuns()
        }
        if reportsFindings {
            reportMemberwiseConstraint(heldBack, view: view)
            reportFencesBlockingOrder(runs, entries, newOrder: newOrder, view: view)
        }

        guard newOrder != Array(entries.indices) else { return }
        if let first = Self.alphabeticalConvention(entries, newOrder: newOrder) {
            // The guidance: keep the order "unless the existing file has a stronger local convention".
            guard reportsFindings else { return }
            context.report(
                "members of '\(view.name.text)' stay as they are: its properties are in alphabetical order, a local convention reorder-members would break; put them in canonical order by hand to adopt it",
                at: first.item)
            return
        }
        if let sharedLine = entries.first(where: { !$0.layout.startsOnOwnLine }) {
            guard reportsFindings else { return }
            context.report(
                "members of '\(view.name.text)' are not in canonical order, but some share a line; put each member on its own line so reorder-members can move them",
                at: sharedLine.item)
            return
        }

        let spacing = MemberSpacing(
            entries.map {
                MemberSpacing.Member(
                    separator: $0.layout.separator, isSingleLine: $0.item.isSingleLine, category: $0.category, wrapper: $0.member.propertyWrapper)
            },
            style: context.style)
        var trivia: [Trivia] = []
        for run in runs {
            for position in run.range {
                let moved = newOrder[position]
                var leading: Trivia
                if position == 0 || (position == run.range.lowerBound && entries[position].layout.hasHeading) {
                    // The list's opening line break and section headings belong to the position.
                    leading = entries[position].layout.separator + entries[position].layout.heading
                } else {
                    leading = spacing.separator(between: newOrder[position - 1], and: moved)
                }
                trivia.append(leading + entries[moved].layout.attached)
            }
        }
        plans[list.id] = MemberListPlan(newOrder: newOrder, leadingTrivia: trivia)
    }

    /// The first stored property, when the list's stored properties (at least five, of more than one category)
    /// are in alphabetical order that `newOrder` would break: a deliberate convention (isowords'
    /// `GameButton` sorts `action`, `adaptiveSize`, `color`, `colorScheme`, … across `let`s and
    /// `@Environment`s). Five sorted by chance is one in 120.
    private static func alphabeticalConvention(_ entries: [Entry], newOrder: [Int]) -> Entry? {
        let properties = entries.indices.filter { entries[$0].item.decl.as(VariableDeclSyntax.self).map { !$0.isComputed } ?? false }
        guard properties.count >= 5, Set(properties.compactMap { entries[$0].category }).count > 1 else { return nil }
        func name(_ index: Int) -> String { entries[index].item.decl.as(VariableDeclSyntax.self)?.boundNames.first?.lowercased() ?? "" }
        func isSorted(_ indices: [Int]) -> Bool { zip(indices, indices.dropFirst()).allSatisfy { name($0) <= name($1) } }
        let reordered = newOrder.filter { properties.contains($0) }
        guard isSorted(properties), !isSorted(reordered) else { return nil }
        return entries[properties[0]]
    }

    /// Whether the entry's section heading names it: every word of its name is in the heading.
    private static func headingNames(_ entry: Entry) -> Bool {
        guard entry.layout.heading.contains(where: \.isComment) else { return false }
        let decl = entry.item.decl
        guard let name = decl.asProtocol(NamedDeclSyntax.self)?.name.text ?? decl.as(VariableDeclSyntax.self)?.boundNames.first else { return false }
        return IdentifierWords.heading(entry.layout.heading.description, names: name)
    }

    private func splitIntoRuns(_ entries: [Entry]) -> [Run] {
        var runs: [Run] = []
        var start = 0
        for index in entries.indices {
            let isFence = entries[index].category == nil
            if isFence || entries[index].layout.hasHeading, index > start {
                runs.append(Run(range: start..<index, isFence: false))
                start = index
            }
            if isFence {
                runs.append(Run(range: index..<(index + 1), isFence: true))
                start = index + 1
            }
        }
        if start < entries.count { runs.append(Run(range: start..<entries.count, isFence: false)) }
        return runs
    }

    /// Stable sort by category. When the memberwise initializer must keep its parameter order, a
    /// parameter never moves ahead of an earlier parameter: it sorts with the latest category seen so far.
    private func sortedRun(
        _ range: Range<Int>, _ entries: [Entry], keepMemberwiseOrder: Bool, heldBack: inout [(entry: Entry, after: Entry)]
    ) -> [Int] {
        var effective: [Int: Int] = [:]
        var latestParameter: (rank: Int, entry: Entry)?
        for index in range {
            let entry = entries[index]
            guard let category = entry.category else { continue }
            var rank = order.rank(category)
            let isMemberwiseParameter = keepMemberwiseOrder && entry.member.isMemberwiseInitializerParameter
            if isMemberwiseParameter || initOrderedInputs.contains(entry.item.decl.as(VariableDeclSyntax.self)?.singleBoundName ?? "") {
                if let latest = latestParameter, latest.rank > rank {
                    // Only the memberwise initializer's order is reported: an explicit init's is a habit.
                    if isMemberwiseParameter { heldBack.append((entry, latest.entry)) }
                    rank = latest.rank
                }
                latestParameter = (rank, entry)
            }
            effective[index] = rank
        }
        return Array(range).sorted(keepingInPlace: { entries[$0].keepsPosition }, by: { effective[$0]! })
    }

    /// A property in an app's own wrapper (`@Default`, `@InjectedObservable`, `@ObserveInjection`,
    /// `@ScaledMetric`): apps put them by their own habits (Swiftfin's `@Default`s above its
    /// `@Environment`s, KeyboardCowboy's `@ObserveInjection` first), which the sections do not
    /// know, so it keeps its place. Not a parameter of a memberwise initializer: those keep their
    /// relative order, which a fixed one among them could break.
    static func keepsItsPlace(_ member: ViewMember, keepMemberwiseOrder: Bool) -> Bool {
        member.isInAppsOwnWrapper && !(keepMemberwiseOrder && member.isMemberwiseInitializerParameter)
    }

    /// Nested types whose place a reviewer would not want changed: a nested view, representable,
    /// layout, modifier or shape, or any type of `largeNestedTypeLines` non-blank lines or more.
    /// Moved to the top, such a type pushes the view's own properties and `body` a screen down
    /// (CodeEdit's `StatusBarCursorPositionLabel` would open with 78 lines of `LineLabel`); small
    /// enums, structs and typealiases still go first.
    static func isLargeOrViewLike(_ decl: DeclSyntax) -> Bool {
        if let group = decl.asProtocol(DeclGroupSyntax.self),
            group.inheritanceClause?.inheritedTypes.contains(where: { viewLikeProtocols.contains($0.type.trimmedDescription) }) == true
        {
            return true
        }
        return LineTable.nonBlankLineCount(decl.trimmedDescription.utf8) >= largeNestedTypeLines
    }

    static let largeNestedTypeLines = 15
    static let viewLikeProtocols: Set<String> = [
        "View", "SwiftUI.View", "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
        "NSViewControllerRepresentable", "Layout", "ViewModifier", "Shape", "ButtonStyle", "PrimitiveButtonStyle",
        "LabelStyle", "ToggleStyle",
    ]

    /// One finding per member list for the parameters of the memberwise initializer that stay
    /// behind an earlier one, at the first of them.
    private func reportMemberwiseConstraint(_ heldBack: [(entry: Entry, after: Entry)], view: StructDeclSyntax) {
        guard let first = heldBack.first?.entry, let earlier = heldBack.first?.after else { return }
        func name(_ entry: Entry, _ fallback: String) -> String {
            entry.item.decl.as(VariableDeclSyntax.self)?.boundNames.first ?? fallback
        }
        let others = heldBack.dropFirst().map { "'\(name($0.entry, "a property"))'" }
        let also = others.isEmpty ? "" : " (so do \(others.joined(separator: ", ")))"
        context.report(
            "'\(name(first, "this property"))' stays after '\(name(earlier, "an earlier property"))'\(also): '\(view.name.text)' declares no init, "
                + "so its memberwise initializer takes stored properties in declaration order (an init in an extension keeps it) "
                + "and moving them would break its call sites; declare an init in the struct (or reorder the properties and "
                + "their call sites by hand) to get the canonical order",
            at: first.item.decl)
    }

    /// Reports each run that holds a member belonging before something in an earlier run.
    private func reportFencesBlockingOrder(_ runs: [Run], _ entries: [Entry], newOrder: [Int], view: StructDeclSyntax) {
        var latest: MemberCategory?
        var previousRunIsFence = false
        for run in runs {
            defer { previousRunIsFence = run.isFence }
            let categories = newOrder[run.range].filter { !entries[$0].staysInPlace }.compactMap { entries[$0].category }
            // A pair the module leaves to each view is no canonical order to report.
            if let latest, !run.isFence,
                let early = categories.first(where: { order.rank($0) < order.rank(latest) && !ordering.freePairs.contains(MemberCategory.Pair($0, latest)) })
            {
                let first = entries[run.range.lowerBound]
                let fence = previousRunIsFence ? "the #if block (or macro) before it" : "its section comment"
                let indentation = Trivia(pieces: first.layout.heading.prefix { $0.isSpaceOrTab })
                let position = previousRunIsFence
                    ? first.item.positionAfterSkippingLeadingTrivia
                    : first.item.position + first.layout.separator.sourceLength + indentation.sourceLength
                context.report(
                    "members of '\(view.name.text)' stay out of canonical order because \(fence) fences this section: "
                        + "\(early.title) should come before \(latest.title); reorder-members never moves members across "
                        + "MARK comments, section comments or #if blocks, so move this section by hand",
                    at: position)
            }
            latest = ([latest].compactMap { $0 } + categories).max { order.rank($0) < order.rank($1) }
        }
    }
}

extension VariableDeclSyntax {
    /// The name of the one property it declares (nil for `let a, b: Int`).
    fileprivate var singleBoundName: String? { bindings.count == 1 ? boundNames.first : nil }
}

extension FunctionDeclSyntax {
    /// `static func == (lhs: Self, rhs: Self) -> Bool` and other operator implementations.
    fileprivate var isOperator: Bool {
        switch name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }
}
