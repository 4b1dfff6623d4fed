import Foundation
import Observation

enum DraftStoreError: Error {
    case unavailable
}

@MainActor
@Observable
final class DraftsViewModel {
    let userID: String
    var drafts: [String] = []

    /// Opens the user's draft database.
    init(userID: String) throws {
        guard !userID.isEmpty else { throw DraftStoreError.unavailable }
        self.userID = userID
    }
}

@MainActor
@Observable
final class NotificationsViewModel {
    let userID: String
    let pageSize: Int
    var notifications: [String] = []
    var unreadCount = 0

    init(userID: String, pageSize: Int = 40) {
        self.userID = userID
        self.pageSize = pageSize
    }

    func refresh() async {
        try? await Task.sleep(nanoseconds: 100_000_000)
    }
}
