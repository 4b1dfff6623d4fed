// Navigation: NavigationStack, NavigationPath, NavigationLink, NavigationSplitView, NavigationView, and the navigation/search modifiers.

// MARK: - NavigationStack / NavigationPath

nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct NavigationPath: Equatable {
    public var count: Int { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var codable: NavigationPath.CodableRepresentation? { fatalError() }
    public init() { fatalError() }
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable { fatalError() }
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable { fatalError() }
    public init(_ codable: NavigationPath.CodableRepresentation) { fatalError() }
    public mutating func append<V>(_ value: V) where V: Hashable { fatalError() }
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable { fatalError() }
    public mutating func removeLast(_ k: Int = 1) { fatalError() }
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }

    public struct CodableRepresentation: Codable, Equatable {
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
    }
}

// MARK: - NavigationLink

nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable { fatalError() }
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable { fatalError() }
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable { fatalError() }
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable { fatalError() }
}

extension NavigationLink where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, destination: Destination) where S: StringProtocol { fatalError() }
}

// MARK: - Split view and legacy NavigationView

public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }
    public static var all: NavigationSplitViewVisibility { fatalError() }
    public static var automatic: NavigationSplitViewVisibility { fatalError() }
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static var sidebar: NavigationSplitViewColumn { fatalError() }
    public static var content: NavigationSplitViewColumn { fatalError() }
    public static var detail: NavigationSplitViewColumn { fatalError() }
}

nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { fatalError() }
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { fatalError() }
    nonisolated public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { fatalError() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content>: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Bar configuration types

public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

public struct ToolbarTitleDisplayMode: Sendable {
    public static var automatic: ToolbarTitleDisplayMode { fatalError() }
    public static var large: ToolbarTitleDisplayMode { fatalError() }
    public static var inlineLarge: ToolbarTitleDisplayMode { fatalError() }
    public static var inline: ToolbarTitleDisplayMode { fatalError() }
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic: SearchFieldPlacement = { fatalError() }()
    public static let toolbar: SearchFieldPlacement = { fatalError() }()
    public static let sidebar: SearchFieldPlacement = { fatalError() }()
    public static let navigationBarDrawer: SearchFieldPlacement = { fatalError() }()
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { fatalError() }

    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic: SearchFieldPlacement.NavigationBarDrawerDisplayMode = { fatalError() }()
        public static let always: SearchFieldPlacement.NavigationBarDrawerDisplayMode = { fatalError() }()
    }
}

// MARK: - Navigation modifiers

extension View {
    nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { fatalError() }
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { fatalError() }
    nonisolated public func navigationTitle<V>(@ViewBuilder _ title: () -> V) -> some View where V: View { fatalError() }
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View { fatalError() }

    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { fatalError() }
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S>(_ title: S) -> some View where S: StringProtocol { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View where S: StringProtocol { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L: View, T: View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L>(leading: L) -> some View where L: View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<T>(trailing: T) -> some View where T: View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { fatalError() }

    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { fatalError() }
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View { fatalError() }
    nonisolated public func navigationDestination<D, C>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { fatalError() }

    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { fatalError() }
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { fatalError() }
    nonisolated public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle { fatalError() }

    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { fatalError() }
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol { fatalError() }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { fatalError() }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func searchable<S>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol { fatalError() }
    nonisolated public func searchSuggestions<S>(@ViewBuilder _ suggestions: () -> S) -> some View where S: View { fatalError() }
    nonisolated public func searchCompletion(_ completion: String) -> some View { fatalError() }
}
