import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// `--at` and `--name`: each rule rewrites only the construct at a position, exactly as the
/// whole-file run rewrites it, and says what it could have taken when nothing is there.
@Suite("selection (--at, --name)")
struct SelectionTests {
    /// Runs `ruleType` on Screen.swift (with `others` as the rest of the module) selecting the
    /// line of `source` that holds `anchor`.
    func run(
        _ ruleType: any Rule.Type, _ source: String, atLineWith anchor: String, column: Int? = nil, name: String? = nil,
        options: [String: String] = [:], others: [String: String] = [:]
    ) -> RuleHarness.Run {
        let line = Self.line(of: anchor, in: source)
        var selection = Selection(points: [Selection.Point(path: "Screen.swift", line: line, column: column)], name: name)
        selection = selection.resolvingEnclosingTypes(in: Pipeline.parse(Array(source.utf8)), source: Array(source.utf8), path: "Screen.swift")
        return RuleHarness(ruleType, options: options, project: Self.module(source, others: others, for: ruleType), selection: selection).run(source)
    }

    /// The module of Screen.swift and `others`; for a rule that creates files, in a folder the build picks them up from.
    static func module(_ source: String, others: [String: String], for ruleType: any Rule.Type) -> ProjectModel {
        var model = SVRefactorRulesTests.module(source, others: others)
        if ruleType.metadata.createsFiles { model.newFileFolders = NewFileFolders(placements: ["": .pickedUp(by: "the test package")]) }
        return model
    }

