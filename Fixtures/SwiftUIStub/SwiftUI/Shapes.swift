// Shapes and animatable data: Animatable/VectorArithmetic, Shape (nonisolated like Apple's), Path, Circle/Rectangle/RoundedRectangle/Capsule/Ellipse, fill/stroke styles and shape modifiers.

// MARK: - Animatable

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    @inlinable public init() {}
    public static var zero: EmptyAnimatableData { fatalError() }
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { fatalError() }
}

@frozen public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
    public var first: First
    public var second: Second
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair<First, Second> { fatalError() }
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
    public static func == (a: AnimatablePair<First, Second>, b: AnimatablePair<First, Second>) -> Bool { fatalError() }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { fatalError() }
        set { fatalError() }
    }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

// MARK: - Global-actor removal (SwiftUICore's mechanism that keeps conforming shapes nonisolated)

@globalActor
public actor _ImpossibleActor {
    public static let shared = _ImpossibleActor()
}

@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}

// MARK: - Shape

public enum ShapeRole: Hashable, Sendable {
    case fill
    case stroke
    case separator
}

public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
    public static var mirrors: LayoutDirectionBehavior { fatalError() }
}

public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path
    nonisolated static var role: ShapeRole { get }
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    nonisolated public static var role: ShapeRole { fatalError() }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { fatalError() }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}

/// The view a `Shape` renders as (its `body`).
@frozen nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Shape {
    nonisolated public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension Shape {
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle { fatalError() }
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle { fatalError() }
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle { fatalError() }
    nonisolated public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape<Self>() }
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape<Self>() }
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { _TrimmedShape<Self>() }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { fatalError() }
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { fatalError() }
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> { fatalError() }
}

extension InsettableShape {
    nonisolated public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle { fatalError() }
    nonisolated public func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle { fatalError() }
}

@frozen public struct _StrokedShape<S>: Shape where S: Shape {
    public init() { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen public struct _TrimmedShape<S>: Shape where S: Shape {
    public init() { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

// MARK: - Path

@frozen public struct Path: Shape, Equatable {
    public init() { fatalError() }
    public init(_ rect: CGRect) { fatalError() }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(ellipseIn rect: CGRect) { fatalError() }
    public init(_ callback: (inout Path) -> Void) { fatalError() }
    public init?(_ string: String) { fatalError() }

    public func path(in _: CGRect) -> Path { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var boundingRect: CGRect { fatalError() }
    public var description: String { fatalError() }
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { fatalError() }

    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError() }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }
    public mutating func closeSubpath() { fatalError() }
    public mutating func addRect(_ rect: CGRect) { fatalError() }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public mutating func addEllipse(in rect: CGRect) { fatalError() }
    public mutating func addRects(_ rects: [CGRect]) { fatalError() }
    public mutating func addLines(_ lines: [CGPoint]) { fatalError() }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) { fatalError() }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) { fatalError() }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) { fatalError() }
    public mutating func addPath(_ path: Path) { fatalError() }
    public var currentPoint: CGPoint? { fatalError() }
    public static func == (a: Path, b: Path) -> Bool { fatalError() }
}

// MARK: - Built-in shapes

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

@frozen public struct Circle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Circle { fatalError() }
}

@frozen public struct Rectangle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Rectangle { fatalError() }
}

@frozen public struct Ellipse: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Ellipse { fatalError() }
}

@frozen public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in r: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Capsule { fatalError() }
}

@frozen public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> RoundedRectangle { fatalError() }
}

@frozen public struct RectangleCornerRadii: Equatable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) { fatalError() }
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    public var animatableData: AnimatableData { get { fatalError() } set { fatalError() } }
}

@frozen public struct UnevenRoundedRectangle: InsettableShape {
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { fatalError() }
}

@frozen public struct AnyShape: Shape {
    public init<S>(_ shape: S) where S: Shape { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen public struct OffsetShape<Content>: Shape where Content: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen public struct RotatedShape<Content>: Shape where Content: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen public struct ScaledShape<Content>: Shape where Content: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { fatalError() }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { fatalError() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { fatalError() }
    public static func capsule(style: RoundedCornerStyle) -> Self { fatalError() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { fatalError() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}

// MARK: - Fill and stroke styles

@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) { fatalError() }
}
