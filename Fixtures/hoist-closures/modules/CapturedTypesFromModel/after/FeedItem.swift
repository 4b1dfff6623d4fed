import SwiftUI

struct FeedItem: Identifiable, Hashable {
    let id: UUID
    var title: String
    var author: String
    var isRead: Bool
    var isBookmarked: Bool
}

struct FeedItemRow: View {
    let item: FeedItem

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(item.title)
                .font(.headline)
                .foregroundStyle(item.isRead ? .secondary : .primary)
            Text(item.author)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
