// EXPECT: conform to 'ObservableObject'
import SwiftUI
final class Plain { var x = 0 }
struct V: View {
    @StateObject private var model = Plain()
    var body: some View { Text("\(model.x)") }
}
