@testable import SVRefactorCore
import SVRefactorTestSupport
import Testing

@Suite("Unified diff")
struct UnifiedDiffTests {
    func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff(old: Array(old.utf8), new: Array(new.utf8), contextLines: context).rendered(oldPath: "F.swift", newPath: "F.swift")
    }

    @Test func identicalTextsHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
        #expect(diff("", "") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingAll("line 5\n", with: "LINE five\n")
        #expect(diff(old, new) == """
            --- a/F.swift
            +++ b/F.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +LINE five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunksAndCloseOnesMerge() {
        let old = (1...30).map { "\($0)\n" }.joined()
        var new = old.replacingAll("\n3\n", with: "\nthree\n")
        new = new.replacingAll("\n25\n", with: "\ntwenty-five\n")
        #expect(diff(old, new).components(separatedBy: "@@ -").count - 1 == 2)
        let close = old.replacingAll("\n3\n", with: "\nthree\n").replacingAll("\n9\n", with: "\nnine\n")
        #expect(diff(old, close).components(separatedBy: "@@ -").count - 1 == 1)
    }

    @Test func missingNewlineAtEndIsMarked() {
        #expect(diff("a\nb", "a\nc") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
        #expect(diff("a\n", "a\nb").hasSuffix("+b\n\\ No newline at end of file\n"))
    }

    @Test func anEmptyOldOrNewSideUsesLineZero() {
        #expect(diff("", "a\n").contains("@@ -0,0 +1 @@\n+a\n"))
        #expect(diff("a\n", "").contains("@@ -1 +0,0 @@\n-a\n"))
    }

    @Test func crlfLinesKeepTheirCarriageReturns() {
        let rendered = diff("a\r\nb\r\n", "a\r\nc\r\n")
        #expect(rendered.contains("-b\r\n+c\r\n"))
        #expect(!rendered.contains("\r\n\n"))
    }

    /// Property: applying the hunks to the old text yields the new text, for many random edits.
    @Test func hunksReconstructTheNewText() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...25, using: &generator)).map { _ in "l\(Int.random(in: 0...6, using: &generator))\n" }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                case 1: new.insert("n\(Int.random(in: 0...6, using: &generator))\n", at: Int.random(in: 0...new.count, using: &generator))
                default:
                    if !new.isEmpty { new.swapAt(Int.random(in: 0..<new.count, using: &generator), Int.random(in: 0..<new.count, using: &generator)) }
                }
            }
            let diff = UnifiedDiff(old: Array(old.joined().utf8), new: Array(new.joined().utf8), contextLines: Int.random(in: 0...3, using: &generator))
            #expect(apply(diff, to: old) == new, "old: \(old) new: \(new)")
        }
    }

    /// Property: the search between anchors finds a shortest edit script (as long as the longest
    /// common subsequence allows) that turns the old lines into the new ones, including for
    /// unrelated texts where the linear-space search splits many times.
    @Test func editScriptsAreShortest() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<400 {
            let alphabet = Int.random(in: 1...5, using: &generator)
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "\(Int.random(in: 0..<alphabet, using: &generator))" }
            let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "\(Int.random(in: 0..<alphabet, using: &generator))" }
            let script = LineDiff.shortestEditScript(old: old, new: new)
            var rebuilt: [String] = [], oldIndex = 0, newIndex = 0
            for operation in script {
                switch operation {
                case .keep:
                    #expect(old[oldIndex] == new[newIndex])
                    rebuilt.append(old[oldIndex]); oldIndex += 1; newIndex += 1
                case .remove: oldIndex += 1
                case .insert: rebuilt.append(new[newIndex]); newIndex += 1
                }
            }
            #expect(rebuilt == new && oldIndex == old.count)
            let edits = script.filter { $0 != .keep }.count
            #expect(edits == old.count + new.count - 2 * longestCommonSubsequence(old, new), "old: \(old) new: \(new)")
        }
    }

    /// 90,000 lines with a third of them changed: the plain Myers search kept every frontier, O(D²)
    /// integers (about 30 GB here); anchors and the linear-space search need a few megabytes.
    @Test func largeTextsChangedEverywhereDiffInLinearSpace() {
        let old = (0..<90_000).map { "line \($0)\n" }
        let new = old.enumerated().map { $0.offset % 3 == 0 ? "changed \($0.offset)\n" : $0.element }
        let diff = UnifiedDiff(old: Array(old.joined().utf8), new: Array(new.joined().utf8), contextLines: 1)
        #expect(apply(diff, to: old) == new)
        #expect(diff.hunks.flatMap(\.lines).filter { if case .added = $0 { true } else { false } }.count == 30_000)
    }

    /// Few distinct lines and changes everywhere: no anchors, and a shortest script would cost
    /// O((N+M)·D) time, so past a cost limit the search takes a good split instead. The script is
    /// still exact, only possibly longer than the shortest.
    @Test func expensiveDiffsSettleForAGoodSplitAndStayExact() {
        let old = (0..<4_000).map { "l\($0 % 7)\n" }
        let new = old.enumerated().map { $0.offset % 2 == 0 ? "c\($0.offset % 5)\n" : $0.element }
        let diff = UnifiedDiff(old: Array(old.joined().utf8), new: Array(new.joined().utf8), contextLines: 2)
        #expect(apply(diff, to: old) == new)
    }

    /// Lines that occur once on each side anchor the diff, in the longest order both sides share;
    /// a moved unique line is not an anchor and shows as removed and added.
    @Test func uniqueLinesAnchorTheDiff() {
        let anchors = LineDiff.patienceAnchors([0, 1, 2, 3, 4, 1], [4, 0, 2, 3, 5])
        #expect(anchors.map { [$0.old, $0.new] } == [[0, 1], [2, 2], [3, 3]])
        #expect(diff("a\nb\nmoved\nc\n", "moved\na\nb\nc\n", context: 0) == """
            --- a/F.swift
            +++ b/F.swift
            @@ -0,0 +1 @@
            +moved
            @@ -3 +3,0 @@
            -moved

            """)
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices {
            for j in b.indices {
                lengths[i + 1][j + 1] = a[i] == b[j] ? lengths[i][j] + 1 : max(lengths[i][j + 1], lengths[i + 1][j])
            }
        }
        return lengths[a.count][b.count]
    }

    /// Applies hunks by line numbers, checking context and removed lines match.
    private func apply(_ diff: UnifiedDiff, to old: [String]) -> [String]? {
        var result: [String] = []
        var oldIndex = 0
        for hunk in diff.hunks {
            let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
            guard start >= oldIndex else { return nil }
            result += old[oldIndex..<start]
            oldIndex = start
            for line in hunk.lines {
                switch line {
                case let .context(text):
                    guard oldIndex < old.count, old[oldIndex] == text else { return nil }
                    result.append(text); oldIndex += 1
                case let .removed(text):
                    guard oldIndex < old.count, old[oldIndex] == text else { return nil }
                    oldIndex += 1
                case let .added(text):
                    result.append(text)
                }
            }
        }
        return result + old[oldIndex...]
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
}

import Foundation

/// Text edits from a line diff: applied in order, they make the new text, and lines the change
/// keeps are not touched.
@Suite("text edits")
struct TextEditTests {
    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("a\nb\nc\n", "a\nc\n"),
        ("a\nb\n", "a\nb\nc\n"),
        ("a\nb", "a\nc"),
        ("a\nb", "a\nb\n"),
        ("", "x\n"),
        ("x\n", ""),
        ("é\r\nb\r\n", "é\r\nß\r\nb\r\n"),
    ])
    func editsApplyToTheNewText(old: String, new: String) {
        let edits = TextEdit.edits(from: Array(old.utf8), to: Array(new.utf8))
        #expect(TextEdit.applying(edits, to: Array(old.utf8)) == Array(new.utf8))
    }

    @Test func onlyChangedLinesAreReplaced() {
        let edits = TextEdit.edits(from: Array("a\nb\nc\nd\n".utf8), to: Array("a\nB\nc\nD\n".utf8))
        #expect(edits == [
            TextEdit(startLine: 2, startColumn: 1, endLine: 3, endColumn: 1, newText: "B\n"),
            TextEdit(startLine: 4, startColumn: 1, endLine: 5, endColumn: 1, newText: "D\n"),
        ])
    }

    @Test func aLastLineWithoutALineBreakEndsAtItsEnd() {
        let edits = TextEdit.edits(from: Array("a\nbé".utf8), to: Array("a\nc".utf8))
        #expect(edits == [TextEdit(startLine: 2, startColumn: 1, endLine: 2, endColumn: 4, newText: "c")])
    }
}
