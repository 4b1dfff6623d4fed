// Hand-written stand-in for the AidokuRunner package: the filter types the unit uses.
import Foundation

public struct MultiSelectFilter: Sendable, Hashable, Codable {
    public var isGenre: Bool
    public var canExclude: Bool
    public var usesTagStyle: Bool
    public var options: [String]
    public var ids: [String]?
    public var defaultIncluded: [String]?
    public var defaultExcluded: [String]?
}

public struct Filter: Sendable, Hashable, Codable {
    public enum FilterType: Sendable, Hashable, Codable {
        case text
        case multiselect(MultiSelectFilter)
    }

    public var id: String
    public var title: String?
    public var value: FilterType
}

public enum FilterValue: Sendable, Hashable, Codable {
    case text(id: String, value: String)
    case multiselect(id: String, included: [String], excluded: [String])

    public var id: String { fatalError() }
}
