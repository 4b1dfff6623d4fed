import SwiftUI

struct Book: Identifiable, Hashable {
    let id: UUID
    var title: String
    var author: String
    var isFinished: Bool
    var addedAt: Date

    static let samples: [Book] = [
        Book(id: UUID(), title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", isFinished: true, addedAt: .now),
        Book(id: UUID(), title: "Piranesi", author: "Susanna Clarke", isFinished: false, addedAt: .now),
        Book(id: UUID(), title: "A Memory Called Empire", author: "Arkady Martine", isFinished: false, addedAt: .now),
    ]
}

/// The user's shelf: loaded once, then filtered and sorted on device.
@Observable
@MainActor
final class LibraryModel {
    enum Filter: String, CaseIterable, Identifiable {
        case all, reading, finished

        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    enum SortOrder: String, CaseIterable, Identifiable {
        case recent, title, author

        var id: Self { self }
    }

    private(set) var books: [Book] = []
    private(set) var isLoading = false
    var filter: Filter = .all
    var sortOrder: SortOrder = .recent

    var visibleBooks: [Book] {
        let filtered = books.filter { book in
            switch filter {
            case .all: true
            case .reading: !book.isFinished
            case .finished: book.isFinished
            }
        }
        switch sortOrder {
        case .recent: return filtered.sorted { $0.addedAt > $1.addedAt }
        case .title: return filtered.sorted { $0.title < $1.title }
        case .author: return filtered.sorted { $0.author < $1.author }
        }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        // Stands in for the sync request of the real app.
        try? await Task.sleep(for: .milliseconds(200))
        books = Book.samples
    }

    func toggleFinished(_ book: Book) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        books[index].isFinished.toggle()
    }
}
