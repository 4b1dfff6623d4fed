import SVRefactorCore
import SwiftSyntax

/// Reports a `body` or view helper longer than `max-lines` lines of code.
///
/// - What it matches: every ``ViewCodeBlock`` (a view's `body`, its `some View` properties and
///   functions, in the struct and its extensions in the same file) whose lines of code between
///   the braces (``ViewCodeBlock/codeLineCount``: blank and comment-only lines do not count) exceed
///   the option.
/// - It changes nothing.
public struct LongBody: Rule {
    public static let metadata = RuleMetadata(
        id: "long-body",
        summary: "Reports a body or view helper longer than max-lines lines of code.",
        rationale: longBodyRationale,
        options: [
            RuleOptionSpec(
                name: "max-lines", summary: "The most lines of code a body or view helper may have (blank and comment-only lines do not count).",
                kind: .integer(minimum: 1, maximum: 10_000), defaultValue: "40")
        ],
        examples: [],
        untouched: LongBodyExamples.all,
        optInReason: "Read blind on apps nobody tuned it for, 13 of 30 findings were worth a warning (17 of 30 on the apps it was tuned on; "
            + "Docs/quality.md, \"Checks\"): most false ones are views just over the limit that read in one pass, or whose length is "
            + "modifiers and action closures rather than sections a subview would take."
    )

    private let maxLines: Int

    public init(options: RuleOptionValues) {
        maxLines = options.integer("max-lines")
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        for block in ViewCodeBlock.blocks(in: context) where block.spansMoreLines(than: maxLines, in: context.source) {
            // A subview's initializer that only passes values on counts as one line, however it is
            // wrapped: extracting a subview must not make its parent "longer".
            let lines = block.codeLineCount - Self.wiringLines(in: block, context: context)
            guard lines > maxLines else { continue }
            var message = "\(block.displayName) has \(lines) lines of code, more than \(maxLines)"
            let actionLines = Self.actionClosureLineCount(in: block)
            if actionLines >= Self.notableActionLines {
                message += " (\(actionLines) of them in button actions and .task/.onChange-style closures: move those into methods, as hoist-closures does)"
            }
            message += block.kind == .body
                ? ": extract its sections into subview structs with explicit inputs (or into `some View` helpers, which extract-subviews turns into structs)"
                : ": split it into smaller subview structs with explicit inputs"
            context.report(message, at: block.nameToken)
        }
        return file
    }

    /// The lines beyond the first of each call of a type (`ProfileHeader(name: name, isOn: $isOn)`)
    /// whose arguments only pass values on: names, `$bindings`, members of names, `self.x`. In a
    /// call whose other arguments say more (`StateView(title: "Empty", contentHeight:
    /// contentHeight)`), each line that holds nothing but such an argument.
    static func wiringLines(in block: ViewCodeBlock, context: RuleContext) -> Int {
        var lines = 0
        for node in block.statements.descendants() {
            guard let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.isTypeName, call.trailingClosure == nil,
                call.arguments.count >= 2
            else { continue }
            let firstLine = context.location(of: call).line
            if call.arguments.allSatisfy({ isPassedValue($0.expression) }) {
                lines += context.location(at: call.endPositionBeforeTrailingTrivia).line - firstLine
                continue
            }
            // Arguments by the line they start on: a line counts when its only argument passes a value.
            var argumentsOnLine: [Int: [LabeledExprSyntax]] = [:]
            for argument in call.arguments { argumentsOnLine[context.location(of: argument).line, default: []].append(argument) }
            for (line, arguments) in argumentsOnLine where line != firstLine && arguments.count == 1 {
                let argument = arguments[0]
                if isPassedValue(argument.expression), context.location(at: argument.endPositionBeforeTrailingTrivia).line == line { lines += 1 }
            }
        }
        return lines
    }

