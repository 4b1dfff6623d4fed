import SVRefactorCore
import SwiftSyntax

/// A view type as seen from one file: the struct and its extensions in that file, with its members
/// indexed by name, plus the names other files of the module add to it in their extensions. Rules
/// use it to resolve what a name inside a member's body refers to.
struct ViewTypeModel {
    struct Property {
        var name: String
        var declaration: VariableDeclSyntax
        var binding: PatternBindingSyntax
        /// The property wrapper attribute (`@State`, `@Environment(\.dismiss)`, …), if any.
        var wrapper: AttributeSyntax?
        var wrapperName: String? { wrapper.map(AttributeListSyntax.name(of:)) }
        var isStatic: Bool
        var isComputed: Bool
        var isLet: Bool

        /// Whether its getter is declared `async` or `throws` (`var url: URL { get async throws { … } }`).
        var getterEffects: (isAsync: Bool, isThrowing: Bool) {
            guard case let .accessors(accessors)? = binding.accessorBlock?.accessors,
                let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let effects = getter.effectSpecifiers
            else { return (false, false) }
            return (effects.asyncSpecifier != nil, effects.throwsClause != nil)
        }

        /// The written type, or the annotation of a later binding in `let a, b: Int`.
        var typeAnnotation: TypeSyntax? {
            if let type = binding.typeAnnotation?.type { return type }
            guard let index = declaration.bindings.firstIndex(where: { $0.id == binding.id }) else { return nil }
            return declaration.bindings[index...].lazy.compactMap { $0.typeAnnotation?.type }.first
        }
    }

    let declaration: StructDeclSyntax
    /// `extension Name` blocks at file scope of the same file.
    let extensions: [ExtensionDeclSyntax]
    private(set) var properties: [String: Property] = [:]
    private(set) var methods: [String: [FunctionDeclSyntax]] = [:]
    private(set) var nestedTypeNames: Set<String> = []
    private(set) var staticMemberNames: Set<String> = []
    /// Nested types and static members declared `private`: invisible outside the view's own scope.
    private(set) var privateTypeScopedNames: Set<String> = []
    /// Instance members that extensions in other files declare, with the file: code here can use
    /// them, but their syntax is not at hand, so rules must not assume what they are.
    private(set) var externalInstanceMembers: [String: String] = [:]

    var name: String { declaration.name.text }
    /// `Outer.Inner` for a view nested in other types; the name for a view at file scope.
    let qualifiedName: String

    /// All member lists: the struct's, then its extensions', in source order.
    var memberLists: [MemberBlockItemListSyntax] {
        [declaration.memberBlock.members] + extensions.map(\.memberBlock.members)
    }

    /// `fileExtensions` gives the file-scope extensions of a type by its name as written.
    init(_ declaration: StructDeclSyntax, fileExtensions: (String) -> [ExtensionDeclSyntax], module: ModuleLookup) {
        self.declaration = declaration
        qualifiedName = Self.qualifiedName(of: declaration)
        extensions = fileExtensions(qualifiedName)
        for list in memberLists {
            for item in list { index(item.decl) }
        }
        for (path, other) in module.declarationsInOtherFiles(of: qualifiedName) {
            nestedTypeNames.formUnion(other.nestedTypes.filter { !$0.isPrivate }.map(\.name))
            for property in other.properties {
                if property.isStatic { staticMemberNames.insert(property.name) } else { externalInstanceMembers[property.name] = path }
            }
            for method in other.methods {
                if method.isStatic { staticMemberNames.insert(method.name) } else { externalInstanceMembers[method.name] = path }
            }
        }
    }

    /// The names of the types and extensions around `declaration`, outermost first, joined by dots.
    static func qualifiedName(of declaration: some NamedDeclSyntax) -> String {
        var components = [declaration.name.text]
        var node = declaration.parent
        while let current = node {
            if let named = current.asProtocol(NamedDeclSyntax.self), current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ClassDeclSyntax.self) || current.is(ActorDeclSyntax.self)
            {
                components.insert(named.name.text, at: 0)
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                components.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            } else if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) {
                // A local type: its name resolves only inside that body.
                return declaration.name.text
            }
            node = current.parent
        }
        return components.joined(separator: ".")
    }

    private mutating func index(_ decl: DeclSyntax) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case let .decls(members) = clause.elements { members.forEach { index($0.decl) } }
            }
            return
        }
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
            modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) && $0.detail == nil })
        {
            let isTypeScoped = modifiers.containsStatic || !(decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self))
            if isTypeScoped {
                if let name = decl.asProtocol(NamedDeclSyntax.self)?.name.text { privateTypeScopedNames.insert(name) }
                for name in decl.as(VariableDeclSyntax.self)?.boundNames ?? [] { privateTypeScopedNames.insert(name) }
            }
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.containsStatic
            let wrapper = variable.attributes.propertyWrapperAttribute
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if isStatic { staticMemberNames.insert(name) }
                properties[name] = Property(
                    name: name, declaration: variable, binding: binding, wrapper: wrapper, isStatic: isStatic,
                    isComputed: variable.isComputed, isLet: variable.bindingSpecifier.tokenKind == .keyword(.let))
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            if function.modifiers.containsStatic { staticMemberNames.insert(function.name.text) }
            methods[function.name.text, default: []].append(function)
        } else if let name = decl.asProtocol(NamedDeclSyntax.self)?.name.text,
            decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
                || decl.is(ActorDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
        {
            nestedTypeNames.insert(name)
        }
    }

    /// Whether `name` names more than one member (a property and a method, or overloads), so a
    /// reference by name alone does not say which one it means.
    func isAmbiguous(_ name: String) -> Bool {
        (properties[name] != nil ? 1 : 0) + (methods[name]?.count ?? 0) > 1
    }

    /// Whether `name` is an instance member (property or method) of the view, declared here or in
    /// another file's extension.
    func isInstanceMember(_ name: String) -> Bool {
        if let property = properties[name] { return !property.isStatic }
        if let overloads = methods[name] { return overloads.contains { !$0.modifiers.containsStatic } }
        return externalInstanceMembers[name] != nil
    }
}
