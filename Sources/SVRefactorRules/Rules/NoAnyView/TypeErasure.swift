import SwiftSyntax

/// Why an `AnyView(…)` call erases a type that SwiftUI could have kept, or nil when the erasure
/// has a purpose syntax cannot rule out.
///
/// Reported:
/// - a branch of `?:` (`c ? AnyView(a) : AnyView(b)`): erasure to give two views one type;
/// - one of several `AnyView(…)` results of the same function, property or closure (`return`
///   statements, or the branches of an `if`/`switch` that is its only expression): the same, for
///   `if`/`switch` branches;
/// - a view built right there (`AnyView(HStack { … })`, `AnyView(Text(…).bold())`) as the result
///   of a `some View` or `@ViewBuilder` function or property, or as a statement of a view builder
///   (`body`, a container's content closure): it already has a type the code can return.
///
/// Left alone: erasure for storage or interoperation (assigned to a property, a variable's value,
/// an argument such as `UIHostingController(rootView:)`, an element of a collection), a single
/// result of something declared to return `AnyView` (a protocol or a closure type may require
/// it), and the wrapping of a value whose type is not written there (`AnyView(icon())`, which may
/// be an `any View` existential that only `AnyView` can show).
enum TypeErasure {
    enum Kind: Equatable {
        case conditional
        case branches(count: Int)
        case unneeded
    }

    static func kind(of call: FunctionCallExprSyntax) -> Kind? {
        let value = outermost(ExprSyntax(call))
        if isTernaryBranch(value) {
            return ternaryCondition(of: value).map { isDecidedByInputs($0, at: Syntax(value)) } == true ? nil : .conditional
        }
        // `AnyView(…).padding()`: the modified view is the result.
        let top = modifiedView(value)
        if top.id == value.id, let scope = ResultScope(containing: top) {
            // Alternatives under different `#if` clauses never meet in one build.
            let clause = enclosingIfConfigClause(of: Syntax(top), within: scope)
            let alternatives = scope.alternatives.filter { enclosingIfConfigClause(of: Syntax($0), within: scope)?.id == clause?.id }
            if alternatives.contains(where: { $0.id == top.id }) {
                // The signature asks for `AnyView`: a declared type (a protocol, a caller or a
                // library's closure type may require it), or the parameter a closure is passed to.
                if scope.declaredType.map(isAnyViewType) == true || scope.isArgumentOfOtherCall { return nil }
                // `if #available`: the system picks one branch for good.
                if alternatives.contains(where: { isInAvailabilityBranch(Syntax($0), within: scope) }) { return nil }
                let erased = alternatives.filter { isAnyViewCall($0) }
                // A branch the view's inputs pick never flips while the view lives.
                if erased.count >= 2, let decision = deciding(Syntax(top), within: scope), isDecidedByInputs(decision, at: Syntax(top)) { return nil }
                if erased.count >= 2 { return .branches(count: erased.count) }
            }
        }
        if ResultScope.isViewBuilderResult(top), let argument = call.arguments.first, call.arguments.count == 1, isBuiltView(argument.expression) {
            return .unneeded
        }
        return nil
    }

    /// `AnyView`, `SwiftUI.AnyView`, or either optional (`AnyView?`).
    private static func isAnyViewType(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isAnyViewType(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isAnyViewType(optional.wrappedType) }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "AnyView" || type.as(MemberTypeSyntax.self)?.name.text == "AnyView"
    }

