import SVRefactorCore
import SwiftSyntax

/// Where the collection a `ForEach` counts comes from, which decides whether its positions can
/// name other elements while the view lives: only a collection that traces to state the view or
/// its model changes (`@State`, `@Binding`, an observed model, a fetch request) can have elements
/// inserted, removed or moved under its rows.
///
/// A name is looked up where the `ForEach` sees it (``LocalScope`` finds what binds it locally): a
/// local declared before it, the element of an enclosing `ForEach` (`section` in
/// `ForEach(model.sections) { section in … }`), else a member of the enclosing type or of the view
/// an extension extends, or a constant at file scope.
enum CollectionOrigin: Comparable {
    /// Built from literals and types only: positions are stable identities.
    case constant
    /// An input the parent passes (`let items: [Item]`), a parameter, or something not traced:
    /// it may change, but nothing here says it does.
    case unknown
    /// Traces to state that changes while the view lives.
    case changing

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
        if let (scope, child) = LocalScope.scope(binding: name, at: place, within: place.root) {
            switch scope.as(SyntaxEnum.self) {
            case let .codeBlockItemList(items):
                // A `let`/`var` or a `guard let` before the statement that holds the `ForEach`.
                let before = items.prefix { $0.id != child.id }
                guard let variable = before.compactMap({ $0.item.as(VariableDeclSyntax.self) }).last(where: { binding(of: name, in: $0) != nil }),
                    let binding = binding(of: name, in: variable)
                else {
                    let guards = before.compactMap { $0.item.as(GuardStmtSyntax.self) }
                    return guards.reversed().lazy.compactMap { origin(ofBinding: name, in: $0.conditions, seenFrom: Syntax($0), depth: depth) }.first ?? .unknown
                }
                // `@Previewable @State var items = […]` in a preview: state, whatever its first value.
                let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                if !wrappers.isEmpty { return wrappers.contains(where: ViewStoredProperties.isChanging) ? .changing : .unknown }
                return binding.initializer.map { of(Syntax($0.value), depth: depth) } ?? .unknown
            case let .closureExpr(closure):
                // The element of an enclosing `ForEach` changes with its data.
                if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach", let data = call.arguments.first?.expression
                {
                    return of(Syntax(data), depth: depth)
                }
                return .unknown
            case let .ifExpr(ifExpr):
                return origin(ofBinding: name, in: ifExpr.conditions, seenFrom: scope, depth: depth) ?? .unknown
            case let .whileStmt(whileStmt):
                return origin(ofBinding: name, in: whileStmt.conditions, seenFrom: scope, depth: depth) ?? .unknown
            default:
                // A parameter, a `for` or `case` pattern: nothing says where it comes from.
                return .unknown
            }
        }
        if let members = place.ancestorOrSelf(mapping: { $0.as(MemberBlockSyntax.self) }) {
            return memberOrigin(of: name, in: memberLists(around: members), depth: depth)
        }
        guard let file = place.root.as(SourceFileSyntax.self) else { return .unknown }
        return fileScopeOrigin(of: name, in: file.statements, depth: depth)
    }

    /// `if let name = value` follows `value`; `if let name` follows the `name` outside the `if`.
    /// Nil when the conditions bind `name` otherwise (a `case` pattern) or not at all.
    private static func origin(ofBinding name: String, in conditions: ConditionElementListSyntax, seenFrom statement: Syntax, depth: Int) -> CollectionOrigin? {
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let value = binding.initializer?.value { return of(Syntax(value), depth: depth) }
            return origin(ofName: name, seenFrom: statement, depth: depth + 1)
        }
        return nil
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
                    return ViewStoredProperties.isChanging(wrapper) ? .changing : .unknown
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
}
