import Observation
import SwiftUI

struct Account: Identifiable, Hashable {
    let id: String
    var displayName: String
    var acct: String
    var avatar: URL?
    var followersCount: Int
}

enum AccountsListMode: Hashable {
    case following(accountId: String)
    case followers(accountId: String)
    case favoritedBy(statusId: String)

    var title: LocalizedStringKey {
        switch self {
        case .following: "Following"
        case .followers: "Followers"
        case .favoritedBy: "Favorited by"
        }
    }
}

@MainActor
@Observable
final class AccountsListViewModel {
    enum State {
        case loading
        case display(accounts: [Account], hasNextPage: Bool)
        case error(message: String)
    }

    let mode: AccountsListMode
    var state = State.loading
    var totalCount: Int?
    var searchQuery = ""

    private var accounts: [Account] = []

    init(mode: AccountsListMode) {
        self.mode = mode
    }

    func fetch() async {
        state = .loading
        try? await Task.sleep(nanoseconds: 200_000_000)
        state = .display(accounts: accounts, hasNextPage: false)
    }

    func fetchNextPage() async {
        try? await Task.sleep(nanoseconds: 200_000_000)
    }

    func search() async {
        guard !searchQuery.isEmpty else { return }
        let query = searchQuery.lowercased()
        state = .display(accounts: accounts.filter { $0.acct.lowercased().contains(query) }, hasNextPage: false)
    }
}
