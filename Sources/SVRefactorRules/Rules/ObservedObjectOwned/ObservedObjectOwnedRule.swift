import SVRefactorCore
import SwiftSyntax

/// Reports `@ObservedObject` properties whose object the view creates itself.
///
/// - What it matches: `@ObservedObject var x = X(…)` (also `X.init(…)`, `.init(…)`), and an
///   initializer of the same type that assigns one a new object: `self.x = X(…)`, `x = X(…)`,
///   `_x = ObservedObject(wrappedValue: X(…))`.
/// - What it leaves alone: objects that come from elsewhere (`= Store.shared`, an `init`
///   parameter, a factory method), `@StateObject`, objects an `App` creates, previews and tests.
/// - No rewrite: whether the view should own the object (`@StateObject`) or receive it from its
///   owner is a design decision.
public struct ObservedObjectOwned: KeywordCheck {
    static let keyword = "ObservedObject"

    public static let metadata = RuleMetadata(
        id: "observed-object-owned",
        summary: "Reports @ObservedObject properties the view creates itself; suggests @StateObject (or @State with @Observable).",
        rationale: observedObjectOwnedRationale,
        options: [PreviewsAndTests.option],
        examples: [],
        untouched: ObservedObjectOwnedExamples.untouched,
        optInReason: "Read blind on apps nobody tuned it for, 65% of its findings were worth a warning (Docs/quality.md, \"Checks\"): "
            + "a view created once (a hosting view's root) or an object with no state of its own loses nothing when recreated."
    )

    private let includesPreviewsAndTests: Bool

    public init(options: RuleOptionValues) {
        includesPreviewsAndTests = options.boolean(PreviewsAndTests.option.name)
    }


    func check(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // The member blocks around the places `ObservedObject` is written: among them, every one
        // that declares an `@ObservedObject` property.
        var seen = Set<SyntaxIdentifier>()
        let blocks = file.identifierTokens(spelled: Self.keyword, source: context.source).compactMap { token in
            token.ancestorOrSelf { $0.as(MemberBlockSyntax.self) }
        }.filter { seen.insert($0.id).inserted }
        for members in blocks {
            let observed = Self.observedObjects(in: members)
            guard !observed.isEmpty else { continue }
            // The system creates an `App` once and never again: what it creates stays.
            if members.parent?.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains(where: { $0.type.isNamed("App") }) == true { continue }
            if !includesPreviewsAndTests, PreviewsAndTests.contains(members, in: context) { continue }
            let owner = members.parent?.asProtocol(NamedDeclSyntax.self)?.name.text
                ?? members.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? "the type"
            for (name, variable) in observed {
                guard let value = variable.bindings.first?.initializer?.value, let creation = Self.creation(value) else { continue }
                context.report(Self.message(name: name, creation: creation, place: "'\(owner)' creates it"), at: variable)
            }
            for initializer in members.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
                for (name, assignment, creation) in Self.creations(in: initializer, of: Set(observed.map(\.name))) {
                    context.report(Self.message(name: name, creation: creation, place: "'\(owner)' creates it in its init"), at: assignment)
                }
            }
        }
        return file
    }

    static func message(name: String, creation: String, place: String) -> String {
        "'\(name)' is @ObservedObject but \(place) (`\(creation)`): SwiftUI recreates views at any update, and with them a new object that loses its state; use @StateObject so the view owns it (or @State once the class is @Observable), or pass it in from the view that owns it"
    }

    /// The `@ObservedObject` properties declared directly in `members`, by name.
    private static func observedObjects(in members: MemberBlockSyntax) -> [(name: String, variable: VariableDeclSyntax)] {
        members.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.propertyWrapperName == "ObservedObject",
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            return (name, variable)
        }
    }

    /// `X(…)`, `X.init(…)`, `Outer.X(…)` or `.init(…)`, as written (without its arguments when long); nil for anything else.
    static func creation(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let isImplicitInit = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.tokenKind == .keyword(.`init`) } ?? false
        guard isImplicitInit || TypeDeclaration.InitialValue(expression).isCall else { return nil }
        let text = expression.trimmedDescription
        return text.count <= 40 && !text.contains("\n") ? text : call.calledExpression.trimmedDescription + "(…)"
    }

    /// Assignments in `initializer` that give one of `names` a new object, with the object's creation.
    private static func creations(in initializer: InitializerDeclSyntax, of names: Set<String>) -> [(String, ExprSyntax, String)] {
        guard let body = initializer.body else { return [] }
        var found: [(String, ExprSyntax, String)] = []
        for node in body.descendants() {
            guard let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                let value = sequence.elements.last
            else { continue }
            var name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let access = target.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = access.declName.baseName.text
            }
            guard var name else { continue }
            var created = value
            if name.hasPrefix("_") {
                // `_x = ObservedObject(wrappedValue: X())`.
                name.removeFirst()
                guard let wrapper = value.as(FunctionCallExprSyntax.self), CheckSupport.calleeText(wrapper) == "ObservedObject",
                    let argument = wrapper.arguments.first, ["wrappedValue", "initialValue"].contains(argument.label?.text ?? "")
                else { continue }
                created = argument.expression
            }
            guard names.contains(name), let creation = creation(created) else { continue }
            found.append((name, target, creation))
        }
        return found
    }
}

let observedObjectOwnedRationale = """
    `@ObservedObject` means "someone else owns this object". SwiftUI re-creates view structs \
    whenever their parent updates; a view that creates its observed object (`@ObservedObject var \
    model = Model()`, or `self.model = Model()` in its `init`) gets a new object each time, and \
    the old one's state is lost, often in the middle of an async load. `@StateObject` makes SwiftUI \
    create the object once and keep it for the view's lifetime; with an `@Observable` class the \
    same is `@State`.

    What it reports, at the property (initial value) or the assignment (`init`), for \
    `@ObservedObject` properties of any type (views, view modifiers, dynamic properties):
    - an initial value that creates an object: `X(…)`, `X.init(…)`, `Outer.X(…)`, `.init(…)`;
    - an `init` of the same type that assigns one: `self.x = X(…)`, `x = X(…)`, \
    `_x = ObservedObject(wrappedValue: X(…))` (or `initialValue:`).

    What it leaves alone: objects that come from elsewhere (`= Store.shared`, an `init` parameter, a \
    factory method such as `Model.make()`, whose result may be shared), `@StateObject`, and \
    `@EnvironmentObject`; objects an `App` creates (the system creates the app once, so nothing \
    recreates them, and an `App`'s `init` may need the object, which `@StateObject` does not allow \
    there); and previews and test files, unless `previews-and-tests` is on.

    Opt-in: `--all-rules` leaves it out. Measured precision (Docs/quality.md, "Checks"), findings a \
    reviewer read blind and judged worth a warning: build r84, measurement half 9 of 15 sampled, \
    tuning half 12 of 15; build r85 (an `App` and previews left alone), measurement half 13 of all \
    20 (65 %), tuning half 12 of the 14 read. The false ones: a view only ever the root of an \
    `NSHostingView` (nothing recreates it), objects that keep no state of their own (Sparkle's \
    updater model, a wrapper over stored settings).

    No fix: whether the view should own the object (`@StateObject`, with `private`) or receive it \
    from the view that owns it is a design decision.
    """

extension TypeDeclaration.InitialValue {
    /// A call of something named like a type: `X(…)`, `X.init(…)`, `Outer.X(…)`.
    var isCall: Bool {
        if case .call = self { return true }
        return false
    }
}
