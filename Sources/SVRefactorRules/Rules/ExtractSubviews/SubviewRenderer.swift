import Foundation
import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Writes the code the rule generates: the subview structs and the calls that replace helper uses.
struct SubviewRenderer {
    let style: SourceStyle
    let parentName: String
    /// Subviews by helper name.
    let subviews: [String: PlannedSubview]
    /// The longest line a call stays on before it is wrapped, one argument per line.
    var lineLimit = 100
    /// How the file wraps a call's arguments when they do not fit on a line.
    var wrapping = ArgumentWrapping.onePerLine
    /// Where the file puts a declaration's `{` and a stored property's attributes.
    var layout = DeclarationLayout()
    /// How the file spells `@Bindable` (`@SwiftUI.Bindable` in TCA's files).
    var bindableAttribute = "@Bindable"

    /// How a file wraps the arguments of a call that does not fit on one line, read once for all its views.
    enum ArgumentWrapping: Equatable, TreeDerivedValue {
        /// `Row(⏎    title: title,⏎    isOn: $isOn⏎)`: swift-format's and SwiftFormat's way.
        case onePerLine
        /// `Row(title: title,⏎    isOn: $isOn)`, the arguments under the first: Xcode's way, which
        /// some apps keep throughout (Proton Pass, element-x).
        case alignedAfterFirst

        /// The way most of the file's wrapped calls (two arguments or more, over several lines)
        /// are written; one per line when the file has none, or as many of each.
        static func derive(for context: RuleContext) -> ArgumentWrapping {
            let locate = { (position: AbsolutePosition) in context.location(at: position) }
            var aligned = 0, onePerLine = 0
            for node in context.tree.descendants() {
                guard let call = node.as(FunctionCallExprSyntax.self), let open = call.leftParen, call.arguments.count >= 2,
                    let first = call.arguments.first, let second = call.arguments.dropFirst().first
                else { continue }
                let openLine = locate(open.positionAfterSkippingLeadingTrivia).line
                let firstStart = locate(first.positionAfterSkippingLeadingTrivia)
                let secondStart = locate(second.positionAfterSkippingLeadingTrivia)
                guard secondStart.line > firstStart.line else { continue }
                if firstStart.line > openLine {
                    onePerLine += 1
                } else if secondStart.column == firstStart.column {
                    aligned += 1
                }
            }
            return aligned > onePerLine ? .alignedAfterFirst : .onePerLine
        }
    }

