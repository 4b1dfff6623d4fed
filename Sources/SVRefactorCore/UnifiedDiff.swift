/// A line-based unified diff (the format `diff -u` prints and `git apply` accepts).
public struct UnifiedDiff: Sendable {
    public struct Hunk: Sendable, Equatable {
        public enum Line: Sendable, Equatable {
            case context(String)
            case removed(String)
            case added(String)
        }

        public var oldStart: Int
        public var oldCount: Int
        public var newStart: Int
        public var newCount: Int
        public var lines: [Line]
        /// Set when the last old/new line in this hunk has no line terminator.
        public var oldMissingNewlineAtEnd = false
        public var newMissingNewlineAtEnd = false

        public var header: String {
            "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
        }

        private static func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start)" : "\(start),\(count)"
        }
    }

    public var hunks: [Hunk]

    public var isEmpty: Bool { hunks.isEmpty }

    /// Diffs two texts line by line with `contextLines` lines of context around each change.
    public init(old: [UInt8], new: [UInt8], contextLines: Int = 3) {
        let oldLines = Self.splitLines(old)
        let newLines = Self.splitLines(new)
        let script = LineDiff.editScript(old: oldLines, new: newLines)
        hunks = Self.hunks(from: script, old: oldLines, new: newLines, contextLines: contextLines)
    }

    /// Renders the diff with `--- a/…` / `+++ b/…` headers; `colored` adds ANSI colours for terminals.
    /// `oldPath` nil: a file the change creates (`--- /dev/null`).
    public func rendered(oldPath: String?, newPath: String, colored: Bool = false) -> String {
        guard !hunks.isEmpty else { return "" }
        let bold = colored ? "\u{1B}[1m" : "", cyan = colored ? "\u{1B}[36m" : ""
        let red = colored ? "\u{1B}[31m" : "", green = colored ? "\u{1B}[32m" : "", reset = colored ? "\u{1B}[0m" : ""
        var output = "\(bold)--- \(oldPath.map { "a/" + $0 } ?? "/dev/null")\(reset)\n\(bold)+++ b/\(newPath)\(reset)\n"
        for hunk in hunks {
            output += "\(cyan)\(hunk.header)\(reset)\n"
            for (index, line) in hunk.lines.enumerated() {
                let text: String
                switch line {
                case let .context(content): text = " " + content
                case let .removed(content): text = red + "-" + content + reset
                case let .added(content): text = green + "+" + content + reset
                }
                output += text
                let isLastOld = hunk.oldMissingNewlineAtEnd && Self.isLastLine(index, of: hunk, old: true)
                let isLastNew = hunk.newMissingNewlineAtEnd && Self.isLastLine(index, of: hunk, old: false)
                if isLastOld || isLastNew {
                    output += "\n\\ No newline at end of file\n"
                } else if !Self.hasTerminator(line) {
                    output += "\n"
                }
            }
        }
        return output
    }

    // MARK: - Building hunks

    /// Lines keep their terminators (`\n` or `\r\n`) so CRLF files diff and apply faithfully.
    static func splitLines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count {
            lines.append(String(decoding: bytes[start...], as: UTF8.self))
        }
        return lines
    }

    private static func hasTerminator(_ line: Hunk.Line) -> Bool {
        switch line {
        // Byte-wise: "\r\n" is one Character, so `hasSuffix("\n")` would miss it.
        case let .context(text), let .removed(text), let .added(text): return text.utf8.last == UInt8(ascii: "\n")
        }
    }

    /// Whether line `index` is the last line of the old (or new) side within the hunk.
    private static func isLastLine(_ index: Int, of hunk: Hunk, old: Bool) -> Bool {
        for later in hunk.lines[(index + 1)...] {
            switch later {
            case .context: return false
            case .removed: if old { return false }
            case .added: if !old { return false }
            }
        }
        switch hunk.lines[index] {
        case .context: return true
        case .removed: return old
        case .added: return !old
        }
    }

    private static func hunks(
        from script: [LineDiff.Operation], old: [String], new: [String], contextLines: Int
    ) -> [Hunk] {
        // Indices into `script` of the changed operations, grouped when close enough to share context.
        let changedIndices = script.indices.filter { script[$0] != .keep }
        guard !changedIndices.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        var groupStart = changedIndices[0], groupEnd = changedIndices[0]
        for index in changedIndices.dropFirst() {
            if index - groupEnd - 1 <= 2 * contextLines {
                groupEnd = index
            } else {
                groups.append(groupStart...groupEnd)
                groupStart = index
                groupEnd = index
            }
        }
        groups.append(groupStart...groupEnd)

        // Line positions (0-based) in old and new before each script operation.
        var oldPositions: [Int] = [], newPositions: [Int] = []
        var oldIndex = 0, newIndex = 0
        for operation in script {
            oldPositions.append(oldIndex)
            newPositions.append(newIndex)
            switch operation {
            case .keep: oldIndex += 1; newIndex += 1
            case .remove: oldIndex += 1
            case .insert: newIndex += 1
            }
        }

        return groups.map { group in
            let first = max(0, group.lowerBound - contextLines)
            let last = min(script.count - 1, group.upperBound + contextLines)
            var hunk = Hunk(oldStart: 0, oldCount: 0, newStart: 0, newCount: 0, lines: [])
            for index in first...last {
                switch script[index] {
                case .keep:
                    hunk.lines.append(.context(old[oldPositions[index]]))
                    hunk.oldCount += 1; hunk.newCount += 1
                case .remove:
                    hunk.lines.append(.removed(old[oldPositions[index]]))
                    hunk.oldCount += 1
                case .insert:
                    hunk.lines.append(.added(new[newPositions[index]]))
                    hunk.newCount += 1
                }
            }
            // Unified diff numbers an empty range by the line before it.
            hunk.oldStart = hunk.oldCount == 0 ? oldPositions[first] : oldPositions[first] + 1
            hunk.newStart = hunk.newCount == 0 ? newPositions[first] : newPositions[first] + 1
            let lastOldIndex = last + 1 < script.count ? oldPositions[last + 1] : old.count
            let lastNewIndex = last + 1 < script.count ? newPositions[last + 1] : new.count
            hunk.oldMissingNewlineAtEnd = lastOldIndex == old.count && old.last.map { $0.utf8.last != UInt8(ascii: "\n") } == true
            hunk.newMissingNewlineAtEnd = lastNewIndex == new.count && new.last.map { $0.utf8.last != UInt8(ascii: "\n") } == true
            return hunk
        }
    }
}

