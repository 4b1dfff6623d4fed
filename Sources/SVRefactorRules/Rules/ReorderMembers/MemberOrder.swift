import SVRefactorCore

/// The order the sections of a view come in: the canonical one, a team's own (`order` in
/// `.svrefactor.yml`), or the one ``MemberOrdering`` works out for a view from the module's habits.
struct MemberOrder: Equatable {
    /// Every category, first to last.
    let categories: [MemberCategory]
    private var ranks: [MemberCategory: Int]

    init(_ categories: [MemberCategory]) {
        self.categories = categories
        ranks = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($0.element, $0.offset) })
    }

    static let canonical = MemberOrder(MemberCategory.allCases)

    /// Where a category comes: lower first.
    func rank(_ category: MemberCategory) -> Int {
        ranks[category] ?? Int.max
    }

    /// The same order with `let` properties and the other stored properties as one section, where
    /// the later of the two comes: they keep the author's order among themselves. Statics, which
    /// keep their place anyway, do not part them (or the next run, reading habits the first
    /// changed, would). A section the module's habits put between them (`@Environment` in a
    /// module that lists its `let` inputs first and its `@State`s after) does: tied, the `let`s
    /// went below it, against the module (Pulse's `SessionPreviewView`).
    func tyingLetsWithStoredProperties() -> MemberOrder {
        tying([.constants, .storedVariables], across: [.staticProperties, .nestedTypes])
    }

    /// The same order with `@Environment`s in the section of `let`s and other stored properties
    /// (tied already), when only statics and nested types come between: all three keep the
    /// author's order among themselves.
    func tyingEnvironmentWithStoredProperties() -> MemberOrder {
        tying([.environment, .constants, .storedVariables], across: [.staticProperties, .nestedTypes])
    }

    /// The same order with view helpers and functions as one section, when nothing comes between
    /// them: they keep the author's order among themselves. Authors put a function beside the
    /// helper that calls it (the sort below the list that shows it, the scroll helpers beside the
    /// `ScrollViewReader`), and on real apps a function moved away from its one caller, either way,
    /// was the change reviewers rejected most often. A view whose own way puts a section between
    /// them (functions above `body`, helpers below) keeps it.
    func tyingViewHelpersWithFunctions() -> MemberOrder {
        tying([.viewHelpers, .functions], across: [])
    }

    /// `sections` as one, at the latest rank any of them has, when only `between` sections come
    /// between them in this order; unchanged otherwise.
    private func tying(_ sections: [MemberCategory], across between: Set<MemberCategory>) -> MemberOrder {
        let indices = sections.compactMap { categories.firstIndex(of: $0) }
        guard indices.count == sections.count, let low = indices.min(), let high = indices.max(),
            categories[low...high].allSatisfy({ sections.contains($0) || between.contains($0) })
        else { return self }
        var tied = self
        let rank = sections.map(rank).max()!
        for section in sections { tied.ranks[section] = rank }
        return tied
    }

    /// The `order` option's value for this order: `nested-types,static-properties,…`.
    var optionValue: String {
        categories.map(\.optionName).joined(separator: ",")
    }

    /// The order an `order` option names, in the option's validated spelling.
    init?(optionValue: String) {
        let categories = optionValue.split(separator: ",").compactMap { name in MemberCategory.allCases.first { $0.optionName == name } }
        guard categories.count == MemberCategory.allCases.count else { return nil }
        self.init(categories)
    }
}

/// Where each section of a view starts and ends: the index of its first and its last member.
struct SectionSpans {
    private(set) var first: [MemberCategory: Int] = [:]
    private(set) var last: [MemberCategory: Int] = [:]

    init(_ sequence: [MemberCategory]) {
        for (index, category) in sequence.enumerated() {
            if first[category] == nil { first[category] = index }
            last[category] = index
        }
    }
}

/// How one run orders the sections of each view: for each pair of sections, which way they go,
/// strongest first, and the pairs each view keeps its own way.
///
/// A configured or canonical order decides every pair. The module's habits decide the pairs its
/// views agree on and leave the others free (see ``ModuleMemberHabits``). Decisions are per pair,
/// not one total order: a module that puts `let`s above statics and statics above nested types
/// has not said where its `let`s go relative to its nested types, and most of its views may put
/// nested types first.
struct MemberOrdering: Equatable {
    /// `earlier` goes above `later`.
    struct Way: Equatable {
        var earlier: MemberCategory
        var later: MemberCategory
    }

