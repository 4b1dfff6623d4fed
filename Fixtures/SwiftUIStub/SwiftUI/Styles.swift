// Control styles: ListStyle, ButtonStyle/PrimitiveButtonStyle, ToggleStyle, TextFieldStyle, PickerStyle, LabelStyle, ProgressViewStyle, DatePickerStyle, TabViewStyle, navigation styles — with the static members Apple declares on constrained extensions.

// MARK: - ListStyle

public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { fatalError() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { fatalError() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { fatalError() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { fatalError() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { fatalError() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { fatalError() } }

// MARK: - Buttons

@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() { fatalError() }
}

nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> Never { fatalError() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { fatalError() } }

public struct ButtonBorderShape: Equatable, Sendable {
    public static let automatic: ButtonBorderShape = { fatalError() }()
    public static let capsule: ButtonBorderShape = { fatalError() }()
    public static let roundedRectangle: ButtonBorderShape = { fatalError() }()
    public static let circle: ButtonBorderShape = { fatalError() }()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { fatalError() }
}

// MARK: - Toggles

@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: DefaultToggleStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) { fatalError() }
    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: ButtonToggleStyle.Configuration) -> Never { fatalError() }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { fatalError() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { fatalError() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { fatalError() } }

// MARK: - Text fields

/// Label placeholder passed to `TextFieldStyle._body(configuration:)`.
nonisolated public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_TextFieldStyleLabel>) -> Never { fatalError() }
}

nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_TextFieldStyleLabel>) -> Never { fatalError() }
}

nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_TextFieldStyleLabel>) -> Never { fatalError() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { fatalError() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { fatalError() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { fatalError() } }

// MARK: - Pickers

public protocol FormStyle {}

@available(iOS 16.0, *)
public struct AutomaticFormStyle: FormStyle { public init() {} }
@available(iOS 16.0, *)
public struct ColumnsFormStyle: FormStyle { public init() {} }
@available(iOS 16.0, *)
public struct GroupedFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { fatalError() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { fatalError() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { fatalError() } }

public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
@available(macOS 10.15, *) @available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { fatalError() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { fatalError() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { fatalError() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { fatalError() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { fatalError() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { fatalError() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { fatalError() } }
@available(macOS 12.0, *) @available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { fatalError() } }

public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { fatalError() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { fatalError() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { fatalError() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { fatalError() } }

// MARK: - Labels and progress

@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

public struct LabelStyleConfiguration {
    @MainActor @preconcurrency public struct Title: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    @MainActor @preconcurrency public struct Icon: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public var title: LabelStyleConfiguration.Title { fatalError() }
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}

nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: DefaultLabelStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> Never { fatalError() }
}

nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> Never { fatalError() }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { fatalError() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { fatalError() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { fatalError() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { fatalError() } }

public protocol ProgressViewStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}
}
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { fatalError() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { fatalError() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { fatalError() } }

// MARK: - Tab and navigation styles

public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Sendable {
        public static let automatic: PageTabViewStyle.IndexDisplayMode = { fatalError() }()
        public static let always: PageTabViewStyle.IndexDisplayMode = { fatalError() }()
        public static let never: PageTabViewStyle.IndexDisplayMode = { fatalError() }()
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) { fatalError() }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { fatalError() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { fatalError() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { fatalError() }
}

public protocol IndexViewStyle {}

@available(iOS 14.0, *)
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Sendable {
        public static let automatic: PageIndexViewStyle.BackgroundDisplayMode = { fatalError() }()
        public static let interactive: PageIndexViewStyle.BackgroundDisplayMode = { fatalError() }()
        public static let always: PageIndexViewStyle.BackgroundDisplayMode = { fatalError() }()
        public static let never: PageIndexViewStyle.BackgroundDisplayMode = { fatalError() }()
    }
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) { fatalError() }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { fatalError() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { fatalError() }
}

public protocol NavigationSplitViewStyle {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { fatalError() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { fatalError() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { fatalError() } }

public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { fatalError() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { fatalError() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { fatalError() } }

// MARK: - Style modifiers

extension View {
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { fatalError() }
    @available(iOS 16.0, *)
    nonisolated public func formStyle<S>(_ style: S) -> some View where S: FormStyle { fatalError() }
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { fatalError() }
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { fatalError() }
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { fatalError() }
    nonisolated public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { fatalError() }
    nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { fatalError() }
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { fatalError() }
    nonisolated public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle { fatalError() }
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { fatalError() }
    nonisolated public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle { fatalError() }
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { fatalError() }
    @available(iOS 14.0, *)
    nonisolated public func indexViewStyle<S>(_ style: S) -> some View where S: IndexViewStyle { fatalError() }
}
