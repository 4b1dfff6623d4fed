// Text and typography: Text (inits, Text-returning modifiers, +), LocalizedStringKey with its interpolation, Font, TextAlignment.

// MARK: - LocalizedStringKey

@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible { fatalError() }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject { fatalError() }
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable { fatalError() }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { fatalError() }
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { fatalError() }
        public mutating func appendInterpolation(_ interval: DateInterval) { fatalError() }

        // Linux gap: on Apple platforms these types are ReferenceConvertible and use the generic overload above.
        public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation(_ subject: UUID, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation(_ subject: Data, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation(_ subject: Locale, formatter: Formatter? = nil) { fatalError() }
    }
}

/// Numeric types usable directly inside a `LocalizedStringKey` interpolation.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// MARK: - Text

@frozen
public struct Text: Equatable, Sendable {
    public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    public init(_ attributedContent: AttributedString) { fatalError() }
    public init(_ image: Image) { fatalError() }
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    public init(_ date: Date, style: Text.DateStyle) { fatalError() }
    public init(_ dates: ClosedRange<Date>) { fatalError() }
    public init(_ interval: DateInterval) { fatalError() }
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible { fatalError() }
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject { fatalError() }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) { fatalError() }
    // Linux gap: Date is ReferenceConvertible on Apple platforms.
    public init(_ subject: Date, formatter: Formatter) { fatalError() }

    public static func == (a: Text, b: Text) -> Bool { fatalError() }

    public struct DateStyle: Equatable, Sendable {
        public static let time: Text.DateStyle = { fatalError() }()
        public static let date: Text.DateStyle = { fatalError() }()
        public static let relative: Text.DateStyle = { fatalError() }()
        public static let offset: Text.DateStyle = { fatalError() }()
        public static let timer: Text.DateStyle = { fatalError() }()
    }

    public enum TruncationMode: Sendable {
        case head
        case tail
        case middle
    }

    public enum Case: Sendable {
        case uppercase
        case lowercase
    }
}

extension Text: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

extension Text {
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }

    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func fontWidth(_ width: Font.Width?) -> Text { fatalError() }
    public func fontDesign(_ design: Font.Design?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func bold(_ isActive: Bool) -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func italic(_ isActive: Bool) -> Text { fatalError() }
    public func monospaced(_ isActive: Bool = true) -> Text { fatalError() }
    public func monospacedDigit() -> Text { fatalError() }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { fatalError() }

    public struct Scale: Hashable, Sendable {
        public static let `default`: Text.Scale = { fatalError() }()
        public static let secondary: Text.Scale = { fatalError() }()
    }
}

// MARK: - Font

@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle: Font = { fatalError() }()
    public static let title: Font = { fatalError() }()
    public static let title2: Font = { fatalError() }()
    public static let title3: Font = { fatalError() }()
    public static let headline: Font = { fatalError() }()
    public static let subheadline: Font = { fatalError() }()
    public static let body: Font = { fatalError() }()
    public static let callout: Font = { fatalError() }()
    public static let footnote: Font = { fatalError() }()
    public static let caption: Font = { fatalError() }()
    public static let caption2: Font = { fatalError() }()

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }

    public func italic() -> Font { fatalError() }
    public func smallCaps() -> Font { fatalError() }
    public func lowercaseSmallCaps() -> Font { fatalError() }
    public func uppercaseSmallCaps() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func width(_ width: Font.Width) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func monospaced() -> Font { fatalError() }
    public func leading(_ leading: Font.Leading) -> Font { fatalError() }

    @frozen public struct Weight: Hashable, Sendable {
        public static let ultraLight: Font.Weight = { fatalError() }()
        public static let thin: Font.Weight = { fatalError() }()
        public static let light: Font.Weight = { fatalError() }()
        public static let regular: Font.Weight = { fatalError() }()
        public static let medium: Font.Weight = { fatalError() }()
        public static let semibold: Font.Weight = { fatalError() }()
        public static let bold: Font.Weight = { fatalError() }()
        public static let heavy: Font.Weight = { fatalError() }()
        public static let black: Font.Weight = { fatalError() }()
    }

    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed: Font.Width = { fatalError() }()
        public static let condensed: Font.Width = { fatalError() }()
        public static let standard: Font.Width = { fatalError() }()
        public static let expanded: Font.Width = { fatalError() }()
    }

    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    public enum Leading: Sendable {
        case standard
        case tight
        case loose
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

// MARK: - TextAlignment

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}
