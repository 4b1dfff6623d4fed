// EXPECT: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
import SwiftUI
struct V: View {
    @State private var age = 0
    var body: some View {
        TextField("Age", text: $age)
    }
}
