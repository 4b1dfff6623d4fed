import SwiftUI

struct BookSearchView: View {
    @StateObject private var search = SearchModel()

    var body: some View {
        NavigationStack {
            List(search.results) { book in
                VStack(alignment: .leading) {
                    Text(book.title)
                    Text(book.author)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if !search.query.isEmpty && search.results.isEmpty {
                    ContentUnavailableView.search(text: search.query)
                }
            }
            .searchable(text: $search.query, prompt: "Title or author")
            .navigationTitle("Search")
        }
    }
}
