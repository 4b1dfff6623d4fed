// EXPECT: conform to 'Equatable'
import SwiftUI
struct Query { var text: String }
struct V: View {
    @State private var query = Query(text: "")
    var body: some View {
        Text("x").task(id: query) { }
    }
}
