import SwiftSyntax

/// Whether code in a view's body runs while the view is built or later: inside an action (a
/// `Button`'s, `.task`, `.onTapGesture`, a gesture's `.onEnded`, `Task { }`), a value is read when
/// the user acts, not when the view renders. A rule that moves such a read to where the view is
/// built (a subview's input evaluated by its parent) changes when, and how often, it is evaluated.
enum DeferredCode {
    /// Closure labels that are actions whatever the call (`Button(action:)`, `.sheet(onDismiss:)`).
    static let actionLabels: Set<String> = [
        "action", "perform", "onDismiss", "primaryAction", "onCommit", "onEditingChanged", "completion", "onCompletion",
        "onSubmit", "handler", "set",
    ]

    /// Methods that call their closure right away, while the view is built (`items.map { … }`).
    static let immediateMethods: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last", "contains", "allSatisfy",
        "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "partition", "count", "mapValues", "compactMapValues",
        "enumerated", "grouped", "lazy", "split", "joined", "removeAll",
    ]

    /// Whether `node` runs later than the code of `root` it is in: some closure between them is
    /// an action (see the type's documentation) rather than a view builder or a closure called
    /// right away.
    static func isDeferred(_ node: Syntax, within root: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, current.id != root.id {
            if let closure = parent.as(ClosureExprSyntax.self), isAction(closure) { return true }
            current = parent
        }
        return false
    }

    /// Whether a closure is called later, as an action, rather than while the view is built.
    static func isAction(_ closure: ClosureExprSyntax) -> Bool {
        var label: String?
        var call: FunctionCallExprSyntax?
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            label = argument.label?.text
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            label = trailing.label.text
            call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let caller = closure.parent?.as(FunctionCallExprSyntax.self) {
            // `{ … }()` runs now; `f { … }` is f's trailing closure.
            if caller.calledExpression.id == closure.id { return false }
            call = caller
        }
        guard let call else { return true }  // Stored or returned: called whenever its holder decides.
        if ActionClosure.closures(of: call).contains(where: { $0.closure.id == closure.id }) { return true }
        if let label, actionLabels.contains(label) { return true }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let name, ["Task", "detached", "async", "asyncAfter", "withAnimation", "withTransaction", "run"].contains(name) { return true }
        if let name, immediateMethods.contains(name) { return false }
        return !ResultScope.takesViewBuilder(call)
    }
}
