import SwiftUI

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
}

enum Route: Hashable {
    case park(Park)
    case settings
}

struct ParkDetails: View {
    let park: Park
    var body: some View {
        Text(park.name).font(.title)
    }
}

struct ParksView: View {
    @State private var path: [Route] = []
    @State private var showSettings = false
    @State private var selectedPark: Park?
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(parks) { park in
                    NavigationLink(park.name, value: Route.park(park))
                }
                NavigationLink(value: Route.settings) {
                    Label("Settings", systemImage: "gear")
                }
                NavigationLink("Inline destination") {
                    Text("Destination")
                }
                NavigationLink {
                    ParkDetails(park: parks[0])
                } label: {
                    Text("First park")
                }
                Button("Push programmatically") {
                    path.append(.park(parks[1]))
                }
                Button("Show settings") { showSettings = true }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .park(let park):
                    ParkDetails(park: park)
                case .settings:
                    Text("Settings")
                }
            }
            .navigationDestination(isPresented: $showSettings) {
                Text("Settings (presented)")
            }
            .navigationDestination(item: $selectedPark) { park in
                ParkDetails(park: park)
            }
            .navigationTitle("Parks")
        }
    }
}

struct PathView: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Go") { path.append(42); path.append("text") }
                .navigationDestination(for: Int.self) { Text("Int \($0)") }
                .navigationDestination(for: String.self) { value in Text(value) }
        }
    }
}
