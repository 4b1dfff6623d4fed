// Hand-written stand-in for the AidokuRunner package: the setting types the unit uses.
import Foundation

public final class Source: @unchecked Sendable {
    public let key: String
    public init(key: String) { self.key = key }
}

public struct SelectSetting: Sendable, Hashable, Codable {
    public var values: [String]
    public var titles: [String]?
    public init(values: [String], titles: [String]? = nil) {
        self.values = values
        self.titles = titles
    }
}

public struct ToggleSetting: Sendable, Hashable, Codable {
    public var subtitle: String?
    public init(subtitle: String? = nil) { self.subtitle = subtitle }
}

public struct Setting: Sendable, Hashable, Codable {
    public enum Value: Sendable, Hashable, Codable {
        case select(SelectSetting)
        case toggle(ToggleSetting)
    }

    public var key: String
    public var title: String
    public var value: Value

    public init(key: String = "", title: String = "", value: Value) {
        self.key = key
        self.title = title
        self.value = value
    }
}
