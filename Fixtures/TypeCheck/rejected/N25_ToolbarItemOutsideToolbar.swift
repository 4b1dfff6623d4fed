// EXPECT: conform to 'View'
import SwiftUI
struct V: View {
    var body: some View {
        VStack {
            ToolbarItem(placement: .topBarTrailing) {
                Button("x") {}
            }
        }
    }
}
