import SwiftUI

struct AccountsListView: View {
    @EnvironmentObject private var routerPath: RouterPath
    @ObservedObject var preferences: UserPreferences
    @State private var viewModel: AccountsListViewModel
    @State private var didAppear = false

    init(mode: AccountsListMode, preferences: UserPreferences) {
        self.preferences = preferences
        _viewModel = State(initialValue: AccountsListViewModel(mode: mode))
    }

    var body: some View {
        List {
            searchField
            listContent
        }
        .listStyle(.plain)
        .toolbar {
            ToolbarItem(placement: .principal) {
                titleView
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .task {
            guard !didAppear else { return }
            didAppear = true
            await viewModel.fetch()
        }
    }

    private var titleView: some View {
        VStack {
            Text(viewModel.mode.title)
                .font(.headline)
            if let count = viewModel.totalCount {
                Text("\(count)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var searchField: some View {
        TextField("Search accounts", text: $viewModel.searchQuery)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .onSubmit {
                Task { await viewModel.search() }
            }
    }

    @ViewBuilder
    private var listContent: some View {
        switch viewModel.state {
        case .loading:
            ProgressView()
                .frame(maxWidth: .infinity)
        case let .display(accounts, hasNextPage):
            ForEach(accounts) { account in
                accountRow(account)
            }
            if hasNextPage {
                ProgressView()
                    .task { await viewModel.fetchNextPage() }
            }
        case let .error(message):
            Text(message)
                .foregroundStyle(.red)
        }
    }

    private func accountRow(_ account: Account) -> some View {
        Button {
            routerPath.navigate(to: .accountDetail(id: account.id))
        } label: {
            HStack {
                if preferences.showsAvatars {
                    AsyncImage(url: account.avatar)
                        .frame(width: preferences.avatarSize, height: preferences.avatarSize)
                        .clipShape(Circle())
                }
                VStack(alignment: .leading) {
                    Text(account.displayName)
                        .font(.headline)
                    Text("@\(account.acct)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                if preferences.showsFollowerCounts {
                    Spacer()
                    Text("\(account.followersCount)")
                        .monospacedDigit()
                }
            }
        }
    }
}
