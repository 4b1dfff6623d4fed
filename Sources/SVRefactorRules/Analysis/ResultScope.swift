import SVRefactorCore
import SwiftSyntax

/// The body an expression is a result of: a function, an accessor, a closure, with the expressions
/// it yields.
struct ResultScope {
    let statements: CodeBlockItemListSyntax
    /// Declared to produce views: `some View`, `@ViewBuilder`, `body`, or a closure passed to a
    /// type-named call (`VStack { … }`, `Group { … }`), which SwiftUI's containers take as view
    /// builders, or to one of SwiftUI's modifiers that take a view builder (`.overlay { … }`).
    let producesViews: Bool
    /// The function or property declaration the body belongs to; nil for a closure.
    let declaration: DeclSyntax?
    /// The function's written return type or the property's written type; nil for a closure.
    let declaredType: TypeSyntax?
    /// For a closure, whether it is an argument of a call that does not take a view builder
    /// (`MarkdownConfiguration(imageBlockView: { … })`), or passed under a label SwiftUI's view
    /// builders do not use: the parameter's type decides its result.
    let isArgumentOfOtherCall: Bool

    /// The labels under which SwiftUI's initializers and modifiers take view builders.
    static let viewBuilderLabels: Set<String> = [
        "content", "label", "header", "footer", "destination", "placeholder", "icon", "title", "actions", "message", "background",
        "overlay", "detail", "sidebar", "leading", "trailing", "minimumValueLabel", "maximumValueLabel", "currentValueLabel", "primaryAction",
    ]

    /// SwiftUI modifiers whose closures are view builders.
    static let viewBuilderModifiers: Set<String> = [
        "overlay", "background", "mask", "toolbar", "sheet", "fullScreenCover", "popover", "contextMenu", "safeAreaInset", "alert",
        "confirmationDialog", "navigationDestination", "swipeActions", "searchSuggestions", "inspector", "tabItem",
        "overlayPreferenceValue", "backgroundPreferenceValue",
    ]

    init?(containing expression: ExprSyntax) {
        var node = Syntax(expression)
        while let parent = node.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                statements = closure.statements
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                producesViews = call.map(Self.takesViewBuilder) ?? false
                let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text
                isArgumentOfOtherCall = call != nil && (!producesViews || label.map { !Self.viewBuilderLabels.contains($0) } == true)
                declaration = nil
                declaredType = nil
                return
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard let body = function.body else { return nil }
                statements = body.statements
                producesViews = function.attributes.containsViewBuilder || function.signature.returnClause?.type.isSomeView == true
                declaration = DeclSyntax(function)
                declaredType = function.signature.returnClause?.type
                isArgumentOfOtherCall = false
                return
            }
            if let accessorBlock = parent.as(AccessorBlockSyntax.self), let binding = accessorBlock.parent?.as(PatternBindingSyntax.self) {
                switch accessorBlock.accessors {
                case let .getter(getter): statements = getter
                case let .accessors(accessors):
                    guard let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return nil }
                    statements = body.statements
                }
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                producesViews = binding.typeAnnotation?.type.isSomeView == true || variable?.attributes.containsViewBuilder == true
                declaration = variable.map(DeclSyntax.init)
                declaredType = binding.typeAnnotation?.type
                isArgumentOfOtherCall = false
                return
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// A call whose closures SwiftUI takes as view builders: a type-named one (`VStack { … }`) or
    /// one of ``viewBuilderModifiers``.
    static func takesViewBuilder(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.isTypeName { return true }
        // `.overlay { … }`, or `mask { … }` on the implicit self of a view extension.
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map(viewBuilderModifiers.contains) ?? false
    }

