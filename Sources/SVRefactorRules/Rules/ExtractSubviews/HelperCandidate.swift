import SVRefactorCore
import SwiftSyntax

/// A member of a view that returns a view and could become a subview:
/// `var header: some View { … }` or `func row(for item: Item) -> some View { … }`,
/// with or without `@ViewBuilder`, in the view's struct or in an extension of it in the same file.
struct HelperCandidate {
    struct Parameter {
        /// The argument label at call sites (`for` in `row(for item: Item)`), nil for `_`.
        var label: String?
        /// The name inside the body, which becomes the subview's stored property.
        var name: String
        var type: TypeSyntax
        var defaultValue: ExprSyntax?
        /// Attributes written before the name (`@ViewBuilder content: () -> Content`): a result
        /// builder stays one on the stored property, so the memberwise initializer keeps it.
        var attributes: [String] = []
        /// The `some View` of a parameter written `some View` or `() -> some View`: the subview
        /// takes a generic parameter in its place (`let content: Content`, `<Content: View>`).
        var opaqueType: SomeOrAnyTypeSyntax?
    }

    let name: String
    let item: MemberBlockItemSyntax
    let isFunction: Bool
    let parameters: [Parameter]
    /// The statements of the body, and the braces around them.
    let statements: CodeBlockItemListSyntax
    let leftBrace: TokenSyntax
    let rightBrace: TokenSyntax
    /// Declared `private` or `fileprivate`, or in a `private extension` (set by the planner).
    var isPrivate: Bool
    /// `@available(…)` attributes of the helper and of the type or extension declaring it: the
    /// subview needs them too.
    var availability: [String] = []

    /// Comments inside the helper's declaration header (between attributes, modifiers and name),
    /// which would otherwise be lost with the header.
    var headerComments: [String] {
        item.commentsInside(upTo: leftBrace).map { piece in
            var text = ""
            piece.write(to: &text)
            return text
        }
    }

    /// Non-blank lines between the braces: what `--min-lines` compares against. `source` is the
    /// text of the helper's tree (the rule's ``RuleContext/source``): the lines are counted where
    /// they stand, without copying the body's text.
    func bodyLineCount(in source: [UInt8]) -> Int {
        LineTable.nonBlankLineCount(source[leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset])
    }

    /// The node whose descendants are the body: the scope root for name lookup.
    var bodyRoot: Syntax { Syntax(statements) }

    /// Recognises a helper, or returns nil for members that are not view helpers at all.
    /// Helpers with shapes this rule does not handle come back as `.unsupported` with a reason.
    static func recognise(_ item: MemberBlockItemSyntax) -> Recognition? {
        if let variable = item.decl.as(VariableDeclSyntax.self) {
            return recognise(variable, item: item)
        }
        if let function = item.decl.as(FunctionDeclSyntax.self) {
            return recognise(function, item: item)
        }
        return nil
    }

    enum Recognition {
        case candidate(HelperCandidate)
        case unsupported(name: String, node: Syntax, reason: String)
    }

