import SVRefactorCore
import SwiftSyntax

/// Step 2 of migrate-observation: turns the declarations of classes that can migrate into
/// Observation's form, in one file.
///
/// - `final class Store: ObservableObject {` becomes `@Observable` on its own line above
///   `final class Store {` (`@Observable @MainActor final class` when the attributes were on the
///   class's line); other conformances, attributes and modifiers stay.
/// - `@Published var x` becomes `var x`; `private(set)`, `didSet` and the rest stay.
/// - A private `lazy var` (a cache) gets `@ObservationIgnored`, which the macro requires.
/// - `@MainActor` follows `@Observable` on the classes the rule chose (see ``MainActorAdoption``).
/// - `extension Store: ObservableObject {}` loses the conformance; an extension left with neither
///   members, conformances nor comments goes.
final class ObservableClassRewriter: SyntaxRewriter {
    /// Qualified names of the classes to migrate.
    private let migrating: Set<String>
    private let style: SourceStyle
    /// Qualified names of the classes that also get `@MainActor`.
    private let mainActorClasses: Set<String>
    private(set) var changed = false
    /// Extensions (by their id in the input) left empty by removing the conformance.
    private var emptiedExtensions = Set<SyntaxIdentifier>()

    init(migrating: Set<String>, style: SourceStyle, mainActorClasses: Set<String> = []) {
        self.migrating = migrating
        self.style = style
        self.mainActorClasses = mainActorClasses
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        let name = ViewTypeModel.qualifiedName(of: node)
        guard migrating.contains(name), var declaration = visited.as(ClassDeclSyntax.self) else {
            return visited
        }
        changed = true
        // Removing the conformance first: the leading trivia below belongs to the first token.
        if let clause = declaration.inheritanceClause {
            let (kept, removedTrailing) = Self.removingObservableObject(from: clause)
            declaration.inheritanceClause = kept
            // The space before `{` (or `where`) now follows the name or its generic parameters.
            if kept == nil, let generics = declaration.genericParameterClause {
                declaration.genericParameterClause = generics.with(\.rightAngle, generics.rightAngle.with(\.trailingTrivia, removedTrailing))
            } else if kept == nil {
                declaration.name = declaration.name.with(\.trailingTrivia, removedTrailing)
            }
        }
        declaration.memberBlock.members = MemberBlockItemListSyntax(declaration.memberBlock.members.map(Self.migratingProperty))
        return DeclSyntax(Self.addingAttributes(to: declaration, mainActor: mainActorClasses.contains(name), style: style))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard migrating.contains(node.extendedTypeName), var declaration = visited.as(ExtensionDeclSyntax.self), let clause = declaration.inheritanceClause,
            clause.inheritedTypes.contains(where: Self.isObservableObject)
        else { return visited }
        changed = true
        let (kept, removedTrailing) = Self.removingObservableObject(from: clause)
        declaration.inheritanceClause = kept
        if kept == nil { declaration.extendedType = declaration.extendedType.with(\.trailingTrivia, removedTrailing) }
        if Self.isEmptyExtension(declaration) { emptiedExtensions.insert(node.id) }
        return DeclSyntax(declaration)
    }