/// An edit script over lines, in two steps:
/// 1. Patience anchors (as `git diff --patience`): lines that occur exactly once in each text, kept
///    in the longest run that is in the same order on both sides, split the texts into gaps. This
///    keeps unrelated changes of a large file apart and makes the cost of the next step depend on
///    the size of each change, not of the file.
/// 2. In each gap, a shortest edit script by Myers' O((N+M)·D) algorithm in its linear-space form
///    (the "middle snake" refinement of section 4b of his paper, as GNU diff and git use it). The
///    plain form keeps every step's frontier to walk the path back, which costs O(D²) memory:
///    gigabytes for a large file with changes all over it. Past a cost limit (texts with few unique
///    lines and changes everywhere) it takes a good split instead of the best, as GNU diff and git
///    do; the script stays exact, and may be a little longer than the shortest.
enum LineDiff {
    enum Operation: Equatable {
        case keep
        case remove
        case insert
    }

    static func editScript(old: [String], new: [String]) -> [Operation] {
        let (oldIDs, newIDs) = lineIDs(old, new)
        var search = MiddleSnakeSearch(old: oldIDs, new: newIDs)
        var oldStart = 0, newStart = 0
        for anchor in patienceAnchors(oldIDs, newIDs) {
            search.diff(old: oldStart..<anchor.old, new: newStart..<anchor.new)
            search.keep()
            oldStart = anchor.old + 1
            newStart = anchor.new + 1
        }
        search.diff(old: oldStart..<oldIDs.count, new: newStart..<newIDs.count)
        return search.operations
    }

