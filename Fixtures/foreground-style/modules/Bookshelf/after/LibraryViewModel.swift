import SwiftUI
import Observation

/// Loads the library and filters it by the search text.
@Observable
final class LibraryViewModel {
    var books: [Book] = []
    var searchText = ""
    var isLoading = false

    var visibleBooks: [Book] {
        guard !searchText.isEmpty else { return books }
        return books.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        books = [Book(id: UUID(), title: "Walden", author: "Henry David Thoreau", pageCount: 352, isDownloaded: true, progress: 0.4)]
    }
}
