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
    public func rendered(oldPath: String, newPath: String, colored: Bool = false) -> String {
        guard !hunks.isEmpty else { return "" }
        let bold = colored ? "\u{1B}[1m" : "", cyan = colored ? "\u{1B}[36m" : ""
        let red = colored ? "\u{1B}[31m" : "", green = colored ? "\u{1B}[32m" : "", reset = colored ? "\u{1B}[0m" : ""
        var output = "\(bold)--- a/\(oldPath)\(reset)\n\(bold)+++ b/\(newPath)\(reset)\n"
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

/// Myers' O((N+M)·D) shortest edit script over lines.
enum LineDiff {
    enum Operation: Equatable {
        case keep
        case remove
        case insert
    }

    static func editScript(old: [String], new: [String]) -> [Operation] {
        // Lines become integers so comparisons are cheap.
        var ids: [String: Int] = [:]
        func id(of line: String) -> Int {
            if let id = ids[line] { return id }
            let id = ids.count
            ids[line] = id
            return id
        }
        let oldLineIDs = old.map(id(of:))
        let newLineIDs = new.map(id(of:))

        // Trim the common prefix and suffix: the diff of a rewrite is usually local.
        var prefix = 0
        while prefix < oldLineIDs.count, prefix < newLineIDs.count, oldLineIDs[prefix] == newLineIDs[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLineIDs.count - prefix, suffix < newLineIDs.count - prefix,
            oldLineIDs[oldLineIDs.count - 1 - suffix] == newLineIDs[newLineIDs.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = myers(Array(oldLineIDs[prefix..<(oldLineIDs.count - suffix)]), Array(newLineIDs[prefix..<(newLineIDs.count - suffix)]))
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    private static func myers(_ a: [Int], _ b: [Int]) -> [Operation] {
        let n = a.count, m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .remove, count: n) }
        let maximum = n + m
        // v[k + offset] is the furthest x on diagonal k; `trace[d]` holds v for k in -d...d.
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        let offset = maximum + 1
        var trace: [[Int]] = []
        var finalD = 0
        search: for d in 0...maximum {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    finalD = d
                    break search
                }
            }
        }

        // Walk the trace backwards to recover the path.
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: finalD, to: 0, by: -1) {
            let snapshot = trace[d]  // v before step d, for k in -d...d (only -(d-1)...(d-1) are meaningful)
            func furthest(_ k: Int) -> Int { snapshot[k + d] }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && furthest(k - 1) < furthest(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = furthest(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.keep)
                x -= 1
                y -= 1
            }
            if x == previousX {
                operations.append(.insert)
            } else {
                operations.append(.remove)
            }
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            operations.append(.keep)
            x -= 1
            y -= 1
        }
        return operations.reversed()
    }
}