    /// A shortest edit script, without anchors (for tests of the search itself).
    static func shortestEditScript(old: [String], new: [String]) -> [Operation] {
        let (oldIDs, newIDs) = lineIDs(old, new)
        var search = MiddleSnakeSearch(old: oldIDs, new: newIDs)
        search.diff(old: 0..<oldIDs.count, new: 0..<newIDs.count)
        return search.operations
    }

    /// Lines as dense integers (equal lines, equal numbers), so comparisons are cheap.
    private static func lineIDs(_ old: [String], _ new: [String]) -> ([Int], [Int]) {
        var ids: [String: Int] = [:]
        func id(of line: String) -> Int {
            if let id = ids[line] { return id }
            let id = ids.count
            ids[line] = id
            return id
        }
        let oldIDs = old.map(id(of:))
        return (oldIDs, new.map(id(of:)))
    }

    /// Pairs of positions of lines that occur once in each text, the longest sequence of them that
    /// is increasing on both sides (patience sorting, O(k log k)).
    static func patienceAnchors(_ old: [Int], _ new: [Int]) -> [(old: Int, new: Int)] {
        // Both sides share one numbering (see `lineIDs`).
        let idCount = max(old.max() ?? -1, new.max() ?? -1) + 1
        var oldCount = [UInt8](repeating: 0, count: idCount), newCount = oldCount
        var newPosition = [Int](repeating: 0, count: idCount)
        for id in old { oldCount[id] = min(oldCount[id] + 1, 2) }
        for (position, id) in new.enumerated() {
            newCount[id] = min(newCount[id] + 1, 2)
            newPosition[id] = position
        }
        let unique = old.enumerated().compactMap { position, id in
            oldCount[id] == 1 && newCount[id] == 1 ? (old: position, new: newPosition[id]) : nil
        }
        // piles[i]: index in `unique` of the smallest tail of an increasing run of length i + 1.
        var piles: [Int] = []
        var predecessor = [Int](repeating: -1, count: unique.count)
        for (index, pair) in unique.enumerated() {
            var low = 0, high = piles.count
            while low < high {
                let middle = (low + high) / 2
                if unique[piles[middle]].new < pair.new { low = middle + 1 } else { high = middle }
            }
            if low > 0 { predecessor[index] = piles[low - 1] }
            if low == piles.count { piles.append(index) } else { piles[low] = index }
        }
        var anchors: [(old: Int, new: Int)] = []
        var index = piles.last ?? -1
        while index >= 0 {
            anchors.append(unique[index])
            index = predecessor[index]
        }
        return anchors.reversed()
    }

    /// The divide-and-conquer: strip equal ends, find a point that an optimal path crosses halfway
    /// (the middle snake), and solve both halves the same way. Memory is the two frontiers, O(N+M),
    /// shared by every level; recursion depth is O(log D).
    private struct MiddleSnakeSearch {
        let old: [Int]
        let new: [Int]
        private(set) var operations: [Operation] = []
        /// Furthest-reaching x per diagonal, forwards from the start and backwards from the end,
        /// at index `diagonal + offset`.
        private var forward: [Int]
        private var backward: [Int]
        private let offset: Int

        init(old: [Int], new: [Int]) {
            self.old = old
            self.new = new
            offset = (old.count + new.count + 1) / 2 + 1
            forward = [Int](repeating: 0, count: 2 * offset + 1)
            backward = forward
            operations.reserveCapacity(max(old.count, new.count))
        }

        mutating func diff(old oldRange: Range<Int>, new newRange: Range<Int>) {
            var oldStart = oldRange.lowerBound, oldEnd = oldRange.upperBound
            var newStart = newRange.lowerBound, newEnd = newRange.upperBound
            var prefix = 0, suffix = 0
            while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
                oldStart += 1; newStart += 1; prefix += 1
            }
            while oldStart < oldEnd, newStart < newEnd, old[oldEnd - 1] == new[newEnd - 1] {
                oldEnd -= 1; newEnd -= 1; suffix += 1
            }
            append(.keep, count: prefix)
            if oldStart == oldEnd {
                append(.insert, count: newEnd - newStart)
            } else if newStart == newEnd {
                append(.remove, count: oldEnd - oldStart)
            } else {
                // Both sides are non-empty and differ at both ends, so the split is strictly inside
                // and both halves are smaller.
                let (x, y) = middleSnake(old: oldStart..<oldEnd, new: newStart..<newEnd)
                diff(old: oldStart..<x, new: newStart..<y)
                diff(old: x..<oldEnd, new: y..<newEnd)
            }
            append(.keep, count: suffix)
        }

