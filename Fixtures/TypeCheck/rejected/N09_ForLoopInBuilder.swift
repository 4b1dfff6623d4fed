// EXPECT: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
import SwiftUI
struct V: View {
    let names = ["a", "b"]
    var body: some View {
        VStack {
            for name in names {
                Text(name)
            }
        }
    }
}
