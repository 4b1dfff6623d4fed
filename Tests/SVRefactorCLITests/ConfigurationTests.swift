import Foundation
@testable import SVRefactorCLI
import SVRefactorTestSupport
import Testing

/// `.svrefactor.yml`, `--config`, `dump-config`, `--strict` and the baseline, run end to end.
@Suite("configuration and baseline")
struct ConfigurationTests {
    /// A view reorder-members reports (two members share a line) but does not change.
    static let reported = """
        import SwiftUI

        struct Row: View {
            var body: some View { Text(title) }
            let title: String; var count = 0
            let subtitle = ""
        }

        """

    /// A view reorder-members would change.
    static let unordered = """
        import SwiftUI

        struct Toggle2: View {
            var body: some View { Text("a") }
            @State private var isOn = false
        }

        """

    func run(_ arguments: [String], in folder: TemporaryDirectory) -> CommandRunner.Result {
        CommandRunner.svrefactor(arguments, in: folder.path)
    }

    @Test func aTeamWritesItsMemberOrderAsAList() {
        let folder = TemporaryDirectory()
        folder.write("App/Toggle2.swift", Self.unordered)
        // `body` first, as this team wants: the view stays as it is.
        folder.write("App/.svrefactor.yml", """
            rules:
              reorder-members:
                order: [nested-types, body, static-properties, environment, let-properties, stored-properties,
                        computed-properties, initializers, view-helpers, functions]

            """)
        let result = run(["check", "--rule", "reorder-members", "App"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // A configured order needs no index of the module.
        #expect(!result.standardError.contains("indexed"), "\(result.standardError)")
        let dumped = run(["dump-config", "App/Toggle2.swift"], in: folder)
        #expect(dumped.standardOutput.contains(
            "    order: [nested-types, body, static-properties, environment, let-properties, stored-properties, computed-properties, initializers, view-helpers, functions]"),
            "\(dumped.standardOutput)")
        // A section left out is a usage error that lists them all.
        folder.write("App/.svrefactor.yml", "rules:\n  reorder-members:\n    order: [body, functions]\n")
        let bad = run(["check", "--rule", "reorder-members", "App"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("it leaves out nested-types, static-properties"), "\(bad.standardError)")
    }

    @Test func warningsPassAndErrorsFailCheck() {
        let folder = TemporaryDirectory()
        folder.write("App/Row.swift", Self.reported)
        #expect(run(["check", "--rule", "reorder-members", "App"], in: folder).status == 0)
        #expect(run(["check", "--rule", "reorder-members", "--strict", "App"], in: folder).status == 1)

        folder.write("App/.svrefactor.yml", "rules:\n  reorder-members:\n    severity: error\n")
        let result = run(["check", "--rule", "reorder-members", "App"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("App/Row.swift:5:24: error:"))
    }

    @Test func theNearestFileWinsAndTheCommandLineWinsOverBoth() {
        let folder = TemporaryDirectory()
        folder.write("App/Row.swift", Self.reported)
        folder.write("App/Legacy/Row.swift", Self.reported)
        folder.write(".svrefactor.yml", "rules:\n  reorder-members:\n    severity: error\n")
        folder.write("App/Legacy/.svrefactor.yml", "rules:\n  reorder-members:\n    enabled: false\n")

        let all = run(["check", "--all-rules", "App"], in: folder)
        #expect(all.standardError.contains("App/Row.swift:5:24: error:"))
        #expect(!all.standardError.contains("App/Legacy/Row.swift:5"))

        // Named on the command line, the rule runs there too, still with the inherited severity.
        let named = run(["check", "--rule", "reorder-members", "App"], in: folder)
        #expect(named.standardError.contains("App/Legacy/Row.swift:5:24: error:"))

        // --config: that file alone.
        folder.write("ci.yml", "rules:\n  reorder-members:\n    severity: warning\n")
        let explicit = run(["check", "--all-rules", "--config", "ci.yml", "App"], in: folder)
        #expect(explicit.standardError.contains("App/Legacy/Row.swift:5:24: warning:"))
        #expect(explicit.status == 0)
    }

    @Test func optionsComeFromTheFileUnlessTheCommandLineSetsThem() {
        let folder = TemporaryDirectory()
        folder.write(".svrefactor.yml", "rules:\n  extract-subviews:\n    min-lines: 50\n")
        let dumped = run(["dump-config", "."], in: folder)
        #expect(dumped.status == 0)
        #expect(dumped.standardOutput.contains("  extract-subviews:\n    enabled: true\n    severity: warning\n    min-lines: 50\n"))
        #expect(dumped.standardOutput.contains("#   .svrefactor.yml"))
    }

    @Test func excludedFilesAreNotProcessed() {
        let folder = TemporaryDirectory()
        folder.write("App/Generated/Toggle2.swift", Self.unordered)
        folder.write("App/Views/Row.swift", Self.reported)
        folder.write("App/.svrefactor.yml", "exclude:\n  - Generated/**\n")
        let result = run(["check", "--rule", "reorder-members", "App"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardError.contains("1 file scanned (1 file excluded)"))
        #expect(!result.standardError.contains("Toggle2"))
    }

    @Test(arguments: [
        ("rules:\n  no-such-rule:\n    enabled: false\n", ".svrefactor.yml:2:3: unknown rule 'no-such-rule' in rules"),
        ("rules:\n  reorder-members:\n    enable: false\n", ".svrefactor.yml:3:5: unknown key 'enable' in rules.reorder-members; allowed keys: enabled, severity"),
        ("rules:\n  extract-subviews:\n    min-lines: many\n", ".svrefactor.yml:3:16: rules.extract-subviews: invalid value 'many' for option 'min-lines'"),
        ("rules:\n  reorder-members:\n    severity: fatal\n", "invalid value 'fatal' for rules.reorder-members.severity: expected warning or error"),
        ("rules:\n  reorder-members:\n    enabled: maybe\n", "invalid value 'maybe' for rules.reorder-members.enabled: expected true or false"),
        ("excluded:\n  - A\n", ".svrefactor.yml:1:1: unknown key 'excluded' at the top level; allowed keys: rules, exclude"),
        ("exclude: Generated\n", "exclude must be a list of glob patterns"),
        ("rules: [\n", ".svrefactor.yml:2:1: not valid YAML: "),
    ])
    func mistakesAreUsageErrorsThatNameTheFileAndKey(_ configuration: String, _ message: String) {
        let folder = TemporaryDirectory()
        folder.write("App/Row.swift", Self.reported)
        folder.write(".svrefactor.yml", configuration)
        let result = run(["check", "--all-rules", "App"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test func aBaselineHidesKnownFindingsAcrossUnrelatedEditsButNotNewOnes() throws {
        let folder = TemporaryDirectory()
        folder.write("App/Row.swift", Self.reported)
        folder.write("App/Toggle2.swift", Self.unordered)
        let written = run(["check", "--rule", "reorder-members", "--write-baseline", "baseline.json", "App"], in: folder)
        #expect(written.status == 0)
        // The finding, and the two places the reordering of Toggle2 touches (a line out, a line in).
        #expect(written.standardError.contains("wrote 3 findings to the baseline baseline.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(folder.read("baseline.json").utf8)) as? [String: Any])
        #expect((document["findings"] as? [[String: Any]])?.count == 3)

        #expect(run(["check", "--rule", "reorder-members", "--baseline", "baseline.json", "--strict", "App"], in: folder).status == 0)

        // Lines added above the finding move it, but it is the same finding.
        folder.write("App/Row.swift", "// Rows.\n\n" + Self.reported)
        let moved = run(["check", "--rule", "reorder-members", "--baseline", "baseline.json", "--strict", "App"], in: folder)
        #expect(moved.status == 0)
        #expect(moved.standardError.contains("0 findings (3 more in the baseline)"))

        // A second view with the same problem is new.
        folder.write("App/Row.swift", Self.reported + Self.reported.replacingOccurrences(of: "struct Row", with: "struct Cell").replacingOccurrences(of: "import SwiftUI\n", with: ""))
        // (Three views with `body` first would be a habit of the module's, which reorder-members follows.)
        let grown = run(["check", "--rule", "reorder-members", "--option", "follow-module=false", "--baseline", "baseline.json", "--strict", "App"], in: folder)
        #expect(grown.status == 1)
        #expect(grown.standardError.contains("App/Row.swift:11:24: warning:"))
        #expect(!grown.standardError.contains("App/Row.swift:5:24:"))
    }

    @Test func aBaselineHoldsEachChangeSiteSoANewOneInTheSameFileIsReported() throws {
        // Two `.foregroundColor(.red)` accepted; a third, in the same file, is new.
        let view = { (colors: [String]) in
            "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        VStack {\n"
                + colors.map { "            Text(\"\\($0)\").foregroundColor(.\($0))\n" }.joined() + "        }\n    }\n}\n"
        }
        let folder = TemporaryDirectory()
        folder.write("App/Badge.swift", view(["red", "blue"]))
        let written = run(["check", "--rule", "foreground-style", "--write-baseline", "baseline.json", "App"], in: folder)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardError.contains("wrote 2 findings to the baseline baseline.json"), "\(written.standardError)")
        #expect(run(["check", "--rule", "foreground-style", "--baseline", "baseline.json", "App"], in: folder).status == 0)

        // An unrelated edit above: still accepted.
        folder.write("App/Badge.swift", "// Badges.\n" + view(["red", "blue"]))
        #expect(run(["check", "--rule", "foreground-style", "--baseline", "baseline.json", "App"], in: folder).status == 0)

        // A new `.foregroundColor(.pink)`: reported, at its line, and only it.
        folder.write("App/Badge.swift", view(["red", "blue", "pink"]))
        let grown = run(["check", "--rule", "foreground-style", "--baseline", "baseline.json", "App"], in: folder)
        #expect(grown.status == 1)
        let reported = grown.standardError.split(separator: "\n").filter { $0.contains("would be rewritten") }
        #expect(reported.count == 1)
        #expect(reported.first?.hasPrefix("App/Badge.swift:8:1: error:") == true, "\(grown.standardError)")
    }

    @Test func aBaselineThatIsNotOneIsAUsageError() {
        let folder = TemporaryDirectory()
        folder.write("App/Row.swift", Self.reported)
        folder.write("baseline.json", "[]")
        let result = run(["check", "--rule", "reorder-members", "--baseline", "baseline.json", "App"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("is not a baseline written by `svrefactor check --write-baseline`"))
        #expect(run(["apply", "--rule", "reorder-members", "--baseline", "baseline.json", "App"], in: folder).status == 2)
    }

    @Test func suppressionCommentsWithUnknownRulesAreReported() {
        let folder = TemporaryDirectory()
        folder.write("App/Row.swift", "// svrefactor:disable reorder-member\n" + Self.reported)
        let result = run(["check", "--rule", "reorder-members", "App"], in: folder)
        #expect(result.standardError.contains("App/Row.swift:1:1: warning: unknown rule 'reorder-member' in a `svrefactor:` comment"))
    }
}
