// EXPECT: conform to 'Equatable'
import SwiftUI
struct Config { var x = 0 }
struct V: View {
    @State private var config = Config()
    var body: some View {
        Text("x").onChange(of: config) { print("changed") }
    }
}
