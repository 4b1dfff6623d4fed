import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// migrate-observation (issue 11, in progress; not registered yet): the class side.
@Suite("migrate-observation")
struct MigrateObservationTests {
    func harness(_ source: String, others: [String: String] = [:]) -> RuleHarness {
        RuleHarness(MigrateObservation.self, project: module(source, others: others))
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
            import Combine
            import Observation

            @Observable
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
        let migrated = RuleHarness(MigrateObservation.self, project: module(store, others: ["Conformance.swift": conformance]))
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
            "'Search' stays an ObservableObject: Screen.swift:6:9: uses the publisher $query, which @Observable properties do not have; "
                + "Screen.swift:8:20: uses objectWillChange, which @Observable classes do not have; change or remove these uses to migrate it"
        ])
    }
}
