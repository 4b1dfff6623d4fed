import SwiftUI

struct AccountTab: View {
    let userID: String

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Profile") {
                    ProfileScreen(userID: userID, isCurrentUser: true)
                }
                NavigationLink("Followers") {
                    FollowersScreen(userID: userID)
                }
                NavigationLink("Bookmarks") {
                    BookmarksScreen(userID: userID)
                }
                NavigationLink("Drafts") {
                    DraftsScreen(userID: userID)
                }
                NavigationLink("Mentions") {
                    NotificationsScreen(userID: userID, showsMentionsOnly: true)
                }
                NavigationLink("Notifications") {
                    NotificationsScreen(userID: userID)
                }
            }
            .navigationTitle("Account")
        }
    }
}
