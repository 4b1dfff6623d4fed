// Animation and transitions: Animation, Transaction, withAnimation/withTransaction, AnyTransition, and the animation/transition view modifiers.

// MARK: - Animation

@frozen
public struct Animation: Equatable, Sendable {
    public static let `default`: Animation = { fatalError() }()
    public static var linear: Animation { fatalError() }
    public static var easeIn: Animation { fatalError() }
    public static var easeOut: Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
    public static var spring: Animation { fatalError() }
    public static var interactiveSpring: Animation { fatalError() }
    public static var interpolatingSpring: Animation { fatalError() }
    public static var smooth: Animation { fatalError() }
    public static var snappy: Animation { fatalError() }
    public static var bouncy: Animation { fatalError() }

    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { fatalError() }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { fatalError() }
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { fatalError() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }

    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}

public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete: AnimationCompletionCriteria = { fatalError() }()
    public static let removed: AnimationCompletionCriteria = { fatalError() }()
}

// MARK: - Transaction

@frozen
public struct Transaction {
    @inlinable public init() {}
    public init(animation: Animation?) { fatalError() }
    public var animation: Animation? {
        get { fatalError() }
        set { fatalError() }
    }
    public var disablesAnimations: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var isContinuous: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { fatalError() }

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result { fatalError() }

// MARK: - Transitions

@frozen
public struct AnyTransition: Sendable {
    public static let identity: AnyTransition = { fatalError() }()
    public static let opacity: AnyTransition = { fatalError() }()
    public static let scale: AnyTransition = { fatalError() }()
    public static let slide: AnyTransition = { fatalError() }()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func push(from edge: Edge) -> AnyTransition { fatalError() }
    public static func offset(_ offset: CGSize) -> AnyTransition { fatalError() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { fatalError() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}

// MARK: - Modifiers

extension View {
    @inlinable nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @inlinable nonisolated public func animation(_ animation: Animation?) -> some View { fatalError() }
    nonisolated public func animation<V>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V: View { fatalError() }
    @inlinable nonisolated public func transition(_ t: AnyTransition) -> some View { fatalError() }
    @inlinable nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { fatalError() }
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { fatalError() }
}

/// Stand-in for the content proxy passed to `animation(_:body:)`.
nonisolated public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ContentTransition: Equatable, Sendable {
    public static let identity: ContentTransition = { fatalError() }()
    public static let opacity: ContentTransition = { fatalError() }()
    public static let interpolate: ContentTransition = { fatalError() }()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
    public static func numericText(value: Double) -> ContentTransition { fatalError() }
}
