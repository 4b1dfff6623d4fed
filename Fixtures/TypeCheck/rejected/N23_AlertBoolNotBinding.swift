// EXPECT: cannot convert value 'show' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI
struct V: View {
    @State private var show = false
    var body: some View {
        Text("x").alert("Title", isPresented: show) {
            Button("OK") {}
        }
    }
}
