// Hand-written stand-in for IceCubes' Models package: only what the units use.
import Foundation

public enum Visibility: String, Codable, CaseIterable, Hashable, Equatable, Sendable {
    case pub = "public"
    case unlisted
    case priv = "private"
    case direct
}

public struct Mention: Codable, Equatable, Hashable, Sendable {
    public let id: String
    public let username: String
}

public final class Account: Codable, Identifiable, Hashable, Equatable, Sendable {
    public let id: String
    public let username: String
    public let displayName: String?
    public let followersCount: Int?
    public let followingCount: Int?
    public static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func placeholder() -> Account { fatalError() }
    public static func placeholders() -> [Account] { [] }
}

public final class Status: Codable, Identifiable, Equatable, Hashable {
    public static func == (lhs: Status, rhs: Status) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public let id: String
    public let account: Account
    public let mentions: [Mention]
    public let visibility: Visibility
    public static func placeholder(forSettings: Bool = false, language: String? = nil) -> Status { fatalError() }
    public static func placeholders() -> [Status] { [] }
}

extension Status: Sendable {}

public enum TimelineItem: Identifiable, Equatable, Sendable {
    case status(Status)
    case gap(TimelineGap)

    public var status: Status? { fatalError() }

    public var id: String { fatalError() }
}

public struct TimelineGap: Identifiable, Equatable, Sendable {
    public let id: String
    public let sinceId: String
    public let maxId: String
    public var isLoading: Bool = false
}

public struct Filter: Codable, Identifiable, Equatable, Hashable, Sendable {
    public enum Action: String, Codable, Equatable, Sendable {
        case warn, hide
    }

    public enum Context: String, Codable, Sendable {
        case home, notifications, account, thread
        case pub = "public"
    }

    public let id: String
    public let title: String
    public let context: [String]
    public let filterAction: Action
}

public struct Relationship: Codable, Equatable, Identifiable, Sendable {
    public let id: String
    public let following: Bool
    public static func placeholder() -> Relationship { fatalError() }
}

public struct SearchResults: Decodable, Sendable {
    public var accounts: [Account]
    public var relationships: [Relationship] = []
}
