// EXPECT: has no member 'resizable'
import SwiftUI
struct V: View {
    var body: some View {
        Text("x").resizable()
    }
}
