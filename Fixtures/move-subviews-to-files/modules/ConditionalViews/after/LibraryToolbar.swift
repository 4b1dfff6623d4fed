import SwiftUI

/// The buttons above the list.
struct LibraryToolbar: View {
    @Binding var showsHidden: Bool

    var body: some View {
        HStack {
            Toggle("Hidden", isOn: $showsHidden)
            Button("Sort") {
                showsHidden = false
            }
            Button("Filter") {
                showsHidden = true
            }
        }
        .padding()
    }
}

#if DEBUG
struct LibraryToolbar_Previews: PreviewProvider {
    static var previews: some View {
        LibraryToolbar(showsHidden: .constant(true))
    }
}
#endif
