// EXPECT: left side of mutating operator isn't mutable: 'self' is immutable
import SwiftUI
struct V: View {
    var count = 0
    var body: some View {
        Button("Inc") { count += 1 }
    }
}
