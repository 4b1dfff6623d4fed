import SwiftParser
import SwiftSyntax

/// One stored property of a new subview: what it is (``Kind``), its type as the subview writes it,
/// and where it comes from. Data only: ``SubviewRenderer`` writes the declaration
/// (`@Binding var isOn: Bool`) and the call site's argument (`isOn: $isOn`) from it. See the table
/// in Docs/rules/extract-subviews.md for which member becomes which kind.
struct SubviewInput: Equatable {
    enum Kind: Equatable {
        /// `let x: T`, passed as `x`: a value the subview only reads.
        case value
        /// `@Binding var x: T`, passed as `$x`: state the subview changes.
        case binding
        /// `@Bindable var x: T`, passed as `x`: an `@Observable` object whose properties it binds (`$x.name`).
        case bindable
        /// `@ObservedObject var x: T`, passed as `x`: an `ObservableObject` it must observe.
        case observedObject
        /// `@FocusState.Binding var x: T`, passed as `$x`.
        case focusBinding
        /// The view's environment property declared again (`attribute` is `@Environment(\.dismiss)`
        /// as the view writes it, `private` when the view's is): environment values flow down by
        /// themselves, nothing is passed.
        case environment(attribute: String, isPrivate: Bool)
        /// A computed property the helper reads only inside actions, passed as a closure that reads
        /// it when the action runs (`let freeSpace: () -> Int64?`, passed as `{ freeSpace }`): as a
        /// value it would be computed every time the parent renders, and the action would see a
        /// stale one. The subview's reads become calls (`freeSpace()`). A getter declared `async`
        /// or `throws` makes the closure so (`let url: () async throws -> URL`, passed as
        /// `{ try await url }`); the reads already say `try await`.
        case deferredValue(isAsync: Bool, isThrowing: Bool)
        /// A method of the view passed as a closure (`let select: (Item) -> Void`). `labels` are the
        /// method's argument labels: when it has any, the subview's calls drop them and the call
        /// site passes `{ select(item: $0) }`.
        case callback(labels: [String?], isAsync: Bool, isThrowing: Bool)
        /// A parameter of the helper function: `let p: P`, or `var p: P = d` with a default, passed
        /// as the argument the helper's call gave it. `attributes` are written before it
        /// (`@ViewBuilder`), so the memberwise initializer keeps them.
        case parameter(label: String?, defaultValue: String?, attributes: [String])

        /// What `max-bindings` counts: a `@Binding` to the view's state (focus, `@FocusState.Binding`, is not state).
        var countsAsBinding: Bool {
            self == .binding
        }
    }

    /// Declaration groups, in the order the subview declares them (the order reorder-members wants).
    enum Group: Int, Comparable {
        case environment
        case constant
        case wrapper

        static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var name: String
    var kind: Kind
    /// The type as the subview writes it, qualified so it means at the subview what it means in the
    /// view (`ProfileView.Row`, `(Item) async -> Void`). Nil only for an environment property the
    /// view declares without a type annotation (`@Environment(\.dismiss) var dismiss`).
    var type: String?
    /// Where the member is declared in the view, which inputs of a group follow; -1 for the helper's parameters.
    var order: Int = 0
    /// `Content: View` for a helper parameter written `some View`: the subview declares the generic
    /// parameter, and the call site's argument infers it.
    var genericParameter: String?

    init(name: String, kind: Kind, type: String?, order: Int = 0) {
        self.name = name
        self.kind = kind
        self.type = type
        self.order = order
    }

    /// An input for one of the helper's own parameters. `genericName` names the generic parameter
    /// that stands for a `some` parameter's type.
    init(parameter: HelperCandidate.Parameter, genericName: String? = nil, qualify: (TypeSyntax) -> String) {
        // A stored closure escapes by itself: `@escaping` is only written on parameters.
        var written = Self.withoutEscaping(parameter.type)
        var genericParameter: String?
        if let genericName, let opaque = parameter.opaqueType {
            genericParameter = "\(genericName): \(qualify(opaque.constraint))"
            written = SomeTypeReplacer(name: genericName).rewrite(written).cast(TypeSyntax.self)
        }
        self.init(
            name: parameter.name,
            kind: .parameter(label: parameter.label, defaultValue: parameter.defaultValue?.trimmedDescription, attributes: parameter.attributes),
            type: qualify(written), order: -1)
        self.genericParameter = genericParameter
    }