    /// The call that replaces one use of `subview`'s helper. `call` is the helper's call for a
    /// function helper (already rewritten inside), nil for a property helper. `scopeRoot` and
    /// `site` tell which member names a local declaration shadows at the call site. `forwarding`
    /// names the labelled methods the call site holds as closures already (inside a subview).
    /// `keepingLayout` keeps the author's lines of the call where ``callKeepingLayout(to:replacing:)`` can.
    func call(
        to subview: PlannedSubview, replacing call: FunctionCallExprSyntax?, at site: Syntax, scopeRoot: Syntax,
        lineIndentation: String, singleLine forceSingleLine: Bool = false, surroundingColumns: Int? = nil, forwarding: Set<String> = [],
        keepingLayout: Bool = false
    ) -> ExprSyntax {
        if keepingLayout, let call, let kept = Self.callKeepingLayout(to: subview, replacing: call) { return kept }
        // The planner only accepts calls whose arguments line up with the parameters.
        let matched = call.flatMap { HelperCallArguments($0, parameters: subview.helper.parameters) }
        var arguments: [String] = []
        // The call's trailing closure stays one when it feeds the subview's last input.
        var trailingClosure: String?
        let lastPassed = subview.inputs.last(where: \.isPassed)?.name
        for input in subview.inputs {
            switch input.kind {
            case .environment:
                continue
            case .callback where input.callsDropLabels && forwarding.contains(input.name),
                .deferredValue where forwarding.contains(input.name):
                // Inside a subview that received the method as a closure already.
                arguments.append("\(input.name): \(input.name)")
            case .parameter:
                guard let argument = matched?.byParameter[input.name] else { continue }
                if argument.isTrailingClosure, input.name == lastPassed {
                    trailingClosure = argument.expression.trimmedDescription
                } else {
                    arguments.append("\(input.name): \(Self.argumentText(argument.expression))")
                }
            default:
                let expression = Self.memberArgument(for: input)
                // `title` may be a closure parameter or local at the call site; `self.` reaches the member.
                let root = expression.hasPrefix("$") ? String(expression.dropFirst()) : expression
                let shadowed = LocalScope.binds(root, at: site, within: scopeRoot) || LocalScope.binds(expression, at: site, within: scopeRoot)
                arguments.append("\(input.name): \(shadowed ? "self." + expression : expression)")
            }
        }
        let callee = subview.structName + subview.generics.callArguments
        let singleLine = "\(callee)(\(arguments.joined(separator: ", ")))"
        var text: String
        // Tabs count as four columns, the width Xcode shows them with.
        let indentationWidth = ModifierLayout.columns(ArraySlice(lineIndentation.utf8))
        let hasMultilineArgument = arguments.contains { $0.contains(where: \.isNewline) }
        // On one line when it fits: the lines around it, a modifier chain below it, stay as they are.
        // A use inside a line (`Section(header: header) {`) counts what shares the line with it.
        // A call the author wrapped, one argument a line, stays wrapped beside its wrapped siblings
        // (Yattee's info rows, half re-joined onto one line, mixed the two in one grid).
        let authorWrapped = surroundingColumns == nil && arguments.count >= 2
            && (call?.arguments.dropFirst().contains { $0.leadingTrivia.contains(where: \.isNewline) } ?? false)
        if forceSingleLine || !authorWrapped && !hasMultilineArgument && (surroundingColumns ?? indentationWidth) + singleLine.count <= lineLimit {
            text = singleLine
        } else if wrapping == .alignedAfterFirst, surroundingColumns == nil, !hasMultilineArgument, arguments.count >= 2 {
            // The arguments under the first one, the closing parenthesis after the last.
            let newline = style.lineEnding.rawValue
            let alignment = lineIndentation + String(repeating: " ", count: callee.count + 1)
            text = "\(callee)(" + arguments.joined(separator: "," + newline + alignment) + ")"
        } else {
            let newline = style.lineEnding.rawValue
            let inner = style.indentation(deeperThan: lineIndentation)
            // The author's `)` after the last argument stays there.
            let closesOnLastLine = authorWrapped && call?.rightParen.map { !$0.leadingTrivia.contains(where: \.isNewline) } == true
            // A closure's own lines move in by the one level its argument line does.
            text = "\(callee)(" + newline
                + arguments.map { inner + Reindentation.move($0, from: lineIndentation, to: inner) }.joined(separator: "," + newline)
                + (closesOnLastLine ? "" : newline + lineIndentation) + ")"
        }
        if let trailingClosure {
            if arguments.isEmpty { text = callee }
            text += " " + trailingClosure
        }
        return GeneratedCode.parseExpression(text)
    }

