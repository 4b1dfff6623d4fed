// Environment: the @Environment wrapper, EnvironmentKey/EnvironmentValues with the common keys, the action types they hold, and the environment modifiers.

// MARK: - Environment wrapper

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    @inlinable public var wrappedValue: Value { fatalError() }
}

extension Environment: Sendable where Value: Sendable {}

extension Environment {
    /// Reads an `@Observable` object placed with `.environment(_:)`; traps if missing.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    /// Reads an optional `@Observable` object placed with `.environment(_:)`.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

// MARK: - Keys and values

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }
}

extension EnvironmentValues {
    public var dismiss: DismissAction { fatalError() }
    public var openURL: OpenURLAction {
        get { fatalError() }
        set { fatalError() }
    }
    public var refresh: RefreshAction? { fatalError() }
    public var isSearching: Bool { fatalError() }
    public var dismissSearch: DismissSearchAction { fatalError() }
    public var isPresented: Bool { fatalError() }
    public var isFocused: Bool { fatalError() }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var locale: Locale {
        get { fatalError() }
        set { fatalError() }
    }
    public var calendar: Calendar {
        get { fatalError() }
        set { fatalError() }
    }
    public var timeZone: TimeZone {
        get { fatalError() }
        set { fatalError() }
    }
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set { fatalError() }
    }
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set { fatalError() }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }
    public var font: Font? {
        get { fatalError() }
        set { fatalError() }
    }
    public var lineLimit: Int? {
        get { fatalError() }
        set { fatalError() }
    }
    public var multilineTextAlignment: TextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    public var displayScale: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    public var accessibilityReduceMotion: Bool { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    public var openWindow: OpenWindowAction { fatalError() }
    public var redactionReasons: RedactionReasons {
        get { fatalError() }
        set { fatalError() }
    }
    public var defaultMinListRowHeight: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    public var defaultMinListHeaderHeight: CGFloat? {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Actions stored in the environment

@MainActor @preconcurrency
public struct DismissAction {
    @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}

extension DismissAction: Sendable {}

@MainActor @preconcurrency
public struct DismissSearchAction {
    @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}

extension DismissSearchAction: Sendable {}

@available(iOS 16.0, macOS 13.0, *)
@MainActor @preconcurrency
public struct OpenWindowAction: Sendable {
    @MainActor @preconcurrency public func callAsFunction(id: String) { fatalError() }
    @MainActor @preconcurrency public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable { fatalError() }
    @MainActor @preconcurrency public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable { fatalError() }
}

@MainActor @preconcurrency
public struct OpenURLAction {
    public struct Result: Sendable {
        public static let handled: OpenURLAction.Result = { fatalError() }()
        public static let discarded: OpenURLAction.Result = { fatalError() }()
        public static let systemAction: OpenURLAction.Result = { fatalError() }()
        public static func systemAction(_ url: URL) -> OpenURLAction.Result { fatalError() }
    }
    public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) { fatalError() }
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { fatalError() }
}

extension OpenURLAction: Sendable {}

public struct RefreshAction: Sendable {
    public func callAsFunction() async { fatalError() }
}

public struct PresentationMode {
    public var isPresented: Bool { fatalError() }
    public mutating func dismiss() { fatalError() }
}

// MARK: - Environment value types

public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active
    public var isEditing: Bool { fatalError() }
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

// MARK: - Environment modifiers

extension View {
    @inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { fatalError() }
    @inlinable nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { fatalError() }
    @inlinable nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { fatalError() }
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { fatalError() }
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { fatalError() }
    nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize { fatalError() }
}
