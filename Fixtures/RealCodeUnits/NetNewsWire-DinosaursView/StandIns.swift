// Hand-written stand-ins for the NetNewsWire types the unit's real file uses.
import Account
import Foundation
import SwiftUI

// Shared/Dinosaurs/DinosaursViewModel.swift
enum DinosaurSortKey: String {
    case feedName
    case feedURL
    case accountName
    case lastArticleDate
    case lastResponseCode
}

struct DinosaurRow: Identifiable {
    let id: String
    let feed: Feed
    let account: Account
    let accountName: String
    let feedName: String
    let feedURL: String
    let lastArticleDate: Date?
    let lastResponseCode: Int?
}

@MainActor struct DinosaurDeletion {
    let feed: Feed
    let account: Account
    let containers: [Container]
}

@Observable
@MainActor final class DinosaursViewModel {
    private(set) var rows = [DinosaurRow]()
    private(set) var showAccountColumn = false
    var monthThreshold = 6

    func refresh() async {}
    func clear() {}
    func sortBy(_ key: DinosaurSortKey, ascending: Bool) {}
    func deleteFeeds(at indexes: IndexSet) -> [DinosaurDeletion] { [] }
    func performDeletions(_ deletions: [DinosaurDeletion]) {}
    func performRestorations(_ deletions: [DinosaurDeletion]) {}
}

// iOS/Settings/DinosaurRowView.swift
struct DinosaurRowView: View {
    var dinosaur: DinosaurRow
    var body: some View { fatalError() }
}

// NOT app code: UIKit's UIPasteboard (SwiftUI re-exports UIKit on iOS; the stub has none of it).
class UIPasteboard {
    class var general: UIPasteboard { fatalError() }
    var string: String?
}
