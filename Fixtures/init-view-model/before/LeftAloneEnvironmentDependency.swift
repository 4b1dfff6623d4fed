import SwiftUI

@Observable
final class FeedModel {
    init(client: APIClient) {}
}

@Observable
final class APIClient {}

struct FeedScreen: View {
    @Environment(APIClient.self) private var client
    @State private var model: FeedModel?

    var body: some View {
        Text(model == nil ? "Loading" : "Ready")
            .onAppear {
                if model == nil {
                    model = FeedModel(client: client)
                }
            }
    }
}
