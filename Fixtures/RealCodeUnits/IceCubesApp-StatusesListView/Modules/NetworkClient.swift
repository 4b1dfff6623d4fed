// Hand-written stand-in for IceCubes' NetworkClient package: only what the units use.
import Foundation
import Observation

@Observable
public final class MastodonClient: Equatable, Identifiable, Hashable, Sendable {
    public let id: UUID = UUID()
    public nonisolated static func == (lhs: MastodonClient, rhs: MastodonClient) -> Bool { lhs.id == rhs.id }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public enum Version: String, Sendable {
        case v1, v2
    }

    public init(server: String) {}
    public func get<Entity: Decodable>(endpoint: Endpoint, forceVersion: Version? = nil) async throws -> Entity { fatalError() }
    public func getWithLink<Entity: Decodable>(endpoint: Endpoint) async throws -> (Entity, LinkHandler?) { fatalError() }
}

public struct LinkHandler {
    public let rawLink: String
    public var maxId: String? { nil }
}

public protocol Endpoint: Sendable {
    func path() -> String
}

public enum Accounts: Endpoint {
    case accounts(id: String)
    case followers(id: String, maxId: String?)
    case following(id: String, maxId: String?)
    case relationships(ids: [String])
    case blockList
    case muteList
    public func path() -> String { "" }
}

public enum Statuses: Endpoint {
    case rebloggedBy(id: String, maxId: String?)
    case favoritedBy(id: String, maxId: String?)
    public func path() -> String { "" }
}

public enum Search: Endpoint {
    public enum EntityType: String, Sendable {
        case accounts, hashtags, statuses
    }

    case search(query: String, type: EntityType?, offset: Int?, following: Bool?)
    public func path() -> String { "" }
}
