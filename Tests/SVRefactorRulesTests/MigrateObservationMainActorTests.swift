import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// migrate-observation's `@MainActor`: added where every use of the class is shown to be on the
/// main actor (``MainActorAdoption``), else a finding at a class a view keeps as its state, which
/// observable-main-actor would report. Every rewrite here type-checks in Swift 5 and 6 mode.
@Suite("migrate-observation @MainActor")
struct MigrateObservationMainActorTests {
    func harness(_ source: String, options: [String: String] = [:], others: [String: String] = [:]) -> RuleHarness {
        RuleHarness(MigrateObservation.self, options: ["min-ios": "17"].merging(options) { $1 }, project: module(source, others: others))
    }

    static let counterView = """
        struct CounterView: View {
            @StateObject private var counter = Counter()

            var body: some View {
                Button("\\(counter.value)") { counter.increment() }
                    .task { await counter.load() }
            }
        }
        """

    @Test func aClassOnlyViewsUseBecomesMainActor() {
        let source = """
            import SwiftUI

            final class Counter: ObservableObject {
                @Published var value = 0
                private var history: [Int] = []

                func increment() {
                    value += 1
                    history = history.filter { $0 > 0 } + [value]
                }

                func load() async {
                    Task { increment() }
                    DispatchQueue.main.async { self.value = 0 }
                }
            }

            \(Self.counterView)

            struct CounterView_Previews: PreviewProvider {
                static var previews: some View {
                    CounterView()
                        .environmentObject(Counter())
                }
            }
            """
        let harness = harness(source)
        let output = harness.expectCompilingRewrite(source)
        #expect(output.contains("@Observable\n@MainActor\nfinal class Counter {"))
        #expect(harness.rewrite(source).findings.isEmpty)
        // A `#Preview` is on the main actor too (the stub cannot expand the macro: not compiled).
        let preview = source.replacingOccurrences(
            of: "struct CounterView_Previews: PreviewProvider {\n    static var previews: some View {", with: "#Preview {\n    do {")
        #expect(preview.contains("#Preview"))
        #expect(self.harness(preview).rewrite(preview).output.contains("@Observable\n@MainActor\nfinal class Counter {"))
    }

