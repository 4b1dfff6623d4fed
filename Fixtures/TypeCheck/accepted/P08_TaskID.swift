import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { result in
                Text(result)
            }
            .overlay {
                if results.isEmpty && !query.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query)
            .task(id: query) {
                do {
                    try await Task.sleep(for: .milliseconds(300))
                    results = await search(query)
                } catch {
                    return
                }
            }
        }
    }

    private func search(_ text: String) async -> [String] {
        text.isEmpty ? [] : [text, text + "!"]
    }
}
