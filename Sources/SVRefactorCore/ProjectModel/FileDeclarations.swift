import SwiftParser
import SwiftSyntax

/// What one file contributes to the ``ProjectModel``: the types it declares and extends, the names
/// its code mentions, and its calls of type-named things. Built from a syntax tree, kept without it.
public struct FileDeclarations: Sendable {
    /// The display path of the file.
    public var path: String
    /// Every type declaration and extension outside function bodies, in source order. Local types
    /// (declared inside a function, closure or accessor) are not visible elsewhere and are left out.
    public var types: [TypeDeclaration]
    /// Every identifier token of the code (not of comments or string literals).
    public var identifiers: Set<String>
    /// Names written after a dot whose base is not `self` (`view.header`, `.constant`, `\.title`):
    /// possible uses of another type's member.
    public var memberAccesses: Set<String>
    /// Calls whose callee is named like a type (`ProfileView(user: u)`): possible initializer calls.
    public var callSites: [InitializerCallSite]
    /// Last components of every type named in a struct's inheritance clause anywhere in the file,
    /// local structs included (`View` for `struct Row: SwiftUI.View`). Rules that only look at
    /// structs of some protocol can tell from it that a file has none, without parsing it again.
    public var structConformances: Set<String>
    /// Whether the parser reported a syntax error. What parsed still counts.
    public var hasSyntaxErrors: Bool
    /// FNV-1a hash of the file's bytes: tells whether the file seen later is the one indexed.
    public var contentHash: UInt64

    public init(path: String) {
        self.path = path
        types = []
        identifiers = []
        memberAccesses = []
        callSites = []
        structConformances = []
        hasSyntaxErrors = false
        contentHash = 0
    }

    /// Extracts the declarations of a parsed file. `source` is the tree's text (for line numbers).
    public init(path: String, tree: SourceFileSyntax, source: [UInt8]) {
        let collector = DeclarationCollector(source: source)
        collector.walk(tree)
        self.path = path
        types = collector.types
        identifiers = collector.identifiers
        memberAccesses = collector.memberAccesses
        callSites = collector.callSites
        structConformances = collector.structConformances
        hasSyntaxErrors = tree.hasError
        contentHash = Self.hash(source)
    }

    /// Parses `source` and extracts its declarations: the model's first pass over one file.
    public static func parsing(_ source: [UInt8], path: String) -> FileDeclarations {
        FileDeclarations(path: path, tree: Pipeline.parse(source), source: source)
    }

    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Walks a whole tree once and collects a file's ``FileDeclarations``.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var types: [TypeDeclaration] = []
    private(set) var identifiers = Set<String>()
    private(set) var memberAccesses = Set<String>()
    private(set) var callSites: [InitializerCallSite] = []
    private(set) var structConformances = Set<String>()

    /// Qualified names of the enclosing type declarations and extensions.
    private var scopes: [String] = []
    /// Greater than zero inside function, closure and accessor bodies, where types are local.
    private var bodyDepth = 0
    /// For each visited type-like declaration: whether it pushed a scope (local ones do not).
    private var pushedScope: [Bool] = []
    private let source: [UInt8]
    private var lineTable: LineTable?

    init(source: [UInt8]) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Tokens and member accesses

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case let .identifier(text) = token.tokenKind {
            identifiers.insert(text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text)
        }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
            memberAccesses.insert(node.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        memberAccesses.insert(node.declName.baseName.text)
        return .visitChildren
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = Self.typeName(ofCallee: node.calledExpression) {
            var labels: [String?] = node.arguments.map { $0.label?.text }
            if node.trailingClosure != nil { labels.append(nil) }
            labels += node.additionalTrailingClosures.map { $0.label.text }
            let (line, column) = location(of: node.positionAfterSkippingLeadingTrivia)
            callSites.append(InitializerCallSite(
                callee: callee, labels: labels, enclosingType: scopes.last ?? "", line: line, column: column))
        }
        return .visitChildren
    }

