import SwiftUI

struct AdvancedSettings: View {
    @State private var expanded = true
    @State private var color = Color.blue
    @State private var opacity = 1.0

    var body: some View {
        Form {
            DisclosureGroup("Advanced", isExpanded: $expanded) {
                ColorPicker("Tint", selection: $color)
                Slider(value: $opacity)
            }
            DisclosureGroup {
                Text("Hidden content")
            } label: {
                Label("More", systemImage: "ellipsis")
            }
        }
        .tint(color)
    }
}
