import SVRefactorCore
import SwiftSyntax

/// Makes a view's `@State` and `@StateObject` properties `private`, or reports why it cannot.
///
/// - What it matches: `@State`/`@StateObject` instance properties of a struct that declares `View`
///   conformance, declared without `private` or `fileprivate` (`internal` counts as without).
/// - What it leaves alone, with a finding: properties that code outside the view may set or read
///   (see ``PrivateStateBlocker``). `@State` in other types and other wrappers are out of scope.
/// - How it rewrites: `private ` is inserted after the attributes (an explicit `internal` becomes
///   `private`); nothing else on the line changes.
public struct PrivateState: Rule {
    public static let metadata = RuleMetadata(
        id: "private-state",
        summary: "Makes a view's @State and @StateObject properties private, unless code outside the view sets or reads them.",
        rationale: privateStateRationale,
        examples: PrivateStateExamples.rewrites,
        untouched: PrivateStateExamples.untouched,
        usesProjectModel: true,
        changeUnit: .edit,
        selects: "the property declared at the position"
    )

    static let wrappers: Set<String> = ["State", "StateObject"]

    public init(options: RuleOptionValues) {}

    /// Only views have state this rule looks at, and only code that writes the wrapper's name.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        ViewTypeCollector.mayFindViews(in: file) && wrappers.contains { file.names.mayContain($0) }
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        guard CheckSupport.source(of: context, contains: "State") else { return file }
        var edits = SyntaxEdits()
        lazy var fileAnalysis = FileAnalysis(context)
        for view in ViewTypeCollector.views(in: context) {
            let candidates = Self.statePropertiesWithoutPrivate(in: view.memberBlock.members)
            guard !candidates.isEmpty else { continue }
            let blockers = PrivateStateBlocker(view: view, fileAnalysis: fileAnalysis, context: context)
            // Properties the view's extension in another file may use, by file: one finding each.
            var split: [(file: String, properties: [(name: String, variable: VariableDeclSyntax)])] = []
            for (name, variable) in candidates {
                switch blockers.blocker(against: name, declaredBy: variable) {
                case nil:
                    // Each property changes on its own: one a comment protects stays, the others change.
                    // With `--at`: only the property at the position.
                    if !context.isSuppressed(variable), context.selects(name, spanning: [Syntax(variable)]) {
                        edits.replace(variable, with: Self.makingPrivate)
                    }
                case let .other(reason)?:
                    context.report(
                        "\(Self.describe([(name, variable)])) is not private, though state belongs to the view that declares it; not made private automatically: \(reason)",
                        at: variable)
                case let .viewSplitOverFiles(other)?:
                    if let index = split.firstIndex(where: { $0.file == other }) {
                        split[index].properties.append((name, variable))
                    } else {
                        split.append((other, [(name, variable)]))
                    }
                }
            }
            for (other, properties) in split {
                let (verb, pronoun) = properties.count == 1 ? ("is", "it") : ("are", "them")
                context.report(
                    "\(Self.describe(properties)) \(verb) not private, though state belongs to the view that declares it; not made private automatically: "
                        + "the extension of '\(view.name.text)' in \(other) may use \(pronoun), and private would hide \(pronoun) there; "
                        + "move that code into this file to make \(pronoun) private, or leave \(pronoun) internal while the view is split over files",
                    at: properties[0].variable)
            }
        }
        return edits.applied(to: file, in: context)
    }

    /// `@State property 'count'`, or `@State properties 'a' and 'b'` (`@State/@StateObject` when both).
    static func describe(_ properties: [(name: String, variable: VariableDeclSyntax)]) -> String {
        var wrappers: [String] = []
        for (_, variable) in properties {
            let wrapper = "@" + (variable.attributes.propertyWrapperName ?? "State")
            if !wrappers.contains(wrapper) { wrappers.append(wrapper) }
        }
        let names = properties.map { "'\($0.name)'" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "\(wrappers.joined(separator: "/")) \(names.count == 1 ? "property" : "properties") \(list)"
    }

    /// The view's `@State`/`@StateObject` instance properties (also inside `#if`) without `private`
    /// or `fileprivate`, by name, in source order.
    static func statePropertiesWithoutPrivate(in members: MemberBlockItemListSyntax) -> [(name: String, variable: VariableDeclSyntax)] {
        members.flatMap { member -> [(name: String, variable: VariableDeclSyntax)] in
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                return ifConfig.clauses.flatMap { clause -> [(name: String, variable: VariableDeclSyntax)] in
                    guard case let .decls(members) = clause.elements else { return [] }
                    return statePropertiesWithoutPrivate(in: members)
                }
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), let wrapper = variable.attributes.propertyWrapperName,
                wrappers.contains(wrapper), !variable.modifiers.containsStatic, !variable.modifiers.isPrivate,
                variable.bindings.count == 1, let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return [] }
            return [(name, variable)]
        }
    }

    /// `@State var x` → `@State private var x`; `@State internal var x` → `@State private var x`.
    /// The new modifier takes the leading trivia of the token it is put in front of.
    static func makingPrivate(_ variable: VariableDeclSyntax) -> VariableDeclSyntax {
        if let index = variable.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.internal) && $0.detail == nil }) {
            var modifiers = variable.modifiers
            let old = modifiers[index].name
            modifiers[index] = modifiers[index].with(\.name, .keyword(.private, leadingTrivia: old.leadingTrivia, trailingTrivia: old.trailingTrivia))
            return variable.with(\.modifiers, modifiers)
        }
        if let first = variable.modifiers.first {
            let modifier = DeclModifierSyntax(name: .keyword(.private, leadingTrivia: first.leadingTrivia, trailingTrivia: .space))
            var modifiers = variable.modifiers
            modifiers[modifiers.startIndex] = first.with(\.leadingTrivia, [])
            return variable.with(\.modifiers, DeclModifierListSyntax([modifier] + Array(modifiers)))
        }
        let keyword = variable.bindingSpecifier
        let modifier = DeclModifierSyntax(name: .keyword(.private, leadingTrivia: keyword.leadingTrivia, trailingTrivia: .space))
        return variable.with(\.modifiers, DeclModifierListSyntax([modifier])).with(\.bindingSpecifier, keyword.with(\.leadingTrivia, []))
    }
}

