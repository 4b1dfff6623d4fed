// Layout value types: alignments, edges, insets, axes, unit points, angles, coordinate spaces, and small option/enum types used by modifiers.

// MARK: - Alignment

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading: HorizontalAlignment = { fatalError() }()
    public static let center: HorizontalAlignment = { fatalError() }()
    public static let trailing: HorizontalAlignment = { fatalError() }()
    public static let listRowSeparatorLeading: HorizontalAlignment = { fatalError() }()
    public static let listRowSeparatorTrailing: HorizontalAlignment = { fatalError() }()
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let top: VerticalAlignment = { fatalError() }()
    public static let center: VerticalAlignment = { fatalError() }()
    public static let bottom: VerticalAlignment = { fatalError() }()
    public static let firstTextBaseline: VerticalAlignment = { fatalError() }()
    public static let lastTextBaseline: VerticalAlignment = { fatalError() }()
}

@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center: Alignment = { fatalError() }()
    public static let leading: Alignment = { fatalError() }()
    public static let trailing: Alignment = { fatalError() }()
    public static let top: Alignment = { fatalError() }()
    public static let bottom: Alignment = { fatalError() }()
    public static let topLeading: Alignment = { fatalError() }()
    public static let topTrailing: Alignment = { fatalError() }()
    public static let bottomLeading: Alignment = { fatalError() }()
    public static let bottomTrailing: Alignment = { fatalError() }()
    public static let centerFirstTextBaseline: Alignment = { fatalError() }()
    public static let centerLastTextBaseline: Alignment = { fatalError() }()
    public static let leadingFirstTextBaseline: Alignment = { fatalError() }()
    public static let trailingFirstTextBaseline: Alignment = { fatalError() }()
}

// MARK: - Edges and insets

@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { fatalError() }
        public static let top: Edge.Set = { fatalError() }()
        public static let leading: Edge.Set = { fatalError() }()
        public static let bottom: Edge.Set = { fatalError() }()
        public static let trailing: Edge.Set = { fatalError() }()
        public static let all: Edge.Set = { fatalError() }()
        public static let horizontal: Edge.Set = { fatalError() }()
        public static let vertical: Edge.Set = { fatalError() }()
    }
}

@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case leading, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = HorizontalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { fatalError() }
        public static let leading: HorizontalEdge.Set = { fatalError() }()
        public static let trailing: HorizontalEdge.Set = { fatalError() }()
        public static let all: HorizontalEdge.Set = { fatalError() }()
    }
}

@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case top, bottom

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = VerticalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { fatalError() }
        public static let top: VerticalEdge.Set = { fatalError() }()
        public static let bottom: VerticalEdge.Set = { fatalError() }()
        public static let all: VerticalEdge.Set = { fatalError() }()
    }
}

@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// MARK: - Axes and points

@frozen public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal: Axis.Set = { fatalError() }()
        public static let vertical: Axis.Set = { fatalError() }()
    }
}

@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero: UnitPoint = { fatalError() }()
    public static let center: UnitPoint = { fatalError() }()
    public static let leading: UnitPoint = { fatalError() }()
    public static let trailing: UnitPoint = { fatalError() }()
    public static let top: UnitPoint = { fatalError() }()
    public static let bottom: UnitPoint = { fatalError() }()
    public static let topLeading: UnitPoint = { fatalError() }()
    public static let topTrailing: UnitPoint = { fatalError() }()
    public static let bottomLeading: UnitPoint = { fatalError() }()
    public static let bottomTrailing: UnitPoint = { fatalError() }()
}

@frozen public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { fatalError() }
    @inlinable public init() { self.init(radians: 0) }
    @inlinable public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { fatalError() }
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static let zero: Angle = { fatalError() }()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}

public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container: SafeAreaRegions = { fatalError() }()
    public static let keyboard: SafeAreaRegions = { fatalError() }()
    public static let all: SafeAreaRegions = { fatalError() }()
}

@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { fatalError() }
    public static let zero: ProposedViewSize = { fatalError() }()
    public static let unspecified: ProposedViewSize = { fatalError() }()
    public static let infinity: ProposedViewSize = { fatalError() }()
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { fatalError() }
}

// MARK: - Coordinate spaces

public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)
}

