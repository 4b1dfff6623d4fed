import SwiftUI

// A status card modelled on real apps: standard and semantic colours, a module colour, a theme
// colour, a conditional, text concatenation and an optional tint.

extension Color {
    static let brandOrange = Color(red: 0.93, green: 0.55, blue: 0.2)
}

struct Theme {
    var labelColor: Color
    var linkColor: Color?
}

struct StatusCardView: View {
    let author: String
    let text: String
    let isPinned: Bool
    let theme: Theme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(author)
                    .font(.headline)
                    .foregroundColor(theme.labelColor)
                Spacer()
                if isPinned {
                    Image(systemName: "pin.fill")
                        .foregroundColor(.brandOrange)
                }
            }
            Text(text)
                .foregroundColor(.primary)
            Text("Replies") + Text(" · 3").foregroundColor(.secondary)
            Label("Boost", systemImage: "arrow.2.squarepath")
                .foregroundColor(isPinned ? .accentColor : .gray)
            Text("Open")
                .foregroundColor(theme.linkColor)
        }
        .padding()
        .overlay {
            RoundedRectangle(cornerRadius: 8)
                .strokeBorder()
                .foregroundColor(Color.gray.opacity(0.3))
        }
    }
}
