import SwiftUI

@Observable
final class AccountClient {
    func activity(for accountID: String) async -> [String] { [] }
}

@Observable
final class AccountHeaderModel {
    let accountID: String
    var displayName = ""

    init(accountID: String) {
        self.accountID = accountID
    }
}

@Observable
final class AccountActivityModel {
    var entries: [String] = []

    init(accountID: String, client: AccountClient) {}
}

/// The shape real apps use: two models created in `.onAppear` from a let-injected id, one of them
/// also from a client in the environment. The first moves to `init`; the second cannot.
struct AccountDetailScreen: View {
    let accountID: String
    @Environment(AccountClient.self) private var client
    @State private var header: AccountHeaderModel
    @State private var activity: AccountActivityModel?

    init(accountID: String, activity: AccountActivityModel? = nil) {
        self.accountID = accountID
        _activity = State(initialValue: activity)
        _header = State(initialValue: AccountHeaderModel(accountID: accountID))
    }

    var body: some View {
        List {
            Section {
                Text(header.displayName)
                    .font(.headline)
            }
            Section("Activity") {
                ForEach(activity?.entries ?? [], id: \.self) { entry in
                    Text(entry)
                }
            }
        }
        .navigationTitle(accountID)
        .onAppear {
            if activity == nil {
                activity = AccountActivityModel(accountID: accountID, client: client)
            }
        }
    }
}

struct AccountDetailScreen_Previews: PreviewProvider {
    static var previews: some View {
        AccountDetailScreen(accountID: "alice")
            .environment(AccountClient())
    }
}
