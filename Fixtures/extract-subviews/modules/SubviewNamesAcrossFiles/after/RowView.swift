import SwiftUI

/// The app's standard list row: an icon, a title and an optional trailing value.
struct RowView: View {
    let systemImage: String
    let title: String
    var value: String?

    var body: some View {
        HStack {
            Image(systemName: systemImage)
                .foregroundStyle(.tint)
                .frame(width: 28)
            Text(title)
            Spacer()
            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