    /// The decided ways, strongest first.
    private(set) var ways: [Way]
    private(set) var freePairs: Set<MemberCategory.Pair>

    init(ways: [Way], freePairs: Set<MemberCategory.Pair>) {
        self.ways = ways
        self.freePairs = freePairs
    }

    /// The module's habit of putting `section` (`let`s, other stored properties) above the
    /// `@Environment`s, left to the view's own way: the habit is read from views whose inputs come
    /// first, and says nothing of a view whose `section` holds no input (Zeitgeist's `let features
    /// = […]` constant, Maccy's private `@Query` and `@State`s, moved below the `@Environment`s).
    func leavingToTheView(inputsFirstOf section: MemberCategory) -> MemberOrdering {
        let habit = Way(earlier: section, later: .environment)
        guard fixed == nil, ways.contains(habit) else { return self }
        var copy = self
        copy.ways.removeAll { $0 == habit }
        copy.freePairs.insert(MemberCategory.Pair(section, .environment))
        return copy
    }

    /// Every pair the way `order` puts it: every view gets `order`.
    init(_ order: MemberOrder) {
        self.init(ways: [], freePairs: [])
        fixed = order
    }

    /// The order every view gets, when one decides every pair.
    private var fixed: MemberOrder?

    /// The order for one view whose sections come in `sequence` (one entry per member). Only the
    /// pairs the view has count (and the pairs of sections it has none of, for its `#if` blocks):
    /// the decided ones, strongest first; then, for a free pair, the view's own way when all of
    /// one section is above all of the other; then, for a free pair it mixes, the way that moves
    /// fewer of its members.
    /// A way that contradicts the ones taken (a cycle) is left out. Sections no way ties come in
    /// canonical order.
    /// `runs`: for each entry of `sequence`, the run of members it is in (section headings start a
    /// new one); nil when all are in one.
    func order(for sequence: [MemberCategory], runs: [Int]? = nil) -> MemberOrder {
        var order = sectionOrder(for: sequence, runs: runs)
        if tiesLetsWithStoredProperties {
            order = order.tyingLetsWithStoredProperties()
            // A view that mixes its `@Environment`s with its other stored properties (UTM's inputs,
            // then `@EnvironmentObject`, then private `@State`s), in a module split on where they
            // go, has a way of its own no section order says: it keeps it.
            let spans = SectionSpans(sequence)
            if freePairs.contains(MemberCategory.Pair(.environment, .storedVariables))
                || freePairs.contains(MemberCategory.Pair(.environment, .constants)),
                let firstEnvironment = spans.first[.environment], let lastEnvironment = spans.last[.environment],
                let firstStored = [spans.first[.constants], spans.first[.storedVariables]].compactMap({ $0 }).min(),
                let lastStored = [spans.last[.constants], spans.last[.storedVariables]].compactMap({ $0 }).max(),
                firstStored < lastEnvironment, firstEnvironment < lastStored
            {
                order = order.tyingEnvironmentWithStoredProperties()
            }
        }
        if tiesViewHelpersWithFunctions { order = order.tyingViewHelpersWithFunctions() }
        return order
    }

    /// `let` properties and the other stored properties keep the author's order among themselves
    /// (the `lets-before-state` option off).
    var tiesLetsWithStoredProperties = false
    /// View helpers and functions keep the author's order among themselves (the
    /// `helpers-before-functions` option off).
    var tiesViewHelpersWithFunctions = false

