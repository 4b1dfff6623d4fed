// Hand-written stand-in for the HAKit package (home-assistant/HAKit): the entity type the unit uses.
import Foundation

public struct HAResponseEvent {
    public struct Context {
        public var id: String
        public var userId: String?
        public var parentId: String?

        public init(id: String, userId: String?, parentId: String?) {
            self.id = id
            self.userId = userId
            self.parentId = parentId
        }
    }
}

public struct HAEntityAttributes {
    public var dictionary: [String: Any]
    public subscript(key: String) -> Any? { dictionary[key] }
    public var friendlyName: String? { nil }
    public var icon: String? { nil }
}

public struct HAEntity: Hashable {
    public var entityId: String
    public var domain: String
    public var state: String
    public var lastChanged: Date
    public var lastUpdated: Date
    public var attributes: HAEntityAttributes
    public var context: HAResponseEvent.Context

    public init(
        entityId: String,
        domain: String? = nil,
        state: String,
        lastChanged: Date,
        lastUpdated: Date,
        attributes: [String: Any],
        context: HAResponseEvent.Context
    ) throws {
        fatalError()
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(entityId) }
    public static func == (lhs: HAEntity, rhs: HAEntity) -> Bool { lhs.entityId == rhs.entityId }
}
