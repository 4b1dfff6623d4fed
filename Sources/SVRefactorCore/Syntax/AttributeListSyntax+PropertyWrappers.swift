import SwiftSyntax

extension AttributeListSyntax {
    /// Attributes that may decorate a property but are not property wrappers.
    static let nonWrapperAttributes: Set<String> = [
        "available", "objc", "nonobjc", "MainActor", "preconcurrency", "usableFromInline", "inlinable",
        "ViewBuilder", "ToolbarContentBuilder", "discardableResult", "IBOutlet", "IBInspectable", "NSManaged",
        "GKInspectable", "Sendable", "exclusivity", "backDeployed", "_spi", "spi", "frozen", "warn_unqualified_access",
        "dynamicMemberLookup", "resultBuilder", "globalActor", "nonisolated", "testable", "ObservationIgnored",
        "ObservationTracked",
    ]

    /// The name of an attribute written `@Name` or `@Module.Name`, without arguments.
    public static func name(of attribute: AttributeSyntax) -> String {
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) {
            // `@FocusState.Binding` is FocusState's own binding, not a `@Binding`.
            let base = member.baseType.as(MemberTypeSyntax.self)?.name.text ?? member.baseType.as(IdentifierTypeSyntax.self)?.name.text
            if base == "FocusState", member.name.text == "Binding" { return "FocusState.Binding" }
            return member.name.text
        }
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return attribute.attributeName.trimmedDescription
    }

    /// The names of the attributes written directly (not inside `#if`), in order.
    public var names: [String] {
        compactMap { element in
            guard case let .attribute(attribute) = element else { return nil }
            return Self.name(of: attribute)
        }
    }

    public var containsViewBuilder: Bool { contains(named: "ViewBuilder") || contains(named: "ToolbarContentBuilder") }

    public func contains(named name: String) -> Bool {
        contains { element in
            guard case let .attribute(attribute) = element else { return false }
            return Self.name(of: attribute) == name
        }
    }

    /// The property wrapper attribute itself, with its arguments: the first attribute that is not
    /// one of the well-known non-wrapper attributes.
    public var propertyWrapperAttribute: AttributeSyntax? {
        for element in self {
            guard case let .attribute(attribute) = element else { continue }
            if !Self.nonWrapperAttributes.contains(Self.name(of: attribute)) { return attribute }
        }
        return nil
    }

    /// The name of the property wrapper (see ``propertyWrapperAttribute``), if any.
    public var propertyWrapperName: String? {
        propertyWrapperAttribute.map(Self.name(of:))
    }
}