    private func sectionOrder(for sequence: [MemberCategory], runs: [Int]?) -> MemberOrder {
        if let fixed { return fixed }
        let spans = SectionSpans(sequence)
        let (first, last) = (spans.first, spans.last)
        var ownWays: [Way] = [], mixedWays: [Way] = []
        for pair in freePairs.sorted() {
            let (a, b) = (pair.first, pair.second)
            guard let firstA = first[a], let lastA = last[a], let firstB = first[b], let lastB = last[b] else { continue }
            if lastB < firstA {
                ownWays.append(Way(earlier: b, later: a))
            } else if lastA < firstB {
                ownWays.append(Way(earlier: a, later: b))
            } else {
                mixedWays.append(Self.wayMovingFewer(a, b, in: sequence, runs: runs))
            }
        }
        // Not through a section the view lacks: with `let` < nested types < `@State` decided, a
        // view without nested types would lose its own way for a free `let`/`@State` pair.
        let decided = ways.filter { (first[$0.earlier] == nil) == (first[$0.later] == nil) }
        // A section the decided ways move (a `static` below `body`, going to the top) says nothing
        // by where it is now: its own ways come after the others, and give way to them (helpers
        // below `body` stay below `@Environment`, rather than follow the `static` up). Of two
        // sections out of order, the one out of order with more sections is the one that moves.
        var violated: [(MemberCategory, MemberCategory)] = []
        var violations: [MemberCategory: Int] = [:]
        for way in decided {
            guard let lastEarlier = last[way.earlier], let firstLater = first[way.later], lastEarlier > firstLater else { continue }
            violated.append((way.earlier, way.later))
            violations[way.earlier, default: 0] += 1
            violations[way.later, default: 0] += 1
        }
        // On a tie, `body` stays: it is what a view's other sections are placed around.
        var moving: Set<MemberCategory> = []
        for (a, b) in violated {
            let (countA, countB) = (violations[a, default: 0], violations[b, default: 0])
            if countA > countB || (countA == countB && b == .body) {
                moving.insert(a)
            } else if countB > countA || (countA == countB && a == .body) {
                moving.insert(b)
            } else {
                moving.formUnion([a, b])
            }
        }
        let settledOwnWays = ownWays.filter { moving.isDisjoint(with: [$0.earlier, $0.later]) }
        let movingOwnWays = ownWays.filter { !moving.isDisjoint(with: [$0.earlier, $0.later]) }
        var before: [MemberCategory: Set<MemberCategory>] = [:]
        for way in decided + settledOwnWays + movingOwnWays + mixedWays where !Self.precedes(way.later, way.earlier, in: before) {
            before[way.later, default: []].insert(way.earlier)
        }
        var result: [MemberCategory] = []
        var remaining = MemberCategory.allCases
        while !remaining.isEmpty {
            // Never stuck: the ways taken have no cycle.
            let next = remaining.first { before[$0, default: []].isSubset(of: result) } ?? remaining[0]
            result.append(next)
            remaining.removeAll { $0 == next }
        }
        return MemberOrder(result)
    }

    /// For a free pair the view mixes (KeyboardCowboy's wrappers, `let`s, then one more `var`): the
    /// way fewer pairs of its members are out of, so that the fewest move (the one `var` goes up,
    /// rather than the wrappers down); on a tie, the canonical way (`a` is the canonical first).
    /// Only pairs within one run count: members never leave theirs (Easydict's `@Binding` above
    /// `body` under `// MARK: Internal` and `@State`s below it under `// MARK: Private`).
    private static func wayMovingFewer(_ a: MemberCategory, _ b: MemberCategory, in sequence: [MemberCategory], runs: [Int]?) -> Way {
        // Helpers on both sides of `body` go below it, however many are above: reviewers merged
        // that (yattee's `LegacyAccountRow`) and rejected `body` moved below them all, to the end of
        // damus' `QRCodeView`.
        // So does `init` (winston's `init` went below two of the functions around it; its views
        // write `init`, then functions, then `body`).
        if a == .body || a == .initializers, b == .viewHelpers || b == .functions { return Way(earlier: a, later: b) }
        var aBeforeB = 0, bBeforeA = 0, seenA = 0, seenB = 0
        for (index, category) in sequence.enumerated() {
            if let runs, index > 0, runs[index] != runs[index - 1] { (seenA, seenB) = (0, 0) }
            if category == a {
                bBeforeA += seenB
                seenA += 1
            } else if category == b {
                aBeforeB += seenA
                seenB += 1
            }
        }
        return bBeforeA > aBeforeB ? Way(earlier: b, later: a) : Way(earlier: a, later: b)
    }