    /// Extensions that only declared the conformance (`extension Store: ObservableObject {}`) go.
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let rewritten = super.visit(node)
        guard !emptiedExtensions.isEmpty else { return rewritten }
        let kept = zip(node, rewritten).filter { original, _ in
            !(original.item.as(ExtensionDeclSyntax.self).map { emptiedExtensions.contains($0.id) } ?? false)
        }
        return kept.count == node.count ? rewritten : CodeBlockItemListSyntax(kept.map(\.1))
    }

    /// Whether an extension is now empty and says nothing: it can go.
    static func isEmptyExtension(_ declaration: ExtensionDeclSyntax) -> Bool {
        declaration.inheritanceClause == nil && declaration.genericWhereClause == nil && declaration.memberBlock.members.isEmpty
            && !declaration.leadingTrivia.containsComment && declaration.commentsInside().isEmpty
    }

    private static func isObservableObject(_ inherited: InheritedTypeSyntax) -> Bool {
        isObservableObject(name: inherited.type.trimmedDescription)
    }

    /// `ObservableObject` as an inheritance clause writes it: the conformance the migration removes.
    static func isObservableObject(name: String) -> Bool {
        name == "ObservableObject" || name == "Combine.ObservableObject"
    }

    /// The clause without `ObservableObject` (nil when nothing is left), and the trailing trivia of
    /// a clause removed whole (the space before `{`).
    private static func removingObservableObject(from clause: InheritanceClauseSyntax) -> (InheritanceClauseSyntax?, Trivia) {
        let types = Array(clause.inheritedTypes)
        guard let removedIndex = types.firstIndex(where: isObservableObject) else { return (clause, []) }
        var kept = types
        let removed = kept.remove(at: removedIndex)
        guard !kept.isEmpty else { return (nil, clause.trailingTrivia) }
        if removedIndex == types.count - 1 {
            // `A, ObservableObject {` → `A {`: the new last type loses its comma, keeps the space.
            kept[kept.count - 1] = kept[kept.count - 1].with(\.trailingComma, nil).with(\.trailingTrivia, removed.trailingTrivia)
        } else if removedIndex == 0 {
            // `ObservableObject, A` → `A`, still after the colon's space.
            kept[0] = kept[0].with(\.leadingTrivia, removed.leadingTrivia)
        }
        return (clause.with(\.inheritedTypes, InheritedTypeListSyntax(kept)), [])
    }

    /// `@Published var x` → `var x`; `private lazy var x` → `@ObservationIgnored private lazy var x`
    /// (the macro cannot track a lazy property; the index blocks classes with non-private ones).
    private static func migratingProperty(_ item: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        guard let variable = item.decl.as(VariableDeclSyntax.self) else { return item }
        // By the name the project model gives wrappers, so `@Combine.Published` goes too.
        if let index = variable.attributes.firstIndex(where: { $0.as(AttributeSyntax.self).map(AttributeListSyntax.name(of:)) == "Published" }) {
            return item.with(\.decl, DeclSyntax(variable.removingAttribute(at: index)))
        }
        guard variable.modifiers.containsLazy, !variable.modifiers.containsStatic, !variable.attributes.contains(named: "ObservationIgnored") else { return item }
        // On the same line, before what came first: the smallest change.
        let ignored = AttributeSyntax(
            leadingTrivia: variable.leadingTrivia, atSign: .atSignToken(), attributeName: IdentifierTypeSyntax(name: .identifier("ObservationIgnored")),
            trailingTrivia: .space)
        let stripped = variable.with(\.leadingTrivia, [])
        return item.with(\.decl, DeclSyntax(stripped.with(\.attributes, AttributeListSyntax([.attribute(ignored)] + Array(stripped.attributes)))))
    }

    /// `@Observable` (and `@MainActor` when asked and absent) on lines of their own above the
    /// declaration, after its comments.
    private static func addingAttributes(to declaration: ClassDeclSyntax, mainActor: Bool, style: SourceStyle) -> ClassDeclSyntax {
        let leading = declaration.leadingTrivia
        let indentation = leading.indentationAtEnd
        let hasMainActor = declaration.attributes.contains(named: "MainActor")
        let names = ["Observable"] + (mainActor && !hasMainActor ? ["MainActor"] : [])
        // `@MainActor final class` on one line gets `@Observable @MainActor final class`; attributes
        // on lines of their own, or none, get `@Observable` on a line of its own, as Apple writes it.
        let afterAttributes = declaration.modifiers.first?.leadingTrivia ?? declaration.classKeyword.leadingTrivia
        let inline = !declaration.attributes.isEmpty && !afterAttributes.contains(where: \.isNewline)
        let attributes = names.enumerated().map { index, name in
            AttributeListSyntax.Element.attribute(AttributeSyntax(
                leadingTrivia: index == 0 ? leading : [], atSign: .atSignToken(), attributeName: IdentifierTypeSyntax(name: .identifier(name)),
                trailingTrivia: inline ? .space : style.newlines(1) + indentation))
        }
        let stripped = declaration.with(\.leadingTrivia, [])
        return stripped.with(\.attributes, AttributeListSyntax(attributes + Array(stripped.attributes)))
    }
}

extension VariableDeclSyntax {
    /// The declaration without the attribute at `index`. When it was the first, its leading trivia
    /// (comments, the line break and indentation) stays, on what now comes first.
    func removingAttribute(at index: AttributeListSyntax.Index) -> VariableDeclSyntax {
        var attributes = attributes
        let removed = attributes.remove(at: index)
        let updated = with(\.attributes, attributes)
        return index == self.attributes.startIndex ? updated.with(\.leadingTrivia, removed.leadingTrivia) : updated
    }
}

extension ExtensionDeclSyntax {
    /// The extended type's qualified name as the project model writes it (`Outer.Store`, generic
    /// arguments dropped).
    var extendedTypeName: String {
        ModuleLookup.components(of: extendedType.trimmedDescription).joined(separator: ".")
    }
}
