// General View modifiers: layout, appearance, text, lifecycle/events (task, onChange, onReceive…), identity, focus, list rows, scrolling, accessibility.

// MARK: - Layout

extension View {
    @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View { fatalError() }
    @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    @inlinable nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }

    @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    @inlinable nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    @inlinable nonisolated public func fixedSize() -> some View { fatalError() }
    @inlinable nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }
    @inlinable nonisolated public func layoutPriority(_ value: Double) -> some View { fatalError() }
    @inlinable nonisolated public func offset(_ offset: CGSize) -> some View { fatalError() }
    @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    @inlinable nonisolated public func position(_ position: CGPoint) -> some View { fatalError() }
    @inlinable nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { fatalError() }
    @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { fatalError() }
    @inlinable nonisolated public func scaledToFit() -> some View { fatalError() }
    @inlinable nonisolated public func scaledToFill() -> some View { fatalError() }
    @inlinable nonisolated public func zIndex(_ value: Double) -> some View { fatalError() }
    @inlinable nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { fatalError() }
    @inlinable nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { fatalError() }
    @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @inlinable nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { fatalError() }
    nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { fatalError() }
    nonisolated public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { fatalError() }
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { fatalError() }
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { fatalError() }
}

// MARK: - Appearance

extension View {
    @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { fatalError() }
    @inlinable nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { fatalError() }
    @inlinable nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View { fatalError() }
    @inlinable nonisolated public func tint(_ tint: Color?) -> some View { fatalError() }
    @inlinable nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @inlinable nonisolated public func accentColor(_ accentColor: Color?) -> some View { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    @inlinable nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { fatalError() }
    @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { fatalError() }
    @inlinable nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }
    @inlinable nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { fatalError() }
    @inlinable nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { fatalError() }
    @inlinable nonisolated public func background<T>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where T: Shape { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    @inlinable nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { fatalError() }
    @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { fatalError() }
    @inlinable nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { fatalError() }
    @inlinable nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { fatalError() }
    @inlinable nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { fatalError() }

    @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
    @inlinable nonisolated public func hidden() -> some View { fatalError() }
    @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }
    @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { fatalError() }
    @inlinable nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { fatalError() }
    @inlinable nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    @inlinable nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { fatalError() }
    @inlinable nonisolated public func brightness(_ amount: Double) -> some View { fatalError() }
    @inlinable nonisolated public func contrast(_ amount: Double) -> some View { fatalError() }
    @inlinable nonisolated public func saturation(_ amount: Double) -> some View { fatalError() }
    @inlinable nonisolated public func grayscale(_ amount: Double) -> some View { fatalError() }
    @inlinable nonisolated public func colorMultiply(_ color: Color) -> some View { fatalError() }
    @inlinable nonisolated public func hueRotation(_ angle: Angle) -> some View { fatalError() }
    @inlinable nonisolated public func colorInvert() -> some View { fatalError() }
    @inlinable nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { fatalError() }
    @inlinable nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @inlinable nonisolated public func mask<Mask>(_ mask: Mask) -> some View where Mask: View { fatalError() }
    @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { fatalError() }
    @inlinable nonisolated public func containerShape<T>(_ shape: T) -> some View where T: InsettableShape { fatalError() }
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { fatalError() }
    nonisolated public func help(_ text: Text) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func help<S>(_ text: S) -> some View where S: StringProtocol { fatalError() }
    @inlinable nonisolated public func compositingGroup() -> some View { fatalError() }
    @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
    nonisolated public func redacted(reason: RedactionReasons) -> some View { fatalError() }
    nonisolated public func unredacted() -> some View { fatalError() }
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { fatalError() }
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { fatalError() }
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { fatalError() }
    nonisolated public func matchedGeometryEffect<ID>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View where ID: Hashable { fatalError() }
}

// MARK: - Text and fonts

extension View {
    @inlinable nonisolated public func font(_ font: Font?) -> some View { fatalError() }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { fatalError() }
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { fatalError() }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { fatalError() }
    nonisolated public func italic(_ isActive: Bool = true) -> some View { fatalError() }
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { fatalError() }
    nonisolated public func monospacedDigit() -> some View { fatalError() }
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { fatalError() }
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { fatalError() }
    @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError() }
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { fatalError() }
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { fatalError() }
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { fatalError() }
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { fatalError() }
    @inlinable nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { fatalError() }
    @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
    @inlinable nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { fatalError() }
    @inlinable nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { fatalError() }
    @inlinable nonisolated public func textCase(_ textCase: Text.Case?) -> some View { fatalError() }
    nonisolated public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability { fatalError() }
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { fatalError() }
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { fatalError() }
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError() }
    nonisolated public func labelsHidden() -> some View { fatalError() }
}

public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { fatalError() }
}

public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { fatalError() }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { fatalError() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { fatalError() }
}

// MARK: - Lifecycle and events

extension View {
    @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }

    /// Apple's current (Xcode 26.4 / Swift 6.3) declaration: a `sending @isolated(any)` closure that inherits the caller's actor.
    nonisolated public func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View { fatalError() }
    nonisolated public func task<T>(id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View where T: Equatable { fatalError() }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { fatalError() }
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @inlinable nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { fatalError() }

    @inlinable nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never { fatalError() }
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { fatalError() }
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { fatalError() }
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { fatalError() }

    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { fatalError() }
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View { fatalError() }
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { fatalError() }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { fatalError() }
}

// MARK: - Identity

extension View {
    @inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { fatalError() }
    @inlinable nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { fatalError() }
    @inlinable nonisolated public func equatable() -> EquatableView<Self> where Self: Equatable { EquatableView(content: self) }
}

@frozen nonisolated public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    public var content: Content
    @inlinable public init(content: Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Focus

extension View {
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { fatalError() }
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { fatalError() }
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { fatalError() }
}

// MARK: - Lists, scrolling, menus, badges

extension View {
    @inlinable nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View { fatalError() }
    @inlinable nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { fatalError() }
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { fatalError() }
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { fatalError() }
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { fatalError() }
    nonisolated public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T: View { fatalError() }
    nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View { fatalError() }
    nonisolated public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View where M: View, P: View { fatalError() }
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { fatalError() }
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { fatalError() }

    nonisolated public func badge(_ count: Int) -> some View { fatalError() }
    nonisolated public func badge(_ label: Text?) -> some View { fatalError() }
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { fatalError() }
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { fatalError() }

    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { fatalError() }
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { fatalError() }
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { fatalError() }
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { fatalError() }
}

// MARK: - Accessibility

extension View {
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { fatalError() }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol { fatalError() }
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { fatalError() }
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> some View where S: StringProtocol { fatalError() }
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { fatalError() }
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S) -> some View where S: StringProtocol { fatalError() }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { fatalError() }
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { fatalError() }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { fatalError() }
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { fatalError() }
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
}
