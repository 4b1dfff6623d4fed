import SwiftSyntax

/// One member of a view type, described the way SwiftUI guidance talks about it.
struct ViewMember {
    enum Kind: Equatable {
        /// A nested struct, enum, class, actor or typealias.
        case nestedType
        case staticProperty
        case staticFunction
        /// `@Environment` or `@EnvironmentObject`: values that flow down from ancestors.
        case environment
        /// An instance `let`.
        case constant
        /// Any other stored instance property: `@State`, `@Binding`, other property wrappers, plain `var`.
        case storedVariable
        case computedProperty
        case initializer
        /// The `body` property.
        case body
        /// A computed property or method that produces a view (`some View`, `AnyView`, `@ViewBuilder`).
        case viewHelper
        /// A static computed property or method that produces a view (`static var placeholder: some View`):
        /// ordered with the view helpers, but not code of an instance.
        case staticViewHelper
        case function
        case `subscript`
        /// `#if` blocks, macro expansions and anything else whose position must not change.
        case unmovable
    }

    var kind: Kind
    /// The property wrapper's name without module prefix (`State`, `Environment`, …), if any.
    var propertyWrapper: String?
    /// Whether the struct's synthesized memberwise initializer takes this property as a parameter.
    var isMemberwiseInitializerParameter: Bool

    /// A stored property in an app's own wrapper or `@ScaledMetric` (``PropertyWrappers/isAppsOwn(_:)``).
    var isInAppsOwnWrapper: Bool { kind == .storedVariable && PropertyWrappers.isAppsOwn(propertyWrapper) }

