import SVRefactorCore
import SwiftSyntax

/// What view rules need to know about a whole file, computed at most once per file and rule and
/// shared by the ``ViewAnalysis`` of every view in it.
final class FileAnalysis {
    let file: SourceFileSyntax
    /// The file's text, for searches that are cheaper on bytes than on the tree.
    let source: [UInt8]

    init(_ file: SourceFileSyntax, source: [UInt8]) {
        self.file = file
        self.source = source
    }

    /// Where `base.name` (base not `self`) or `\.name` uses `name`: places that may use a view's
    /// member through an instance or as a key path. Empty without a walk when the text has no
    /// `.name` at all.
    func memberUsesThroughInstances(of name: String) -> [Syntax] {
        guard textHasMemberAccess(to: name) else { return [] }
        return allMemberUsesThroughInstances[name] ?? []
    }

    /// Whether `.name` (not followed by more of an identifier) occurs in the file's text.
    private func textHasMemberAccess(to name: String) -> Bool {
        SourceBytes.contains(Array(("." + name).utf8), in: source[...]) { end in
            end == source.count || !SourceBytes.isIdentifierContinuation(source[end])
        }
    }

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
