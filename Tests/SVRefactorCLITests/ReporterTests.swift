import Foundation
@testable import SVRefactorCLI
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// `--reporter`: the machine formats, run end to end and checked against their schemas.
@Suite("reporters")
struct ReporterTests {
    /// One view with a finding it cannot fix (two members share a line) and one that would be reordered (fixable).
    static let source = """
        import SwiftUI

        struct Row: View {
            var body: some View { Text(title) }
            let title: String; var count = 0
            let subtitle = ""
        }

        struct Toggle2: View {
            var body: some View { Text("a") }
            @State private var isOn = false
        }

        """

    func check(_ format: String, source: String = Self.source) -> CommandRunner.Result {
        let folder = TemporaryDirectory()
        folder.write("Views/Row.swift", source)
        return CommandRunner.svrefactor(["check", "--rule", "reorder-members", "--option", "follow-module=false", "--reporter", format, "Views"], in: folder.path)
    }

    func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonListsFindingsAndChangesOnStandardOutputOnly() throws {
        let result = check("json")
        #expect(result.status == 1)
        let document = try jsonObject(result.standardOutput)
        #expect(document["version"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        for finding in findings {
            #expect(Set(finding.keys) == ["file", "line", "column", "endLine", "endColumn", "rule", "severity", "message", "fixable", "fingerprint"])
            #expect(finding["file"] as? String == "Views/Row.swift")
            #expect(finding["rule"] as? String == "reorder-members")
        }
        #expect(findings.map { $0["fixable"] as? Bool } == [false, true])
        #expect(findings.map { $0["line"] as? Int } == [5, 10])
        #expect(findings.map { $0["severity"] as? String } == ["warning", "error"])
        // Standard error keeps the human summary, not the findings again.
        #expect(!result.standardError.contains("warning:"))
        #expect(result.standardError.contains("1 file scanned, 1 would change"))
    }

    /// A subview extracted from a helper (extract-subviews' first example), as a script or coding
    /// agent reads it without the diff.
    static let helperSource = RuleRegistry.rule(withID: "extract-subviews")!.metadata.examples[0].before

    @Test(arguments: ["--dry-run", "apply"])
    func jsonDescribesWhatEachChangeCreatedAndRemoved(mode: String) throws {
        let folder = TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        folder.write("Views/Profile.swift", Self.helperSource)
        let arguments = ["apply"] + (mode == "--dry-run" ? ["--dry-run"] : []) + ["--rule", "extract-subviews", "--reporter", "json", "Views/Profile.swift"]
        let result = CommandRunner.svrefactor(arguments, in: folder.path)
        #expect(result.status == 0, "\(result.standardError)")
        let document = try jsonObject(result.standardOutput)
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change["file"] as? String == "Views/Profile.swift")
        #expect(change["rules"] as? [String] == ["extract-subviews"])
        let diff = try #require(change["diff"] as? String)
        #expect(diff.hasPrefix("--- a/Views/Profile.swift\n+++ b/Views/Profile.swift\n"))
        #expect(diff.contains("+            ProfileHeader(name: name, isExpanded: $isExpanded)\n"))
        let created = try #require(change["created"] as? [[String: Any]])
        #expect(created.map { $0["kind"] as? String } == ["struct"])
        #expect(created.map { $0["name"] as? String } == ["ProfileHeader"])
        #expect(created.map { $0["container"] as? String } == [""])
        let removed = try #require(change["removed"] as? [[String: Any]])
        #expect(removed.map { $0["name"] as? String } == ["header"])
        #expect(removed.map { $0["container"] as? String } == ["ProfileView"])
        let helperLine = Self.helperSource.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("private var header") }! + 1
        #expect(removed.map { $0["line"] as? Int } == [helperLine])
        // The line of the created struct is in the file as it is (or would be) after the change.
        if mode == "--dry-run" {
            #expect(try String(contentsOfFile: folder.path + "/Views/Profile.swift", encoding: .utf8) == Self.helperSource)
            _ = CommandRunner.svrefactor(["apply", "--rule", "extract-subviews", "Views/Profile.swift"], in: folder.path)
        }
        let after = try String(contentsOfFile: folder.path + "/Views/Profile.swift", encoding: .utf8)
        let line = try #require(created.first?["line"] as? Int)
        #expect(after.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains("struct ProfileHeader"), "\(after)")
        // Nothing but the JSON on standard output.
        #expect(!result.standardOutput.hasPrefix("---"))
    }

    @Test func aChangeMadeOnAnEarlierRulesOutputNamesThatRuleInItsCommands() throws {
        let folder = TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        folder.write("Views/Editor.swift", """
            import SwiftUI

            struct Editor: View {
                var body: some View {
                    Button("Save") {
                        draft = draft.trimmingCharacters(in: .whitespaces)
                        isSaved = true
                    }
                }
                @State private var draft = ""
                @State private var isSaved = false
            }

            """)
        let run = CommandRunner.svrefactor(["check", "--rule", "reorder-members", "--rule", "hoist-closures", "Views"], in: folder.path)
        #expect(run.status == 1)
        // Rules run in their own order: hoist-closures first, then reorder-members on its output.
        #expect(run.standardError.contains("make it with `svrefactor apply --rule hoist-closures Views/Editor.swift`"), "\(run.standardError)")
        #expect(run.standardError.contains(
            "see the change with `svrefactor apply --dry-run --rule hoist-closures --rule reorder-members Views/Editor.swift`, "
                + "make it with `svrefactor apply --rule hoist-closures --rule reorder-members Views/Editor.swift` [reorder-members]"), "\(run.standardError)")
    }

    @Test func checkDescribesChangesWithoutTheirDiffs() throws {
        let folder = TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        folder.write("Views/Profile.swift", Self.helperSource)
        let result = CommandRunner.svrefactor(["check", "--rule", "extract-subviews", "--reporter", "json", "Views"], in: folder.path)
        #expect(result.status == 1)
        let changes = try #require(try jsonObject(result.standardOutput)["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["diff"] == nil)
        #expect((changes.first?["created"] as? [[String: Any]])?.count == 1)
    }

    @Test func sarifHasTheStructureGitHubCodeScanningReads() throws {
        let result = check("sarif")
        let document = try jsonObject(result.standardOutput)
        #expect(document["version"] as? String == "2.1.0")
        #expect(document["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "svrefactor")
        #expect(driver["version"] is String)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["reorder-members"])
        for rule in rules {
            let helpUri = try #require(rule["helpUri"] as? String)
            #expect(URL(string: helpUri)?.scheme == "https")
            #expect(helpUri.hasSuffix("/Docs/rules/reorder-members.md"))
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for entry in results {
            let ruleIndex = try #require(entry["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == entry["ruleId"] as? String)
            #expect(["warning", "error", "note"].contains(entry["level"] as? String))
            #expect((entry["message"] as? [String: Any])?["text"] is String)
            let locations = try #require(entry["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == "Views/Row.swift")
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
            let fingerprints = try #require(entry["partialFingerprints"] as? [String: String])
            #expect(fingerprints.values.allSatisfy { !$0.isEmpty })
        }
    }

    @Test func sarifFingerprintsSurviveLinesAddedAbove() throws {
        func fingerprints(_ source: String) throws -> [String] {
            let runs = try jsonObject(check("sarif", source: source).standardOutput)["runs"] as? [[String: Any]]
            let results = runs?.first?["results"] as? [[String: Any]] ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        }
        let before = try fingerprints(Self.source)
        let after = try fingerprints(Self.source.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\n// A note.\n"))
        #expect(before.count == 2)
        #expect(before == after)
    }

    @Test func githubWritesWorkflowCommands() {
        let lines = check("github").standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("::warning file=Views/Row.swift,line=5,col=24,title=svrefactor reorder-members::members of 'Row' are not in canonical order") == true)
        #expect(lines.last == "::error file=Views/Row.swift,line=10,col=1,title=svrefactor reorder-members::would be rewritten; see the change with `svrefactor apply --dry-run --rule reorder-members Views/Row.swift`, make it with `svrefactor apply --rule reorder-members Views/Row.swift`")
        #expect(ReportedFinding.shellWord("My Views/Row's.swift") == "'My Views/Row'\\''s.swift'")
        // Workflow-command escaping, as GitHub's toolkit does it.
        #expect(MachineReport.escapeData("50% done\nnext") == "50%25 done%0Anext")
        #expect(MachineReport.escapeProperty("a,b:c") == "a%2Cb%3Ac")
    }

    @Test func summaryCountsPerRule() {
        let output = check("summary").standardOutput
        #expect(output == """
            rule             findings  changes  files
            reorder-members         1        1      1
            total                   1        1      1

            """)
    }

    @Test func aMachineReporterCannotShareStandardOutputWithADiff() {
        let folder = TemporaryDirectory()
        folder.write("Row.swift", Self.source)
        let result = CommandRunner.svrefactor(["apply", "--dry-run", "--rule", "reorder-members", "--reporter", "sarif", "Row.swift"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--reporter sarif writes to standard output, where --dry-run prints its diff"))
        #expect(result.standardError.contains("or use --reporter json, which holds the diffs"))
        let unknown = CommandRunner.svrefactor(["check", "--rule", "reorder-members", "--reporter", "pdf", "Row.swift"], in: folder.path)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("The value 'pdf' is invalid for '--reporter <format>'"), "\(unknown.standardError)")
        #expect(ReporterFormat.allCases.allSatisfy { unknown.standardError.contains("  - \($0.rawValue)\n") }, "\(unknown.standardError)")
    }
}
