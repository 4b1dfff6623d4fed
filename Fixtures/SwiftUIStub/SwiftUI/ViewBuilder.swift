// Result builders for view content (ViewBuilder) and toolbar content (ToolbarContentBuilder + ToolbarContent).

// MARK: - ViewBuilder

@resultBuilder
public struct ViewBuilder {
    @_alwaysEmitIntoClient
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    @available(*, unavailable, message: "this expression does not conform to 'View'")
    @_disfavoredOverload
    @_alwaysEmitIntoClient
    public static func buildExpression(_ invalid: Any) -> some View { fatalError() }

    @_alwaysEmitIntoClient
    public static func buildBlock() -> EmptyView { EmptyView() }

    @_alwaysEmitIntoClient
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    @_disfavoredOverload
    @_alwaysEmitIntoClient
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

extension ViewBuilder {
    @_alwaysEmitIntoClient
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        .init(storage: .trueContent(first))
    }

    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        .init(storage: .falseContent(second))
    }

    @_alwaysEmitIntoClient
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

// MARK: - ToolbarContent

@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    nonisolated public var body: Never { return fatalError() }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    nonisolated public var body: Never { return fatalError() }
}

extension _ConditionalContent: CustomizableToolbarContent where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Group: ToolbarContent where Content: ToolbarContent {
    @inlinable nonisolated public init(@ToolbarContentBuilder content: () -> Content) { fatalError() }
    nonisolated public var body: Never { return fatalError() }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

/// The result of combining several toolbar items in a `ToolbarContentBuilder`.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

extension TupleToolbarContent: CustomizableToolbarContent {}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: CustomizableToolbarContent { content }
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { content }
    public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent { content }
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> where repeat each Content: ToolbarContent { fatalError() }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { .init(storage: .trueContent(first)) }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { .init(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { content }
}

@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}
