// Hand-written stand-in for the app's HANetworking package (Sources/HANetworking): servers.
import Foundation

// HANetworking/Sources/Identifier.swift
public struct Identifier<ObjectType>: RawRepresentable, Hashable, Codable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

// HANetworking/Sources/Server.swift
public struct ServerInfo: Codable, Equatable {
    public var name: String { fatalError() }
}

public final class Server: Hashable {
    public let identifier: Identifier<Server>
    public var info: ServerInfo { get { fatalError() } set {} }
    init(identifier: Identifier<Server>) { self.identifier = identifier }
    public static func == (lhs: Server, rhs: Server) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

// HANetworking/Sources/ServerManager.swift
public protocol ServerManager {
    var all: [Server] { get }
    func server(for identifier: Identifier<Server>) -> Server?
}
