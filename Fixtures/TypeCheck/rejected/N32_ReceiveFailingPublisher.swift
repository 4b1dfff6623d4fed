// EXPECT: 'Never'
import SwiftUI
import Combine
struct V: View {
    let subject = PassthroughSubject<Int, Error>()
    var body: some View {
        Text("x").onReceive(subject) { print($0) }
    }
}
