import SVRefactorCore

/// Checks a rule against one of its examples; the generic test every rule example runs through.
///
/// Besides before → after, each example is also checked in variants that catch common engine bugs
/// (the idea comes from SwiftLint's generated example tests): a non-ASCII line in front and a
/// non-ASCII comment at the start of the first line (byte vs. character offsets), CRLF line endings,
/// tab indentation, and the whole example commented out with `//` and wrapped in `/* */` (which
/// must change and report nothing).
///
/// An expected finding may start with its position, `"3:9: message"`: then the finding must be
/// there too. Variants shift the expected line and column by what they add in front.
public enum ExampleVerifier {
    public struct Variant: Sendable {
        public var name: String
        public var transform: @Sendable (String) -> String
        /// Whether findings are still expected (a commented-out example has none).
        public var keepsFindings: Bool
        /// Lines the transform adds in front; expected positions move down by as many.
        public var addedLines = 0
        /// Bytes the transform adds in front of the first line; expected columns on it move right.
        public var firstLinePrefixBytes = 0
        /// Whether expected columns still hold (not after re-indenting).
        public var keepsColumns = true
        /// Whether the files a rewrite creates change as the example's file does (line endings and
        /// indentation do; lines added in front of the example do not reach them).
        public var reachesCreatedFiles = false
    }

    static let nonASCIIPrefix = "/* 👨‍👩‍👧‍👦 Grüße */ "

    public static let variants: [Variant] = [
        Variant(name: "as written", transform: { $0 }, keepsFindings: true),
        Variant(name: "after a non-ASCII comment line", transform: { "// Ünïcödé 🧪 prefix\n" + $0 }, keepsFindings: true, addedLines: 1),
        Variant(
            name: "after a non-ASCII comment on the first line", transform: { nonASCIIPrefix + $0 }, keepsFindings: true,
            firstLinePrefixBytes: nonASCIIPrefix.utf8.count),
        Variant(name: "with CRLF line endings", transform: { $0.replacingAll("\n", with: "\r\n") }, keepsFindings: true, reachesCreatedFiles: true),
        Variant(name: "indented with tabs", transform: tabIndented, keepsFindings: true, keepsColumns: false, reachesCreatedFiles: true),
    ]

    /// An expected finding: a message substring, and where it must be if the example says.
    struct ExpectedFinding {
        var line: Int?
        var column: Int?
        var message: String

        /// Reads `"3:9: message"` (positioned) or `"message"`.
        init(_ text: String) {
            let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), parts[2].hasPrefix(" ") {
                self.line = line
                self.column = column
                message = String(parts[2].dropFirst())
            } else {
                message = text
            }
        }

        func moved(by variant: Variant) -> ExpectedFinding {
            var moved = self
            if let line {
                if line == 1, let column { moved.column = column + variant.firstLinePrefixBytes }
                moved.line = line + variant.addedLines
            }
            if !variant.keepsColumns { moved.column = nil }
            return moved
        }

