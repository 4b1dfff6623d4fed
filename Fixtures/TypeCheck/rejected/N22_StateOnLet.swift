// EXPECT: property wrapper can only be applied to a 'var'
import SwiftUI
struct V: View {
    @State let count = 0
    var body: some View { Text("\(count)") }
}
