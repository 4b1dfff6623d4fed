import Foundation
import Combine

/// Searches the catalog as the user types, once the typing pauses.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Book] = []

    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.search(for: query)
            }
            .store(in: &cancellables)
    }

    private func search(for query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            results = []
            return
        }
        results = Book.samples.filter {
            $0.title.localizedCaseInsensitiveContains(trimmed) || $0.author.localizedCaseInsensitiveContains(trimmed)
        }
    }
}
