/// Names whose module svrefactor knows without a type checker, for choosing a moved view's
/// imports (``ImportSelection``). A name missing here is not an error: the new file then keeps
/// every import of the old one. So the lists need only be right, not complete.
enum KnownFrameworkNames {
    /// The standard library's and SwiftUI's names (SwiftUI re-exports CoreGraphics' `CGFloat`,
    /// `CGSize`…): `import SwiftUI` alone provides them.
    static let swiftAndSwiftUI: Set<String> = [
        // Swift
        "Any", "AnyObject", "Array", "ArraySlice", "AsyncSequence", "AsyncStream", "AsyncThrowingStream", "Bool", "CaseIterable", "Character",
        "ClosedRange", "Codable", "Collection", "Comparable", "ContiguousArray", "CustomStringConvertible", "Decodable", "Dictionary", "Double",
        "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional",
        "Range", "RawRepresentable", "Result", "Sendable", "Sequence", "Set", "String", "StringProtocol", "Substring", "Task", "TaskGroup",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Void", "MainActor", "Actor", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
        "SIMD2", "Unicode", "AnyHashable", "Duration", "ContinuousClock", "CheckedContinuation", "print", "debugPrint", "min", "max", "abs", "zip",
        "stride", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "repeatElement", "withCheckedContinuation",
        "withCheckedThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup", "type", "swap", "dump", "isKnownUniquelyReferenced",
        "available", "escaping", "autoclosure", "discardableResult", "inlinable", "unknown", "frozen", "objc", "Sendable", "preconcurrency",
        "unchecked", "retroactive", "ViewBuilder", "resultBuilder", "propertyWrapper", "dynamicMemberLookup", "warn_unqualified_access",
        // CoreGraphics, through SwiftUI
        "CGFloat", "CGSize", "CGPoint", "CGRect", "CGVector", "CGAffineTransform", "CGColor", "CGImage", "CGPath",
        // SwiftUI
        "View", "Text", "Image", "Label", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "Slider", "Stepper",
        "ProgressView", "Spacer", "Divider", "Color", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "Grid", "GridRow", "GridItem", "List", "Section", "ForEach", "ScrollView", "ScrollViewReader", "ScrollViewProxy", "NavigationStack",
        "NavigationLink", "NavigationSplitView", "NavigationView", "NavigationPath", "TabView", "Form", "Menu", "ContentUnavailableView",
        "GeometryReader", "GeometryProxy", "Group", "EmptyView", "AnyView", "Link", "ShareLink", "DatePicker", "ColorPicker", "Gauge", "Table",
        "TableColumn", "Canvas", "TimelineView", "AsyncImage", "DisclosureGroup", "OutlineGroup", "LabeledContent", "ControlGroup",
        "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "EditButton", "PasteButton", "RenameButton", "ViewThatFits", "Circle",
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "Path", "Shape", "InsettableShape", "AnyShape",
        "Font", "Alert", "ActionSheet", "Tab", "TabSection", "Window", "WindowGroup", "Scene", "App", "Settings", "State", "Binding",
        "Environment", "EnvironmentObject", "EnvironmentValues", "EnvironmentKey", "ObservedObject", "StateObject", "Bindable", "FocusState",
        "FocusedValue", "FocusedBinding", "AppStorage", "SceneStorage", "Namespace", "GestureState", "ScaledMetric", "Previewable",
        "PreviewProvider", "Preview", "PreviewLayout", "EdgeInsets", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Axis",
        "Angle", "UnitPoint", "Animation", "AnyTransition", "Transition", "ContentTransition", "withAnimation", "withTransaction", "Transaction",
        "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "AnyGradient", "ShapeStyle", "AnyShapeStyle",
        "HierarchicalShapeStyle", "Material", "ForegroundStyle", "BackgroundStyle", "TintShapeStyle", "StrokeStyle", "FillStyle",
        "ViewModifier", "EmptyModifier", "ButtonStyle", "PrimitiveButtonStyle", "ButtonStyleConfiguration", "ToggleStyle",
        "ToggleStyleConfiguration", "LabelStyle", "LabelStyleConfiguration", "ListStyle", "PickerStyle", "TextFieldStyle", "ProgressViewStyle",
        "GroupBox", "GroupBoxStyle", "MenuStyle", "DatePickerStyle", "ButtonRole", "ColorScheme", "ColorSchemeContrast", "DynamicTypeSize",
        "UserInterfaceSizeClass", "LayoutDirection", "DismissAction", "OpenURLAction", "RefreshAction", "EditMode", "Visibility",
        "PresentationDetent", "ContentMode", "SymbolRenderingMode", "SymbolVariants", "TextAlignment", "Prominence", "ControlSize",
        "KeyboardShortcut", "KeyEquivalent", "EventModifiers", "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture",
        "MagnifyGesture", "RotationGesture", "SpatialTapGesture", "Gesture", "SubmitLabel", "Layout", "LayoutSubviews", "ProposedViewSize",
        "ViewDimensions", "Toolbar", "ToolbarContent", "ToolbarContentBuilder", "CommandMenu", "CommandGroup", "Commands", "SceneBuilder",
        "ScenePhase", "TextSelection", "AttributedString", "LocalizedStringKey", "LocalizedStringResource", "Locale", "PreferenceKey",
        "Anchor", "ImageRenderer", "ScrollPosition", "ScrollViewReader", "SafeAreaRegions", "Spring", "Tint", "ScrollTargetBehavior",
        "NavigationSplitViewVisibility", "NavigationSplitViewColumn", "SearchFieldPlacement", "Searchable", "DocumentGroup", "FileDocument",
        "ReferenceFileDocument", "FileDocumentConfiguration", "MenuBarExtra", "Observable", "ObservableObject", "Published",
        "ContainerRelativeShape", "OffsetShape", "RotatedShape", "ScaledShape", "TextRenderer", "MeshGradient", "Entry",
        // The rest of the SwiftUI stub's types (Apple's names and signatures, see Fixtures/SwiftUIStub).
        "AccessibilityChildBehavior", "AccessibilityTraits", "Animatable", "AnimatableData", "AnimatablePair", "AnimationCompletionCriteria",
        "AsyncImagePhase", "AutomaticFormStyle", "AutomaticNavigationSplitViewStyle", "BackgroundDisplayMode", "BalancedNavigationSplitViewStyle",
        "BorderedButtonStyle", "BorderedProminentButtonStyle", "BorderlessButtonStyle", "ButtonBorderShape", "ButtonToggleStyle", "CGLineCap",
        "CGLineJoin", "CircularProgressViewStyle", "ColorResource", "ColumnNavigationViewStyle", "ColumnsFormStyle", "CompactDatePickerStyle",
        "CoordinateSpace", "CoordinateSpaceProtocol", "CustomizableToolbarContent", "DatePickerComponents", "DefaultButtonStyle",
        "DefaultDatePickerStyle", "DefaultLabelStyle", "DefaultListStyle", "DefaultNavigationViewStyle", "DefaultPickerStyle",
        "DefaultProgressViewStyle", "DefaultTabViewStyle", "DefaultTextFieldStyle", "DefaultToggleStyle", "DisabledTextSelectability",
        "DismissSearchAction", "DynamicProperty", "DynamicViewContent", "EmptyAnimatableData", "EnabledTextSelectability", "EquatableView",
        "FormStyle", "GestureMask", "GestureStateGesture", "GlobalCoordinateSpace", "GraphicalDatePickerStyle", "GroupedFormStyle",
        "GroupedListStyle", "HorizontalEdge", "ImageResource", "IndexDisplayMode", "IndexViewStyle", "InlinePickerStyle", "InsetGroupedListStyle",
        "InsetListStyle", "LayoutDirectionBehavior", "LinearProgressViewStyle", "LocalCoordinateSpace", "MatchedGeometryProperties",
        "MenuPickerStyle", "ModifiedContent", "NamedCoordinateSpace", "NavigationBarDrawerDisplayMode", "NavigationBarItem",
        "NavigationLinkPickerStyle", "NavigationSplitViewStyle", "NavigationViewStyle", "OpenWindowAction", "PageIndexViewStyle", "PageTabViewStyle",
        "PalettePickerStyle", "PinnedScrollableViews", "PlaceholderContentView", "PlainButtonStyle", "PlainListStyle", "PlainTextFieldStyle",
        "PopoverAttachmentAnchor", "PresentationMode", "PreviewDevice", "PreviewPlatform", "PrimitiveButtonStyleConfiguration",
        "ProminentDetailNavigationSplitViewStyle", "RadioGroupPickerStyle", "RectangleCornerRadii", "RedactionReasons",
        "RoundedBorderTextFieldStyle", "RoundedCornerStyle", "ScrollDismissesKeyboardMode", "ScrollIndicatorVisibility", "SearchUnavailableContent",
        "SegmentedPickerStyle", "SeparatorShapeStyle", "SequenceGesture", "ShadowStyle", "ShapeRole", "SidebarListStyle", "SimultaneousGesture",
        "SpacerSizing", "StackNavigationViewStyle", "SubmitTriggers", "SwitchToggleStyle", "TabViewStyle", "TemplateRenderingMode",
        "TextInputAutocapitalization", "TextSelectability", "ToolbarPlacement", "ToolbarSpacer", "ToolbarTitleDisplayMode", "TruncationMode",
        "TupleToolbarContent", "TupleView", "VectorArithmetic", "VerticalEdge", "WheelDatePickerStyle", "WheelPickerStyle",
        "ScrollViewProxy", "SensoryFeedback", "ContentShapeKinds", "KeyPress", "Toggle", "UIViewRepresentable", "NSViewRepresentable",
        "UIViewControllerRepresentable", "NSViewControllerRepresentable", "Context",
    ]

