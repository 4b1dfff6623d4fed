import SVRefactorCore

/// The order the sections of a view come in: the canonical one, a team's own (`order` in
/// `.svrefactor.yml`), or the canonical one with the pairs of sections the module's views agree
/// on putting the other way round (see ``ModuleMemberHabits``).
struct MemberOrder: Equatable {
    /// Every category, first to last.
    let categories: [MemberCategory]
    private let ranks: [MemberCategory: Int]

    init(_ categories: [MemberCategory]) {
        self.categories = categories
        ranks = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($0.element, $0.offset) })
    }

    static let canonical = MemberOrder(MemberCategory.allCases)

    /// Where a category comes: lower first.
    func rank(_ category: MemberCategory) -> Int {
        ranks[category] ?? Int.max
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

    /// This order for one view whose sections come in `sequence` (one entry per member): each
    /// pair of `freePairs` the view has, all of one section above all of the other, stays the
    /// view's way; every other pair goes this order's way. Sections no pair ties are taken in this
    /// order. When the view's ways and this order's cannot all hold (a cycle), this order.
    func keeping(_ freePairs: Set<MemberCategory.Pair>, asIn sequence: [MemberCategory]) -> MemberOrder {
        guard !freePairs.isEmpty else { return self }
        var first: [MemberCategory: Int] = [:], last: [MemberCategory: Int] = [:]
        for (index, category) in sequence.enumerated() {
            if first[category] == nil { first[category] = index }
            last[category] = index
        }
        // `before[b]`: the sections that must come before `b`.
        var before: [MemberCategory: Set<MemberCategory>] = [:]
        for a in categories {
            for b in categories where rank(a) < rank(b) {
                var earlier = a, later = b
                if freePairs.contains(MemberCategory.Pair(a, b)) {
                    guard let firstA = first[a], let lastA = last[a], let firstB = first[b], let lastB = last[b] else { continue }
                    if lastB < firstA { (earlier, later) = (b, a) } else if lastA > firstB { continue }  // mixed: no way of its own
                }
                before[later, default: []].insert(earlier)
            }
        }
        var result: [MemberCategory] = []
        var remaining = categories
        while !remaining.isEmpty {
            guard let next = remaining.first(where: { before[$0, default: []].isSubset(of: result) }) else { return self }
            result.append(next)
            remaining.removeAll { $0 == next }
        }
        return MemberOrder(result)
    }
}

/// How the module's views (those not declared `private`) order their members, read from the
/// project model: for each pair of sections the canonical order puts one way, how many views put
/// them that way and how many the other. Where at least `majority` percent of the views that have both (and at least three) put
/// them the other way (damus's `let`s above its `@Environment`s, DockDoor's computed properties
/// below `init`), the module's order wins for that pair. The result is still a total order: the
/// canonical one with those pairs swapped, most agreed first, leaving out a swap that would
/// contradict the ones taken.
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
    private(set) var order = MemberOrder.canonical
    /// Pairs the module's views disagree on: at least three views have both, and neither way
    /// reaches the majority. Each view keeps its own way for them (see ``MemberOrder/keeping(_:asIn:)``):
    /// a module split 40 to 16 has no order worth moving a view to.
    private(set) var freePairs: Set<MemberCategory.Pair> = []

    /// The smallest number of views that must agree before a habit counts.
    static let minimumViews = 3

    init(module: ModuleLookup, majority: Int) {
        var agreeing: [[Int]] = Array(repeating: Array(repeating: 0, count: MemberCategory.allCases.count), count: MemberCategory.allCases.count)
        var canonical = agreeing
        var both = agreeing
        for name in module.typeNames() {
            // Not private views without an `init`: extract-subviews writes such structs, in the
            // canonical order (their memberwise initializer keeps it), and counting them would let
            // one run's output change the next run's habits.
            guard let facts = module.type(name), facts.kind == .struct, facts.inherits("View"), let declaration = facts.primary,
                !(declaration.isPrivate && declaration.initializers.isEmpty)
            else { continue }
            let sequence = declaration.memberOrder.compactMap { Self.category(of: $0, in: declaration) }
            var first: [MemberCategory: Int] = [:], last: [MemberCategory: Int] = [:]
            for (index, category) in sequence.enumerated() {
                if first[category] == nil { first[category] = index }
                last[category] = index
            }
            for a in MemberCategory.allCases {
                for b in MemberCategory.allCases where a < b {
                    guard let firstA = first[a], let lastB = last[b] else { continue }
                    both[a.rawValue][b.rawValue] += 1
                    // Every member of b above every member of a: the view puts b first.
                    if lastB < firstA { agreeing[a.rawValue][b.rawValue] += 1 }
                    if let lastA = last[a], let firstB = first[b], lastA < firstB { canonical[a.rawValue][b.rawValue] += 1 }
                }
            }
        }
        var candidates: [Habit] = []
        for a in MemberCategory.allCases {
            for b in MemberCategory.allCases where a < b {
                let views = agreeing[a.rawValue][b.rawValue], total = both[a.rawValue][b.rawValue]
                if views >= Self.minimumViews, views * 100 >= majority * total {
                    candidates.append(Habit(first: b, second: a, views: views, viewsWithBoth: total))
                } else if total >= Self.minimumViews, canonical[a.rawValue][b.rawValue] * 100 < majority * total {
                    freePairs.insert(MemberCategory.Pair(a, b))
                }
            }
        }
        candidates.sort { ($0.views * 1000 / max($0.viewsWithBoth, 1), $0.views) > ($1.views * 1000 / max($1.viewsWithBoth, 1), $1.views) }
        for habit in candidates {
            let tried = habits + [habit]
            if let order = Self.order(honouring: tried) {
                habits = tried
                self.order = order
            }
        }
    }

    /// The canonical order, changed as little as the habits need: categories are taken in canonical
    /// order, except that one a habit puts after another waits for it. Nil when the habits
    /// contradict each other (a cycle).
    static func order(honouring habits: [Habit]) -> MemberOrder? {
        var remaining = MemberCategory.allCases
        var result: [MemberCategory] = []
        while !remaining.isEmpty {
            // The canonical first of those no remaining habit keeps waiting, and also none of whose
            // canonical predecessors a habit puts after it.
            guard let next = remaining.first(where: { candidate in
                !habits.contains { $0.second == candidate && remaining.contains($0.first) }
            }) else { return nil }
            result.append(next)
            remaining.removeAll { $0 == next }
        }
        let order = MemberOrder(result)
        // Every habit holds in the result (a canonical predecessor can overtake a later habit's pair).
        return habits.allSatisfy { order.rank($0.first) < order.rank($0.second) } ? order : nil
    }

    /// The section a member the model records belongs to, as ``ViewMember`` would classify it.
    static func category(of slot: TypeDeclaration.MemberSlot, in declaration: TypeDeclaration) -> MemberCategory? {
        switch slot {
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
            return property.isLet ? .constants : .storedVariables
        }
    }

    private static func isViewType(_ type: String?) -> Bool {
        guard let type else { return false }
        return GeneratedCode.parseType(type).isViewType
    }

    /// What the summary says: `computed properties after initializers (14 of 16 views)`.
    var description: String {
        habits.map { "\($0.first.title) before \($0.second.title) (\($0.views) of \($0.viewsWithBoth) views)" }.joined(separator: "; ")
    }

    /// The pairs each view keeps its own way: `@Environment / @EnvironmentObject properties and let properties`.
    var freePairsDescription: String {
        freePairs.sorted().map { "\($0.first.title) and \($0.second.title)" }.joined(separator: "; ")
    }
}
