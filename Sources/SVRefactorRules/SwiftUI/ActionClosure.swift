import SwiftSyntax

/// A closure passed as an action or a side effect inside a view's `body` or view helpers:
/// a `Button` action, or the closure of `.task`, `.onAppear`, `.onDisappear`, `.onChange`,
/// `.refreshable`, `.onSubmit`, `.onReceive`.
struct ActionClosure {
    enum Kind: Equatable {
        /// `Button("Save") { … }`: the trailing closure after a title; becomes `action: method`.
        case buttonTrailingAction
        /// `Button(action: { … }) { label }`: becomes `action: method`.
        case buttonActionArgument
        /// `Button { … } label: { … }`: becomes `Button(action: method) { … }`, or keeps its place
        /// with a call as its body when the method takes arguments.
        case buttonLeadingAction
        /// A view modifier's closure: `.task { … }`, `.onChange(of: x) { old, new in … }`, …
        case modifier(name: String)

        /// Whether the closure runs in an async context (its method may be `async`).
        var isAsyncContext: Bool {
            if case let .modifier(name) = self { return name == "task" || name == "refreshable" }
            return false
        }
    }

    static let modifiers: Set<String> = ["task", "onAppear", "onDisappear", "onChange", "refreshable", "onSubmit", "onReceive"]

    /// Every name a call with an action closure is written with.
    static let calleeNames: Set<String> = modifiers.union(["Button"])

    let kind: Kind
    let closure: ClosureExprSyntax
    /// The call that receives the closure (`Button(…)` or `.task(…)`).
    let call: FunctionCallExprSyntax

    /// Finds the action closures of a call, if it is a `Button` or one of the modifiers.
    static func closures(of call: FunctionCallExprSyntax) -> [ActionClosure] {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Button" {
            if let argument = call.arguments.first(where: { $0.label?.text == "action" }),
                let closure = argument.expression.as(ClosureExprSyntax.self)
            {
                return [ActionClosure(kind: .buttonActionArgument, closure: closure, call: call)]
            }
            guard let trailing = call.trailingClosure else { return [] }
            if call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) {
                return [ActionClosure(kind: .buttonLeadingAction, closure: trailing, call: call)]
            }
            // `Button("Title") { … }`, `Button("Title", role: .destructive) { … }`: a title comes first.
            if let first = call.arguments.first, first.label == nil, call.additionalTrailingClosures.isEmpty {
                return [ActionClosure(kind: .buttonTrailingAction, closure: trailing, call: call)]
            }
            return []
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            modifiers.contains(access.declName.baseName.text), call.additionalTrailingClosures.isEmpty
        else { return [] }
        let name = access.declName.baseName.text
        if let trailing = call.trailingClosure {
            return [ActionClosure(kind: .modifier(name: name), closure: trailing, call: call)]
        }
        if let argument = call.arguments.last, ["perform", "action"].contains(argument.label?.text),
            let closure = argument.expression.as(ClosureExprSyntax.self)
        {
            return [ActionClosure(kind: .modifier(name: name), closure: closure, call: call)]
        }
        return []
    }

    /// A single statement without control flow (`{ save() }`, `{ await load() }`, `{ isOn = true }`)
    /// reads fine where it is, and so does one such statement under one `if` without `else`
    /// (`{ if shouldClose { dismiss() } }`), or two calls without arguments (`{ save(); dismiss() }`):
    /// a method (`saveAndDismiss`) would only restate them. Anything longer, or with `guard`,
    /// `switch`, loops, `do`, an `else`, or a nested closure with several statements, is worth a name.
    var isTrivial: Bool {
        if closure.statements.count == 2, closure.statements.allSatisfy(Self.isCallWithoutArguments) { return true }
        guard closure.statements.count <= 1 else { return false }
        if let only = closure.statements.first, let ifExpr = Self.ifExpression(only), ifExpr.elseBody == nil,
            ifExpr.body.statements.count == 1
        {
            return Self.isFlat(Syntax(ifExpr.conditions)) && Self.isFlat(Syntax(ifExpr.body.statements))
        }
        return Self.isFlat(Syntax(closure.statements))
    }

    /// `goBack()`, `await viewModel.reload()`, `try store.save()`: one call without arguments,
    /// whose name says all it does.
    private static func isCallWithoutArguments(_ item: CodeBlockItemSyntax) -> Bool {
        let expression = (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?.withoutTryAndAwait
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        return !call.trimmedDescription.contains(where: \.isNewline)
    }

    /// `if …` as a statement of its own.
    private static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }

    /// No control flow and no nested closure with several statements below `node`.
    private static func isFlat(_ node: Syntax) -> Bool {
        for node in node.descendants() {
            if node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(SwitchExprSyntax.self)
                || node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self)
                || node.is(DoStmtSyntax.self)
            {
                return false
            }
            if let nested = node.as(ClosureExprSyntax.self), nested.statements.count > 1 { return false }
        }
        return true
    }
}
