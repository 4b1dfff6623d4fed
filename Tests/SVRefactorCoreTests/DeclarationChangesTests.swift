import SVRefactorCore
import Testing

/// What a change created and removed, as the JSON report and the MCP server describe it.
struct DeclarationChangesTests {
    private func changes(_ before: String, _ after: String, created files: [(String, String)] = []) -> DeclarationChanges {
        DeclarationChanges(
            path: "Views/Profile.swift", original: Array(before.utf8), output: Array(after.utf8),
            createdFiles: files.map { ($0.0, Array($0.1.utf8)) })
    }

    private func summary(_ declarations: [DeclarationChanges.Declaration]) -> [String] {
        declarations.map { "\($0.kind.rawValue) \($0.container.isEmpty ? "" : $0.container + ".")\($0.name) \($0.file):\($0.line)" }
    }

    @Test func anExtractedSubviewIsCreatedAndItsHelperRemoved() {
        let result = changes(
            """
            struct ProfileView: View {
                let name: String

                var body: some View {
                    header
                }

                private var header: some View {
                    Text(name)
                }
            }
            """,
            """
            struct ProfileView: View {
                let name: String

                var body: some View {
                    ProfileHeader(name: name)
                }
            }

            private struct ProfileHeader: View {
                let name: String

                var body: some View {
                    Text(name)
                }
            }
            """)
        // The new struct, not each of its members.
        #expect(summary(result.created) == ["struct ProfileHeader Views/Profile.swift:9"])
        #expect(summary(result.removed) == ["property ProfileView.header Views/Profile.swift:8"])
    }

    @Test func aHoistedMethodIsNamedWithItsLabels() {
        let result = changes(
            """
            struct ListView: View {
                var body: some View {
                    Button("Add") { items.append(1) }
                }
            }
            """,
            """
            struct ListView: View {
                var body: some View {
                    Button("Add", action: addItem)
                }

                private func addItem() {
                    items.append(1)
                }

                func move(from source: IndexSet, to destination: Int) {}
            }
            """)
        #expect(summary(result.created) == [
            "method ListView.addItem() Views/Profile.swift:6", "method ListView.move(from:to:) Views/Profile.swift:10",
        ])
        #expect(result.removed.isEmpty)
    }

    @Test func reorderedMembersAndChangedBodiesAreNeither() {
        let before = """
            struct Row: View {
                var body: some View { Text(title) }
                let title: String
                init(title: String) { self.title = title }
            }
            """
        let after = """
            struct Row: View {
                let title: String
                init(title: String) { self.title = title.uppercased() }
                var body: some View { Text(title).bold() }
            }
            """
        #expect(changes(before, after) == DeclarationChanges())
    }

    @Test func aTypeMovedToItsOwnFileIsRemovedHereAndCreatedThere() {
        let result = changes(
            "struct A: View {\n    var body: some View { B() }\n}\n\nstruct B: View {\n    var body: some View { Text(\"b\") }\n}\n",
            "struct A: View {\n    var body: some View { B() }\n}\n",
            created: [("Views/B.swift", "import SwiftUI\n\nstruct B: View {\n    var body: some View { Text(\"b\") }\n}\n")])
        #expect(summary(result.created) == ["struct B Views/B.swift:3"])
        #expect(summary(result.removed) == ["struct B Views/Profile.swift:5"])
    }

    @Test func membersOfExtensionsAndIfConfigClausesCountAndLocalOnesDoNot() {
        let result = changes(
            "extension Model {\n}\n",
            """
            extension Model {
                #if DEBUG
                static var preview: Model { Model() }
                #endif
                init(id: Int) {
                    struct Local {}
                    self.init()
                }
                subscript(index: Int) -> Int { index }
            }
            """)
        #expect(summary(result.created) == [
            "property Model.preview Views/Profile.swift:3", "initializer Model.init(id:) Views/Profile.swift:5",
            "subscript Model.subscript(index:) Views/Profile.swift:9",
        ])
    }

    @Test func aSecondOverloadWithTheSameNameIsNew() {
        let result = changes(
            "struct S {\n    func f() {}\n}\n",
            "struct S {\n    func f() {}\n    func f() {}\n}\n")
        #expect(summary(result.created) == ["method S.f() Views/Profile.swift:3"])
    }
}
