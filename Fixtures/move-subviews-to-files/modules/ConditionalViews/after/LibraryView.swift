import SwiftUI

struct LibraryView: View {
    @State private var showsHidden = false
    let titles: [String]

    var body: some View {
        NavigationStack {
            List(titles, id: \.self) { title in
                Text(title)
            }
            .toolbar {
                LibraryToolbar(showsHidden: $showsHidden)
            }
            #if os(macOS)
            KeyboardHints(showsHidden: showsHidden)
            #endif
        }
    }
}

#if os(macOS)
/// Shortcuts that only a keyboard has.
struct KeyboardHints: View {
    let showsHidden: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("⌘F Find")
            Text("⌘N New")
            if showsHidden {
                Text("⌘H Hide")
            }
        }
        .font(.caption)
    }
}
#else
struct KeyboardHints: View {
    let showsHidden: Bool

    var body: some View {
        EmptyView()
    }
}
#endif

#if os(iOS)
struct TouchHints: View {
    var body: some View { Text("Swipe to delete") }
}
#elseif os(macOS)
struct TouchHints: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Right-click to delete")
            Text("Drag to reorder")
            Text("Double-click to open")
            Text("Option-drag to copy")
            Text("Space to preview")
        }
        .font(.caption)
    }
}
#endif
