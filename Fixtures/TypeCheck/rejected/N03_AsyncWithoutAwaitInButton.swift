// EXPECT: 'async' call in a function that does not support concurrency
import SwiftUI
struct V: View {
    @State private var items: [String] = []
    var body: some View {
        Button("Reload") {
            reload()
        }
    }
    func reload() async { items = [] }
}
