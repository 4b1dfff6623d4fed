import SwiftSyntax

/// Works out the type of a local name a closure captures, from where it is declared.
///
/// Only certain answers count: a written type, a literal, an element of a collection whose type is
/// known (`ForEach(items) { item in … }` with `let items: [Item]`, also `viewModel.items` where the
/// model's class, in any file, declares `var items: [Item]`), an integer range, an optional member
/// unwrapped by `if let`. Anything else is unknown, and the closure stays.
struct LocalTypeResolver {
    let types: TypeResolver

    private var model: ViewTypeModel { types.model }

    /// `root` is the member being analysed: names declared inside it are resolved there too.
    func type(of name: String, declaredBy scope: Syntax, child: Syntax, root: Syntax) -> String? {
        switch scope.as(SyntaxEnum.self) {
        case let .closureExpr(closure):
            return closureParameterType(name, closure, root: root)
        case let .codeBlockItemList(items):
            for item in items {
                if item.id == child.id { break }
                if let variable = item.item.as(VariableDeclSyntax.self),
                    let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                {
                    if let type = binding.typeAnnotation?.type { return types.qualify(type) }
                    return binding.initializer.flatMap { types.inferredType(of: $0.value) }
                }
                if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                    if let type = conditionType(name, guardStmt.conditions) { return type }
                }
            }
            return nil
        case let .ifExpr(ifExpr):
            return conditionType(name, ifExpr.conditions)
        case let .whileStmt(whileStmt):
            return conditionType(name, whileStmt.conditions)
        case let .forStmt(forStmt):
            guard forStmt.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            return elementType(of: forStmt.sequence, root: root)
        case let .functionDecl(function):
            return function.signature.parameterClause.parameters
                .first { ($0.secondName ?? $0.firstName).text == name }
                .map { types.qualify($0.type) }
        case .catchClause:
            return name == "error" ? "any Error" : nil
        default:
            return nil
        }
    }

    /// `{ (item: Item) in }`, or the element of the data a `ForEach` iterates.
    private func closureParameterType(_ name: String, _ closure: ClosureExprSyntax, root: Syntax) -> String? {
        if case let .parameterClause(clause)? = closure.signature?.parameterClause {
            if let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }), let type = parameter.type {
                return types.qualify(type)
            }
        }
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
            let data = call.arguments.first?.expression,
            LocalScope.closureParameterNames(closure).count <= 2
        else { return nil }
        let parameters = Array(LocalScope.closureParameterNames(closure))
        guard parameters.count == 1 || (parameters.count == 2 && parameters.contains("$" + name)) else { return nil }
        if data.is(DeclReferenceExprSyntax.self), data.as(DeclReferenceExprSyntax.self)!.baseName.text.hasPrefix("$") {
            // `ForEach($items) { $item in }`: `item` is the element, `$item` a binding to it.
            guard let element = elementType(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(String(data.trimmedDescription.dropFirst())))), root: root) else { return nil }
            return name.hasPrefix("$") ? "Binding<\(element)>" : element
        }
        return elementType(of: data, root: root)
    }

    /// The element type of `items`, `self.items`, `viewModel.items`, `items.sorted()`,
    /// `items.filter { … }`, `0..<n`, where `items` is a property of the view, a local with a known
    /// type (a parameter, a `let`), or a property of a type the module declares.
    func elementType(of expression: ExprSyntax, root: Syntax) -> String? {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self), ["..<", "..."].contains(op.operator.text),
            sequence.elements.first?.is(IntegerLiteralExprSyntax.self) == true
        {
            return "Int"
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["sorted", "filter", "reversed", "shuffled"].contains(access.declName.baseName.text), let base = access.base
        {
            return elementType(of: base, root: root)
        }
        let type = types.type(ofMemberChain: expression) { reference in
            // A local root (`section.items` inside `ForEach(sections) { section in … }`).
            guard reference.parent != nil, let (scope, child) = LocalScope.scope(binding: reference.baseName.text, at: reference, within: root) else {
                return .member
            }
            return .local(self.type(of: reference.baseName.text, declaredBy: scope, child: child, root: root))
        }
        return type.flatMap(TypeResolver.elementType(ofTypeText:))
    }

    /// `if let x = member`, `if let member`, `if let x: T = …`.
    private func conditionType(_ name: String, _ conditions: ConditionElementListSyntax) -> String? {
        for condition in conditions {
            guard case let .optionalBinding(binding) = condition.condition,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let type = binding.typeAnnotation?.type { return types.qualify(type) }
            let source = binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text ?? (binding.initializer == nil ? name : nil)
            guard let source, let type = model.properties[source]?.typeAnnotation else { return nil }
            if let optional = type.as(OptionalTypeSyntax.self) { return types.qualify(optional.wrappedType) }
            if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return types.qualify(optional.wrappedType) }
            return nil
        }
        return nil
    }
}
