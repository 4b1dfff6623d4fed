import SVRefactorCore

/// Every rule svrefactor ships, in canonical order: the order rules run in, whatever order the user
/// names them in. Rules that add members run before reorder-members, which puts them in place.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ExtractSubviews.self,
        ReorderMembers.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.metadata.id == id }
    }

    public static var ids: [String] { all.map { $0.metadata.id } }
}
