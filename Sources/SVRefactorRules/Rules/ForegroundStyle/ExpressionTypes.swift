import SVRefactorCore
import SwiftSyntax

/// The types of names and member chains (`tint`, `self.tint`, `theme.labelColor`, `item.color`)
/// where a file's code uses them, when the declarations make them certain: inside a struct (and
/// its extensions in the file) through ``TypeResolver`` and ``LocalTypeResolver``; elsewhere
/// (`extension View`, free functions) only a parameter's or local's written type.
final class ExpressionTypes {
    private let context: RuleContext
    private let fileAnalysis: FileAnalysis
    /// The file's structs by qualified name, for code in their extensions.
    private lazy var structs: [String: StructDeclSyntax] = {
        var found: [String: StructDeclSyntax] = [:]
        for node in context.tree.descendants() {
            guard let declaration = node.as(StructDeclSyntax.self) else { continue }
            found[ViewTypeModel.qualifiedName(of: declaration)] = found[ViewTypeModel.qualifiedName(of: declaration)] ?? declaration
        }
        return found
    }()
    private var analyses: [SyntaxIdentifier: ViewAnalysis] = [:]

    init(context: RuleContext) {
        self.context = context
        fileAnalysis = FileAnalysis(context)
    }

    /// The type of `expression` (a name or member chain) written at its place, when certain.
    func type(of expression: ExprSyntax) -> String? {
        guard let (owner, member) = enclosingMember(of: Syntax(expression)) else { return writtenLocalType(of: expression) }
        let analysis = self.analysis(of: owner)
        let locals = LocalTypeResolver(types: analysis.types)
        return analysis.types.type(ofMemberChain: expression) { reference in
            let name = reference.baseName.text
            guard let (scope, child) = LocalScope.scope(binding: name, at: reference, within: member) else { return .member }
            return .local(locals.type(of: name, declaredBy: scope, child: child, root: Syntax(member)))
        }
    }

    /// The value a name (`accent`, `self.accent`) is declared with in this file, for a name whose
    /// type is not written: a local, a stored property of the enclosing struct, or a file-scope
    /// variable.
    func declaredValue(of expression: ExprSyntax) -> ExprSyntax? {
        var reference = expression.as(DeclReferenceExprSyntax.self)
        var isLocal = true
        if let access = expression.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            reference = access.declName
            isLocal = false
        }
        guard let reference else { return nil }
        let name = reference.baseName.text
        let member = enclosingMember(of: Syntax(expression))
        if isLocal, let (scope, child) = LocalScope.scope(binding: name, at: reference, within: member.map { Syntax($0.1) } ?? Syntax(context.tree)) {
            guard let items = scope.as(CodeBlockItemListSyntax.self) else { return nil }
            return Self.value(of: name, in: items.prefix { $0.id != child.id }.compactMap { $0.item.as(VariableDeclSyntax.self) })
        }
        if let (owner, _) = member {
            if let property = analysis(of: owner).model.properties[name] {
                return property.isComputed ? nil : property.binding.initializer?.value
            }
        }
        return Self.value(of: name, in: context.tree.statements.compactMap { $0.item.as(VariableDeclSyntax.self) })
    }

    private static func value(of name: String, in variables: [VariableDeclSyntax]) -> ExprSyntax? {
        for variable in variables.reversed() {
            if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                return binding.initializer?.value
            }
        }
        return nil
    }

    private func analysis(of declaration: StructDeclSyntax) -> ViewAnalysis {
        if let analysis = analyses[declaration.id] { return analysis }
        let analysis = ViewAnalysis(declaration, in: fileAnalysis, context: context)
        analyses[declaration.id] = analysis
        return analysis
    }

    /// The struct whose code `node` is in (through an extension of it in this file too), and the
    /// member that holds `node`.
    private func enclosingMember(of node: Syntax) -> (StructDeclSyntax, MemberBlockItemSyntax)? {
        var current = node
        while let parent = current.parent {
            if let item = parent.as(MemberBlockItemSyntax.self), let block = item.parent?.parent?.as(MemberBlockSyntax.self) {
                if let owner = block.parent?.as(StructDeclSyntax.self) { return (owner, item) }
                if let extensionDecl = block.parent?.as(ExtensionDeclSyntax.self),
                    let owner = structs[extensionDecl.extendedType.trimmedDescription]
                {
                    return (owner, item)
                }
                return nil
            }
            current = parent
        }
        return nil
    }

    /// Outside a struct: the written type of a parameter or local `let`/`var` named like `expression`.
    private func writtenLocalType(of expression: ExprSyntax) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
            let (scope, child) = LocalScope.scope(binding: reference.baseName.text, at: reference, within: context.tree)
        else { return nil }
        let name = reference.baseName.text
        switch scope.as(SyntaxEnum.self) {
        case let .functionDecl(function):
            return function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type.trimmedDescription
        case let .closureExpr(closure):
            guard case let .parameterClause(clause)? = closure.signature?.parameterClause else { return nil }
            return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type?.trimmedDescription
        case let .codeBlockItemList(items):
            for item in items {
                if item.id == child.id { break }
                if let variable = item.item.as(VariableDeclSyntax.self),
                    let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                {
                    return binding.typeAnnotation?.type.trimmedDescription
                }
            }
            return nil
        default:
            return nil
        }
    }
}