    /// Whether `before` already puts `a` ahead of `b`: walking back from `b` through the sections
    /// that must precede it finds `a`.
    private static func precedes(_ a: MemberCategory, _ b: MemberCategory, in before: [MemberCategory: Set<MemberCategory>]) -> Bool {
        var stack = [b], seen: Set<MemberCategory> = []
        while let current = stack.popLast() {
            for predecessor in before[current, default: []] where seen.insert(predecessor).inserted {
                if predecessor == a { return true }
                stack.append(predecessor)
            }
        }
        return false
    }
}

/// How the module's views (those not declared `private`) order their members, read from the
/// project model. For each pair of sections: where at least `majority` percent of the views that
/// have both (and at least three) put them the other way round from the canonical order (damus's
/// `let`s above its `@Environment`s, DockDoor's computed properties below `init`), that way; where
/// that share puts them the canonical way (views that mix them counted with it: they get it), or
/// fewer than three views put them the other way, the canonical way; otherwise the pair is free,
/// and each view keeps its own way (a module split 40 to 16 has no order worth moving a view to).
///
/// The decision must be the one the next run reads from this run's output, or a second run would
/// move what the first left. So it is made again on the views as it would leave them, until the
/// two agree; and view helpers and functions, which other rules add and remove, are never decided
/// (``addedAndRemovedByOtherRules``).
struct ModuleMemberHabits {
    /// A pair the module puts the other way round.
    struct Habit: Equatable {
        /// Comes first in the module's views, though the canonical order puts it second.
        var first: MemberCategory
        var second: MemberCategory
        /// Views that put them this way, and views that have both.
        var views: Int
        var viewsWithBoth: Int
    }

    /// The pairs the module agrees on against the canonical order, most agreed first.
    private(set) var habits: [Habit] = []
    private(set) var ordering = MemberOrdering(.canonical)

    /// Pairs each view keeps its own way.
    var freePairs: Set<MemberCategory.Pair> { ordering.freePairs }

    /// The smallest number of views that must agree before a habit counts.
    static let minimumViews = 3

    /// Sections the other rules of a run fill and empty: extract-subviews takes view helpers out,
    /// hoist-closures adds functions. A habit read from how many views put them where would change
    /// under the run's own output, and the next run would move what this one left; so where they
    /// go relative to the other sections is each view's own (a free pair), and a view that mixes
    /// them with a section gets the canonical way.
    static let addedAndRemovedByOtherRules: Set<MemberCategory> = [.viewHelpers, .functions]

    /// `tiesLetsWithStoredProperties`, `tiesViewHelpersWithFunctions` and `keepsTypesAndStaticsInPlace` are the run's: the habits
    /// are read as the run will leave the views, so they must order the views as it will.
    init(
        module: ModuleLookup, majority: Int, tiesLetsWithStoredProperties: Bool = false, tiesViewHelpersWithFunctions: Bool = false,
        keepsTypesAndStaticsInPlace: Bool = false
    ) {
        var views: [SimulatedView] = []
        for name in module.typeNames() {
            // Not private views without an `init`: extract-subviews writes such structs, in the
            // canonical order (their memberwise initializer keeps it), and counting them would let
            // one run's output change the next run's habits.
            guard let facts = module.type(name), facts.kind == .struct, facts.inherits("View"), let declaration = facts.primary,
                !(declaration.isPrivate && declaration.initializers.isEmpty)
            else { continue }
            views.append(SimulatedView(declaration))
        }
        let counts = PairCounts(views.map(\.countedCategories))
        self = Self.decision(on: counts, majority: majority)
        let staying: Set<MemberCategory> = keepsTypesAndStaticsInPlace ? [.nestedTypes, .staticProperties] : []
        for _ in 0..<Self.settlingRounds {
            var run = ordering
            run.tiesLetsWithStoredProperties = tiesLetsWithStoredProperties
            run.tiesViewHelpersWithFunctions = tiesViewHelpersWithFunctions
            // Views of one shape are ordered alike: each shape is worked out once.
            var byShape: [SimulatedView: [MemberCategory]] = [:]
            let reordered = views.map { view in
                if let known = byShape[view] { return known }
                let result = view.reordered(by: run, keepingInPlace: staying)
                byShape[view] = result
                return result
            }
            let next = Self.decision(on: PairCounts(reordered), majority: majority)
            if next.ordering == ordering { break }
            self = next
        }
        // The summary counts the views as they are, not as this run leaves them.
        habits = habits.map { habit in
            var habit = habit
            habit.views = counts.agreeing[habit.second.rawValue][habit.first.rawValue]
            habit.viewsWithBoth = counts.both[habit.second.rawValue][habit.first.rawValue]
            return habit
        }
    }

