import SwiftSyntax

/// Rewrites a type so it means the same outside the scope it was written in: names that resolve to
/// nested types (`Row` inside `ProfileView`, declared there or in an extension in any file) become
/// qualified (`ProfileView.Row`). Other names (top-level types, SwiftUI's, Foundation's) stay.
final class TypeQualifier: SyntaxRewriter {
    /// The qualified name a simple type name stands for in the original scope, if it must be qualified.
    let qualifiedName: (String) -> String?

    init(qualifiedName: @escaping (String) -> String?) {
        self.qualifiedName = qualifiedName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let rewritten = super.visit(node)
        guard let qualified = qualifiedName(node.name.text), let identifier = rewritten.as(IdentifierTypeSyntax.self) else { return rewritten }
        let components = qualified.split(separator: ".").map(String.init)
        guard components.count > 1 else { return TypeSyntax(identifier.with(\.name, .identifier(qualified))) }
        var base = TypeSyntax(IdentifierTypeSyntax(name: .identifier(components[0])))
        for component in components.dropFirst().dropLast() {
            base = TypeSyntax(MemberTypeSyntax(baseType: base, name: .identifier(component)))
        }
        return TypeSyntax(MemberTypeSyntax(
            leadingTrivia: identifier.leadingTrivia, baseType: base, name: .identifier(components.last!),
            genericArgumentClause: identifier.genericArgumentClause, trailingTrivia: identifier.trailingTrivia))
    }

    /// Only the base of `A.B` is a name to resolve; `B` is a member of it.
    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        TypeSyntax(node.with(\.baseType, rewrite(node.baseType).cast(TypeSyntax.self))
            .with(\.genericArgumentClause, node.genericArgumentClause.map { rewrite($0).cast(GenericArgumentClauseSyntax.self) }))
    }
}
