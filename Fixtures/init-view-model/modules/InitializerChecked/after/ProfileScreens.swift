import SwiftUI

struct ProfileScreen: View {
    let userID: String
    var isCurrentUser = false
    @State private var viewModel: ProfileViewModel

    init(userID: String, isCurrentUser: Bool = false) {
        self.userID = userID
        self.isCurrentUser = isCurrentUser
        _viewModel = State(initialValue: ProfileViewModel(userID: userID))
    }

    var body: some View {
        Group {
            List {
                Text(viewModel.displayName)
                    .font(.title2.bold())
                Text(viewModel.bio)
            }
            .refreshable {
                await viewModel.refresh()
            }
        }
        .navigationTitle(isCurrentUser ? "Your Profile" : "Profile")
    }
}

struct FollowersScreen: View {
    let userID: String
    @State private var viewModel: FollowersViewModel?

    var body: some View {
        Group {
            if let viewModel {
                List(viewModel.followers, id: \.self) { follower in
                    Text(follower)
                }
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Followers")
        .task {
            if viewModel == nil {
                viewModel = await FollowersViewModel(userID: userID)
            }
        }
    }
}

struct BookmarksScreen: View {
    let userID: String
    @State private var viewModel: BookmarksViewModel?

    var body: some View {
        List {
            ForEach(viewModel?.bookmarks ?? [], id: \.self) { bookmark in
                Text(bookmark)
            }
        }
        .navigationTitle("Bookmarks")
        .onAppear {
            if viewModel == nil {
                viewModel = BookmarksViewModel(userID: userID)
            }
        }
    }
}
