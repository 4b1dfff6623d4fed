import SwiftSyntax

/// How a use of a parent member becomes a stored property of the new subview, and what the call
/// site passes for it. See the table in Docs/rules/extract-subviews.md.
struct SubviewInput: Equatable {
    /// Declaration groups, in the order the subview declares them (the order reorder-members wants).
    enum Group: Int, Comparable {
        case environment
        case constant
        case wrapper

        static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What a call site passes for an input.
    enum Argument: Equatable {
        /// An expression in terms of the parent's members, e.g. `$isOn` (prefixed with `self.` where a
        /// local name shadows the member at the call site).
        case member(String)
        /// The argument the helper's own call passed for this parameter (`item` in `row(for: item)`).
        case parameter(label: String?, hasDefault: Bool)
        /// Nothing: environment values flow down by themselves.
        case none
    }

    var name: String
    /// The subview's declaration, e.g. `@Binding var isOn: Bool`.
    var declaration: String
    var argument: Argument
    var group: Group

    init(name: String, declaration: String, argument: String?, group: Group) {
        self.name = name
        self.declaration = declaration
        self.argument = argument.map(Argument.member) ?? .none
        self.group = group
    }

    init(parameter: HelperCandidate.Parameter, qualify: (TypeSyntax) -> String) {
        name = parameter.name
        let type = qualify(parameter.type)
        if let defaultValue = parameter.defaultValue {
            declaration = "var \(parameter.name): \(type) = \(defaultValue.trimmedDescription)"
        } else {
            declaration = "let \(parameter.name): \(type)"
        }
        argument = .parameter(label: parameter.label, hasDefault: parameter.defaultValue != nil)
        group = .constant
    }
}

/// Everything the helper's body does with one member of the parent, merged over all uses.
struct MemberUsage: Equatable {
    var isRead = false
    var isAssigned = false
    var isMutated = false
    var isProjected = false
    var isCalled = false

    mutating func record(_ use: MemberReference.Use) {
        switch use {
        case .read: isRead = true
        case .assign: isAssigned = true
        case .mutate: isMutated = true
        case .projected: isProjected = true
        case .call: isCalled = true
        }
    }

    mutating func merge(_ other: MemberUsage) {
        isRead = isRead || other.isRead
        isAssigned = isAssigned || other.isAssigned
        isMutated = isMutated || other.isMutated
        isProjected = isProjected || other.isProjected
        isCalled = isCalled || other.isCalled
    }

    /// Needs write access to the value itself (a `Binding`), for a value type.
    var changesValue: Bool { isAssigned || isMutated || isProjected }
}

/// Turns a parent member and its usage into a subview input, or explains why it cannot.
struct SubviewInputResolver {
    let model: ViewTypeModel
    /// `@Observable` classes declared in this file: reference types whose properties can change
    /// through a plain `let`, and which `@Bindable` can project.
    let observableClasses: Set<String>
    /// Rewrites a type so it can be named at file scope (nested types get the parent's name).
    let qualify: (TypeSyntax) -> String
    /// Generic types declared in this file: `Box(1)` does not say which `Box<T>` it is.
    let genericTypesInFile: Set<String>

    init(model: ViewTypeModel, observableClasses: Set<String>, qualify: @escaping (TypeSyntax) -> String, genericTypesInFile: Set<String>) {
        self.model = model
        self.observableClasses = observableClasses
        self.qualify = qualify
        self.genericTypesInFile = genericTypesInFile
    }

    /// A resolver for `model`'s view in a file: nested types are qualified with the view's name.
    init(model: ViewTypeModel, facts: FileFacts) {
        self.init(
            model: model, observableClasses: facts.observableClasses,
            qualify: { TypeQualifier(parent: model.name, nestedTypes: model.nestedTypeNames).rewrite($0).trimmedDescription },
            genericTypesInFile: facts.genericTypeNames)
    }

    func input(for name: String, usage: MemberUsage) -> Result<SubviewInput, SubviewBlocker> {
        if let property = model.properties[name] {
            return input(for: property, usage: usage)
        }
        if let overloads = model.methods[name] {
            return callback(name, overloads: overloads)
        }
        return .failure(SubviewBlocker("uses '\(name)', which svrefactor cannot pass to a subview"))
    }

