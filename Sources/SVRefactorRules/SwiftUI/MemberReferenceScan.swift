import SwiftSyntax

/// A use of a view's instance member inside some code.
struct MemberReference {
    enum Use: Equatable {
        /// The value is read.
        case read
        /// The member itself is assigned or passed `inout`: `x = …`, `x += 1`, `&x`.
        case assign
        /// Changed through one of its parts: `x.y = …`, `x[0] = …`, or the receiver of a method call
        /// that may be mutating (`x.toggle()`, `x.append(…)`). For a class instance this is not a
        /// change of the member itself.
        case mutate
        /// `$x`: the property wrapper's projected value.
        case projected
        /// `x(…)`: a method (or closure property) called directly.
        case call
    }

    var name: String
    var use: Use
    /// The expression that names the member: `x`, `self.x` or `$x`; for the implicit references of
    /// `if let x` and a capture list's `[x]`, the binding or capture that implies it.
    var expression: Syntax

    /// `m` when the reference is the receiver of a method call `x.m(…)` (not `x.y.m(…)`).
    var methodCalledOnIt: String? {
        guard let access = expression.parent?.as(MemberAccessExprSyntax.self), access.base.map(Syntax.init)?.id == expression.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id
        else { return nil }
        return access.declName.baseName.text
    }
}

/// Finds how code refers to the members of a view: which members, how (read, written, projected,
/// called), and which references cannot simply be moved to another type.
struct MemberReferenceScan {
    private(set) var references: [MemberReference] = []
    /// `self` used as a value (passed, captured, returned): not something a subview can receive.
    private(set) var selfAsValue: [Syntax] = []
    /// Bare references to the view's nested types and static members (`Filter.all`, `defaultTitle`,
    /// `Self.x`): valid inside the view, unqualified outside it.
    private(set) var typeScopedNames: [(name: String, node: Syntax)] = []
    /// `_x`: direct use of a property wrapper's storage.
    private(set) var wrapperStorage: [(name: String, node: Syntax)] = []
    /// Static members and nested types named through the view's own name or `Self`
    /// (`Self.formatter`, `TimerView.formatter`, `TimerView.Mode`): written so, they are still
    /// invisible outside the view when they are `private`.
    private(set) var staticMembersThroughType: [(name: String, node: Syntax)] = []

