import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum ObservedObjectOwnedExamples {
    static let untouched: [RuleExample] = [
        .untouched(
            "The view creates its observed object",
            source: #"""
                import SwiftUI

                final class TimerModel: ObservableObject {
                    @Published var seconds = 0
                }

                struct TimerView: View {
                    @ObservedObject var model = TimerModel()

                    var body: some View {
                        Text("\(model.seconds)")
                    }
                }
                """#,
            findings: ["8:5: 'model' is @ObservedObject but 'TimerView' creates it (`TimerModel()`)"]),
        .untouched(
            "Created in the view's init",
            source: #"""
                import SwiftUI

                final class SearchModel: ObservableObject {
                    @Published var query: String

                    init(query: String) {
                        self.query = query
                    }
                }

                struct SearchView: View {
                    @ObservedObject private var model: SearchModel
                    @ObservedObject private var history: SearchModel

                    init(query: String) {
                        _model = ObservedObject(wrappedValue: SearchModel(query: query))
                        self.history = .init(query: "")
                    }

                    var body: some View {
                        Text(model.query + history.query)
                    }
                }
                """#,
            findings: [
                "16:9: 'model' is @ObservedObject but 'SearchView' creates it in its init (`SearchModel(query: query)`)",
                "17:9: 'history' is @ObservedObject but 'SearchView' creates it in its init (`.init(query: \"\")`)",
            ]),
        .untouched(
            "Comments around it, non-ASCII text before it on the line",
            source: #"""
                import SwiftUI

                final class Greeter: ObservableObject {
                    @Published var name = ""
                }

                struct GreetingView: View {
                    let title = "Grüße 👋"; /* a */ @ObservedObject var greeter = Greeter() // b

                    var body: some View {
                        Text(title + greeter.name)
                    }
                }
                """#,
            findings: ["8:41: 'greeter' is @ObservedObject but 'GreetingView' creates it (`Greeter()`)"]),
        .untouched(
            "Objects that come from elsewhere",
            source: #"""
                import SwiftUI

                @MainActor
                final class Store: ObservableObject {
                    static let shared = Store()
                    @Published var count = 0
                }

                struct CountView: View {
                    @ObservedObject var store: Store
                    @ObservedObject var shared = Store.shared
                    @StateObject private var owned = Store()

                    var body: some View {
                        Text("\(store.count + shared.count + owned.count)")
                    }
                }
                """#),
    ]
}
