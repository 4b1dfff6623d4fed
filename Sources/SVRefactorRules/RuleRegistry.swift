import SVRefactorCore

/// Every rule svrefactor ships, in canonical order: the order rules run in, whatever order the user
/// names them in. migrate-observation (opt-in) first, so the other rules see the wrappers it
/// leaves (`@State`, `@Bindable`); init-view-model next, so bootstrap code is gone before anything moves it;
/// hoist-closures next, so the helpers extract-subviews moves call methods rather than carry long
/// closures; reorder-members last, to put every member that was added in its place.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        // Checks first: they report and change nothing, and they see the file as written, so their
        // positions are the file's own lines (a rewriting rule before them would move them).
        StableViewTree.self,
        LongBody.self,
        ViewModelImportsUI.self,
        ObservableMainActor.self,
        MigrateObservation.self,
        InitViewModel.self,
        HoistClosures.self,
        ExtractSubviews.self,
        ReorderMembers.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.metadata.id == id }
    }

    public static var ids: [String] { all.map { $0.metadata.id } }
}
