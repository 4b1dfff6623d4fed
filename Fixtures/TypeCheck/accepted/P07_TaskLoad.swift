import SwiftUI

struct Article: Identifiable, Decodable {
    let id: Int
    let title: String
}

final class ArticleCache {   // deliberately not Sendable
    var articles: [Article] = []
}

struct ArticlesView: View {
    @State private var articles: [Article] = []
    @State private var isLoading = false
    @State private var error: String?
    let cache = ArticleCache()

    var body: some View {
        Group {
            if isLoading {
                ProgressView("Loading…")
            } else if let error {
                ContentUnavailableView("Failed", systemImage: "exclamationmark.triangle", description: Text(error))
            } else {
                List(articles) { article in
                    Text(article.title)
                }
            }
        }
        .task {
            await load()
        }
        .task(priority: .background) {
            await self.load()
            cache.articles = articles
        }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await Task.sleep(nanoseconds: 1_000)
            articles = [Article(id: 1, title: "Hello")]
            cache.articles = articles
        } catch {
            self.error = error.localizedDescription
        }
    }
}
