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
    @State private var viewModel: NotificationsViewModel?

    var body: some View {
        List {
            if let viewModel {
                Section {
                    ForEach(viewModel.notifications, id: \.self) { notification in
                        Text(notification)
                    }
                } header: {
                    Text(showsMentionsOnly ? "Mentions" : "All")
                }
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Notifications")
        .badge(viewModel?.unreadCount ?? 0)
        .task {
            if viewModel == nil {
                viewModel = NotificationsViewModel(userID: userID)
            }
            await viewModel?.refresh()
        }
    }
}
