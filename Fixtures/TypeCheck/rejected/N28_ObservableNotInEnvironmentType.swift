// EXPECT: no exact matches in call to initializer
import SwiftUI
final class NotObservable {}
struct V: View {
    @Environment(NotObservable.self) private var model
    var body: some View { Text("x") }
}
