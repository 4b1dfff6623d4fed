// EXPECT: cannot pass function of type '() async -> ()' to parameter expecting synchronous function type
import SwiftUI
struct V: View {
    var body: some View {
        Button("Load") {
            await load()
        }
    }
    func load() async {}
}
