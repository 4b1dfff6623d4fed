import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import SwiftSyntax
import Testing

/// Edge cases of hoist-closures that its documented examples do not cover.
@Suite("hoist-closures")
struct HoistClosuresTests {
    let harness = RuleHarness(HoistClosures.self)

    /// Found by fuzzing: `action:` was appended after the last argument's trailing `// comment`,
    /// inside it. It now comes before the comment, which stays at the end of the line.
    @Test func theActionArgumentGoesBeforeACommentAfterTheLastArgument() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Player: View {
                @State private var plays = 0
                @State private var isPlaying = false

                var body: some View {
                    Button(
                        "Play",
                        systemImage: "play" // the symbol
                    ) /* play */ {
                        plays += 1
                        isPlaying = true
                    }
                }
            }
            """)
        // Arguments one per line: `action:` gets a line of its own (mlem's `playNextItem` was stuck
        // onto the `systemImage:` line).
        #expect(output.contains("            systemImage: \"play\",\n            action: play // the symbol\n        ) /* play */\n"))
    }

    /// Found on the tuning half (DockDoor, mlem): once `Button("Reset") {⏎…⏎}` is one line, the
    /// modifiers under its `}` go one level in, as the file writes modifiers under one-line views.
    @Test func modifiersUnderAButtonThatBecomesOneLineGoOneLevelIn() throws {
        let source = """
            import SwiftUI

            struct Gestures: View {
                @State private var up = 0
                @State private var down = 0

