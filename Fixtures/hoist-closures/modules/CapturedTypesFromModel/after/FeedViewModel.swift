import Observation
import SwiftUI

@MainActor
@Observable
final class FeedViewModel {
    var items: [FeedItem] = []
    var selectedItem: FeedItem?
    var isLoadingMore = false
    private(set) var suggestions = makeSuggestions()

    private let feedID: String

    init(feedID: String) {
        self.feedID = feedID
    }

    func markRead(_ item: FeedItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isRead = true
    }

    func toggleBookmark(_ item: FeedItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isBookmarked.toggle()
    }

    func follow(_ suggestion: String) {
        suggestions.removeAll { $0 == suggestion }
    }

    func loadMore(after sectionID: String) async {
        isLoadingMore = true
        defer { isLoadingMore = false }
        try? await Task.sleep(nanoseconds: 200_000_000)
    }

    private static func makeSuggestions() -> [String] {
        ["swift", "swiftui", "ios"]
    }
}
