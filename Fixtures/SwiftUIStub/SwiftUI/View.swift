// Core view protocol and structural views: View, Never: View, EmptyView, AnyView, TupleView, _ConditionalContent, Optional: View, Group, ModifiedContent, ViewModifier, PreviewProvider.
@_exported import Foundation
@_exported import Observation
@_exported import Combine

// MARK: - View

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {}

extension Never {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Structural views

@frozen nonisolated public struct EmptyView: View, Sendable {
    @inlinable public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct AnyView: View {
    public init<V>(_ view: V) where V: View { fatalError() }
    public init<V>(erasing view: V) where V: View { fatalError() }
    public init?(_fromValue value: Any) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Produced by `if`/`else` and `switch` inside the content builders.
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline
    @frozen internal enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline internal let storage: Storage
    @usableFromInline internal init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

@frozen nonisolated public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    @inlinable nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    nonisolated public var body: Never { fatalError() }
}

// MARK: - Modifiers

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The `content` placeholder passed to `ViewModifier.body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    nonisolated public var body: Never { fatalError() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    nonisolated public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { fatalError() }
}

@frozen nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity: EmptyModifier = EmptyModifier()
    public typealias Body = Never
    @inlinable public init() {}
    public func body(content: EmptyModifier.Content) -> EmptyModifier.Body { fatalError() }
}

extension View {
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    @inlinable nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Previews (the #Preview macro cannot be provided)

public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { fatalError() }
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    nonisolated public func previewDisplayName(_ value: String?) -> some View { fatalError() }
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { fatalError() }
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { fatalError() }
}

// MARK: - Preview macros (Xcode 15/16 SDK declarations; Linux has no PreviewsMacros plugin,
// type-check with `-plugin-path` pointing at a stand-in plugin to expand them)

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "Previewable")