                var body: some View {
                    VStack {
                        Button("Reset to Defaults") {
                            up = 0
                            down = 0
                        }
                        .buttonStyle(.bordered)
                        .padding(.top, 4)
                        Text("Gestures")
                            .font(.title)
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("""
                        Button("Reset to Defaults", action: resetToDefaults)
                            .buttonStyle(.bordered)
                            .padding(.top, 4)
                        Text("Gestures")
            """))
        // So do the modifiers under `Button("…", action: {⏎…⏎})` (Swiftfin's select-all button).
        let argument = source.replacingOccurrences(of: "Button(\"Reset to Defaults\") {", with: "Button(\"Reset to Defaults\", action: {")
            .replacingOccurrences(of: "            }\n            .buttonStyle", with: "            })\n            .buttonStyle")
        #expect(harness.expectCompilingRewrite(argument).contains("""
                        Button("Reset to Defaults", action: resetToDefaults)
                            .buttonStyle(.bordered)
            """))
        // So do those under a button whose closure becomes one call with arguments (Swiftfin's
        // select-all button, left at its level beside a Cancel button that went in).
        let withArgument = """
            import SwiftUI

            struct Gestures: View {
                @State private var up = 0
                @State private var down = 0

                var body: some View {
                    let all: Bool = up > 0
                    VStack {
                        Button(all ? "Reset Up" : "Reset Down") {
                            up = all ? 0 : up
                            down = 0
                        }
                        .buttonStyle(.bordered)
                        Text("Gestures")
                            .font(.title)
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(withArgument).contains("""
                        Button(all ? "Reset Up" : "Reset Down") { resetDown(all) }
                            .buttonStyle(.bordered)
            """), "\(harness.rewrite(withArgument).output)")
        // A property in the chain (Swiftfin's `.backport`) does not stop it: all of it goes in.
        let property = source.replacingOccurrences(of: ".padding(.top, 4)", with: ".backport\n            .padding(.top, 4)")
            + "\n\nextension View {\n    var backport: Self { self }\n}\n"
        #expect(harness.expectCompilingRewrite(property).contains("""
                        Button("Reset to Defaults", action: resetToDefaults)
                            .buttonStyle(.bordered)
                            .backport
                            .padding(.top, 4)
            """))
        // A file that keeps such modifiers at the view's level keeps them there.
        let flat = source.replacingOccurrences(of: "    .font(.title)", with: ".font(.title)")
        #expect(harness.rewrite(flat).output.contains("Button(\"Reset to Defaults\", action: resetToDefaults)\n            .buttonStyle(.bordered)\n"))
    }

    /// Found on the measurement half (macai, Yattee): `.onAppear(perform: { handleAppear() })`
    /// passes the method itself, as a button's `action:` does.
    @Test func aPerformArgumentPassesTheMethod() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Feed: View {
                @State private var items: [String] = []
                @State private var isLoaded = false

                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .onAppear(perform: {
                            items = ["a"]
                            isLoaded = true
                        })
                }
            }
            """)
        #expect(output.contains(".onAppear(perform: handleAppear)"), "\(output)")
    }

    /// Found on the tuning half (phpmon): `action: { isolate(version) }).padding(…)` joined on one
    /// line ran to 186 columns. The call keeps a line of its own between the braces.
    @Test func aCallThatWouldRunPastTheFilesWidthKeepsItsLines() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Versions: View {
                let versions: [String]
                @State private var selectedVersionForTheCurrentSite = ""
                @State private var isolatedVersions: [String] = []

                var body: some View {
                    ForEach(versions, id: \\.self) { (version: String) in
                        Button("Isolate this site to the version", action: {
                            selectedVersionForTheCurrentSite = version
                            isolatedVersions.append(version)
                        }).padding(EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0))
                    }
                }
            }
            """)
        #expect(output.contains("""
                        Button("Isolate this site to the version", action: {
                            selectVersionForTheCurrentSite(version)
                        }).padding(EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0))
            """))
    }

    /// Found on the tuning half (Nostur): "Close" on a button that dismisses is the name, not the
    /// state it resets on the way out (`hideSidebar`); a title in parentheses is still the title.
    @Test func aCloseButtonThatDismissesIsNamedClose() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Accounts: View {
                @Environment(\\.dismiss) private var dismiss
                @Binding var showSidebar: Bool
                @State private var showDisconnect = false
                @State private var connectionID = ""

                var body: some View {
                    VStack {
                        Button(NSLocalizedString("Close", comment: "Closes the screen"), systemImage: "xmark") {
                            dismiss()
                            showSidebar = false
                        }
                        Button((NSLocalizedString("Disconnect", comment: "Disconnects the wallet")), role: .destructive) {
                            connectionID = ""
                            showDisconnect = false
                        }
                    }
                }
            }
            """)
        #expect(output.contains("systemImage: \"xmark\", action: close)"))
        #expect(output.contains("role: .destructive, action: disconnect)"))
    }

    /// Found on the measurement half (Cork): a `#if` the closure indents less than the code it
    /// guards keeps that step in the method, rather than staying at the closure's depth.
    @Test func aDirectiveIndentedInsideTheClosureKeepsItsStep() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Licensing: View {
                @State private var isLicensed = false
                @State private var checks = 0

                var body: some View {
                    Text("License")
                        .onAppear {
                            checks += 1
                            #if DEBUG
                                isLicensed = true
                            #else
                                checks += 1
                            #endif
                        }
                }
            }
            """)
        #expect(output.contains("""
                private func handleAppear() {
                    checks += 1
                    #if DEBUG
                        isLicensed = true
                    #else
                        checks += 1
                    #endif
                }
            """))
    }

    @Test func anActionArgumentBecomesAMethodReference() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Player: View {
                @State private var isPlaying = false
                @State private var plays = 0

                var body: some View {
                    Button(action: {
                        isPlaying.toggle()
                        plays += 1
                    }) {
                        Image(systemName: "play")
                    }
                }
            }
            """)
        // What it does names it: it toggles `isPlaying`.
        #expect(output.contains("Button(action: togglePlaying) {\n            Image(systemName: \"play\")\n        }"))
        #expect(output.contains("    private func togglePlaying() {\n        isPlaying.toggle()\n        plays += 1\n    }\n}"))
    }

    @Test func aTaskWithoutAwaitBecomesASynchronousMethod() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Stats: View {
                @State private var total = 0
                @State private var label = ""

                var body: some View {
                    Text(label)
                        .task {
                            total = 3
                            label = "\\(total)"
                        }
                }
            }
            """)
        #expect(output.contains(".task { load() }"))
        #expect(output.contains("private func load() {"))
    }

    @Test func forAwaitAndAsyncLetMakeTheMethodAsync() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Ticker: View {
                @State private var latest = 0
                @State private var seen = 0

                var body: some View {
                    Text("\\(latest)")
                        .task {
                            for await value in AsyncStream<Int>(unfolding: { 1 }) {
                                latest = value
                                break
                            }
                            seen += 1
                        }
                }
            }
            """)
        #expect(output.contains(".task { await load() }"))
        #expect(output.contains("private func load() async {"))

        // An `async let` alone, with no `await` written anywhere, makes it async too.
        let asyncLet = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Prefetcher: View {
                @State private var started = 0
                @State private var label = ""

                var body: some View {
                    Text(label)
                        .task {
                            async let _ = Task.yield()
                            started += 1
                            label = "\\(started)"
                        }
                }
            }
            """)
        #expect(asyncLet.contains(".task { await load() }"))
        #expect(asyncLet.contains("private func load() async {"))
    }

    @Test func onChangeWithOneParameterOrUnusedOnes() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Volume: View {
                @State private var level: Double = 0.5
                @State private var log: [Double] = []
                @State private var changes = 0

                var body: some View {
                    Slider(value: $level)
                        .onChange(of: level) { _, newLevel in
                            log.append(newLevel)
                            changes += 1
                        }
                }
            }
            """)
        #expect(output.contains(".onChange(of: level) { _, newLevel in levelChanged(newLevel) }"))
        #expect(output.contains("private func levelChanged(_ newLevel: Double) {"))

        // The one-parameter form, `onChange(of:perform:)`.
        let oneParameter = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Volume: View {
                @State private var level: Double = 0.5
                @State private var log: [Double] = []
                @State private var changes = 0

                var body: some View {
                    Slider(value: $level)
                        .onChange(of: level) { newLevel in
                            log.append(newLevel)
                            changes += 1
                        }
                }
            }
            """)
        #expect(oneParameter.contains(".onChange(of: level) { newLevel in levelChanged(newLevel) }"))
        #expect(oneParameter.contains("private func levelChanged(_ newLevel: Double) {"))
    }

    @Test func aParameterTypeTheFileCannotWriteKeepsTheClosure() throws {
        // IceCubesApp: `lists` is `[List]` of its `Models` module; with SwiftUI imported, a method
        // taking `[List]` is ambiguous with SwiftUI's generic `List`.
        let ambiguous = """
            import SwiftUI
            import Models

            struct ListsView: View {
                let lists: [List]
                @State private var count = 0

                var body: some View {
                    Text("a")
                        .onChange(of: lists) { _, newLists in
                            count = newLists.count
                            print(count)
                        }
                }
            }
            """
        let (output, findings) = harness.rewrite(ambiguous)
        #expect(output == ambiguous)
        #expect(findings.contains { $0.message.contains("ambiguous with SwiftUI's generic 'List'") }, "\(findings)")

        // KeyboardCowboy: the element type comes from a model in another file and a module this
        // file does not import, and the closure never wrote it.
        let menu = """
            import SwiftUI

            struct SourcesMenu: View {
                let model: SourcesModel
                @State private var picked = 0

                var body: some View {
                    ForEach(model.sources, id: \\.self) { source in
                        Button("Use") {
                            picked += 1
                            model.use(source)
                        }
                    }
                }
            }
            """
        let project = module(menu, others: ["Model.swift": "import InputSources\n\nfinal class SourcesModel {\n    var sources: [InputSource] = []\n    func use(_ source: InputSource) {}\n}\n"])
        let (menuOutput, menuFindings) = RuleHarness(HoistClosures.self, project: project).rewrite(menu)
        #expect(menuOutput == menu)
        #expect(menuFindings.contains { $0.message.contains("a type this file does not name") }, "\(menuFindings)")
    }

    @Test func aHelperFunctionsParameterIsPassedOn() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Basket: View {
                @State private var items: [String] = []
                @State private var removed = 0

                var body: some View {
                    List {
                        ForEach(items, id: \\.self) { item in
                            row(for: item)
                        }
                    }
                }

                private func row(for item: String) -> some View {
                    Button("Remove \\(item)") {
                        items.removeAll { $0 == item }
                        removed += 1
                    }
                }
            }
            """)
        // The title's text around the interpolation names it.
        #expect(output.contains("Button(\"Remove \\(item)\") { remove(item) }"))
        #expect(output.contains("private func remove(_ item: String) {"))
    }

    @Test func aForEachOverAParameterOrLocalOfKnownTypeGivesTheElementType() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Picker3: View {
                @State private var chosen = ""
                @State private var count = 0

                var body: some View {
                    options(for: ["a", "b"])
                }

                private func options(for names: [String]) -> some View {
                    VStack {
                        ForEach(names, id: \\.self) { name in
                            Button(name) {
                                chosen = name
                                count += 1
                            }
                        }
                    }
                }
            }
            """)
        // No title to read: the state it sets names it.
        #expect(output.contains("Button(name) { setChosen(name) }"))
        #expect(output.contains("private func setChosen(_ name: String) {"))

        // A local declared with its type.
        let local = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Picker4: View {
                @State private var chosen = ""
                @State private var count = 0

                var body: some View {
                    VStack {
                        let names: [String] = ["a", "b"]
                        ForEach(names, id: \\.self) { name in
                            Button(name) {
                                chosen = name
                                count += 1
                            }
                        }
                    }
                }
            }
            """)
        #expect(local.contains("Button(name) { setChosen(name) }"))
        #expect(local.contains("private func setChosen(_ name: String) {"))
    }

    @Test func statementsIndentedDeeperThanTheirClosureMoveToTheMethodsLevel() throws {
        // MovieSwiftUI's settings: the closure's statements sit two levels under its brace.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Settings: View {
                @State private var region = 0
                @State private var original = false

                var body: some View {
                    Text("Region")
                        .onAppear{
                                if region < 0 {
                                    region = 0
                                }
                                original = true
                        }
                }
            }
            """)
        #expect(output.contains("""
                private func handleAppear() {
                    if region < 0 {
                        region = 0
                    }
                    original = true
                }
            """))
    }

    @Test func aClosureThatStartsWithAnIfConfigAtColumnZeroKeepsIt() throws {
        // enchanted's settings: `#if` at column 0, the statements deep under the button.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Voice: View {
                @State private var opened = 0

                var body: some View {
                    VStack {
                        Button("Open Settings") {
            #if os(macOS)
                            opened += 1
            #else
                            opened += 2
            #endif
                            print(opened)
                        }
                    }
                }
            }
            """)
        #expect(output.contains("""
                private func openSettings() {
            #if os(macOS)
                    opened += 1
            #else
                    opened += 2
            #endif
                    print(opened)
                }
            """))
    }

    @Test func aFreeFunctionTheViewCallsIsNeverShadowed() throws {
        // winston's onboarding: named after the call, the method would shadow the global function
        // it calls (or call itself instead of it).
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            func doThisAfter(_ seconds: Double, callback: @escaping () -> Void) {}

            struct Welcome: View {
                @State private var appeared = false

                var body: some View {
                    Button("Start") {
                        doThisAfter(0.5) { appeared = true }
                        appeared = false
                    }
                }
            }
            """)
        #expect(output.contains("Button(\"Start\", action: start)"))
        #expect(output.contains("    private func start() {\n        doThisAfter(0.5) { appeared = true }"))
    }

    @Test func takenNamesGetASubjectAndNeverANumber() throws {
        let source = """
            import SwiftUI

            struct Editor: View {
                @State private var saved = 0
                private let save = 1

                var body: some View {
                    VStack {
                        Button("Save Draft") {
                            saved += 1
                            print(saved)
                        }
                        Button("Delete") {
                            account.delete()
                            saved = 0
                        }
                        Button("Save") {
                            saved += 2
                            print(saved)
                        }
                    }
                }

                private let account = Account()

                private func delete() {}
            }

            final class Account {
                func delete() {}
            }
            """
        let (output, findings) = harness.rewrite(source)
        // The title's other words, or the object acted on, make a taken name specific.
        #expect(output.contains("Button(\"Save Draft\", action: saveDraft)"))
        #expect(output.contains("Button(\"Delete\", action: deleteAccount)"))
        // Nothing makes `save` specific: it stays inline, and the finding says why.
        #expect(output.contains("Button(\"Save\") {\n                saved += 2"))
        #expect(findings.map(\.message) == [
            "this Button action stays inline: the names that say what it does are taken: 'save' (the title \"Save\"); svrefactor does not number them, so hoist it by hand with a name of your choice"
        ])
        #expect(!output.contains("save2") && !output.contains("delete2"))
    }

    @Test func theHandleStylePrefixesNames() throws {
        let output = RuleHarness(HoistClosures.self, options: ["method-names": "handle"]).expectCompilingRewrite("""
            import SwiftUI

            struct Form2: View {
                @State private var sent = false
                @State private var count = 0

                var body: some View {
                    Button("Send") {
                        sent = true
                        count += 1
                    }
                    .onAppear {
                        count = 0
                        sent = false
                    }
                }
            }
            """)
        #expect(output.contains("action: handleSend"))
        #expect(output.contains(".onAppear { handleAppear() }"))
    }

    @Test func methodsGoWhereTheFileKeepsThemAndTakeOnlyWhatTheyRead() {
        // A `private extension` holding the view's methods gets the new one, without `private`;
        // a closure parameter the statements never read is not passed on.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Reader: View {
                @State private var isShown = false
                @State private var page = 0

                var body: some View {
                    Text("Page")
                        .onChange(of: isShown) { shown in
                            page = 0
                            reset()
                        }
                }
            }

            private extension Reader {
                func reset() {
                    page = 1
                }
            }
            """)
        #expect(output.contains(".onChange(of: isShown) { shown in shownChanged() }"), "\(output)")
        #expect(output.contains("    func reset() {\n        page = 1\n    }\n\n    func shownChanged() {\n"), "\(output)")
        // Without one, above the nested types the view ends with.
        let nested = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Counter: View {
                @State private var count = 0

                var body: some View {
                    Button("Add Two") {
                        count += 1
                        count += 1
                    }
                }

                struct Badge: View {
                    var body: some View { Text("b") }
                }
            }
            """)
        #expect(nested.contains("    private func addTwo() {\n        count += 1\n        count += 1\n    }\n\n    struct Badge: View {"), "\(nested)")
    }

    @Test func aClosureTheStatementsCaptureInATaskIsTakenEscaping() {
        // Found on the measurement half (OnlySwitch): `updateContinuous(_ refresh: () -> Void)`
        // captured its parameter in a `Task` and did not compile.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Counter: View {
                @State private var count = 0

                var body: some View {
                    controls(onRefresh: { count += 1 })
                }

                private func controls(onRefresh: @escaping () -> Void) -> some View {
                    let refresh: () -> Void = onRefresh
                    return Button("Refresh Twice") {
                        count += 1
                        Task { refresh() }
                    }
                }
            }
            """)
        #expect(output.contains("private func refreshTwice(_ refresh: @escaping () -> Void) {"), "\(output)")
    }

    @Test func aViewOpeningWithAnIfAtColumnZeroStillIndentsItsMethods() {
        // kiwix's `ExportButton` opens with `#if os(macOS)` at column 0: the new method went there too.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct ExportButton: View {
            #if os(macOS)
                let title = "Mac"
            #endif
                @State private var count = 0

                private func reset() {
                    count = 0
                }

                var body: some View {
                    Button("Share Page") {
                        count += 1
                        reset()
                    }
                }
            }
            """)
        #expect(output.contains("\n    private func sharePage() {\n        count += 1\n        reset()\n    }\n"), "\(output)")
    }

    @Test func aBareSwiftUINameFromAnotherTargetIsNoParameterType() {
        // IceCubes: `listsChanged(_ lists: [List])`, where `List` is the Models package's (public)
        // and SwiftUI's too: ambiguous, it did not compile.
        let source = """
            import SwiftUI
            import Models

            struct Pills: View {
                @State private var account = Account()
                @State private var count = 0

                var body: some View {
                    Text("Pills")
                        .onChange(of: account.lists) { lists in
                            count = lists.count
                            print(count)
                        }
                }
            }
            """
        let models = "public struct List: Hashable {}\n\npublic final class Account {\n    public var lists: [List] = []\n    public init() {}\n}\n"
        let project = ProjectModel.parsing([
            ("Packages/Timeline/Sources/Timeline/Pills.swift", source), ("Packages/Models/Sources/Models/Models.swift", models),
        ])
        let (output, findings) = RuleHarness(HoistClosures.self, project: project).rewrite(source, path: "Packages/Timeline/Sources/Timeline/Pills.swift")
        #expect(output == source)
        #expect(findings.contains { $0.message.contains("ambiguous with SwiftUI's generic 'List'") }, "\(findings)")
    }

    @Test func aBlankLineBeforeTheClosuresBraceIsNotCopied() {
        // macai, KeyboardCowboy: `showDeleteConfirmation()` ended with a blank line before its `}`.
        let source = """
            import SwiftUI

            struct Personas: View {
                @State private var isConfirming = false
                @State private var count = 0

                var body: some View {
                    Button("Delete Persona") {
                        count += 1
                        isConfirming = true

                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("    private func deletePersona() {\n        count += 1\n        isConfirming = true\n    }\n"), "\(output)")
        let crlf = harness.expectCompilingRewrite(source.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.contains("    private func deletePersona() {\r\n        count += 1\r\n        isConfirming = true\r\n    }\r\n"), "\(crlf)")
    }

    @Test func anExtensionOfActionsGetsTheMethodAsItsMethodsAreWritten() {
        // CodeEdit, Whisky: actions kept in a plain `extension SettingsView` went into the struct.
        let source = """
            import SwiftUI

            struct Settings: View {
                @State private var count = 0

                var body: some View {
                    Button("Reset All") {
                        count = 0
                        reset()
                    }
                }
            }

            extension Settings {
                private func reset() {
                    count = 1
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("    private func reset() {\n        count = 1\n    }\n\n    private func resetAll() {\n"), "\(output)")
        // An extension of text helpers only is no place for actions (macai's notification texts).
        let texts = source.replacingOccurrences(of: "reset()\n", with: "print(title)\n")
            .replacingOccurrences(of: "    private func reset() {\n        count = 1\n    }", with: "    var title: String { \"t\" }\n\n    func label(for count: Int) -> String {\n        \"\\(count)\"\n    }")
        let textOutput = harness.expectCompilingRewrite(texts)
        #expect(textOutput.contains("    private func resetAll() {\n        count = 0\n        print(title)\n    }\n}\n\nextension Settings {"), "\(textOutput)")
    }

    @Test func triviality() {
        func site(_ closure: String) -> ActionClosure {
            let source = "let x = Button(\"A\") \(closure)"
            let tree = Pipeline.parse(Array(source.utf8))
            let call = tree.descendants().compactMap { $0.as(FunctionCallExprSyntax.self) }.first!
            return ActionClosure.closures(of: call).first!
        }
        #expect(site("{ save() }").isTrivial)
        #expect(site("{ await load() }").isTrivial)
        #expect(site("{ isOn = true }").isTrivial)
        // Two calls without arguments: `saveAndDismiss()` would only restate them.
        #expect(site("{ a(); b() }").isTrivial)
        #expect(site("{ await viewModel.reload(); try store.save() }").isTrivial)
        #expect(!site("{ select(item); dismiss() }").isTrivial)
        #expect(!site("{ a(); b(); c() }").isTrivial)
        #expect(!site("{ a(); x = 1 }").isTrivial)
        #expect(!site("{ a(); b { c() } }").isTrivial)
        // One statement under one `if`: a method would only restate it.
        #expect(site("{ if ok { save() } }").isTrivial)
        #expect(site("{ value in if value { dismiss() } }").isTrivial)
        #expect(!site("{ if ok { save() } else { cancel() } }").isTrivial)
        #expect(!site("{ if ok { save(); close() } }").isTrivial)
        #expect(!site("{ if ok { if ready { save() } } }").isTrivial)
        #expect(!site("{ Task { await a(); b() } }").isTrivial)
        #expect(site("{ Task { await a() } }").isTrivial)
    }

    @Test func localizedTitlesNameTheMethodToo() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            enum L10n {
                static let actionSaveDraft = "Save draft"
                static let deleteTitle = "Delete"
                enum Widget {
                    enum Create {
                        static let title = "Create"
                    }
                }
            }

            struct Drafts: View {
                @State private var saved = 0

                var body: some View {
                    VStack {
                        Button(L10n.actionSaveDraft) {
                            saved += 1
                            print(saved)
                        }
                        Button {
                            saved = 0
                            print(saved)
                        } label: {
                            Label(L10n.deleteTitle, systemImage: "trash")
                        }
                        Button(L10n.Widget.Create.title) {
                            saved = 1
                            print(saved)
                        }
                    }
                }
            }
            """)
        #expect(output.contains("Button(L10n.actionSaveDraft, action: saveDraft)"))
        #expect(output.contains("Button(action: delete) {"))
        #expect(output.contains("Button(L10n.Widget.Create.title, action: create)"))
    }

    @Test func buttonTitlesBecomeVerbs() {
        #expect(MethodNaming.lowerCamelCase("Save") == "save")
        #expect(MethodNaming.lowerCamelCase("Add Item") == "addItem")
        #expect(MethodNaming.lowerCamelCase("Sign in with Apple") == "signInWithApple")
        #expect(MethodNaming.lowerCamelCase("REMOVE_ALL_HISTORY") == "removeAllHistory")
        // A word's own capitals and a short acronym stay.
        #expect(MethodNaming.lowerCamelCase("Install via AirDrop") == "installViaAirDrop")
        #expect(MethodNaming.lowerCamelCase("Open PDF") == "openPDF")
        #expect(MethodNaming.lowerCamelCase("Delete ALLOWED") == "deleteAllowed")
        #expect(MethodNaming.lowerCamelCase("✓") == nil)
        #expect(MethodNaming.keywords.contains("continue"))
    }

    @Test func closuresWithUnknownParameterTypesStay() {
        let source = """
            import SwiftUI

            struct Clock: View {
                @State private var now = Date()
                @State private var ticks = 0

                var body: some View {
                    Text("\\(ticks)")
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in
                            now = date
                            ticks += 1
                        }
                }
            }
            """
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == ["this .onReceive closure stays inline: its parameters' types are not written anywhere svrefactor can read them"])
    }

    @Test func aFileOfAllmanBracesGetsMethodsWithAllmanBraces() {
        let source = """
            import SwiftUI

            struct Player: View
            {
                @State private var plays = 0
                @State private var isPlaying = false

                var body: some View
                {
                    Button("Play")
                    {
                        plays += 1
                        isPlaying = true
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source) == """
            import SwiftUI

            struct Player: View
            {
                @State private var plays = 0
                @State private var isPlaying = false

                var body: some View
                {
                    Button("Play", action: play)
                }

                private func play()
                {
                    plays += 1
                    isPlaying = true
                }
            }
            """)
    }

    @Test func aButtonWithALabelClosurePassesTheMethodAsItsAction() {
        // `Button { … } label: { … }` → `Button(action: save) { … }`, with its other arguments; a
        // comment before `label:` has no place there, so that button keeps a call in its closure.
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Counter: View {
                @State private var count = 0
                @State private var isOn = false

                var body: some View {
                    VStack {
                        Button(role: .destructive) {
                            count = 0
                            isOn = false
                        } label: {
                            Label("Reset", systemImage: "trash")
                        }
                        Button {
                            count += 1
                            isOn = true
                        } /* the label */ label: {
                            Text("Increment Counter")
                        }
                    }
                }
            }
            """)
        #expect(output.contains("""
                        Button(role: .destructive, action: reset) {
                            Label("Reset", systemImage: "trash")
                        }
            """))
        #expect(output.contains("""
                        Button { incrementCounter() } /* the label */ label: {
            """))
    }

    @Test func anIfLetShorthandReadsTheOuterLocal() {
        // IceCubesApp's pin button: `if let index` reads the helper's `let index`, which the
        // method must take as a parameter. Without a written type it stays inline.
        let source = """
            import SwiftUI

            struct PinView: View {
                @State private var pinned: [String] = []
                @State private var current = "a"

                var body: some View {
                    pinButton
                }

                @ViewBuilder
                private var pinButton: some View {
                    let index: Int? = pinned.firstIndex(where: { $0 == current })
                    Button {
                        withAnimation {
                            if let index {
                                pinned.remove(at: index)
                            } else {
                                pinned.append(current)
                            }
                        }
                    } label: {
                        Text(index == nil ? "Pin" : "Unpin")
                    }
                }
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("Button { togglePinned(index) } label: {"))
        #expect(output.contains("private func togglePinned(_ index: Int?) {"))
        let inferred = harness.rewrite(source.replacingOccurrences(of: "let index: Int? =", with: "let index ="))
        #expect(inferred.output == source.replacingOccurrences(of: "let index: Int? =", with: "let index ="))
        #expect(inferred.findings.map(\.message) == [
            "this Button action stays inline: it uses 'index', whose type svrefactor cannot know for certain; annotate where it is declared",
        ])
    }

    @Test func aClosureWhoseBraceHasItsOwnLineKeepsItsCallOnALineOfItsOwn() {
        // Cork writes `.task⏎{⏎…⏎}`: the call that replaces the body is written the same way.
        let source = """
            import SwiftUI

            struct UpdateView: View
            {
                @State private var count = 0
                @State private var isOn = false

                var body: some View
                {
                    Text("x")
                        .onChange(of: count)
                        { _, newValue in
                            print(newValue)
                            isOn = newValue > 2
                        }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source).contains("""
                        .onChange(of: count)
                        { _, newValue in
                            countChanged(newValue)
                        }
            """))
    }

    @Test func aCommentedOutLineAtColumnZeroDoesNotSetTheIndentation() {
        // Pearcleaner's closure starts with `//    let wasEnabled = …` at column 0: the statements
        // move from their own indentation, and the comment stays where it was.
        let source = """
            import SwiftUI

            struct Sidebar: View {
                @State private var includePreReleases = false
                @State private var count = 0

                var body: some View {
                    VStack {
                        Button(action: {
            //                    let wasEnabled = includePreReleases
                            includePreReleases.toggle()

                            if includePreReleases {
                                count += 1
                            } else {
                                count = 0
                            }
                        }) {
                            Text("Pre-releases")
                        }
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source).contains("""
                private func toggleIncludePreReleases() {
            //                    let wasEnabled = includePreReleases
                    includePreReleases.toggle()

                    if includePreReleases {
                        count += 1
                    } else {
                        count = 0
                    }
                }
            """))
    }

    @Test func theSameStatementsUnderDifferentSignaturesShareOneMethod() {
        let source = """
            import SwiftUI

            struct Mentions: View {
                @State private var limit = 50
                @State private var level = 0

                var body: some View {
                    Text("\\(limit)")
                        .onAppear {
                            limit = 50
                            reload()
                        }
                        .onChange(of: level) { _ in
                            limit = 50
                            reload()
                        }
                }

                private func reload() {}
            }
            """
        let output = harness.expectCompilingRewrite(source)
        #expect(output.components(separatedBy: "private func ").count == 3)
        #expect(output.contains(".onChange(of: level) { _ in reloadOnAppear() }"))
    }

    @Test func aViewThatKeepsItsMethodsAboveBodyGetsTheNewOnesThere() {
        let source = """
            import SwiftUI

            struct ChatList: View {
                @State private var chats: [String] = []
                @State private var isAdding = false

                private func delete(_ chat: String) {
                    chats.removeAll { $0 == chat }
                }

                var body: some View {
                    List(chats, id: \\.self) { chat in
                        Text(chat)
                    }
                    .toolbar {
                        Button("New Chat") {
                            chats.append("")
                            isAdding = true
                        }
                    }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source).contains("""
                private func delete(_ chat: String) {
                    chats.removeAll { $0 == chat }
                }

                private func addChat() {
                    chats.append("")
                    isAdding = true
                }

                var body: some View {
            """))
    }

    @Test func newMethodsGetAnActionsHeadingWhereTheLastSectionIsForSomethingElse() {
        // home-assistant and element-x: methods appended under `// MARK: - Sections` or
        // `// MARK: - Helpers` would read as sections or helpers.
        func source(heading: String) -> String {
            """
            import SwiftUI

            struct SettingsView: View {
                @State private var count = 0

                var body: some View {
                    List {
                        countSection
                    }
                }

                \(heading)

                private var countSection: some View {
                    Section {
                        Button("Reset") {
                            count = 0
                            print("reset")
                        }
                    }
                }
            }
            """
        }
        let sections = harness.expectCompilingRewrite(source(heading: "// MARK: - Sections"))
        #expect(sections.contains("    }\n\n    // MARK: - Actions\n\n    private func reset() {\n"))
        let undashed = harness.rewrite(source(heading: "// MARK: Views")).output
        #expect(undashed.contains("    // MARK: Actions\n\n    private func reset() {\n"))
        // IceCubes: "Accessibility actions" heads what VoiceOver does; a reply button's method got under it.
        let accessibility = harness.rewrite(source(heading: "// MARK: - Accessibility actions")).output
        #expect(accessibility.contains("    // MARK: - Actions\n\n    private func reset() {\n"), "\(accessibility)")
        // A section for private members or actions takes them as it is.
        for heading in ["// MARK: - Private", "// MARK: - Actions", "// Sections", "// MARK: - User Actions", "// MARK: - Private Methods"] {
            let output = harness.rewrite(source(heading: heading)).output
            #expect(output.contains("private func reset()"))
            #expect(output.components(separatedBy: "MARK").count == source(heading: heading).components(separatedBy: "MARK").count)
        }
    }

    /// Found on the measurement half (Cork): the spaces after a closure's `{` came along onto the
    /// method's `{` line.
    @Test func spacesAfterTheClosuresBraceStayBehind() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Cleaner: View {
                @State private var steps: Set<Int> = []
                @State private var isReady = false

                var body: some View {
                    Text("Clean")
                        .onAppear {   \t
                            steps.insert(1)
                            isReady = true
                        }
                }
            }
            """)
        #expect(!output.contains("{   "))
        #expect(!output.contains("{ \t"))
    }

    /// Found on the measurement half (LLMFarm): `//    }` closing a commented-out block of `body`
    /// was split from its opening line by the new method.
    @Test func aMethodGoesBelowACommentedOutClosingBrace() throws {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Sampling: View {
                @State private var mode = ""
                @State private var level = 0

                var body: some View {
            //    ScrollView {
                    Text(mode)
                        .onChange(of: mode) { newMode in
                            level = newMode.isEmpty ? 0 : 1
                            mode = newMode.lowercased()
                        }
                }
            //    }
            }
            """)
        #expect(output.contains("    }\n//    }\n\n    private func"))
        #expect(output.hasSuffix("    }\n}\n") || output.hasSuffix("    }\n}"))
    }

    /// Found on the measurement half (ACHNBrowserUI): of three buttons that each open a tab, the
    /// first took `setOpeningTab` and the other two, left without a name, stayed inline.
    @Test func likeActionsAreHoistedTogetherOrNotAtAll() {
        let source = """
            import SwiftUI

            enum Tab { case fish, bugs }

            struct Critters: View {
                @State private var openingTab = Tab.fish
                @State private var isOpen = false

                var body: some View {
                    VStack {
                        Button {
                            openingTab = .fish
                            isOpen = true
                        } label: {
                            Image(systemName: "circle")
                        }
                        Button {
                            openingTab = .bugs
                            isOpen = true
                        } label: {
                            Image(systemName: "circle")
                        }
                    }
                }
            }
            """
        let run = harness.run(source)
        #expect(run.output == source, "\(run.output)")
        #expect(run.findings.contains { $0.message.contains("a like action in this view would need the same name, 'setOpeningTab'") })
    }

    /// Found on the measurement half (yattee): a view with a `// MARK: - Actions` section got a
    /// second one at its end.
    @Test func newMethodsEndTheViewsOwnActionsSection() {
        let output = harness.expectCompilingRewrite("""
            import SwiftUI

            struct Player: View {
                @State private var isPlaying = false
                @State private var plays = 0

                var body: some View {
                    VStack {
                        controls
                        Button("Reset") {
                            plays = 0
                            isPlaying = false
                        }
                    }
                }

                // MARK: - Actions

                private func play() {
                    isPlaying = true
                }

                // MARK: - Subviews

                private var controls: some View {
                    Button("Play", action: play)
                }
            }
            """)
        #expect(output.contains("""
                private func play() {
                    isPlaying = true
                }

                private func reset() {
                    plays = 0
                    isPlaying = false
                }

                // MARK: - Subviews
            """), "\(output)")
        #expect(output.components(separatedBy: "MARK: - Actions").count == 2)
    }
}
