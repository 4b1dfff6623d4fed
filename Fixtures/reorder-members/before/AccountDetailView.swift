import SwiftUI

/// Already in canonical order: svrefactor must leave it byte-identical.
struct AccountDetailView: View {
    @Environment(\.openURL) private var openURL
    let accountName: String
    let profileURL: URL
    @State private var isShowingDetails = false

    private var initials: String {
        String(accountName.prefix(2)).uppercased()
    }

    var body: some View {
        VStack(spacing: 12) {
            avatar
            Text(accountName)
                .font(.title2)
            Button("Open profile") { openURL(profileURL) }
            if isShowingDetails {
                details
            }
        }
        .onTapGesture { toggleDetails() }
    }

    private var avatar: some View {
        Text(initials)
            .font(.largeTitle)
            .padding()
            .background(Circle().fill(.tint))
    }

    private var details: some View {
        Text(profileURL.absoluteString)
            .font(.footnote)
            .foregroundStyle(.secondary)
    }

    private func toggleDetails() {
        withAnimation { isShowingDetails.toggle() }
    }
}
