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
                    .foregroundStyle(theme.labelColor)
                Spacer()
                if isPinned {
                    Image(systemName: "pin.fill")
                        .foregroundStyle(Color.brandOrange)
                }
            }
            Text(text)
                .foregroundStyle(Color.primary)
            Text("Replies") + Text(" · 3").foregroundColor(.secondary)
            Label("Boost", systemImage: "arrow.2.squarepath")
                .foregroundStyle(isPinned ? Color.accentColor : .gray)
            Text("Open")
                .foregroundColor(theme.linkColor)
        }
        .padding()
        .overlay {
            RoundedRectangle(cornerRadius: 8)
                .strokeBorder()
                .foregroundStyle(Color.gray.opacity(0.3))
        }
    }
}
