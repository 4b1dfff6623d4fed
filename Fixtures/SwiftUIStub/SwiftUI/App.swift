// App lifecycle: App, Scene, SceneBuilder, WindowGroup, Settings, ScenePhase and the common Scene modifiers.

// MARK: - App / Scene

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Group: Scene where Content: Scene {
    @inlinable nonisolated public init(@SceneBuilder content: () -> Content) { fatalError() }
    nonisolated public var body: Never { fatalError() }
}

/// The result of listing several scenes in a `SceneBuilder`.
nonisolated public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene { _TupleScene<(repeat each Content)>() }
    public static func buildLimitedAvailability(_ scene: some Scene) -> some Scene { scene }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}

// MARK: - Scenes

nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init(id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

nonisolated public struct Settings<Content>: Scene where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - ScenePhase

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

// MARK: - Scene modifiers

extension Scene {
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene where V: Equatable { fatalError() }
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene where V: Equatable { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some Scene where V: Equatable { fatalError() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { fatalError() }
    nonisolated public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { fatalError() }
    nonisolated public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject { fatalError() }
}
