// Hand-written stand-in for IcySky's Models module (Packages/Model/Sources/Models): the media type.
import Foundation

public struct Media: Identifiable, Hashable {
    public var id: URL { url }
    public let url: URL
    public let alt: String?

    public init(url: URL, alt: String?) {
        self.url = url
        self.alt = alt
    }
}
