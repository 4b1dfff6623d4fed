import Foundation
import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

@Suite("Docs/rules pages")
struct RuleDocumentationTests {
    /// Docs/rules/<id>.md starts with the page generated from the rule's metadata. When this fails,
    /// run `swift run svrefactor generate-docs` and commit the result.
    @Test(arguments: RuleRegistry.ids)
    func pageMatchesMetadata(_ id: String) throws {
        let path = RepositoryLayout.path("Docs/rules/\(id).md")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let generated = RuleDocumentation.markdown(for: RuleRegistry.rule(withID: id)!.metadata)
        #expect(page.hasPrefix(generated), "\(path) is out of date: run `swift run svrefactor generate-docs`")
    }
}

@Suite("Rule page rendering")
struct RuleDocumentationRenderingTests {
    /// A report-only check has no before/after pair: its triggering examples are what it reports,
    /// so they get their own heading instead of an empty "Examples" and a misleading "Left alone".
    @Test func reportOnlyCheckListsItsFindingsUnderReported() throws {
        let page = RuleDocumentation.markdown(for: RuleRegistry.rule(withID: "no-anyview")!.metadata)
        #expect(!page.contains("## Examples"))
        let reported = try #require(page.range(of: "## Reported\n"))
        let leftAlone = try #require(page.range(of: "## Left alone\n"))
        #expect(reported.upperBound < leftAlone.lowerBound)
        // Everything under "Left alone" is code the check says nothing about.
        #expect(!page[leftAlone.upperBound...].contains("Findings:"))
        #expect(page[reported.upperBound..<leftAlone.lowerBound].contains("Findings:"))
    }

    /// A rewriting rule keeps its refusals (left alone, with a finding that says why) under "Left alone".
    @Test func rewritingRuleKeepsRefusalsUnderLeftAlone() {
        let page = RuleDocumentation.markdown(for: RuleRegistry.rule(withID: "extract-subviews")!.metadata)
        #expect(page.contains("## Examples\n"))
        #expect(!page.contains("## Reported\n"))
        #expect(page.contains("## Left alone\n"))
    }

    @Test func explainShowsAReportedExampleForACheck() {
        let text = RuleDocumentation.text(for: RuleRegistry.rule(withID: "no-anyview")!.metadata)
        #expect(text.contains("EXAMPLE (reported, not changed):"))
        #expect(text.contains("  reports: …"))
    }
}
