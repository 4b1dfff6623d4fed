import SwiftUI

struct AdminDashboardView: View {

    let serverName: String
    let apiKeys: [APIKey]

    var body: some View {
        NavigationStack {
            List {
                Section("Advanced") {
                    NavigationLink {
                        APIKeysView(serverName: serverName, keys: apiKeys)
                    } label: {
                        Label("API Keys", systemImage: "key")
                    }
                    NavigationLink("Revoked Keys") {
                        APIKeysView(serverName: serverName, keys: apiKeys.filter(\.isRevoked))
                    }
                }
            }
            .navigationTitle("Dashboard")
        }
    }
}
