import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct ArticleSearchScreen: View {
    let search: @Sendable (String) async throws -> [Article]
    @State private var query = ""
    @State private var articles: [Article] = []
    @State private var recentQueries: [String] = []
    @State private var isFailing = false

    var body: some View {
        List(articles) { article in
            Text(article.title)
        }
        .searchable(text: $query)
        .task(id: query) { await searchIfNeeded() }
        .onChange(of: query) { oldQuery, newQuery in
            if newQuery.isEmpty, !oldQuery.isEmpty {
                recentQueries.insert(oldQuery, at: 0)
            }
        }
        .refreshable { await refresh() }
    }

    private func searchIfNeeded() async {
        guard query.count >= 2 else {
            articles = []
            return
        }
        do {
            try await Task.sleep(nanoseconds: 250_000_000)
            articles = try await search(query)
            isFailing = false
        } catch {
            isFailing = true
        }
    }

    private func refresh() async {
        do {
            articles = try await search(query)
        } catch {
            isFailing = true
        }
    }
}
