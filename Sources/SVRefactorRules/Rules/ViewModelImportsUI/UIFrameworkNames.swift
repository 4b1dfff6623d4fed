import SwiftSyntax

/// The UI frameworks a view model should not depend on, and the names by which code uses them.
enum UIFrameworkNames {
    static let modules: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    /// SwiftUI's types, property wrappers and functions that view-model code is seen to use.
    /// (`ObservableObject` and `@Published` are Combine's, `@Observable` is Observation's.)
    static let swiftUI: Set<String> = [
        "Color", "Image", "Font", "Text", "View", "AnyView", "ViewBuilder", "Binding", "Bindable", "State", "StateObject",
        "ObservedObject", "EnvironmentObject", "Environment", "EnvironmentValues", "AppStorage", "SceneStorage", "FocusState",
        "Namespace", "Animation", "withAnimation", "Transaction", "withTransaction", "AnyTransition", "LocalizedStringKey",
        "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Angle", "UnitPoint", "ColorScheme", "ScenePhase",
        "NavigationPath", "GeometryProxy", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "ShapeStyle",
        "AnyShapeStyle", "Material", "Shape", "Capsule", "Circle", "Rectangle", "RoundedRectangle", "ContentSizeCategory",
        "DynamicTypeSize", "EditMode", "DismissAction", "OpenURLAction", "UserInterfaceSizeClass", "PresentationDetent",
        "ContentMode", "ScrollViewProxy", "AnyLayout", "Label", "Button", "ToolbarItem", "Visibility", "KeyEquivalent",
        "EventModifiers", "Toggle", "TextField", "List", "NavigationLink", "ProgressView", "Menu", "ForEach", "AsyncImage",
    ]

    /// AppKit's types (its `NS` names that Foundation does not also have).
    static let appKit: Set<String> = [
        "NSImage", "NSColor", "NSFont", "NSWorkspace", "NSApplication", "NSApp", "NSAlert", "NSView", "NSViewController",
        "NSWindow", "NSWindowController", "NSPanel", "NSOpenPanel", "NSSavePanel", "NSPasteboard", "NSPasteboardItem", "NSEvent",
        "NSMenu", "NSMenuItem", "NSStatusBar", "NSStatusItem", "NSSound", "NSCursor", "NSScreen", "NSHostingView",
        "NSHostingController", "NSTextView", "NSTextField", "NSTableView", "NSOutlineView", "NSScrollView", "NSButton",
        "NSResponder", "NSDocument", "NSPersistentDocument", "NSDocumentController", "NSBezierPath", "NSGraphicsContext", "NSSharingService",
        "NSSharingServicePicker", "NSRunningApplication", "NSAppearance", "NSImageView", "NSSplitView", "NSSplitViewController",
        "NSToolbar", "NSAnimationContext", "NSFontManager", "NSColorPanel", "NSTrackingArea", "NSApplicationDelegate",
    ]

    /// The framework a name written in code belongs to, if it is one of theirs: `UI…` names are
    /// UIKit's. Names the module declares itself are not (the caller checks).
    static func framework(of name: String) -> String? {
        if swiftUI.contains(name) { return "SwiftUI" }
        if appKit.contains(name) { return "AppKit" }
        let scalars = Array(name.unicodeScalars)
        if scalars.count > 2, name.hasPrefix("UI"), scalars[2].properties.isUppercase { return "UIKit" }
        return nil
    }

    /// Names that show what a view model needs instead: Observation's and Combine's.
    static let observation: Set<String> = ["Observable", "ObservationIgnored", "ObservationTracked", "withObservationTracking"]
    static let combine: Set<String> = [
        "ObservableObject", "Published", "AnyCancellable", "Cancellable", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject",
        "Just", "Publisher", "Publishers", "Subscribers", "Future", "ObservableObjectPublisher",
    ]

    /// The names `node`'s code uses that could be a framework's types or functions: names in
    /// expressions (`Color.red`, `withAnimation { … }`) and types (`: Color`, `@AppStorage`), for
    /// the tokens `include` accepts. Member names after a `.` (`.image`, `Kind.Image`) and the
    /// names declarations give (`case Image`) are not uses.
    static func names(in node: some SyntaxProtocol, where include: (TokenSyntax) -> Bool = { _ in true }) -> Set<String> {
        var names = Set<String>()
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let parent = token.parent, include(token) else { continue }
            if let reference = parent.as(DeclReferenceExprSyntax.self) {
                if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { continue }
            } else if !parent.is(IdentifierTypeSyntax.self) {
                continue
            }
            names.insert(token.text)
        }
        return names
    }
}
