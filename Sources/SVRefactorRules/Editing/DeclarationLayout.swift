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
        /// Counts one case of it, written one way (`true`) or the other.
        mutating func count(_ isWritten: Bool) {
            if isWritten { yes += 1 } else { no += 1 }
        }
    }

    /// The `{` of a multi-line declaration starts a line of its own.
    var bracesOnOwnLine = Habit()
    /// A blank line separates a type's `{` from its first member.
    var blankLineOpensTypes = Habit()
    /// Attributes without arguments (`@Binding`, `@State`) stand above their stored property.
    var bareAttributesOnOwnLine = Habit()
    /// Attributes with arguments (`@Environment(\.dismiss)`, `@AppStorage("key")`) stand above theirs.
    var attributesWithArgumentsOnOwnLine = Habit()
    /// A blank line follows a stored property written on two lines (`@Environment(\.dismiss)⏎
    /// private var dismiss`) when another stored property comes next, as CodeEdit and Swiftfin do.
    var blankLineAfterTwoLineProperty = Habit()
    /// A blank line separates stored properties of different kinds (`@Environment`s, plain
    /// `let`s and `var`s, each wrapper): IceCubes, yattee and mlem leave one after their
    /// `@Environment`s, Swiftfin before each new wrapper.
    var blankLineBetweenPropertyGroups = Habit()
    /// A blank line follows the `@Environment`s when another kind of stored property comes next,
    /// counted apart: mlem and IceCubes leave one there and none between their other kinds.
    var blankLineAfterEnvironment = Habit()

    /// Conditions and closures are not counted: the rules write declarations, and a file's habit
    /// there is what its declarations show.
    static func derive(for context: RuleContext) -> DeclarationLayout {
        var layout = DeclarationLayout()
        let line = { (token: TokenSyntax) in context.location(at: token.positionAfterSkippingLeadingTrivia).line }
        // A block that opens and closes on one line (`var id: String { name }`) tells nothing.
        func countBraces(_ open: TokenSyntax, _ close: TokenSyntax) {
            guard open.presence == .present, close.presence == .present, line(close) > line(open) else { return }
            let ownLine = open.previousToken(viewMode: .sourceAccurate).map { line(open) > line($0) } ?? false
            layout.bracesOnOwnLine.count(ownLine)
        }
        // Declarations only, never into bodies and expressions: they are most of a tree's nodes,
        // and the rules write members, not statements.
        func visit(_ decl: DeclSyntax, isMember: Bool) {
            if let group = decl.asProtocol(DeclGroupSyntax.self) {
                countBraces(group.memberBlock.leftBrace, group.memberBlock.rightBrace)
                if let first = group.memberBlock.members.first, first.leadingTrivia.contains(where: \.isNewline) {
                    // Line breaks before the first comment: those after it end the comment's lines.
                    let beforeComment = first.leadingTrivia.prefix { !$0.isComment }
                    let blank = Trivia(pieces: Array(beforeComment)).newlineCount >= 2
                    layout.blankLineOpensTypes.count(blank)
                }
                for member in group.memberBlock.members { visit(member.decl, isMember: true) }
                let members = group.memberBlock.members
                for (previous, next) in zip(members, members.dropFirst()) {
                    guard let first = previous.decl.as(VariableDeclSyntax.self), let second = next.decl.as(VariableDeclSyntax.self),
                        let firstGroup = Self.propertyGroup(first), let secondGroup = Self.propertyGroup(second), firstGroup != secondGroup
                    else { continue }
                    let blank = Trivia(pieces: Array(next.leadingTrivia.prefix { !$0.isComment })).newlineCount >= 2
                    if firstGroup == Self.environmentGroup {
                        layout.blankLineAfterEnvironment.count(blank)
                    } else {
                        layout.blankLineBetweenPropertyGroups.count(blank)
                    }
                }
                for (previous, next) in zip(members, members.dropFirst()) {
                    guard let first = previous.decl.as(VariableDeclSyntax.self), Self.hasAttributeOnOwnLine(first),
                        let second = next.decl.as(VariableDeclSyntax.self), second.bindings.allSatisfy({ $0.accessorBlock == nil })
                    else { continue }
                    let blank = Trivia(pieces: Array(next.leadingTrivia.prefix { !$0.isComment })).newlineCount >= 2
                    layout.blankLineAfterTwoLineProperty.count(blank)
                }
            } else if let body = decl.as(FunctionDeclSyntax.self)?.body ?? decl.as(InitializerDeclSyntax.self)?.body {
                countBraces(body.leftBrace, body.rightBrace)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for accessors in variable.bindings.compactMap(\.accessorBlock) { countBraces(accessors.leftBrace, accessors.rightBrace) }
                guard isMember, variable.bindings.allSatisfy({ $0.accessorBlock == nil }),
                    let lastAttribute = variable.attributes.last(where: { $0.is(AttributeSyntax.self) })?.as(AttributeSyntax.self)
                else { return }
                let breaks = Self.hasAttributeOnOwnLine(variable)
                if lastAttribute.arguments == nil {
                    layout.bareAttributesOnOwnLine.count(breaks)
                } else {
                    layout.attributesWithArgumentsOnOwnLine.count(breaks)
                }
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    switch clause.elements {
                    case let .decls(members)?: for member in members { visit(member.decl, isMember: isMember) }
                    case let .statements(items)?: for case let .decl(inner) in items.map(\.item) { visit(inner, isMember: false) }
                    default: break
                    }
                }
            }
        }
        for case let .decl(decl) in context.tree.statements.map(\.item) { visit(decl, isMember: false) }
        return layout
    }

    /// The kind of stored instance property a blank line may set apart: `environment` for
    /// `@Environment` and `@EnvironmentObject`, a wrapper's name, `plain` for none; nil for
    /// computed and static properties.
    private static func propertyGroup(_ variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.allSatisfy({ $0.accessorBlock == nil }), !variable.modifiers.containsStatic else { return nil }
        let wrapper = variable.attributes.last(where: { $0.is(AttributeSyntax.self) })?.as(AttributeSyntax.self)
            .map { $0.attributeName.trimmedDescription }
        return propertyGroup(wrapper: wrapper)
    }

    /// The group of `@Environment` and `@EnvironmentObject` properties.
    static let environmentGroup = "environment"

    /// `environment`, the wrapper's name (`Binding`), or `plain`.
    static func propertyGroup(wrapper: String?) -> String {
        guard let wrapper else { return "plain" }
        return PropertyWrappers.environment.contains(wrapper) ? environmentGroup : wrapper
    }

    /// Whether a stored property's last attribute ends its line (`@Binding⏎var isOn: Bool`).
    private static func hasAttributeOnOwnLine(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindings.allSatisfy({ $0.accessorBlock == nil }),
            let lastAttribute = variable.attributes.last(where: { $0.is(AttributeSyntax.self) })?.as(AttributeSyntax.self)
        else { return false }
        let next = lastAttribute.nextToken(viewMode: .sourceAccurate)
        return lastAttribute.trailingTrivia.contains(where: \.isNewline) || (next?.leadingTrivia.contains(where: \.isNewline) ?? false)
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
}