    private func input(for property: ViewTypeModel.Property, usage: MemberUsage) -> Result<SubviewInput, SubviewBlocker> {
        let name = property.name
        let wrapper = property.wrapperName

        if let wrapper, PropertyWrappers.environment.contains(wrapper), let attribute = property.wrapper {
            // The environment flows down: the subview declares the same property.
            let type = property.typeAnnotation.map { ": " + qualify($0) } ?? ""
            return .success(SubviewInput(
                name: name, declaration: "\(attribute.trimmedDescription) var \(name)\(type)", argument: nil, group: .environment))
        }

        if let type = property.typeAnnotation, let hidden = privateNestedType(in: type) {
            return .failure(SubviewBlocker(
                "'\(name)' has the type '\(hidden)', which is private to '\(model.name)'; make it fileprivate so a subview can name it"))
        }
        guard let type = typeText(of: property) else {
            return .failure(SubviewBlocker(
                "'\(name)' has no type annotation and its type cannot be inferred with certainty; "
                    + "write its type in its declaration (`var \(name): SomeType = …`)"))
        }
        let readOnly = SubviewInput(name: name, declaration: "let \(name): \(type)", argument: name, group: .constant)

        switch wrapper {
        case nil:
            if usage.isAssigned || usage.isProjected {
                return .failure(SubviewBlocker("assigns to '\(name)', which is not a property wrapper"))
            }
            return .success(readOnly)
        case "State", "AppStorage", "SceneStorage":
            let isObservable = observableClasses.contains(type)
            if isObservable && !usage.isAssigned {
                // A class instance: its properties change through a plain reference; `$x.y` needs @Bindable.
                return .success(usage.isProjected
                    ? SubviewInput(name: name, declaration: "@Bindable var \(name): \(type)", argument: name, group: .wrapper)
                    : readOnly)
            }
            if usage.changesValue {
                return .success(SubviewInput(name: name, declaration: "@Binding var \(name): \(type)", argument: "$\(name)", group: .wrapper))
            }
            return .success(readOnly)
        case "Binding":
            if usage.changesValue && !(observableClasses.contains(type) && !usage.isAssigned && !usage.isProjected) {
                return .success(SubviewInput(name: name, declaration: "@Binding var \(name): \(type)", argument: "$\(name)", group: .wrapper))
            }
            return .success(readOnly)
        case "StateObject", "ObservedObject":
            if usage.isAssigned { return .failure(SubviewBlocker("assigns a new object to '\(name)'")) }
            return .success(SubviewInput(name: name, declaration: "@ObservedObject var \(name): \(type)", argument: name, group: .wrapper))
        case "Bindable":
            if usage.isAssigned { return .failure(SubviewBlocker("assigns a new object to '\(name)'")) }
            return .success(usage.isProjected
                ? SubviewInput(name: name, declaration: "@Bindable var \(name): \(type)", argument: name, group: .wrapper)
                : readOnly)
        case "FocusState":
            if usage.changesValue {
                return .success(SubviewInput(name: name, declaration: "@FocusState.Binding var \(name): \(type)", argument: "$\(name)", group: .wrapper))
            }
            return .success(readOnly)
        default:
            if usage.changesValue {
                return .failure(SubviewBlocker("changes '\(name)', a @\(wrapper!) property, which svrefactor cannot pass down"))
            }
            return .success(readOnly)
        }
    }

    private func typeText(of property: ViewTypeModel.Property) -> String? {
        if property.wrapperName == "Namespace" { return "Namespace.ID" }
        if let type = property.typeAnnotation { return qualify(type) }
        guard !property.isComputed, let initializer = property.binding.initializer?.value else { return nil }
        return Self.inferredType(of: initializer, genericTypes: genericTypesInFile)
    }

