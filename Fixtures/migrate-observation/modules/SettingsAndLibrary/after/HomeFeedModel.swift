import SwiftUI

struct FeedItem: Identifiable, Hashable {
    let id: UUID
    let title: String
    let summary: String
    let isReply: Bool
}

/// Paging shared by the app's feeds; subclasses fetch the pages.
@MainActor
class BaseFeedModel: ObservableObject {
    @Published var items: [FeedItem] = []
    @Published private(set) var isLoadingPage = false
    private var reachedEnd = false

    func loadNextPage() async {
        guard !isLoadingPage, !reachedEnd else { return }
        isLoadingPage = true
        defer { isLoadingPage = false }
        do {
            let page = try await fetchPage(after: items.last?.id)
            reachedEnd = page.isEmpty
            items.append(contentsOf: page)
        } catch {
            // Keep what is shown; the next scroll retries.
        }
    }

    func fetchPage(after cursor: FeedItem.ID?) async throws -> [FeedItem] {
        []
    }
}

final class HomeFeedModel: BaseFeedModel {
    @Published var showsReplies = false

    override func fetchPage(after cursor: FeedItem.ID?) async throws -> [FeedItem] {
        try await Task.sleep(for: .milliseconds(150))
        return (0..<20).map { index in
            FeedItem(id: UUID(), title: "Post \(index)", summary: "New highlights from your friends", isReply: index % 3 == 0)
        }
    }
}
