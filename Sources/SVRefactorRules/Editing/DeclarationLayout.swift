import SVRefactorCore
import SwiftSyntax

/// How a file lays out the declarations the rules write (structs, methods, initializers and
/// stored properties), read once per file so that new code looks like the code around it.
///
/// Most SwiftUI files open a declaration's brace on its line (`struct Row: View {`) and write a
/// property wrapper before its property (`@Binding var isOn: Bool`); some apps do otherwise
/// throughout, and a reviewer would rewrite every generated line that does not follow them:
/// - Allman braces, the `{` on a line of its own under the declaration;
/// - each stored property's attributes on their own line (`@Binding⏎var isOn: Bool`), as the
///   Jellyfin app writes all of them.
struct DeclarationLayout: Equatable, TreeDerivedValue {
    /// The `{` of a multi-line declaration starts a line of its own.
    var bracesOnOwnLine = false
    /// A stored property's attributes stand on the lines above its `var` or `let`.
    var attributesOnOwnLine = false

    /// Each layout is the file's when most of its multi-line declarations (for braces) or of its
    /// stored properties with attributes (for attributes) are written that way. Conditions and
    /// closures are not counted: the rules write declarations, and a file's habit there is what
    /// its declarations show.
    static func derive(for context: RuleContext) -> DeclarationLayout {
        var ownLineBraces = 0, sameLineBraces = 0
        var ownLineAttributes = 0, sameLineAttributes = 0
        let line = { (token: TokenSyntax) in context.location(at: token.positionAfterSkippingLeadingTrivia).line }
        for node in context.tree.descendants() {
            // A block that opens and closes on one line (`var id: String { name }`) tells nothing.
            if let (open, close) = braces(of: node), open.presence == .present, close.presence == .present, line(close) > line(open) {
                let previous = open.previousToken(viewMode: .sourceAccurate)
                if let previous, line(open) > line(previous) { ownLineBraces += 1 } else { sameLineBraces += 1 }
            }
            if let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true,
                variable.bindings.allSatisfy({ $0.accessorBlock == nil }),
                let lastAttribute = variable.attributes.last(where: { $0.is(AttributeSyntax.self) })
            {
                let next = lastAttribute.nextToken(viewMode: .sourceAccurate)
                let breaks = lastAttribute.trailingTrivia.contains(where: \.isNewline) || (next?.leadingTrivia.contains(where: \.isNewline) ?? false)
                if breaks { ownLineAttributes += 1 } else { sameLineAttributes += 1 }
            }
        }
        return DeclarationLayout(bracesOnOwnLine: ownLineBraces > sameLineBraces, attributesOnOwnLine: ownLineAttributes > sameLineAttributes && ownLineAttributes >= 2)
    }

    /// The text between a declaration's head and its body: `" {"`, or a line break, `indentation`
    /// and `"{"` in a file of Allman braces.
    func openingBrace(indentation: String, newline: String) -> String {
        bracesOnOwnLine ? newline + indentation + "{" : " {"
    }

    /// A stored property's declaration from its attributes and the rest (`private var isOn: Bool`):
    /// on one line, or each attribute on a line of its own followed by `indentation`.
    func storedProperty(attributes: [String], declaration: String, indentation: String, newline: String) -> String {
        guard !attributes.isEmpty else { return declaration }
        if attributesOnOwnLine {
            return attributes.map { $0 + newline + indentation }.joined() + declaration
        }
        return (attributes + [declaration]).joined(separator: " ")
    }

    /// The braces of a type, function, initializer or computed property; nil for any other node.
    private static func braces(of node: Syntax) -> (open: TokenSyntax, close: TokenSyntax)? {
        if let group = node.asProtocol(DeclGroupSyntax.self) { return (group.memberBlock.leftBrace, group.memberBlock.rightBrace) }
        if let body = node.as(FunctionDeclSyntax.self)?.body ?? node.as(InitializerDeclSyntax.self)?.body { return (body.leftBrace, body.rightBrace) }
        if let accessors = node.as(PatternBindingSyntax.self)?.accessorBlock { return (accessors.leftBrace, accessors.rightBrace) }
        return nil
    }
}
