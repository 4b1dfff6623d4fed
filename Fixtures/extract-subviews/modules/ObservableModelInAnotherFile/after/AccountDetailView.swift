import SwiftUI

struct AccountDetailView: View {
    let account: Account
    @StateObject private var routerPath = RouterPath()
    @StateObject private var preferences = UserPreferences()

    var body: some View {
        NavigationStack(path: $routerPath.path) {
            List {
                Button("\(account.followersCount) followers") {
                    routerPath.navigate(to: .accountsList(mode: .followers(accountId: account.id)))
                }
                NavigationLink("Following") {
                    AccountsListView(mode: .following(accountId: account.id), preferences: preferences)
                }
            }
            .navigationTitle(account.displayName)
            .navigationDestination(for: RouterDestination.self) { destination in
                switch destination {
                case let .accountsList(mode):
                    AccountsListView(mode: mode, preferences: preferences)
                case let .accountDetail(id):
                    Text(id)
                }
            }
        }
        .environmentObject(routerPath)
    }
}
