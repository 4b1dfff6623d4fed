import Foundation
import SVRefactorCore
import SVRefactorTestSupport
import Testing

@testable import SVRefactorCLI

/// The engine API front ends keep open: open buffers in place of files, the model updated file by
/// file, findings on the buffer's own lines, and rewrites as edits that make the new text.
@Suite("workspace (engine API)")
struct WorkspaceTests {
    static let profile = """
        import SwiftUI

        struct ProfileView: View {
            @State var name = ""

            var body: some View {
                VStack {
                    header
                    Text("Hello").foregroundColor(.red)
                }
            }

            private var header: some View {
                HStack {
                    Text(name)
                    Spacer()
                    Text("Profile")
                }
            }
        }

        """

    func package() -> (TemporaryDirectory, view: String, other: String) {
        let folder = TemporaryDirectory()
        folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v14)])\n")
        let view = folder.write("Sources/App/ProfileView.swift", Self.profile)
        let other = folder.write("Sources/App/Other.swift", "struct Other {}\n")
        return (folder, view, other)
    }

    /// The line of `source` holding `text`, with the column where it starts (1-based).
    static func point(_ path: String, _ source: String, at text: String) -> Selection.Point {
        let lines = source.components(separatedBy: "\n")
        let index = lines.firstIndex { $0.contains(text) }!
        return Selection.Point(path: path, line: index + 1, column: lines[index].utf8.count - lines[index].drop { $0 == " " }.utf8.count + 1)
    }

    @Test func anUnsavedBufferIsWhatTheModuleSeesUntilItIsClosed() throws {
        let (folder, view, other) = package()
        defer { withExtendedLifetime(folder) {} }
        let workspace = Workspace(workers: 1)
        let at = Self.point(view, Self.profile, at: "header")
        let first = try #require(workspace.refactoring("extract-subviews", at: at).refactoring)
        #expect(String(decoding: first.changedFiles[0].newText, as: UTF8.self).contains("ProfileHeader(name: name)"))

        // Another file's unsaved text takes the names the subview could have: the helper stays, and says why.
        workspace.setBuffer(other, text: Array("struct ProfileHeader {}\nstruct HeaderView {}\nstruct Header {}\n".utf8))
        #expect(workspace.refactoring("extract-subviews", at: at).refactoring == nil)
        #expect(workspace.findings(in: view).findings.contains { $0.ruleID == "extract-subviews" && $0.message.contains("is taken in the module") })
        #expect(folder.read("Sources/App/Other.swift") == "struct Other {}\n")

        workspace.closeBuffer(other)
        let third = try #require(workspace.refactoring("extract-subviews", at: at).refactoring)
        #expect(String(decoding: third.changedFiles[0].newText, as: UTF8.self).contains("ProfileHeader(name: name)"))
    }

    @Test func aChangedBufferIsIndexedAloneAndTheOthersAreKept() {
        let (folder, view, other) = package()
        defer { withExtendedLifetime(folder) {} }
        let workspace = Workspace(workers: 1)
        let module = workspace.module(of: view)
        #expect(module.declarations.keys.sorted() == [other, view].sorted())
        let before = module.model.identity
        workspace.setBuffer(view, text: Array((Self.profile + "struct Added {}\n").utf8))
        #expect(workspace.module(of: view) === module)
        #expect(module.model.identity != before)
        #expect(module.model.declarations(of: "Added").count == 1)
        #expect(module.model.declarations(of: "Other").count == 1)
    }

    /// Typing in one file does not merge the module's model on every change: the file's own facts
    /// come from its tree. A request about another file merges it.
    @Test func editsOfOneFileMergeTheModelOnlyForRequestsAboutOthers() {
        let (folder, view, other) = package()
        defer { withExtendedLifetime(folder) {} }
        let workspace = Workspace(workers: 1)
        let module = workspace.module(of: view)
        let merged = module.model.identity
        workspace.setBuffer(view, text: Array((Self.profile + "struct Added {}\n").utf8))
        #expect(module.model(forRequestAbout: view).identity == merged)
        #expect(!workspace.findings(in: view).changes.isEmpty)
        #expect(module.model(forRequestAbout: other).identity != merged)
        #expect(module.model.declarations(of: "Added").count == 1)
    }

    @Test func findingsAndFixesReferToTheBuffersOwnLines() {
        let (folder, view, _) = package()
        defer { withExtendedLifetime(folder) {} }
        let workspace = Workspace(workers: 1)
        let text = "// A comment that shifts every line.\n" + Self.profile
        workspace.setBuffer(view, text: Array(text.utf8))
        let changes = workspace.findings(in: view).changes
        let color = changes.first { $0.ruleID == "foreground-style" }
        #expect(color?.sites.map(\.line) == [Self.point(view, text, at: "foregroundColor").line])
        let state = changes.first { $0.ruleID == "private-state" }
        #expect(state?.sites.map(\.line) == [Self.point(view, text, at: "@State var name").line])
    }

    @Test func editsMakeTheNewText() throws {
        let (folder, view, _) = package()
        defer { withExtendedLifetime(folder) {} }
        let workspace = Workspace(workers: 1)
        let refactoring = try #require(workspace.refactoring("extract-subviews", at: Self.point(view, Self.profile, at: "private var header")).refactoring)
        let (_, edits, newText) = refactoring.changedFiles[0]
        #expect(TextEdit.applying(edits, to: Array(Self.profile.utf8)) == newText)
        let fix = try #require(workspace.fixAll(in: view))
        let fixed = String(decoding: fix.changedFiles[0].newText, as: UTF8.self)
        #expect(fixed.contains(".foregroundStyle(.red)") && fixed.contains("@State private var name"))
    }

    /// A buffer the rules cannot see says why: a syntax error, or nesting the parser is kept away from.
    @Test func aBufferTheRulesCannotSeeGetsOneFindingThatSaysWhy() {
        let (folder, view, _) = package()
        defer { withExtendedLifetime(folder) {} }
        let workspace = Workspace(workers: 1)
        workspace.setBuffer(view, text: Array("struct A {\n".utf8))
        #expect(workspace.findings(in: view).findings.map(\.ruleID) == [Pipeline.toolRuleID])
        let nested = "let deep = " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "\n"
        workspace.setBuffer(view, text: Array(nested.utf8))
        let findings = workspace.findings(in: view).findings
        #expect(findings.count == 1 && findings[0].message.hasPrefix("not analysed: square brackets nested 20 levels deep"))
    }

    @Test func nothingAtThePositionOffersTheNearestConstructs() {
        let (folder, view, _) = package()
        defer { withExtendedLifetime(folder) {} }
        let result = Workspace(workers: 1).refactoring("extract-subviews", at: Selection.Point(path: view, line: 1, column: 1))
        #expect(result.refactoring == nil)
        #expect(result.offers.map(\.name) == ["header"])
    }
}