    /// A nested type of the view, declared `private`, that `type` mentions.
    func privateNestedType(in type: TypeSyntax) -> String? {
        for node in [Syntax(type)] + type.descendants() {
            if let identifier = node.as(IdentifierTypeSyntax.self), model.privateTypeScopedNames.contains(identifier.name.text),
                model.nestedTypeNames.contains(identifier.name.text)
            {
                return identifier.name.text
            }
        }
        return nil
    }

    /// A method passed down as a closure. Argument labels cannot survive that, nor can generics.
    private func callback(_ name: String, overloads: [FunctionDeclSyntax]) -> Result<SubviewInput, SubviewBlocker> {
        guard overloads.count == 1, let method = overloads.first else {
            return .failure(SubviewBlocker("calls '\(name)', which is overloaded; a callback cannot choose between overloads"))
        }
        if method.genericParameterClause != nil || method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) {
            return .failure(SubviewBlocker("calls '\(name)', which is generic or mutating and cannot become a callback"))
        }
        var parameterTypes: [String] = []
        for parameter in method.signature.parameterClause.parameters {
            guard parameter.firstName.tokenKind == .wildcard, parameter.defaultValue == nil, parameter.ellipsis == nil else {
                return .failure(SubviewBlocker(
                    "calls '\(name)(\(method.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))', "
                        + "whose argument labels or default values a callback cannot keep; give it unlabeled parameters without defaults"))
            }
            if let hidden = privateNestedType(in: parameter.type) {
                return .failure(SubviewBlocker("calls '\(name)', whose parameter type '\(hidden)' is private to '\(model.name)'"))
            }
            parameterTypes.append(qualify(parameter.type))
        }
        var effects = ""
        if method.signature.effectSpecifiers?.asyncSpecifier != nil { effects += " async" }
        if let throwsClause = method.signature.effectSpecifiers?.throwsClause { effects += " " + throwsClause.trimmedDescription }
        let result = method.signature.returnClause.map { qualify($0.type) } ?? "Void"
        return .success(SubviewInput(
            name: name, declaration: "let \(name): (\(parameterTypes.joined(separator: ", ")))\(effects) -> \(result)",
            argument: name, group: .constant))
    }

    /// Generic types whose arguments an initializer call leaves to inference: `Task { }`, `Set([1])`.
    static let genericTypesNeedingArguments: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "Task", "Result", "Binding", "State", "ClosedRange", "Range",
        "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Just", "ForEach", "Published", "KeyPath",
    ]

    /// The type of an initial value, when it is certain: a literal, an array of same-typed literals,
    /// or a call of a named type's initializer (`Item()`, `Set<Int>()`, `Model.Filter(…)`).
    static func inferredType(of expression: ExprSyntax, genericTypes: Set<String>) -> String? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return "Int"
        case .floatLiteralExpr: return "Double"
        case .booleanLiteralExpr: return "Bool"
        case .stringLiteralExpr:
            return "String"
        case let .prefixOperatorExpr(prefix) where prefix.operator.text == "-":
            return inferredType(of: prefix.expression, genericTypes: genericTypes).flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
        case let .arrayExpr(array):
            let types = array.elements.map { inferredType(of: $0.expression, genericTypes: genericTypes) }
            guard let first = types.first, let element = first, types.allSatisfy({ $0 == element }) else { return nil }
            return "[\(element)]"
        case let .functionCallExpr(call):
            return typeName(call.calledExpression, genericTypes: genericTypes)
        default:
            return nil
        }
    }

    /// `Item`, `Set<Int>`, `Model.Filter`: a type written as an expression.
    private static func typeName(_ expression: ExprSyntax, genericTypes: Set<String>) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name.first?.isUppercase == true, reference.argumentNames == nil,
                !genericTypesNeedingArguments.contains(name), !genericTypes.contains(name)
            else { return nil }
            return name
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self),
            let base = specialized.expression.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
        {
            return specialized.trimmedDescription
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text.first?.isUppercase == true, typeName(base, genericTypes: genericTypes) != nil
        {
            return member.trimmedDescription
        }
        return nil
    }
}

/// Why a helper stays where it is; the finding says it, together with which helper.
struct SubviewBlocker: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
