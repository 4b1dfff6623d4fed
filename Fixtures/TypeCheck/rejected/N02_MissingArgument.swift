// EXPECT: missing argument for parameter 'subtitle' in call
import SwiftUI
struct Row: View {
    let title: String
    let subtitle: String
    var body: some View { VStack { Text(title); Text(subtitle) } }
}
struct V: View {
    var body: some View {
        List {
            Row(title: "A")
        }
    }
}
