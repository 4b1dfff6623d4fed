import Observation
import SwiftUI

struct FeedSection: Identifiable, Hashable {
    let id: String
    var title: String
    var isLast: Bool
}

@MainActor
@Observable
final class FeedStore {
    var sections: [FeedSection] = []
    var seenSectionIDs: Set<String> = []

    func markSeen(_ section: FeedSection) {
        seenSectionIDs.insert(section.id)
    }
}
