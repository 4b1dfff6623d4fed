import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// Edge cases of extract-subviews that its documented examples do not cover.
@Suite("extract-subviews")
struct ExtractSubviewsTests {
    let harness = RuleHarness(ExtractSubviews.self)

    // MARK: - Inputs a subview cannot store

    /// The fuzzer's case (the fixture AccountEditorSheet with `saveButton` declared twice): one
    /// copy refused, the other selected, selection and naming took them in turn forever.
    @Test func aHelperDeclaredTwiceEndsThePlan() {
        let source = """
            import SwiftUI

            @Observable
            final class AccountModel {
                var displayName = ""
                var email = ""
                var isSaving = false

                func save() async throws {
                    isSaving = true
                    defer { isSaving = false }
                    try await Task.sleep(nanoseconds: 1_000_000)
                }
            }

            struct AccountEditorSheet: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var model = AccountModel()
                @State private var errorMessage: String?

                var body: some View {
                    NavigationStack {
                        Form {
                            summary
                            editFields
                            if let errorMessage {
                                Text(errorMessage)
                                    .foregroundStyle(.red)
                            }
                        }
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                saveButton
                            }
                        }
                    }
                }

                private var summary: some View {
                    Section {
                        Text(model.displayName.isEmpty ? "No name" : model.displayName)
                            .font(.headline)
                        Text(model.email)
                            .foregroundStyle(.secondary)
                    }
                }

                private var editFields: some View {
                    Section("Account") {
                        TextField("Display name", text: $model.displayName)
                        TextField("Email", text: $model.email)
                    }
                }

                private var saveButton: some View {
                    Button("Save") {
                        Task { await saveAndClose() }
                    }
                    .disabled(model.isSaving)
                }

                private var saveButton: some View {
                    Button("Save") {
                        Task { await saveAndClose() }
                    }
                    .disabled(model.isSaving)
                }

                private func saveAndClose() async {
                    do {
                        try await model.save()
                        dismiss()
                    } catch {
                        errorMessage = "Could not save."
                    }
                }
            }

            """
        let result = harness.run(source)
        #expect(result.problem == nil, "\(result.problem ?? "")")
    }

