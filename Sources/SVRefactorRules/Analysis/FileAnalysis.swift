import SwiftSyntax

/// What view rules need to know about a whole file, computed at most once per file and rule and
/// shared by the ``ViewAnalysis`` of every view in it.
final class FileAnalysis {
    let file: SourceFileSyntax

    init(_ file: SourceFileSyntax) {
        self.file = file
    }

    /// Every `base.name` whose base is not `self`, and every key-path component `\.name`, by name:
    /// places that may use some view's member through an instance or as a key path.
    private(set) lazy var memberUsesThroughInstances: [String: [Syntax]] = {
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