        func matches(_ finding: Finding) -> Bool {
            finding.message.contains(message) && (line ?? finding.line) == finding.line && (column ?? finding.column) == finding.column
        }
    }

    /// Returns human-readable problems; empty means the example holds.
    public static func problems(rule ruleType: any Rule.Type, example: RuleExample) -> [String] {
        let rule: any Rule
        do {
            rule = ruleType.init(options: try RuleOptionValues(specs: ruleType.metadata.options, overrides: example.options))
        } catch {
            return ["invalid example options: \(error)"]
        }
        // A rule that reads the module sees the example as a module of one file, as the CLI would.
        func pipeline(for before: String) -> Pipeline {
            // A rule that creates files works on a module of several files: the example's has an empty second one.
            let others = ruleType.metadata.createsFiles ? [(path: "App.swift", source: "")] : []
            var project = ruleType.metadata.usesProjectModel ? ProjectModel.parsing([(path: "Example.swift", source: before)] + others) : nil
            project?.newFileFolders = exampleFolders
            return Pipeline(rules: [rule], project: project)
        }
        var problems: [String] = []
        let expectedFindings = example.expectedFindings.map(ExpectedFinding.init)
        // Turned off by a comment, the rule leaves the example alone; turned on again, it does its work.
        let id = ruleType.metadata.id
        let reenabled = Variant(
            name: "disabled, then enabled again", transform: { "// svrefactor:disable \(id)\n// svrefactor:enable \(id)\n" + $0 },
            keepsFindings: true, addedLines: 2)
        for variant in variants + [reenabled] {
            let before = variant.transform(example.before)
            let after = variant.transform(example.after)
            let expected = variant.keepsFindings ? expectedFindings.map { $0.moved(by: variant) } : []
            let created = example.createdFiles.mapValues { variant.reachesCreatedFiles ? variant.transform($0) : $0 }
            problems += check(pipeline(for: before), before: before, after: after, expected: expected, created: created)
                .map { "[\(variant.name)] \($0)" }
        }
        // Commented out, the example is not code any more; suppressed, the rule must leave it alone:
        // nothing may change and nothing is reported.
        let leftAlone = [
            ("commented out", commentedOut(example.before)),
            ("wrapped in /* */", "/*\n" + example.before + "\n*/\n"),
            ("suppressed with svrefactor:disable \(id)", "// svrefactor:disable \(id)\n" + example.before),
            ("suppressed with svrefactor:disable all", "/* svrefactor:disable all - generated code */\n" + example.before),
        ]
        for (name, source) in leftAlone {
            problems += check(pipeline(for: source), before: source, after: source, expected: [])
                .map { "[\(name)] \($0)" }
        }
        return problems
    }

    /// Runs `before` through the pipeline and compares; then runs the result again (idempotence).
    public static func check(_ pipeline: Pipeline, before: String, after: String, expectedFindings: [String]) -> [String] {
        check(pipeline, before: before, after: after, expected: expectedFindings.map(ExpectedFinding.init))
    }

    /// The folder of the examples' file is a package target's: a new file there is compiled.
    public static let exampleFolders = NewFileFolders(placements: ["": .pickedUp(by: "the example's package")])

    static func check(
        _ pipeline: Pipeline, before: String, after: String, expected expectedFindings: [ExpectedFinding], created: [String: String] = [:]
    ) -> [String] {
        var problems: [String] = []
        let first = pipeline.process(before, path: "Example.swift")
        let actualCreated = Dictionary(first.createdFiles.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) }, uniquingKeysWith: { a, _ in a })
        if Set(actualCreated.keys) != Set(created.keys) {
            problems.append("expected the rewrite to create \(created.keys.sorted()), but it created \(actualCreated.keys.sorted())")
        }
        for (name, text) in created.sorted(by: { $0.key < $1.key }) {
            guard let actual = actualCreated[name], actual != text else { continue }
            problems.append("the created file \(name) differs from the expected one:\n\(visibleDiff(expected: text, actual: actual))")
        }
        switch first.status {
        case let .skipped(reason):
            return ["the example's input was skipped: \(reason)"]
        case let .failed(reason):
            return ["the rule failed: \(reason)"]
        case .unchanged:
            if before != after { problems.append("expected a rewrite, but nothing changed:\n\(visibleDiff(expected: after, actual: before))") }
        case let .changed(newSource, _):
            let output = String(decoding: newSource, as: UTF8.self)
            if before == after {
                problems.append("expected the source to stay byte-identical, but it changed:\n\(visibleDiff(expected: after, actual: output))")
            } else if output != after {
                problems.append("the rewrite differs from the expected output:\n\(visibleDiff(expected: after, actual: output))")
            }
        }
        problems += findingProblems(first.findings, expected: expectedFindings)

        // Idempotence: the expected output is a fixed point.
        let second = pipeline.process(after, path: "Example.swift")
        if case let .changed(newSource, _) = second.status {
            problems.append("not idempotent: running the rule on the expected output changes it again:\n"
                + visibleDiff(expected: after, actual: String(decoding: newSource, as: UTF8.self)))
        } else if case let .failed(reason) = second.status {
            problems.append("the rule failed on the expected output: \(reason)")
        }
        return problems
    }

    static func findingProblems(_ findings: [Finding], expected: [ExpectedFinding]) -> [String] {
        let matches = findings.count == expected.count && zip(expected, findings).allSatisfy { $0.matches($1) }
        guard !matches else { return [] }
        return ["findings differ. Expected (substrings, in order):\n"
            + expected.map { "  - " + ($0.line.map { "\($0):" } ?? "") + ($0.column.map { "\($0): " } ?? "") + $0.message }.joined(separator: "\n")
            + "\nActual:\n" + findings.map { "  - \($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")]
    }

    /// A line-by-line rendering of both texts with invisible characters shown, for failure messages.
    public static func visibleDiff(expected: String, actual: String) -> String {
        let diff = UnifiedDiff(old: Array(expected.utf8), new: Array(actual.utf8))
            .rendered(oldPath: "expected", newPath: "actual")
        return diff.replacingAll("\r", with: "␍").replacingAll("\t", with: "⇥")
    }

    static func commentedOut(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
    }

    /// Replaces each leading run of four spaces with a tab.
    @Sendable static func tabIndented(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var rest = Substring(line)
            var tabs = ""
            while rest.hasPrefix("    ") {
                tabs += "\t"
                rest = rest.dropFirst(4)
            }
            return tabs + rest
        }.joined(separator: "\n")
    }
}

extension String {
    /// Replaces byte sequences, so "\r" matches inside "\r\n" (a single Character).
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8), substitute = Array(replacement.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if !pattern.isEmpty, bytes[index...].starts(with: pattern) {
                result += substitute
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
