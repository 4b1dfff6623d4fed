// Hand-written stand-in for the AidokuRunner package: only what the unit uses.
import Foundation

public final class Source: @unchecked Sendable {
    public let key: String
    public let name: String
    public init(key: String, name: String) {
        self.key = key
        self.name = name
    }
}

public struct Manga: Sendable, Hashable, Codable {
    public var sourceKey: String
    public var key: String
    public var title: String
    public var cover: String?
    public init(sourceKey: String, key: String, title: String, cover: String? = nil) {
        self.sourceKey = sourceKey
        self.key = key
        self.title = title
        self.cover = cover
    }
}

public struct Chapter: Sendable, Hashable, Codable {
    public var key: String
    public var title: String?
    public var chapterNumber: Float?
    public var volumeNumber: Float?
    public var dateUploaded: Date?
    public init(key: String, title: String? = nil, chapterNumber: Float? = nil, volumeNumber: Float? = nil, dateUploaded: Date? = nil) {
        self.key = key
        self.title = title
        self.chapterNumber = chapterNumber
        self.volumeNumber = volumeNumber
        self.dateUploaded = dateUploaded
    }
}