    /// Enough for every module of the corpus; a module still unsettled keeps the last decision.
    private static let settlingRounds = 4

    private init() {}

    /// For each pair of sections (`a` before `b` in the canonical order, indexed `[a][b]`): how
    /// many views have both, and how many put every `b` above every `a`.
    private struct PairCounts {
        var both: [[Int]]
        var agreeing: [[Int]]
        /// Views that put every `a` above every `b`, the canonical way, without mixing them.
        var canonical: [[Int]]

        init(_ sequences: [[MemberCategory]]) {
            both = Array(repeating: Array(repeating: 0, count: MemberCategory.allCases.count), count: MemberCategory.allCases.count)
            agreeing = both
            canonical = both
            for sequence in sequences {
                let spans = SectionSpans(sequence)
                for a in MemberCategory.allCases {
                    for b in MemberCategory.allCases where a < b {
                        guard let firstA = spans.first[a], let lastB = spans.last[b], let lastA = spans.last[a], let firstB = spans.first[b]
                        else { continue }
                        both[a.rawValue][b.rawValue] += 1
                        if lastB < firstA { agreeing[a.rawValue][b.rawValue] += 1 }
                        if lastA < firstB { canonical[a.rawValue][b.rawValue] += 1 }
                    }
                }
            }
        }
    }

    /// The sections of stored instance properties, whose order apps keep by habits of their own.
    private static let storedSections: Set<MemberCategory> = [.environment, .constants, .storedVariables]

    /// What views counted as `counts` agree on, pair by pair.
    private static func decision(on counts: PairCounts, majority: Int) -> ModuleMemberHabits {
        var result = ModuleMemberHabits()
        var decided: [(way: MemberOrdering.Way, share: Int)] = []
        var free: Set<MemberCategory.Pair> = []
        for a in MemberCategory.allCases {
            for b in MemberCategory.allCases where a < b {
                let total = counts.both[a.rawValue][b.rawValue], swapped = counts.agreeing[a.rawValue][b.rawValue]
                let canonical = counts.canonical[a.rawValue][b.rawValue]
                if addedAndRemovedByOtherRules.contains(a) || addedAndRemovedByOtherRules.contains(b) {
                    free.insert(MemberCategory.Pair(a, b))
                } else if swapped >= minimumViews, swapped * 100 >= majority * total {
                    decided.append((MemberOrdering.Way(earlier: b, later: a), swapped * 1000 / total))
                    result.habits.append(Habit(first: b, second: a, views: swapped, viewsWithBoth: total))
                } else if storedSections.isSuperset(of: [a, b])
                    ? total < minimumViews || canonical * 100 >= majority * total
                    : swapped < minimumViews || (total - swapped) * 100 >= majority * total
                {
                    // The guidance's order, unless the module's views do otherwise often enough (views
                    // that mix the two get it). For two kinds of stored property, only where the
                    // module's views clearly keep it (views that mix them do not count): reviewers
                    // rejected `@Environment`s moved above the inputs in apps split between the two
                    // (Maccy, Applite, macai).
                    let keeping = storedSections.isSuperset(of: [a, b]) ? canonical : total - swapped
                    decided.append((MemberOrdering.Way(earlier: a, later: b), total == 0 ? 0 : keeping * 1000 / total))
                } else {
                    free.insert(MemberCategory.Pair(a, b))
                }
            }
        }
        // Strongest first, canonical pair order among equals: where decided ways contradict each
        // other in a view, the weakest gives way.
        let ways = decided.enumerated().sorted { ($0.element.share, -$0.offset) > ($1.element.share, -$1.offset) }.map(\.element.way)
        result.ordering = MemberOrdering(ways: ways, freePairs: free)
        result.habits.sort { ($0.views * 1000 / max($0.viewsWithBoth, 1), $0.views) > ($1.views * 1000 / max($1.viewsWithBoth, 1), $1.views) }
        return result
    }

