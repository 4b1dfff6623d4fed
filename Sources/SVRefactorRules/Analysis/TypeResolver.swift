import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// The types a view's code works with, as far as syntax and the project model establish them with
/// certainty, and how to write them outside the view.
///
/// "Certain" means: written in a declaration, a literal, a call of a type's initializer, a static
/// member whose type the model knows, or the element of a collection whose type is known. Anything
/// else is nil, and the rule asking refuses with a finding instead of guessing.
struct TypeResolver {
    let model: ViewTypeModel
    let module: ModuleLookup

    /// What kind of model object a class is, which decides how a subview receives it.
    typealias ModelClassKind = SVRefactorRules.ModelClassKind

    /// Generic types whose arguments an initializer call leaves to inference: `Task { }`, `Set([1])`.
    static let genericTypesNeedingArguments: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "Task", "Result", "Binding", "State", "ClosedRange", "Range",
        "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Just", "ForEach", "Published", "KeyPath",
    ]

    /// Static members of a library type (one the module does not declare) that have the type
    /// itself: constants any type declares so (`CGSize.zero`, `Date.now`, `CGAffineTransform.identity`),
    /// and Apple's singletons and cases by type (`Calendar.current`, `EditMode.inactive`). A
    /// package's `Client.shared` may be of another type, so those names are only trusted on these.
    static func libraryMember(_ member: String, isOfType typeName: String) -> Bool {
        if ["zero", "infinity", "nan", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "now", "distantPast", "distantFuture", "identity"]
            .contains(member)
        {
            return true
        }
        return appleMembersOfOwnType[typeName]?.contains(member) ?? false
    }

    private static let appleMembersOfOwnType: [String: Set<String>] = [
        "Calendar": ["current", "autoupdatingCurrent"], "Locale": ["current", "autoupdatingCurrent"],
        "TimeZone": ["current", "autoupdatingCurrent"], "URLSession": ["shared"], "UIApplication": ["shared"],
        "NSApplication": ["shared"], "Bundle": ["main"], "DispatchQueue": ["main"], "RunLoop": ["main", "current"],
        "OperationQueue": ["main"], "UIScreen": ["main"], "NotificationCenter": ["default"], "FileManager": ["default"],
        "UserDefaults": ["standard"], "Animation": ["default"], "UIDevice": ["current"], "EditMode": ["inactive", "active", "transient"],
        "ScenePhase": ["active", "inactive", "background"], "ControlActiveState": ["key", "active", "inactive"],
        "NavigationSplitViewVisibility": ["all", "automatic", "detailOnly", "doubleColumn"],
        "Visibility": ["automatic", "visible", "hidden"], "ColorScheme": ["light", "dark"], "ContentMode": ["fit", "fill"],
        "Axis": ["horizontal", "vertical"], "TextAlignment": ["leading", "center", "trailing"],
    ]

    /// The view's scope, where its code's names are looked up.
    var scope: String { model.qualifiedName }

    // MARK: - Writing types outside the view

    /// `type` as written in the view, qualified so it means the same at file scope.
    func qualify(_ type: TypeSyntax) -> String {
        qualify(type, from: scope)
    }

    /// `type` as written in `scope`, qualified so it means the same at file scope: names of nested
    /// types (declared in any file of the module) get their enclosing types' names.
    func qualify(_ type: TypeSyntax, from scope: String) -> String {
        let qualifier = TypeQualifier { name in
            // The name as declared, not what a typealias stands for: `Model` (= `EditModel<Int>`)
            // declared in the view is `TheView.Model`, a file-scope alias stays as it is.
            guard let facts = module.declaration(ofTypeNamed: name, from: scope), facts.qualifiedName != name else { return nil }
            return facts.qualifiedName
        }
        // Detached, so the file's tree is not copied (see `SyntaxEdits.apply(to:)`).
        return qualifier.rewrite(type, detach: true).trimmedDescription
    }

    /// A type written as text in `scope` (from the project model), qualified; nil if it is not a type.
    func qualify(typeText: String, from scope: String) -> String? {
        guard let type = Self.parseType(typeText) else { return nil }
        return qualify(type, from: scope)
    }

    static func parseType(_ text: String) -> TypeSyntax? {
        let declaration = Parser.parse(source: "let x: \(text)").statements.first?.item.as(VariableDeclSyntax.self)
        guard let type = declaration?.bindings.first?.typeAnnotation?.type, !type.hasError else { return nil }
        return type
    }

    /// ``privateNestedType(in:)`` for a type written as text (an inferred type).
    func privateNestedType(inTypeText text: String) -> String? {
        Self.parseType(text).flatMap(privateNestedType(in:))
    }

    /// A nested type of the view, declared `private` in this file, that `type` mentions: no code
    /// outside the view can name it.
    func privateNestedType(in type: TypeSyntax) -> String? {
        for node in [Syntax(type)] + Array(type.descendants()) {
            if let identifier = node.as(IdentifierTypeSyntax.self), model.privateTypeScopedNames.contains(identifier.name.text),
                model.nestedTypeNames.contains(identifier.name.text)
            {
                return identifier.name.text
            }
            // `TheView.Hidden`, as an inferred type is written.
            if let member = node.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == model.qualifiedName,
                model.privateTypeScopedNames.contains(member.name.text), model.nestedTypeNames.contains(member.name.text)
            {
                return member.name.text
            }
        }
        return nil
    }

    // MARK: - Properties of the view

    /// The type of one of the view's properties, qualified for file scope: written, given by the
    /// wrapper (`@Namespace`, `@Environment(Theme.self)`), or inferred with certainty from its value.
    func type(of property: ViewTypeModel.Property) -> String? {
        if property.wrapperName == "Namespace" { return "Namespace.ID" }
        // `@FocusState var isFocused`: without a type or a value, only `FocusState<Bool>` has an `init()`.
        if property.wrapperName == "FocusState", property.typeAnnotation == nil, property.binding.initializer == nil { return "Bool" }
        if let type = property.typeAnnotation { return qualify(type) }
        if property.wrapperName == "Environment", let argument = Self.environmentObjectType(property.wrapper) {
            return qualify(typeText: argument, from: scope)
        }
        if let wrapper = property.wrapperName, property.binding.initializer == nil,
            let type = wrappedValueType(ofWrapper: wrapper, attribute: property.wrapper) ?? defaultsValueType(ofWrapper: wrapper, attribute: property.wrapper)
        {
            return type
        }
        guard !property.isComputed, let initializer = property.binding.initializer?.value else { return nil }
        // `@ScaledMetric var height = 28`: the wrapper takes only floating-point values, so the
        // literal is a `Double` (an `Int` subview property did not compile).
        if property.wrapperName == "ScaledMetric" {
            if initializer.is(IntegerLiteralExprSyntax.self) || initializer.is(FloatLiteralExprSyntax.self) { return "Double" }
            if let prefixed = initializer.as(PrefixOperatorExprSyntax.self), prefixed.expression.is(IntegerLiteralExprSyntax.self) { return "Double" }
        }
        return inferredType(of: initializer)
    }

    /// The type a property wrapper the module declares gives its property: the written type of its
    /// `wrappedValue`; or, for `Wrapper<T>` whose `wrappedValue` is `T` and whose initializer takes a
    /// key path (`@Setting(\.fontSize) var fontSize`), the type of the member the key path names on
    /// the root type of that parameter. SwiftUI's own wrappers are not in the module: nil.
    func wrappedValueType(ofWrapper name: String, attribute: AttributeSyntax?) -> String? {
        guard let wrapper = propertyWrapperDeclaration(named: name), let wrappedValue = wrapper.property(named: "wrappedValue"), !wrappedValue.isStatic, let written = wrappedValue.type
        else { return nil }
        guard wrapper.isGeneric else { return qualify(typeText: written, from: wrapper.qualifiedName) }
        guard wrapper.genericParameters == [written], case let .argumentList(arguments)? = attribute?.arguments,
            let first = arguments.first, first.label == nil, let keyPath = first.expression.as(KeyPathExprSyntax.self)
        else { return nil }
        // Every initializer that takes an unlabelled key path to `T` first must agree on its root.
        let roots = Set(wrapper.initializers.compactMap { initializer -> String? in
            guard let parameter = initializer.parameters.first, parameter.label == nil else { return nil }
            return Self.keyPathRoot(of: parameter.type, valueType: written)
        })
        guard roots.count == 1, let root = keyPath.root.map({ $0.trimmedDescription }) ?? roots.first,
            var owner = module.resolve(root, from: wrapper.qualifiedName)
        else { return nil }
        var type: String?
        for (index, component) in keyPath.components.enumerated() {
            guard case let .property(property) = component.component, property.genericArgumentClause == nil,
                let member = owner.property(named: property.declName.baseName.text), !member.isStatic,
                let memberType = self.type(ofMember: member, in: owner)
            else { return nil }
            type = memberType
            if index < keyPath.components.count - 1 {
                guard let next = module.resolve(memberType, from: "") else { return nil }
                owner = next
            }
        }
        return type
    }

    /// The value type of `@Default(.key) var x` from the Defaults package (sindresorhus/Defaults),
    /// the common way to read `UserDefaults` outside SwiftUI's `@AppStorage`: the key is a static
    /// member of `Defaults.Keys` that the module declares (`static let key = Key<Bool>(…)`, or with a
    /// written `Key<Bool>` / `Defaults.Key<Bool>` type), possibly in types nested there
    /// (`.Player.volume`), and the wrapped value is the key's `Value`.
    /// Nil when the module declares a `Default` wrapper of its own (see `wrappedValueType`).
    private func defaultsValueType(ofWrapper name: String, attribute: AttributeSyntax?) -> String? {
        guard isDefaultsPackageWrapper(name),
            case let .argumentList(arguments)? = attribute?.arguments, arguments.count == 1, let argument = arguments.first,
            argument.label == nil, let path = Self.implicitMemberPath(argument.expression), let keyName = path.last,
            let keys = module.type((["Defaults.Keys"] + path.dropLast()).joined(separator: ".")),
            let key = keys.property(named: keyName), key.isStatic,
            let keyType = type(ofMember: key, in: keys).flatMap(Self.parseType)
        else { return nil }
        let named = keyType.as(IdentifierTypeSyntax.self).map { ($0.name.text, $0.genericArgumentClause) }
            ?? keyType.as(MemberTypeSyntax.self).map { ($0.name.text, $0.genericArgumentClause) }
        guard let (keyName, clause) = named, keyName == "Key", let arguments = clause?.arguments, arguments.count == 1 else { return nil }
        return arguments.first?.argument.trimmedDescription
    }

    /// Whether `@name` is the Defaults package's `@Default`: the module declares keys in an
    /// extension of `Defaults.Keys` and no `Default` wrapper of its own.
    private func isDefaultsPackageWrapper(_ name: String) -> Bool {
        name == "Default" && propertyWrapperDeclaration(named: name) == nil && module.type("Defaults.Keys") != nil
    }

    /// [`Player`, `volume`] for `.Player.volume`, [`volume`] for `.volume`: an implicit member
    /// chain of plain names; nil for anything else.
    static func implicitMemberPath(_ expression: ExprSyntax) -> [String]? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return [member.declName.baseName.text] }
        return implicitMemberPath(base).map { $0 + [member.declName.baseName.text] }
    }

    /// The `@propertyWrapper` type the module declares under `name`, as the view sees it.
    private func propertyWrapperDeclaration(named name: String) -> TypeFacts? {
        module.resolve(name, from: scope).flatMap { $0.attributes.contains("propertyWrapper") ? $0 : nil }
    }

    /// Whether the property wrapper `name` the module declares projects a binding to its wrapped
    /// value (`var projectedValue: Binding<T>` beside `var wrappedValue: T`): `$x` is then a
    /// `Binding` a subview can take, and changes through it reach the wrapper.
    func projectsBinding(wrapper name: String) -> Bool {
        // The Defaults package's `@Default` projects `Binding<Value>` (see `defaultsValueType`).
        if isDefaultsPackageWrapper(name) { return true }
        guard let wrapper = propertyWrapperDeclaration(named: name), let wrapped = wrapper.property(named: "wrappedValue")?.type,
            let projected = wrapper.property(named: "projectedValue")?.type
        else { return false }
        return projected == "Binding<\(wrapped)>" || projected == "SwiftUI.Binding<\(wrapped)>"
    }

    /// Whether calling `methods` on a value of `typeText` (written in the view) leaves the value
    /// as it is: the type is a class or actor of the module (a reference), or a struct or enum of it
    /// whose methods of those names, in any file, are none of them `mutating`.
    func cannotMutate(_ typeText: String, calling methods: Set<String>) -> Bool {
        guard let facts = module.resolve(typeText, from: scope), !typeText.hasSuffix("?") else { return false }
        switch facts.kind {
        case .class?, .actor?: return true
        case .struct?, .enum?:
            return methods.allSatisfy { name in
                let declared = facts.methods(named: name)
                return !declared.isEmpty && !declared.contains(where: \.isMutating)
            }
        default: return false
        }
    }

    /// `Root` in `KeyPath<Root, T>`, `WritableKeyPath<Root, T>` or `ReferenceWritableKeyPath<Root, T>`
    /// when `T` is `valueType`.
    static func keyPathRoot(of typeText: String, valueType: String) -> String? {
        guard let type = parseType(typeText)?.as(IdentifierTypeSyntax.self),
            ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(type.name.text),
            let arguments = type.genericArgumentClause?.arguments, arguments.count == 2,
            arguments.last?.argument.trimmedDescription == valueType
        else { return nil }
        return arguments.first?.argument.trimmedDescription
    }

    /// `Theme` in `@Environment(Theme.self)`.
    static func environmentObjectType(_ attribute: AttributeSyntax?) -> String? {
        guard case let .argumentList(arguments)? = attribute?.arguments, arguments.count == 1,
            let access = arguments.first?.expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.tokenKind == .keyword(.self), let base = access.base
        else { return nil }
        return base.trimmedDescription
    }

    /// The type of a value written in the view, when it is certain.
    func inferredType(of expression: ExprSyntax) -> String? {
        type(of: TypeDeclaration.InitialValue(expression), from: scope, depth: 0)
    }

    /// The type an initial value written in `scope` has: a literal's, the type whose initializer it
    /// calls (not a generic one: its arguments are inferred), or the type of a static member or enum
    /// case the model knows.
    private func type(of value: TypeDeclaration.InitialValue, from scope: String, depth: Int) -> String? {
        switch value {
        case let .literal(type):
            return type
        case let .call(callee):
            if callee.contains("<") || callee.hasPrefix("[") { return qualify(typeText: callee, from: scope) }
            if let facts = module.resolve(callee, from: scope) {
                return facts.isGeneric ? nil : facts.qualifiedName
            }
            let last = ModuleLookup.components(of: callee).last ?? callee
            // A library type (SwiftUI's, Foundation's): certain unless it is generic.
            if Self.genericTypesNeedingArguments.contains(last) { return nil }
            return callee
        case let .staticMember(typeName, member):
            guard depth < 4 else { return nil }
            guard let facts = module.resolve(typeName, from: scope) else {
                // A library type's (`CGSize.zero`, `Date.now`, `EditMode.inactive`): its own type
                // for the members that are by convention.
                let last = ModuleLookup.components(of: typeName).last ?? typeName
                guard Self.libraryMember(member, isOfType: last), !Self.genericTypesNeedingArguments.contains(last) else { return nil }
                return typeName
            }
            guard !facts.isGeneric else { return nil }
            if facts.kind == .enum, facts.caseNames.contains(member) { return facts.qualifiedName }
            guard let property = facts.property(named: member), property.isStatic else { return nil }
            return type(ofMember: property, in: facts, depth: depth + 1)
        case let .array(element):
            return type(of: element, from: scope, depth: depth + 1).map { "[\($0)]" }
        case .other:
            return nil
        }
    }

    /// The type of a property of another type, from the model, qualified for file scope.
    func type(ofMember property: TypeDeclaration.Property, in owner: TypeFacts, depth: Int = 0) -> String? {
        if property.wrapper == "Namespace" { return "Namespace.ID" }
        if let written = property.type { return qualify(typeText: written, from: owner.qualifiedName) }
        if property.wrapper == "Environment", let arguments = property.wrapperArguments, arguments.hasSuffix(".self") {
            return qualify(typeText: String(arguments.dropLast(".self".count)), from: owner.qualifiedName)
        }
        guard !property.isComputed, let value = property.initialValue else { return nil }
        return type(of: value, from: owner.qualifiedName, depth: depth)
    }

    // MARK: - Classes

    /// Whether the type named `typeText` (as written in the view) is an `@Observable` or
    /// `ObservableObject` class of the module, directly, through an extension in any file, or through
    /// a superclass. Nil for anything else, including types the module does not declare.
    /// An optional (`M?`) is a value that may hold one: nil here.
    func modelClassKind(ofType typeText: String) -> ModelClassKind? {
        guard !typeText.hasSuffix("?"), !typeText.hasSuffix("!") else { return nil }
        return ModelClassKind(module.resolve(typeText, from: scope), module: module)
    }

    /// Whether `typeText` is an optional (`Model?`, `Model!`) of an `@Observable` or
    /// `ObservableObject` class of the module: a copy of it refers to the same object.
    func isOptionalModelClass(_ typeText: String) -> Bool {
        guard typeText.hasSuffix("?") || typeText.hasSuffix("!") else { return false }
        return modelClassKind(ofType: String(typeText.dropLast())) != nil
    }

    /// Whether `typeText` names a generic type the module declares (`Box` of `struct Box<T>`).
    func isGenericType(_ typeText: String) -> Bool {
        module.resolve(typeText, from: scope)?.isGeneric == true
    }

    // MARK: - Expressions

    /// What the first name of a member chain is.
    enum ChainRoot {
        /// A member of the view.
        case member
        /// A local name, of this type if it is known.
        case local(String?)
    }

    /// The type of `items`, `self.items`, `viewModel.items` or `store.feed.items` where the root is a
    /// property of the view (or a local `root` knows the type of) and every step a property the
    /// module declares with a certain type.
    func type(ofMemberChain expression: ExprSyntax, root: (DeclReferenceExprSyntax) -> ChainRoot = { _ in .member }) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case let .local(type) = root(reference) { return type }
            guard let property = model.properties[reference.baseName.text], !property.isStatic else { return nil }
            return type(of: property)
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            guard let property = model.properties[access.declName.baseName.text], !property.isStatic else { return nil }
            return type(of: property)
        }
        guard let baseType = type(ofMemberChain: base, root: root), let owner = module.resolve(baseType, from: ""),
            owner.kind != nil, !owner.isGeneric,
            let property = owner.property(named: access.declName.baseName.text), !property.isStatic
        else { return nil }
        return type(ofMember: property, in: owner)
    }

    /// `[Item]` → `Item`, `Array<Item>`/`Set<Item>` → `Item`; nil for anything else (dictionaries included).
    static func elementType(ofTypeText text: String) -> String? {
        parseType(text).flatMap(elementType(of:))?.trimmedDescription
    }

    static func elementType(of type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let identifier = type.as(IdentifierTypeSyntax.self), ["Array", "Set", "ContiguousArray"].contains(identifier.name.text),
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
            case let .type(element) = arguments.first!.argument
        {
            return element
        }
        return nil
    }
}
