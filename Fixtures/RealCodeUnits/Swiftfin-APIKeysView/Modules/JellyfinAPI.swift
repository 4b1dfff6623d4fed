// Hand-written stand-in for the JellyfinAPI package (jellyfin-sdk-swift): only what the unit uses.
import Foundation

public struct AuthenticationInfo: Codable, Hashable, Sendable {
    public var accessToken: String?
    public var appName: String?
    public var dateCreated: Date?
    public init(accessToken: String? = nil, appName: String? = nil, dateCreated: Date? = nil) {
        self.accessToken = accessToken
        self.appName = appName
        self.dateCreated = dateCreated
    }
}
