/// Everything the run says about one type: its declaration and all its extensions, in any file.
public struct TypeFacts: Sendable {
    public let qualifiedName: String
    /// The declaration first (when the run has it), then the extensions, in path order.
    public let declarations: [TypeDeclaration]

    public init(qualifiedName: String, declarations: [TypeDeclaration]) {
        self.qualifiedName = qualifiedName
        self.declarations = declarations.filter { $0.kind != .extension } + declarations.filter { $0.kind == .extension }
    }

    /// The type's own declaration; nil when the run only extends it (`extension String`).
    public var primary: TypeDeclaration? { declarations.first { $0.kind != .extension } }

    /// nil when the run only extends the type.
    public var kind: TypeDeclaration.Kind? { primary?.kind }

    public var name: String { primary?.name ?? declarations.first?.name ?? qualifiedName }

    public var genericParameters: [String] { primary?.genericParameters ?? [] }

    public var isGeneric: Bool { !genericParameters.isEmpty }

    /// Attributes of the declaration itself (an extension's attributes apply to its members only).
    public var attributes: [String] { primary?.attributes ?? [] }

    /// Inherited types from the declaration and every extension.
    public var inheritedTypes: [String] { declarations.flatMap(\.inheritedTypes) }

    public var isPrivate: Bool { primary?.isPrivate ?? false }

    public var initializers: [TypeDeclaration.Initializer] { declarations.flatMap(\.initializers) }

    public var nestedTypes: [TypeDeclaration.NestedType] { declarations.flatMap(\.nestedTypes) }

    public var caseNames: [String] { declarations.flatMap(\.caseNames) }

    /// The first property named `name` (instance or static) in the declaration or an extension.
    public func property(named name: String) -> TypeDeclaration.Property? {
        for declaration in declarations {
            if let property = declaration.properties.first(where: { $0.name == name }) { return property }
        }
        return nil
    }

    public func methods(named name: String) -> [TypeDeclaration.Method] {
        declarations.flatMap { $0.methods.filter { $0.name == name } }
    }

    /// Whether the inheritance clauses name `type` (`ObservableObject` or `Combine.ObservableObject`).
    public func inherits(_ type: String) -> Bool {
        inheritedTypes.contains { $0 == type || $0.hasSuffix("." + type) }
    }
}
