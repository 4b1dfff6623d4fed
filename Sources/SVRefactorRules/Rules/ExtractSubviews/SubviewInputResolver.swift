import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Turns a parent member and its usage into a subview input, or explains why it cannot.
/// See the table in Docs/rules/extract-subviews.md.
struct SubviewInputResolver {
    let types: TypeResolver
    /// The subviews may name types private to the view (``SubviewPlacement/seesPrivateNames(of:)``).
    var seesPrivateNames = false

    var model: ViewTypeModel { types.model }

    /// Environment values that depend on where a view is shown: a subview in a `.sheet` that
    /// declared `@Environment(\.dismiss)` itself would dismiss the sheet, not the view. Their types.
    static let presentationEnvironment: [String: String] = [
        "\\.dismiss": "DismissAction", "\\.presentationMode": "Binding<PresentationMode>", "\\.isPresented": "Bool",
    ]

    /// The `presentationEnvironment` key of an environment property (`\.dismiss`), if it has one.
    static func presentationKey(of property: ViewTypeModel.Property) -> String? {
        guard property.wrapperName == "Environment", let arguments = property.wrapper?.arguments?.trimmedDescription,
            presentationEnvironment[arguments] != nil
        else { return nil }
        return arguments
    }

    /// `inPresentation`: the helper is shown inside a presentation (see ``HelperAnalysis/isShownInPresentation``).
    func input(for name: String, usage: MemberUsage, inPresentation: Bool = false) -> Result<SubviewInput, Refusal> {
        if let declaration = declaration(of: name), Self.isConditional(name, declaredAt: declaration) {
            // `#if os(iOS) @Environment(\.editMode) var editMode #endif`: the subview would declare it
            // (or name its type) on every platform.
            return .failure(Refusal(
                .unsupportedShape,
                "uses '\(name)', which '\(model.name)' declares inside an `#if` block, and the subview would declare it unconditionally; "
                    + "move '\(name)' out of the `#if` block to extract this helper"))
        }
        var input: Result<SubviewInput, Refusal>
        if let property = model.properties[name], inPresentation, let key = Self.presentationKey(of: property) {
            // The view's own `dismiss`, passed down: the subview's would be the presentation's.
            input = .success(SubviewInput(name: name, kind: .value, type: Self.presentationEnvironment[key]))
        } else if let property = model.properties[name] {
            input = self.input(for: property, usage: usage)
        } else if let overloads = model.methods[name] {
            input = callback(name, overloads: overloads)
        } else if let file = model.externalInstanceMembers[name] {
            input = externalInput(for: name, usage: usage, declaredIn: file)
        } else {
            return .failure(Refusal(.unsupportedShape, "uses '\(name)', which svrefactor cannot pass to a subview"))
        }
        if case var .success(found) = input {
            found.order = declarationOrder(of: name)
            input = .success(found)
        }
        return input
    }

    /// The member's position in the view's source: inputs follow the view's declaration order.
    private func declarationOrder(of name: String) -> Int {
        declaration(of: name)?.position.utf8Offset ?? Int.max
    }

    /// The declaration of a property or (first) method of the view in this file.
    private func declaration(of name: String) -> Syntax? {
        model.properties[name].map { Syntax($0.declaration) } ?? model.methods[name]?.first.map(Syntax.init)
    }

