import SwiftUI

struct DraftsScreen: View {
    let userID: String
    @State private var viewModel: DraftsViewModel?

    var body: some View {
        List {
            ForEach(viewModel?.drafts ?? [], id: \.self) { draft in
                Text(draft)
                    .lineLimit(2)
            }
        }
        .navigationTitle("Drafts")
        .onAppear {
            guard viewModel == nil else { return }
            viewModel = try? DraftsViewModel(userID: userID)
        }
    }
}

struct NotificationsScreen: View {
    let userID: String
    var showsMentionsOnly = false
    @State private var viewModel: NotificationsViewModel

    init(userID: String, showsMentionsOnly: Bool = false) {
        self.userID = userID
        self.showsMentionsOnly = showsMentionsOnly
        _viewModel = State(initialValue: NotificationsViewModel(userID: userID))
    }

    var body: some View {
        List {
            Section {
                ForEach(viewModel.notifications, id: \.self) { notification in
                    Text(notification)
                }
            } header: {
                Text(showsMentionsOnly ? "Mentions" : "All")
            }
        }
        .navigationTitle("Notifications")
        .badge(viewModel.unreadCount)
        .task {
            await viewModel.refresh()
        }
    }
}
