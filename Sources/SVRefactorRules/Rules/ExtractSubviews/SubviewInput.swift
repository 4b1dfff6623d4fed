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
    /// Where the member is declared in the view, which inputs of a group follow; -1 for the helper's parameters.
    var order: Int = 0
    /// A method with argument labels passed as a closure: the subview's calls drop the labels, and
    /// the call site passes `{ name(label: $0) }`.
    var callsDropLabels = false
    /// `Content: View` for a helper parameter written `some View`: the subview declares the generic
    /// parameter, and the call site's argument infers it.
    var genericParameter: String?

    init(name: String, declaration: String, argument: String?, group: Group) {
        self.name = name
        self.declaration = declaration
        self.argument = argument.map(Argument.member) ?? .none
        self.group = group
    }

    /// `genericName` names the generic parameter that stands for a `some` parameter's type.
    init(parameter: HelperCandidate.Parameter, genericName: String? = nil, qualify: (TypeSyntax) -> String) {
        order = -1
        name = parameter.name
        // A stored closure escapes by itself: `@escaping` is only written on parameters.
        var written = Self.withoutEscaping(parameter.type)
        if let genericName, let opaque = parameter.opaqueType {
            genericParameter = "\(genericName): \(qualify(opaque.constraint))"
            written = SomeTypeReplacer(name: genericName).rewrite(written).cast(TypeSyntax.self)
        }
        let type = qualify(written)
        let attributes = parameter.attributes.map { $0 + " " }.joined()
        if let defaultValue = parameter.defaultValue {
            declaration = attributes + "var \(parameter.name): \(type) = \(defaultValue.trimmedDescription)"
        } else {
            declaration = attributes + "let \(parameter.name): \(type)"
        }
        argument = .parameter(label: parameter.label, hasDefault: parameter.defaultValue != nil)
        group = .constant
    }

    /// `@escaping () -> Void` → `() -> Void`; other attributes and specifiers stay.
    static func withoutEscaping(_ type: TypeSyntax) -> TypeSyntax {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return type }
        let kept = attributed.attributes.filter { element in
            guard case let .attribute(attribute) = element else { return true }
            return AttributeListSyntax.name(of: attribute) != "escaping"
        }
        if kept.isEmpty && attributed.specifiers.isEmpty { return attributed.baseType.with(\.leadingTrivia, []) }
        return TypeSyntax(attributed.with(\.attributes, AttributeListSyntax(kept)))
    }

    /// Whether a declaration's type names a member of `typeName` (`let style: Grid.Style`).
    static func declaration(_ declaration: String, mentionsMemberOf typeName: String) -> Bool {
        var rest = Substring(declaration)
        while let range = rest.range(of: typeName + ".") {
            let before = rest[..<range.lowerBound].last
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

/// Puts a generic parameter's name in place of the `some P` it stands for (a carried parameter type
/// has exactly one, see ``HelperCandidate/carriedOpaqueType(in:)``; `any P` stays).
private final class SomeTypeReplacer: SyntaxRewriter {
    let name: String

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax {
        guard node.someOrAnySpecifier.tokenKind == .keyword(.some) else { return super.visit(node) }
        return TypeSyntax(IdentifierTypeSyntax(leadingTrivia: node.leadingTrivia, name: .identifier(name), trailingTrivia: node.trailingTrivia))
    }
}

/// Everything the helper's body does with one member of the parent, merged over all uses.
struct MemberUsage: Equatable {
    var isRead = false
    var isAssigned = false
    var isMutated = false
    var isProjected = false
    var isCalled = false
    /// The methods called on the value when those calls are all its `mutate` uses (`router.route(…)`):
    /// whether they really change it is a question for the model. Nil once another change is seen.
    var methodsCalledOnIt: Set<String>? = []

    mutating func record(_ reference: MemberReference) {
        switch reference.use {
        case .read: isRead = true
        case .assign: isAssigned = true
        case .mutate:
            isMutated = true
            if let method = reference.methodCalledOnIt { methodsCalledOnIt?.insert(method) } else { methodsCalledOnIt = nil }
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
        methodsCalledOnIt = methodsCalledOnIt.flatMap { own in other.methodsCalledOnIt.map { own.union($0) } }
    }

    /// Needs write access to the value itself (a `Binding`), for a value type.
    var changesValue: Bool { isAssigned || isMutated || isProjected }
}
