import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Foundation
import Testing

/// migrate-observation: the class, its uses, what blocks it, and when it refuses.
@Suite("migrate-observation")
struct MigrateObservationTests {
    /// A module of test sources has no Package.swift to read the deployment target from.
    static let iOS17 = ["min-ios": "17"]

    func harness(_ source: String, others: [String: String] = [:]) -> RuleHarness {
        RuleHarness(MigrateObservation.self, options: Self.iOS17, project: module(source, others: others))
    }

    @Test func aClassBecomesObservableKeepingItsModifiersAccessorsAndOtherConformances() {
        let source = """
            import SwiftUI

            /// The signed-in user's settings.
            @MainActor
            final class Settings: ObservableObject, Identifiable {
                let id = 1
                @Published var name = ""
                @Published private(set) var count = 0 {
                    didSet { print(count) }
                }
                @Published
                var isOn = false

                func increment() { count += 1 }
            }
            """
        let output = harness(source).expectCompilingRewrite(source)
        #expect(output == """
            import SwiftUI

            /// The signed-in user's settings.
            @Observable
            @MainActor
            final class Settings: Identifiable {
                let id = 1
                var name = ""
                private(set) var count = 0 {
                    didSet { print(count) }
                }
                var isOn = false

                func increment() { count += 1 }
            }
            """)
    }

    @Test func aFileThatImportsNeitherSwiftUINorObservationGetsTheImport() {
        let source = """
            import Combine

            final class Counter: ObservableObject {
                @Published var value = 0
            }
            """
        let output = harness(source).expectCompilingRewrite(source)
        #expect(output == """
            import Observation

            @Observable
            @MainActor
            final class Counter {
                var value = 0
            }
            """)
    }

    @Test func aConformanceDeclaredInAnExtensionGoesWithAnEmptyExtension() {
        let store = """
            import SwiftUI

            final class Store {
                @Published var items: [String] = []
            }
            """
        let conformance = """
            import SwiftUI

            extension Store: ObservableObject {}

            extension Store: CustomStringConvertible {
                var description: String { items.joined() }
            }
            """
        let migrated = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: module(store, others: ["Conformance.swift": conformance]))
        #expect(migrated.rewrite(store).output.contains("@Observable\nfinal class Store {\n    var items: [String] = []"))
        #expect(migrated.rewrite(conformance, path: "Conformance.swift").output == """
            import SwiftUI

            extension Store: CustomStringConvertible {
                var description: String { items.joined() }
            }
            """)
    }

    @Test func aBlockedClassStaysWithOneFindingListingEveryBlockingUse() {
        let source = """
            import SwiftUI

            final class Search: ObservableObject {
                @Published var query = ""
                init() {
                    $query.sink { _ in }
                }
                func reset() { objectWillChange.send() }
            }
            """
        let (output, findings) = harness(source).rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == [
            "'Search' stays an ObservableObject until these change: Screen.swift:6:9: uses the publisher $query, which @Observable properties do not have; "
                + "Screen.swift:8:20: uses objectWillChange, which @Observable classes do not have"
        ])
    }

    @Test func aPublicClassOrOneAClassHoldsInAWrapperStays() {
        // Another module may observe a public class as an ObservableObject.
        let library = """
            import SwiftUI

            public final class Player: ObservableObject {
                @Published public var isPlaying = false
            }
            """
        let (libraryOutput, libraryFindings) = harness(library).rewrite(library)
        #expect(libraryOutput == library)
        #expect(libraryFindings.map(\.message) == [
            "'Player' stays an ObservableObject until these change: Screen.swift:3:20: is public, and code outside the module may use it as an ObservableObject; migrate it by hand, as an API change"
        ])
        // A representable's coordinator holding the model through `@ObservedObject` would not compile.
        let source = """
            import SwiftUI

            final class Chat: ObservableObject {
                @Published var draft = ""
            }

            struct ChatList: View {
                @ObservedObject var chat: Chat

                var body: some View { Text(chat.draft) }

                final class Coordinator {
                    @ObservedObject var chat: Chat

                    init(chat: Chat) {
                        self.chat = chat
                    }
                }
            }
            """
        let (output, findings) = harness(source).rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == [
            "'Chat' stays an ObservableObject until these change: Screen.swift:12:17: 'ChatList.Coordinator.chat' is @ObservedObject in a class, where it updates nothing; make it a plain property"
        ])
    }

    static let store = """
        import SwiftUI

        final class Store: ObservableObject {
            @Published var name = ""
            @Published var count = 0
        }
        """

    static let views = """
        import SwiftUI

        struct RootView: View {
            @StateObject private var store = Store()

            var body: some View {
                VStack {
                    EditorView(store: store)
                    CounterView(store: store)
                }
            }
        }

        struct EditorView: View {
            @ObservedObject var store: Store

            var body: some View {
                TextField("Name", text: $store.name)
            }
        }

        struct CounterView: View {
            @ObservedObject var store: Store

            var body: some View {
                Text("\\(store.count)")
            }
        }

        struct SettingsScreen: View {
            @EnvironmentObject private var store: Store

            var body: some View {
                Text(store.name)
            }

            private var editor: some View {
                VStack {
                    TextField("Name", text: $store.name)
                    Stepper("Count", value: $store.count)
                }
            }
        }

        struct Owner: View {
            @StateObject private var store: Store

            init(name: String) {
                _store = StateObject(wrappedValue: Store())
            }

            var body: some View {
                Text(store.name)
            }
        }
        """

    /// Every wrapper that holds a migrating class, in a module of two files; the result compiles
    /// with the migrated class.
    @Test func viewsHoldTheMigratedClassWithObservationsWrappers() {
        let harness = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: module(Self.views, others: ["Store.swift": Self.store]))
        let migratedStore = harness.rewrite(Self.store, path: "Store.swift").output
        #expect(migratedStore.contains("@Observable\n@MainActor\nfinal class Store {"))
        let output = harness.expectCompilingRewrite(Self.views, context: [migratedStore])
        #expect(output.contains("    @State private var store = Store()\n"))
        #expect(output.contains("    @Bindable var store: Store\n"))
        #expect(output.contains("    let store: Store\n"))
        #expect(output.contains("    @Environment(Store.self) private var store\n"))
        // Only the body that takes `$store` gets the local.
        #expect(output.contains("    var body: some View {\n        Text(store.name)\n    }"))
        #expect(output.contains("    private var editor: some View {\n        @Bindable var store = store\n        return VStack {\n            TextField(\"Name\", text: $store.name)\n"))
        #expect(output.contains("        _store = State(initialValue: Store())\n"))
    }

    /// `.environmentObject(store)` with a typed argument becomes `.environment(store)`; one whose
    /// type syntax cannot tell keeps the class, and so every view, as they are.
    @Test func environmentObjectModifiersMoveWithTheirClassOrBlockIt() {
        let typed = Self.views.replacingOccurrences(of: "CounterView(store: store)\n", with: "CounterView(store: store)\n                .environmentObject(store)\n")
        let harness = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: module(typed, others: ["Store.swift": Self.store]))
        let migratedStore = harness.rewrite(Self.store, path: "Store.swift").output
        let output = harness.expectCompilingRewrite(typed, context: [migratedStore])
        #expect(output.contains("CounterView(store: store)\n                .environment(store)\n"))

        let untyped = Self.views.replacingOccurrences(of: "CounterView(store: store)\n", with: "CounterView(store: store)\n                .environmentObject(makeStore())\n")
        let blocked = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: module(untyped, others: ["Store.swift": Self.store]))
        #expect(blocked.rewrite(untyped).output == untyped)
        let (store, findings) = blocked.rewrite(Self.store, path: "Store.swift")
        #expect(store == Self.store)
        #expect(findings.map(\.message) == [
            "'Store' stays an ObservableObject until these change: Screen.swift:10:17: calls .environmentObject(…) with an argument whose type svrefactor "
                + "cannot tell; pass a property with a written type"
        ])
    }

    /// A run that does not include every file declaring or naming the class (here: only the views)
    /// leaves the class and its uses alone, and says so where the views name it.
    @Test func aClassMovesOnlyWhenTheRunIncludesEveryFileThatNamesIt() {
        var project = module(Self.views, others: ["Store.swift": Self.store])
        project.filesInRun = ["Screen.swift"]
        let (output, findings) = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: project).rewrite(Self.views)
        #expect(output == Self.views)
        #expect(findings.map(\.message) == [
            "'Store' stays an ObservableObject until these change: Store.swift:1:1: declares or uses 'Store' but is not part of this run; "
                + "run svrefactor on the whole module"
        ])
        #expect(findings.first.map { [$0.line, $0.column] } == [4, 38])
    }

    @Test func addMainActorAddsItOnlyWhereAbsent() {
        let source = """
            import SwiftUI

            final class Plain: ObservableObject {
                @Published var value = 0
            }

            @MainActor
            final class Isolated: ObservableObject {
                @Published var value = 0
            }
            """
        let harness = RuleHarness(MigrateObservation.self, options: ["min-ios": "17", "add-main-actor": "true"], project: module(source, others: [:]))
        #expect(harness.expectCompilingRewrite(source) == """
            import SwiftUI

            @Observable
            @MainActor
            final class Plain {
                var value = 0
            }

            @Observable
            @MainActor
            final class Isolated {
                var value = 0
            }
            """)
    }

    @Test func anOlderDeploymentTargetOrNoModuleRefusesWithAFindingPerClass() {
        let source = """
            import SwiftUI

            final class Counter: ObservableObject {
                @Published var value = 0
            }
            """
        var project = module(source, others: [:])
        project.deploymentTarget = DeploymentTarget.packageManifest(
            "let package = Package(name: \"App\", platforms: [.iOS(.v16), .macOS(.v14)])", source: "Package.swift")
        let (output, findings) = RuleHarness(MigrateObservation.self, project: project).rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == [
            "'Counter' stays an ObservableObject: Package.swift supports iOS 16 (Observation needs 17); raise the deployment target, or pass --option min-ios=17 once the module requires iOS 17 and macOS 14"
        ])
        // The option overrides the manifest, both ways.
        #expect(RuleHarness(MigrateObservation.self, options: ["min-ios": "17.0"], project: project).rewrite(source).output != source)
        let older = RuleHarness(MigrateObservation.self, options: ["min-ios": "16.4"], project: module(source, others: [:])).rewrite(source)
        #expect(older.findings.map(\.message) == ["'Counter' stays an ObservableObject: --option min-ios=16.4 is older than iOS 17, the first with Observation"])

        // `--no-index`: the uses in other files are unknown.
        let alone = RuleHarness(MigrateObservation.self, options: Self.iOS17).rewrite(source)
        #expect(alone.output == source)
        #expect(alone.findings.map(\.message) == [
            "'Counter' stays an ObservableObject: migrate-observation needs the whole module to find its uses; run it without --no-index (with --stdin-path for standard input)"
        ])
    }

    @Test func observedObjectStorageAssignedInInitBecomesAPropertyOrABindable() {
        let store = """
            import SwiftUI

            final class Model: ObservableObject {
                @Published var name = ""
            }
            """
        let views = """
            import SwiftUI

            struct Reader: View {
                @ObservedObject var model: Model

                init(model: Model) {
                    self._model = .init(initialValue: model)
                }

                var body: some View { Text(model.name) }
            }

            struct Editor: View {
                @ObservedObject var model: Model

                init(model: Model) {
                    _model = ObservedObject(initialValue: model)
                }

                var body: some View { TextField("Name", text: $model.name) }
            }
            """
        let harness = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: module(views, others: ["Store.swift": store]))
        let output = harness.expectCompilingRewrite(views, context: [harness.rewrite(store, path: "Store.swift").output])
        #expect(output.contains("    let model: Model\n\n    init(model: Model) {\n        self.model = model\n    }"))
        #expect(output.contains("    @Bindable var model: Model\n\n    init(model: Model) {\n        _model = Bindable(wrappedValue: model)\n    }"))
    }

    @Test func singletonsAndEnvironmentArgumentsWhoseTypeTheModelTellsMigrate() {
        let models = """
            import SwiftUI

            @MainActor
            final class Navigator: ObservableObject {
                static let shared = Navigator()
                @Published var path: [String] = []
            }

            final class Filters: ObservableObject {
                @Published var query = ""
            }

            final class AppEnvironment {
                let filters = Filters()
            }

            final class Session: ObservableObject {
                let name: String
                init(name: String) { self.name = name }
            }
            """
        let views = """
            import SwiftUI

            struct Root: View {
                @ObservedObject private var navigator = Navigator.shared
                let environment: AppEnvironment

                var body: some View {
                    Text("\\(navigator.path.count)")
                        .environmentObject(environment.filters)
                        .environmentObject(Session(name: "guest"))
                        .environmentObject(Navigator.shared)
                }
            }
            """
        let harness = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: module(views, others: ["Models.swift": models]))
        #expect(harness.rewrite(models, path: "Models.swift").findings.map(\.message) == [])
        let output = harness.expectCompilingRewrite(views, context: [harness.rewrite(models, path: "Models.swift").output])
        #expect(output == """
            import SwiftUI

            struct Root: View {
                private let navigator = Navigator.shared
                let environment: AppEnvironment

                var body: some View {
                    Text("\\(navigator.path.count)")
                        .environment(environment.filters)
                        .environment(Session(name: "guest"))
                        .environment(Navigator.shared)
                }
            }
            """)
    }

    @Test func aGenericClassKeepsItsSpacing() {
        let source = """
            import SwiftUI

            final class Results<Element: Hashable>: ObservableObject {
                @Published var items: [Element] = []
            }
            """
        #expect(harness(source).expectCompilingRewrite(source) == """
            import SwiftUI

            @Observable
            @MainActor
            final class Results<Element: Hashable> {
                var items: [Element] = []
            }
            """)
    }

    @Test func aFileThatOnlyTakesABindingOfAnEnvironmentObjectMovesWithTheClass() {
        let store = """
            import SwiftUI

            final class Profile: ObservableObject {
                @Published var name = ""
            }

            struct ProfileForm: View {
                @EnvironmentObject var profile: Profile

                var body: some View { nameField }
            }
            """
        let fields = """
            import SwiftUI

            extension ProfileForm {
                var nameField: some View {
                    TextField("Name", text: $profile.name)
                }
            }
            """
        var project = module(store, others: ["ProfileForm+Fields.swift": fields])
        let harness = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: project)
        #expect(harness.rewrite(fields, path: "ProfileForm+Fields.swift").output == """
            import SwiftUI

            extension ProfileForm {
                var nameField: some View {
                    @Bindable var profile = profile
                    return TextField("Name", text: $profile.name)
                }
            }
            """)
        // Without that file in the run, the class stays.
        project.filesInRun = ["Screen.swift"]
        let single = RuleHarness(MigrateObservation.self, options: Self.iOS17, project: project).rewrite(store)
        #expect(single.output == store)
        #expect(single.findings.first?.message.contains("ProfileForm+Fields.swift:1:1: declares or uses 'Profile' but is not part of this run") == true)
    }

    @Test func attributesOnTheClassLineStayThereAndTheImportGoesInsideTheIfConfig() {
        let source = """
            // Copyright header.

            #if os(iOS) || os(Linux)

            import Foundation

            @MainActor final class Downloads: ObservableObject {
                @Published var count = 0
            }

            #endif
            """
        #expect(harness(source).expectCompilingRewrite(source) == """
            // Copyright header.

            #if os(iOS) || os(Linux)

            import Foundation
            import Observation

            @Observable @MainActor final class Downloads {
                var count = 0
            }

            #endif
            """)
        // A file that imports SwiftUI inside the `#if` needs nothing.
        let withSwiftUI = source.replacingOccurrences(of: "import Foundation", with: "import SwiftUI")
        #expect(!harness(withSwiftUI).rewrite(withSwiftUI).output.contains("import Observation"))
    }

    /// Found on the measurement half (three of five small edits in one read): `import Combine`
    /// that was there for `ObservableObject` and `@Published` only was left beside the new
    /// `import Observation`. It becomes that import, or goes where SwiftUI is imported.
    @Test func anImportOfCombineNothingElseUsesMakesWayForObservation() {
        let source = """
            import Foundation
            import Combine

            final class Downloads: ObservableObject {
                @Published var count = 0
            }
            """
        #expect(harness(source).expectCompilingRewrite(source) == """
            import Foundation
            import Observation

            @Observable
            @MainActor
            final class Downloads {
                var count = 0
            }
            """)
        let withSwiftUI = "import SwiftUI\n" + source
        #expect(harness(withSwiftUI).expectCompilingRewrite(withSwiftUI) == """
            import SwiftUI
            import Foundation

            @Observable
            @MainActor
            final class Downloads {
                var count = 0
            }
            """)
        // A file that still uses Combine keeps it.
        let pipeline = source.replacingOccurrences(of: "    @Published var count = 0\n", with: "    @Published var count = 0\n    var cancellables = Set<AnyCancellable>()\n")
        #expect(harness(pipeline).rewrite(pipeline).output.contains("import Combine\nimport Observation\n"))
        // Found by the fuzzer: a comment inside the import would go with it, so the import stays.
        let commented = source.replacingOccurrences(of: "import Combine", with: "import /* publishers */ Combine")
        #expect(harness(commented).rewrite(commented).output.contains("import /* publishers */ Combine\nimport Observation\n"))
    }

    /// Found on the measurement half: `@Observable` on a `private class` nested in a view modifier
    /// does not compile, the macro's extension cannot see it (swiftlang/swift#77023).
    @Test func aPrivateClassNestedInAnotherTypeStays() {
        let source = """
            import SwiftUI

            struct ScrollOffset: ViewModifier {
                @StateObject private var delegate = Delegate()

                func body(content: Content) -> some View { content }

                private class Delegate: ObservableObject {
                    @Published var offset = 0.0
                }
            }
            """
        let (output, findings) = harness(source).rewrite(source)
        #expect(output == source)
        #expect(findings.contains { $0.message.contains("is a private class nested in another type") }, "\(findings)")
    }

    /// Found on the measurement half (OnlySwitch): a `didSet` that undoes a change by assigning
    /// the property again runs once more under `@Observable`, and saved the change twice.
    @Test func aPropertyWhoseObserverAssignsItStays() {
        let source = """
            import SwiftUI

            final class Item: ObservableObject {
                @Published var isOn = false {
                    didSet {
                        if !isAllowed { isOn = true }
                        save()
                    }
                }
                var isAllowed = true

                func save() {}
            }
            """
        let (output, findings) = harness(source).rewrite(source)
        #expect(output == source)
        #expect(findings.contains { $0.message.contains("'isOn' has a didSet or willSet that assigns to it") }, "\(findings)")
        // An observer that assigns something else is fine.
        let other = source.replacingOccurrences(of: "if !isAllowed { isOn = true }", with: "if !isAllowed { isAllowed = true }")
        #expect(harness(other).rewrite(other).output.contains("@Observable"))
    }

    @Test func moduleQualifiedWrappersAreTheWrappersTheModelSees() {
        // The index names `@Combine.Published` `Published`; the rewrite must remove it too.
        let source = """
            import SwiftUI
            import Combine

            final class Counter: ObservableObject {
                @Combine.Published var value = 0
            }
            """
        #expect(harness(source).expectCompilingRewrite(source) == """
            import SwiftUI

            @Observable
            @MainActor
            final class Counter {
                var value = 0
            }
            """)
    }

    @Test func aClassWhoseInitStartsWorkStaysWhileAStateObjectHoldsIt() {
        // CodeEdit's search model starts a never-ending task in its init: as @State, every view
        // init would create one more model and one more task.
        let model = """
            import SwiftUI

            final class SearchModel: ObservableObject {
                @Published var query = ""

                init() {
                    Task { [weak self] in
                        await self?.listen()
                    }
                }

                func listen() async {}
            }
            """
        let view = """
            import SwiftUI

            struct SearchView: View {
                @StateObject private var model = SearchModel()

                var body: some View {
                    Text(model.query)
                }
            }
            """
        let (output, findings) = harness(model, others: ["SearchView.swift": view]).rewrite(model)
        #expect(output == model)
        #expect(findings.map(\.message) == [
            "'SearchModel' stays an ObservableObject until these change: Screen.swift:3:13: its init starts work (a Task, a timer, a subscription or an observer), and 'SearchView.model' holds it in a @StateObject: as @State, it would be created, and do that work, each time the view is initialized; do the work in the view's .task, or migrate by hand",
        ])
        // Held only by views that are given it, it migrates.
        let given = view.replacingOccurrences(of: "@StateObject private var model = SearchModel()", with: "@ObservedObject var model: SearchModel")
        #expect(harness(model, others: ["SearchView.swift": given]).rewrite(model).output.contains("@Observable"))
    }

    @Test func whatStartsWorkInAnInit() {
        func starts(_ body: String) -> Bool {
            let file = FileDeclarations.parsing(Array("final class M { init() { \(body) } }".utf8), path: "M.swift")
            return file.types.first?.initializers.first?.startsWork ?? false
        }
        #expect(starts("Task { await load() }"))
        #expect(starts("Task.detached { await load() }"))
        #expect(starts("Task(priority: .low) { await load() }"))
        #expect(starts("timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }"))
        #expect(starts("cancellable = $query.sink { _ in }"))
        #expect(starts("NotificationCenter.default.addObserver(self, selector: #selector(f), name: .x, object: nil)"))
        #expect(starts("DispatchQueue.main.async { self.x = 1 }"))
        #expect(!starts("x = 1; try? Task.checkCancellation()"))
        #expect(!starts("self.items = items.map { $0 }"))
    }

    @Test func theFirstFunctionAnInitCallsIsWorkItRepeatsForEveryCopy() {
        // OnlySwitch's AirPods model queries the paired devices in its init: as @State, on every
        // init of the view that holds it.
        func firstCall(_ body: String) -> String? {
            let file = FileDeclarations.parsing(Array("final class M { init() { \(body) } }".utf8), path: "M.swift")
            return file.types.first?.initializers.first?.firstCall
        }
        #expect(firstCall("devices = BluetoothManager.shared.pairedDevices()") == "pairedDevices")
        #expect(firstCall("loadCertificates()") == "loadCertificates")
        #expect(firstCall("self.items = items.map { $0 }.sorted(); self.name = Name(value: 1)") == nil)
        #expect(firstCall("self.count = 0") == nil)
        // A property of a shared instance may query as a call does (OnlySwitch's paired AirPods).
        #expect(firstCall("airPods = BluetoothDevicesManager.shared.allPairedAirpods") == "allPairedAirpods")
    }

    @Test func anInitThatCallsAMethodOfItsOwnThatStartsWorkStartsWork() {
        func starts(_ members: String) -> Bool {
            let file = FileDeclarations.parsing(Array("final class M { \(members) }".utf8), path: "M.swift")
            return file.types.first?.initializers.first?.startsWork ?? false
        }
        #expect(starts("init() { startListening() }; func startListening() { Task { await listen() } }"))
        #expect(starts("init() { self.startListening() }; private func startListening() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }"))
        #expect(!starts("init() { other.startListening() }; func startListening() { Task { await listen() } }"))
        #expect(!starts("init() { configure() }; func configure() { x = 1 }"))
    }

    @Test func aClassWithAnAttachedMacroOrAMainActorDeinitReadingItsStateStays() {
        // Swiftfin's `@Stateful` adds the `@Published` state @Observable would not see; CodeEdit's
        // language-server model reads its task in a deinit, which @Observable's main-actor
        // computed properties do not allow in Swift 6 mode.
        let macro = """
            import SwiftUI

            @Stateful
            final class ConnectionManager: ObservableObject {
                @Published var name = ""
            }
            """
        let (macroOutput, macroFindings) = harness(macro, others: [:]).rewrite(macro)
        #expect(macroOutput == macro)
        #expect(macroFindings.contains { $0.message.contains("has the attribute @Stateful, which may be a macro") })

        let deinitReading = """
            import SwiftUI

            @MainActor
            final class ServersModel: ObservableObject {
                @Published var query = ""
                private var searchTask: Task<Void, Never>?

                deinit {
                    searchTask?.cancel()
                }
            }
            """
        let (deinitOutput, deinitFindings) = harness(deinitReading, others: [:]).rewrite(deinitReading)
        #expect(deinitOutput == deinitReading)
        #expect(deinitFindings.contains { $0.message.contains("its deinit reads stored properties") })
        // Not isolated to the main actor, its properties stay readable in the deinit: it migrates.
        let nonisolated = deinitReading.replacingOccurrences(of: "@MainActor\n", with: "")
        #expect(harness(nonisolated, others: [:]).rewrite(nonisolated).output.contains("@Observable"))
    }
}
