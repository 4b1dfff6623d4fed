import Foundation
import Observation

@MainActor
@Observable
final class ProfileViewModel {
    let userID: String
    var displayName = ""
    var bio = ""

    init(userID: String) {
        self.userID = userID
    }

    func refresh() async {
        try? await Task.sleep(nanoseconds: 100_000_000)
    }
}

@MainActor
@Observable
final class FollowersViewModel {
    let userID: String
    var followers: [String]

    /// Starts from the followers cached on disk, which takes a moment to read.
    init(userID: String) async {
        self.userID = userID
        try? await Task.sleep(nanoseconds: 50_000_000)
        self.followers = []
    }
}

@MainActor
@Observable
final class BookmarksViewModel {
    let userID: String
    var bookmarks: [String] = []

    /// Fails for signed-out sessions, which have no user ID.
    init?(userID: String) {
        guard !userID.isEmpty else { return nil }
        self.userID = userID
    }
}
