// EXPECT: ClosedRange<Int>
import SwiftUI
struct V: View {
    var body: some View {
        VStack {
            ForEach(0...5) { i in
                Text("\(i)")
            }
        }
    }
}