    init(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            self = Self.describe(variable)
            return
        }
        propertyWrapper = nil
        isMemberwiseInitializerParameter = false
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl, .enumDecl, .classDecl, .actorDecl, .typeAliasDecl, .protocolDecl:
            kind = .nestedType
        case let .functionDecl(function):
            let buildsUI = Self.buildsUI(function.attributes, function.signature.returnClause?.type)
            if function.modifiers.containsStatic {
                kind = buildsUI ? .staticViewHelper : .staticFunction
            } else if buildsUI {
                kind = .viewHelper
            } else {
                kind = .function
            }
        case .initializerDecl:
            kind = .initializer
        case .subscriptDecl:
            kind = .subscript
        default:
            kind = .unmovable
        }
    }

    /// A member that builds views or other UI content: a `@ViewBuilder` (or another SwiftUI result
    /// builder: `@TabContentBuilder`, `@SceneBuilder`, …), or of a view or UI content type.
    private static func buildsUI(_ attributes: AttributeListSyntax, _ type: TypeSyntax?) -> Bool {
        attributes.containsViewBuilder || type?.isViewType == true || type?.isOtherUIContentType == true
            || otherUIBuilders.contains { attributes.contains(named: $0) }
    }

    private static let otherUIBuilders = [
        "TabContentBuilder", "SceneBuilder", "CommandsBuilder", "TableColumnBuilder", "TableRowBuilder", "ChartContentBuilder",
        "AccessibilityRotorContentBuilder",
    ]

    private init(kind: Kind, propertyWrapper: String?, isMemberwiseInitializerParameter: Bool = false) {
        self.kind = kind
        self.propertyWrapper = propertyWrapper
        self.isMemberwiseInitializerParameter = isMemberwiseInitializerParameter
    }

    private static func describe(_ variable: VariableDeclSyntax) -> ViewMember {
        let wrapper = variable.attributes.propertyWrapperName
        if variable.modifiers.containsStatic {
            let isView = variable.isComputed && buildsUI(variable.attributes, variable.bindings.first?.typeAnnotation?.type)
            return ViewMember(kind: isView ? .staticViewHelper : .staticProperty, propertyWrapper: wrapper)
        }
        if variable.isComputed {
            if variable.boundNames.first == "body" {
                return ViewMember(kind: .body, propertyWrapper: wrapper)
            }
            let isView = buildsUI(variable.attributes, variable.bindings.first?.typeAnnotation?.type)
            return ViewMember(kind: isView ? .viewHelper : .computedProperty, propertyWrapper: wrapper)
        }
        if let wrapper, PropertyWrappers.environment.contains(wrapper) {
            // The memberwise initializer does take these (typed as the wrapper, with a default), but
            // no real call site passes them, so they may move. See Docs/rules/reorder-members.md.
            return ViewMember(kind: .environment, propertyWrapper: wrapper)
        }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            let isParameter = variable.bindings.contains { $0.initializer == nil }
            return ViewMember(kind: .constant, propertyWrapper: wrapper, isMemberwiseInitializerParameter: isParameter)
        }
        // An app's own wrapper set up by its attribute (`@Default(.showFooter) var showFooter`) is a
        // parameter of the wrapper's type with that default, which no real call site passes: it
        // may move, as `@Environment` does.
        let setUpByAttribute = PropertyWrappers.isAppsOwn(wrapper) && variable.attributes.propertyWrapperAttribute?.arguments != nil
        return ViewMember(
            kind: .storedVariable, propertyWrapper: wrapper,
            isMemberwiseInitializerParameter: !setUpByAttribute && !isLeftOutOfMemberwiseInitializer(variable))
    }

    /// A `private` (or `fileprivate`) property with a wrapper that initializes itself
    /// (`@State private var count = 0`, `@AppStorage("k") private var k = 1`, `@FocusState private
    /// var focused: Bool`) is no parameter of the memberwise initializer, and does not make it
    /// private either (checked with swiftc 6.3, Swift 5 and 6). A wrapper without a value or
    /// arguments initializes itself only if it has `init()`: known for SwiftUI's, assumed not otherwise.
    static func isLeftOutOfMemberwiseInitializer(_ variable: VariableDeclSyntax) -> Bool {
        guard let wrapper = variable.attributes.propertyWrapperAttribute, variable.modifiers.isPrivate,
            variable.bindingSpecifier.tokenKind == .keyword(.var), !variable.modifiers.containsStatic
        else { return false }
        // The wrapper's own arguments (`@AppStorage("k")`), not another attribute's (`@available(…)`).
        return variable.bindings.allSatisfy { $0.initializer != nil } || wrapper.arguments != nil
            || PropertyWrappers.initializedWithoutValue.contains(AttributeListSyntax.name(of: wrapper))
    }
}

/// SwiftUI's property wrappers that rules treat specially.
enum PropertyWrappers {
    /// Values that flow down from ancestors: a subview reads them itself.
    static let environment: Set<String> = ["Environment", "EnvironmentObject"]

    /// SwiftUI's wrappers that initialize themselves without a value or arguments (`init()`), so
    /// that a private one is no parameter of the memberwise initializer.
    static let initializedWithoutValue: Set<String> = ["FocusState", "AccessibilityFocusState", "Namespace"]

    /// The wrappers of SwiftUI, SwiftData and Observation whose role in a view everyone knows:
    /// state, bindings, models, storage. An app's own wrapper (Defaults' `@Default`, an injection
    /// container's `@InjectedObservable`, `@ObserveInjection`) or `@ScaledMetric` may read the
    /// environment or stand for a setting, and apps place them by their own habits.
    static let wellKnown: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "Bindable", "FocusState", "FocusState.Binding", "AccessibilityFocusState",
        "GestureState", "Namespace", "AppStorage", "SceneStorage", "FetchRequest", "SectionedFetchRequest", "Query",
        "Environment", "EnvironmentObject", "FocusedValue", "FocusedBinding", "FocusedObject",
    ]

    /// Whether a stored property wrapped in `wrapper` is one whose place apps decide for themselves.
    static func isAppsOwn(_ wrapper: String?) -> Bool {
        guard let wrapper else { return false }
        return !wellKnown.contains(wrapper)
    }
}
