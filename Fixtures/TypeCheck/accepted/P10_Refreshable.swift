import SwiftUI

actor FeedService {
    func fetch() async throws -> [String] { ["a", "b"] }
}

@MainActor
@Observable
final class FeedModel {
    var items: [String] = []
    let service = FeedService()

    func reload() async throws {
        items = try await service.fetch()
    }
}

struct FeedView: View {
    @State private var model = FeedModel()

    var body: some View {
        List(model.items, id: \.self) { Text($0) }
            .refreshable {
                try? await model.reload()
            }
            .task {
                try? await model.reload()
            }
    }
}
