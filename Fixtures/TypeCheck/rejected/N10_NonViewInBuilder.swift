// EXPECT: does not conform to 'View'
import SwiftUI
struct V: View {
    var body: some View {
        VStack {
            Text("a")
            42
        }
    }
}