        mutating func keep() {
            operations.append(.keep)
        }

        private mutating func append(_ operation: Operation, count: Int) {
            for _ in 0..<count { operations.append(operation) }
        }

        /// A point (absolute indices) on a shortest edit path of the two ranges, where the path's
        /// forward half, run from the start, meets its backward half, run from the end.
        private mutating func middleSnake(old oldRange: Range<Int>, new newRange: Range<Int>) -> (Int, Int) {
            let n = oldRange.count, m = newRange.count
            let oldStart = oldRange.lowerBound, newStart = newRange.lowerBound
            let oldEnd = oldRange.upperBound, newEnd = newRange.upperBound
            // Diagonal k of the forward search is diagonal `delta - k` of the backward one.
            let delta = n - m
            let deltaIsOdd = delta & 1 != 0
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            // Past this many steps the search settles for a good split instead of the best one, as
            // GNU diff and git do: texts with few unique lines and changes everywhere would otherwise
            // cost O((N+M)·D) time. Small diffs (every test of minimality) never reach it.
            let costLimit = max(256, 4 * Int(Double(n + m).squareRoot()))
            for d in 0...((n + m + 1) / 2) {
                if d > costLimit {
                    return furthestSplit(d: d - 1, n: n, m: m, oldStart: oldStart, newStart: newStart)
                }
                for k in stride(from: -d, through: d, by: 2) {
                    var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                        ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                    var y = x - k
                    while x < n, y < m, old[oldStart + x] == new[newStart + y] {
                        x += 1; y += 1
                    }
                    forward[offset + k] = x
                    // With an odd delta the paths can first meet on a forward step.
                    if deltaIsOdd, abs(delta - k) <= d - 1, x + backward[offset + delta - k] >= n {
                        return (oldStart + x, newStart + y)
                    }
                }
                for k in stride(from: -d, through: d, by: 2) {
                    // Here x and y count lines back from the ends.
                    var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                        ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                    var y = x - k
                    while x < n, y < m, old[oldEnd - 1 - x] == new[newEnd - 1 - y] {
                        x += 1; y += 1
                    }
                    backward[offset + k] = x
                    if !deltaIsOdd, abs(delta - k) <= d, x + forward[offset + delta - k] >= n {
                        return (oldEnd - x, newEnd - y)
                    }
                }
            }
            preconditionFailure("the forward and backward searches always meet by step (n + m + 1) / 2")
        }

        /// The point that got furthest after `d` steps of each search: the forward one furthest
        /// from the start or the backward one furthest from the end. Both lie strictly inside the
        /// ranges (a search that reached the far corner would have met the other), so both halves
        /// of the split are smaller.
        private func furthestSplit(d: Int, n: Int, m: Int, oldStart: Int, newStart: Int) -> (Int, Int) {
            var best = (progress: -1, x: 0, y: 0)
            for k in stride(from: -d, through: d, by: 2) {
                let x = min(forward[offset + k], n), y = min(max(x - k, 0), m)
                if x + y > best.progress, x + y < n + m { best = (x + y, x, y) }
                let backX = min(backward[offset + k], n), backY = min(max(backX - k, 0), m)
                if backX + backY > best.progress, backX + backY < n + m { best = (backX + backY, n - backX, m - backY) }
            }
            // Unreachable past 256 steps; a midpoint split keeps the recursion finite regardless.
            if best.progress <= 0 { return (oldStart + (n + 1) / 2, newStart + m / 2) }
            return (oldStart + best.x, newStart + best.y)
        }
    }
}