    /// Attributes a helper may carry: `@ViewBuilder` and `@MainActor` are implied by a View's `body`,
    /// `@available` is copied to the subview. Anything else is a reason to leave the helper alone.
    private static func unsupportedAttribute(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case let .attribute(attribute) = element else { return "#if" }
            let name = AttributeListSyntax.name(of: attribute)
            if !["ViewBuilder", "MainActor", "available"].contains(name) { return "@" + name }
        }
        return nil
    }

    static func availabilityAttributes(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case let .attribute(attribute) = element, AttributeListSyntax.name(of: attribute) == "available" else { return nil }
            return attribute.trimmedDescription
        }
    }

    private static func recognise(_ variable: VariableDeclSyntax, item: MemberBlockItemSyntax) -> Recognition? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
            !variable.modifiers.containsStatic, variable.isComputed
        else { return nil }
        let returnsView = binding.typeAnnotation?.type.isOpaqueView == true
        guard returnsView || variable.attributes.contains(named: "ViewBuilder") else { return nil }
        if !returnsView {
            return .unsupported(name: name, node: Syntax(variable), reason: "its type is not `some View`")
        }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            return .unsupported(name: name, node: Syntax(variable), reason: "it overrides a member")
        }
        if let attribute = unsupportedAttribute(variable.attributes) {
            return .unsupported(name: name, node: Syntax(variable), reason: "it has the attribute \(attribute), which a subview would not keep")
        }
        switch binding.accessorBlock?.accessors {
        case let .getter(statements):
            let block = binding.accessorBlock!
            return .candidate(HelperCandidate(
                name: name, item: item, isFunction: false, parameters: [], statements: statements,
                leftBrace: block.leftBrace, rightBrace: block.rightBrace, isPrivate: variable.modifiers.isPrivate,
                availability: availabilityAttributes(variable.attributes)))
        case let .accessors(accessors):
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                let body = getter.body, getter.effectSpecifiers == nil
            else {
                return .unsupported(name: name, node: Syntax(variable), reason: "it has accessors other than a plain getter")
            }
            return .candidate(HelperCandidate(
                name: name, item: item, isFunction: false, parameters: [], statements: body.statements,
                leftBrace: body.leftBrace, rightBrace: body.rightBrace, isPrivate: variable.modifiers.isPrivate,
                availability: availabilityAttributes(variable.attributes)))
        case nil:
            return nil
        }
    }

    private static func recognise(_ function: FunctionDeclSyntax, item: MemberBlockItemSyntax) -> Recognition? {
        guard !function.modifiers.containsStatic, function.signature.returnClause?.type.isOpaqueView == true
            || (function.attributes.contains(named: "ViewBuilder") && function.signature.returnClause != nil)
        else { return nil }
        let name = function.name.text
        let node = Syntax(function)
        guard function.signature.returnClause?.type.isOpaqueView == true else {
            return .unsupported(name: name, node: node, reason: "its return type is not `some View`")
        }
        guard let body = function.body else { return nil }
        if function.genericParameterClause != nil || function.genericWhereClause != nil {
            return .unsupported(name: name, node: node, reason: "it is generic")
        }
        if function.signature.effectSpecifiers != nil {
            return .unsupported(name: name, node: node, reason: "it is `async` or `throws`")
        }
        if function.modifiers.contains(where: { [.keyword(.override), .keyword(.mutating)].contains($0.name.tokenKind) }) {
            return .unsupported(name: name, node: node, reason: "it is `override` or `mutating`")
        }
        if let attribute = unsupportedAttribute(function.attributes) {
            return .unsupported(name: name, node: node, reason: "it has the attribute \(attribute), which a subview would not keep")
        }
        var parameters: [Parameter] = []
        for parameter in function.signature.parameterClause.parameters {
            let type = parameter.type
            // An existential (`any Account`) is a type a stored property can have; an opaque one
            // becomes a generic parameter where Swift allows one (see `carriedOpaqueType`).
            let opaque = Self.carriedOpaqueType(in: type)
            let someCount = type.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.some) }.count
            if parameter.ellipsis != nil || type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: \.isInout) == true || someCount > (opaque == nil ? 0 : 1) {
                return .unsupported(
                    name: name, node: Syntax(parameter),
                    reason: "its parameter '\(parameter.firstName.text)' is variadic, `inout` or of a type with `some` in it that svrefactor does not carry")
            }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            // `packagesToSelect _: Set<Package>`, unused in the body: its stored property, which
            // must have a name, takes the label's (Cork).
            var parameterName = (parameter.secondName ?? parameter.firstName).text
            if parameterName == "_" {
                guard let label else {
                    return .unsupported(name: name, node: Syntax(parameter), reason: "a parameter has neither a label nor a name, which a subview's stored property needs; remove it")
                }
                parameterName = label
            }
            parameters.append(Parameter(
                label: label, name: parameterName,
                type: type, defaultValue: parameter.defaultValue?.value,
                attributes: parameter.attributes.map { $0.trimmedDescription }, opaqueType: opaque))
        }
        return .candidate(HelperCandidate(
            name: name, item: item, isFunction: true, parameters: parameters, statements: body.statements,
            leftBrace: body.leftBrace, rightBrace: body.rightBrace, isPrivate: function.modifiers.isPrivate,
            availability: availabilityAttributes(function.attributes)))
    }
}

extension HelperCandidate {
    /// The `some P` of a parameter type a subview can carry as a generic parameter: the whole type
    /// (`some View`) or the result of a closure type (`@escaping () -> some View`, a builder's
    /// content).
    static func carriedOpaqueType(in type: TypeSyntax) -> SomeOrAnyTypeSyntax? {
        let unattributed = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        let candidate = unattributed.as(FunctionTypeSyntax.self)?.returnClause.type ?? unattributed
        guard let opaque = candidate.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) else { return nil }
        return opaque
    }
}

extension TypeSyntax {
    /// `some View` (or `some SwiftUI.View`).
    var isOpaqueView: Bool {
        guard let opaque = self.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return opaque.constraint.isNamed("View")
    }
}

extension TypeSpecifierListSyntax.Element {
    /// `inout` (a parameter a callback or stored property cannot keep).
    var isInout: Bool {
        if case let .simpleTypeSpecifier(specifier) = self { return specifier.specifier.tokenKind == .keyword(.inout) }
        return false
    }
}
