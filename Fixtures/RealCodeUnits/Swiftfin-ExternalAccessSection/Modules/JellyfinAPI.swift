// Hand-written stand-in for the JellyfinAPI package (jellyfin-sdk-swift): only what the unit uses.
import Foundation

public struct UserPolicy: Codable, Hashable, Sendable {
    public var enableRemoteAccess: Bool?
    public var remoteClientBitrateLimit: Int?
}
