import SwiftSyntax

/// Ranges of syntax nodes, sorted by start, for asking "does this subtree hold any of them?" in
/// logarithmic time. Rewriters ask it for every node they visit, so a linear scan would make a
/// rewrite quadratic in the file's size.
public struct SortedRanges: Sendable {
    private let ranges: [Range<AbsolutePosition>]

    public init(_ ranges: [Range<AbsolutePosition>]) {
        self.ranges = ranges.sorted { ($0.lowerBound, $1.upperBound) < ($1.lowerBound, $0.upperBound) }
    }

    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether one of the ranges lies entirely inside `outer`.
    public func containsAny(within outer: Range<AbsolutePosition>) -> Bool {
        // Syntax ranges nest or are disjoint, so among the ranges that start inside `outer`, the first
        // one that also ends inside it is found within a few steps: only ancestors of `outer`'s node
        // can start at the same position and end beyond it.
        var index = firstIndex(startingAtOrAfter: outer.lowerBound)
        while index < ranges.count, ranges[index].lowerBound <= outer.upperBound {
            if ranges[index].upperBound <= outer.upperBound { return true }
            index += 1
        }
        return false
    }

    private func firstIndex(startingAtOrAfter position: AbsolutePosition) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
