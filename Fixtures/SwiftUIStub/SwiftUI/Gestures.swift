// Gestures: Gesture protocol, TapGesture, LongPressGesture, DragGesture, MagnifyGesture, onChanged/onEnded/updating/map, and the gesture view modifiers.

@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

nonisolated public struct TapGesture: Gesture, Sendable {
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public typealias Value = Void
    public typealias Body = Never
    public var body: Never { fatalError() }
}

nonisolated public struct LongPressGesture: Gesture, Sendable {
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public typealias Value = Bool
    public typealias Body = Never
    public var body: Never { fatalError() }
}

nonisolated public struct DragGesture: Gesture, Sendable {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { fatalError() }
        public var velocity: CGSize { fatalError() }
        public var predictedEndLocation: CGPoint { fatalError() }
        public var predictedEndTranslation: CGSize { fatalError() }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

nonisolated public struct MagnifyGesture: Gesture, Sendable {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Gesture combinators

@frozen nonisolated public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct _MapGesture<Content, Value>: Gesture where Content: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct SimultaneousGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    @frozen public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct SequenceGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    @frozen public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Gesture {
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
    nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> { fatalError() }
    nonisolated public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { fatalError() }
    nonisolated public func simultaneously<Other>(with other: Other) -> SimultaneousGesture<Self, Other> where Other: Gesture { fatalError() }
    nonisolated public func sequenced<Other>(before other: Other) -> SequenceGesture<Self, Other> where Other: Gesture { fatalError() }
}

extension Gesture where Self.Value: Equatable {
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

// MARK: - View modifiers

extension View {
    nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { fatalError() }
    nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { fatalError() }
    nonisolated public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { fatalError() }
}