    /// The section a member the model records belongs to, as ``ViewMember`` would classify it (nil
    /// for a property in an app's own wrapper, which says nothing of the view's order).
    static func category(of slot: TypeDeclaration.MemberSlot, in declaration: TypeDeclaration) -> MemberCategory? {
        switch slot {
        case .runBreak: return nil
        case .nestedType: return .nestedTypes
        case .subscript: return .computedProperties
        case .initializer: return .initializers
        case let .method(index):
            guard declaration.methods.indices.contains(index) else { return nil }
            return isViewType(declaration.methods[index].returnType) ? .viewHelpers : .functions
        case let .property(index):
            guard declaration.properties.indices.contains(index) else { return nil }
            let property = declaration.properties[index]
            if property.isComputed {
                if property.name == "body", !property.isStatic { return .body }
                return isViewType(property.type) ? .viewHelpers : (property.isStatic ? .staticProperties : .computedProperties)
            }
            if property.isStatic { return .staticProperties }
            if let wrapper = property.wrapper, PropertyWrappers.environment.contains(wrapper) { return .environment }
            // As the planner reads a view: a property in an app's own wrapper says nothing of its order.
            if !property.isLet, PropertyWrappers.isAppsOwn(property.wrapper) { return nil }
            return property.isLet ? .constants : .storedVariables
        }
    }

    /// As ``ViewMember`` reads a member's type: views, and the other UI content a view builds.
    private static func isViewType(_ type: String?) -> Bool {
        guard let type else { return false }
        let parsed = GeneratedCode.parseType(type)
        return parsed.isViewType || parsed.isOtherUIContentType
    }

    /// What the summary says: `computed properties after initializers (14 of 16 views)`.
    var description: String {
        habits.map { "\($0.first.title) before \($0.second.title) (\($0.views) of \($0.viewsWithBoth) views)" }.joined(separator: "; ")
    }

    /// The pairs each view keeps its own way: `@Environment / @EnvironmentObject properties and let properties`.
    /// Pairs with view helpers or functions are always each view's own, and the rule's
    /// documentation says so once rather than every run.
    var freePairsDescription: String {
        disagreedPairs.map { "\($0.first.title) and \($0.second.title)" }.joined(separator: "; ")
    }

    /// The free pairs the module's views disagree on.
    var disagreedPairs: [MemberCategory.Pair] {
        freePairs.sorted().filter {
            !Self.addedAndRemovedByOtherRules.contains($0.first) && !Self.addedAndRemovedByOtherRules.contains($0.second)
        }
    }
}

/// One view's members as the model records them, and how reorder-members would leave their
/// sections: ``MemberOrderPlanner`` reads the same facts from the tree, and the module's habits
/// must be read from what it will leave (else the next run reads others and moves members again).
struct SimulatedView: Hashable {
    /// The section each member is sorted in, in order: members the habits do not count (values
    /// only view helpers read) too, since the planner orders them, and nil for a property in an
    /// app's own wrapper, which keeps its place.
    let categories: [MemberCategory?]
    /// Whether the habits count each: not a value only view helpers read
    /// (``TypeDeclaration/Property/servesOnlyViewHelpers``), which extract-subviews may move into a
    /// subview with them; counted, it would change the module's habits between one run and the next.
    let isCounted: [Bool]
    /// For each, the run of members it is in (see `TypeDeclaration.MemberSlot.runBreak`): members
    /// never leave theirs.
    let runs: [Int]
    /// For each, whether it is a parameter of the memberwise initializer (``ViewMember/isMemberwiseInitializerParameter``).
    let isMemberwiseParameter: [Bool]
    /// For each, whether the planner keeps it in order with the other such members: a memberwise
    /// parameter of a view without an `init`, or an input its one `init` takes in the order the
    /// view declares them.
    let keepsParameterOrder: [Bool]
    /// Computed values (by index) whose one user, a view helper or function, the author put them
    /// with, only helpers and functions between: the planner keeps each beside its user.
    let soleUsers: [SoleUser]

