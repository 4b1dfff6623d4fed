import SwiftUI

struct AccountsListView: View {
    @ObservedObject var preferences: UserPreferences
    @State private var viewModel: AccountsListViewModel
    @State private var didAppear = false

    init(mode: AccountsListMode, preferences: UserPreferences) {
        self.preferences = preferences
        _viewModel = State(initialValue: AccountsListViewModel(mode: mode))
    }

    var body: some View {
        List {
            SearchField(viewModel: viewModel)
            AccountsListContent(viewModel: viewModel, preferences: preferences)
        }
        .listStyle(.plain)
        .toolbar {
            ToolbarItem(placement: .principal) {
                AccountsListTitleView(viewModel: viewModel)
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .task {
            guard !didAppear else { return }
            didAppear = true
            await viewModel.fetch()
        }
    }
}

private struct AccountsListTitleView: View {
    let viewModel: AccountsListViewModel

    var body: some View {
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
}

private struct SearchField: View {
    @Bindable var viewModel: AccountsListViewModel

    var body: some View {
        TextField("Search accounts", text: $viewModel.searchQuery)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .onSubmit {
                Task { await viewModel.search() }
            }
    }
}

private struct AccountsListContent: View {
    let viewModel: AccountsListViewModel
    @ObservedObject var preferences: UserPreferences

    var body: some View {
        switch viewModel.state {
        case .loading:
            ProgressView()
                .frame(maxWidth: .infinity)
        case let .display(accounts, hasNextPage):
            ForEach(accounts) { account in
                AccountRow(account: account, preferences: preferences)
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
}

private struct AccountRow: View {
    @EnvironmentObject private var routerPath: RouterPath
    let account: Account
    @ObservedObject var preferences: UserPreferences

    var body: some View {
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