    /// The author's call of a function helper with only its name and labels changed, when the
    /// author spread it over lines and the subview takes nothing but its arguments, in their order:
    /// `makeBorderedButton(action: {⏎…⏎}, label: "Terms")` becomes `BorderedButton(action: {⏎…⏎},
    /// label: "Terms")`. Its lines, comments and trailing closure stay as written, so the diff shows
    /// the name alone and the body grows no longer. Nil when the call needs rendering: an input of
    /// the view's own is added, or the call fits on one line (then the rendered call is the same
    /// text). The caller checks that the arguments are not aligned after the `(`, which a longer or
    /// shorter name would misalign.
    static func callKeepingLayout(to subview: PlannedSubview, replacing call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.trimmedDescription.contains(where: \.isNewline), call.additionalTrailingClosures.isEmpty,
            let matched = HelperCallArguments(call, parameters: subview.helper.parameters)
        else { return nil }
        var passedInOrder: [String] = []
        for input in subview.inputs {
            switch input.kind {
            case .environment: continue
            case .parameter: if matched.byParameter[input.name] != nil { passedInOrder.append(input.name) }
            default: return nil
            }
        }
        // The names the call's arguments go to, in the order it writes them.
        let argumentNames = call.arguments.compactMap { argument in
            matched.byParameter.first { $0.value.expression.id == argument.expression.id && !$0.value.isTrailingClosure }?.key
        }
        let trailingName = call.trailingClosure.flatMap { _ in matched.byParameter.first { $0.value.isTrailingClosure }?.key }
        guard argumentNames.count == call.arguments.count, argumentNames + (trailingName.map { [$0] } ?? []) == passedInOrder
        else { return nil }
        var arguments = Array(call.arguments)
        for (index, name) in argumentNames.enumerated() where arguments[index].label?.text != name {
            let argument = arguments[index]
            if let label = argument.label {
                arguments[index] = argument.with(\.label, label.with(\.tokenKind, .identifier(name)))
            } else {
                // `_ titleKey:` is called `("Large")`; the subview's memberwise init takes `titleKey:`.
                arguments[index] = argument
                    .with(\.label, .identifier(name, leadingTrivia: argument.expression.leadingTrivia))
                    .with(\.colon, .colonToken(trailingTrivia: .space))
                    .with(\.expression, argument.expression.with(\.leadingTrivia, []))
            }
        }
        let callee = GeneratedCode.parseExpression(subview.structName + subview.generics.callArguments)
        let kept = call.with(\.calledExpression, callee).with(\.arguments, LabeledExprListSyntax(arguments))
        return GeneratedCode.parseExpression(kept.trimmedDescription)
    }

    /// What the call site passes for an input that comes from a member of the view: the member
    /// (`isOn`), its binding (`$isOn`), or a method adapted to a closure without labels
    /// (`{ select(item: $0) }`).
    static func memberArgument(for input: SubviewInput) -> String {
        switch input.kind {
        case .binding, .focusBinding:
            return "$" + input.name
        case let .deferredValue(isAsync, isThrowing):
            return "{ " + (isThrowing ? "try " : "") + (isAsync ? "await " : "") + input.name + " }"
        case let .callback(labels, isAsync, isThrowing) where labels.contains(where: { $0 != nil }):
            let arguments = labels.enumerated().map { index, label in (label.map { $0 + ": " } ?? "") + "$\(index)" }.joined(separator: ", ")
            var call = "\(input.name)(\(arguments))"
            if isAsync { call = "await " + call }
            if isThrowing { call = "try " + call }
            return "{ \(call) }"
        default:
            return input.name
        }
    }

    /// The subview's stored property for an input: `let title: String`, `@Binding var isOn: Bool`,
    /// `@Environment(\.dismiss) var dismiss`, `@ViewBuilder let content: Content`, `var style: Style = .plain`;
    /// its attributes apart, so that the file's layout places them.
    static func declaration(of input: SubviewInput) -> (attributes: [String], declaration: String) {
        let name = input.name
        let typed = ": " + (input.type ?? "")
        switch input.kind {
        case .value, .callback: return ([], "let \(name)\(typed)")
        case let .deferredValue(isAsync, isThrowing):
            return ([], "let \(name): ()" + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + " -> " + (input.type ?? ""))
        case .binding: return (["@Binding"], "var \(name)\(typed)")
        case .bindable: return (["@Bindable"], "var \(name)\(typed)")
        case .observedObject: return (["@ObservedObject"], "var \(name)\(typed)")
        case .focusBinding: return (["@FocusState.Binding"], "var \(name)\(typed)")
        case let .environment(attribute, isPrivate):
            return ([attribute], "\(isPrivate ? "private " : "")var \(name)" + (input.type.map { ": " + $0 } ?? ""))
        case let .parameter(_, defaultValue, attributes):
            if let defaultValue { return (attributes, "var \(name)\(typed) = \(defaultValue)") }
            return (attributes, "let \(name)\(typed)")
        }
    }

