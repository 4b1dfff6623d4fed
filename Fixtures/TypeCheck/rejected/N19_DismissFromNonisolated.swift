// MODES: 6
// KIND: warning
// EXPECT: call to main actor-isolated instance method 'callAsFunction()' in a synchronous nonisolated context
import SwiftUI
struct V: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Text("x") }
    nonisolated func close(_ action: DismissAction) {
        action()
    }
}
