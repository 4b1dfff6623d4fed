import Combine
import SwiftUI

/// Kept as `@StateObject` by `FeedScreen` and uses SwiftUI (`withAnimation`): not named as a view
/// model, so only an unneeded import would be reported, and this import is needed. Left alone.
@MainActor
final class FeedLoader: ObservableObject {
    @Published var items: [String] = []

    func reload() {
        withAnimation {
            items = ["First", "Second"]
        }
    }
}
