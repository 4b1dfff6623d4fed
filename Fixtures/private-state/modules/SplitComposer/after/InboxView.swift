import SwiftUI

struct RatingView: View {
    @State var stars = 3
    @State private var isHovered = false

    var body: some View {
        Text(String(repeating: "★", count: stars))
            .opacity(isHovered ? 0.5 : 1)
    }
}

struct ReplyButton: View {
    @State private var title: String
    @State private var isPressed = false

    init(title: String) {
        _title = State(initialValue: title)
    }

    var body: some View {
        Button(title) { isPressed.toggle() }
    }
}

struct InboxView: View {
    var body: some View {
        VStack {
            ComposerView(recipient: "Ada", draft: "")
            RatingView(stars: 5)
            ReplyButton(title: "Reply")
        }
    }
}