    /// The condition of the `c ? a : b` that `branch` is a side of (in the unfolded sequence the
    /// parser gives: `c`, `? a :`, `b`).
    private static func ternaryCondition(of branch: ExprSyntax) -> Syntax? {
        var ternary: Syntax?
        if let parent = branch.parent, parent.is(UnresolvedTernaryExprSyntax.self) {
            ternary = parent
        } else if let list = branch.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == branch.id }), index != list.startIndex {
            ternary = Syntax(list[list.index(before: index)])
        }
        guard let ternary, let list = ternary.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == ternary.id }),
            index != list.startIndex
        else { return nil }
        return Syntax(list[list.index(before: index)])
    }

    /// The conditions of the innermost `if` or the subject of the `switch` around `node` inside
    /// the scope: what picks the branch.
    private static func deciding(_ node: Syntax, within scope: ResultScope) -> Syntax? {
        var current = node.parent
        while let parent = current, parent.id != scope.statements.id {
            if let ifExpr = parent.as(IfExprSyntax.self) { return Syntax(ifExpr.conditions) }
            if let switchExpr = parent.as(SwitchExprSyntax.self) { return Syntax(switchExpr.subject) }
            current = parent.parent
        }
        return nil
    }

    /// Whether `condition` reads nothing but the enclosing view's inputs (stored properties
    /// without a property wrapper), the enclosing function's parameters and types: the parent, or
    /// the caller, picks the branch once for the view's life.
    private static func isDecidedByInputs(_ condition: Syntax, at place: Syntax) -> Bool {
        var known = Set<String>()
        var node = place.parent
        while let parent = node {
            if let function = parent.as(FunctionDeclSyntax.self) {
                known.formUnion(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            }
            if let view = parent.as(StructDeclSyntax.self) {
                known.formUnion(ViewStoredProperties(view).inputs)
                break
            }
            node = parent.parent
        }
        return ReadNames.firstNames(in: condition).isSubset(of: known)
    }

    /// The innermost `#if` clause around `node` inside the scope's statements.
    private static func enclosingIfConfigClause(of node: Syntax, within scope: ResultScope) -> IfConfigClauseSyntax? {
        var current = node.parent
        while let parent = current, parent.id != scope.statements.id {
            if let clause = parent.as(IfConfigClauseSyntax.self) { return clause }
            current = parent.parent
        }
        return nil
    }

    /// Inside a branch of `if #available(…)` / `#unavailable` within the scope.
    private static func isInAvailabilityBranch(_ node: Syntax, within scope: ResultScope) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != scope.statements.id {
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// `view.modifier(…).other(…)` for `view`: the outermost call of the modifier chain it starts.
    private static func modifiedView(_ view: ExprSyntax) -> ExprSyntax {
        var current = view
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id
        {
            current = ExprSyntax(call)
        }
        return current
    }

    /// Whether `expression` is the `then` or `else` of `c ? a : b` (an unfolded sequence, as parsed).
    static func isTernaryBranch(_ expression: ExprSyntax) -> Bool {
        if expression.parent?.is(UnresolvedTernaryExprSyntax.self) == true { return true }
        guard let list = expression.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == expression.id }),
            index != list.startIndex
        else { return false }
        return list[list.index(before: index)].is(UnresolvedTernaryExprSyntax.self)
    }

    /// `call` with the parentheses, `try` and `await` around it.
    private static func outermost(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let parent = current.parent {
            if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
                let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
            {
                current = ExprSyntax(tuple)
            } else if let wrapper = parent.as(TryExprSyntax.self) {
                current = ExprSyntax(wrapper)
            } else if let wrapper = parent.as(AwaitExprSyntax.self) {
                current = ExprSyntax(wrapper)
            } else {
                break
            }
        }
        return current
    }

    static func isAnyViewCall(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return CheckSupport.typeToken(ofCallee: call.calledExpression, named: "AnyView") != nil
    }

    /// A view constructed by a type-named call (`HStack { … }`, `Text("a")`, `Color.red`), with
    /// modifiers after it: its type is concrete, whatever it is.
    static func isBuiltView(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                    access.declName.baseName.text.first?.isLowercase == true
                {
                    expression = base
                    continue
                }
                return call.calledExpression.isTypeName
            }
            if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
                // `Color.red`, `Color.clear`: a static member of a type.
                return base.isTypeName
            }
            return false
        }
    }
}