    /// Foundation's common names. `import SwiftUI` provides them too; an import of Foundation the
    /// file had stays when the moved code uses one, as its author wrote it.
    static let foundation: Set<String> = [
        "Date", "DateFormatter", "DateComponents", "DateComponentsFormatter", "DateInterval", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
        "Calendar", "TimeZone", "TimeInterval", "URL", "URLRequest", "URLSession", "URLComponents", "URLQueryItem", "UUID", "Data",
        "NumberFormatter", "ByteCountFormatter", "MeasurementFormatter", "PersonNameComponentsFormatter", "Measurement", "NSObject",
        "NSNumber", "NSString", "NSError", "NSPredicate", "NSSortDescriptor", "SortDescriptor", "Predicate", "NotificationCenter",
        "Notification", "UserDefaults", "Bundle", "FileManager", "ProcessInfo", "JSONDecoder", "JSONEncoder", "PropertyListDecoder",
        "PropertyListEncoder", "Timer", "RunLoop", "DispatchQueue", "DispatchWorkItem", "OperationQueue", "IndexSet", "IndexPath",
        "CharacterSet", "Decimal", "LocalizedError", "FormatStyle", "NSLocalizedString", "AttributeContainer",
        "NSRange", "NSAttributedString", "NSMutableAttributedString", "Progress", "Thread", "DispatchTime", "DispatchGroup", "Scanner",
    ]