    /// An argument as the subview's call passes it: its text with the block comments written right
    /// before or after it (`value: /* note */ value`) kept, and the whitespace around it dropped.
    static func argumentText(_ expression: ExprSyntax) -> String {
        // A comment after `label:` on the same line is the colon's trailing trivia.
        let before = (expression.previousToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []) + expression.leadingTrivia
        return (blockComments(before).map { $0 + " " } + [expression.trimmedDescription] + blockComments(expression.trailingTrivia).map { " " + $0 })
            .joined()
    }

    private static func blockComments(_ trivia: Trivia) -> [String] {
        trivia.compactMap { piece in
            if case let .blockComment(text) = piece { text } else { nil }
        }
    }

    /// Where `call` (a use of a helper method) has a comment that ``call(to:replacing:at:scopeRoot:lineIndentation:singleLine:)``
    /// would drop: anywhere between its first and last token except inside arguments and the block
    /// comments right before or after an argument (which ``argumentText(_:)`` keeps). Nil when none.
    static func commentWithoutPlace(in call: FunctionCallExprSyntax) -> AbsolutePosition? {
        let arguments = call.arguments.map { $0.expression.positionAfterSkippingLeadingTrivia..<$0.expression.endPositionBeforeTrailingTrivia }
        let argumentStarts = Set(arguments.map(\.lowerBound))
        let first = call.firstToken(viewMode: .sourceAccurate)?.id, last = call.lastToken(viewMode: .sourceAccurate)?.id
        for token in call.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia
            let argument = arguments.first { $0.contains(start) }
            // Block comments are kept before an argument (in its first token's leading trivia or the
            // previous token's trailing trivia) and after it (its last token's trailing trivia).
            let blockCommentsKept = (
                leading: argument?.lowerBound == start,
                trailing: argument?.upperBound == token.endPositionBeforeTrailingTrivia
                    || token.nextToken(viewMode: .sourceAccurate).map { argumentStarts.contains($0.positionAfterSkippingLeadingTrivia) } == true
            )
            for (trivia, isLeading) in [(token.leadingTrivia, true), (token.trailingTrivia, false)] {
                // The call's own leading and trailing trivia stay where they are.
                if isLeading ? token.id == first : token.id == last { continue }
                let kept = isLeading ? blockCommentsKept.leading : blockCommentsKept.trailing
                // Inside an argument, comments are part of its text.
                if argument != nil, !kept { continue }
                for piece in trivia where piece.isComment {
                    if kept, case .blockComment = piece { continue }
                    return isLeading ? token.position : token.endPositionBeforeTrailingTrivia
                }
            }
        }
        return nil
    }

    /// The whole `private struct Name: View { … }` declaration, preceded by the helper's own comments.
    /// `body` is the helper's body text between its braces, with uses already rewritten. `base` is
    /// the indentation of the struct's own lines: none at file scope, the view's when the subview
    /// goes beside a view nested in another type. The text's first line has no indentation (the
    /// caller's trivia gives it).
    /// `computedProperties` (before `body`) and `methods` (after it) are the view's members that move
    /// into the subview, each as its text (its comments first, every line starting with
    /// `indentation`, where it stood in the view).
    func structDeclaration(
        for subview: PlannedSubview, body: String, helperIndentation: String, comments: String, base: String = "",
        computedProperties: [(text: String, indentation: String)] = [], methods: [(text: String, indentation: String)] = []
    ) -> String {
        let newline = style.lineEnding.rawValue
        let inner = style.indentation(deeperThan: base)
        // `// swiftlint:disable:next function_body_length` above the helper is about its body,
        // which is the subview's `body` now: above the struct it would disable nothing.
        let (bodyDirectives, headerComments) = subview.helper.headerComments.partitioned(by: Self.isNextLineDirective)
        let headerLines = (headerComments + subview.helper.availability).map { base + $0 + newline }.joined()
        let (attachedDirectives, commentLines) = comments.components(separatedBy: newline).partitioned(by: Self.isNextLineDirective)
        let comments = commentLines.joined(separator: newline)
        let directiveLines = (attachedDirectives.map { $0.trimmingCharacters(in: .whitespaces) } + bodyDirectives).map { inner + $0 + newline }.joined()
        var lines: [String] = []
        var previousGroup: String?
        for input in subview.inputs {
            var (attributes, declaration) = Self.declaration(of: input)
            if input.kind == .bindable { attributes = attributes.map { $0 == "@Bindable" ? bindableAttribute : $0 } }
            let property = layout.storedProperty(attributes: attributes, declaration: declaration, indentation: inner, newline: newline)
            // A property on two lines and the next one are apart in files that keep them so, and
            // so are kinds of property (the `@Environment`s and the `let`s).
            let group = DeclarationLayout.propertyGroup(wrapper: Self.wrapperName(in: attributes.last ?? ""))
            // After the `@Environment`s, a file without any says nothing, and most apps leave one.
            let afterEnvironment = layout.blankLineAfterEnvironment
            let separatesGroups = previousGroup == DeclarationLayout.environmentGroup
                ? afterEnvironment.holds || !afterEnvironment.hasEvidence : layout.blankLineBetweenPropertyGroups.holds
            if let previous = lines.last, previous != "",
                layout.blankLineAfterTwoLineProperty.holds && previous.contains(newline)
                    || separatesGroups && previousGroup != group
            {
                lines.append("")
            }
            previousGroup = group
            lines.append(inner + property)
        }
        if !lines.isEmpty { lines.append("") }
        for property in computedProperties {
            lines.append(String(Reindentation.move("\n" + property.text, from: property.indentation, to: inner).dropFirst()))
            lines.append("")
        }
        let movedBody = Reindentation.move(body, from: helperIndentation, to: inner)
        // A comment after the helper's closing brace (`} // note`) follows the brace that replaces it.
        let trailing = subview.helper.item.lastToken(viewMode: .sourceAccurate)?.trailingTrivia.description ?? ""
        let trailingComment = trailing.contains("//") || trailing.contains("/*") ? trailing.trimmingWhitespaceAtEnd() : ""
        // A one-line body (`{ Text(title) }`) stays on its line whatever the braces' layout.
        let bodyBrace = movedBody.contains("\n") ? layout.openingBrace(indentation: inner, newline: newline) : " {"
        lines.append(directiveLines + inner + "var body: some View" + bodyBrace + movedBody + "}" + trailingComment)
        for method in methods {
            lines.append("")
            lines.append(String(Reindentation.move("\n" + method.text, from: method.indentation, to: inner).dropFirst()))
        }
        // The first comment line is indented too; `reindent` leaves a text's first line alone.
        let text = String(Reindentation.move("\n" + comments, from: helperIndentation, to: base).dropFirst())
            + headerLines
            + base + "private struct \(subview.structName)\(subview.generics.parameterClause): View\(subview.generics.whereClause)" + layout.openingBrace(indentation: base, newline: newline) + newline
            + layout.typeBodyOpening(newline: newline)
            + lines.map { $0.isEmpty ? "" : $0 }.joined(separator: newline) + newline
            + base + "}"
        return text.hasPrefix(base) ? String(text.dropFirst(base.count)) : text
    }
}

extension SubviewRenderer {
    /// `Environment` for `@Environment(\.dismiss) private`, nil when no attribute is written.
    static func wrapperName(in attributes: String) -> String? {
        guard let at = attributes.firstIndex(of: "@") else { return nil }
        let name = attributes[attributes.index(after: at)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.isEmpty ? nil : String(name)
    }

    /// A linter's or formatter's comment about the declaration on the next line
    /// (`// swiftlint:disable:next function_body_length`, `// swift-format-ignore`).
    static func isNextLineDirective(_ line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        return text.hasPrefix("//") && (text.contains("swiftlint:disable:next") || text.contains("swiftformat:disable:next")
            || text.contains("swift-format-ignore"))
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the others, each in their order.
    func partitioned(by belongs: (Element) -> Bool) -> (matching: [Element], others: [Element]) {
        var matching: [Element] = [], others: [Element] = []
        for element in self { if belongs(element) { matching.append(element) } else { others.append(element) } }
        return (matching, others)
    }
}

extension String {
    /// Without the spaces and tabs at its end.
    func trimmingWhitespaceAtEnd() -> String {
        String(reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
