import SVRefactorCore
import SwiftSyntax

/// How a file lays out the declarations the rules write (structs, methods, initializers and
/// stored properties), read once per file so that new code looks like the code around it.
///
/// Most SwiftUI files open a declaration's brace on its line (`struct Row: View {`), start a type's
/// members right under it, and write a property wrapper before its property (`@Binding var isOn:
/// Bool`); some apps do otherwise throughout, and a reviewer would rewrite every generated line
/// that does not follow them:
/// - Allman braces, the `{` on a line of its own under the declaration (Cork);
/// - a blank line between a type's `{` and its first member (Jellyfin);
/// - a stored property's attributes on their own line (`@Binding⏎var isOn: Bool`), for every
///   attribute (Jellyfin) or only for those with arguments (`@Environment(\.dismiss)⏎var
///   dismiss`, as CodeEdit writes them, beside `@State private var isOn = false`).
struct DeclarationLayout: Equatable, TreeDerivedValue {
    /// How often the file writes something one way or the other.
    struct Habit: Equatable {
        var yes = 0, no = 0
        var hasEvidence: Bool { yes + no > 0 }
        /// Most of the time, and either more than once or without exception.
        var holds: Bool { yes > no && (yes >= 2 || no == 0) }
        static func + (lhs: Habit, rhs: Habit) -> Habit { Habit(yes: lhs.yes + rhs.yes, no: lhs.no + rhs.no) }
    }

    /// The `{` of a multi-line declaration starts a line of its own.
    var bracesOnOwnLine = Habit()
    /// A blank line separates a type's `{` from its first member.
    var blankLineOpensTypes = Habit()
    /// Attributes without arguments (`@Binding`, `@State`) stand above their stored property.
    var bareAttributesOnOwnLine = Habit()
    /// Attributes with arguments (`@Environment(\.dismiss)`, `@AppStorage("key")`) stand above theirs.
    var attributesWithArgumentsOnOwnLine = Habit()

    /// Conditions and closures are not counted: the rules write declarations, and a file's habit
    /// there is what its declarations show.
    static func derive(for context: RuleContext) -> DeclarationLayout {
        var layout = DeclarationLayout()
        let line = { (token: TokenSyntax) in context.location(at: token.positionAfterSkippingLeadingTrivia).line }
        for node in context.tree.descendants() {
            // A block that opens and closes on one line (`var id: String { name }`) tells nothing.
            if let (open, close) = braces(of: node), open.presence == .present, close.presence == .present, line(close) > line(open) {
                let previous = open.previousToken(viewMode: .sourceAccurate)
                let ownLine = previous.map { line(open) > line($0) } ?? false
                layout.bracesOnOwnLine.yes += ownLine ? 1 : 0
                layout.bracesOnOwnLine.no += ownLine ? 0 : 1
            }
            if let group = node.asProtocol(DeclGroupSyntax.self), let first = group.memberBlock.members.first,
                first.leadingTrivia.contains(where: \.isNewline)
            {
                // Line breaks before the first comment: those after it end the comment's lines.
                let beforeComment = first.leadingTrivia.prefix { !$0.isComment }
                let blank = Trivia(pieces: Array(beforeComment)).newlineCount >= 2
                layout.blankLineOpensTypes.yes += blank ? 1 : 0
                layout.blankLineOpensTypes.no += blank ? 0 : 1
            }
            if let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true,
                variable.bindings.allSatisfy({ $0.accessorBlock == nil }),
                let lastAttribute = variable.attributes.last(where: { $0.is(AttributeSyntax.self) })?.as(AttributeSyntax.self)
            {
                let next = lastAttribute.nextToken(viewMode: .sourceAccurate)
                let breaks = lastAttribute.trailingTrivia.contains(where: \.isNewline) || (next?.leadingTrivia.contains(where: \.isNewline) ?? false)
                if lastAttribute.arguments == nil {
                    layout.bareAttributesOnOwnLine.yes += breaks ? 1 : 0
                    layout.bareAttributesOnOwnLine.no += breaks ? 0 : 1
                } else {
                    layout.attributesWithArgumentsOnOwnLine.yes += breaks ? 1 : 0
                    layout.attributesWithArgumentsOnOwnLine.no += breaks ? 0 : 1
                }
            }
        }
        return layout
    }

    /// The text between a declaration's head and its body: `" {"`, or a line break, `indentation`
    /// and `"{"` in a file of Allman braces.
    func openingBrace(indentation: String, newline: String) -> String {
        bracesOnOwnLine.yes > bracesOnOwnLine.no ? newline + indentation + "{" : " {"
    }

    /// What goes between a new type's `{` line and its first member's line: nothing, or a blank line.
    func typeBodyOpening(newline: String) -> String {
        blankLineOpensTypes.holds ? newline : ""
    }

    /// A stored property's declaration from its attributes and the rest (`private var isOn: Bool`):
    /// on one line, or each attribute on a line of its own followed by `indentation`. Attributes
    /// with arguments follow the file's habit for those, others its habit for bare ones; a kind the
    /// file never writes follows both kinds together.
    func storedProperty(attributes: [String], declaration: String, indentation: String, newline: String) -> String {
        guard let last = attributes.last else { return declaration }
        let (own, other) = last.hasSuffix(")")
            ? (attributesWithArgumentsOnOwnLine, bareAttributesOnOwnLine) : (bareAttributesOnOwnLine, attributesWithArgumentsOnOwnLine)
        if own.hasEvidence ? own.holds : (own + other).holds {
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