    /// Prefixes of Apple frameworks whose names all carry one, by module.
    private static let prefixes: [String: [String]] = [
        "UIKit": ["UI", "NS"], "AppKit": ["NS"], "MapKit": ["MK", "CL"], "CoreLocation": ["CL"], "AVFoundation": ["AV"], "AVKit": ["AV"],
        "Photos": ["PH"], "PhotosUI": ["PH", "Photos"], "StoreKit": ["SK"], "WebKit": ["WK"], "SafariServices": ["SF"],
        "UniformTypeIdentifiers": ["UT"], "CloudKit": ["CK"], "HealthKit": ["HK"], "GameKit": ["GK"], "EventKit": ["EK"], "Contacts": ["CN"],
        "LocalAuthentication": ["LA"], "QuickLook": ["QL"], "MessageUI": ["MF"], "CoreData": ["NS"], "Combine": ["Any", "Published"],
        "UserNotifications": ["UN"], "CoreImage": ["CI"], "Vision": ["VN"], "ARKit": ["AR"], "CoreMotion": ["CM"], "SpriteKit": ["SK"],
        "SceneKit": ["SCN"], "CoreHaptics": ["CH"], "MediaPlayer": ["MP"], "CoreBluetooth": ["CB"], "Network": ["NW"], "os": ["os_", "OS"],
        "OSLog": ["OS", "Logger"], "AuthenticationServices": ["AS"], "CoreSpotlight": ["CS"], "Intents": ["IN"], "WidgetKit": ["Widget"],
        "Charts": ["Chart", "Bar", "Line", "Point", "Area", "Rule", "Plottable", "Axis"],
    ]

    /// Whether `name` is one of `module`'s, by the framework's prefix convention: `MKMapItem` is
    /// MapKit's. The next character must begin a word, so `UIntValue` is not UIKit's.
    static func owns(_ name: String, module: String) -> Bool {
        guard let prefixes = prefixes[module] else { return false }
        return prefixes.contains { prefix in
            guard name.hasPrefix(prefix) else { return false }
            guard let next = name.dropFirst(prefix.count).first else { return prefix == name }
            return next.isUppercase || next == "_" || prefix.hasSuffix("_")
        }
    }
}
