/// Apple's protocols and classes whose conformers and subclasses are isolated to the main actor
/// (`@MainActor @preconcurrency public protocol View`): a type that adopts one in its declaration
/// runs its code there. An adoption in an extension isolates nothing (the compiler infers global
/// actor isolation from the declaration's own inheritance clause only).
public enum AppleMainActorTypes {
    public static let names: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "NSResponder", "NSView", "NSViewController", "NSWindowController",
        "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
        "View", "App", "Scene", "ViewModifier", "PreviewProvider",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// Whether a declaration with these attributes and inheritance clause (as written) is isolated
    /// to the main actor by them alone.
    public static func isolates(attributes: [String], inheritedTypes: [String]) -> Bool {
        attributes.contains("MainActor") || inheritedTypes.contains(where: isolatesAdopters)
    }

    /// Whether the type written here (`SwiftUI.View`, `View`) is one of ``names``.
    public static func isolatesAdopters(_ written: String) -> Bool {
        names.contains(ProjectModel.lastComponent(of: written))
    }
}