    struct SoleUser: Hashable {
        var value: Int
        var user: Int
    }

    /// The sections of the counted members, as they are.
    var countedCategories: [MemberCategory] {
        zip(categories, isCounted).compactMap { $1 ? $0 : nil }
    }

    init(_ declaration: TypeDeclaration) {
        var categories: [MemberCategory?] = [], isCounted: [Bool] = [], runs: [Int] = [], properties: [TypeDeclaration.Property?] = []
        var run = 0
        var indexOfSlot: [Int: Int] = [:]
        for (position, slot) in declaration.memberOrder.enumerated() {
            if slot == .runBreak {
                run += 1
                continue
            }
            if case let .method(index) = slot, !declaration.methods.indices.contains(index) { continue }
            if case let .property(index) = slot, !declaration.properties.indices.contains(index) { continue }
            indexOfSlot[position] = categories.count
            let category = ModuleMemberHabits.category(of: slot, in: declaration)
            let property: TypeDeclaration.Property? = if case let .property(index) = slot { declaration.properties[index] } else { nil }
            categories.append(category)
            isCounted.append(category != nil && property?.servesOnlyViewHelpers != true)
            runs.append(run)
            properties.append(property)
        }
        let users: Set<MemberCategory> = [.viewHelpers, .functions]
        soleUsers = declaration.soleReaders.compactMap { pair in
            guard let value = indexOfSlot[pair.member], let user = indexOfSlot[pair.reader], categories[value] == .computedProperties,
                let userCategory = categories[user], users.contains(userCategory),
                categories[(min(value, user) + 1)..<max(value, user)].allSatisfy({ $0.map(users.contains) == true })
            else { return nil }
            return SoleUser(value: value, user: user)
        }
        self.categories = categories
        self.isCounted = isCounted
        self.runs = runs
        isMemberwiseParameter = properties.map { $0.map(Self.isMemberwiseParameter) ?? false }
        let initOrdered = Self.inputsInInitializerOrder(declaration)
        keepsParameterOrder = zip(properties, isMemberwiseParameter).map { property, isParameter in
            declaration.initializers.isEmpty && isParameter || property.map { initOrdered.contains($0.name) } ?? false
        }
    }

    /// As ``ViewMember`` tells from the tree: a stored instance property other than an
    /// `@Environment`, a `let` without a value, a `var` unless a private self-initializing
    /// wrapper (``ViewMember/isLeftOutOfMemberwiseInitializer(_:)``) or an app's own wrapper set
    /// up by its attribute leaves it out.
    private static func isMemberwiseParameter(_ property: TypeDeclaration.Property) -> Bool {
        guard !property.isStatic, !property.isComputed, !PropertyWrappers.environment.contains(property.wrapper ?? "") else { return false }
        if property.isLet { return property.initialValue == nil }
        if PropertyWrappers.isAppsOwn(property.wrapper), property.wrapperArguments != nil { return false }
        guard let wrapper = property.wrapper, property.isPrivate else { return true }
        return !(property.initialValue != nil || property.wrapperArguments != nil || PropertyWrappers.initializedWithoutValue.contains(wrapper))
    }

    /// The stored properties named like the parameters of the view's only `init`, when the view
    /// declares them in the parameters' order (as ``MemberOrderPlanner`` reads them).
    private static func inputsInInitializerOrder(_ declaration: TypeDeclaration) -> Set<String> {
        guard declaration.initializers.count == 1, let initializer = declaration.initializers.first else { return [] }
        let parameters = initializer.parameters.map(\.name)
        let stored = declaration.memberOrder.compactMap { slot -> String? in
            guard case let .property(index) = slot, declaration.properties.indices.contains(index), !declaration.properties[index].isComputed,
                !declaration.properties[index].isStatic
            else { return nil }
            return declaration.properties[index].name
        }.filter(parameters.contains)
        guard stored.count >= 2, stored == parameters.filter(stored.contains) else { return [] }
        return Set(stored)
    }

