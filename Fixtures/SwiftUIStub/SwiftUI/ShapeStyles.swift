// Shape styles and colors: ShapeStyle, Color (as View and ShapeStyle), hierarchical/semantic styles, Material, gradients, AnyShapeStyle.

// MARK: - ShapeStyle

public protocol ShapeStyle: Sendable {}

extension Never: ShapeStyle {}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { fatalError() }
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { fatalError() }
}

public struct ShadowStyle: Equatable, Sendable {
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
}

@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle { fatalError() }
}

// MARK: - Color

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public enum RGBColorSpace: Equatable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }

    public static let red: Color = { fatalError() }()
    public static let orange: Color = { fatalError() }()
    public static let yellow: Color = { fatalError() }()
    public static let green: Color = { fatalError() }()
    public static let mint: Color = { fatalError() }()
    public static let teal: Color = { fatalError() }()
    public static let cyan: Color = { fatalError() }()
    public static let blue: Color = { fatalError() }()
    public static let indigo: Color = { fatalError() }()
    public static let purple: Color = { fatalError() }()
    public static let pink: Color = { fatalError() }()
    public static let brown: Color = { fatalError() }()
    public static let white: Color = { fatalError() }()
    public static let gray: Color = { fatalError() }()
    public static let black: Color = { fatalError() }()
    public static let clear: Color = { fatalError() }()
    public static let primary: Color = { fatalError() }()
    public static let secondary: Color = { fatalError() }()
    public static var accentColor: Color { fatalError() }

    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public var gradient: AnyGradient { fatalError() }
    public func mix(with rhs: Color, by fraction: Double) -> Color { fatalError() }
    public var description: String { fatalError() }
}

extension Color: ShapeStyle {}

extension Color: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

// MARK: - Semantic styles

@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary: HierarchicalShapeStyle = { fatalError() }()
    public static let secondary: HierarchicalShapeStyle = { fatalError() }()
    public static let tertiary: HierarchicalShapeStyle = { fatalError() }()
    public static let quaternary: HierarchicalShapeStyle = { fatalError() }()
    public static let quinary: HierarchicalShapeStyle = { fatalError() }()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
    public static var quinary: HierarchicalShapeStyle { fatalError() }
}

@frozen public struct TintShapeStyle: ShapeStyle {
    @inlinable public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { fatalError() }
}

@frozen public struct ForegroundStyle: ShapeStyle {
    @inlinable public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { fatalError() }
}

@frozen public struct BackgroundStyle: ShapeStyle {
    @inlinable public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { fatalError() }
}

@frozen public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { fatalError() }
}

// MARK: - Material

public struct Material: Sendable {
    public static let regular: Material = { fatalError() }()
    public static let thick: Material = { fatalError() }()
    public static let thin: Material = { fatalError() }()
    public static let ultraThin: Material = { fatalError() }()
    public static let ultraThick: Material = { fatalError() }()
    public static let bar: Material = { fatalError() }()
}

extension Material: ShapeStyle {}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
    public static var ultraThickMaterial: Material { fatalError() }
    public static var bar: Material { fatalError() }
}

// MARK: - Gradients

@frozen public struct Gradient: Hashable, Sendable {
    @frozen public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) { fatalError() }
}

public struct AnyGradient: Hashable, ShapeStyle {
    public init(_ gradient: Gradient) { fatalError() }
}

@frozen nonisolated public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

@frozen nonisolated public struct RadialGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

@frozen nonisolated public struct AngularGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { fatalError() }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { fatalError() }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { fatalError() }
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
}
