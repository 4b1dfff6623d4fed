import SVRefactorCore
import SwiftSyntax

/// Small syntax questions the checks (rules that report and rarely rewrite) ask.
enum CheckSupport {
    /// Whether the rule's input text contains `word` at all: a check whose construct needs the word
    /// returns at once when it does not, without walking the tree. Never wrong: every token of the
    /// tree is in the text.
    static func source(of context: RuleContext, contains word: String) -> Bool {
        SourceBytes.contains(Array(word.utf8), in: context.source[...])
    }

    /// Every call in the context's tree of the type `name` (`Name(…)`, `SwiftUI.Name(…)`,
    /// `Name.init(…)`), with the token that names it, in source order. Found from the places the
    /// name is written (see ``SwiftSyntax/SyntaxProtocol/identifierTokens(spelled:source:)``).
    static func calls(of name: String, in context: RuleContext) -> [(call: FunctionCallExprSyntax, name: TokenSyntax)] {
        context.tree.identifierTokens(spelled: name, source: context.source).compactMap { token in
            // The callee is inside the call that the name's token is closest to.
            guard let call = token.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }),
                typeToken(ofCallee: call.calledExpression, named: name)?.id == token.id
            else { return nil }
            return (call, token)
        }
    }

    /// The type a call constructs when its callee names it as `Name`, `SwiftUI.Name` or `Name.init`
    /// (with `SwiftUI.Name.init`): `Name`'s token, else nil.
    static func typeToken(ofCallee callee: ExprSyntax, named name: String) -> TokenSyntax? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == name && reference.argumentNames == nil ? reference.baseName : nil
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        if access.declName.baseName.tokenKind == .keyword(.`init`) { return typeToken(ofCallee: base, named: name) }
        guard access.declName.baseName.text == name, base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" else { return nil }
        return access.declName.baseName
    }
}

extension CheckSupport {
    /// Whether `node` is code for older systems only: in the `else` branch of an `if #available(…)`
    /// or `guard #available(…) else { … }`, or the body of an `if #unavailable(…)`.
    static func isAvailabilityFallback(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent {
            if let ifExpr = parent.as(IfExprSyntax.self) {
                let availability = ifExpr.conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
                if availability.contains(where: { $0.availabilityKeyword.tokenKind == .poundAvailable }), child.id == ifExpr.elseBody?.id {
                    return true
                }
                if availability.contains(where: { $0.availabilityKeyword.tokenKind == .poundUnavailable }), child.id == ifExpr.body.id {
                    return true
                }
            }
            if let guardStmt = parent.as(GuardStmtSyntax.self), child.id == guardStmt.body.id,
                guardStmt.conditions.contains(where: { $0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.tokenKind == .poundAvailable })
            {
                return true
            }
            child = parent
        }
        return false
    }
}


extension CheckSupport {
    /// A call's callee as written (`Model`, `Outer.Model`, `ObservedObject`), for comparisons.
    static func calleeText(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.trimmedDescription
    }
}

extension CheckSupport {
    /// `node`'s code on one line for a message: runs of whitespace (line breaks and indentation
    /// included) become one space, and text beyond `limit` characters becomes `…`.
    static func oneLine(_ node: some SyntaxProtocol, limit: Int = 60) -> String {
        var text = ""
        var pendingSpace = false
        for character in node.trimmedDescription {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, !text.isEmpty { text.append(" ") }
            pendingSpace = false
            text.append(character)
        }
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }
}
