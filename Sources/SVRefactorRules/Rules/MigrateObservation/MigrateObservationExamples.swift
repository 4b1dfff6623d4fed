import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests);
/// each runs as a module of one file. `min-ios` is set because a lone file has no `Package.swift`.
enum MigrateObservationExamples {
    static let rewrites: [RuleExample] = [
        .rewrite(
            "A store, the view that owns it, a child that takes bindings and one that only reads",
            before: #"""
                import SwiftUI

                /// The library the user browses.
                @MainActor
                final class LibraryModel: ObservableObject {
                    @Published var filter = ""
                    @Published private(set) var books: [String] = [] {
                        didSet { print("\(books.count) books") }
                    }

                    func reload() {
                        books = ["Dune", "Emma"]
                    }
                }

                struct LibraryScreen: View {
                    @StateObject private var library = LibraryModel()

                    var body: some View {
                        VStack {
                            FilterField(library: library)
                            BookCount(library: library)
                        }
                        .onAppear { library.reload() }
                    }
                }

                struct FilterField: View {
                    @ObservedObject var library: LibraryModel

                    var body: some View {
                        TextField("Filter", text: $library.filter)
                    }
                }

                struct BookCount: View {
                    @ObservedObject var library: LibraryModel

                    var body: some View {
                        Text("\(library.books.count) books")
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                /// The library the user browses.
                @Observable
                @MainActor
                final class LibraryModel {
                    var filter = ""
                    private(set) var books: [String] = [] {
                        didSet { print("\(books.count) books") }
                    }

                    func reload() {
                        books = ["Dune", "Emma"]
                    }
                }

                struct LibraryScreen: View {
                    @State private var library = LibraryModel()

                    var body: some View {
                        VStack {
                            FilterField(library: library)
                            BookCount(library: library)
                        }
                        .onAppear { library.reload() }
                    }
                }

                struct FilterField: View {
                    @Bindable var library: LibraryModel

                    var body: some View {
                        TextField("Filter", text: $library.filter)
                    }
                }

                struct BookCount: View {
                    let library: LibraryModel

                    var body: some View {
                        Text("\(library.books.count) books")
                    }
                }
                """#,
            options: ["min-ios": "17"]),
        .rewrite(
            "An environment object, with a binding taken from it and the modifier that injects it",
            before: #"""
                import SwiftUI

                final class SettingsStore: ObservableObject {
                    @Published var displayName = ""
                }

                struct SettingsRoot: View {
                    @StateObject private var settings = SettingsStore()

                    var body: some View {
                        SettingsForm()
                            .environmentObject(settings)
                    }
                }

                struct SettingsForm: View {
                    @EnvironmentObject private var settings: SettingsStore

                    var body: some View {
                        Form {
                            TextField("Name", text: $settings.displayName)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                @Observable
                @MainActor
                final class SettingsStore {
                    var displayName = ""
                }

                struct SettingsRoot: View {
                    @State private var settings = SettingsStore()

                    var body: some View {
                        SettingsForm()
                            .environment(settings)
                    }
                }

                struct SettingsForm: View {
                    @Environment(SettingsStore.self) private var settings

                    var body: some View {
                        @Bindable var settings = settings
                        Form {
                            TextField("Name", text: $settings.displayName)
                        }
                    }
                }
                """#,
            options: ["min-ios": "17"]),
        .rewrite(
            "Wrappers created in init, a private lazy cache, and a model file that needs the Observation import",
            before: #"""
                import Foundation
                import Combine

                final class ProfileModel: ObservableObject {
                    let userID: String
                    @Published var name = ""
                    private lazy var formatter = DateFormatter()

                    init(userID: String) {
                        self.userID = userID
                    }
                }

                #if canImport(SwiftUI)
                import SwiftUI

                struct ProfileScreen: View {
                    @StateObject private var model: ProfileModel

                    init(userID: String) {
                        _model = StateObject(wrappedValue: ProfileModel(userID: userID))
                    }

                    var body: some View {
                        ProfileHeader(model: model)
                    }
                }

                struct ProfileHeader: View {
                    @ObservedObject var model: ProfileModel

                    init(model: ProfileModel) {
                        _model = ObservedObject(wrappedValue: model)
                    }

                    var body: some View {
                        Text(model.name)
                    }
                }
                #endif
                """#,
            after: #"""
                import Foundation
                import Observation

                @Observable
                @MainActor
                final class ProfileModel {
                    let userID: String
                    var name = ""
                    @ObservationIgnored private lazy var formatter = DateFormatter()

                    init(userID: String) {
                        self.userID = userID
                    }
                }

                #if canImport(SwiftUI)
                import SwiftUI

                struct ProfileScreen: View {
                    @State private var model: ProfileModel

                    init(userID: String) {
                        _model = State(initialValue: ProfileModel(userID: userID))
                    }

                    var body: some View {
                        ProfileHeader(model: model)
                    }
                }

                struct ProfileHeader: View {
                    let model: ProfileModel

                    init(model: ProfileModel) {
                        self.model = model
                    }

                    var body: some View {
                        Text(model.name)
                    }
                }
                #endif
                """#,
            options: ["min-ios": "17"]),
        .rewrite(
            "A model that code off the main actor also uses keeps its isolation, with a finding that says why",
            before: #"""
                import SwiftUI

                final class DownloadQueue: ObservableObject {
                    @Published var pending: [URL] = []
                }

                final class DownloadService {
                    let queue = DownloadQueue()
                }

                struct DownloadsScreen: View {
                    @StateObject private var queue = DownloadQueue()

                    var body: some View {
                        Text("\(queue.pending.count) pending")
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                @Observable
                final class DownloadQueue {
                    var pending: [URL] = []
                }

                final class DownloadService {
                    let queue = DownloadQueue()
                }

                struct DownloadsScreen: View {
                    @State private var queue = DownloadQueue()

                    var body: some View {
                        Text("\(queue.pending.count) pending")
                    }
                }
                """#,
            findings: [
                "3:13: 'DownloadQueue' becomes @Observable without @MainActor, which observable-main-actor reports since DownloadsScreen.queue in Example.swift keeps it as its state: 'DownloadService' (Example.swift) names it, and is not on the main actor"
            ],
            options: ["min-ios": "17"]),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "A Combine pipeline on a @Published property: @Observable properties have no publisher",
            source: #"""
                import SwiftUI

                final class SearchModel: ObservableObject {
                    @Published var query = ""
                    @Published private(set) var results: [String] = []
                    private var cancellables = Set<AnyCancellable>()

                    init() {
                        $query
                            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                            .sink { [weak self] query in self?.results = [query] }
                            .store(in: &cancellables)
                    }
                }

                struct SearchScreen: View {
                    @StateObject private var search = SearchModel()

                    var body: some View {
                        List(search.results, id: \.self) { Text($0) }
                    }
                }
                """#,
            findings: ["uses the publisher $query, which @Observable properties do not have"],
            options: ["min-ios": "17"]),
        .untouched(
            "objectWillChange, sent by hand",
            source: #"""
                import SwiftUI

                final class DownloadQueue: ObservableObject {
                    private(set) var pending: [URL] = []

                    func add(_ url: URL) {
                        objectWillChange.send()
                        pending.append(url)
                    }
                }
                """#,
            findings: ["'DownloadQueue' stays an ObservableObject until these change:"],
            options: ["min-ios": "17"]),
        .untouched(
            "A module whose deployment target is unknown or older than iOS 17",
            source: #"""
                import SwiftUI

                final class Counter: ObservableObject {
                    @Published var value = 0
                }
                """#,
            findings: ["'Counter' stays an ObservableObject: svrefactor found no Package.swift, Xcode project, XcodeGen project.yml or Tuist Project.swift"]),
    ]
}

let migrateObservationRationale = """
    The SwiftUI guidance tells teams on iOS 17 and later to use Observation: an `@Observable` class \
    instead of `ObservableObject` with `@Published`, `@State` instead of `@StateObject`, a plain \
    property (or `@Bindable` where bindings are taken) instead of `@ObservedObject`, \
    `@Environment(T.self)` instead of `@EnvironmentObject`. Views then update when a property they \
    read changes, not whenever anything in the object does. Done by hand it is many small edits in \
    many files, and one missed use does not compile.

    The rule works on the whole module (the files the CLI indexes, see `--index-root`). For every \
    class that conforms to `ObservableObject` (directly, through an extension in any file, or \
    through a protocol of the module), it rewrites, in every file:
    - the class: `@Observable` on its own line above it (or before `@MainActor` when that is on the \
    class's line), `ObservableObject` out of its inheritance \
    clause (an extension left empty goes), `@Published` removed with `private(set)`, `didSet` and \
    comments kept, `@ObservationIgnored` on a private `lazy var` (the macro cannot track one), and \
    `import Observation` where the file imports neither SwiftUI nor Observation (in place of an \
    `import Combine` that nothing else in the file uses, which goes in any case). Stored \
    properties that were not `@Published` become observed too: a view that reads one now updates \
    when it changes, which is what it showed stale before; mark one `@ObservationIgnored` where \
    that is not wanted. `@MainActor` follows `@Observable`, as the guidance recommends and \
    observable-main-actor asks, where the module shows that every use of the class is on the main \
    actor: every type whose code names it is a view, an `App`, a preview, a `@MainActor` type or \
    another class that takes `@MainActor` in the same run (never a global, a free function, a \
    service or a test case); no file that names it uses `DispatchQueue.global`, a queue of its own, \
    `Task.detached`, threads or `nonisolated` code; it is declared and extended in one file, with \
    no conformance but `Identifiable` through a `let id`; and its own code has no `deinit` and hands \
    closures only to calls that run them in place (`map`, `filter`, …) or on its actor (`Task { }`, \
    `withAnimation`). Its `async` methods then run on the main actor too, awaiting what they call. \
    Otherwise the class keeps its isolation, and when a view keeps it as its state a finding at \
    the class says why. `--option add-main-actor=true` adds it always, `false` never;
    - `@StateObject var m = M()` → `@State var m = M()`, `_m = StateObject(wrappedValue: …)` → \
    `_m = State(initialValue: …)`. Unlike `@StateObject`, `@State` evaluates its initial value each \
    time the view is initialized and keeps the first, so a class whose `init` starts work (a \
    `Task`, a timer, a subscription, an observer, a dispatch, itself or through a method of the \
    class it calls) or calls any function (`loadCertificates()`, a query; the standard library's \
    value transforms such as `map` and `sorted`, and `UserDefaults`' getters, aside), and that a \
    `@StateObject` holds, stays \
    an `ObservableObject`, with a finding: every discarded copy would do that work again;
    - a private property that reads a shared instance (`@StateObject private var m = M.shared`, \
    `@ObservedObject private var m = .shared`) → `private let m = M.shared`;
    - `@ObservedObject var m: M` → `@Bindable var m: M` when the view's code (in any file) takes \
    `$m`, else `let m: M`; `_m = ObservedObject(wrappedValue: m)` → `self.m = m` (or \
    `_m = Bindable(wrappedValue: m)`);
    - `@EnvironmentObject var m: M` → `@Environment(M.self) var m`, access level kept; a body or \
    method that takes `$m.x` starts with `@Bindable var m = m`, as Observation requires;
    - `.environmentObject(m)` → `.environment(m)` when `m` holds a migrated class (a property with a \
    written type, a type's initializer or a static property).

    A class stays as it is, with every use, and one finding at its declaration (in each file of the \
    run that declares or uses it) lists every blocking use as `path:line:col` with what to change, when:
    - it uses `objectWillChange`, or code anywhere uses a `$published` publisher of it \
    (`$query.debounce`, `model.$value` in `.onReceive`);
    - it is `public` or `open`: another module may observe it as an `ObservableObject`;
    - it has a superclass or a subclass in the module (migrate a hierarchy by hand);
    - a class (a representable's `Coordinator`) holds it through `@ObservedObject` or \
    `@StateObject`, where the wrapper updates nothing: make it a plain property;
    - it conforms to a protocol that requires `ObservableObject`, or the module writes \
    `ObservableObject`, `ObservedObject<M>` and the like as a type or constraint where it may reach;
    - it holds another property wrapper (`@AppStorage`) or a non-private `lazy var`;
    - it has an attribute that may be a macro (`@Stateful`): `@Observable` does not see members \
    another macro adds;
    - it is main-actor isolated (`@MainActor`, or the module's default isolation) and its `deinit` \
    reads a stored property: `@Observable` makes them computed properties isolated to the main \
    actor, which a deinit cannot read in Swift 6 mode;
    - it conforms to `Codable` without writing `CodingKeys`, `init(from:)` and `encode(to:)`: the \
    macro stores `name` as `_name`, which changes synthesized coding keys;
    - a use's type cannot be told from syntax: an untyped `@StateObject var m = makeModel()`, \
    `.environmentObject(makeStore())`, `_m` used other than assigned in `init`;
    - a file that declares, names or uses it is not part of the run (a single-file run, `--exclude`): \
    a class moves with all its files or not at all.

    It is opt-in, and it refuses (with a finding per class) unless the module requires iOS 17, \
    macOS 14, tvOS 17, watchOS 10 or later: it reads `platforms:` from `Package.swift`, or the \
    deployment targets from the Xcode project, and `--option min-ios=17` overrides both. Without \
    the module (`--no-index`) it changes nothing.
    """
