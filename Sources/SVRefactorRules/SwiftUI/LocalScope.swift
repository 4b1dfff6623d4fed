import SwiftSyntax

/// Answers "does this name refer to something declared locally?" for a reference inside a member's
/// body: closure parameters, `ForEach` element names, local `let`/`var`/`func`, `if let`/`guard let`,
/// `for` and `case` patterns, `catch` bindings. A name that is not local refers to a member of the
/// enclosing type (or to something global).
enum LocalScope {
    /// Whether `name` is bound by a declaration between `reference` and `root` (exclusive).
    static func binds(_ name: String, at reference: some SyntaxProtocol, within root: some SyntaxProtocol) -> Bool {
        scope(binding: name, at: reference, within: root) != nil
    }

    /// The innermost node between `reference` and `root` whose declarations bind `name` there
    /// (a closure, a statement list, an `if`, a `for`, …), and its child on the path to `reference`.
    static func scope(binding name: String, at reference: some SyntaxProtocol, within root: some SyntaxProtocol) -> (scope: Syntax, child: Syntax)? {
        var child = Syntax(reference)
        let position = reference.position
        while let parent = child.parent {
            if introduces(name, in: parent, toChild: child, at: position) { return (parent, child) }
            if parent.id == root.id { return nil }
            child = parent
        }
        return nil
    }

    /// Whether `scope` makes `name` visible to its descendant `child`.
    /// `position` is where the reference is: a condition binds names only for what comes after it.
    private static func introduces(_ name: String, in scope: Syntax, toChild child: Syntax, at position: AbsolutePosition) -> Bool {
        switch scope.as(SyntaxEnum.self) {
        case let .closureExpr(closure):
            // The signature itself (`[count] in`, `[value = value] in`) reads the outer names.
            guard child.id != closure.signature?.id else { return false }
            return closureParameterNames(closure).contains(name)
        case let .codeBlockItemList(items):
            // Declarations before the reference's statement (and all local functions, which may be used before).
            for item in items {
                if item.id == child.id { break }
                if boundNames(inStatement: item.item).contains(name) { return true }
            }
            return items.contains { $0.item.as(FunctionDeclSyntax.self)?.name.text == name }
        case let .ifExpr(ifExpr):
            // Condition bindings are visible in later conditions and in the body, not in `else`.
            guard child.id != ifExpr.elseBody?.id else { return false }
            return conditionNames(ifExpr.conditions, before: position).contains(name)
        case let .whileStmt(whileStmt):
            return conditionNames(whileStmt.conditions, before: position).contains(name)
        case let .guardStmt(guardStmt):
            return guardStmt.body.id != child.id && conditionNames(guardStmt.conditions, before: position).contains(name)
        case let .forStmt(forStmt):
            return child.id != forStmt.sequence.id && patternNames(forStmt.pattern).contains(name)
        case let .switchCase(switchCase):
            guard case let .case(label) = switchCase.label, child.id == switchCase.statements.id else { return false }
            return label.caseItems.contains { patternNames($0.pattern).contains(name) }
        case let .switchCaseItem(item):
            // `case let .some(x) where x > 0`: the pattern binds for its own `where`.
            return child.id == item.whereClause?.id && patternNames(item.pattern).contains(name)
        case let .catchClause(catchClause):
            guard child.id == catchClause.body.id else { return false }
            if catchClause.catchItems.isEmpty { return name == "error" }
            return catchClause.catchItems.contains { $0.pattern.map(patternNames)?.contains(name) ?? false }
        case let .catchItem(item):
            return child.id == item.whereClause?.id && (item.pattern.map(patternNames)?.contains(name) ?? false)
        case let .functionDecl(function):
            return child.id == function.body?.id && parameterNames(function.signature.parameterClause).contains(name)
        case let .initializerDecl(initializer):
            return child.id == initializer.body?.id && parameterNames(initializer.signature.parameterClause).contains(name)
        case let .subscriptDecl(subscriptDecl):
            return child.id == subscriptDecl.accessorBlock?.id && parameterNames(subscriptDecl.parameterClause).contains(name)
        case let .accessorDecl(accessor):
            // `set(value)`, or the implicit `newValue` of `set`/`willSet` and `oldValue` of `didSet`.
            guard child.id == accessor.body?.id else { return false }
            if let parameter = accessor.parameters?.name.text { return parameter == name }
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): return name == "newValue"
            case .keyword(.didSet): return name == "oldValue"
            default: return false
            }
        default:
            return false
        }
    }

    private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> Set<String> {
        Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    static func closureParameterNames(_ closure: ClosureExprSyntax) -> Set<String> {
        var names = Set<String>()
        if let signature = closure.signature {
            switch signature.parameterClause {
            case let .simpleInput(parameters):
                for parameter in parameters { names.insert(parameter.name.text) }
            case let .parameterClause(clause):
                for parameter in clause.parameters { names.insert((parameter.secondName ?? parameter.firstName).text) }
            case nil:
                break
            }
            for capture in signature.capture?.items ?? [] {
                names.insert(capture.name.text)
            }
        }
        // `ForEach($items) { $item in }` also binds `item`.
        for name in names where name.hasPrefix("$") { names.insert(String(name.dropFirst())) }
        return names
    }

    /// Names a statement declares for the statements after it.
    static func boundNames(inStatement item: CodeBlockItemSyntax.Item) -> Set<String> {
        if let variable = item.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.flatMap { patternNames($0.pattern) })
        }
        if let function = item.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let guardStmt = item.as(GuardStmtSyntax.self) {
            return conditionNames(guardStmt.conditions, before: nil)
        }
        if let type = item.as(StructDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(EnumDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(ClassDeclSyntax.self) { return [type.name.text] }
        return []
    }

    /// Names bound by the conditions that end before `position` (all of them when nil).
    private static func conditionNames(_ conditions: ConditionElementListSyntax, before position: AbsolutePosition?) -> Set<String> {
        var names = Set<String>()
        for condition in conditions {
            if let position, condition.endPosition > position { break }
            switch condition.condition {
            case let .optionalBinding(binding): names.formUnion(patternNames(binding.pattern))
            case let .matchingPattern(matching): names.formUnion(patternNames(matching.pattern))
            default: break
            }
        }
        return names
    }

    /// Every name a pattern binds (`let (a, b)`, `.some(let x)`, `case let .pair(x, y)`).
    static func patternNames(_ pattern: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { names.insert(identifier.identifier.text) }
        for node in pattern.children(viewMode: .sourceAccurate) {
            names.formUnion(patternNames(node))
        }
        // In `case .some(let x)` the binding sits inside an expression; in `case .some(x)` after
        // `case let`, the name is a plain reference that the `let` turns into a binding.
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            names.formUnion(referencedNames(valueBinding.pattern))
        }
        return names
    }

    private static func referencedNames(_ node: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.parent?.is(MemberAccessExprSyntax.self) != true {
            names.insert(reference.baseName.text)
        }
        for child in node.children(viewMode: .sourceAccurate) { names.formUnion(referencedNames(child)) }
        return names
    }
}
