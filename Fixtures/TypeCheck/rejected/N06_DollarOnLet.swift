// EXPECT: cannot find '$name' in scope
import SwiftUI
struct V: View {
    let name: String
    var body: some View {
        TextField("Name", text: $name)
    }
}