    /// The counted members' sections in the order `run` leaves them, as
    /// ``MemberOrderPlanner/plans(for:)`` orders a view: the habit of `let`s or stored properties
    /// above the `@Environment`s is the view's own when that section holds no input; the view's
    /// order is settled against what the sort leaves (parameters hold each other back); each run
    /// of members is sorted on its own.
    func reordered(by run: MemberOrdering, keepingInPlace staying: Set<MemberCategory>) -> [MemberCategory] {
        var ordering = run
        for section in [MemberCategory.constants, .storedVariables]
        where !zip(categories, isMemberwiseParameter).contains(where: { $0 == section && $1 }) {
            ordering = ordering.leavingToTheView(inputsFirstOf: section)
        }
        func sections(_ order: [Int]) -> (categories: [MemberCategory], runs: [Int]) {
            let sorted = order.filter { categories[$0] != nil }
            return (sorted.map { categories[$0]! }, sorted.map { runs[$0] })
        }
        let start = sections(Array(categories.indices))
        var order = ordering.order(for: start.categories, runs: start.runs)
        if !ordering.freePairs.isEmpty {
            for _ in 0..<MemberOrderPlanner.settlingRounds {
                let result = sections(sorted(by: order, keepingInPlace: staying))
                let settled = ordering.order(for: result.categories, runs: result.runs)
                if settled == order { break }
                order = settled
            }
        }
        return sorted(by: order, keepingInPlace: staying).compactMap { isCounted[$0] ? categories[$0] : nil }
    }

    /// The members' indices sorted by `order` run by run, a parameter never ahead of an earlier
    /// one (it sorts with the latest section seen so far), as the planner's `sortedRun` does; then
    /// again with a value the sort took away from its sole user (or to its other side) in its
    /// user's section, as the planner keeps the two together.
    private func sorted(by order: MemberOrder, keepingInPlace staying: Set<MemberCategory>) -> [Int] {
        let sorted = sorted(categories, by: order, keepingInPlace: staying)
        guard !soleUsers.isEmpty else { return sorted }
        var position = Array(repeating: 0, count: sorted.count)
        for (offset, index) in sorted.enumerated() { position[index] = offset }
        var sortedAs = categories
        for pair in soleUsers {
            let (now, was) = (position[pair.value] - position[pair.user], pair.value - pair.user)
            if abs(now) > max(1, abs(was)) || now.signum() != was.signum() { sortedAs[pair.value] = categories[pair.user] }
        }
        return sortedAs == categories ? sorted : self.sorted(sortedAs, by: order, keepingInPlace: staying)
    }

    /// The members' indices, each sorted as the section `sortedAs` gives it (nil: in place).
    private func sorted(_ sortedAs: [MemberCategory?], by order: MemberOrder, keepingInPlace staying: Set<MemberCategory>) -> [Int] {
        var result: [Int] = []
        var start = 0
        while start < categories.count {
            var end = start
            while end < categories.count, runs[end] == runs[start] { end += 1 }
            var effective: [Int: Int] = [:]
            var latestParameterRank: Int?
            for index in start..<end {
                guard let category = sortedAs[index] else { continue }
                var rank = order.rank(category)
                if keepsParameterOrder[index] {
                    if let latest = latestParameterRank, latest > rank { rank = latest }
                    latestParameterRank = rank
                }
                effective[index] = rank
            }
            result += Array(start..<end).sorted(keepingInPlace: { sortedAs[$0].map(staying.contains) ?? true }, by: { effective[$0]! })
            start = end
        }
        return result
    }
}

extension Array {
    /// The elements `staysInPlace` keeps at their indices, and the others sorted by `rank` into the
    /// places left, in their own order where ranks are equal: how reorder-members orders a run of
    /// members, and how the module's habits foresee it.
    func sorted(keepingInPlace staysInPlace: (Element) -> Bool, by rank: (Element) -> Int) -> [Element] {
        let moving = enumerated().filter { !staysInPlace($0.element) }
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        var next = moving.makeIterator()
        return map { staysInPlace($0) ? $0 : next.next()! }
    }
}
