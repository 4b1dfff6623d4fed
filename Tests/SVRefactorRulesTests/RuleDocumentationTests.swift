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
