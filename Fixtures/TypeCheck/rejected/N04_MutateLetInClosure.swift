// EXPECT: left side of mutating operator isn't mutable: 'count' is a 'let' constant
import SwiftUI
struct V: View {
    let count: Int
    var body: some View {
        Button("Inc") {
            count += 1
        }
    }
}
