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
                    .onAppear {
                        store.markSeen(section)
                        if section.isLast {
                            Task { await viewModel.loadMore(after: section.id) }
                        }
                    }
            }
            ForEach(viewModel.items) { item in
                Button {
                    viewModel.markRead(item)
                    viewModel.selectedItem = item
                } label: {
                    FeedItemRow(item: item)
                }
                .swipeActions {
                    Button("Bookmark") {
                        viewModel.toggleBookmark(item)
                        viewModel.selectedItem = nil
                    }
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
}
