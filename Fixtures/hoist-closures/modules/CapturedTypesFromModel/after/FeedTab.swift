import SwiftUI

struct FeedTab: View {
    @State private var store = FeedStore()

    var body: some View {
        NavigationStack {
            FeedView(feedID: "home")
        }
        .environment(store)
        .tabItem {
            Label("Feed", systemImage: "newspaper")
        }
    }
}
