// MODES: 6
// KIND: warning
// EXPECT: main actor-isolated property 'count' can not be mutated from a nonisolated context
import SwiftUI
struct V: View {
    @State private var count = 0
    var body: some View { Text("\(count)") }
    nonisolated func bump() {
        count += 1
    }
}
