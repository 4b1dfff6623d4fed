// EXPECT: conform to 'BinaryFloatingPoint'
import SwiftUI
struct V: View {
    @State private var value = 5
    var body: some View {
        Slider(value: $value, in: 0...10)
    }
}
