import SVRefactorCore

/// The check's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests):
/// those with findings trigger the check, the others show what it leaves alone. The views that
/// hold the classes are in the same file here; the check finds them in any file of the module.
enum ObservableMainActorExamples {
    static let all: [RuleExample] = [
        .untouched(
            "An @Observable model a view keeps as @State, without @MainActor: reported at the class",
            source: """
                import SwiftUI

                @Observable
                final class CounterModel {
                    var count = 0

                    func increment() {
                        count += 1
                    }
                }

                struct CounterView: View {
                    @State private var model = CounterModel()

                    var body: some View {
                        Button("Add \\(model.count)") { model.increment() }
                    }
                }
                """,
            findings: ["4:13: 'CounterModel' is @Observable but not @MainActor, and SwiftUI keeps it as @State (CounterView.model in Example.swift): mark the class @MainActor"]),
        .untouched(
            "Held by an app as its state: the same",
            source: """
                import SwiftUI

                @Observable
                final class AppModel {
                    var isSignedIn = false
                }

                struct NotesApp: App {
                    @State private var model: AppModel

                    init() {
                        _model = State(initialValue: AppModel())
                    }

                    var body: some Scene {
                        WindowGroup {
                            Text(model.isSignedIn ? "Welcome" : "Sign in")
                        }
                    }
                }
                """,
            findings: ["4:13: 'AppModel' is @Observable but not @MainActor, and SwiftUI keeps it as @State (NotesApp.model in Example.swift)"]),
        .untouched(
            "Non-ASCII text before the class on its line: the column counts UTF-8 bytes",
            source: """
                import SwiftUI

                /* 🧮 Zähler */ @Observable final class CounterModel {
                    var count = 0
                }

                struct CounterView: View {
                    @State private var model = CounterModel()

                    var body: some View {
                        Text("\\(model.count)")
                    }
                }
                """,
            findings: ["3:44: 'CounterModel' is @Observable but not @MainActor"]),
        .untouched(
            "Marked @MainActor, as the guidance asks",
            source: """
                import SwiftUI

                @MainActor
                @Observable
                final class CounterModel {
                    var count = 0
                }

                struct CounterView: View {
                    @State private var model = CounterModel()

                    var body: some View {
                        Text("\\(model.count)")
                    }
                }
                """),
        .untouched(
            "Isolated through its superclass",
            source: """
                import SwiftUI

                @MainActor
                class BaseModel {}

                @Observable
                final class CounterModel: BaseModel {
                    var count = 0
                }

                struct CounterView: View {
                    @State private var model = CounterModel()

                    var body: some View {
                        Text("\\(model.count)")
                    }
                }
                """),
        .untouched(
            "Received rather than owned (`let`, `@Bindable`), or Sendable by its own design: left alone",
            source: """
                import SwiftUI

                @Observable
                final class Draft {
                    var text = ""
                }

                struct DraftEditor: View {
                    @Bindable var draft: Draft

                    var body: some View {
                        TextField("Text", text: $draft.text)
                    }
                }

                @Observable
                final class Clock: @unchecked Sendable {
                    var tick = 0
                }

                struct ClockView: View {
                    @State private var clock = Clock()

                    var body: some View {
                        Text("\\(clock.tick)")
                    }
                }
                """),
        .untouched(
            "The class commented out: comments are not code",
            source: """
                import SwiftUI

                // @Observable
                // final class CounterModel {
                //     var count = 0
                // }

                struct CounterView: View {
                    @State private var count = 0

                    var body: some View {
                        Text("\\(count)")
                    }
                }
                """),
    ]
}