    static func line(of anchor: String, in source: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(anchor) }) else {
            Issue.record("no line holds '\(anchor)'")
            return 1
        }
        return index + 1
    }

    /// Selecting each construct in turn (found by a line of its text in the current output) ends
    /// where the whole-file run does: the selection rewrites a construct exactly as that run does.
    func expectSelectionsInTurnMatchTheWholeFile(
        _ ruleType: any Rule.Type, _ source: String, anchors: [String], options: [String: String] = [:], others: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let whole = RuleHarness(ruleType, options: options, project: Self.module(source, others: others, for: ruleType)).run(source)
        #expect(whole.output != source, "the whole-file run changes nothing", sourceLocation: sourceLocation)
        var current = source
        for anchor in anchors {
            let step = run(ruleType, current, atLineWith: anchor, options: options, others: others)
            #expect(step.problem == nil, "\(step.problem ?? "")", sourceLocation: sourceLocation)
            #expect(step.output != current, "selecting '\(anchor)' changes nothing", sourceLocation: sourceLocation)
            #expect(!step.selection.selected.isEmpty, sourceLocation: sourceLocation)
            current = step.output
        }
        #expect(current == whole.output, sourceLocation: sourceLocation)
    }

    // MARK: - Each rule rewrites the selected construct as the whole-file run does

    static let profile = """
        import SwiftUI

        struct ProfileView: View {
            @State var name = ""
            @State var isEditing = false

            var body: some View {
                VStack {
                    header
                    details
                    Button("Save") {
                        isEditing = false
                        name = name.trimmingCharacters(in: .whitespaces)
                    }
                }
                .onAppear {
                    name = "Ada"
                    isEditing = true
                }
            }

            private var header: some View {
                HStack {
                    Text(name)
                    Spacer()
                    Text("Profile")
                }
            }

            private var details: some View {
                VStack {
                    Text("Details")
                    Text(isEditing ? "Editing" : "Viewing")
                    Text("More")
                }
            }
        }
        """

    @Test func extractSubviewsTakesTheHelperDeclaredOrUsedAtThePosition() {
        // Each subview goes right after the view, as in the whole-file run: selected last to first,
        // they end in the helpers' order.
        expectSelectionsInTurnMatchTheWholeFile(ExtractSubviews.self, Self.profile, anchors: ["private var details", "            header"])
        // Its declaration selects it as well as its use.
        let byDeclaration = run(ExtractSubviews.self, Self.profile, atLineWith: "Text(\"Details\")")
        #expect(byDeclaration.selection.selected.map(\.name) == ["details"])
        #expect(byDeclaration.output.contains("private var header: some View"))
    }

    @Test func hoistClosuresTakesTheClosureOrTheCallAroundIt() {
        // Each method goes after the view's others: selected in source order, they end in it.
        expectSelectionsInTurnMatchTheWholeFile(HoistClosures.self, Self.profile, anchors: ["Button(\"Save\")", ".onAppear"])
        let save = run(HoistClosures.self, Self.profile, atLineWith: "name = name.trimmingCharacters")
        #expect(save.selection.selected.map(\.name) == ["Button(\"Save\")"])
        #expect(save.output.contains(".onAppear {\n            name = \"Ada\""))
        // The dot that starts a modifier's line selects the modifier.
        let modifierLine = Self.profile.split(separator: "\n", omittingEmptySubsequences: false)[Self.line(of: ".onAppear", in: Self.profile) - 1]
        let dot = run(HoistClosures.self, Self.profile, atLineWith: ".onAppear", column: modifierLine.utf8.firstIndex(of: UInt8(ascii: "."))!.utf16Offset(in: modifierLine) + 1)
        #expect(dot.selection.selected.map(\.name) == [".onAppear"])
    }

    @Test func reorderMembersTakesTheTypeAroundThePosition() {
        let source = """
            import SwiftUI

            struct First: View {
                var body: some View { Text(title) }
                let title: String
            }

            struct Second: View {
                var body: some View { Text(subtitle) }
                let subtitle: String
            }
            """
        expectSelectionsInTurnMatchTheWholeFile(ReorderMembers.self, source, anchors: ["let subtitle", "let title"])
    }

    @Test func initViewModelTakesTheProperty() {
        let source = """
            import SwiftUI

            @Observable final class FeedModel {
                var items: [String] = []
            }

            @Observable final class InboxModel {
                var count = 0
            }

            struct FeedView: View {
                @State private var model: FeedModel?

                var body: some View {
                    Text("\\(model?.items.count ?? 0)")
                        .onAppear { model = FeedModel() }
                }
            }

            struct InboxView: View {
                @State private var model: InboxModel?

                var body: some View {
                    Text("\\(model?.count ?? 0)")
                        .onAppear { model = InboxModel() }
                }
            }
            """
        expectSelectionsInTurnMatchTheWholeFile(InitViewModel.self, source, anchors: ["model = InboxModel()", "private var model: FeedModel?"])
    }

    @Test func migrateObservationTakesTheClassAroundThePosition() {
        let source = """
            import SwiftUI

            final class Session: ObservableObject {
                @Published var user = ""
            }

            final class Cart: ObservableObject {
                @Published var items: [String] = []
            }

            struct CartView: View {
                @StateObject private var cart = Cart()
                @StateObject private var session = Session()

                var body: some View {
                    Text("\\(cart.items.count) \\(session.user)")
                }
            }
            """
        let options = ["min-ios": "17"]
        expectSelectionsInTurnMatchTheWholeFile(MigrateObservation.self, source, anchors: ["@Published var items", "final class Session"], options: options)
        let cart = run(MigrateObservation.self, source, atLineWith: "@Published var items", options: options)
        #expect(cart.output.contains("@StateObject private var session = Session()"))
        #expect(cart.output.contains("@State private var cart = Cart()"))
    }

    @Test func foregroundStyleAndPrivateStateFixTheFindingAtThePosition() {
        let colors = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("New").foregroundColor(.red)
                        Text("Old").foregroundColor(.gray)
                    }
                }
            }
            """
        expectSelectionsInTurnMatchTheWholeFile(ForegroundStyle.self, colors, anchors: ["Text(\"Old\")", "Text(\"New\")"])
        let state = """
            import SwiftUI

            struct Counter: View {
                @State var count = 0
                @State var step = 1

                var body: some View {
                    Stepper("\\(count)", value: $count, step: step)
                }
            }
            """
        expectSelectionsInTurnMatchTheWholeFile(PrivateState.self, state, anchors: ["var step", "var count"])
    }

    @Test func moveSubviewsToFilesTakesTheViewAroundThePosition() {
        let row = (1...12).map { "            Text(\"Row \($0)\")" }.joined(separator: "\n")
        let source = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    VStack {
                        Header()
                        Footer()
                    }
                }
            }

            struct Header: View {
                var body: some View {
                    VStack {
            \(row)
                    }
                }
            }

            struct Footer: View {
                var body: some View {
                    VStack {
            \(row)
                    }
                }
            }
            """
        let options = ["max-file-lines": "20", "min-lines": "10"]
        let others = ["App.swift": "import SwiftUI\n"]
        let footer = run(MoveSubviewsToFiles.self, source, atLineWith: "struct Footer", options: options, others: others)
        #expect(footer.createdFiles.keys.sorted() == ["Footer.swift"])
        let whole = RuleHarness(MoveSubviewsToFiles.self, options: options, project: Self.module(source, others: others, for: MoveSubviewsToFiles.self)).run(source)
        #expect(whole.createdFiles["Footer.swift"] == footer.createdFiles["Footer.swift"])
        #expect(footer.output.contains("struct Header: View"))
        expectSelectionsInTurnMatchTheWholeFile(MoveSubviewsToFiles.self, source, anchors: ["struct Footer", "struct Header"], options: options, others: others)
    }

    /// A view that uses another private view moves in a whole-file run, where that one moves too;
    /// selected alone, the other stays private to the old file, so it stays too, and says why.
    @Test func aSelectedViewThatNeedsAPrivateViewThatStaysIsNotMoved() {
        let row = (1...12).map { "            Text(\"Row \($0)\")" }.joined(separator: "\n")
        let source = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    Header()
                }
            }

            struct Header: View {
                var body: some View {
                    VStack {
                        Badge()
            \(row)
                    }
                }
            }

            private struct Badge: View {
                var body: some View {
                    VStack {
            \(row)
                    }
                }
            }
            """
        let options = ["max-file-lines": "20", "min-lines": "10"]
        let others = ["App.swift": "import SwiftUI\n"]
        let whole = RuleHarness(MoveSubviewsToFiles.self, options: options, project: Self.module(source, others: others, for: MoveSubviewsToFiles.self)).run(source)
        #expect(whole.createdFiles.keys.sorted() == ["Badge.swift", "Header.swift"])
        let header = run(MoveSubviewsToFiles.self, source, atLineWith: "struct Header", options: options, others: others)
        #expect(header.output == source && header.createdFiles.isEmpty)
        #expect(header.findings.map(\.message).contains { $0.contains("'Header' is not moved") && $0.contains("Badge") })
    }

    // MARK: - What a selection leaves alone, and says

    @Test func nothingAtThePositionChangesNothingAndOffersTheNearestConstructs() {
        let result = run(ExtractSubviews.self, Self.profile, atLineWith: "@State var name")
        #expect(result.output == Self.profile)
        #expect(result.selection.selected.isEmpty)
        #expect(result.selection.offers.map(\.name) == ["header", "details"])
        #expect(result.selection.offers.map(\.line) == [Self.line(of: "private var header", in: Self.profile), Self.line(of: "private var details", in: Self.profile)])
    }

    @Test func theInnermostClosureIsTaken() {
        let source = """
            import SwiftUI

            struct Feed: View {
                @State var items: [String] = []
                @State var isLoading = false

                var body: some View {
                    List(items, id: \\.self) { item in
                        Text(item)
                    }
                    .refreshable {
                        isLoading = true
                        await reload()
                        isLoading = false
                    }
                    .onAppear {
                        items = ["a"]
                        isLoading = false
                    }
                }

                func reload() async {}
            }
            """
        let result = run(HoistClosures.self, source, atLineWith: "await reload()")
        #expect(result.selection.selected.map(\.name) == [".refreshable"])
        #expect(result.output.contains(".onAppear {\n            items = [\"a\"]"))
    }

    /// A Button's `label:` is views, not its action: a position there selects no action of it.
    @Test func aPositionInAButtonsLabelDoesNotSelectItsAction() {
        let source = """
            import SwiftUI

            struct Row: View {
                @State var count = 0
                @State var isOn = false

                var body: some View {
                    Button {
                        count += 1
                        isOn.toggle()
                    } label: {
                        HStack {
                            Image(systemName: "chevron.left")
                            Text("Back")
                        }
                    }
                }
            }
            """
        let label = run(HoistClosures.self, source, atLineWith: "chevron.left")
        #expect(label.output == source && label.selection.selected.isEmpty)
        let button = run(HoistClosures.self, source, atLineWith: "Button {", column: 9)
        #expect(button.selection.selected.map(\.name) == ["Button"])
        let action = run(HoistClosures.self, source, atLineWith: "count += 1")
        #expect(action.output == button.output && action.output != source)
    }

    @Test func aSelectedHelperTakesTheHelpersItUsesWithIt() {
        let source = """
            import SwiftUI

            struct Card: View {
                let title: String

                var body: some View {
                    VStack {
                        content
                        Text("Footer")
                    }
                }

                private var content: some View {
                    VStack {
                        heading
                        Text("Body")
                        Text("More")
                    }
                }

                private var heading: some View {
                    HStack {
                        Text(title)
                        Spacer()
                        Image(systemName: "star")
                    }
                }
            }
            """
        let result = run(ExtractSubviews.self, source, atLineWith: "            content")
        let whole = RuleHarness(ExtractSubviews.self, project: Self.module(source, others: [:], for: ExtractSubviews.self)).run(source)
        #expect(result.output == whole.output)
    }

    @Test func nameNamesTheSubviewOrTheMethodUnlessItIsTaken() {
        let named = run(ExtractSubviews.self, Self.profile, atLineWith: "private var details", name: "DetailsSection")
        #expect(named.output.contains("private struct DetailsSection: View"))
        #expect(named.output.contains("DetailsSection(isEditing: isEditing)"))
        let method = run(HoistClosures.self, Self.profile, atLineWith: "Button(\"Save\")", name: "saveProfile")
        #expect(method.output.contains("Button(\"Save\", action: saveProfile)"))
        #expect(method.output.contains("private func saveProfile()"))

        let taken = run(ExtractSubviews.self, Self.profile, atLineWith: "private var details", name: "ProfileView")
        #expect(taken.output == Self.profile)
        #expect(taken.selection.nameProblem?.contains("'ProfileView' is already taken") == true)
        let takenMethod = run(HoistClosures.self, Self.profile, atLineWith: "Button(\"Save\")", name: "header")
        #expect(takenMethod.output == Self.profile)
        #expect(takenMethod.selection.nameProblem != nil)
    }

    @Test func findingsAreThoseOfTheSelectedConstruct() {
        let source = """
            import SwiftUI

            struct Badge: View {
                let color: Color?

                var body: some View {
                    VStack {
                        Text("New").foregroundColor(color)
                        Text("Old").foregroundColor(.gray)
                    }
                }
            }
            """
        let old = run(ForegroundStyle.self, source, atLineWith: "Text(\"Old\")")
        #expect(old.findings.isEmpty)
        #expect(old.output.contains("Text(\"Old\").foregroundStyle(.gray)"))
        let new = run(ForegroundStyle.self, source, atLineWith: "Text(\"New\")")
        #expect(new.findings.count == 1)
        #expect(new.output == source)
    }
}
