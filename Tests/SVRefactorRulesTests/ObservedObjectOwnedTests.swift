import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of observed-object-owned: other owners of @ObservedObject, and values that are not
/// created there.
@Suite("observed-object-owned")
struct ObservedObjectOwnedTests {
    let harness = RuleHarness(ObservedObjectOwned.self)

    @Test func dynamicPropertiesAndModifiersCreateTheirObjectsToo() {
        let source = """
            import SwiftUI

            final class Clock: ObservableObject {
                @Published var now = Date()
                init(interval: Double) {}
            }

            struct CurrentDate: DynamicProperty {
                @ObservedObject private var clock: Clock

                init(interval: Double = 1) {
                    self.clock = .init(interval: interval)
                }
            }

            struct Ticking: ViewModifier {
                @ObservedObject var clock = Clock(interval: 1)

                func body(content: Content) -> some View {
                    content
                }
            }
            """
        #expect(harness.rewrite(source).findings.map { String($0.message.prefix(60)) } == [
            "'clock' is @ObservedObject but 'CurrentDate' creates it in i",
            "'clock' is @ObservedObject but 'Ticking' creates it (`Clock(",
        ])
    }

    @Test func valuesThatComeFromElsewhere() {
        let source = """
            import SwiftUI

            final class Model: ObservableObject {
                static func make() -> Model { Model() }
            }

            struct Screen: View {
                @ObservedObject var model: Model
                @ObservedObject var other = Model.make()

                init(model: Model) {
                    _model = ObservedObject(wrappedValue: model)
                    let local = Model()
                    _ = local
                }

                var body: some View {
                    EmptyView()
                }
            }
            """
        #expect(harness.rewrite(source).findings.isEmpty)
    }

    @Test func mayApplyAnswersFromTheModelsEntry() {
        let project = module("struct A { @ObservedObject var m = M() }", others: ["Plain.swift": "// @ObservedObject\nlet text = 1"])
        #expect(ObservedObjectOwned.mayApply(to: project.declarations(inFile: "Screen.swift")!))
        #expect(!ObservedObjectOwned.mayApply(to: project.declarations(inFile: "Plain.swift")!))
    }

    @Test func anAppAndPreviewsCreateTheirObjectsOnce() {
        let source = """
            import SwiftUI

            final class Store: ObservableObject {}

            @main
            struct ShopApp: App {
                @ObservedObject var store = Store()

                var body: some Scene { WindowGroup { Text("Shop") } }
            }

            struct Cart_Previews: PreviewProvider {
                @ObservedObject static var store = Store()
                static var previews: some View { Text("Cart") }
            }

            struct CartView: View {
                @ObservedObject var store = Store()
                var body: some View { Text("Cart") }
            }
            """
        #expect(RuleHarness(ObservedObjectOwned.self).run(source).findings.map(\.line) == [18])
        #expect(RuleHarness(ObservedObjectOwned.self, options: ["previews-and-tests": "true"]).run(source).findings.map(\.line) == [13, 18])
    }
}
