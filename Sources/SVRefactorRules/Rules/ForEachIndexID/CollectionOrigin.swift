import SVRefactorCore
import SwiftSyntax

/// Where the collection a `ForEach` counts comes from, which decides whether its positions can
/// name other elements while the view lives: only a collection that traces to state the view or
/// its model changes (`@State`, `@Binding`, an observed model, a fetch request) can have elements
/// inserted, removed or moved under its rows.
///
/// A name is looked up where the `ForEach` sees it: a local declared before it, the element of an
/// enclosing `ForEach` (`section` in `ForEach(model.sections) { section in … }`), a member of the
/// enclosing type or of the view an extension extends, or a constant at file scope.
enum CollectionOrigin: Comparable {
    /// Built from literals and types only: positions are stable identities.
    case constant
    /// An input the parent passes (`let items: [Item]`), a parameter, or something not traced:
    /// it may change, but nothing here says it does.
    case unknown
    /// Traces to state that changes while the view lives.
    case changing

    /// Property wrappers whose values change while the view lives.
    static let changingWrappers: Set<String> = ViewStoredProperties.changingWrappers.union(["FetchRequest", "SectionedFetchRequest"])

    /// How deep names may refer to names before the answer is "unknown".
    private static let maximumDepth = 5

    static func of(_ expression: ExprSyntax) -> CollectionOrigin {
        of(Syntax(expression), depth: 0)
    }

    /// The most changing origin of the names `node` reads: one changing name makes it changing.
    private static func of(_ node: Syntax, depth: Int) -> CollectionOrigin {
        guard depth <= maximumDepth else { return .unknown }
        return ReadNames.firstNames(in: node).map { origin(ofName: $0, seenFrom: node, depth: depth + 1) }.max() ?? .constant
    }

    private static func origin(ofName name: String, seenFrom place: Syntax, depth: Int) -> CollectionOrigin {
        var node = place
        while let parent = node.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= node.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self), let binding = binding(of: name, in: variable) {
                        // `@Previewable @State var items = […]` in a preview: state, whatever its first value.
                        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                        if !wrappers.isEmpty { return wrappers.contains(where: isChanging) ? .changing : .unknown }
                        return binding.initializer.map { of(Syntax($0.value), depth: depth) } ?? .unknown
                    }
                }
                if parent.parent?.is(SourceFileSyntax.self) == true { return fileScopeOrigin(of: name, in: list, depth: depth) }
            }
            if let closure = parent.as(ClosureExprSyntax.self), binds(closure, name) {
                // The element of an enclosing `ForEach` changes with its data.
                if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach", let data = call.arguments.first?.expression
                {
                    return of(Syntax(data), depth: depth)
                }
                return .unknown
            }
            if let function = parent.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return .unknown
            }
            if let members = parent.as(MemberBlockSyntax.self) {
                return memberOrigin(of: name, in: memberLists(around: members), depth: depth)
            }
            node = parent
        }
        return .unknown
    }

    /// The member lists a name of `members`' type is looked up in: its own and, for an extension,
    /// those of the type it extends when the file declares it.
    private static func memberLists(around members: MemberBlockSyntax) -> [MemberBlockItemListSyntax] {
        guard let extensionDecl = members.parent?.as(ExtensionDeclSyntax.self), let file = members.root.as(SourceFileSyntax.self) else {
            return [members.members]
        }
        let extended = extensionDecl.extendedType.trimmedDescription
        let primary = file.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.first { $0.name.text == extended }
        return [members.members] + (primary.map { [$0.memberBlock.members] } ?? [])
    }

    private static func memberOrigin(of name: String, in lists: [MemberBlockItemListSyntax], depth: Int) -> CollectionOrigin {
        for members in lists {
            for decl in ViewStoredProperties.declarations(in: members) {
                guard let variable = decl.as(VariableDeclSyntax.self), let binding = binding(of: name, in: variable) else { continue }
                if let wrapper = variable.attributes.propertyWrapperAttribute {
                    return isChanging(wrapper) ? .changing : .unknown
                }
                if let accessors = binding.accessorBlock { return of(Syntax(accessors), depth: depth) }
                let isFixed = variable.bindingSpecifier.tokenKind == .keyword(.let) || variable.modifiers.containsStatic
                guard isFixed, let value = binding.initializer?.value else { return .unknown }
                return of(Syntax(value), depth: depth)
            }
        }
        return .unknown
    }

    private static func fileScopeOrigin(of name: String, in statements: CodeBlockItemListSyntax, depth: Int) -> CollectionOrigin {
        for item in statements {
            guard let variable = item.item.as(VariableDeclSyntax.self), let binding = binding(of: name, in: variable) else { continue }
            guard variable.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value else { return .unknown }
            return of(Syntax(value), depth: depth)
        }
        return .unknown
    }

    private static func binding(of name: String, in variable: VariableDeclSyntax) -> PatternBindingSyntax? {
        variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// `@State`, `@Binding`, an observed model, a fetch request; `@Environment(Model.self)` and
    /// `@Environment(\.editMode)` as ``ViewStoredProperties`` reads them.
    private static func isChanging(_ wrapper: AttributeSyntax) -> Bool {
        changingWrappers.contains(AttributeListSyntax.name(of: wrapper)) || ViewStoredProperties.isChanging(wrapper)
    }

    private static func binds(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        guard let parameters = closure.signature?.parameterClause else { return false }
        switch parameters {
        case let .simpleInput(names): return names.contains { $0.name.text == name }
        case let .parameterClause(clause): return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
    }
}