    /// `Foo`, `Foo.Bar`, `Foo<Int>` or `Foo.init`: the type a call may construct, as written; nil for
    /// anything not named like a type (`foo()`, `model.load()`, `Foo.make()`).
    static func typeName(ofCallee expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true && reference.argumentNames == nil ? name : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(ofCallee: specialized.expression).map { _ in specialized.trimmedDescription }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            guard let baseName = typeName(ofCallee: base) else { return nil }
            if access.declName.baseName.tokenKind == .keyword(.`init`) { return baseName }
            let member = access.declName.baseName.text
            return member.first?.isUppercase == true ? baseName + "." + member : nil
        }
        return nil
    }

    // MARK: - Bodies: types declared inside are local

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) {
        bodyDepth -= 1
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        bodyDepth -= 1
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) {
        bodyDepth -= 1
    }

    // MARK: - Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            structConformances.insert(Self.lastComponent(of: inherited.type))
        }
        return enter(node, name: node.name.text, kind: .struct, generics: node.genericParameterClause)
    }

    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, kind: .class, generics: node.genericParameterClause)
    }

    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, kind: .enum, generics: node.genericParameterClause)
    }

    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, kind: .actor, generics: node.genericParameterClause)
    }

    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, kind: .protocol, generics: nil)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0, let extended = Self.qualifiedName(of: node.extendedType) else {
            // Not nameable (or local): what it declares is not visible as top-level types either.
            bodyDepth += 1
            pushedScope.append(false)
            return .visitChildren
        }
        // `extension Inner` inside `struct Outer` is not valid Swift; extensions are at file scope.
        var declaration = TypeDeclaration(qualifiedName: extended, kind: .extension)
        declaration.attributes = node.attributes.names
        declaration.inheritedTypes = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        collectMembers(node.memberBlock.members, into: &declaration)
        types.append(declaration)
        scopes.append(extended)
        pushedScope.append(true)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if pushedScope.last == false { bodyDepth -= 1 }
        leave()
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 {
            var declaration = TypeDeclaration(qualifiedName: qualified(node.name.text), kind: .typealias)
            declaration.isPrivate = node.modifiers.isPrivate
            declaration.aliasedType = node.initializer.value.trimmedDescription
            declaration.genericParameters = node.genericParameterClause?.parameters.map(\.name.text) ?? []
            types.append(declaration)
        }
        return .visitChildren
    }

    private func enter(
        _ node: some DeclGroupSyntax & NamedDeclSyntax, name: String, kind: TypeDeclaration.Kind, generics: GenericParameterClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0 else {
            pushedScope.append(false)
            return .visitChildren
        }
        var declaration = TypeDeclaration(qualifiedName: qualified(name), kind: kind)
        declaration.genericParameters = generics?.parameters.map(\.name.text) ?? []
        declaration.attributes = node.attributes.names
        declaration.inheritedTypes = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        declaration.isPrivate = node.modifiers.isPrivate
        collectMembers(node.memberBlock.members, into: &declaration)
        types.append(declaration)
        scopes.append(declaration.qualifiedName)
        pushedScope.append(true)
        return .visitChildren
    }

    private func leave() {
        if pushedScope.popLast() == true { scopes.removeLast() }
    }

    private func qualified(_ name: String) -> String {
        scopes.last.map { $0 + "." + name } ?? name
    }

    // MARK: - Members

    private func collectMembers(_ members: MemberBlockItemListSyntax, into declaration: inout TypeDeclaration) {
        for member in members {
            collectMember(member.decl, into: &declaration)
        }
    }

    private func collectMember(_ decl: DeclSyntax, into declaration: inout TypeDeclaration) {
        switch decl.as(DeclSyntaxEnum.self) {
        case let .ifConfigDecl(ifConfig):
            // Every branch counts: which one compiles is not known here.
            for clause in ifConfig.clauses {
                if case let .decls(members) = clause.elements { collectMembers(members, into: &declaration) }
            }
        case let .variableDecl(variable):
            declaration.properties += Self.properties(of: variable)
        case let .functionDecl(function):
            let effects = function.signature.effectSpecifiers
            declaration.methods.append(TypeDeclaration.Method(
                name: function.name.text, parameters: Self.parameters(function.signature.parameterClause),
                returnType: function.signature.returnClause?.type.trimmedDescription,
                isStatic: function.modifiers.containsStatic, isAsync: effects?.asyncSpecifier != nil,
                isThrowing: effects?.throwsClause != nil, isPrivate: function.modifiers.isPrivate))
        case let .initializerDecl(initializer):
            let effects = initializer.signature.effectSpecifiers
            declaration.initializers.append(TypeDeclaration.Initializer(
                parameters: Self.parameters(initializer.signature.parameterClause), isAsync: effects?.asyncSpecifier != nil,
                isThrowing: effects?.throwsClause != nil, isFailable: initializer.optionalMark != nil,
                isPrivate: initializer.modifiers.isPrivate))
        case let .enumCaseDecl(enumCase):
            declaration.caseNames += enumCase.elements.map(\.name.text)
        case let .structDecl(nested):
            declaration.nestedTypes.append(.init(name: nested.name.text, isPrivate: nested.modifiers.isPrivate))
        case let .classDecl(nested):
            declaration.nestedTypes.append(.init(name: nested.name.text, isPrivate: nested.modifiers.isPrivate))
        case let .enumDecl(nested):
            declaration.nestedTypes.append(.init(name: nested.name.text, isPrivate: nested.modifiers.isPrivate))
        case let .actorDecl(nested):
            declaration.nestedTypes.append(.init(name: nested.name.text, isPrivate: nested.modifiers.isPrivate))
        case let .protocolDecl(nested):
            declaration.nestedTypes.append(.init(name: nested.name.text, isPrivate: nested.modifiers.isPrivate))
        case let .typeAliasDecl(nested):
            declaration.nestedTypes.append(.init(name: nested.name.text, isPrivate: nested.modifiers.isPrivate))
        default:
            break
        }
    }

    private static func properties(of variable: VariableDeclSyntax) -> [TypeDeclaration.Property] {
        let wrapper = variable.attributes.propertyWrapperAttribute
        let isStatic = variable.modifiers.containsStatic
        let isComputed = variable.isComputed
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isPrivate = variable.modifiers.isPrivate
        var properties: [TypeDeclaration.Property] = []
        // `let a, b: Int`: a binding without its own annotation or value has the next one's type.
        var sharedType: String?
        for binding in variable.bindings.reversed() {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let annotation = binding.typeAnnotation {
                sharedType = annotation.type.trimmedDescription
            } else if binding.initializer != nil {
                sharedType = nil
            }
            properties.append(TypeDeclaration.Property(
                name: name, type: binding.typeAnnotation?.type.trimmedDescription ?? (binding.initializer == nil ? sharedType : nil),
                wrapper: wrapper.map(AttributeListSyntax.name(of:)), wrapperArguments: wrapper?.arguments?.trimmedDescription,
                isStatic: isStatic, isComputed: isComputed, isLet: isLet, isPrivate: isPrivate,
                initialValue: binding.initializer.map { Self.initialValue($0.value) }))
        }
        return properties.reversed()
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [TypeDeclaration.Parameter] {
        clause.parameters.map { parameter in
            TypeDeclaration.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text,
                type: parameter.type.trimmedDescription + (parameter.ellipsis != nil ? "..." : ""),
                hasDefault: parameter.defaultValue != nil)
        }
    }

    /// What an initial value says about its type. See ``TypeDeclaration/InitialValue``.
    static func initialValue(_ expression: ExprSyntax) -> TypeDeclaration.InitialValue {
        if let type = literalType(expression) { return .literal(type: type) }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = typeName(ofCallee: call.calledExpression)
        {
            return .call(callee: callee)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let type = typeName(ofCallee: base), access.declName.baseName.text.first?.isLowercase == true
        {
            return .staticMember(type: type, member: access.declName.baseName.text)
        }
        return .other
    }

    /// `Int`, `Double`, `Bool`, `String`, or an array of one of them, for a literal.
    static func literalType(_ expression: ExprSyntax) -> String? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return "Int"
        case .floatLiteralExpr: return "Double"
        case .booleanLiteralExpr: return "Bool"
        case .stringLiteralExpr: return "String"
        case let .prefixOperatorExpr(prefix) where prefix.operator.text == "-":
            return literalType(prefix.expression).flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
        case let .arrayExpr(array):
            let types = array.elements.map { literalType($0.expression) }
            guard let first = types.first, let element = first, types.allSatisfy({ $0 == element }) else { return nil }
            return "[\(element)]"
        default:
            return nil
        }
    }

    /// `A.B` for `A.B`, `A<T>.B`, `A.B<T>`; `Array` for `[T]`, `Dictionary` for `[K: V]`, `Optional`
    /// for `T?`; nil for types an extension cannot name that way.
    static func qualifiedName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) { return "Optional" }
        if let member = type.as(MemberTypeSyntax.self) {
            return qualifiedName(of: member.baseType).map { $0 + "." + member.name.text }
        }
        return nil
    }

    static func lastComponent(of type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }

    // MARK: - Positions

    private func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let table = lineTable ?? LineTable(source)
        lineTable = table
        return table.location(of: position)
    }
}

extension TypeDeclaration.InitialValue {
    /// Classifies an initial value written in source.
    public init(_ expression: ExprSyntax) {
        self = DeclarationCollector.initialValue(expression)
    }
}
