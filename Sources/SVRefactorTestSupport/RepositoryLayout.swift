/// Paths inside this repository, found from this file's location so tests work from any directory.
public enum RepositoryLayout {
    /// The repository root (the folder holding Package.swift).
    public static let root: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        // …/Sources/SVRefactorTestSupport/RepositoryLayout.swift
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    public static func path(_ relative: String) -> String { root + "/" + relative }
}
