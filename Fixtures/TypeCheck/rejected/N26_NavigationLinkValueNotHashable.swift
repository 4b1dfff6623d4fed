// EXPECT: conform to 'Hashable'
import SwiftUI
struct Thing { let id: Int }
struct V: View {
    var body: some View {
        NavigationLink("Go", value: Thing(id: 1))
    }
}
