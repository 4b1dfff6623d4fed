// EXPECT: conform to 'Identifiable'
import SwiftUI
struct Item { let name: String }
struct V: View {
    @State private var item: Item?
    var body: some View {
        Text("x").sheet(item: $item) { item in Text(item.name) }
    }
}