let privateStateRationale = """
    Apple's documentation: "declare state as private to prevent setting it in an initializer, \
    which can conflict with the storage management that SwiftUI provides." `@State` and \
    `@StateObject` belong to the view that declares them: SwiftUI keeps their storage across view \
    updates and ignores a value a caller passes after the first one. `private` says so, and makes \
    the compiler reject callers that try.

    What it matches: `@State` and `@StateObject` instance properties of a struct whose own \
    inheritance clause names `View` (also inside `#if`), declared without `private` or `fileprivate`. \
    The finding and the fix are at the property's declaration.

    The fix inserts `private ` after the attributes (`@State var x` → `@State private var x`; an \
    explicit `internal` becomes `private`), and changes nothing else on the line. It applies when \
    nothing outside the view sets or reads the property:
    - the view declares its own `init`: that `init` may assign `_x = State(initialValue: …)` or \
    `self.x`, which `private` allows (same type);
    - or it has none, and the property has an initial value (or an optional type, which starts as \
    nil): the memberwise initializer then takes `x` as an optional parameter, which `private` \
    removes, so every call of the view's initializer in the module (`V(x: …)`, `V.init(x: …)`, \
    `#Preview` included) is checked for the label `x`. (Checked with swiftc 6.3: a private \
    wrapped property with a value leaves the memberwise initializer's access alone.)

    What it leaves alone, with a finding that says why and what to do:
    - a property without an initial value in a view without an `init`: the memberwise initializer \
    requires it, and `private` would make that initializer private (pass the value in with a \
    `let`, or a `@Binding` when the caller owns it, or write an `init`);
    - a call that passes it through the memberwise initializer (declare an `init` that sets `_x`);
    - `public`, `package` or `open` properties (other modules may use them), and `private(set)` \
    (code outside reads it);
    - a protocol the view conforms to that may require it (`Identifiable`'s `id`, or any protocol \
    the module does not declare);
    - an extension of the view in another file that may use it (`x`, `_x` or `$x`): the view's own \
    code, split over files, where `internal` is the narrowest access Swift allows (one finding per \
    view and file, naming every such property); or another file that mentions the view and \
    accesses a member of that name on a value (`.x` after `case`, `(`, `,`, `:` or `=` is an enum \
    case or a static member, and does not count);
    - an `init` in an extension of the view in this file that passes it on (`self.init(x: …)`);
    - code in this file outside the view and its extensions that uses `.x` or `._x`;
    - without the module (`--no-index`, standard input without `--stdin-path`), anything that \
    depends on other files.

    Out of scope: `@State` in other types (`App`, `ViewModifier`, plain structs), views whose `View` \
    conformance is declared in an extension, and other wrappers (`@Environment`, `@Binding`, \
    `@FocusState`).
    """
