// Leaf views and controls: Image, Label, Button, Toggle, TextField, SecureField, TextEditor, Picker, DatePicker, ColorPicker, Slider, Stepper, ProgressView, Spacer, Divider, Menu, DisclosureGroup, Link, LabeledContent, EditButton, ContentUnavailableView, AsyncImage.

// MARK: - Image

/// DeveloperToolsSupport's asset-catalog resources (re-exported by SwiftUI); Xcode generates
/// `extension ImageResource { static let … }` / `extension ColorResource { static let … }` for each asset.
@available(iOS 17.0, macOS 14.0, *)
public struct ImageResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct ColorResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { fatalError() }
}

extension Image {
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ resource: ImageResource) { fatalError() }
}

extension Color {
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ resource: ColorResource) { fatalError() }
}

@frozen
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { fatalError() }
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
    public init(systemName: String) { fatalError() }
    public init(systemName: String, variableValue: Double?) { fatalError() }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { fatalError() }
    public func antialiased(_ isAntialiased: Bool) -> Image { fatalError() }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { fatalError() }

    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }

    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

extension Image: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

public struct SymbolRenderingMode: Equatable, Sendable {
    public static let monochrome: SymbolRenderingMode = { fatalError() }()
    public static let multicolor: SymbolRenderingMode = { fatalError() }()
    public static let hierarchical: SymbolRenderingMode = { fatalError() }()
    public static let palette: SymbolRenderingMode = { fatalError() }()
}

// MARK: - Label

nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, image name: String) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol { fatalError() }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    nonisolated public init(_ configuration: LabelStyleConfiguration) { fatalError() }
}

// MARK: - Button

nonisolated public struct Button<Label>: View where Label: View {
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive: ButtonRole = { fatalError() }()
    public static let cancel: ButtonRole = { fatalError() }()
    public static let confirm: ButtonRole = { fatalError() }()
    public static let close: ButtonRole = { fatalError() }()
}

nonisolated public struct EditButton: View {
    public init() { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Toggle

nonisolated public struct Toggle<Label>: View where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) where C: RandomAccessCollection { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    nonisolated public init(_ configuration: ToggleStyleConfiguration) { fatalError() }
}

// MARK: - Text input

nonisolated public struct TextField<Label>: View where Label: View {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) { fatalError() }
    public init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F: ParseableFormatStyle, F.FormatOutput == String { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol { fatalError() }
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String { fatalError() }
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String { fatalError() }
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where S: StringProtocol { fatalError() }
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void) where S: StringProtocol { fatalError() }
}

nonisolated public struct SecureField<Label>: View where Label: View {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { fatalError() }
}

nonisolated public struct TextEditor: View {
    public init(text: Binding<String>) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Selection controls

nonisolated public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute: DatePickerComponents = { fatalError() }()
    public static let date: DatePickerComponents = { fatalError() }()
}

nonisolated public struct DatePicker<Label>: View where Label: View {
    public typealias Components = DatePickerComponents
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension DatePicker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol { fatalError() }
}

nonisolated public struct ColorPicker<Label>: View where Label: View {
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ColorPicker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) where S: StringProtocol { fatalError() }
}

nonisolated public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
}

nonisolated public struct Stepper<Label>: View where Label: View {
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
    public init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable { fatalError() }
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol { fatalError() }
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable { fatalError() }
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload
    nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload
    nonisolated public init<S, F>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String { fatalError() }
}

// MARK: - Indicators and separators

nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init() where Label == EmptyView { fatalError() }
    nonisolated public init(@ViewBuilder label: () -> Label) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol { fatalError() }
}

extension ProgressView {
    nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint { fatalError() }
    nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint { fatalError() }
    nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint { fatalError() }
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint { fatalError() }
}

@frozen nonisolated public struct Spacer: View {
    public var minLength: CGFloat?
    @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

nonisolated public struct Divider: View {
    public init() { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Menu, Link, LabeledContent

nonisolated public struct Menu<Label, Content>: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where S: StringProtocol { fatalError() }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

nonisolated public struct GroupBox<Label, Content>: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension GroupBox where Label == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension GroupBox where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

nonisolated public struct DisclosureGroup<Label, Content>: View where Label: View, Content: View {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension DisclosureGroup where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { fatalError() }
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol { fatalError() }
}

nonisolated public struct Link<Label>: View where Label: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, destination: URL) where S: StringProtocol { fatalError() }
}

nonisolated public struct LabeledContent<Label, Content> {
    public typealias Body = Never
}

extension LabeledContent: View where Label: View, Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    nonisolated public var body: Never { fatalError() }
}

extension LabeledContent where Label == Text, Content: View {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

extension LabeledContent where Label == Text, Content == Text {
    nonisolated public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol { fatalError() }
    nonisolated public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S, F>(_ title: S, value: F.FormatInput, format: F) where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
}

// MARK: - ContentUnavailableView

nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View where Label: View, Description: View, Actions: View {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError() }
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol { fatalError() }
}

/// The content of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    nonisolated public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    nonisolated public struct Description: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    nonisolated public struct Actions: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    nonisolated public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { fatalError() }
    nonisolated public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { fatalError() }
}

// MARK: - AsyncImage

public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? { fatalError() }
    public var error: (any Error)? { fatalError() }
}

nonisolated public struct AsyncImage<Content>: View where Content: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == Image { fatalError() }
    public init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I: View, P: View { fatalError() }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}
