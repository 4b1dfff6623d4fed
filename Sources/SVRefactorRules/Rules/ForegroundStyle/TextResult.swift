import SwiftSyntax

/// Where `.foregroundColor(…)` may have to return a `Text`. `Text.foregroundColor` returns a `Text`
/// on every system, `Text.foregroundStyle` only from iOS 17 and macOS 14 (before, the `View`
/// modifier applies and returns `some View`). So on older targets the rewrite must not touch a call
/// on something that may be a `Text` whose result is used as one: an operand of `+`, an
/// interpolation, the receiver of a modifier only `Text` has there, or any result that is not a
/// view builder's (a `-> Text` function, an argument, a `let`).
enum TextResult {
    /// Modifiers that return `Text` on a `Text` and had no `View` version before iOS 16 or 17.
    static let textOnlyModifiers: Set<String> = [
        "bold", "italic", "fontWeight", "fontDesign", "fontWidth", "kerning", "tracking", "baselineOffset", "strikethrough",
        "underline", "monospaced", "monospacedDigit", "textScale", "typesettingLanguage", "speechAlwaysIncludesPunctuation",
        "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued", "customAttribute",
    ]

    /// Why the result of `call` may have to be a `Text`, or nil when it is a view builder's result or
    /// modifies something that is certainly not a `Text`.
    static func textPlace(of call: FunctionCallExprSyntax) -> String? {
        guard mayBeText(root(of: call)) else { return nil }
        var end = ExprSyntax(call)
        while true {
            if let access = end.parent?.as(MemberAccessExprSyntax.self), access.base?.id == end.id,
                let next = access.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == access.id
            {
                if textOnlyModifiers.contains(access.declName.baseName.text) {
                    return "`.\(access.declName.baseName.text)` follows on what may be a Text"
                }
                end = ExprSyntax(next)
            } else if let postfix = end.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == end.id {
                // `#if os(iOS) .bold() #endif` after it: modifiers of some builds.
                let names = postfix.config.descendants().compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
                if let name = names.first(where: textOnlyModifiers.contains) { return "`.\(name)` follows on what may be a Text" }
                end = ExprSyntax(postfix)
            } else if let postfix = enclosingPostfixIfConfig(ofClauseElement: end) {
                // The last modifier inside such a block: the chain goes on after `#endif`.
                end = ExprSyntax(postfix)
            } else {
                break
            }
        }
        if let list = end.parent?.as(ExprListSyntax.self),
            list.contains(where: { ["+", "+="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") })
        {
            return "its result is an operand of `+`, which needs a Text"
        }
        if end.parent?.parent?.parent?.is(ExpressionSegmentSyntax.self) == true {
            return "its result is interpolated into a Text"
        }
        if ResultScope.isViewBuilderResult(end) || isGenericViewArgument(end) { return nil }
        return "what it modifies may be a Text whose result is used as one here (it is not a view builder's result)"
    }

    /// Calls whose view arguments are generic (`Section(header:)`, `.background(_:)`), unlike
    /// `Alert(title:)`, `TextField(prompt:)` or `.navigationTitle(_:)`, which take a `Text`.
    static let genericViewArgumentCallees: Set<String> = [
        "background", "overlay", "mask", "Section", "Label", "Button", "NavigationLink", "Toggle", "Menu", "GroupBox",
        "DisclosureGroup", "LabeledContent", "Link", "Picker",
    ]

    /// An argument of one of ``genericViewArgumentCallees``.
    private static func isGenericViewArgument(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedDescription
        return genericViewArgumentCallees.contains(callee)
    }

    /// `AttributeContainer().foregroundColor(.red)`: Foundation's attribute builder, not a view.
    static func isAttributeContainer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let root = root(of: call).as(FunctionCallExprSyntax.self) else { return false }
        return ["AttributeContainer", "AttributedString"].contains(root.calledExpression.trimmedDescription)
    }

    /// The start of the modifier chain `call` is part of: `Text("a")` in `Text("a").bold().foregroundColor(.red)`,
    /// also from inside a `#if` block of modifiers (`Text("a") #if os(iOS) .foregroundColor(.red) #endif`).
    private static func root(of call: FunctionCallExprSyntax) -> ExprSyntax {
        var current = ExprSyntax(call)
        while let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if let base = access.base {
                current = base
            } else if let postfix = enclosingPostfixIfConfig(of: Syntax(call)), let base = postfix.base {
                current = base
            } else {
                break
            }
        }
        return current
    }

    /// The `expr #if … #endif` whose block holds `node`.
    static func enclosingPostfixIfConfig(of node: Syntax) -> PostfixIfConfigExprSyntax? {
        var current = node
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                return clause.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The `expr #if … #endif` whose block's modifier chain `expression` is.
    private static func enclosingPostfixIfConfig(ofClauseElement expression: ExprSyntax) -> PostfixIfConfigExprSyntax? {
        guard let clause = expression.parent?.as(IfConfigClauseSyntax.self) else { return nil }
        return clause.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
    }

    /// Whether `root` may be a `Text`: anything but a call of another type (`Image(…)`, `VStack { … }`).
    private static func mayBeText(_ root: ExprSyntax) -> Bool {
        guard let call = root.as(FunctionCallExprSyntax.self), call.calledExpression.isTypeName else { return true }
        let name = call.calledExpression.trimmedDescription
        return ["Text", "SwiftUI.Text", "Text.init", "SwiftUI.Text.init"].contains(name)
    }
}
