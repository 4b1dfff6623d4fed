import SwiftUI

struct NotesApp: App {
    @State private var model: AppModel

    init() {
        _model = State(initialValue: AppModel())
    }

    var body: some Scene {
        WindowGroup {
            CounterScreen()
                .environment(model)
        }
    }
}
