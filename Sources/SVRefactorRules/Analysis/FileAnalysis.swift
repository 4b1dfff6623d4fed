import SVRefactorCore
import SwiftSyntax

/// What view rules need to know about a whole file, computed at most once per file and rule and
/// shared by the ``ViewAnalysis`` of every view in it.
final class FileAnalysis {
    let file: SourceFileSyntax
    /// Whether the file's code writes `.name` (from the project model's lexical scan), so that
    /// most questions are answered without walking the tree.
    private let accessesMember: (String) -> Bool

    init(_ file: SourceFileSyntax, accessesMember: @escaping (String) -> Bool) {
        self.file = file
        self.accessesMember = accessesMember
    }

    /// The analysis of the context's tree.
    convenience init(_ context: RuleContext) {
        self.init(context.tree, accessesMember: context.module.accessesMemberInThisFile)
    }

    /// Where `base.name` (base not `self`) or `\.name` uses `name`: places that may use a view's
    /// member through an instance or as a key path. Empty without a walk when the code has no
    /// `.name` at all.
    func memberUsesThroughInstances(of name: String) -> [Syntax] {
        guard accessesMember(name) else { return [] }
        return allMemberUsesThroughInstances[name] ?? []
    }

    /// The file-scope extensions of the type written `typeName` (`extension Outer.Row`), in source order.
    func extensions(of typeName: String) -> [ExtensionDeclSyntax] {
        extensionsByExtendedType[typeName] ?? []
    }

    // Indexed once per file: asking every view to scan the file's statements would make a file of
    // many views quadratic.
    private lazy var extensionsByExtendedType: [String: [ExtensionDeclSyntax]] = {
        var extensions: [String: [ExtensionDeclSyntax]] = [:]
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            extensions[extensionDecl.extendedType.trimmedDescription, default: []].append(extensionDecl)
        }
        return extensions
    }()

    private lazy var allMemberUsesThroughInstances: [String: [Syntax]] = {
        var uses: [String: [Syntax]] = [:]
        for node in file.descendants() {
            if let access = node.as(MemberAccessExprSyntax.self), let base = access.base,
                base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            {
                uses[access.declName.baseName.text, default: []].append(node)
            } else if let component = node.as(KeyPathPropertyComponentSyntax.self) {
                uses[component.declName.baseName.text, default: []].append(node)
            }
        }
        return uses
    }()
}
