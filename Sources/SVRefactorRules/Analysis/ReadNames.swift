import SwiftSyntax

/// The names code reads from around it, which checks use to ask where a value comes from (a
/// condition's mode, a collection that may change).
enum ReadNames {
    /// The names `node` reads from its surroundings: the first name of each reference (`item` for
    /// `item.isFolder`, `x` for `self.x`), without names it binds itself (`if let y = x`, `case
    /// .some(let y)`), closure parameters (`$0`) and type names (`UIDevice.isPad`).
    static func firstNames(in node: Syntax) -> Set<String> {
        var names = Set<String>()
        var bound = Set<String>()
        for descendant in [node] + Array(node.descendants()) {
            if let pattern = descendant.as(IdentifierPatternSyntax.self) {
                if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
                    // `if let item`: reads `item`.
                    names.insert(pattern.identifier.text)
                } else {
                    bound.insert(pattern.identifier.text)
                }
                continue
            }
            guard let reference = descendant.as(DeclReferenceExprSyntax.self) else { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                // The member part of `a.b`: `self.b` reads `b`, any other base is read itself.
                if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { names.insert(reference.baseName.text) }
                continue
            }
            guard case .identifier = reference.baseName.tokenKind, reference.baseName.text.first?.isUppercase == false else { continue }
            names.insert(reference.baseName.text)
        }
        return names.subtracting(bound)
    }
}