    /// Scans `root` for references to `model`'s members. `parameters` are names that refer to
    /// something else there (the parameters of the function whose body `root` is).
    init(_ root: some SyntaxProtocol, model: ViewTypeModel, parameters: Set<String> = []) {
        for node in NodeCollector.nodes(in: root) {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                scan(reference, root: root, model: model, parameters: parameters)
            } else if let binding = node.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                // `if let x` / `guard let x` reads the outer `x`.
                scanImplicit(name, at: Syntax(binding), root: root, model: model, parameters: parameters)
            } else if let capture = node.as(ClosureCaptureSyntax.self), capture.initializer == nil {
                // `{ [x] in … }` captures the outer `x`.
                scanImplicit(capture.name.text, at: Syntax(capture), root: root, model: model, parameters: parameters)
            } else if let type = node.as(IdentifierTypeSyntax.self), model.nestedTypeNames.contains(type.name.text),
                !LocalScope.binds(type.name.text, at: type, within: root)
            {
                typeScopedNames.append((type.name.text, Syntax(type)))
            } else if let type = node.as(IdentifierTypeSyntax.self), type.name.text == model.name || type.name.tokenKind == .keyword(.Self),
                let member = type.parent?.as(MemberTypeSyntax.self), member.baseType.id == type.id
            {
                // `TimerView.Mode` written as a type; `Self.Mode` means another type outside the view.
                staticMembersThroughType.append((member.name.text, Syntax(member)))
                if type.name.tokenKind == .keyword(.Self) { typeScopedNames.append(("Self", Syntax(type))) }
            }
        }
    }

    private mutating func scanImplicit(_ name: String, at node: Syntax, root: some SyntaxProtocol, model: ViewTypeModel, parameters: Set<String>) {
        guard model.isInstanceMember(name), !parameters.contains(name), !LocalScope.binds(name, at: node, within: root) else { return }
        references.append(MemberReference(name: name, use: .read, expression: node))
    }

    /// Whether `base` is the view's own type name, `TimerView` or `Outer.TimerView`. The base of a
    /// modifier is the whole expression it modifies: its text is only built when it is short enough.
    private static func names(_ model: ViewTypeModel, _ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == model.name }
        guard base.is(MemberAccessExprSyntax.self), base.trimmedLength.utf8Length <= model.qualifiedName.utf8.count else { return false }
        let text = base.trimmedDescription
        return text == model.name || text == model.qualifiedName
    }

    private mutating func scan(_ reference: DeclReferenceExprSyntax, root: some SyntaxProtocol, model: ViewTypeModel, parameters: Set<String>) {
        // Key path components (`\.self`, `\.id`) name members of the key path's root, not of the view.
        if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return }
        let name = reference.baseName.text
        var expression = ExprSyntax(reference)
        var memberName = name

        if let access = reference.parent?.as(MemberAccessExprSyntax.self) {
            if access.declName.id == reference.id {
                // `something.name`: a member of something else, unless `something` is `self`.
                guard let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) else {
                    if let base = access.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self)
                        || Self.names(model, base)
                    {
                        staticMembersThroughType.append((name, Syntax(access)))
                    }
                    return
                }
                expression = ExprSyntax(access)
            } else if name == "self" || name == "Self" {
                // The base of `self.x` / `Self.x`: handled when the declName is visited.
                if name == "Self" { typeScopedNames.append((name, Syntax(reference))) }
                return
            }
        } else if reference.baseName.tokenKind == .keyword(.self) {
            selfAsValue.append(Syntax(reference))
            return
        } else if reference.baseName.tokenKind == .keyword(.Self) {
            typeScopedNames.append((name, Syntax(reference)))
            return
        }

        let isSelfQualified = expression.is(MemberAccessExprSyntax.self)
        // Only the view's members, nested types and statics matter (most names are SwiftUI's or
        // locals): deciding that first spares the scope walk below for every other name.
        let unprefixed = name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
        let isRelevant = model.isInstanceMember(name) || model.properties[unprefixed] != nil
            || !isSelfQualified && (model.nestedTypeNames.contains(name) || model.staticMemberNames.contains(name))
        guard isRelevant else { return }
        if !isSelfQualified {
            if parameters.contains(name) || LocalScope.binds(name, at: reference, within: root) { return }
        }

        var use = MemberReference.Use.read
        if name.hasPrefix("$") {
            memberName = String(name.dropFirst())
            guard model.properties[memberName]?.wrapper != nil else { return }
            use = .projected
        } else if name.hasPrefix("_"), model.properties[String(name.dropFirst())]?.wrapper != nil {
            wrapperStorage.append((name, Syntax(reference)))
            return
        }

        if !model.isInstanceMember(memberName) {
            if !isSelfQualified, model.nestedTypeNames.contains(name) || model.staticMemberNames.contains(name) {
                typeScopedNames.append((name, Syntax(reference)))
            }
            return
        }
        if use == .read { use = Self.classify(expression) }
        references.append(MemberReference(name: memberName, use: use, expression: Syntax(expression)))
    }

    /// Reads the context of a member expression to tell reads from writes and calls.
    static func classify(_ expression: ExprSyntax) -> MemberReference.Use {
        var current = Syntax(expression)
        var reachedThroughMember = false
        while let parent = current.parent {
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
                reachedThroughMember = true
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == current.id {
                reachedThroughMember = true
            } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                // `x!.y = …`, `x?.y = …` still mutate through x.
            } else if parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(UnsafeExprSyntax.self) {
                // `await x = …`: the parser puts the marker on the sequence's first element, the
                // assignment's target, not around the whole assignment.
            } else if parent.is(LabeledExprSyntax.self), let tuple = parent.parent?.parent?.as(TupleExprSyntax.self) {
                // `(x, y) = …` assigns each element: what the tuple is used for is what x is used for.
                current = Syntax(tuple)
                continue
            } else {
                break
            }
            current = parent
        }
        let change: MemberReference.Use = reachedThroughMember ? .mutate : .assign
        guard let parent = current.parent else { return .read }
        if parent.is(InOutExprSyntax.self) { return change }
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
            guard reachedThroughMember else { return .call }
            let method = current.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            return nonMutatingMethods.contains(method) ? .read : .mutate
        }
        if let list = parent.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == current.id }) {
            let next = list.index(after: index)
            if next < list.endIndex, list[next].isAssignmentOperator { return change }
        }
        return .read
    }

    /// Methods of standard collections and strings known not to mutate their receiver. A call to any
    /// other method on a member counts as a possible mutation.
    static let nonMutatingMethods: Set<String> = [
        "filter", "map", "compactMap", "flatMap", "sorted", "reversed", "contains", "first", "last", "firstIndex",
        "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "joined", "split", "enumerated", "formatted",
        "uppercased", "lowercased", "capitalized", "reduce", "min", "max", "allSatisfy", "starts", "hasPrefix", "hasSuffix",
        "localizedCaseInsensitiveContains", "localizedStandardContains", "trimmingCharacters", "replacingOccurrences",
        "components", "count", "index", "distance", "description", "isEmpty", "shuffled", "lazy", "zip", "compare",
        "localizedCompare", "localizedCaseInsensitiveCompare", "appending", "union", "intersection", "subtracting",
        "isSubset", "isSuperset", "isDisjoint", "mapValues", "compactMapValues", "grouped", "chunked", "elementsEqual",
        "lexicographicallyPrecedes", "randomElement", "rounded", "truncatingRemainder", "squareRoot", "abs", "clamped",
        "addingTimeInterval", "timeIntervalSince", "distance", "advanced", "isEqual", "hash", "data", "encode",
    ]
}

/// Collects, in source order, the nodes a scan looks at: name references, `if let x` bindings,
/// capture list items and type names. A `SyntaxVisitor` walks a tree faster than iterating its
/// descendants one by one.
private final class NodeCollector: SyntaxVisitor {
    private(set) var nodes: [Syntax] = []

    static func nodes(in root: some SyntaxProtocol) -> [Syntax] {
        let collector = NodeCollector(viewMode: .sourceAccurate)
        collector.walk(root)
        return collector.nodes.filter { $0.id != Syntax(root).id }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
}
