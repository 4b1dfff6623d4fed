/// Files whose changes are made together or not at all (a rule's ``Rule/filesChangedTogether(in:)``):
/// two groups that share a file are one, since a file is written once. The CLI's writer and the
/// fuzzer's module runs both resolve groups this way.
public enum ChangeGroups {
    /// Groups that share a member, merged (union–find over the members).
    public static func merged(_ groups: [Set<Int>]) -> [Set<Int>] {
        var parent: [Int: Int] = [:]
        func root(_ member: Int) -> Int {
            var current = member
            while let next = parent[current], next != current { current = next }
            return current
        }
        for group in groups {
            guard let first = group.min() else { continue }
            if parent[first] == nil { parent[first] = first }
            for member in group {
                if parent[member] == nil { parent[member] = member }
                let (a, b) = (root(first), root(member))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var components: [Int: Set<Int>] = [:]
        for member in parent.keys { components[root(member), default: []].insert(member) }
        return components.keys.sorted().map { components[$0]! }
    }
}