    var group: Group {
        switch kind {
        case .environment: .environment
        case .value, .deferredValue, .callback, .parameter: .constant
        case .binding, .bindable, .observedObject, .focusBinding: .wrapper
        }
    }

    /// A method or a deferred value passed as a closure: it goes after the other constants.
    var isClosure: Bool {
        switch kind {
        case .callback, .deferredValue: true
        default: false
        }
    }

    /// Whether the call site passes something for it (environment values it does not).
    var isPassed: Bool {
        if case .environment = kind { return false }
        return true
    }

    /// A labelled method passed as a closure: the subview's calls drop the labels, and the call
    /// site passes `{ name(label: $0) }`.
    var callsDropLabels: Bool {
        if case let .callback(labels, _, _) = kind { return labels.contains { $0 != nil } }
        return false
    }

    /// The parsed ``type``, for questions about its structure.
    var typeSyntax: TypeSyntax? {
        type.map(GeneratedCode.parseType)
    }

    /// Whether the type names a member of `typeName` (`Grid.Style` for `Grid`), read from the
    /// parsed type: a generic view's nested types can only be written with its generic arguments.
    func typeMentionsMember(of typeName: String) -> Bool {
        guard let typeSyntax else { return false }
        return typeSyntax.descendants(MemberTypeSyntax.self).contains { $0.baseType.trimmedDescription == typeName }
            || (typeSyntax.as(MemberTypeSyntax.self)?.baseType.trimmedDescription == typeName)
    }

    /// The identifier-like words its declaration names (type, environment attribute, default value):
    /// what ``SubviewGenerics`` reads to tell which of a generic view's parameters it needs.
    var mentionedWords: Set<String> {
        var texts = [type ?? ""]
        switch kind {
        case let .environment(attribute, _): texts.append(attribute)
        case let .parameter(_, defaultValue, attributes): texts += attributes + [defaultValue ?? ""]
        default: break
        }
        return texts.reduce(into: Set<String>()) { $0.formUnion(SubviewGenerics.words(in: $1)) }
    }

    /// `@escaping () -> Void` → `() -> Void`; other attributes and specifiers stay.
    static func withoutEscaping(_ type: TypeSyntax) -> TypeSyntax {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return type }
        let kept = attributed.attributes.filter { element in
            guard case let .attribute(attribute) = element else { return true }
            return AttributeListSyntax.name(of: attribute) != "escaping"
        }
        if kept.isEmpty && attributed.specifiers.isEmpty { return attributed.baseType.with(\.leadingTrivia, []) }
        return TypeSyntax(attributed.with(\.attributes, kept))
    }
}

extension TypeSyntax {
    /// The descendants of one node kind.
    fileprivate func descendants<Node: SyntaxProtocol>(_ kind: Node.Type) -> [Node] {
        Syntax(self).descendants().compactMap { $0.as(Node.self) }
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
    /// Read at least once while the view is built, not only inside actions (see ``DeferredCode``).
    var isReadWhileBuilding = false
    /// Read through `if let x` or a capture list `[x]`, which name the member without an expression.
    var isReadImplicitly = false
    /// The methods called on the value when those calls are all its `mutate` uses (`router.route(…)`):
    /// whether they really change it is a question for the model. Nil once another change is seen.
    var methodsCalledOnIt: Set<String>? = []

    mutating func record(_ reference: MemberReference, isDeferred: Bool = false) {
        if !isDeferred { isReadWhileBuilding = true }
        if !reference.expression.is(ExprSyntax.self) { isReadImplicitly = true }
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
        isReadWhileBuilding = isReadWhileBuilding || other.isReadWhileBuilding
        isReadImplicitly = isReadImplicitly || other.isReadImplicitly
        methodsCalledOnIt = methodsCalledOnIt.flatMap { own in other.methodsCalledOnIt.map { own.union($0) } }
    }

    /// Needs write access to the value itself (a `Binding`), for a value type.
    var changesValue: Bool { isAssigned || isMutated || isProjected }
}
