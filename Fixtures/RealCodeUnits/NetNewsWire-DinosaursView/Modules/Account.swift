// Hand-written stand-in for the app's Account module (Modules/Account): the account, feed and
// container types the unit uses.
import Foundation

@MainActor public protocol ContainerIdentifiable {}

@MainActor public protocol Container: AnyObject, ContainerIdentifiable {}

@MainActor public final class Feed: Hashable {
    public let feedID: String
    public let url: String
    public var homePageURL: String? { nil }
    public var nameForDisplay: String { "" }

    init(feedID: String, url: String) {
        self.feedID = feedID
        self.url = url
    }

    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    nonisolated public static func == (lhs: Feed, rhs: Feed) -> Bool { lhs === rhs }
}

@MainActor public final class Account: Container, Hashable {
    public let accountID: String
    public var nameForDisplay: String { "" }

    init(accountID: String) {
        self.accountID = accountID
    }

    public func existingContainers(withFeed feed: Feed) -> [Container] { [] }

    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    nonisolated public static func == (lhs: Account, rhs: Account) -> Bool { lhs === rhs }
}