    /// `name`, `$name`, `self.name`, `model.name`, `.large`, a literal (`"Large"`, `12`, `false`,
    /// `nil`), and a closure that only reads such a value or forwards to a call of such values
    /// (`{ relevantPackages }`, `{ iconSize(for: $0) }`, `{ try await load() }`: the deferred
    /// values and callbacks extract-subviews writes).
    private static func isPassedValue(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
        {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } && !string.segments.description.contains(where: \.isNewline)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.base.map(isPassedValue) ?? true }
        if let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil, closure.statements.count == 1,
            let value = closure.statements.first?.item.as(ExprSyntax.self)?.withoutTryAndAwait
        {
            if let call = value.as(FunctionCallExprSyntax.self) {
                return call.trailingClosure == nil && isPassedValue(call.calledExpression) && call.arguments.allSatisfy { isPassedValue($0.expression) }
            }
            return !value.is(ClosureExprSyntax.self) && isPassedValue(value)
        }
        return false
    }

    /// From this many lines in action closures on, the message says where they could go.
    static let notableActionLines = 10

    /// Lines of code in the non-trivial action closures of the block (see ``ActionClosure``),
    /// each counted once (a closure inside another counts with the outer one).
    static func actionClosureLineCount(in block: ViewCodeBlock) -> Int {
        var counted: [Range<AbsolutePosition>] = []
        var lines = 0
        for node in block.statements.descendants() {
            guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
            for action in ActionClosure.closures(of: call) where !action.isTrivial {
                let closure = action.closure
                guard !counted.contains(where: { $0.contains(closure.position) }) else { continue }
                counted.append(closure.position..<closure.endPosition)
                lines += ViewCodeBlock.codeLineCount(closure.statements, between: closure.leftBrace, and: closure.rightBrace)
            }
        }
        return lines
    }

    /// Only files that declare a struct conforming to `View` have views to check.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        ViewTypeCollector.mayFindViews(in: file)
    }
}

let longBodyRationale = """
    The SwiftUI guidance flags `body` properties longer than roughly one screen and asks for \
    dedicated subview types for non-trivial sections, with small explicit inputs, rather than one \
    long body or a screen built from long `some View` helpers.

    What it matches: a view's `body` and each view helper (a `some View` property or function, \
    with or without `@ViewBuilder`, in the view or its extensions in the same file) with more \
    than `max-lines` lines of code between its braces. Blank lines and lines holding nothing but \
    comments do not count: a documented body is not longer to read as code, and commented-out \
    code is not code. A line with code and a comment counts. The finding is at the member's name. \
    When at least 10 of the lines are in non-trivial button actions and `.task`, `.onAppear`, \
    `.onChange`, `.refreshable`, `.onSubmit` or `.onReceive` closures, the message says so: \
    moving those into methods (what hoist-closures does) shortens the body without a new type.

    A subview's initializer whose arguments only pass values on (`ProfileHeader(name: name, \
    isOn: $isOn)`: names, `$bindings`, members of names, `.cases`, literals, closures that only \
    read such a value or forward a call such as `{ iconSize(for: $0) }`) counts as one line, however it is \
    wrapped, and in an initializer whose other arguments say more, a line that holds nothing but \
    such an argument does not count: extract-subviews writes such calls for the helpers it turns \
    into structs, and they must not make the parent's body longer than the helper's name was, so \
    that a `check --all-rules` after `apply --all-rules` reports no long body the apply made.

    What it leaves alone: other members (a long `init` or method is not view code), views whose \
    `View` conformance is declared in an extension, and helpers in extensions in other files. It \
    changes nothing.

    Measured precision (Docs/quality.md, "Checks"): whether a team wants the warning in CI. Read \
    with the limit of 40 (2026-11-27), 13 of 30 findings sampled on the measurement half were \
    worth a warning, read blind, and 17 of 30 on the tuning half. The false ones: views just over \
    the limit that read in one pass (11 of the 30 false on both halves), bodies whose length is modifiers and \
    action closures around content already extracted (9; moving the closures into methods is the \
    fix, not subviews), flat forms of trivial rows (5), switches that only hand each case to an \
    existing view (3), per-platform branches (1) and test code (1). So the check is opt-in: name it \
    with `--rule long-body`, or enable it in `.svrefactor.yml` with the `max-lines` that suits the \
    team. (An earlier read, 3 of 8 on each half, told its reviewers by mistake that the limit was 80.)
    """
