import SwiftUI

enum Tab: Hashable {
    case home, inbox, profile
}

struct MainTabs: View {
    @State private var selection: Tab = .home
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
            Text("Inbox")
                .tabItem {
                    Image(systemName: "tray")
                    Text("Inbox")
                }
                .badge(unread)
                .tag(Tab.inbox)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(Tab.profile)
        }
    }
}

struct Onboarding: View {
    var body: some View {
        TabView {
            Text("Page 1")
            Text("Page 2")
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}
