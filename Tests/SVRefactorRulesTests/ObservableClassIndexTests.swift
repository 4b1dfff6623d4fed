import SVRefactorCore
@testable import SVRefactorRules
import Testing

/// migrate-observation's first step: which classes of a module are `ObservableObject`s, and which
/// uses block their move to `@Observable`.
@Suite("ObservableClassIndex")
struct ObservableClassIndexTests {
    func index(_ files: [String: String]) -> ObservableClassIndex {
        let project = ProjectModel.parsing(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        return ObservableClassIndex(module: ModuleLookup(path: files.keys.sorted()[0], local: nil, project: project))
    }

    func blockers(_ index: ObservableClassIndex) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: index.candidates.map { ($0.qualifiedName, $0.blockers.map(\.description)) })
    }

    @Test func aStoreReadThroughBindingsInViewsMigrates() {
        let index = index([
            "Settings.swift": """
                import Combine
                final class Settings: ObservableObject {
                    @Published var name = ""
                    @Published private(set) var count = 0 { didSet { print(count) } }
                    static let shared = Settings()
                }
                """,
            "SettingsView.swift": """
                import SwiftUI
                struct SettingsView: View {
                    @ObservedObject var settings: Settings
                    @State private var query = ""
                    var body: some View {
                        TextField("Name", text: $settings.name)
                        TextField("Query", text: $query)
                    }
                }
                """,
        ])
        #expect(index.candidates.map(\.qualifiedName) == ["Settings"])
        #expect(index.candidates.first?.publishedProperties == ["name", "count"])
        #expect(blockers(index) == ["Settings": []])
    }

    @Test func publishersAndObjectWillChangeBlockTheirClassWithTheirPlaces() {
        let index = index([
            "Search.swift": """
                final class Search: ObservableObject {
                    @Published var query = ""
                    init() {
                        $query.debounce(for: 1, scheduler: RunLoop.main).sink { _ in }
                    }
                }
                final class Counter: ObservableObject {
                    var count = 0
                    func increment() {
                        count += 1
                        objectWillChange.send()
                    }
                }
                final class Quiet: ObservableObject {
                    @Published var value = 0
                }
                """,
            "Screen.swift": """
                struct Screen: View {
                    let counter: Counter
                    var body: some View {
                        Text("").onReceive(counter.objectWillChange) { _ in }
                    }
                }
                """,
        ])
        #expect(blockers(index) == [
            "Search": ["Search.swift:4:9: uses the publisher $query, which @Observable properties do not have"],
            "Counter": [
                "Screen.swift:4:36: may use objectWillChange of 'Counter', which @Observable classes do not have",
                "Search.swift:11:9: uses objectWillChange, which @Observable classes do not have",
            ],
            "Quiet": [],
        ])
    }

    @Test func hierarchiesProtocolsAndOtherWrappersBlock() {
        let index = index([
            "Models.swift": """
                protocol Store: ObservableObject {}
                class Base: ObservableObject {
                    @Published var value = 0
                }
                final class Derived: Base {}
                final class Library: Store {}
                final class Preferences: ObservableObject {
                    @AppStorage("theme") var theme = "light"
                }
                """,
            "Conformance.swift": """
                final class Later {
                    @Published var value = 0
                }
                extension Later: ObservableObject {}
                """,
        ])
        #expect(blockers(index) == [
            "Base": ["Models.swift:2:7: has the subclass 'Derived'; migrate the hierarchy by hand"],
            "Library": ["Models.swift:6:13: conforms to 'Store', which requires ObservableObject"],
            "Preferences": ["Models.swift:7:13: 'theme' uses the property wrapper @AppStorage, which @Observable classes cannot hold"],
            "Later": [],
        ])
    }

    /// A wrapper or a `.environmentObject(…)` argument whose type syntax cannot tell blocks every
    /// class the file names; `$settings` on an environment object does not (it gets a `@Bindable` local).
    @Test func usesWhoseTypeSyntaxCannotTellBlock() {
        let index = index([
            "Models.swift": """
                final class Settings: ObservableObject {
                    @Published var name = ""
                }
                final class Session: ObservableObject {}
                """,
            "Views.swift": """
                struct SettingsView: View {
                    @EnvironmentObject var settings: Settings
                    @StateObject var session = makeSession()
                    var body: some View {
                        TextField("Name", text: $settings.name)
                            .environmentObject(Session())
                            .environmentObject(makeSettings())
                    }
                }
                """,
        ])
        let untyped = "Views.swift:7:13: calls .environmentObject(…) with an argument whose type svrefactor cannot tell; pass a property with a written type"
        #expect(blockers(index)["Settings"] == [
            "Views.swift:1:8: 'SettingsView.session' is @StateObject with a type svrefactor cannot tell; write its type",
            untyped,
        ])
        #expect(blockers(index)["Session"] == [
            "Views.swift:1:8: 'SettingsView.session' is @StateObject with a type svrefactor cannot tell; write its type", untyped,
        ])
        // `Session()` is typed: the modifier becomes `.environment(…)` if Session migrates.
        #expect(index.environmentModifiers == [ObservableClassIndex.Site(file: "Views.swift", line: 6, column: 13): "Session"])
    }

    @Test func aPublicLazyVarBlocksAndAPrivateOneDoesNot() {
        let index = index([
            "Models.swift": """
                import Combine
                final class Feed: ObservableObject {
                    lazy var formatter = DateFormatter()
                }
                final class Cache: ObservableObject {
                    private lazy var formatter = DateFormatter()
                    @ObservationIgnored lazy var other = DateFormatter()
                }
                """
        ])
        #expect(blockers(index)["Cache"] == [])
        #expect(blockers(index)["Feed"] == [
            "Models.swift:2:13: 'formatter' is a lazy var, which @Observable cannot track; make it private (svrefactor then marks it @ObservationIgnored) or migrate by hand"
        ])
    }

    @Test func observableObjectAsAConstraintBlocksTheClassesThatMayReachIt() {
        let index = index([
            "Models.swift": """
                import Combine
                final class Store: ObservableObject {}
                final class Other: ObservableObject {}
                """,
            "Cache.swift": """
                import Combine
                final class ObjectCache<T: ObservableObject> {
                    var objects: [T] = []
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    let cache = ObjectCache<Store>()
                    var body: some View { Text("") }
                }
                """,
        ])
        #expect(blockers(index)["Store"] == [
            "Cache.swift:2:28: writes 'ObservableObject' as a type, constraint or call, which 'Store' would no longer satisfy as an @Observable class"
        ])
        #expect(blockers(index)["Other"] == [])
    }

    @Test func wrapperStorageMigratesOnlyWhenAssignedInAFormTheRewriterKnows() {
        let index = index([
            "Store.swift": """
                import Combine
                final class Store: ObservableObject {}
                final class Model: ObservableObject {}
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @StateObject private var store: Store
                    @ObservedObject var model: Model
                    init(store: Store, model: Model) {
                        _store = StateObject(wrappedValue: store)
                        self._model = .init(initialValue: model)
                    }
                    var body: some View { Text("\\(_model.wrappedValue)") }
                }
                """,
        ])
        #expect(blockers(index)["Store"] == [])
        #expect(blockers(index)["Model"] == [
            "Screen.swift:9:35: uses the @ObservedObject storage '_model' of 'Screen' (reads it), which svrefactor cannot migrate; only `_model = ObservedObject(wrappedValue: …)` in an init can"
        ])
    }

    @Test func codableBlocksUnlessTheClassWritesItsCodingItself() {
        let index = index([
            "Models.swift": """
                import Combine
                final class Synthesized: ObservableObject, Codable {
                    var name = ""
                }
                final class Written: ObservableObject, Codable {
                    var name = ""
                    enum CodingKeys: String, CodingKey { case _name = "name" }
                    init(from decoder: Decoder) throws {}
                    func encode(to encoder: Encoder) throws {}
                }
                """
        ])
        #expect(blockers(index)["Written"] == [])
        #expect(blockers(index)["Synthesized"] == [
            "Models.swift:2:13: conforms to Codable, whose synthesized coding would use the '_name' storage @Observable creates; write CodingKeys, init(from:) and encode(to:) yourself, or migrate by hand"
        ])
    }
}
