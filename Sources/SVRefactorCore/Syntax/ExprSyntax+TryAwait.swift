import SwiftSyntax

extension ExprSyntax {
    /// The expression with its `try` and `await` markers taken off (`try await load()` → `load()`).
    public var withoutTryAndAwait: ExprSyntax {
        var expression = self
        while let marked = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression {
            expression = marked
        }
        return expression
    }
}
