import SVRefactorCore
import SwiftSyntax

/// Rewrites the deprecated `.foregroundColor(x)` as `.foregroundStyle(x)` when `x` is certainly a
/// colour, and reports the other calls.
///
/// - What it matches: `base.foregroundColor(x)` with one unlabeled argument (also as a modifier in a
///   `#if` block after a view).
/// - What it rewrites: calls whose argument ``ColorArgumentProver`` proves a non-optional `Color`,
///   when the deployment target has `foregroundStyle` and, where the result may have to be a
///   `Text` (``TextResult``), `Text.foregroundStyle`.
/// - What it leaves alone, with a finding: `nil`, optionals, arguments of unproven type, and calls
///   the deployment target or a `Text` context keeps from being rewritten.
/// - How it rewrites: the name `foregroundColor` becomes `foregroundStyle`; implicit members that
///   `ShapeStyle` would resolve differently get `Color` in front (`.secondary` → `Color.secondary`).
public struct ForegroundStyle: KeywordCheck {
    static let keyword = "foregroundColor"

    public static let metadata = RuleMetadata(
        id: "foreground-style",
        summary: "Rewrites the deprecated .foregroundColor(x) as .foregroundStyle(x) when x is a colour; reports nil, optionals and unproven types.",
        rationale: foregroundStyleRationale,
        options: [
            styleAvailability.minimumIOSOption(consequence: "Below 15 nothing is rewritten; below 17 calls whose result may have to be a Text are not.")
        ],
        examples: ForegroundStyleExamples.rewrites,
        untouched: ForegroundStyleExamples.untouched,
        usesProjectModel: true,
        changeUnit: .edit,
        selects: "the `.foregroundColor` call at the position"
    )

    static let styleAvailability = PlatformAvailability(
        feature: "foregroundStyle(_:)",
        minimums: ["iOS": [15], "macCatalyst": [15], "macOS": [12], "tvOS": [15], "watchOS": [8], "visionOS": [1]])
    static let textAvailability = PlatformAvailability(
        feature: "Text.foregroundStyle(_:)",
        minimums: ["iOS": [17], "macCatalyst": [17], "macOS": [14], "tvOS": [17], "watchOS": [10], "visionOS": [1]])

    private let minimumIOS: [Int]?

    public init(options: RuleOptionValues) {
        minimumIOS = options.version("min-ios")
    }


    func check(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        let target = context.project?.deploymentTarget
        let style = Self.styleAvailability.answer(
            minimumIOS: minimumIOS, target: target, advice: "pass --option min-ios=15 once the module requires iOS 15 and macOS 12")
        let text = Self.textAvailability.answer(
            minimumIOS: minimumIOS, target: target, advice: "pass --option min-ios=17 once the module requires iOS 17 and macOS 14")
        let types = ExpressionTypes(context: context)
        let prover = ColorArgumentProver(module: context.module, typeOf: types.type(of:), declaredValue: types.declaredValue(of:))
        var edits = SyntaxEdits()
        for token in file.identifierTokens(spelled: "foregroundColor", source: context.source) {
            // `.foregroundColor` as the callee: the token names the member access the call calls.
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
                call.trailingClosure == nil,
                // A modifier has a base, unless it is in a `#if` block of modifiers.
                access.base != nil || TextResult.enclosingPostfixIfConfig(of: Syntax(call)) != nil,
                call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                !TextResult.isAttributeContainer(call)
            else { continue }
            let written = CheckSupport.oneLine(argument.expression)
            let name = access.declName
            switch prover.prove(argument.expression) {
            case .nilLiteral:
                context.report(
                    "`.foregroundColor(nil)` is deprecated and `foregroundStyle` takes no nil: remove the modifier if nothing needs resetting, or pass the style you mean",
                    at: name)
            case let .optional(reason):
                context.report(
                    "`.foregroundColor` is deprecated, but `foregroundStyle` takes no optional and \(reason): unwrap it (`\(written) ?? .primary`) or apply the modifier only when there is a colour",
                    at: name)
            case let .unknown(reason):
                context.report(
                    "`.foregroundColor` is deprecated: write `.foregroundStyle(\(written))` if `\(written)` is a non-optional Color; not rewritten because \(reason)",
                    at: name)
            case let .color(qualifying):
                if case let .unavailable(reason) = style {
                    context.report("`.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: \(reason)", at: name)
                    continue
                }
                if text != .available, let place = TextResult.textPlace(of: call) {
                    let reason: String
                    switch text {
                    case let .unavailable(why), let .unknown(why): reason = why
                    case .available: reason = ""
                    }
                    context.report(
                        "`.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: \(place), so the Text overload would be needed: \(reason)",
                        at: name)
                    continue
                }
                // `.  red` and `./* c */ red` parse as implicit members, but `Color.` must be
                // followed by the name at once: qualifying them would not parse.
                if let spaced = qualifying.first(where: { !$0.period.trailingTrivia.isEmpty || !$0.declName.baseName.leadingTrivia.isEmpty }) {
                    context.report(
                        "`.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: `\(CheckSupport.oneLine(spaced))` would become `Color.\(spaced.declName.baseName.text)`, "
                            + "and what stands between its `.` and its name cannot stay there; remove it and run again",
                        at: name)
                    continue
                }
                // Each call is fixed on its own: one a comment protects stays, the others change.
                if context.isSuppressed(name) || qualifying.contains(where: { context.isSuppressed($0) }) { continue }
                // With `--at`: only the call at the position.
                guard context.selects(".foregroundColor(\(written))", spanning: [Syntax(name), Syntax(call.arguments)]) else { continue }
                edits.replace(name) { name in
                    name.with(\.baseName, .identifier("foregroundStyle", leadingTrivia: name.baseName.leadingTrivia, trailingTrivia: name.baseName.trailingTrivia))
                }
                for member in qualifying {
                    edits.replace(member) { member in
                        // `Color` takes the place of the dot, with what stands in front of it.
                        let color = DeclReferenceExprSyntax(baseName: .identifier("Color", leadingTrivia: member.period.leadingTrivia))
                        return member.with(\.period, member.period.with(\.leadingTrivia, [])).with(\.base, ExprSyntax(color))
                    }
                }
            }
        }
        return edits.applied(to: file, in: context)
    }
}

