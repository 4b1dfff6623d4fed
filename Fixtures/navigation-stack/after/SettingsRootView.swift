import SwiftUI

// Settings screens modelled on real apps: a NavigationView used as a stack, one with columns, a
// fallback for systems before iOS 16, and a preview that wraps the screen.

struct SettingsRootView: View {
    @State var showsAbout = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Appearance", destination: Text("Appearance"))
                NavigationLink("Sounds", destination: Text("Sounds"))
                Button("About") { showsAbout = true }
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

struct LibraryRootView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Books")
            }
            Text("Select a book")
        }
        .navigationViewStyle(.columns)
    }
}

struct CompatibleRootView: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack {
                SettingsRootView()
            }
        } else {
            NavigationView {
                SettingsRootView()
            }
        }
    }
}

struct SettingsRootView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            SettingsRootView()
        }
    }
}