    @Test func aMemberWithAnOpaqueTypeKeepsTheHelpersThatUseIt() {
        // `let tint: some ShapeStyle` does not compile, nor does a closure returning `some ShapeStyle`.
        for member in ["private var tint: some ShapeStyle { Color.red }", "private func tint() -> some ShapeStyle { Color.red }"] {
            let call = member.contains("func") ? "tint()" : "tint"
            let source = """
                import SwiftUI

                struct Footer: View {
                    let title: String
                    \(member)

                    // The view uses it too, so a method stays the view's (see the next test).
                    var body: some View { continueButton.background(\(call)) }

                    private var continueButton: some View {
                        Button {
                            print(title)
                        } label: {
                            Text(title)
                                .foregroundStyle(\(call))
                                .padding()
                        }
                    }
                }
                """
            let run = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).run(source)
            #expect(run.output == source)
            #expect(run.findings.map(\.message).contains { $0.contains("'some ShapeStyle'") && $0.contains("opaque") }, "\(run.findings)")
        }
    }

    @Test func aPrivateMethodWithAnOpaqueTypeOnlyTheHelperCallsMovesWithIt() {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Footer: View {
                let title: String
                private func tint() -> some ShapeStyle { Color.red }

                var body: some View { continueButton }

                private var continueButton: some View {
                    Text(title)
                        .foregroundStyle(tint())
                        .padding()
                }
            }
            """)
        #expect(output.contains("private struct FooterContinueButton: View {\n    let title: String\n\n    var body: some View {"), "\(output)")
        #expect(output.contains("    }\n\n    private func tint() -> some ShapeStyle { Color.red }\n}"), "\(output)")
    }

    @Test func aMemberDeclaredInAnIfBlockKeepsTheHelpersThatUseIt() {
        // On macOS `editMode` does not exist: a subview declaring it unconditionally would not build there.
        let source = """
            import SwiftUI

            struct Orders: View {
                #if os(iOS)
                @Environment(\\.editMode) private var editMode
                #endif
                let count: Int

                var body: some View { toolbarButtons }

                @ViewBuilder private var toolbarButtons: some View {
                    #if os(iOS)
                    if editMode?.wrappedValue.isEditing == true {
                        Text("\\(count) selected")
                    }
                    #endif
                    Text("Orders")
                }
            }
            """
        let run = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).run(source)
        #expect(run.output == source)
        #expect(run.findings.map(\.message).contains { $0.contains("'editMode', which 'Orders' declares inside an `#if` block") }, "\(run.findings)")

        // Declared with the same type in every clause, `#else` included: it exists everywhere.
        let everywhere = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Timing: View {
                #if os(tvOS)
                let barHeight: CGFloat = 20
                #else
                let barHeight: CGFloat = 14
                #endif

                var body: some View { bar }

                private var bar: some View {
                    Rectangle()
                        .frame(height: barHeight)
                }
            }
            """)
        #expect(everywhere.contains("let barHeight: CGFloat\n"), "\(everywhere)")
    }

    @Test func anOptionalModelWhoseObjectIsOnlyUsedIsPassedAsAValue() {
        // Calling a method of the object changes the object, not the optional reference the view holds.
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            final class Session: ObservableObject {
                @Published var name = ""
                func refresh() {}
            }

            struct Home: View {
                @State var session: Session!

                var body: some View { header }

                private var header: some View {
                    Button(session.name) {
                        session.refresh()
                    }
                }
            }
            """)
        #expect(output.contains("let session: Session!"), "\(output)")
        #expect(output.contains("HomeHeader(session: session)"), "\(output)")
    }

    @Test func aTypealiasIsWrittenAsDeclaredNotAsWhatItStandsFor() {
        // `Model` stands for `EditModel<Int>`: the subview names it `Editor.Model`; a file-scope
        // alias (`Amounts`) stays as written.
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            final class EditModel<T>: ObservableObject {
                @Published var count = 0
            }

            typealias Amounts = [Int]

            struct Editor: View {
                typealias Model = EditModel<Int>
                @StateObject var model: Model
                let amounts: Amounts

                var body: some View { counter }

                private var counter: some View {
                    Text("\\(model.count) of \\(amounts.count)")
                        .padding()
                }
            }
            """)
        #expect(output.contains("@ObservedObject var model: Editor.Model"), "\(output)")
        #expect(output.contains("let amounts: Amounts"), "\(output)")
    }

    @Test func anAwaitedAssignmentMakesTheInputABinding() {
        // The parser puts `await` on the assignment's target: `await avatarURL = …` still writes it.
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct AvatarScreen: View {
                @State private var avatarURL: URL?

                var body: some View { content }

                private var content: some View {
                    Button(avatarURL?.absoluteString ?? "none") {
                        Task {
                            await avatarURL = fetchURL()
                        }
                    }
                }
            }

            func fetchURL() async -> URL? { nil }
            """)
        #expect(output.contains("@Binding var avatarURL: URL?"))
    }

    // MARK: - Scoping: what is a member and what is local

    @Test func localNamesShadowMembers() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Inbox: View {
                let title: String
                let names: [String]
                @State private var selection: String?

                var body: some View { list }

                private var list: some View {
                    List {
                        ForEach(names, id: \\.self) { title in
                            Text(title)
                        }
                        if let selection {
                            Text(selection)
                        }
                        let count = names.count
                        Text("\\(count)")
                        switch selection {
                        case let .some(title): Text(title)
                        case .none: Text(self.title)
                        }
                    }
                }
            }
            """)
        // `title` is used as a member only through `self.title`; the closure and case bindings are local.
        #expect(output.contains("private struct InboxList: View {\n    let title: String\n    let names: [String]\n    let selection: String?\n"))
        #expect(output.contains("InboxList(title: title, names: names, selection: selection)"))

        // Here `title` and `count` are read only through a closure parameter, a local and a case
        // binding of the same names: the subview needs neither member.
        let shadowed = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Outbox: View {
                let title: String
                let names: [String]
                let count: Int

                var body: some View {
                    VStack {
                        Text("\\(title) \\(count)")
                        list
                    }
                }

                private var list: some View {
                    List {
                        ForEach(names, id: \\.self) { title in
                            Text(title)
                        }
                        let count = names.count
                        Text("\\(count)")
                        switch names.first {
                        case let .some(title): Text(title)
                        case .none: Text("")
                        }
                    }
                }
            }
            """)
        #expect(shadowed.contains("private struct OutboxList: View {\n    let names: [String]\n\n"))
        #expect(shadowed.contains("OutboxList(names: names)"))
    }

    @Test func ifLetShorthandReadsTheMember() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Account: View {
                @State private var nickname: String?

                var body: some View { greeting }

                private var greeting: some View {
                    VStack {
                        if let nickname {
                            Text(nickname)
                        }
                    }
                }
            }
            """)
        #expect(output.contains("AccountGreetingView(nickname: nickname)"))
        #expect(output.contains("    let nickname: String?\n"))
    }

    @Test func guardForAndCatchBindingsAreLocal() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Report: View {
                let rows: [Int]
                let row: Int
                let first: Int
                let item: Int
                let error: Int

                var body: some View { summary }

                @ViewBuilder
                private var summary: some View {
                    let total = rows.reduce(0, +)
                    ForEach(rows, id: \\.self) { value in
                        Text("\\(value) of \\(total)")
                    }
                    Text("\\(row)")
                    Button("Check") {
                        guard let first = rows.first else { return }
                        for item in rows where item > first {
                            print(item)
                        }
                        do {
                            try Task.checkCancellation()
                        } catch {
                            print(error)
                        }
                    }
                }
            }
            """)
        #expect(output.contains("let rows: [Int]\n    let row: Int\n"))
        // `first`, `item` and `error` are the guard, for and catch bindings, not the members.
        #expect(output.contains("private struct ReportSummaryView: View {\n    let rows: [Int]\n    let row: Int\n\n"))
        #expect(output.contains("ReportSummaryView(rows: rows, row: row)"))
    }

    // MARK: - Inputs

    @Test func methodCallsOnStateCountAsMutationsUnlessKnownToBeReadOnly() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Tags: View {
                @State private var tags: [String] = []
                @State private var draft = ""

                var body: some View { editor }

                private var editor: some View {
                    VStack {
                        Text(tags.sorted().joined(separator: ", "))
                        Text(draft.uppercased())
                        Button("Add") { tags.append(draft) }
                    }
                }
            }
            """)
        #expect(output.contains("@Binding var tags: [String]"))
        #expect(output.contains("let draft: String"))
    }

    @Test func aParameterWithADefaultBecomesAVarWithThatDefault() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Gallery: View {
                let names: [String]

                var body: some View {
                    VStack {
                        tile(names[0])
                        tile(names[1], isLarge: true)
                    }
                }

                private func tile(_ name: String, isLarge: Bool = false) -> some View {
                    Text(name)
                        .font(isLarge ? .title : .body)
                        .padding()
                }
            }
            """)
        #expect(output.contains("    let name: String\n    var isLarge: Bool = false\n"))
        #expect(output.contains("GalleryTileView(name: names[0])"))
        #expect(output.contains("GalleryTileView(name: names[1], isLarge: true)"))
    }

    @Test func aSomeViewParameterNamedLikeATypeTheBodyShowsGetsAnotherGenericName() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Legend: View {
                var body: some View {
                    entry(label: Text("Rain"))
                }

                private func entry(label: some View) -> some View {
                    HStack {
                        Label("Key", systemImage: "circle")
                        label
                    }
                }
            }
            """)
        #expect(output.contains("<LabelContent: View>: View {\n    let label: LabelContent\n"))
        #expect(output.contains("(label: Text(\"Rain\"))"))
    }

    @Test func kindsOfPropertyAreApartWhereTheFileKeepsThemApart() {
        // IceCubes, yattee and mlem leave a blank line after their `@Environment`s; reviewers asked
        // for it in every subview that ran one into its `let`s.
        let source = """
            import SwiftUI

            struct ProfileView: View {
                @Environment(\\.openURL) private var openURL

                let name: String
                let url: URL

                var body: some View {
                    VStack {
                        header
                        Text(name)
                    }
                }

                private var header: some View {
                    Button(name) {
                        openURL(url)
                    }
                    .font(.title)
                }
            }
            """
        let apart = harness.rewrite(source).output
        #expect(apart.contains("    @Environment(\\.openURL) private var openURL\n\n    let name: String\n    let url: URL\n"), "\(apart)")
        // A file that packs them gets them packed.
        let packed = harness.rewrite(source.replacingOccurrences(of: "private var openURL\n\n", with: "private var openURL\n")).output
        #expect(packed.contains("    @Environment(\\.openURL) private var openURL\n    let name: String\n"), "\(packed)")
        // A file with no view that has both leaves one, as most apps do (IceCubes' context menu,
        // mlem's pickers: the view's only stored property was its `@Environment`).
        let noEvidence = source.replacingOccurrences(of: "\n\n    let name: String\n    let url: URL\n", with: "\n")
            .replacingOccurrences(of: "Button(name)", with: "Button(\"Open\")").replacingOccurrences(of: "Text(name)", with: "Text(\"Name\")")
            .replacingOccurrences(of: "openURL(url)", with: "openURL(URL(fileURLWithPath: title))")
            .replacingOccurrences(of: "header\n", with: "header(title: \"t\")\n")
            .replacingOccurrences(of: "private var header: some View {", with: "private func header(title: String) -> some View {")
        let unknown = harness.rewrite(noEvidence).output
        #expect(unknown.contains("    @Environment(\\.openURL) private var openURL\n\n    let title: String\n"), "\(unknown)")
        // Between other kinds, no evidence is no blank line.
        #expect(!DeclarationLayout().blankLineBetweenPropertyGroups.holds)
    }

    @Test func anEnvironmentValueAModifierSetsAroundTheUseStays() {
        // CodeEdit: `backgroundEffectView` read the view's `colorScheme` inside
        // `.background { … }.colorScheme(terminalScheme)`; a subview declaring `colorScheme` read
        // the terminal's scheme instead, and the view's background followed the theme.
        let source = """
            import SwiftUI

            struct TerminalView: View {
                @Environment(\\.colorScheme) private var colorScheme
                let terminalScheme: ColorScheme

                var body: some View {
                    Text("$")
                        .background {
                            backgroundEffectView
                        }
                        .colorScheme(terminalScheme)
                }

                private var backgroundEffectView: some View {
                    Rectangle()
                        .fill(colorScheme == .dark ? Color.black : Color.white)
                        .opacity(0.5)
                }
            }
            """
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.contains { $0.message.contains("under a modifier that sets \\.colorScheme") }, "\(findings)")
        // Without the modifier, it is extracted.
        let free = source.replacingOccurrences(of: "\n            .colorScheme(terminalScheme)", with: "")
        #expect(harness.rewrite(free).output.contains("private struct TerminalBackgroundEffectView: View"))
    }

    @Test func aBuilderClosureReturningSomeViewBecomesAGenericBuilderProperty() throws {
        let (output, findings) = harness.rewrite("""
            import SwiftUI

            struct SettingsView: View {
                @State private var isOn = false

                var body: some View {
                    List {
                        section(title: "General") {
                            Toggle("On", isOn: $isOn)
                        }
                        section(title: "About", footer: { Text("Thanks") }) {
                            Text("v1")
                        }
                    }
                }

                private func section(
                    title: String, footer: @escaping () -> some View = { EmptyView() }, @ViewBuilder content: () -> some View
                ) -> some View {
                    VStack(alignment: .leading) {
                        Text(title).font(.headline)
                        content()
                    }
                }
            }
            """)
        // The defaulted `footer` would be a generic with a default: the helper stays.
        #expect(!output.contains("struct SettingsSectionView"))
        #expect(findings.count == 1)
        let builder = harness.expectCompilingRewrite("""
            import SwiftUI

            struct SettingsView: View {
                @State private var isOn = false

                var body: some View {
                    List {
                        section(title: "General") {
                            Toggle("On", isOn: $isOn)
                        }
                        section(title: "About", content: { Text("v1") })
                    }
                }

                private func section(title: String, @ViewBuilder content: () -> some View) -> some View {
                    VStack(alignment: .leading) {
                        Text(title).font(.headline)
                        content()
                    }
                }
            }
            """)
        #expect(builder.contains("private struct SettingsSection<Content: View>: View {\n    let title: String\n    @ViewBuilder let content: () -> Content\n"))
        #expect(builder.contains("SettingsSection(title: \"General\") {\n"))
    }

    @Test func aParameterNamedLikeAMemberItAlsoUsesKeepsTheHelper() {
        let (output, findings) = harness.rewrite("""
            import SwiftUI

            struct SortMenu: View {
                @Binding var sort: Int

                var body: some View {
                    Menu("Sort") {
                        toggle(sort: 0)
                        toggle(sort: 1)
                    }
                }

                private func toggle(sort: Int) -> some View {
                    Button("Sort \\(sort)") {
                        self.sort = sort
                    }
                }
            }
            """)
        #expect(!output.contains("private struct"))
        #expect(findings.map(\.message) == [
            "'toggle' stays a helper: its parameter 'sort' has the name of a member it also uses, and a subview cannot store both; rename the parameter",
        ])
    }

    @Test func aDefaultsPackageKeyGivesItsPropertyAType() {
        // `@Default(.accentColor)` of the Defaults package: the module declares the key's type in an
        // extension of `Defaults.Keys`; the package itself is not part of the module. (No type-check:
        // the stub holds SwiftUI only, and a stand-in of the package would be part of the module.)
        let source = """
            import Defaults
            import SwiftUI

            struct Screen: View {
                @Default(.accentColor) private var accentColor
                @Default(.Hints.showsHints) private var showsHints

                var body: some View {
                    Form { header }
                }

                private var header: some View {
                    VStack {
                        Text("Theme").foregroundStyle(accentColor)
                        Toggle("Hints", isOn: $showsHints)
                    }
                }
            }
            """
        let keys = """
            import Defaults
            import SwiftUI

            extension Defaults.Keys {
                static var accentColor: Key<Color> = Key("accentColor", default: .blue)
                enum Hints {
                    static let showsHints = Key<Bool>("showsHints", default: true)
                }
            }
            """
        let harness = RuleHarness(ExtractSubviews.self, project: module(source, others: ["Keys.swift": keys]))
        let (output, findings) = harness.rewrite(source)
        #expect(findings.isEmpty)
        #expect(output.contains("ScreenHeader(accentColor: accentColor, showsHints: $showsHints)"))
        #expect(output.contains("    let accentColor: Color\n    @Binding var showsHints: Bool\n"))
        // Without the key in the module, the type is unknown.
        let alone = RuleHarness(ExtractSubviews.self, project: module(source, others: [:])).rewrite(source)
        #expect(alone.findings.map(\.message).contains { $0.contains("'accentColor' has no type annotation") })
    }

    @Test func aSomeViewParameterWithADefaultOrInAGenericViewStays() throws {
        let defaulted = harness.rewrite("""
            import SwiftUI

            struct Legend: View {
                var body: some View {
                    entry()
                }

                private func entry(label: some View = EmptyView()) -> some View {
                    HStack {
                        Text("Key")
                        label
                    }
                }
            }
            """)
        #expect(!defaulted.output.contains("struct LegendEntryView"))
        #expect(defaulted.findings.map(\.message) == [
            "'entry' stays a helper: its parameter 'label' is `some` type with a default value, which a generic subview cannot declare; pass the value at every call",
        ])
        let generic = harness.rewrite("""
            import SwiftUI

            struct Legend<Value: Hashable>: View {
                let value: Value

                var body: some View {
                    entry(label: Text("Key"))
                }

                private func entry(label: some View) -> some View {
                    HStack {
                        Text(String(describing: value))
                        label
                    }
                }
            }
            """)
        #expect(generic.findings.map(\.message) == [
            "'entry' stays a helper: its parameter 'label' is `some` type in a generic view, whose subview svrefactor does not give generic parameters of its own",
        ])
    }

    @Test func aTinyHelperUsedByALargerOneIsExtractedWithIt() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Card: View {
                let title: String

                var body: some View { content }

                private var content: some View {
                    VStack {
                        badge
                        Text(title)
                    }
                }

                private var badge: some View {
                    Text("New")
                }
            }
            """)
        #expect(output.contains("private struct CardBadge: View"))
        #expect(output.contains("CardBadge()"))
        #expect(output.contains("private struct CardContent: View {\n    let title: String\n\n    var body: some View {\n        VStack {\n            CardBadge()\n"))
        #expect(output.contains("var body: some View { CardContent(title: title) }"))
    }

    @Test func availabilityAndHeaderCommentsMoveToTheSubview() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Feature: View {
                let name: String

                var body: some View { panel }

                @available(iOS 17.0, macOS 14.0, *)
                @ViewBuilder
                // Only for the new design.
                private var panel: some View {
                    VStack {
                        Text(name)
                        Text("New")
                    }
                }
            }
            """)
        #expect(output.contains("// Only for the new design.\n@available(iOS 17.0, macOS 14.0, *)\nprivate struct FeaturePanel: View {"))
        // …and are no longer in the view.
        #expect(output.components(separatedBy: "// Only for the new design.").count == 2)
        #expect(output.components(separatedBy: "@available(iOS 17.0, macOS 14.0, *)").count == 2)
        // Found on the measurement half (Pulse): a helper repeating its view's `@available` got it twice.
        let both = harness.expectCompilingRewrite("""
            import SwiftUI

            @available(iOS 17.0, macOS 14.0, *)
            struct Feature: View {
                let name: String

                var body: some View { panel }

                @available(iOS 17.0, macOS 14.0, *)
                private var panel: some View {
                    VStack {
                        Text(name)
                        Text("New")
                    }
                }
            }
            """)
        #expect(both.contains("@available(iOS 17.0, macOS 14.0, *)\nprivate struct FeaturePanel: View {"), "\(both)")
        #expect(both.components(separatedBy: "@available(iOS 17.0, macOS 14.0, *)").count == 3, "\(both)")
    }

    @Test func namesPrivateToTheViewAreSeenFromAnExtensionOfIt() {
        let source = """
            import SwiftUI

            struct Picker2: View {
                private enum Mode { case a, b }
                fileprivate enum Shown { case yes }
                private static let limit = 3
                @State private var mode: Mode = .a

                var body: some View {
                    VStack {
                        usesMode
                        usesLimit
                        usesShown
                    }
                }

                private var usesMode: some View {
                    VStack {
                        Text(mode == .a ? "A" : "B")
                    }
                }

                private var usesLimit: some View {
                    VStack {
                        Text("\\(Self.limit)")
                    }
                }

                private var usesShown: some View {
                    VStack {
                        Text("\\(Shown.yes)")
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        // In the view's extension, the view's nested types are named as in the view; `Self` is the view's name.
        #expect(output.contains("extension Picker2 {\n"), "\(output)")
        #expect(output.contains("Text(\"\\(Picker2.limit)\")"), "\(output)")
        #expect(output.contains("Text(\"\\(Shown.yes)\")"), "\(output)")
        // Found on the measurement half (Pulse): the extension of a view available from iOS 18
        // said nothing of it, and did not compile for an iOS 15 target.
        let available = harness.expectCompilingRewrite(source.replacingOccurrences(of: "struct Picker2: View {", with: "@available(iOS 18, macOS 15, *)\nstruct Picker2: View {"))
        #expect(available.contains("@available(iOS 18, macOS 15, *)\nextension Picker2 {\n"), "\(available)")
    }

    /// `Card().details` elsewhere in the file keeps the helper, also when the module was indexed and
    /// the model's copy of the file is current (the member-access facts then come from the model).
    @Test(arguments: [false, true])
    func aHelperUsedThroughAnInstanceStays(indexed: Bool) {
        let source = """
            import SwiftUI

            struct Card: View {
                let title: String

                var body: some View {
                    details
                }

                private var details: some View {
                    VStack {
                        Text(title)
                        Text(title)
                    }
                }
            }

            extension Card {
                static var sample: some View {
                    Card(title: "a").details
                }
            }
            """
        let harness = RuleHarness(ExtractSubviews.self, project: indexed ? module(source, others: [:]) : nil)
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == ["'details' stays a helper: it is used through an instance, not as a member of this view (line 20)"])
    }

    /// Found by fuzzing: comments inside a helper's call. Block comments next to an argument travel
    /// with it; any other comment in the call keeps the helper, with a finding.
    @Test func commentsInAHelpersCallTravelWithTheArgumentsOrKeepTheHelper() {
        let rows = """
                private func makeRow(title: String, value: Int) -> some View {
                    HStack {
                        Text(title)
                        Text("\\(value)")
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Stats: View {
                let received: Int
                let sent: Int

                var body: some View {
                    VStack {
                        makeRow(title: "Received", value: /* bytes */ received)
                        makeRow(title: "Sent", value: sent/* bytes */ )
                    }
                }

            \(rows)
            """)
        #expect(output.contains("StatsRow(title: \"Received\", value: /* bytes */ received)"))
        #expect(output.contains("StatsRow(title: \"Sent\", value: sent /* bytes */)"))

        let source = """
            import SwiftUI

            struct Stats: View {
                let received: Int

                var body: some View {
                    makeRow(
                        title: "Received", // what the row shows
                        value: received
                    )
                }

            \(rows)
            """
        let (unchanged, findings) = harness.rewrite(source)
        #expect(unchanged == source)
        #expect(findings.map(\.message) == [
            "'makeRow' stays a helper: a call of it holds a comment the subview's initializer call has no place for (line 8); move the comment out of the call"
        ])
    }

    /// Found by fuzzing: a block comment on the helper's own line was taken for indentation and lost.
    @Test func aCommentOnTheHelpersLineGoesAboveTheSubview() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Card: View {
                let title: String

                var body: some View {
                    header
                }

                /* the top */ private var header: some View {
                    VStack {
                        Text(title)
                        Text(title)
                    }
                }
            }
            """)
        #expect(output.contains("}\n\n/* the top */\nprivate struct CardHeader: View {\n"))
    }

    // Found on MovieSwiftUI's MoviesHome: `= HomeMode.list` with `private enum HomeMode` inside the view.
    @Test func anInferredPrivateNestedTypeIsNamedInAnExtensionOfTheView() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Home: View {
                private enum Mode { case list, grid }
                @State private var mode = Mode.list

                var body: some View { picker }

                private var picker: some View {
                    HStack {
                        Text(mode == .list ? "List" : "Grid")
                        Toggle("Grid", isOn: .constant(mode == .grid))
                    }
                }
            }
            """)
        #expect(output.contains("extension Home {\n    private struct HomePicker: View {\n        let mode: Home.Mode\n"), "\(output)")
    }

    // Found on IceCubes' AccountDetailView: `@Bindable` needs the object itself, not an optional.
    @Test func anOptionalObservableModelIsAValue() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            @Observable final class FollowModel {
                var isFollowing = false
            }

            struct Account: View {
                @State private var followModel: FollowModel?

                var body: some View { followButton }

                private var followButton: some View {
                    VStack {
                        if let followModel {
                            Text(followModel.isFollowing ? "Following" : "Follow")
                        }
                        Button("Reset") { followModel = nil }
                    }
                }
            }
            """)
        #expect(output.contains("@Binding var followModel: FollowModel?"))
    }

    @Test func anEnvironmentPropertyOnlyExtractedHelpersReadLeavesTheViewUnlessItHasComments() {
        let source = """
            import SwiftUI

            struct Sheet: View {
                @Environment(\\.dismiss) private var dismiss
                /// Opens links in the browser.
                @Environment(\\.openURL) private var openURL

                var body: some View { footer }

                private var footer: some View {
                    HStack {
                        Button("Close") { dismiss() }
                        Button("Help") { openURL(URL(string: "https://example.com")!) }
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        // The view keeps only the one with a comment; the subview declares both, private as they were.
        #expect(output.contains("struct Sheet: View {\n    /// Opens links in the browser.\n    @Environment(\\.openURL) private var openURL\n\n"), "\(output)")
        #expect(output.contains("    @Environment(\\.dismiss) private var dismiss\n    @Environment(\\.openURL) private var openURL\n"))
    }

    @Test func aNonPrivateEnvironmentPropertyGoesWhenNoCallPassesIt() {
        let source = """
            import SwiftUI

            struct Sheet: View {
                @Environment(\\.dismiss) var dismiss

                var body: some View { footer }

                private var footer: some View {
                    HStack {
                        Button("Close") { dismiss() }
                        Text("Done?")
                    }
                }
            }
            """
        let alone = RuleHarness(ExtractSubviews.self, project: module(source, others: ["Other.swift": "struct Other {}"]))
        #expect(!alone.expectCompilingRewrite(source).contains("struct Sheet: View {\n    @Environment"))
        // A call that passes it (an environment property is a memberwise parameter) keeps it.
        let passed = RuleHarness(ExtractSubviews.self, project: module(source, others: ["Other.swift": "let s = Sheet(dismiss: Environment(\\.dismiss))"]))
        #expect(passed.rewrite(source).output.contains("struct Sheet: View {\n    @Environment(\\.dismiss) var dismiss\n"))
        // Another view that shows it and reads its own `\.dismiss` does not read this one (mlem's
        // `openURL` stayed in `MarkdownWithLinkList`), but an extension of it elsewhere may.
        let shown = "struct Other: View {\n    @Environment(\\.dismiss) var dismiss\n    var body: some View { Sheet().onTapGesture { dismiss() } }\n}"
        let showing = RuleHarness(ExtractSubviews.self, project: module(source, others: ["Other.swift": shown]))
        #expect(!showing.rewrite(source).output.contains("struct Sheet: View {\n    @Environment"))
        let extended = RuleHarness(ExtractSubviews.self, project: module(source, others: ["Other.swift": "extension Sheet {\n    func close() { dismiss() }\n}"]))
        #expect(extended.rewrite(source).output.contains("struct Sheet: View {\n    @Environment(\\.dismiss) var dismiss\n"))
    }

    @Test func inAPresentationTheViewsDismissIsPassedDown() {
        // A subview that declared `dismiss` itself inside a sheet would close the sheet, not the view.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var isShowingHelp = false

                var body: some View {
                    Text("Editor")
                        .sheet(isPresented: $isShowingHelp) {
                            closeBar
                        }
                }

                private var closeBar: some View {
                    HStack {
                        Text("Help")
                        Button("Close Editor") { dismiss() }
                    }
                }
            }
            """)
        #expect(output.contains("EditorCloseBar(dismiss: dismiss)"), "\(output)")
        #expect(output.contains("    let dismiss: DismissAction\n"))
        #expect(output.contains("struct Editor: View {\n    @Environment(\\.dismiss) private var dismiss\n"))
    }

    @Test func aHelperThatShowsAnotherInAPresentationPassesTheViewsDismissOn() {
        // `panel` shows `closeBar` in a sheet: `EditorPanel`, shown where the view is, reads the
        // same `dismiss` from the environment and hands it to `EditorCloseBar`, as if it read it itself.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var isShowingHelp = false

                var body: some View {
                    panel
                }

                private var panel: some View {
                    Text("Editor")
                        .sheet(isPresented: $isShowingHelp) {
                            closeBar
                        }
                }

                private var closeBar: some View {
                    HStack {
                        Text("Help")
                        Button("Close Editor") { dismiss() }
                    }
                }
            }
            """)
        #expect(output.contains("EditorPanel(isShowingHelp: $isShowingHelp)"), "\(output)")
        #expect(output.contains("struct EditorPanel: View {\n    @Environment(\\.dismiss) private var dismiss\n"), "\(output)")
        #expect(output.contains("EditorCloseBar(dismiss: dismiss)"), "\(output)")
    }

    // Found on Aidoku's HomeChapterListView: rows handed to a representable's cells, where the
    // `@EnvironmentObject` the subview would declare is missing.
    @Test func aHelperHandedToCodeThatHostsItElsewhereKeepsTheEnvironmentItReads() {
        let source = """
            import SwiftUI

            final class Coordinator: ObservableObject {
                func open(_ entry: String) {}
            }

            struct Section {
                let items: [AnyView]
            }

            struct Chapters: View {
                @EnvironmentObject private var path: Coordinator
                let entries: [String]
                let sections: [Section]

                var body: some View {
                    List(entries, id: \\.self) { entry in
                        row(for: entry)
                    }
                }

                var paged: [Section] {
                    [Section(items: entries.map { AnyView(row(for: $0).padding()) })]
                }

                private func row(for entry: String) -> some View {
                    Button {
                        path.open(entry)
                    } label: {
                        Text(entry)
                    }
                }
            }
            """
        let run = harness.run(source)
        #expect(run.output == source)
        #expect(run.findings.map(\.message) == [
            "'row' stays a helper: it is passed to 'Section' (line 23), which may show it outside this view's environment, and its subview would read 'path' from there; pass 'path' to the helper as a parameter"
        ], "\(run.findings)")
        // Found on the measurement half (IceCubes' share image): `ImageRenderer` draws its content
        // outside the view tree, where no environment but the default reaches a subview.
        let rendered = source.replacingOccurrences(of: "[Section(items: entries.map { AnyView(row(for: $0).padding()) })]", with: "[]")
            .replacingOccurrences(of: "    var paged: [Section] {", with: "    func snapshot() -> Any { ImageRenderer(content: row(for: \"x\")) }\n\n    var paged: [Section] {")
        #expect(harness.run(rendered).findings.contains { $0.message.contains("it is passed to 'ImageRenderer'") }, "\(harness.run(rendered).findings)")
        // Shown only inside the view, it is extracted.
        let inside = source.replacingOccurrences(of: "AnyView(row(for: $0).padding())", with: "AnyView(Text($0))")
        #expect(harness.run(inside).output.contains("@EnvironmentObject private var path: Coordinator\n    let entry: String"))
    }

    // Found on MovieSwiftUI's CustomListForm: the view does not observe the object it keeps in `@State`.
    @Test func anObservableObjectInStateKeepsTheHelpersThatReadIt() {
        let source = """
            import SwiftUI

            final class SearchText: ObservableObject {
                @Published var text = ""
            }

            struct Form2: View {
                @State private var search = SearchText()

                var body: some View { results }

                private var results: some View {
                    VStack {
                        Text(search.text)
                        Text("results")
                    }
                }
            }
            """
        let run = harness.run(source)
        #expect(run.output == source)
        #expect(run.findings.map(\.message) == [
            "'results' stays a helper: 'search' holds an ObservableObject in @State, which does not observe it, and a subview would either observe it or show it stale; hold it with @StateObject (or make the class @Observable) to extract this helper"
        ])
    }

    // Found on element-x and Pearcleaner: `@FocusState private var isFocused` and `= [String: CGRect]()`
    // have types as certain as written ones.
    @Test func aFocusStateWithoutTypeIsBoolAndACollectionInitializerNamesItsType() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Search: View {
                @FocusState private var isFocused
                @State private var frames = [String: CGRect]()
                @State private var tags = [String]()

                var body: some View { field }

                private var field: some View {
                    VStack {
                        TextField("Search", text: .constant(""))
                            .focused($isFocused)
                        Text("\\(frames.count) \\(tags.count)")
                    }
                }
            }
            """)
        #expect(output.contains("    @FocusState.Binding var isFocused: Bool\n"), "\(output)")
        #expect(output.contains("    let frames: [String: CGRect]\n"), "\(output)")
        #expect(output.contains("    let tags: [String]\n"), "\(output)")
    }

    /// Issue 10, defect 2: the comment was dropped with the helper and the whole file refused.
    @Test func aCommentAfterTheHelpersClosingBraceMovesWithIt() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Card: View {
                let title: String

                var body: some View { header }

                private var header: some View {
                    VStack {
                        Text(title)
                        Text("subtitle")
                    }
                } // trailing note
            }
            """)
        #expect(output.contains("""
                    var body: some View {
                        VStack {
                            Text(title)
                            Text("subtitle")
                        }
                    } // trailing note
                }
                """))
    }

    // MARK: - Runs over several files

    @Test func inARunOverSeveralFilesNamesAreShortAndInternalHelpersAreChecked() throws {
        let source = """
            import SwiftUI

            struct Profile: View {
                let name: String

                var body: some View { greeting }

                var greeting: some View {
                    HStack {
                        Text(name)
                    }
                }
            }
            """
        let clean = module(source, others: ["Other.swift": "struct Other {}"])
        let output = RuleHarness(ExtractSubviews.self, project: clean).expectCompilingRewrite(source)
        #expect(output.contains("private struct GreetingView: View"))

        // Another file's own `greeting`, `self.greeting`, `page.greeting` where no code holds a `Profile`
        // by its type, or an extension that does not name `greeting`, cannot be this helper.
        for other in [
            "var greeting: Int { 1 }; let y = self.greeting", "let y = page.greeting",
            "extension Profile { var title: some View { Text(name) } }",
        ] {
            let unrelated = module(source, others: ["Other.swift": other])
            #expect(RuleHarness(ExtractSubviews.self, project: unrelated).expectCompilingRewrite(source).contains("private struct GreetingView: View"))
        }

        // Another file accesses `greeting` on something that may be a Profile, or extends the view and
        // names `greeting`: it might use the helper.
        for other in ["func show(_ profile: Profile) -> some View { profile.greeting }", "extension Profile { var title: some View { greeting } }"] {
            let index = module(source, others: ["Other.swift": other])
            let (unchanged, findings) = RuleHarness(ExtractSubviews.self, project: index).rewrite(source)
            #expect(unchanged == source)
            #expect(findings.map(\.message) == [
                "'greeting' stays a helper: it is not private and Other.swift may use it (it accesses a member named 'greeting' or extends 'Profile'); make it private if that is something else"
            ])
        }

        // Another file declares `GreetingView`: the name carries the view's name instead.
        let taken = module(source, others: ["Other.swift": "struct GreetingView {}"])
        #expect(RuleHarness(ExtractSubviews.self, project: taken).expectCompilingRewrite(source).contains("private struct ProfileGreetingView: View"))
    }

    // MARK: - Naming

    @Test func namesFollowTheHelper() {
        #expect(SubviewNaming.baseName(forHelper: "header") == "HeaderView")
        #expect(SubviewNaming.baseName(forHelper: "filterSection") == "FilterSection")
        #expect(SubviewNaming.baseName(forHelper: "row") == "RowView")
        #expect(SubviewNaming.baseName(forHelper: "makeBadge") == "BadgeView")
        #expect(SubviewNaming.baseName(forHelper: "headerView") == "HeaderView")
        #expect(SubviewNaming.baseName(forHelper: "profileCard") == "ProfileCard")
        #expect(SubviewNaming.baseName(forHelper: "urlRow") == "UrlRow")
        // Found on the measurement half: `ImageViewWithBackgroundView` said "View" twice, and
        // `IsInstallingRow` read as a Boolean; a helper of several views is no `…ViewsView`.
        #expect(SubviewNaming.baseName(forHelper: "imageViewWithBackground") == "ImageViewWithBackground")
        #expect(SubviewNaming.baseName(forHelper: "isInstallingRow") == "InstallingRow")
        #expect(SubviewNaming.baseName(forHelper: "stateViews") == "StateViews")
        // A state or variant of the screen is a role: `DisabledView`, `DefaultImage` took no view's name.
        #expect(SubviewNaming.isRoleOnly("DisabledView") && SubviewNaming.isRoleOnly("DefaultImage") && SubviewNaming.isRoleOnly("ResultsView"))
        #expect(SubviewNaming.candidates(forHelper: "defaultImage", parent: "QuickSearchResultRow", prefixed: false).first == "QuickSearchResultRowDefaultImage")
        #expect(SubviewNaming.stem(of: "SettingsScreen") == "Settings")
        #expect(SubviewNaming.stem(of: "View") == "View")
    }

    /// Found on the measurement half (mlem): `// swiftlint:disable:next function_body_length`
    /// between `@ViewBuilder` and the helper ended above the struct, where it disables nothing.
    /// It is about the helper's body, which is the subview's `body`.
    @Test func aLinterDirectiveForTheHelperGoesAboveTheSubviewsBody() {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Posts: View {
                let titles: [String]

                var body: some View {
                    content(titles)
                }

                @ViewBuilder
                // swiftlint:disable:next function_body_length
                private func content(_ titles: [String]) -> some View {
                    ForEach(titles, id: \\.self) { title in
                        Text(title)
                    }
                }
            }
            """)
        #expect(output.contains("""
            private struct PostsContent: View {
                let titles: [String]

                // swiftlint:disable:next function_body_length
                var body: some View {
            """), "\(output)")
        #expect(!output.contains("// swiftlint:disable:next function_body_length\nprivate struct"))
        #expect(SubviewRenderer.isNextLineDirective("    // swift-format-ignore"))
        #expect(!SubviewRenderer.isNextLineDirective("// Shows the titles"))
    }

    /// Found on the measurement half (enchanted): a helper that starts a `Task` writing the view's
    /// state and returns `Color.clear` did that work on every render of the view; as a subview it
    /// would do it only when SwiftUI evaluates the subview's body. Such a helper stays, as do
    /// helpers that assign or keep a `let _ =` read.
    @Test func aHelperThatDoesWorkWhenEvaluatedStays() {
        // A finding quotes the work on one line (mlem's `Task { @MainActor in⏎ scrollV…` broke the
        // `path:line:col:` line in two, found by `check`, `apply --all-rules`, `check`).
        for work in ["Task { size = proxy.size }", "size = proxy.size", "let _ = size", "DispatchQueue.main.async { size = proxy.size }",
            "Task { @MainActor in\n        size = proxy.size\n    }"]
        {
            let source = """
                import SwiftUI

                struct Reader: View {
                    @State private var size = CGSize.zero

                    var body: some View {
                        Text("a").background(GeometryReader { proxy in background(proxy) })
                    }

                    private func background(_ proxy: GeometryProxy) -> some View {
                        \(work)
                        return Color.clear
                    }
                }
                """
            let (output, findings) = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).rewrite(source)
            #expect(output == source, "\(work)")
            #expect(findings.contains { $0.message.contains("it does work as it is evaluated (line 11") }, "\(work): \(findings)")
            #expect(!findings.contains { $0.message.contains(where: \.isNewline) }, "\(work): \(findings)")
        }
        let quoted = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).rewrite("""
            import SwiftUI

            struct Reader: View {
                @State private var size = CGSize.zero

                var body: some View { background }

                private var background: some View {
                    Task { @MainActor in
                        size = .zero
                    }
                    return Color.clear
                }
            }
            """).findings
        #expect(quoted.contains { $0.message.contains("(line 9: 'Task { @MainActor in size = .zero }')") }, "\(quoted)")
    }

    /// Found on the measurement half (five diffs in one read): a use inside a line
    /// (`Section(header: subredditsHeader) {`) stayed on it, and the line ran to 151 columns in a
    /// file whose longest was 122. Where the line would run past the file's width, the call's
    /// arguments go on lines of their own.
    @Test func aUseInsideALineThatWouldRunPastTheFilesWidthIsWrapped() {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Subreddits: View {
                @State private var subscribedSubredditNames: [String] = []
                @State private var isShowingSubscribedSubreddits = true

                var body: some View {
                    List {
                        Section(header: subredditsHeader) {
                            Text("r/swift")
                        }
                    }
                }

                private var subredditsHeader: some View {
                    Toggle("Subscribed (\\(subscribedSubredditNames.count))", isOn: $isShowingSubscribedSubreddits)
                }
            }
            """)
        #expect(output.contains("""
                        Section(header: SubredditsHeader(
                            subscribedSubredditNames: subscribedSubredditNames,
                            isShowingSubscribedSubreddits: $isShowingSubscribedSubreddits
                        )) {
            """), "\(output)")
    }

    /// Found on the measurement half (yattee's `UnifiedTabView`, declared once per platform):
    /// helpers of a shared extension were extracted for the first declaration and deleted while
    /// the others still called them (did not compile), and each declaration got its own copies.
    @Test func aViewDeclaredInSeveralIfClausesKeepsItsHelpers() {
        let source = """
            import SwiftUI

            #if os(iOS)
            struct Tabs: View {
                let title: String
                var body: some View { label(for: title) }
            }
            #else
            struct Tabs: View {
                let title: String
                var body: some View { VStack { label(for: title) } }
            }
            #endif

            extension Tabs {
                func label(for title: String) -> some View {
                    Text(title)
                        .font(.headline)
                        .padding()
                }
            }
            """
        let (output, findings) = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message).filter { $0.contains("'Tabs' is declared 2 times in this file (under #if)") }.count == 1, "\(findings)")
    }

    /// Found on the measurement half (Swiftfin): `supplementContainer(for supplement: some
    /// MediaPlayerSupplement)` became a generic subview, and a call passing an `any
    /// MediaPlayerSupplement` did not compile: a generic type's initializer does not open an
    /// existential, as a generic function does.
    @Test func aSomeParameterOfTheModulesOwnProtocolKeepsTheHelper() {
        let source = """
            import SwiftUI

            protocol Supplement {
                var title: String { get }
            }

            struct Supplements: View {
                let supplements: [any Supplement]

                var body: some View {
                    ForEach(supplements.indices, id: \\.self) { index in
                        row(for: supplements[index])
                    }
                }

                private func row(for supplement: some Supplement) -> some View {
                    Text(supplement.title)
                        .padding()
                }
            }
            """
        let (output, findings) = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).rewrite(source)
        #expect(output == source)
        #expect(findings.contains { $0.message.contains("is `some Supplement`, and a caller may pass an `any` value") }, "\(findings)")
    }

    /// Found on the measurement half (Swiftfin): a private computed property moved into a subview
    /// beside the view kept its type `SupplementElement?`, a type nested in the view that the
    /// subview cannot name. Such a member stays, and the subview receives its value.
    @Test func aMemberTypedWithATypeNestedInTheViewDoesNotMove() {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            extension Never {
                struct Panel: View {
                    enum Element: Hashable { case title, close }

                    let isCompact: Bool

                    private var defaultElement: Element? {
                        isCompact ? .close : .title
                    }

                    var body: some View {
                        buttons
                    }

                    private var buttons: some View {
                        Text(defaultElement == .close ? "Close" : "Title")
                            .padding()
                    }
                }
            }
            """)
        #expect(output.contains("let defaultElement: Never.Panel.Element?"), "\(output)")
    }

    @Test func builderVerbsAndViewForAreStripped() {
        #expect(SubviewNaming.baseName(forHelper: "generateBadge") == "BadgeView")
        #expect(SubviewNaming.baseName(forHelper: "buildFooter") == "FooterView")
        #expect(SubviewNaming.baseName(forHelper: "viewForTimelineItem") == "TimelineItemView")
        // A name whose words after "For" end in a view noun is that view, whole (Applite).
        #expect(SubviewNaming.baseName(forHelper: "searchForPackageButton") == "SearchForPackageButton")
        #expect(SubviewNaming.baseName(forHelper: "indicatorViewFor") == "IndicatorView")
        #expect(SubviewNaming.baseName(forHelper: "rowForAccount") == "AccountRow")
        // A body is the view's own (yattee's `glassBody` beside prefixed siblings, NXForm's `plainBody`).
        #expect(SubviewNaming.candidates(forHelper: "glassBody", parent: "PlayerPill", prefixed: false) == ["PlayerPillGlassBody"])
        // What comes before "For" is an action, not a view: the name is the action's (Ice's
        // `checkForUpdates` was `CheckView`).
        #expect(SubviewNaming.baseName(forHelper: "checkForUpdates") == "CheckForUpdatesView")
        #expect(SubviewNaming.baseName(forHelper: "automaticallyCheckForUpdates") == "AutomaticallyCheckForUpdatesView")
        // The parameter of `view(for:)`, `row(for:)` says what it shows; of `content(in:)` it does not.
        #expect(SubviewNaming.base(forHelper: "view", parameter: "destination").name == "DestinationView")
        #expect(SubviewNaming.base(forHelper: "row", parameter: "account").name == "AccountRow")
        #expect(SubviewNaming.base(forHelper: "buttonFor", parameter: "action").name == "ActionButton")
        #expect(SubviewNaming.namingParameter(ofHelper: "row", firstParameter: ("for", "account")) == "account")
        #expect(SubviewNaming.namingParameter(ofHelper: "content", firstParameter: ("in", "geometry")) == nil)
        #expect(SubviewNaming.namingParameter(ofHelper: "buttonFor", firstParameter: (nil, "action")) == "action")
    }

    @Test func aGenericHelperIsNamedAfterItsView() {
        // `content`, `mainContent`, `view`, `generateContent()`: nothing but "the content".
        for helper in ["content", "mainContent", "view", "contentView", "generateContent", "_content"] {
            #expect(SubviewNaming.base(forHelper: helper, parent: "SettingsView").isGeneric, "\(helper)")
            #expect(SubviewNaming.candidates(forHelper: helper, parent: "SettingsView", prefixed: false).first == "SettingsContent", "\(helper)")
        }
        // `timelineView` in `RoomTimelineItemView` says nothing its view's name does not.
        #expect(SubviewNaming.candidates(forHelper: "timelineView", parent: "RoomTimelineItemView", prefixed: false).first == "RoomTimelineItemContent")
        #expect(!SubviewNaming.base(forHelper: "header", parent: "SettingsView").isGeneric)
        // A stem the name starts with is written once.
        #expect(SubviewNaming.joined("ChatInput", "InputBar") == "ChatInputBar")
        // Aidoku's `homeView` in `SourceHomeContentView` was `SourceHomeContentContent`.
        #expect(SubviewNaming.joined("SourceHomeContent", "Content") == "SourceHomeContent")
        #expect(SubviewNaming.candidates(forHelper: "homeView", parent: "SourceHomeContentView", prefixed: false).first == "SourceHomeContent")
        #expect(SubviewNaming.joined("Profile", "HeaderView") == "ProfileHeaderView")
        // So is a first word of the name the stem has.
        #expect(SubviewNaming.joined("ChatEmojiButton", "EmojiOrLikeButton") == "ChatEmojiOrLikeButton")
        #expect(SubviewNaming.joined("TodayWidget", "TodayImage") == "TodayWidgetImage")
        // yattee's `PlayerPillButtonCloseButton`: the kind both end with is said once.
        #expect(SubviewNaming.joined("PlayerPillButton", "CloseButton") == "PlayerPillCloseButton")
        // Pulse's `TransferInfo` read as a model type: "Info" is no view noun.
        #expect(SubviewNaming.candidates(forHelper: "transferInfo", parent: "NetworkInspectorView", prefixed: false).first == "TransferInfoView")
    }

    @Test func takenNamesGetTheViewsNameThenNone() {
        #expect(SubviewNaming.name(forHelper: "greeting", parent: "ProfileView", prefixed: false) { $0 == "GreetingView" } == "ProfileGreetingView")
        let taken: Set<String> = ["GreetingView", "ProfileGreetingView"]
        // No number: the helper stays, with a finding.
        #expect(SubviewNaming.name(forHelper: "greeting", parent: "ProfileView", prefixed: false) { taken.contains($0) } == nil)
        #expect(SubviewNaming.name(forHelper: "followerGrid", parent: "ProfileView", prefixed: false) { taken.contains($0) } == "FollowerGrid")
        #expect(SubviewNaming.name(forHelper: "followerGrid", parent: "ProfileView", prefixed: true) { taken.contains($0) } == "ProfileFollowerGrid")
        // A helper named for its role takes its view's name, whole: `RedactConfirmation` would be another thing.
        #expect(SubviewNaming.name(forHelper: "buttons", parent: "TimelineMediaPreviewRedactConfirmationView", prefixed: false) { _ in false }
            == "TimelineMediaPreviewRedactConfirmationButtons")
        #expect(SubviewNaming.name(forHelper: "header", parent: "ProfileView", prefixed: false) { _ in false } == "ProfileHeader")
        #expect(SubviewNaming.candidates(forHelper: "fields", parent: "SignInForm", prefixed: false) == ["SignInFormFields"])
        #expect(SubviewNaming.isRoleOnly("PlaceholderImage") && !SubviewNaming.isRoleOnly("AccountRow"))
    }

    @Test func aNameAnotherHelperOfTheModuleCouldGetIsNobodys() throws {
        // Two files, each with a `header`: neither declares a `private struct HeaderView`.
        let first = """
            import SwiftUI

            struct ProfileView: View {
                let name: String
                var body: some View { header }
                private var header: some View {
                    VStack {
                        Text(name)
                        Text(name)
                    }
                }
            }
            """
        let second = first.replacingOccurrences(of: "ProfileView", with: "SettingsView")
        let project = module(first, others: ["Settings.swift": second])
        let harness = RuleHarness(ExtractSubviews.self, project: project)
        #expect(harness.expectCompilingRewrite(first).contains("private struct ProfileHeader: View"))
        #expect(harness.expectCompilingRewrite(second, path: "Settings.swift").contains("private struct SettingsHeader: View"))
    }

    @Test func helpersOfTwoViewsOfTheSameNameGiveTheNameToTheFirstInPathOrder() {
        // Two targets in one Xcode project each declare `DetailView`: every name the helpers could
        // get is shared, so the first by the order of their files takes it, the same in every run,
        // and the other stays a helper.
        let source = "import SwiftUI\nstruct DetailView: View {\n    var body: some View { header }\n    private var header: some View { Text(\"a\") }\n}\n"
        let project = ProjectModel.parsing([("App/DetailView.swift", source), ("Widget/DetailView.swift", source)])
        let census = SubviewNameCensus(module: ModuleLookup(path: "", local: nil, project: project))
        let names = ["App/DetailView.swift", "Widget/DetailView.swift"].map { file in
            let helper = SubviewNameCensus.Helper(file: file, owner: "DetailView", name: "header")
            return SubviewNaming.name(
                forHelper: "header", parent: "DetailView", prefixed: false, isTaken: { _ in false }, isShared: { census.isShared($0, by: helper) })
        }
        #expect(names == ["DetailHeader", nil])
    }

    @Test func aNameTwoHelpersWantGoesToTheFirstAndASecondRunKeepsEveryName() throws {
        // element-x-ios: `generateRecoveryKeySection` and `recoveryKeySection` both want
        // `RecoveryKeySection`. When neither got it, the first took its longer name, and the next
        // run found the short one free and extracted the other: a second run changed the module.
        func screen(_ name: String, helper: String) -> String {
            """
            import SwiftUI

            struct \(name): View {
                let key: String
                var body: some View { \(helper) }
                private var \(helper): some View {
                    VStack {
                        Text(key)
                        Text(key)
                    }
                }
            }
            """
        }
        var files = [
            "A/SecureBackupRecoveryKeyScreen.swift": screen("SecureBackupRecoveryKeyScreen", helper: "recoveryKeySection"),
            "B/SecureBackupScreen.swift": screen("SecureBackupScreen", helper: "recoveryKeySection"),
        ]
        for round in 1...2 {
            let project = ProjectModel.parsing(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            let harness = RuleHarness(ExtractSubviews.self, project: project)
            let outputs = Dictionary(uniqueKeysWithValues: files.map { ($0.key, harness.rewrite($0.value, path: $0.key).output) })
            if round == 2 { #expect(outputs == files, "a second run changed the module") }
            files = outputs
        }
        #expect(files["A/SecureBackupRecoveryKeyScreen.swift"]!.contains("private struct RecoveryKeySection: View"))
        #expect(files["B/SecureBackupScreen.swift"]!.contains("private struct SecureBackupRecoveryKeySection: View"))
    }

    @Test func aCallThatMustWrapFollowsTheFilesWayOfWrappingArguments() throws {
        // Proton Pass and element-x align wrapped arguments after the first one; the calls
        // that replace helpers do the same, and the modifiers after them stay one level in.
        let source = """
            import SwiftUI

            struct MonitorScreen: View {
                let breachedEmailAddressTitle: String
                let breachedEmailAddressSubtitle: String
                let numberOfBreachesFoundSoFar: Int

                var body: some View {
                    VStack {
                        breachSummarySection
                            .padding()
                        Text(formatted(title: breachedEmailAddressTitle,
                                       count: numberOfBreachesFoundSoFar))
                    }
                }

                private var breachSummarySection: some View {
                    VStack {
                        Text(breachedEmailAddressTitle)
                        Text(breachedEmailAddressSubtitle)
                        Text("\\(numberOfBreachesFoundSoFar)")
                    }
                }

                private func formatted(title: String, count: Int) -> String { title + "\\(count)" }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("""
                        MonitorBreachSummarySection(breachedEmailAddressTitle: breachedEmailAddressTitle,
                                                    breachedEmailAddressSubtitle: breachedEmailAddressSubtitle,
                                                    numberOfBreachesFoundSoFar: numberOfBreachesFoundSoFar)
                            .padding()
            """) || output.contains("""
                        BreachSummarySection(breachedEmailAddressTitle: breachedEmailAddressTitle,
                                             breachedEmailAddressSubtitle: breachedEmailAddressSubtitle,
                                             numberOfBreachesFoundSoFar: numberOfBreachesFoundSoFar)
                            .padding()
            """), "\(output)")
    }

    @Test func aGenericHelperBecomesTheViewsContent() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct SettingsView: View {
                let title: String
                var body: some View { content }
                private var content: some View {
                    Form {
                        Text(title)
                        Text(title)
                    }
                }
            }
            """)
        #expect(output.contains("private struct SettingsContent: View"))
    }

    @Test func twoViewsWithTheSameHelperNameGetDistinctSubviews() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct First: View {
                let text: String
                var body: some View { header }
                private var header: some View {
                    VStack {
                        Text(text)
                    }
                }
            }

            struct Second: View {
                let text: String
                var body: some View { header }
                private var header: some View {
                    VStack {
                        Text(text)
                    }
                }
            }
            """)
        #expect(output.contains("private struct FirstHeader: View"))
        #expect(output.contains("private struct SecondHeader: View"))
    }

    // MARK: - Placement and trivia

    @Test func subviewsFollowTheViewAndItsExtensions() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Menu2: View {
                let items: [String]
                var body: some View { list }
            }

            extension Menu2 {
                private var list: some View {
                    VStack {
                        ForEach(items, id: \\.self) { Text($0) }
                    }
                }
            }

            struct Unrelated {}
            """)
        // The extension had nothing else: it goes, and the subview takes its place.
        #expect(output.contains("var body: some View { Menu2List(items: items) }\n}\n\nprivate struct Menu2List: View {"))
        #expect(!output.contains("extension Menu2"))
        #expect(output.hasSuffix("}\n\nstruct Unrelated {}") || output.hasSuffix("}\n\nstruct Unrelated {}\n"))
    }

    @Test func anEmptiedExtensionGoesButItsCommentsStayAndAConformanceKeepsIt() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Menu3: View {
                let items: [String]
                var body: some View { VStack { list; footer } }
            }

            // MARK: List
            extension Menu3 {
                private var list: some View {
                    VStack {
                        ForEach(items, id: \\.self) { Text($0) }
                    }
                }
            }

            extension Menu3: Equatable {
                private var footer: some View {
                    HStack {
                        Text("\\(items.count)")
                    }
                }
            }
            """)
        #expect(!output.contains("extension Menu3 {"))
        #expect(output.contains("extension Menu3: Equatable {\n}"))
        #expect(output.contains("// MARK: List\nprivate struct Menu3List: View {"))
    }

    @Test func anEmptiedExtensionsHeadingSetOffByABlankLineStaysSetOff() throws {
        // Proton Pass: `// MARK: - Utils`, a blank line, then the extension of helpers.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Breaches: View {
                let names: [String]
                var body: some View { rows }
            }

            // MARK: - Utils

            private extension Breaches {
                var rows: some View {
                    VStack {
                        ForEach(names, id: \\.self) { Text($0) }
                    }
                }
            }
            """)
        #expect(output.contains("// MARK: - Utils\n\nprivate struct BreachesRows: View {"), "\(output)")
    }

    @Test func anEmptiedExtensionGoesWithItsModifierAndAttributesUnlessTheyHoldAComment() throws {
        // `private` and `@MainActor` applied to the members, which left; a comment on them would be
        // lost. `list()` is file-private through its extension: no other file can use it.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Menu4: View {
                let items: [String]
                var body: some View { VStack { list(); footer } }
            }

            // MARK: - List
            @MainActor
            private extension Menu4 {
                func list() -> some View {
                    VStack {
                        ForEach(items, id: \\.self) { Text($0) }
                    }
                }
            }

            @MainActor // keeps the footer on the main actor
            extension Menu4 {
                private var footer: some View {
                    HStack {
                        Text("\\(items.count)")
                    }
                }
            }
            """)
        #expect(!output.contains("private extension Menu4"))
        #expect(output.contains("// MARK: - List\nprivate struct Menu4List: View {"), "\(output)")
        #expect(output.contains("@MainActor // keeps the footer on the main actor\nextension Menu4 {\n}"), "\(output)")
    }

    @Test func aSectionHeadingAboveAnExtractedHelperStays() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Screen: View {
                let name: String

                var body: some View { header }

                // MARK: - Subviews

                private var header: some View {
                    VStack {
                        Text(name)
                    }
                }

                private func greet() -> String { name }
            }
            """)
        #expect(output.contains("    var body: some View { ScreenHeader(name: name) }\n\n    // MARK: - Subviews\n\n    private func greet() -> String { name }\n}"))
    }

    /// Found on the tuning half (Aidoku) and the measurement half (Yattee): calls the author wrapped
    /// one argument a line were re-joined onto one line where they fit, beside wrapped siblings.
    @Test func aCallTheAuthorWrappedStaysWrapped() throws {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Info: View {
                let name: String
                let history: String

                var body: some View {
                    VStack {
                        infoCell(
                            title: "Name",
                            value: name
                        )
                        infoCell(title: "History", value: history)
                    }
                }

                private func infoCell(title: String, value: String) -> some View {
                    HStack {
                        Text(title)
                        Text(value)
                    }
                }
            }
            """)
        #expect(output.contains("""
                        InfoCell(
                            title: "Name",
                            value: name
                        )
                        InfoCell(title: "History", value: history)
            """), "\(output)")
    }

    /// Found on the measurement half (Pulse): the author's `)` after the last argument went to a
    /// line of its own in five wrapped calls.
    @Test func aWrappedCallKeepsItsClosingParenthesisWhereTheAuthorPutIt() throws {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Info: View {
                let name: String

                var body: some View {
                    VStack {
                        infoCell(
                            title: "Name",
                            value: name)
                    }
                }

                private func infoCell(title: String, value: String) -> some View {
                    HStack {
                        Text(title)
                        Text(value)
                    }
                }
            }
            """)
        #expect(output.contains("""
                        InfoCell(
                            title: "Name",
                            value: name)
            """), "\(output)")
    }

    /// Found on the measurement half (ACHNBrowserUI) by `check`, `apply --all-rules`, `check`:
    /// `makeBorderedButton(action: {⏎…⏎}, label: "Terms")` was re-rendered one argument a line, its
    /// modifiers moved under the new `)`, and the bodies holding it grew past long-body's limit.
    /// A call the subview takes as it is keeps its lines: only the name and labels change.
    @Test func aSpreadCallThatPassesOnlyItsArgumentsKeepsTheAuthorsLines() throws {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Subscribe: View {
                @State private var url: URL?

                var body: some View {
                    VStack {
                        makeBorderedButton(action: {
                            self.url = URL(string: "https://example.com/terms") // the terms
                        }, label: "Terms of Use")
                            .opacity(0.5)
                        pickerItem("Large",
                            isOn: false)
                    }
                }

                private func makeBorderedButton(action: @escaping () -> Void, label: LocalizedStringKey) -> some View {
                    Button(action: action) {
                        Text(label)
                    }
                }

                private func pickerItem(_ titleKey: LocalizedStringKey, isOn: Bool) -> some View {
                    Toggle(titleKey, isOn: .constant(isOn))
                }
            }
            """)
        #expect(output.contains("""
                        SubscribeBorderedButton(action: {
                            self.url = URL(string: "https://example.com/terms") // the terms
                        }, label: "Terms of Use")
                            .opacity(0.5)
                        SubscribePickerItemView(titleKey: "Large",
                            isOn: false)
            """), "\(output)")
    }

    /// Arguments aligned under the first would be misaligned by the new name, and an input of the
    /// view's own changes the call: both are written anew.
    @Test func aSpreadCallIsWrittenAnewWhenItsArgumentsAreAlignedOrItGainsAnInput() throws {
        let output = RuleHarness(ExtractSubviews.self, options: ["min-lines": "1"]).expectCompilingRewrite("""
            import SwiftUI

            struct Info: View {
                let name: String
                @State private var isOn = false

                var body: some View {
                    VStack {
                        makeCell(title: "Name",
                                 value: name)
                        makeToggle(title: "On",
                            note: "Now")
                    }
                }

                private func makeCell(title: String, value: String) -> some View {
                    HStack {
                        Text(title)
                        Text(value)
                    }
                }

                private func makeToggle(title: String, note: String) -> some View {
                    Toggle(title + note, isOn: $isOn)
                }
            }
            """)
        // The file aligns its wrapped arguments, so the new calls do too.
        #expect(output.contains("""
                        InfoCell(title: "Name",
                                 value: name)
                        InfoToggleView(title: "On",
                                       note: "Now",
                                       isOn: $isOn)
            """), "\(output)")
    }

    @Test func aCallTooLongForOneLineWrapsOneArgumentPerLine() throws {
        let source = """
            import SwiftUI

            struct Dashboard: View {
                let openingBalance: Int
                let totalDeposits: Int
                let totalWithdrawals: Int
                let pendingTransfers: Int

                var body: some View {
                    VStack {
                        totals
                            .padding()
                    }
                }

                private var totals: some View {
                    HStack {
                        Text("\\(openingBalance + totalDeposits - totalWithdrawals + pendingTransfers)")
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("""
                        DashboardTotalsView(
                            openingBalance: openingBalance,
                            totalDeposits: totalDeposits,
                            totalWithdrawals: totalWithdrawals,
                            pendingTransfers: pendingTransfers
                        )
                        .padding()

            """), "\(output)")
        // A modifier on the use's line goes under the call's `)`, not hanging off it (ACHNBrowserUI's
        // `chart.frame(…)` became `).frame(…)`).
        let sameLine = harness.expectCompilingRewrite(source.replacingOccurrences(of: "totals\n                .padding()", with: "totals.padding()\n                .bold()"))
        #expect(sameLine.contains("""
                            pendingTransfers: pendingTransfers
                        )
                        .padding()
                        .bold()
            """), "\(sameLine)")
        // A call that fits stays on one line, whatever its number of arguments, and the modifier
        // chain below it stays as it was.
        let short = harness.expectCompilingRewrite(source.replacingOccurrences(of: "openingBalance", with: "a")
            .replacingOccurrences(of: "totalDeposits", with: "b").replacingOccurrences(of: "totalWithdrawals", with: "c")
            .replacingOccurrences(of: "pendingTransfers", with: "d"))
        #expect(short.contains("            DashboardTotalsView(a: a, b: b, c: c, d: d)\n                .padding()\n"), "\(short)")
        // A file that already has lines over 100 columns may have calls up to 120.
        #expect(ModifierLayout.lineLimit(of: Array(("let x = \"" + String(repeating: "x", count: 100) + "\"\n").utf8)) == 120)
        #expect(ModifierLayout.lineLimit(of: Array("let x = 1\n".utf8)) == 100)
    }

    @Test func aViewNestedInAnotherTypeGetsItsSubviewsBesideIt() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            enum Settings {
                struct Badge: View {
                    let count: Int

                    var body: some View { Text("\\(count)") }
                }
            }

            extension Settings {
                struct AccountRow: View {
                    let name: String
                    let unread: Int

                    var body: some View {
                        HStack {
                            header
                            Spacer()
                        }
                    }

                    // The name and the unread count.
                    private var header: some View {
                        VStack(alignment: .leading) {
                            Text(name)
                                .font(.headline)
                            Badge(count: unread)
                        }
                    }
                }
            }
            """)
        // `Badge` is found from inside `Settings`, as it was from the helper.
        #expect(output.hasSuffix("""
                    var body: some View {
                        HStack {
                            AccountRowHeader(name: name, unread: unread)
                            Spacer()
                        }
                    }
                }

                // The name and the unread count.
                private struct AccountRowHeader: View {
                    let name: String
                    let unread: Int

                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(name)
                                .font(.headline)
                            Badge(count: unread)
                        }
                    }
                }
            }
            """))
    }

    @Test func aHelperThatNeedsTooMuchOfTheViewStays() throws {
        let source = """
            import SwiftUI

            struct ImportScreen: View {
                @State private var name = ""
                @State private var volume = ""
                @State private var chapter = ""
                @State private var isValid = false
                let title: String

                var body: some View {
                    form
                }

                private var form: some View {
                    VStack {
                        Text(title)
                        TextField("Name", text: $name)
                        TextField("Volume", text: $volume)
                        TextField("Chapter", text: $chapter)
                        Toggle("Valid", isOn: $isValid)
                    }
                }
            }
            """
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == [
            "'form' stays a helper: its subview would take 5 inputs, 4 of them bindings (more than 6 inputs or 3 bindings), so it is not a self-contained piece of the view; split it or pass a model, or raise --option max-inputs/max-bindings"
        ])
        // The limits are options.
        let relaxed = RuleHarness(ExtractSubviews.self, options: ["max-bindings": "4"]).rewrite(source)
        #expect(relaxed.output.contains("@Binding var chapter: String"))
    }

    @Test func aFileWrappedInIfConfigGetsItsSubviewsInsideIt() throws {
        // Pulse's platform files: the whole file is inside `#if os(iOS) || os(visionOS)`.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            #if os(iOS) || os(visionOS) || os(Linux)
            struct ConsoleScreen: View {
                let title: String

                var body: some View {
                    contents
                }

                private var contents: some View {
                    VStack {
                        Text(title)
                        Divider()
                    }
                }
            }
            #endif
            """)
        #expect(output.hasSuffix("""
                    ConsoleContent(title: title)
                }
            }

            private struct ConsoleContent: View {
                let title: String

                var body: some View {
                    VStack {
                        Text(title)
                        Divider()
                    }
                }
            }
            #endif
            """))
    }

    @Test func aSectionHeadingThatIsTheHelpersLeavesWithIt() throws {
        // Swiftfin's ConnectToServerView: the MARK named the helper, and stayed to head `content`.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct ServerList: View {
                let servers: [String]

                var body: some View {
                    content
                }

                // MARK: - Local Servers Section

                private var localServersSection: some View {
                    Section("Local") {
                        ForEach(servers, id: \\.self) { Text($0) }
                    }
                }

                private var content: some View {
                    List { localServersSection }
                }
            }
            """)
        #expect(output.contains("""
                var body: some View {
                    content
                }

                private var content: some View {
                    List { ServerListLocalServersSection(servers: servers) }
                }
            }

            // MARK: - Local Servers Section

            private struct ServerListLocalServersSection: View {
            """))
    }

    // MARK: - Generic views

    @Test func aGenericSubviewKeepsTheRequirementsThatTieItsParametersToOthers() throws {
        let source = """
            import SwiftUI

            struct Grid<Data: RandomAccessCollection, ID: Hashable, Cell: View, Footer: View>: View where Data.Element: Identifiable, Data.Element.ID == ID {
                let data: Data
                let cell: (Data.Element) -> Cell
                let footer: Footer

                var body: some View {
                    VStack {
                        rows
                        footer
                    }
                }

                private var rows: some View {
                    ForEach(data) { element in
                        cell(element)
                            .padding()
                    }
                }
            }
            """
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite(source)
        // `Footer` is not needed; `ID` is, through the requirement on `Data.Element.ID`.
        #expect(output.contains(
            "private struct GridRows<Data: RandomAccessCollection, ID: Hashable, Cell: View>: View where Data.Element: Identifiable, Data.Element.ID == ID {"))
        // `ID` is held by no input: the call names every argument.
        #expect(output.contains("GridRows<Data, ID, Cell>(data: data, cell: cell)"))
    }

    @Test func aSubviewThatCreatesAGenericSubviewWithExplicitArgumentsCarriesThem() throws {
        let source = """
            import SwiftUI

            struct Legend<Value: CustomStringConvertible>: View {
                let title: String

                var body: some View { header }

                private var header: some View {
                    HStack {
                        Text(title)
                        typeName
                    }
                }

                private var typeName: some View {
                    Text(String(describing: Value.self))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            """
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite(source)
        #expect(output.contains("private struct LegendHeader<Value: CustomStringConvertible>: View {"))
        #expect(output.contains("LegendTypeNameView<Value>()"))
        #expect(output.contains("LegendHeader<Value>(title: title)"))
    }

    @Test func aHelperInAConstrainedExtensionStays() {
        let source = """
            import SwiftUI

            struct Badge<Value>: View {
                let value: Value

                var body: some View { Text("badge") }
            }

            extension Badge where Value == Int {
                var counter: some View {
                    HStack {
                        Text("\\(value)")
                        Image(systemName: "number")
                    }
                }
            }
            """
        let (output, findings) = RuleHarness(ExtractSubviews.self).rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == [
            "'counter' stays a helper: it is declared in an extension constrained by `where Value == Int`, which its subview would need too; move it to the view"
        ])
    }

    // MARK: - Uses through other values

    @Test func aMemberOfTheSameNameOnAnotherValueIsNotAUseOfTheHelper() throws {
        let source = """
            import SwiftUI

            struct Settings { var background = false }

            struct Panel: View {
                @State private var settings = Settings()

                var body: some View {
                    VStack {
                        Toggle("Background", isOn: $settings.background)
                        Text("Panel").padding().background(Color.gray)
                        Button("OK") {}.background(Color.blue)
                    }
                    .overlay { background }
                }

                private var background: some View {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.thinMaterial)
                        .padding(4)
                }
            }
            """
        // `.padding().background` is on a Panel only if a method returns one, which takes code that
        // writes `Panel` as a type: the module tells.
        let output = RuleHarness(ExtractSubviews.self, project: module(source, others: ["Other.swift": "struct Other {}"]))
            .expectCompilingRewrite(source)
        #expect(output.contains(".overlay { PanelBackgroundView() }"))
        let holder = module(source, others: ["Other.swift": "struct Holder { let panel: Panel }"])
        let (unchanged, findings) = RuleHarness(ExtractSubviews.self, project: holder).rewrite(source)
        #expect(unchanged == source)
        #expect(findings.map(\.message) == ["'background' stays a helper: it is used through an instance, not as a member of this view (line 11)"])
    }

    // MARK: - Property wrappers of the module

    @Test func aWrappedValueWhoseMethodsDoNotMutateIsPassedAsAValue() throws {
        let source = """
            import SwiftUI

            struct Navigator {
                func open(_ path: String) {}
                mutating func reset() {}
            }

            @propertyWrapper
            struct Navigation: DynamicProperty {
                var wrappedValue: Navigator { Navigator() }
            }

            struct Menu: View {
                @Navigation private var navigator

                var body: some View { links }

                private var links: some View {
                    VStack {
                        Button("Home") { navigator.open("/") }
                        Button("Help") { navigator.open("/help") }
                    }
                }
            }
            """
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite(source)
        #expect(output.contains("    let navigator: Navigator\n"))
        #expect(output.contains("MenuLinksView(navigator: navigator)"))

        // A `mutating` method could not be called on a copy.
        let mutating = source.replacingOccurrences(of: "navigator.open(\"/help\")", with: "navigator.reset()")
        let (unchanged, findings) = RuleHarness(ExtractSubviews.self).rewrite(mutating)
        #expect(unchanged == mutating)
        #expect(findings.map(\.message) == ["'links' stays a helper: changes 'navigator', a @Navigation property, which svrefactor cannot pass down"])
    }

    // MARK: - Calls with trailing closures

    @Test func aCallWithATrailingClosureKeepsItWhenItFeedsTheLastInput() throws {
        let source = """
            import SwiftUI

            struct ErrorView: View {
                let message: String
                let retry: () async -> Void
                @State private var isRetrying = false

                var body: some View {
                    VStack {
                        Text(message)
                        retryButton(action: retry)
                        retryButton(title: "Restart") {
                            await retry()
                            await retry()
                        }
                        row(title: "A", detail: "B") {
                            Text("first")
                                .bold()
                            Text("second")
                        }
                    }
                }

                private func retryButton(title: String = "Retry", action: @escaping () async -> Void) -> some View {
                    Button(title) {
                        Task {
                            isRetrying = true
                            await action()
                            isRetrying = false
                        }
                    }
                    .disabled(isRetrying)
                }

                private func row(title: String, detail: String, @ViewBuilder accessory: () -> TupleView<(Text, Text)>) -> some View {
                    HStack {
                        Text(title)
                        Text(detail)
                        accessory()
                    }
                }
            }
            """
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite(source)
        // The closure feeds `action`, the helper's last parameter: the subview takes it last, after
        // `isRetrying`, so the call keeps its trailing closure (protonpass's `addMoreButton { … }`
        // became a labelled argument before another input, which a reviewer would undo).
        #expect(output.contains("""
                        ErrorRetryButton(isRetrying: $isRetrying, action: retry)
                        ErrorRetryButton(title: "Restart", isRetrying: $isRetrying) {
                            await retry()
                            await retry()
                        }
            """))
        // A closure parameter that is not the helper's last stays where the parameters are: a
        // trailing closure for it becomes a labelled argument, its lines moved in with it.
        let notLast = source
            .replacingOccurrences(
                of: "private func retryButton(title: String = \"Retry\", action: @escaping () async -> Void) -> some View {",
                with: "private func retryButton(action: @escaping () async -> Void, title: String = \"Retry\") -> some View {")
            .replacingOccurrences(of: "retryButton(title: \"Restart\") {\n                await retry()\n                await retry()\n            }",
                with: "retryButton(action: {\n                await retry()\n                await retry()\n            }, title: \"Restart\")")
        #expect(notLast != source)
        #expect(RuleHarness(ExtractSubviews.self).expectCompilingRewrite(notLast).contains("""
                        ErrorRetryButton(
                            action: {
                                await retry()
                                await retry()
                            },
                            title: "Restart",
                            isRetrying: $isRetrying
                        )
            """))
        // It feeds the last input: it stays a trailing closure, and the builder stays with the property.
        #expect(output.contains("""
                        ErrorRow(title: "A", detail: "B") {
                            Text("first")
            """))
        #expect(output.contains("    @ViewBuilder let accessory: () -> TupleView<(Text, Text)>\n"))
        // A stored closure is escaping without the attribute, which only parameters take.
        #expect(output.contains("    let action: () async -> Void\n"))
    }

    // MARK: - Found on real-code compile units

    @Test func aParameterOnlyReachedThroughAnAssociatedTypeIsWrittenAtTheCallSite() throws {
        // Swiftfin's EditItemElementView: `[Editor.Element]` does not tell Swift which `Editor`.
        let source = """
            import SwiftUI

            protocol ElementEditor { associatedtype Element: Hashable }

            struct ElementList<Editor: ElementEditor>: View {
                let elements: [Editor.Element]
                @State private var selection: Set<Editor.Element> = []

                var body: some View { selectBar }

                private var selectBar: some View {
                    HStack {
                        Text("\\(selection.count) of \\(elements.count)")
                        Button("All") { selection = Set(elements) }
                    }
                }
            }
            """
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite(source)
        #expect(output.contains("ElementListSelectBar<Editor>(elements: elements, selection: $selection)"))
    }

    @Test func aLabelledMethodReceivedAsAClosureIsPassedOnAsIt() throws {
        // IceCubes' SupportAppView: `purchase(product:)` reached a subview inside a subview.
        let source = """
            import SwiftUI

            struct Store: View {
                let products: [String]
                @State private var isBuying = false

                // The view calls them too: they stay its methods, passed down as closures.
                var body: some View {
                    productList
                        .task { await purchase(product: "trial"); log(product: "trial") }
                }

                private var productList: some View {
                    VStack {
                        ForEach(products, id: \\.self) { product in
                            buyButton(for: product)
                        }
                        Button("Log") { products.forEach(log(product:)) }
                    }
                }

                private func buyButton(for product: String) -> some View {
                    Button(product) {
                        Task { await purchase(product: product) }
                    }
                    .disabled(isBuying)
                }

                private func purchase(product: String) async {}

                private func log(product: String) {}
            }
            """
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite(source)
        #expect(output.contains("purchase: { await purchase(product: $0) }"))
        #expect(output.contains("purchase: purchase"))
        // The method's full name becomes the closure's.
        #expect(output.contains("products.forEach(log)"))
    }

    @Test func aMemberOfAPropertyWithAKnownTypeIsNotAUseOfTheHelper() throws {
        // CodeEdit's TextEditingSettingsView: `textEditing.indentOption` is the settings' member.
        let source = """
            import SwiftUI

            struct TextSettings { var indentOption = 4 }

            struct TextSettingsView: View {
                @State private var textEditing = TextSettings()

                var body: some View {
                    Form {
                        indentOption
                        Text("\\(textEditing.indentOption)")
                    }
                }

                private var indentOption: some View {
                    Stepper("Indent", value: $textEditing.indentOption)
                        .padding()
                        .bold()
                }
            }
            """
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite(source)
        #expect(output.contains("TextSettingsIndentOptionView(textEditing: $textEditing)"))
    }

    // MARK: - Names private to the view, values read later, layout

    @Test func aPrivateStaticReadThroughSelfOrTheViewsNameTakesTheSubviewIntoAnExtensionOfTheView() {
        // A struct at file scope cannot see `TimerView.formatter` when it is `private`; a struct
        // nested in an extension of the view in the same file can.
        for access in ["Self.formatter", "TimerView.formatter"] {
            let output = harness.expectCompilingRewrite("""
                import SwiftUI

                struct TimerView: View {
                    let minutes: Double
                    private static let formatter = NumberFormatter()

                    var body: some View { remaining }

                    private var remaining: some View {
                        VStack {
                            Text(\(access).string(from: NSNumber(value: minutes)) ?? "")
                            Text("left")
                        }
                    }
                }
                """)
            #expect(output.hasSuffix("""
                    var body: some View { TimerRemainingView(minutes: minutes) }
                }

                extension TimerView {
                    private struct TimerRemainingView: View {
                        let minutes: Double

                        var body: some View {
                            VStack {
                                Text(TimerView.formatter.string(from: NSNumber(value: minutes)) ?? "")
                                Text("left")
                            }
                        }
                    }
                }
                """), "\(access)\n\(output)")
        }
        // `fileprivate` is visible in the file: the subview stays at file scope.
        let visible = harness.expectCompilingRewrite("""
            import SwiftUI

            struct TimerView: View {
                let minutes: Double
                fileprivate static let formatter = NumberFormatter()

                var body: some View { remaining }

                private var remaining: some View {
                    VStack {
                        Text(Self.formatter.string(from: NSNumber(value: minutes)) ?? "")
                        Text("left")
                    }
                }
            }
            """)
        #expect(visible.contains("Text(TimerView.formatter.string(from: NSNumber(value: minutes)) ?? \"\")"))
        #expect(visible.contains("\nprivate struct TimerRemainingView: View {"))
    }

    @Test func aPrivateNestedTypeIsNamedAsItIsInsideAnExtensionOfTheView() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Picker2: View {
                private enum Mode { case day, night }
                @State private var mode = Picker2.Mode.day
                @FocusState private var focus: Field?

                private enum Field { case name }

                var body: some View {
                    VStack {
                        toggle
                        name
                    }
                }

                private var toggle: some View {
                    Button("Switch") {
                        mode = mode == Self.Mode.day ? .night : .day
                    }
                    .padding()
                }

                private var name: some View {
                    TextField("Name", text: .constant(""))
                        .focused($focus, equals: .name)
                        .padding()
                }
            }
            """)
        #expect(output.contains("extension Picker2 {\n    private struct Picker2ToggleView: View {\n        @Binding var mode: Picker2.Mode\n"), "\(output)")
        #expect(output.contains("mode = mode == Picker2.Mode.day ? .night : .day"), "\(output)")
        #expect(output.contains("        @FocusState.Binding var focus: Picker2.Field?\n"), "\(output)")
    }

    @Test func aNestedViewsPrivateNamesKeepTheHelper() {
        // Its subviews go beside it, as members of the enclosing type, which cannot see them.
        let source = """
            import SwiftUI

            enum Screens {
                struct TimerView: View {
                    let minutes: Double
                    private static let formatter = NumberFormatter()

                    var body: some View { remaining }

                    private var remaining: some View {
                        VStack {
                            Text(Self.formatter.string(from: NSNumber(value: minutes)) ?? "")
                            Text("left")
                        }
                    }
                }
            }
            """
        let run = harness.run(source)
        #expect(run.output == source)
        #expect(run.findings.map(\.message) == [
            "'remaining' stays a helper: it uses 'formatter', which is private to 'TimerView'; make it fileprivate so a subview in the same file can use it"
        ])
    }

    @Test func aComputedValueReadOnlyInAnActionIsPassedAsAClosure() {
        // As a `let`, the parent would compute it on every render, and the action would see that value.
        // (Not private, it stays in the view; a private one only the helper reads moves with it.)
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct DiskView: View {
                @State private var message = ""
                var freeSpace: Int64? {
                    Int64(ProcessInfo.processInfo.systemUptime)
                }

                var body: some View { checkButton }

                private var checkButton: some View {
                    Button("Check") {
                        if let space = freeSpace {
                            message = "\\(space) bytes free"
                        }
                    }
                    .padding()
                }
            }
            """)
        #expect(output.contains("CheckButton(freeSpace: { freeSpace }, message: $message)"), "\(output)")
        #expect(output.contains("    let freeSpace: () -> Int64?\n"))
        #expect(output.contains("if let space = freeSpace() {"))
    }

    /// Found on the measurement half (CodeEdit's `gitIgnoreURL`, `get async throws`): it was passed
    /// as `() -> URL`, read without `try await`, and did not compile.
    @Test func aComputedValueWithAnAsyncThrowingGetterIsPassedAsAnAsyncThrowingClosure() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct IgnoreView: View {
                @State private var path = ""
                var ignoreURL: URL {
                    get async throws {
                        try await Task.sleep(nanoseconds: 1)
                        return URL(fileURLWithPath: "/tmp")
                    }
                }

                var body: some View { editor }

                private var editor: some View {
                    Text(path)
                        .task {
                            if let url = try? await ignoreURL {
                                path = url.path
                            }
                        }
                        .padding()
                }
            }
            """)
        #expect(output.contains("ignoreURL: { try await ignoreURL }"), "\(output)")
        #expect(output.contains("    let ignoreURL: () async throws -> URL\n"))
        #expect(output.contains("if let url = try? await ignoreURL() {"))
    }

    /// Found on the measurement half (a TCA app): the file writes `@SwiftUI.Bindable` to stay
    /// clear of Perception's `Bindable`; the subview wrote `@Bindable`.
    @Test func aBindableIsSpelledAsTheFileSpellsIt() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            @Observable
            final class Prompt {
                var text = ""
            }

            struct PromptEditor: View {
                @SwiftUI.Bindable var prompt: Prompt

                var body: some View {
                    Form {
                        field
                    }
                }

                private var field: some View {
                    Section("Prompt") {
                        TextField("Text", text: $prompt.text)
                    }
                }
            }
            """)
        #expect(output.contains("    @SwiftUI.Bindable var prompt: Prompt\n"), "\(output)")
        #expect(!output.contains("    @Bindable var prompt"))
    }

    /// Found on the measurement half (an LLM chat app): `@ScaledMetric var sendButtonHeight = 28`
    /// is a `Double`, and the subview declared it `Int`, which did not compile.
    @Test func aScaledMetricWithAnIntegerLiteralIsADouble() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Composer: View {
                @ScaledMetric var sendButtonHeight = 28
                @State private var text = ""

                var body: some View {
                    HStack {
                        sendButton
                    }
                }

                private var sendButton: some View {
                    Button("Send") {
                        text = ""
                    }
                    .frame(height: sendButtonHeight)
                }
            }
            """)
        #expect(output.contains("let sendButtonHeight: Double\n"), "\(output)")
    }

    /// Found on the measurement half (yattee): a device row showing "seen 5 s ago" from `Date()`
    /// was redrawn by a timer tick its view read; as a subview with unchanged inputs it froze.
    @Test func aHelperThatReadsTheClockAsItIsDrawnStays() {
        let source = """
            import SwiftUI

            struct Devices: View {
                let lastSeen: Date
                @State private var note = ""

                var body: some View {
                    List {
                        seenRow
                    }
                }

                private var seenRow: some View {
                    HStack {
                        Text("Seen")
                        Text("\\(Int(Date().timeIntervalSince(lastSeen))) s ago")
                    }
                }
            }
            """
        let run = harness.run(source)
        #expect(run.output == source)
        #expect(run.findings.contains { $0.message.contains("it reads the current time as it is drawn") }, "\(run.findings)")
        // Read in an action, the time is the action's: the helper is extracted.
        let inAction = source.replacingOccurrences(of: "Text(\"Seen\")", with: "Button(\"Mark\") { note = Date().description }")
            .replacingOccurrences(of: "Text(\"\\(Int(Date().timeIntervalSince(lastSeen))) s ago\")", with: "Text(lastSeen.description)")
        #expect(harness.run(inAction).output != inAction)
    }

    @Test func aComputedValueReadWhileBuildingIsAValue() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct DiskView: View {
                var freeSpace: Int64 { 42 }

                var body: some View { summary }

                private var summary: some View {
                    Button("Free: \\(freeSpace)") {
                        print(freeSpace)
                    }
                    .padding()
                }
            }
            """)
        #expect(output.contains("DiskSummaryView(freeSpace: freeSpace)"), "\(output)")
        #expect(output.contains("    let freeSpace: Int64\n"))
    }

    @Test func aComputedValueReadOnlyInAnActionThroughIfLetKeepsTheHelper() {
        let source = """
            import SwiftUI

            struct DiskView: View {
                @State private var message = ""
                var freeSpace: Int64? { nil }

                var body: some View { checkButton }

                private var checkButton: some View {
                    Button("Check") {
                        if let freeSpace {
                            message = "\\(freeSpace)"
                        }
                    }
                    .padding()
                }
            }
            """
        let run = harness.run(source)
        #expect(run.output == source)
        #expect(run.findings.map(\.message).contains { $0.contains("reads the computed property 'freeSpace' only inside actions") }, "\(run.findings)")
    }

    @Test func modifiersAfterAUseThatBecomesSeveralLinesAlignWithItsCall() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Card: View {
                let title: String
                let subtitle: String
                let detail: String
                let footnote: String
                @State private var isExpanded = false

                var body: some View {
                    VStack {
                        header
                            .transition(.opacity)
                            .overlay {
                                Color.clear
                            }
                    }
                }

                private var header: some View {
                    VStack {
                        Text(title)
                        Text(subtitle)
                        Text(detail)
                        Text(footnote)
                        Toggle("More", isOn: $isExpanded)
                    }
                }
            }
            """)
        #expect(output.contains("""
                    VStack {
                        CardHeader(
                            title: title,
                            subtitle: subtitle,
                            detail: detail,
                            footnote: footnote,
                            isExpanded: $isExpanded
                        )
                        .transition(.opacity)
                        .overlay {
                            Color.clear
                        }
                    }
            """), "\(output)")
    }

    @Test func codeMovedFromSpacesIntoAFileOfTabsMixesNoIndentation() {
        // Mostly tabs, but this view is indented with spaces: no line of the output mixes the two.
        let tabs = (0..<12).map { "\tstatic let value\($0) = \($0)" }.joined(separator: "\n")
        let source = """
            import SwiftUI

            enum Constants {
            \(tabs)
            }

            struct Panel: View {
                let title: String

                var body: some View { header }

                private var header: some View {
                    VStack {
                        Text(title)
                        Text(title)
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        let mixed = output.split(separator: "\n").filter { line in
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            return indentation.contains(" ") && indentation.contains("\t")
        }
        #expect(mixed.isEmpty, "\(mixed)")
    }

    @Test func aFileOfAllmanBracesGetsSubviewsWithAllmanBraces() {
        // Cork opens every declaration's brace on a line of its own; so do the struct, its body
        // and the extension the rule writes there.
        let source = """
            import SwiftUI

            struct PackageView: View
            {
                @State private var isOn = false
                let name: String

                var body: some View
                {
                    VStack
                    {
                        header
                    }
                }

                private var header: some View
                {
                    HStack
                    {
                        Toggle(name, isOn: $isOn)
                        Text(name)
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source) == """
            import SwiftUI

            struct PackageView: View
            {
                @State private var isOn = false
                let name: String

                var body: some View
                {
                    VStack
                    {
                        PackageHeader(name: name, isOn: $isOn)
                    }
                }
            }

            private struct PackageHeader: View
            {
                let name: String
                @Binding var isOn: Bool

                var body: some View
                {
                    HStack
                    {
                        Toggle(name, isOn: $isOn)
                        Text(name)
                    }
                }
            }
            """)
    }

    @Test func aFileThatWritesAttributesAboveItsPropertiesGetsInputsWrittenSo() {
        // Jellyfin writes every property wrapper on the line above its property.
        let source = """
            import SwiftUI

            struct ServerView: View {
                @Environment(\\.dismiss)
                private var dismiss
                @State
                private var isOn = false

                var body: some View {
                    VStack {
                        header
                    }
                }

                private var header: some View {
                    HStack {
                        Toggle("Sync", isOn: $isOn)
                        Button("Close") { dismiss() }
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("""
                @Binding
                var isOn: Bool
            """))
        #expect(output.contains("""
                @Environment(\\.dismiss)
                private var dismiss
            """))
        #expect(!output.contains("@Binding var"))
    }

    @Test func aCommentOpeningATypeIsNoBlankLine() {
        // home-assistant's view opens with a doc comment on its first member: no blank line there.
        let source = """
            import SwiftUI

            struct SplashView: View {
                /// The state of the splash.
                @State private var isOn = false
                @State private var name = ""

                var body: some View {
                    VStack {
                        header
                    }
                }

                private var header: some View {
                    HStack {
                        Toggle(name, isOn: $isOn)
                        Text(name)
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source).contains("private struct SplashHeader: View {\n    let name: String\n"))
    }

    @Test func oneAttributeAboveAPropertyIsNoHabit() {
        // A lone `@ViewBuilder⏎let content` says little; the inputs keep the usual layout.
        let source = """
            import SwiftUI

            struct Card<Content: View>: View {
                @State private var isOn = false
                @ViewBuilder
                let content: Content

                var body: some View {
                    VStack {
                        header
                        content
                    }
                }

                private var header: some View {
                    HStack {
                        Toggle("Sync", isOn: $isOn)
                        Text("Header")
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source).contains("    @Binding var isOn: Bool"))
    }

    @Test func aHelperUsedInSeveralPlacesThatReadsManyMembersStays() {
        // Yattee's stats overlay calls `stackedRow` thirteen times; as a subview, every call would
        // pass the same four styling constants.
        let source = """
            import SwiftUI

            struct StatsOverlay: View {
                let isLandscape: Bool
                let rowSize: CGFloat
                let primaryTextColor: Color
                let labelTextColor: Color

                var body: some View {
                    VStack {
                        stackedRow("Codec", "h264")
                        stackedRow("Size", "1080p")
                        stackedRow("Rate", "60 fps")
                    }
                }

                private func stackedRow(_ label: String, _ value: String) -> some View {
                    HStack {
                        Text(label)
                            .foregroundColor(labelTextColor)
                            .font(.system(size: rowSize))
                        Spacer()
                        Text(value)
                            .foregroundColor(primaryTextColor)
                            .padding(isLandscape ? 4 : 2)
                    }
                }
            }
            """
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == [
            "'stackedRow' stays a helper: each of its 3 uses would pass 4 of the view's members (isLandscape, rowSize, primaryTextColor, labelTextColor) that it reads directly; group them in a style or model value the helper takes, or leave it a helper",
        ])
        // Used twice, or with two members, it becomes a subview; with three it stays.
        let twice = source.replacingOccurrences(of: "            stackedRow(\"Size\", \"1080p\")\n", with: "")
        #expect(harness.rewrite(twice).output.contains("private struct StatsOverlayStackedRow: View"))
        let three = source.replacingOccurrences(of: ".padding(isLandscape ? 4 : 2)", with: ".padding(4)")
        #expect(harness.rewrite(three).output == three)
        let two = three.replacingOccurrences(of: ".font(.system(size: rowSize))", with: ".font(.body)")
        #expect(harness.rewrite(two).output.contains("private struct StatsOverlayStackedRow: View"))
    }

    @Test func aParameterTheHelperNeverReadsIsNoInput() {
        // Cork's `selectAllButton(packagesToSelect _: Set<…>)`: `let _:` declares nothing.
        let source = """
            import SwiftUI

            struct SelectList: View {
                let relevant: Set<String>
                @State private var isOn = false

                var body: some View {
                    HStack {
                        selectAllButton(packagesToSelect: relevant)
                    }
                }

                @ViewBuilder
                private func selectAllButton(packagesToSelect _: Set<String>) -> some View {
                    Button {
                        isOn.toggle()
                    } label: {
                        Text("Select All")
                    }
                    .disabled(isOn)
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        // A parameter the helper never reads is no input of the subview (Loop's zone previews each
        // stored a `size` that only one read).
        #expect(output.contains("SelectListAllButton(isOn: $isOn)"))
        #expect(!output.contains("let packagesToSelect"))
        // Without a label there is no name to give it.
        let unlabeled = source.replacingOccurrences(of: "packagesToSelect _:", with: "_ _:")
            .replacingOccurrences(of: "selectAllButton(packagesToSelect: relevant)", with: "selectAllButton(relevant)")
        let (output2, findings) = harness.rewrite(unlabeled)
        #expect(output2 == unlabeled)
        #expect(findings.map(\.message) == [
            "'selectAllButton' stays a helper: a parameter has neither a label nor a name, which a subview's stored property needs; remove it",
        ])
    }

    @Test func attributesWithArgumentsAndTheBlankLineThatOpensATypeFollowTheFile() {
        // CodeEdit writes `@Environment(…)` above its property and `@State` beside its own; this
        // file also starts its types' members after a blank line, as Jellyfin's files do.
        let source = """
            import SwiftUI

            struct EditorView: View {

                @Environment(\\.dismiss)
                private var dismiss
                @State private var isOn = false
                @State private var name = ""

                var body: some View {
                    VStack {
                        footer
                    }
                }

                private var footer: some View {
                    HStack {
                        Toggle(name, isOn: $isOn)
                        Button("Close") { dismiss() }
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source).hasSuffix("""
            private struct EditorFooter: View {

                @Environment(\\.dismiss)
                private var dismiss
                let name: String
                @Binding var isOn: Bool

                var body: some View {
                    HStack {
                        Toggle(name, isOn: $isOn)
                        Button("Close") { dismiss() }
                    }
                }
            }
            """))
    }

    @Test func aHelperShownAsANavigationBarItemTakesThePresentationModeItReads() {
        // ACHNBrowserUI's About sheet: read in the bar item, `presentationMode` would be the
        // navigation bar's, not the sheet's; the subview takes the view's value.
        let source = """
            import SwiftUI

            struct AboutView: View {
                @Environment(\\.presentationMode) private var presentationMode
                let version: String

                var body: some View {
                    NavigationView {
                        List {
                            Text(version)
                        }
                        .navigationBarItems(trailing: dismissButton)
                    }
                }

                private var dismissButton: some View {
                    Button(action: {
                        presentationMode.wrappedValue.dismiss()
                    }, label: {
                        Image(systemName: "xmark.circle.fill")
                            .imageScale(.large)
                    })
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains(".navigationBarItems(trailing: AboutDismissButton(presentationMode: presentationMode))"))
        #expect(output.contains("    let presentationMode: Binding<PresentationMode>\n"))
    }

    @Test func membersThatMoveWithAHelperKeepTheirOrderAndTheSectionHeadingTheyLeaveEmpty() {
        // ios-pass and nostur: `buttonTitle` is found first (the helper reads it), but the view
        // declares `isRefreshing` above it; and a `// MARK: - Helpers` whose members all move would
        // head nothing in the view.
        let source = """
            import SwiftUI

            struct SecretsView: View {
                let count: Int

                var body: some View {
                    VStack {
                        Text("Secrets")
                        refreshButton
                    }
                }

                private var refreshButton: some View {
                    Button(buttonTitle) {}
                        .disabled(isRefreshing)
                        .padding()
                }

                // MARK: - Helpers

                private var isRefreshing: Bool {
                    count < 0
                }

                private var buttonTitle: String {
                    isRefreshing ? "Refreshing" : "Refresh"
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        let subview = output.components(separatedBy: "private struct").last ?? ""
        #expect(subview.contains("// MARK: - Helpers"))
        let heading = subview.range(of: "// MARK: - Helpers"), first = subview.range(of: "var isRefreshing"), second = subview.range(of: "var buttonTitle")
        #expect(heading != nil && first != nil && second != nil)
        if let heading, let first, let second { #expect(heading.lowerBound < first.lowerBound && first.lowerBound < second.lowerBound) }
        #expect(output.components(separatedBy: "// MARK: - Helpers").count == 2)
    }

    @Test func aHelperNameWritesTheModulesInitialismsInCapitals() {
        // home-assistant's `ohfBrandingFooter` beside its `OHFLogo`: not `OhfBrandingFooter`. A word
        // the module also writes as a word (`Pin` of `PinnedBanner`) keeps its capital only.
        let source = """
            import SwiftUI

            struct StandByView: View {
                let title: String

                var body: some View {
                    VStack {
                        Text(title)
                        ohfBrandingFooter
                        pinButton
                    }
                }

                private var ohfBrandingFooter: some View {
                    HStack {
                        OHFLogo()
                        Text(title)
                    }
                }

                private var pinButton: some View {
                    HStack {
                        PINBadge()
                        Text(title)
                    }
                }
            }
            """
        let others = [
            "Logo.swift": "import SwiftUI\nstruct OHFLogo: View { var body: some View { Text(\"OHF\") } }\n",
            "Badge.swift": "import SwiftUI\nstruct PINBadge: View { var body: some View { Text(\"PIN\") } }\nstruct PinnedBanner {}\n",
        ]
        let output = RuleHarness(ExtractSubviews.self, project: module(source, others: others)).rewrite(source).output
        #expect(output.contains("private struct OHFBrandingFooter: View {"))
        #expect(output.contains("private struct PinButton: View {"))
    }

    @Test func aPrivateConstantOnlyTheHelperReadsMovesIntoTheSubview() {
        // nostur's `gridColumns`: passing it down would only move it away from where it is used.
        let source = """
            import SwiftUI

            struct GalleryView: View {
                let names: [String]

                private let gridColumns = [GridItem(.flexible()), GridItem(.flexible())]

                var body: some View {
                    ScrollView {
                        gallery
                    }
                }

                private var gallery: some View {
                    LazyVGrid(columns: gridColumns) {
                        ForEach(names, id: \\.self) { name in
                            Text(name)
                        }
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("GalleryContent(names: names)"))
        #expect(!output.contains("gridColumns: gridColumns"))
        #expect(output.components(separatedBy: "private let gridColumns").count == 2)
        #expect((output.components(separatedBy: "private struct").last ?? "").contains("private let gridColumns"))
    }

    @Test func aHelperThatOnlyShowsAnotherViewOfTheModuleStaysUnlessAnotherHelperShowsIt() {
        // yattee's `VideoRowContent` only forwarded its inputs to `VideoRowView`; Pulse's helper
        // wrapping `NetworkInspectorRequestTypePicker` the same.
        let source = """
            import SwiftUI

            struct VideoRow: View {
                let title: String

                var body: some View {
                    Text(title)
                }
            }

            struct VideoList: View {
                let titles: [String]
                let selected: String

                var body: some View {
                    VStack {
                        selectedRow
                        list
                    }
                }

                private var selectedRow: some View {
                    VideoRow(
                        title: selected
                    )
                    .padding()
                }

                private var list: some View {
                    VStack {
                        ForEach(titles, id: \\.self) { title in
                            Text(title)
                        }
                        footerRow
                    }
                }

                private var footerRow: some View {
                    VideoRow(
                        title: selected
                    )
                    .bold()
                }
            }
            """
        let (output, findings) = RuleHarness(ExtractSubviews.self, project: module(source, others: [:])).rewrite(source)
        #expect(output.contains("            selectedRow\n"))
        #expect(findings.contains { $0.message.contains("'selectedRow' stays a helper: it only shows 'VideoRow'") })
        // `list` shows `footerRow`: left as a helper, it would keep `list` a helper too.
        #expect(output.contains("private struct VideoListFooterRow: View"))
        #expect(!findings.contains { $0.message.contains("'footerRow'") })
    }

    @Test func aHelperThatIsNotPrivateAndThatNothingInTheModuleUsesStays() {
        // enchanted's `restartSearchButton`: a struct nothing creates would be dead code too.
        let source = """
            import SwiftUI

            struct SearchView: View {
                let query: String

                var body: some View {
                    Text(query)
                }

                var restartSearchButton: some View {
                    HStack {
                        Image(systemName: "arrow.clockwise")
                        Text(query)
                    }
                }
            }
            """
        let (output, findings) = RuleHarness(ExtractSubviews.self, project: module(source, others: ["Other.swift": "struct Other {}"])).rewrite(source)
        #expect(output == source)
        #expect(findings.contains { $0.message.contains("'restartSearchButton' stays a helper: nothing uses it") })
    }

    @Test func anObservableObjectReachedThroughAComputedPropertyIsObservedByTheSubview() {
        // Ice's settings panes: `manager` is `appState.settingsManager`; the pane updates through
        // the `appState` it observes, and a subview holding `let manager` would not update at all.
        let source = """
            import SwiftUI

            final class SettingsManager: ObservableObject {
                @Published var showIcon = false
            }

            final class AppState: ObservableObject {
                let settingsManager = SettingsManager()
            }

            struct GeneralPane: View {
                @EnvironmentObject var appState: AppState

                private var manager: SettingsManager {
                    appState.settingsManager
                }

                var body: some View {
                    Form {
                        iconSection
                        Text(manager.showIcon ? "On" : "Off")
                    }
                }

                private var iconSection: some View {
                    Section {
                        Text(manager.showIcon ? "Shown" : "Hidden")
                        Text("Icon")
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("GeneralPaneIconSection(manager: manager)"))
        #expect(output.contains("    @ObservedObject var manager: SettingsManager\n"))
    }

    @Test func aFocusStateBindingIsPassedOnAsOne() {
        // enchanted's input bar: `@FocusState.Binding` is not a `@Binding`; passed as one, the
        // subview's `.focused($isFocused)` does not compile.
        let source = """
            import SwiftUI

            struct InputBar: View {
                @FocusState.Binding var isFocused: Bool
                @Binding var text: String

                var body: some View {
                    HStack {
                        field
                        Text(text)
                    }
                }

                private var field: some View {
                    VStack {
                        TextField("Message", text: $text)
                            .focused($isFocused)
                        Text(isFocused ? "Typing" : "")
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("    @FocusState.Binding var isFocused: Bool\n"))
        #expect(output.contains("isFocused: $isFocused"))
    }

    @Test func aPropertyOnTwoLinesIsFollowedByABlankLineWhereTheFileDoesSo() {
        // CodeEdit and Swiftfin separate `@Environment(…)⏎var …` from the next property.
        let source = """
            import SwiftUI

            struct SplitButton: View {
                @Environment(\\.colorScheme)
                private var colorScheme

                @Environment(\\.isEnabled)
                private var isEnabled

                let title: String

                var body: some View {
                    HStack {
                        label
                        Text(isEnabled ? "On" : "Off")
                    }
                }

                private var label: some View {
                    HStack {
                        Text(title)
                        Text(colorScheme == .dark ? "Dark" : "Light")
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("    @Environment(\\.colorScheme)\n    private var colorScheme\n\n    let title: String\n"))
    }

    @Test func aHelperThatOnlyShowsAViewNestedInItsViewStays() {
        // Swiftfin's `ItemView.ContentGroupScrollView(…)`: a struct around it would only forward.
        let source = """
            import SwiftUI

            struct ItemView: View {
                let title: String

                var body: some View {
                    VStack {
                        header
                        qualifiedHeader
                    }
                }

                private var header: some View {
                    Header(
                        title: title
                    )
                }

                private var qualifiedHeader: some View {
                    ItemView.Header(
                        title: title
                    )
                    .padding()
                }

                struct Header: View {
                    let title: String

                    var body: some View {
                        Text(title)
                    }
                }
            }
            """
        let (output, findings) = RuleHarness(ExtractSubviews.self, project: module(source, others: [:])).rewrite(source)
        #expect(output == source)
        #expect(findings.contains { $0.message.contains("'header' stays a helper: it only shows 'Header'") })
        #expect(findings.contains { $0.message.contains("'qualifiedHeader' stays a helper: it only shows 'ItemView.Header'") })
    }

    @Test func aViewThatHoldsAnObservedObjectItNeverReadsKeepsItsHelpers() {
        // OnlySwitch keeps `languageManager` so that `.localized()` texts redraw when the language
        // changes; subviews would not be redrawn, and would keep the old language.
        let source = """
            import SwiftUI

            final class LanguageManager: ObservableObject {
                @Published var code = "en"
            }

            struct PanelView: View {
                @ObservedObject var languageManager: LanguageManager
                let title: String

                var body: some View {
                    VStack {
                        header
                    }
                }

                private var header: some View {
                    HStack {
                        Text(title)
                        Text("Panel")
                    }
                }
            }
            """
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message).contains { $0.hasPrefix("'header' stays a helper: 'PanelView' holds 'languageManager', which nothing in it reads") })
    }
}
