// EXPECT: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
import SwiftUI
struct V: View {
    var flag = false
    var content: some View {
        if flag {
            return Text("a")
        } else {
            return Image(systemName: "b")
        }
    }
    var body: some View { content }
}
