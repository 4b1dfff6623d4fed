import SwiftUI

struct HomeFeedView: View {
    @StateObject private var feed = HomeFeedModel()
    @EnvironmentObject private var settings: SettingsStore

    private var visibleItems: [FeedItem] {
        feed.showsReplies ? feed.items : feed.items.filter { !$0.isReply }
    }

    var body: some View {
        List {
            Toggle("Show replies", isOn: $feed.showsReplies)

            ForEach(visibleItems) { item in
                VStack(alignment: .leading, spacing: 4) {
                    Text(item.title)
                        .font(.headline)
                    Text(item.summary)
                        .foregroundStyle(.secondary)
                }
                .task {
                    // Infinite scroll: the last row asks for the next page.
                    if item == feed.items.last {
                        await feed.loadNextPage()
                    }
                }
            }

            if feed.isLoadingPage {
                ProgressView()
            }
        }
        .navigationTitle(settings.displayName.isEmpty ? "Home" : "Hi, \(settings.displayName)")
        .task { await feed.loadNextPage() }
    }
}