public protocol CoordinateSpaceProtocol: Sendable {
    var coordinateSpace: CoordinateSpace { get }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    public var coordinateSpace: CoordinateSpace { fatalError() }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { fatalError() }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { fatalError() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { fatalError() }
    public static var scrollView: NamedCoordinateSpace { fatalError() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { fatalError() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { fatalError() }
}

// MARK: - Small option and enum types used by modifiers

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders: PinnedScrollableViews = { fatalError() }()
    public static let sectionFooters: PinnedScrollableViews = { fatalError() }()
}

public struct ScrollIndicatorVisibility: Equatable, Sendable {
    public static var automatic: ScrollIndicatorVisibility { fatalError() }
    public static var visible: ScrollIndicatorVisibility { fatalError() }
    public static var hidden: ScrollIndicatorVisibility { fatalError() }
    public static var never: ScrollIndicatorVisibility { fatalError() }
}

public struct ScrollDismissesKeyboardMode: Sendable {
    public static var automatic: ScrollDismissesKeyboardMode { fatalError() }
    public static var immediately: ScrollDismissesKeyboardMode { fatalError() }
    public static var interactively: ScrollDismissesKeyboardMode { fatalError() }
    public static var never: ScrollDismissesKeyboardMode { fatalError() }
}

@frozen public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position: MatchedGeometryProperties = { fatalError() }()
    public static let size: MatchedGeometryProperties = { fatalError() }()
    public static let frame: MatchedGeometryProperties = { fatalError() }()
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder: RedactionReasons = { fatalError() }()
    public static let privacy: RedactionReasons = { fatalError() }()
    public static let invalidated: RedactionReasons = { fatalError() }()
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text: SubmitTriggers = { fatalError() }()
    public static let search: SubmitTriggers = { fatalError() }()
}

public struct SubmitLabel: Sendable {
    public static var done: SubmitLabel { fatalError() }
    public static var go: SubmitLabel { fatalError() }
    public static var send: SubmitLabel { fatalError() }
    public static var join: SubmitLabel { fatalError() }
    public static var route: SubmitLabel { fatalError() }
    public static var search: SubmitLabel { fatalError() }
    public static var `return`: SubmitLabel { fatalError() }
    public static var next: SubmitLabel { fatalError() }
    public static var `continue`: SubmitLabel { fatalError() }
}

public struct TextInputAutocapitalization: Sendable {
    public static var never: TextInputAutocapitalization { fatalError() }
    public static var words: TextInputAutocapitalization { fatalError() }
    public static var sentences: TextInputAutocapitalization { fatalError() }
    public static var characters: TextInputAutocapitalization { fatalError() }
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() { fatalError() }
    public static let isButton: AccessibilityTraits = { fatalError() }()
    public static let isHeader: AccessibilityTraits = { fatalError() }()
    public static let isSelected: AccessibilityTraits = { fatalError() }()
    public static let isLink: AccessibilityTraits = { fatalError() }()
    public static let isImage: AccessibilityTraits = { fatalError() }()
    public static let isStaticText: AccessibilityTraits = { fatalError() }()
    public static let updatesFrequently: AccessibilityTraits = { fatalError() }()
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { fatalError() }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore: AccessibilityChildBehavior = { fatalError() }()
    public static let contain: AccessibilityChildBehavior = { fatalError() }()
    public static let combine: AccessibilityChildBehavior = { fatalError() }()
}

@frozen public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none: GestureMask = { fatalError() }()
    public static let gesture: GestureMask = { fatalError() }()
    public static let subviews: GestureMask = { fatalError() }()
    public static let all: GestureMask = { fatalError() }()
}

// MARK: - Keyboard shortcuts (iOS 14)

@frozen public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock: EventModifiers = EventModifiers(rawValue: 1 << 0)
    public static let shift: EventModifiers = EventModifiers(rawValue: 1 << 1)
    public static let control: EventModifiers = EventModifiers(rawValue: 1 << 2)
    public static let option: EventModifiers = EventModifiers(rawValue: 1 << 3)
    public static let command: EventModifiers = EventModifiers(rawValue: 1 << 4)
    public static let numericPad: EventModifiers = EventModifiers(rawValue: 1 << 5)
    public static let function: EventModifiers = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = EventModifiers(rawValue: 0x7F)
}

public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public init(_ character: Character) { fatalError() }
    public init(extendedGraphemeClusterLiteral: Character) { fatalError() }
    public var character: Character { fatalError() }
    public static let upArrow: KeyEquivalent = { fatalError() }()
    public static let downArrow: KeyEquivalent = { fatalError() }()
    public static let leftArrow: KeyEquivalent = { fatalError() }()
    public static let rightArrow: KeyEquivalent = { fatalError() }()
    public static let escape: KeyEquivalent = { fatalError() }()
    public static let delete: KeyEquivalent = { fatalError() }()
    public static let deleteForward: KeyEquivalent = { fatalError() }()
    public static let home: KeyEquivalent = { fatalError() }()
    public static let end: KeyEquivalent = { fatalError() }()
    public static let pageUp: KeyEquivalent = { fatalError() }()
    public static let pageDown: KeyEquivalent = { fatalError() }()
    public static let clear: KeyEquivalent = { fatalError() }()
    public static let tab: KeyEquivalent = { fatalError() }()
    public static let space: KeyEquivalent = { fatalError() }()
    public static let `return`: KeyEquivalent = { fatalError() }()
}

public struct KeyboardShortcut: Sendable {
    public static let defaultAction: KeyboardShortcut = { fatalError() }()
    public static let cancelAction: KeyboardShortcut = { fatalError() }()
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { fatalError() }
}

extension View {
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { fatalError() }
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { fatalError() }
    @available(iOS 15.4, *)
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { fatalError() }
}

// MARK: - View dimensions (alignment guides)

public struct ViewDimensions {
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
    public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError() }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError() }
}

extension ViewDimensions: Equatable {
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { fatalError() }
}