    /// Whether the member `name` declared at `declaration` exists only under some build
    /// configurations: it is in an `#if` block that does not declare it, with the same written
    /// type, in every clause, an `#else` included (`#if os(tvOS) let barHeight: CGFloat = 20 #else
    /// let barHeight: CGFloat = 14 #endif` exists everywhere; a method in an `#if` block counts as
    /// conditional).
    static func isConditional(_ name: String, declaredAt declaration: Syntax) -> Bool {
        // The `#if` between the declaration and its type's member block, if any.
        let clause = sequence(first: declaration, next: \.parent).lazy
            .prefix { !$0.is(MemberBlockSyntax.self) && !$0.is(SourceFileSyntax.self) }
            .compactMap { $0.as(IfConfigClauseSyntax.self) }.first
        guard let clause, let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
        guard declaration.is(VariableDeclSyntax.self), block.clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }) else { return true }
        let types = block.clauses.map { clause -> String? in
            let members = clause.elements?.as(MemberBlockItemListSyntax.self) ?? []
            let binding = members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            return binding?.typeAnnotation?.type.trimmedDescription
        }
        guard let first = types.first ?? nil, types.allSatisfy({ $0 == first }) else { return true }
        // The block may sit in another one.
        return isConditional(name, declaredAt: Syntax(block))
    }

    private func input(for property: ViewTypeModel.Property, usage: MemberUsage) -> Result<SubviewInput, Refusal> {
        let name = property.name
        let wrapper = property.wrapperName

        if let wrapper, PropertyWrappers.environment.contains(wrapper), let attribute = property.wrapper {
            // The environment flows down: the subview declares the same property.
            return .success(SubviewInput(
                name: name, kind: .environment(attribute: attribute.trimmedDescription, isPrivate: property.declaration.modifiers.isPrivate),
                type: property.typeAnnotation.map(types.qualify)))
        }

        if !seesPrivateNames, let type = property.typeAnnotation, let hidden = types.privateNestedType(in: type) {
            return .failure(Refusal(
                .inaccessibleName,
                "'\(name)' has the type '\(hidden)', which is private to '\(model.name)'; make it fileprivate so a subview can name it"))
        }
        if let annotation = property.typeAnnotation, Self.hasOpaquePart(annotation) {
            return .failure(Refusal(
                .unsupportedShape,
                "uses '\(name)', whose type '\(annotation.trimmedDescription)' is opaque, which a stored property of a subview cannot be; "
                    + "declare '\(name)' with a concrete type"))
        }
        guard let type = types.type(of: property) else {
            return .failure(Refusal(
                .unknownType,
                "'\(name)' has no type annotation and its type cannot be inferred with certainty; "
                    + "write its type in its declaration (`var \(name): SomeType = …`)"))
        }
        if !seesPrivateNames, property.typeAnnotation == nil, let hidden = types.privateNestedType(inTypeText: type) {
            return .failure(Refusal(
                .inaccessibleName,
                "'\(name)' has the type '\(hidden)', which is private to '\(model.name)'; make it fileprivate so a subview can name it"))
        }
        let readOnly = SubviewInput(name: name, kind: .value, type: type)
        let classKind = types.modelClassKind(ofType: type)

        switch wrapper {
        case nil:
            if usage.isAssigned || usage.isProjected {
                return .failure(Refusal(.unsupportedShape, "assigns to '\(name)', which is not a property wrapper"))
            }
            // An ObservableObject the view reaches through another (`appState.settingsManager`):
            // the view updates through what it observes, a subview given a plain `let` would not.
            if property.isComputed, classKind == .observableObject, usage.isReadWhileBuilding {
                return .success(SubviewInput(name: name, kind: .observedObject, type: type))
            }
            if property.isComputed { return computedInput(name, type: type, usage: usage, getter: property.getterEffects) }
            return .success(readOnly)
        case "State", "AppStorage", "SceneStorage", "Binding":
            if classKind != nil && !usage.isAssigned {
                // A class instance: its properties change through a plain reference; `$x.y` needs
                // @Bindable (an @Observable class). An ObservableObject in `@State` is not observed:
                // the helper showed it as of the view's last update. A subview would observe it
                // (`@ObservedObject`, updating on every change) or keep it (`let`, updating only
                // when its inputs change), and neither is what the view does now.
                if classKind == .observableObject {
                    return .failure(Refusal(
                        .unsafeRewrite,
                        "'\(name)' holds an ObservableObject in @\(wrapper!), which does not observe it, and a subview would either observe it or show it stale; hold it with @StateObject (or make the class @Observable) to extract this helper"))
                }
                return .success(usage.isProjected ? SubviewInput(name: name, kind: .bindable, type: type) : readOnly)
            }
            // An optional model (`@State var state: AppState!`) whose object is only used, not
            // replaced: the subview's copy of the reference reaches the same object.
            if usage.changesValue, !usage.isAssigned, !usage.isProjected, types.isOptionalModelClass(type) {
                return .success(readOnly)
            }
            if usage.changesValue {
                return .success(SubviewInput(name: name, kind: .binding, type: type))
            }
            return .success(readOnly)
        case "StateObject", "ObservedObject":
            if usage.isAssigned { return .failure(Refusal(.unsafeRewrite, "assigns a new object to '\(name)'")) }
            return .success(SubviewInput(name: name, kind: .observedObject, type: type))
        case "Bindable":
            if usage.isAssigned { return .failure(Refusal(.unsafeRewrite, "assigns a new object to '\(name)'")) }
            return .success(usage.isProjected ? SubviewInput(name: name, kind: .bindable, type: type) : readOnly)
        case "FocusState", "FocusState.Binding":
            if usage.changesValue {
                return .success(SubviewInput(name: name, kind: .focusBinding, type: type))
            }
            return .success(readOnly)
        default:
            if onlyReads(usage, ofType: type) { return .success(readOnly) }
            if types.projectsBinding(wrapper: wrapper!) {
                // A wrapper of the module whose `$x` is a `Binding` (`@AppSettings`, `@Setting`).
                return .success(SubviewInput(name: name, kind: .binding, type: type))
            }
            return .failure(Refusal(.unsupportedShape, "changes '\(name)', a @\(wrapper!) property, which svrefactor cannot pass down"))
        }
    }

    /// Whether the helper only reads the value: it assigns nothing, takes no `$value`, and calls on
    /// it only methods that cannot change it (`router.route(to: …)`), so the subview can hold a copy.
    private func onlyReads(_ usage: MemberUsage, ofType type: String) -> Bool {
        guard !usage.isAssigned, !usage.isProjected else { return false }
        guard usage.isMutated else { return true }
        return usage.methodsCalledOnIt.map { types.cannotMutate(type, calling: $0) } ?? false
    }

    /// A member that an extension of the view in another file declares, from the project model: a
    /// computed property with a written type, passed as a value, or a method, passed as a callback.
    private func externalInput(for name: String, usage: MemberUsage, declaredIn file: String) -> Result<SubviewInput, Refusal> {
        let declarations = types.module.declarationsInOtherFiles(of: model.qualifiedName).map(\.declaration)
        let properties = declarations.flatMap(\.properties).filter { $0.name == name && !$0.isStatic }
        let methods = declarations.flatMap(\.methods).filter { $0.name == name && !$0.isStatic }
        let unknown = Refusal(
            .unsupportedShape,
            "uses '\(name)', which an extension of '\(model.name)' in \(file) declares in a way svrefactor cannot pass down (no written type, or an opaque one)")
        if properties.count == 1, methods.isEmpty, let property = properties.first {
            guard let written = property.type, !written.hasPrefix("some "),
                let type = types.qualify(typeText: written, from: model.qualifiedName)
            else { return .failure(unknown) }
            guard onlyReads(usage, ofType: type) else {
                return .failure(Refusal(.unsupportedShape, "changes '\(name)', which an extension of '\(model.name)' in \(file) declares"))
            }
            return computedInput(name, type: type, usage: usage, getter: nil)
        }
        guard properties.isEmpty, methods.count == 1, let method = methods.first, !method.isGeneric, !method.isMutating,
            method.returnType?.hasPrefix("some ") != true
        else { return .failure(unknown) }
        // The model keeps a method's signature as text; the callback is built from its declaration.
        let parameters = method.parameters.map { parameter in
            "\(parameter.label ?? "_") \(parameter.name): \(parameter.type)\(parameter.hasDefault ? " = <#default#>" : "")"
        }
        let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
        let source = "func \(name)(\(parameters.joined(separator: ", ")))\(effects)\(method.returnType.map { " -> " + $0 } ?? "") {}"
        guard let declaration = Parser.parse(source: source).statements.first?.item.as(FunctionDeclSyntax.self) else { return .failure(unknown) }
        return callback(name, overloads: [declaration])
    }

    /// A computed property: a value when the helper reads it while the view is built, as the view's
    /// own body would; a closure that computes it when the helper reads it only inside actions
    /// (`Button { if freeSpace > … }`), so that it is not computed on every render of the parent,
    /// and the action does not see the value of the last one.
    private func computedInput(
        _ name: String, type: String, usage: MemberUsage, getter: (isAsync: Bool, isThrowing: Bool)?
    ) -> Result<SubviewInput, Refusal> {
        guard !usage.isReadWhileBuilding else { return .success(SubviewInput(name: name, kind: .value, type: type)) }
        // An extension's property in another file: whether its getter is `async` or `throws` is
        // not at hand, and the closure's type must say it.
        guard let getter else {
            return .failure(Refusal(
                .unsupportedShape,
                "reads '\(name)', a computed property declared in another file, only inside actions; svrefactor cannot see whether its getter is async or throws"))
        }
        if usage.isReadImplicitly {
            return .failure(Refusal(
                .unsafeRewrite,
                "reads the computed property '\(name)' only inside actions, through `if let` or a capture list, which a subview "
                    + "cannot defer to when the action runs; write `if let value = \(name)`"))
        }
        return .success(SubviewInput(name: name, kind: .deferredValue(isAsync: getter.isAsync, isThrowing: getter.isThrowing), type: type))
    }

    /// Whether `type` is or holds an opaque type (`some ShapeStyle`): one only a computed property,
    /// a function's result or a parameter can have, never a stored property or a closure's type.
    static func hasOpaquePart(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.some) }
    }

    /// A method passed down as a closure. Argument labels cannot survive that, nor can generics.
    private func callback(_ name: String, overloads: [FunctionDeclSyntax]) -> Result<SubviewInput, Refusal> {
        guard overloads.count == 1, let method = overloads.first else {
            return .failure(Refusal(.unsupportedShape, "calls '\(name)', which is overloaded; a callback cannot choose between overloads"))
        }
        if method.genericParameterClause != nil || method.modifiers.containsMutating {
            return .failure(Refusal(.unsupportedShape, "calls '\(name)', which is generic or mutating and cannot become a callback"))
        }
        let signatureTypes = method.signature.parameterClause.parameters.map(\.type) + [method.signature.returnClause?.type].compactMap { $0 }
        if let opaque = signatureTypes.first(where: Self.hasOpaquePart) {
            return .failure(Refusal(
                .unsupportedShape,
                "calls '\(name)', whose signature has the opaque type '\(opaque.trimmedDescription)', which a closure type cannot have; "
                    + "give '\(name)' concrete types"))
        }
        var parameterTypes: [String] = []
        var labels: [String?] = []
        for parameter in method.signature.parameterClause.parameters {
            // Labels can be dropped (the subview's calls lose them, the call site adapts); default
            // values cannot (a call that leaves one out would need the default's expression).
            guard parameter.defaultValue == nil, parameter.ellipsis == nil,
                parameter.type.as(AttributedTypeSyntax.self)?.specifiers.isEmpty ?? true
            else {
                return .failure(Refusal(
                    .unsupportedShape,
                    "calls '\(name)(\(method.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))', "
                        + "whose default values or variadic or inout parameters a callback cannot keep; give it parameters without defaults"))
            }
            labels.append(parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text)
            if !seesPrivateNames, let hidden = types.privateNestedType(in: parameter.type) {
                return .failure(Refusal(.inaccessibleName, "calls '\(name)', whose parameter type '\(hidden)' is private to '\(model.name)'"))
            }
            parameterTypes.append(types.qualify(parameter.type))
        }
        var effects = ""
        let isAsync = method.signature.effectSpecifiers?.asyncSpecifier != nil
        if isAsync { effects += " async" }
        let throwsClause = method.signature.effectSpecifiers?.throwsClause
        if let throwsClause { effects += " " + throwsClause.trimmedDescription }
        let result = method.signature.returnClause.map { types.qualify($0.type) } ?? "Void"
        return .success(SubviewInput(
            name: name, kind: .callback(labels: labels, isAsync: isAsync, isThrowing: throwsClause != nil),
            type: "(\(parameterTypes.joined(separator: ", ")))\(effects) -> \(result)"))
    }
}
