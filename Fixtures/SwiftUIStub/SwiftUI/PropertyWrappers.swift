// Dynamic property wrappers: DynamicProperty, State, Binding, Bindable, StateObject, ObservedObject, EnvironmentObject, FocusState, Namespace, GestureState, AppStorage, SceneStorage.

// MARK: - DynamicProperty

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - State

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    @_alwaysEmitIntoClient public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State: Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    @inlinable public init() { self.init(wrappedValue: nil) }
}

// MARK: - Binding

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction

    @preconcurrency
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }

    @preconcurrency
    public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
                @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) { fatalError() }

    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: Binding<Value> { fatalError() }

    @_alwaysEmitIntoClient public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding {
    /// Projects an optional binding from a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    /// Unwraps an optional binding; `nil` when the base value is `nil`.
    public init?(_ base: Binding<Value?>) { fatalError() }
    /// Erases a `Hashable` binding to `AnyHashable`.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Binding<Value>.Index { fatalError() }
    public var endIndex: Binding<Value>.Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(after i: inout Binding<Value>.Index) { fatalError() }
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    public func formIndex(before i: inout Binding<Value>.Index) { fatalError() }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding {
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding: DynamicProperty {}

// MARK: - Bindable (Observation)

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { fatalError() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable where Value: AnyObject {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Bindable where Value: ObservableObject {
    @available(*, unavailable, message: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.")
    public init(wrappedValue: Value) { fatalError() }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { fatalError() }
    public init(_ wrappedValue: Value) { fatalError() }
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

extension Bindable: Sendable where Value: Sendable {}

extension Bindable: DynamicProperty {}

// MARK: - ObservableObject wrappers

@MainActor @preconcurrency @propertyWrapper @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @MainActor @preconcurrency @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    @_alwaysEmitIntoClient public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }
    public init(wrappedValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@MainActor @preconcurrency @propertyWrapper @frozen
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    @MainActor public var wrappedValue: ObjectType { fatalError() }
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@MainActor @preconcurrency @propertyWrapper @frozen
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @MainActor @preconcurrency @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    @inlinable public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
    nonisolated public init() { fatalError() }
}

// MARK: - FocusState

@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    @frozen @propertyWrapper
    public struct Binding {
        @usableFromInline internal let _location: AnyObject
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
    }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    public init() where Value == Bool { fatalError() }
    public init<T>() where Value == T?, T: Hashable { fatalError() }
}

// MARK: - Namespace

@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    @inlinable public init() {}
    public var wrappedValue: Namespace.ID { fatalError() }

    @frozen public struct ID: Hashable, Sendable {}
}

// MARK: - GestureState

@propertyWrapper @frozen
public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }
    public init(wrappedValue: Value, resetTransaction: Transaction) { fatalError() }
    public init(initialValue: Value, resetTransaction: Transaction) { fatalError() }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { fatalError() }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { fatalError() }
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { fatalError() }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { fatalError() }
    public init(reset: @escaping (Value, inout Transaction) -> Void) { fatalError() }
}

// MARK: - ScaledMetric

/// Apple's signature: only floating-point values scale (`@ScaledMetric var height = 28` is a `Double`).
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

// MARK: - AppStorage

@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @usableFromInline internal let _location: AnyObject
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { fatalError() }
}

extension AppStorage {
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String { fatalError() }
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int { fatalError() }
}

// MARK: - SceneStorage

@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @usableFromInline internal let _location: AnyObject
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == URL { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Data { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { fatalError() }
    public init(_ key: String) where Value == Int? { fatalError() }
    public init(_ key: String) where Value == Double? { fatalError() }
    public init(_ key: String) where Value == String? { fatalError() }
    public init(_ key: String) where Value == URL? { fatalError() }
    public init(_ key: String) where Value == Data? { fatalError() }
}

extension SceneStorage {
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String { fatalError() }
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int { fatalError() }
}
