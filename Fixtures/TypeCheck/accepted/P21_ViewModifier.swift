import SwiftUI

struct CardModifier: ViewModifier {
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        content
            .padding()
            .background(.background)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
    }
}

struct Shake: ViewModifier {
    @State private var offset: CGFloat = 0
    func body(content: Content) -> some View {
        content.offset(x: offset)
    }
}

extension View {
    func card(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardModifier(cornerRadius: cornerRadius))
    }
}

struct CardsDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Hello").card()
            Text("World").modifier(CardModifier(cornerRadius: 4)).modifier(Shake())
            Label("Star", systemImage: "star.fill")
                .labelStyle(.iconOnly)
                .card(cornerRadius: 20)
        }
    }
}
