import SwiftSyntax

extension ExprSyntax {
    /// Whether this element of an unfolded sequence is an assignment: `=`, or a compound one
    /// (`+=`, `&&=`), not a comparison (`==`, `<=`, `===`, `~=`).
    public var isAssignmentOperator: Bool {
        if self.is(AssignmentExprSyntax.self) { return true }
        guard let binary = self.as(BinaryOperatorExprSyntax.self) else { return false }
        let text = binary.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(text)
    }
}
