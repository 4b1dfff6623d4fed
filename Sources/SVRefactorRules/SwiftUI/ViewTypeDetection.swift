import SwiftSyntax

extension StructDeclSyntax {
    /// Whether the struct's own inheritance clause names `View` (or `SwiftUI.View`).
    ///
    /// Conformances added in extensions are not seen; a struct whose `View` conformance lives in an
    /// extension is not treated as a view, which only makes rules do less.
    public var declaresViewConformance: Bool {
        inheritanceClause?.inheritedTypes.contains { $0.type.isNamed("View") } ?? false
    }
}

extension TypeSyntax {
    /// Whether the type is `name` or `SwiftUI.name`.
    func isNamed(_ name: String) -> Bool {
        if let identifier = self.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == name && identifier.genericArgumentClause == nil
        }
        if let member = self.as(MemberTypeSyntax.self) {
            return member.name.text == name && member.baseType.isNamed("SwiftUI")
        }
        return false
    }

    /// Whether values of this type are views: `some View`, `any View`, `AnyView`, or toolbar content.
    var isViewType: Bool {
        if isNamed("AnyView") { return true }
        if let opaque = self.as(SomeOrAnyTypeSyntax.self) {
            return opaque.constraint.isNamed("View") || opaque.constraint.isNamed("ToolbarContent")
        }
        return false
    }
}

/// Collects every struct that declares `View` conformance, at any depth (including views declared
/// inside other types, functions and `#Preview` closures), in source order.
final class ViewTypeCollector: SyntaxVisitor {
    private(set) var views: [StructDeclSyntax] = []

    static func views(in file: SourceFileSyntax) -> [StructDeclSyntax] {
        let collector = ViewTypeCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        return collector.views
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.declaresViewConformance { views.append(node) }
        return .visitChildren
    }
}
