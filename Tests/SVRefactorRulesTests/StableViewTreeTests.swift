import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of stable-view-tree that its documented examples do not cover.
@Suite("stable-view-tree")
struct StableViewTreeTests {
    let harness = RuleHarness(StableViewTree.self)

    func findings(_ source: String) -> [String] {
        harness.rewrite(source).findings.map { "\($0.line):\($0.column): \($0.message)" }
    }

    /// A view whose `body` is `helper`, with `@State private var flag` and `let input: String`.
    func view(_ helper: String) -> String {
        """
        import SwiftUI

        struct Screen: View {
            let input: String
            let tint: Color
            @State private var flag = false

            var body: some View {
                content
            }

        \(helper)
        }
        """
    }

    @Test func branchesThatReturnTheirViewHaveOneIdentity() {
        // No view builder collects them: one value of one type (or erased), so nothing flips.
        let found = findings(view("""
                var content: some View {
                    if flag {
                        return AnyView(List { Text(input) })
                    }
                    return AnyView(List { Text(input).bold() })
                }
            """))
        #expect(found.isEmpty)
        let returned = findings(view("""
                var content: some View {
                    if flag {
                        return List { Text(input) }
                    } else {
                        return List { Text(input) }
                    }
                }
            """))
        #expect(returned.isEmpty)
        // A helper without @ViewBuilder whose `if` is an expression: one type too.
        #expect(findings(view("""
                var content: some View {
                    if flag { List { Text(input) } } else { List { Text(input) } }
                }
            """)).isEmpty)
    }

    @Test func flippingBetweenStatelessControlsLosesNothing() {
        // Select All and Deselect All, a secure and a plain field: no state of their own to lose.
        #expect(findings(view("""
                @ViewBuilder
                var content: some View {
                    if flag { Button("Deselect All") {} } else { Button("Select All") {} }
                }
            """)).isEmpty)
        #expect(findings(view("""
                @ViewBuilder
                var content: some View {
                    if flag { SecureField("Password", text: .constant(input)) } else { TextField("Password", text: .constant(input)) }
                }
            """)).isEmpty)
    }

    @Test func anAvailabilityCheckInsideABranchStandsForOneView() {
        // IceCubes' bottom inset: the outer `if` shows the bar or nothing; the inner `#available`
        // only picks the bar's look per system.
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        if #available(iOS 17, macOS 14, *) {
                            VStack { Text(input) }
                        } else {
                            HStack { Text(input) }
                        }
                    }
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func aConditionOnALocalComputedFromInputsIsTheViewsData() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    let isLong = input.count > 80
                    if isLong {
                        ScrollView { Text(input) }
                    } else {
                        ScrollView { Text(input).font(.caption) }
                    }
                }
            """)
        #expect(findings(source).isEmpty)
        // Computed from state, the same local flips the view.
        #expect(findings(source.replacing("let isLong = input.count > 80", with: "let isLong = flag")).count == 1)
        // So does a computed property of the view that reads state.
        let computed = source.replacing("let isLong = input.count > 80", with: "").replacing("    var body", with: "    var isLong: Bool { flag }\n\n    var body")
        #expect(findings(computed).first?.contains("on `isLong`") == true)
    }

    @Test func aStoredPropertyOfAViewTypeIsThatType() {
        // CodeEdit's segmented control: `Card(…)` and the property `card: Card` are both cards,
        // two versions of one view.
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        Card(title: input).opacity(0.5)
                    } else {
                        card.opacity(0.75)
                    }
                }
            """)
        #expect(findings(source.replacing("    let tint: Color", with: "    let card: Card") + "\nstruct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n").first?.contains("the same content (Card) with") == true)
    }

    @Test func aSwitchIsNeverReportedEvenOverOneKindOfView() {
        // A state enum's cases, or the kinds of item a timeline shows: the view picks one per case.
        let source = """
            import SwiftUI

            enum Layout { case compact, detailed }

            struct ItemsView: View {
                @State private var layout = Layout.compact

                var body: some View {
                    switch layout {
                    case .compact: List { Text("a") }
                    case .detailed: List { Text("a"); Text("b") }
                    }
                }
            }
            """
        #expect(findings(source).isEmpty)
    }

    @Test func aModelsModeIsTheViewsMode() {
        let source = """
            import SwiftUI

            final class Library: ObservableObject {
                @Published var isEditing = false
                @Published var books: [String] = []
            }

            struct LibraryView: View {
                @StateObject private var library = Library()

                var body: some View {
                    if library.isEditing {
                        List { ForEach(library.books, id: \\.self) { Text($0) }.onDelete { _ in } }
                    } else {
                        List(library.books, id: \\.self) { Text($0) }
                    }
                }
            }
            """
        #expect(findings(source).first?.hasPrefix("12:9: 'body' flips between two versions of the same content (List) with a top-level if/else on `library.isEditing`") == true)
    }

    @Test func inputsPlacesAndOtherEnvironmentValuesAreNoModes() {
        // The parent decides, the device decides, or the system's appearance does.
        for (declaration, condition) in [
            ("let isCompact: Bool", "isCompact"),
            ("@State private var isCompactWidth = false", "isCompactWidth"),
            ("@Environment(\\.colorScheme) private var colorScheme", "colorScheme == .dark"),
            ("@Environment(\\.horizontalSizeClass) private var sizeClass", "sizeClass == .regular"),
        ] {
            let source = """
                import SwiftUI

                struct BannerView: View {
                    \(declaration)

                    var body: some View {
                        if \(condition) {
                            ScrollView { Image(systemName: "sun.max") }
                        } else {
                            ScrollView { Image(systemName: "moon") }
                        }
                    }
                }
                """
            #expect(findings(source).isEmpty, "\(declaration)")
        }
    }

    @Test func conditionsAboutTheDataAreNoModes() {
        // The header once the profile arrives, a list once it has rows, a view by its type: the
        // branch follows what arrives, as a loading state does.
        for condition in ["let profile", "profile != nil", "!names.isEmpty", "names.count > 1", "profile is String"] {
            let source = """
                import SwiftUI

                struct HeaderView: View {
                    @State private var profile: String?
                    @State private var names: [String] = []

                    var body: some View {
                        if \(condition) {
                            List { Text("Header").bold() }
                        } else {
                            List { Text("Header") }
                        }
                    }
                }
                """
            #expect(findings(source).isEmpty, "\(condition)")
        }
        let mode = """
            import SwiftUI

            struct HeaderView: View {
                @State private var isCompactHeader = false

                var body: some View {
                    if isCompactHeader { List { Text("Header").bold() } } else { List { Text("Header") } }
                }
            }
            """
        #expect(findings(mode).isEmpty, "a place word")
        #expect(findings(mode.replacing("isCompactHeader", with: "isEditing")).count == 1)
        #expect(findings(mode.replacing("isCompactHeader", with: "isLoading")).isEmpty, "a state of the data")
    }

    @Test func namesThatShareOnlyAKindOfViewOrNameAStateAreDifferentContent() {
        #expect(!ContentVersions.areVersionsOfOneContent([.helper("gridView"), .helper("listView")]))
        #expect(!ContentVersions.areVersionsOfOneContent([.helper("upsellRow"), .helper("breachedRow")]))
        #expect(!ContentVersions.areVersionsOfOneContent([.helper("loadingList"), .helper("documentsList")]))
        #expect(!ContentVersions.areVersionsOfOneContent([.type("SignInView"), .type("MainTabView")]))
        #expect(!ContentVersions.areVersionsOfOneContent([.type("ProgressView"), .type("List")]))
        #expect(ContentVersions.areVersionsOfOneContent([.helper("editableDocumentsList"), .helper("readOnlyDocumentsList")]))
        #expect(ContentVersions.areVersionsOfOneContent([.type("ExpandedCard"), .helper("collapsedCard")]))
        #expect(ContentVersions.words("readOnlyURLList") == ["read", "only", "url", "list"])
    }

    @Test func branchesWhoseViewsSyntaxCannotTellAreLeftAlone() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        flag ? Text("a") : Text("b")
                    } else {
                        ProgressView()
                    }
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func severalViewsAtTheTopLevelAreATupleNotASwap() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        ProgressView()
                    } else {
                        Text(input)
                    }
                    Text("Footer")
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func aHelperInAnExtensionInTheSameFileIsChecked() {
        let source = """
            import SwiftUI

            struct Screen: View {
                @State private var flag = false

                var body: some View { content }
            }

            extension Screen {
                @ViewBuilder
                var content: some View {
                    if flag {
                        Form { Text("Done").bold() }
                    } else {
                        Form { Text("Done") }
                    }
                }
            }
            """
        #expect(findings(source).first?.hasPrefix("12:9: 'content'") == true)
    }

    @Test func aBranchOfSeveralViewsIsNoVersionOfOneView() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        Text(input)
                        Text(input)
                    } else {
                        Text(input)
                    }
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func theMessageSaysHowToKeepAnIntendedSwap() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag { List { Text(input).bold() } } else { List { Text(input) } }
                }
            """)
        #expect(findings(source).first?.hasSuffix("add '// svrefactor:disable-next-line stable-view-tree' above the if") == true)
    }

    @Test func onlyFilesWithViewsAreParsedAgain() {
        let model = FileDeclarations.parsing(Array("final class Model { var flag = false }".utf8), path: "Model.swift")
        #expect(!StableViewTree.mayApply(to: model))
        let view = FileDeclarations.parsing(Array(view("var content: some View { Text(input) }").utf8), path: "Screen.swift")
        #expect(StableViewTree.mayApply(to: view))
    }
}
