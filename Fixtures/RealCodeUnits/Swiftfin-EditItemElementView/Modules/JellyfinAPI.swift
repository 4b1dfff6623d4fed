// Hand-written stand-in for the JellyfinAPI package (jellyfin-sdk-swift): only what the unit uses.
import Foundation

public struct BaseItemDto: Codable, Hashable, Sendable {
    public var id: String?
    public var name: String?
    public init(id: String? = nil, name: String? = nil) {
        self.id = id
        self.name = name
    }
}