let foregroundStyleRationale = """
    `foregroundColor(_:)` is deprecated in favour of `foregroundStyle(_:)` (iOS 15, macOS 12), \
    which takes any `ShapeStyle` (gradients, materials, hierarchical styles) and is what the \
    deprecation message asks for.

    What it matches: `base.foregroundColor(x)` with one unlabeled argument (not Foundation's \
    `AttributeContainer().foregroundColor(…)`). Every finding is at the name `foregroundColor`.

    The fix renames the method, and nothing else, when `x` is certainly a non-optional `Color`. The \
    parameter is `Color?`, so that means proving `x` is not optional:
    - SwiftUI's colours: `.red`, `Color.red`, `.primary`, `.secondary`, `.accentColor`, \
    `SwiftUI.Color.blue`; `Color(…)` and `.init(…)`; `.opacity(…)` and `.mix(with:by:)` on a colour;
    - static colours and methods the module declares on `Color` (or `ShapeStyle`) with a written \
    `Color` (or `Self`) type, or a value `Color(…)`/`Self(…)`: `.brand`, `.hex(0xF1DC9C)`;
    - names whose type is certain: a property `let tint: Color`, a parameter `color: Color`, \
    `theme.labelColor` where the module declares `labelColor: Color`, a `let` declared in the file \
    with such a value; `tint!`;
    - `c ? a : b` when both are colours, and `a ?? b` when `b` is one.

    Implicit members are looked up on the new parameter's type, `ShapeStyle`, where only the \
    standard colours (`.red`, `.blue`, … `.clear`) mean the same `Color`: `.primary` and \
    `.secondary` are hierarchical styles there (they follow a foreground style set above, where \
    `Color.secondary` is always gray), `.accentColor` and the module's `.brand` do not exist. So the \
    fix writes those with `Color` in front: `.foregroundColor(.secondary)` → \
    `.foregroundStyle(Color.secondary)`, which looks the same wherever the old code ran. Write \
    `.secondary` by hand where the hierarchical style is what you want.

    What it reports and leaves alone:
    - `nil` (`foregroundStyle` has no nil: remove the modifier or pass the style you mean);
    - optionals: optional chaining (`item?.color`), a name typed `Color?`, a conditional with a \
    nil branch (unwrap with `??`, or apply the modifier only when there is a colour);
    - anything whose type svrefactor cannot prove (a method call, a dictionary lookup, a static \
    colour declared without a type in another file, a member of a type outside the module): \
    "write `.foregroundStyle(x)` if `x` is a non-optional Color";
    - every call when the module supports a system without `foregroundStyle`: a deployment target \
    below iOS 15, macOS 12, tvOS 15 or watchOS 8 (read from `Package.swift`, the Xcode project, XcodeGen's `project.yml` or Tuist's `Project.swift`), \
    or `--option min-ios` below 15. Without a deployment target svrefactor assumes it is there;
    - calls on something that may be a `Text` whose result must stay a `Text`, unless the module \
    requires iOS 17 and macOS 14: `Text.foregroundColor` returns a `Text` everywhere, \
    `Text.foregroundStyle` only from iOS 17, so before that `Text("a").foregroundStyle(.red) + \
    Text("b")` does not compile. That is an operand of `+`, an interpolation, a chain that goes on \
    with a modifier only `Text` had before iOS 16 (`.bold()`, `.fontWeight(_:)`, `.kerning(_:)`, …), \
    or a result that is not collected by a view builder (returned from a `-> Text` function, passed \
    to `Alert(title:)` or `.navigationTitle(_:)`, assigned to a `let`). Calls on `Image(…)`, \
    `Circle()`, `VStack { … }` and other non-`Text` views, and results a view builder collects (in \
    `body`, a `@ViewBuilder`, a container's or `.overlay`'s closure, their `if`/`switch` branches, \
    `.background(…)`, `Section(header:)`) are rewritten whatever the target;
    - a colour written with a comment or spaces after its `.` (`./* muted */ secondary`): it \
    parses as an implicit member, but `Color./* muted */ secondary` does not;
    - `Color.x`, `Color(…)` and the implicit members the fix would write with `Color` in front, \
    where `Color` may be the module's own: a `Color` it declares at file scope, or nested in a type \
    around the call (in it, in an extension of it, or in a type nested in it) or in a class or \
    protocol, or a generic parameter named `Color`. A `Color` nested in an unrelated view changes \
    nothing elsewhere.
    """