    /// Whether `expression` is a view a view builder collects: a statement of a `some View` or
    /// `@ViewBuilder` body or of a container's closure, also inside its `if`, `switch` and `#if`
    /// branches, or a value such a body returns.
    static func isViewBuilderResult(_ expression: ExprSyntax) -> Bool {
        if expression.parent?.is(ReturnStmtSyntax.self) == true {
            return ResultScope(containing: expression)?.producesViews == true
        }
        var node = Syntax(expression)
        while true {
            var statement = node
            if let wrapper = statement.parent?.as(ExpressionStmtSyntax.self) { statement = Syntax(wrapper) }
            guard let item = statement.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                let container = list.parent
            else { return false }
            if let block = container.as(CodeBlockSyntax.self), var ifExpr = block.parent?.as(IfExprSyntax.self) {
                while let outer = ifExpr.parent?.as(IfExprSyntax.self) { ifExpr = outer }
                node = Syntax(ifExpr)
            } else if let switchCase = container.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                node = Syntax(switchExpr)
            } else if let clause = container.as(IfConfigClauseSyntax.self), let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                node = Syntax(ifConfig)
            } else {
                guard let scope = ResultScope(containing: expression), scope.statements.id == list.id else { return false }
                return scope.producesViews
            }
        }
    }

    /// The results that stand for one another: the `return` values, or the branches of the `if`
    /// or `switch` that is the body's only statement. Not the several views a view builder
    /// collects side by side, which are siblings, not alternatives.
    var alternatives: [ExprSyntax] {
        var found = returns(in: Syntax(statements))
        let expressions = statements.compactMap { Self.expression(of: $0) }
        if statements.count == 1, let only = expressions.first { found += Self.branches(of: only) }
        return found
    }

    /// The expressions the body yields: its `return` values (not those of nested closures or
    /// functions), and with a single expression statement, that expression, or the branches of an
    /// `if` or `switch` that is that statement; every expression statement when it builds views.
    var results: [ExprSyntax] {
        var found = returns(in: Syntax(statements))
        let expressions = statements.compactMap { Self.expression(of: $0) }
        if producesViews {
            found += expressions
        } else if statements.count == 1, let only = expressions.first {
            found += Self.branches(of: only)
        }
        return found
    }

    private func returns(in node: Syntax) -> [ExprSyntax] {
        node.children(viewMode: .sourceAccurate).flatMap { child -> [ExprSyntax] in
            if child.is(ClosureExprSyntax.self) || child.is(FunctionDeclSyntax.self) { return [] }
            if let returned = child.as(ReturnStmtSyntax.self)?.expression { return [returned] }
            return returns(in: child)
        }
    }

    /// `if c { a } else { b }` → [a, b]; `switch` → each case's expression; anything else → itself.
    private static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var found = single(ifExpr.body.statements).map(branches(of:)) ?? []
            switch ifExpr.elseBody {
            case let .ifExpr(next)?: found += branches(of: ExprSyntax(next))
            case let .codeBlock(block)?: found += single(block.statements).map(branches(of:)) ?? []
            case nil: break
            }
            return found
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return switchExpr.cases.flatMap { item -> [ExprSyntax] in
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { return [] }
                return single(switchCase.statements).map(branches(of:)) ?? []
            }
        }
        return [expression]
    }

    private static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        return expression(of: only)
    }

    /// The expression a statement is: `f()`, or `if`/`switch`, which the parser wraps in a statement.
    private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }
}

extension ExprSyntax {
    /// Written like a type: `VStack`, `Color`, `Outer.Card`, `Box<Int>`. SwiftUI's containers
    /// (`VStack { … }`, `Group { … }`) take their trailing closures as view builders.
    var isTypeName: Bool {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let specialized = self.as(GenericSpecializationExprSyntax.self) { return specialized.expression.isTypeName }
        if let access = self.as(MemberAccessExprSyntax.self), let base = access.base {
            return access.declName.baseName.text.first?.isUppercase == true && base.isTypeName
        }
        return false
    }
}

extension TypeSyntax {
    /// `some View` or `some SwiftUI.View`.
    var isSomeView: Bool {
        self.as(SomeOrAnyTypeSyntax.self).map { $0.someOrAnySpecifier.tokenKind == .keyword(.some) && $0.constraint.isNamed("View") } ?? false
    }
}
