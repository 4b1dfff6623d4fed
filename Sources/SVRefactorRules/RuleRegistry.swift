import SVRefactorCore

/// Every rule svrefactor ships, in canonical order: the order rules run in, whatever order the user
/// names them in. The checks come first: they see the file as written, so their findings point at
/// the file's own lines and columns, not at a text another rule of the run rewrote. The two that
/// also fix what they report come last among them, and fix in place (foreground-style renames a
/// modifier to one of the same length; private-state adds `private ` on the property's line). Then migrate-observation (opt-in), so the other rules see the
/// wrappers it leaves (`@State`, `@Bindable`); init-view-model next, so bootstrap code is gone before
/// anything moves it; hoist-closures next, so the helpers extract-subviews moves call methods rather
/// than carry long closures; reorder-members next, to put every member that was added in its place;
/// move-subviews-to-files (opt-in) last, so the views it moves into new files are already finished.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        StableViewTree.self,
        LongBody.self,
        ViewModelImportsUI.self,
        ObservableMainActor.self,
        ObservedObjectOwned.self,
        NoAnyView.self,
        ForEachIndexID.self,
        NavigationStack.self,
        ForegroundStyle.self,
        PrivateState.self,
        MigrateObservation.self,
        InitViewModel.self,
        HoistClosures.self,
        ExtractSubviews.self,
        ReorderMembers.self,
        MoveSubviewsToFiles.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.metadata.id == id }
    }

    public static var ids: [String] { all.map { $0.metadata.id } }
}
