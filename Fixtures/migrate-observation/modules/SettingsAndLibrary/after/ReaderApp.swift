import SwiftUI

@main
struct ReaderApp: App {
    @State private var settings = SettingsStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(settings)
        }
    }
}

struct RootView: View {
    // Downloads outlive the tab that shows them, so the root owns the queue.
    @StateObject private var downloads = DownloadQueue()

    var body: some View {
        TabView {
            NavigationStack {
                HomeFeedView()
            }
            .tabItem { Label("Home", systemImage: "house") }

            LibraryView()
                .environmentObject(downloads)
                .tabItem { Label("Library", systemImage: "books.vertical") }

            BookSearchView()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }

            NavigationStack {
                DownloadsView(queue: downloads)
            }
            .tabItem { Label("Downloads", systemImage: "arrow.down.circle") }

            NavigationStack {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
