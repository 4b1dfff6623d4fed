// Hand-written stand-in for mlem's MlemMiddleware package: the link model the unit uses.
import Foundation

public struct PostLink: Hashable {
    public let content: URL
    public let thumbnail: URL?
    public let label: String
    public var favicon: URL? { nil }
    public var host: String { content.host ?? "" }
}
