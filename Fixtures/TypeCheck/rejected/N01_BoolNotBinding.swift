// EXPECT: cannot convert value 'flag' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI
struct V: View {
    @State private var flag = false
    var body: some View {
        Toggle("x", isOn: flag)
    }
}
