import SwiftUI

@Observable
final class Library {
    var books: [String] = ["Dune"]
    var isLoading = false
}

@Observable
final class Session {
    var userName: String?
}

struct BookCount: View {
    @Environment(Library.self) private var library
    @Environment(Session.self) private var session: Session?

    var body: some View {
        VStack {
            Text("\(library.books.count) books")
            if let name = session?.userName {
                Text("Signed in as \(name)")
            }
            @Bindable var library = library
            Toggle("Loading", isOn: $library.isLoading)
        }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()
    var body: some View {
        BookCount()
            .environment(library)
            .environment(Session())
    }
}
