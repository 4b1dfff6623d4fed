// EXPECT: cannot convert value of type 'Binding<Bool>' to expected argument type 'FocusState<Bool>.Binding'
import SwiftUI
struct V: View {
    @State private var isFocused = false
    @State private var text = ""
    var body: some View {
        TextField("Text", text: $text)
            .focused($isFocused)
    }
}
