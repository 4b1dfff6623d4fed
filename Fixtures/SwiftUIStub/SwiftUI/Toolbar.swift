// Toolbars: ToolbarItem, ToolbarItemGroup, ToolbarItemPlacement, ToolbarPlacement, and the toolbar modifiers (view-builder and ToolbarContent forms).

// MARK: - Items

nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

nonisolated public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
nonisolated public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) { fatalError() }
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
public struct SpacerSizing: Sendable, Equatable {
    public static let flexible: SpacerSizing = { fatalError() }()
    public static let fixed: SpacerSizing = { fatalError() }()
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic: ToolbarItemPlacement = { fatalError() }()
    public static let principal: ToolbarItemPlacement = { fatalError() }()
    public static let navigation: ToolbarItemPlacement = { fatalError() }()
    public static let primaryAction: ToolbarItemPlacement = { fatalError() }()
    public static let secondaryAction: ToolbarItemPlacement = { fatalError() }()
    public static let status: ToolbarItemPlacement = { fatalError() }()
    public static let confirmationAction: ToolbarItemPlacement = { fatalError() }()
    public static let cancellationAction: ToolbarItemPlacement = { fatalError() }()
    public static let destructiveAction: ToolbarItemPlacement = { fatalError() }()
    public static let keyboard: ToolbarItemPlacement = { fatalError() }()
    public static let topBarLeading: ToolbarItemPlacement = { fatalError() }()
    public static let topBarTrailing: ToolbarItemPlacement = { fatalError() }()
    public static let bottomBar: ToolbarItemPlacement = { fatalError() }()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    public static let navigationBarLeading: ToolbarItemPlacement = { fatalError() }()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    public static let navigationBarTrailing: ToolbarItemPlacement = { fatalError() }()
}

public struct ToolbarPlacement: Sendable {
    public static var automatic: ToolbarPlacement { fatalError() }
    public static var bottomBar: ToolbarPlacement { fatalError() }
    public static var navigationBar: ToolbarPlacement { fatalError() }
    public static var tabBar: ToolbarPlacement { fatalError() }
}

// MARK: - Modifiers

extension View {
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { fatalError() }
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent { fatalError() }
    nonisolated public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View where Content: CustomizableToolbarContent { fatalError() }
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
    nonisolated public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S: ShapeStyle { fatalError() }
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { fatalError() }
}
