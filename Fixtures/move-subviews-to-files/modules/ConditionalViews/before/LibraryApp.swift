import SwiftUI

struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView(titles: ["Dune", "Emma"])
        }
    }
}