    @Test func aClassAnotherMigratingClassHoldsGoesAsThatClassGoes() {
        let source = """
            import SwiftUI

            final class Counter: ObservableObject {
                @Published var value = 0
                func increment() { value += 1 }
                func load() async {}
            }

            final class AppModel: ObservableObject {
                let counter = Counter()
            }

            \(Self.counterView)

            struct RootView: View {
                @StateObject private var model = AppModel()
                var body: some View { Text("\\(model.counter.value)") }
            }
            """
        let output = harness(source).expectCompilingRewrite(source)
        #expect(output.contains("@Observable\n@MainActor\nfinal class Counter {"))
        #expect(output.contains("@Observable\n@MainActor\nfinal class AppModel {"))
        // A service that is not on the main actor holds the model: neither class takes it.
        let withService = source + "\n\nfinal class Sync {\n    let model = AppModel()\n}\n"
        let run = harness(withService).rewrite(withService)
        #expect(!run.output.contains("@MainActor"))
        #expect(run.findings.map(\.message).contains {
            $0.hasPrefix("'AppModel' becomes @Observable without @MainActor, which observable-main-actor reports since RootView.model")
                && $0.contains("'Sync' (Screen.swift) names it, and is not on the main actor")
        })
        #expect(run.findings.map(\.message).contains { $0.hasPrefix("'Counter' becomes @Observable without @MainActor") && $0.contains("'AppModel' (Screen.swift) names it") })
    }

    @Test(arguments: [
        ("let shared = Counter()\n", "Screen.swift names it at file scope (a global or a free function), which is not on the main actor"),
        ("func makeCounter() -> Counter { Counter() }\n", "Screen.swift names it at file scope"),
        ("final class Worker {\n    func run() { DispatchQueue.global().async { print(1) } }\n}\n", "Screen.swift uses a global dispatch queue, where the class may be used"),
        ("struct Loader {\n    nonisolated func load() {}\n}\n", "Screen.swift has nonisolated code"),
    ])
    func aUseOffTheMainActorKeepsTheClassAsItWas(extra: String, reason: String) {
        expectNoMainActor(in: Self.counterModule(after: extra), because: reason)
    }

    @Test(arguments: [
        ("    deinit { print(value) }\n", "it has a deinit, which does not run on the main actor"),
        ("    func fetch(_ session: URLSession, _ url: URL) { session.dataTask(with: url) { _, _, _ in self.value = 1 }.resume() }\n", "it hands a closure to 'dataTask'"),
        ("    var onChange: () -> Void = {}\n", "it keeps or passes on a closure"),
        ("    nonisolated func describe() -> String { \"counter\" }\n", "has nonisolated code"),
    ])
    func theClassesOwnCodeOffTheMainActorKeepsItAsItWas(member: String, reason: String) {
        expectNoMainActor(in: Self.counterModule(member: member), because: reason)
    }

    /// `Counter` (with `member` added) held by `CounterView`, then `after`.
    static func counterModule(member: String = "", after: String = "") -> String {
        """
        import SwiftUI

        final class Counter: ObservableObject {
            @Published var value = 0
            func increment() { value += 1 }
            func load() async {}
        \(member)}

        \(counterView)

        \(after)
        """
    }

    func expectNoMainActor(in source: String, because reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = harness(source).rewrite(source)
        #expect(!run.output.contains("@MainActor"), sourceLocation: sourceLocation)
        #expect(run.findings.map(\.message).contains { $0.contains(reason) }, "\(run.findings.map(\.message))", sourceLocation: sourceLocation)
    }

    @Test func conformancesOtherThanIdentifiableThroughALetKeepTheClassAsItWas() {
        let identifiable = """
            import SwiftUI

            final class Counter: ObservableObject, Identifiable {
                let id = UUID()
                @Published var value = 0
                func increment() { value += 1 }
                func load() async {}
            }

            \(Self.counterView)
            """
        #expect(harness(identifiable).expectCompilingRewrite(identifiable).contains("@Observable\n@MainActor\nfinal class Counter: Identifiable {"))
        let hashable = identifiable.replacingOccurrences(of: "ObservableObject, Identifiable {", with: "ObservableObject, Hashable {")
            .replacingOccurrences(of: "    let id = UUID()\n", with: "    let id = UUID()\n    static func == (a: Counter, b: Counter) -> Bool { a.id == b.id }\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n")
        let run = harness(hashable).rewrite(hashable)
        #expect(!run.output.contains("@MainActor"))
        #expect(run.findings.map(\.message).contains { $0.contains("it inherits from or conforms to 'Hashable', whose requirements may not be isolated") })
    }

    @Test func theOptionAddsItAlwaysOrNever() {
        let source = Self.counterModule(after: "let shared = Counter()\n")
        #expect(!harness(source).rewrite(source).output.contains("@MainActor"))
        let always = harness(source, options: ["add-main-actor": "true"]).rewrite(source)
        #expect(always.output.contains("@Observable\n@MainActor\nfinal class Counter {") && always.findings.isEmpty)
        let never = harness("import SwiftUI\n\nfinal class Counter: ObservableObject {\n    @Published var value = 0\n}\n", options: ["add-main-actor": "false"])
            .rewrite("import SwiftUI\n\nfinal class Counter: ObservableObject {\n    @Published var value = 0\n}\n")
        #expect(!never.output.contains("@MainActor") && never.findings.isEmpty)
    }

    /// Across files: the view's file names the class inside a view; a test file names it in a
    /// test case that is not on the main actor.
    @Test func usesInOtherFilesCount() {
        let model = "import Combine\n\nfinal class Counter: ObservableObject {\n    @Published var value = 0\n}\n"
        let view = "import SwiftUI\n\nstruct CounterView: View {\n    @StateObject private var counter = Counter()\n    var body: some View { Text(\"\\(counter.value)\") }\n}\n"
        let viewsOnly = harness(model, others: ["CounterView.swift": view]).rewrite(model)
        #expect(viewsOnly.output.contains("@Observable\n@MainActor\nfinal class Counter {"))
        let test = "import XCTest\n\nfinal class CounterTests: XCTestCase {\n    func testValue() { XCTAssertEqual(Counter().value, 0) }\n}\n"
        let tested = harness(model, others: ["CounterView.swift": view, "CounterTests.swift": test]).rewrite(model)
        #expect(!tested.output.contains("@MainActor"))
        #expect(tested.findings.map(\.message).contains {
            $0.hasPrefix("'Counter' becomes @Observable without @MainActor, which observable-main-actor reports since CounterView.counter in CounterView.swift keeps it as its state: 'CounterTests' (CounterTests.swift) names it, and is not on the main actor")
        })
    }
}
