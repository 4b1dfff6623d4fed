// Combine stand-in (signatures only): publishers/subscribers, ObservableObject, @Published, subjects, sink/assign, common operators and schedulers.
import Foundation

// MARK: - Core protocols

public protocol Cancellable {
    func cancel()
}

public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ obj: AnyObject) { fatalError() }
    public var description: String { fatalError() }
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { fatalError() }
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Self.Output == Void {
    public func send() { fatalError() }
}

public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { fatalError() }
}

// MARK: - Subscribers

public enum Subscribers {
    @frozen public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    @frozen public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        public static let unlimited: Subscribers.Demand = { fatalError() }()
        public static let none: Subscribers.Demand = { fatalError() }()
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        public var max: Int? { fatalError() }
        public var description: String { fatalError() }
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { fatalError() }
        public static func + (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand { fatalError() }
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
    }

    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        final public var receiveValue: (Input) -> Void { fatalError() }
        final public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { fatalError() }
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) { fatalError() }
        final public func receive(subscription: any Subscription) { fatalError() }
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
        final public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
        final public func cancel() { fatalError() }
        final public var description: String { fatalError() }
    }

    final public class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        final public var object: Root? { fatalError() }
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) { fatalError() }
        final public func receive(subscription: any Subscription) { fatalError() }
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
        final public func receive(completion: Subscribers.Completion<Never>) { fatalError() }
        final public func cancel() { fatalError() }
        final public var description: String { fatalError() }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
extension Subscribers.Demand: Sendable {}

// MARK: - Cancellation

final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public init<C>(_ canceller: C) where C: Cancellable { fatalError() }
    final public func cancel() { fatalError() }
    final public func hash(into hasher: inout Hasher) { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
}

extension AnyCancellable {
    final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable { fatalError() }
    final public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

extension Cancellable {
    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable { fatalError() }
    public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

// MARK: - ObservableObject / @Published

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () { fatalError() }
    final public func send() { fatalError() }
}

@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never { fatalError() }
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Concrete publishers and subjects

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { fatalError() }
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never { fatalError() }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public init() { fatalError() }
    public init(completeImmediately: Bool) { fatalError() }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) { fatalError() }
    public let completeImmediately: Bool
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool { fatalError() }
}

public struct Fail<Output, Failure: Error>: Publisher {
    public init(error: Failure) { fatalError() }
    public init(outputType: Output.Type, failure: Failure) { fatalError() }
    public let error: Failure
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
}

final public class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) { fatalError() }
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
}

public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible, Publisher {
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher { fatalError() }
    public var description: String { fatalError() }
    public var playgroundDescription: Any { fatalError() }
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
}

final public class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() { fatalError() }
    final public func send(subscription: any Subscription) { fatalError() }
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    final public var value: Output {
        get { fatalError() }
        set { fatalError() }
    }
    public init(_ value: Output) { fatalError() }
    final public func send(subscription: any Subscription) { fatalError() }
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

// MARK: - Subscribing

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Self.Failure>) -> Void, receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError() }
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input { fatalError() }
    public func subscribe<S>(_ subject: S) -> AnyCancellable where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output { fatalError() }
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { fatalError() }
}

extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable { fatalError() }
    public func assign(to published: inout Published<Self.Output>.Publisher) { fatalError() }
    public func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where E: Error { fatalError() }
    public var values: AsyncPublisher<Self> { fatalError() }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { fatalError() }
}

public struct AsyncPublisher<P>: AsyncSequence where P: Publisher, P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) { fatalError() }
    public func makeAsyncIterator() -> AsyncPublisher<P>.Iterator { fatalError() }
}

public struct AsyncThrowingPublisher<P>: AsyncSequence where P: Publisher {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async throws -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) { fatalError() }
    public func makeAsyncIterator() -> AsyncThrowingPublisher<P>.Iterator { fatalError() }
}

// MARK: - Operators

public enum Publishers {}

extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) { fatalError() }
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error { fatalError() }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct DropFirst<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Output == S.Input, S.Failure == Never { fatalError() }
    }

    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input { fatalError() }
    }

    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) { fatalError() }
    }

    final public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        final public let upstream: Upstream
        public init(upstream: Upstream) { fatalError() }
        final public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func tryMap<T>(_ transform: @escaping (Self.Output) throws -> T) -> Publishers.TryMap<Self, T> { fatalError() }
    public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T> { fatalError() }
    public func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self> { fatalError() }
    public func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool) -> Publishers.RemoveDuplicates<Self> { fatalError() }
    public func dropFirst(_ count: Int = 1) -> Publishers.DropFirst<Self> { fatalError() }
    public func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self> { fatalError() }
    public func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> where S: Scheduler { fatalError() }
    public func throttle<S>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> where S: Scheduler { fatalError() }
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler { fatalError() }
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P> where P: Publisher, Self.Failure == P.Failure { fatalError() }
}

extension Publisher where Self.Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

// MARK: - Schedulers

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: Self.SchedulerTimeType { get }
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

/// Shared arithmetic surface of the scheduler stride types below.
public protocol _SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable where IntegerLiteralType == Int, FloatLiteralType == Double {}

extension _SchedulerStride {
    public init(integerLiteral value: Int) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public init?<T>(exactly source: T) where T: BinaryInteger { fatalError() }
    public static func < (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public static func * (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func - (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func *= (lhs: inout Self, rhs: Self) { fatalError() }
    public static func += (lhs: inout Self, rhs: Self) { fatalError() }
    public static func -= (lhs: inout Self, rhs: Self) { fatalError() }
    public static func seconds(_ s: Int) -> Self { fatalError() }
    public static func seconds(_ s: Double) -> Self { fatalError() }
    public static func milliseconds(_ ms: Int) -> Self { fatalError() }
    public static func microseconds(_ us: Int) -> Self { fatalError() }
    public static func nanoseconds(_ ns: Int) -> Self { fatalError() }
}

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public struct Stride: _SchedulerStride {
            public typealias Magnitude = Int
            public var magnitude: Int
            public init(_ timeInterval: DispatchTimeInterval) { fatalError() }
            public init(from decoder: any Decoder) throws { fatalError() }
            public func encode(to encoder: any Encoder) throws { fatalError() }
        }
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { fatalError() }
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride { fatalError() }
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType { fatalError() }
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
        public static func == (a: Self, b: Self) -> Bool { fatalError() }
    }
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) { fatalError() }
    }
    public var now: DispatchQueue.SchedulerTimeType { fatalError() }
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable { fatalError() }
}

extension RunLoop: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public struct Stride: _SchedulerStride {
            public typealias Magnitude = TimeInterval
            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { fatalError() }
            public init(_ timeInterval: TimeInterval) { fatalError() }
            public init(from decoder: any Decoder) throws { fatalError() }
            public func encode(to encoder: any Encoder) throws { fatalError() }
        }
        public var date: Date
        public init(_ date: Date) { fatalError() }
        public func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride { fatalError() }
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType { fatalError() }
    }
    public struct SchedulerOptions {}
    public var now: RunLoop.SchedulerTimeType { fatalError() }
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: RunLoop.SchedulerTimeType, tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: RunLoop.SchedulerTimeType, interval: RunLoop.SchedulerTimeType.Stride, tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable { fatalError() }
}

// MARK: - Foundation publishers

extension NotificationCenter {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification { fatalError() }
    }
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }
}

extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher { fatalError() }

    final public class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        final public let interval: TimeInterval
        final public let tolerance: TimeInterval?
        final public let runLoop: RunLoop
        final public let mode: RunLoop.Mode
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) { fatalError() }
        final public func connect() -> any Cancellable { fatalError() }
        final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date { fatalError() }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { fatalError() }
}

extension Publishers {
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { fatalError() }
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Elements.Element == S.Input { fatalError() }
    }
}
