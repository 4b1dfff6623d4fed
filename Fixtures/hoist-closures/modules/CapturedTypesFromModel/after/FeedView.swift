import SwiftUI

struct FeedView: View {
    @Environment(FeedStore.self) private var store
    @State private var viewModel: FeedViewModel
    @State private var followedCount = 0

    init(feedID: String) {
        _viewModel = State(initialValue: FeedViewModel(feedID: feedID))
    }

    var body: some View {
        List {
            ForEach(store.sections) { section in
                Text(section.title)
                    .font(.caption)
                    .textCase(.uppercase)
                    .onAppear { markSeen(section) }
            }
            ForEach(viewModel.items) { item in
                Button { markRead(item) } label: {
                    FeedItemRow(item: item)
                }
                .swipeActions {
                    Button("Bookmark") { toggleBookmark(item) }
                }
            }
            Section("Suggested") {
                ForEach(viewModel.suggestions, id: \.self) { suggestion in
                    Button("Follow #\(suggestion)") {
                        viewModel.follow(suggestion)
                        followedCount += 1
                    }
                }
            }
        }
        .navigationTitle("Feed")
    }

    private func markSeen(_ section: FeedSection) {
        store.markSeen(section)
        if section.isLast {
            Task { await viewModel.loadMore(after: section.id) }
        }
    }

    private func markRead(_ item: FeedItem) {
        viewModel.markRead(item)
        viewModel.selectedItem = item
    }

    private func toggleBookmark(_ item: FeedItem) {
        viewModel.toggleBookmark(item)
        viewModel.selectedItem = nil
    }
}
