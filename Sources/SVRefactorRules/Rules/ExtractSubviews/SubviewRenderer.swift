import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Writes the code the rule generates: the subview structs and the calls that replace helper uses.
struct SubviewRenderer {
    let style: SourceStyle
    let parentName: String
    /// Subviews by helper name.
    let subviews: [String: PlannedSubview]

    /// The call that replaces one use of `subview`'s helper. `call` is the helper's call for a
    /// function helper (already rewritten inside), nil for a property helper. `scopeRoot` and
    /// `site` tell which member names a local declaration shadows at the call site.
    func call(
        to subview: PlannedSubview, replacing call: FunctionCallExprSyntax?, at site: Syntax, scopeRoot: Syntax,
        lineIndentation: String, singleLine forceSingleLine: Bool = false
    ) -> ExprSyntax {
        var callArguments = Array(call?.arguments ?? [])
        var arguments: [String] = []
        for input in subview.inputs {
            switch input.argument {
            case .none:
                continue
            case let .member(expression):
                // `title` may be a closure parameter or local at the call site; `self.` reaches the member.
                let root = expression.hasPrefix("$") ? String(expression.dropFirst()) : expression
                let shadowed = LocalScope.binds(root, at: site, within: scopeRoot) || LocalScope.binds(expression, at: site, within: scopeRoot)
                arguments.append("\(input.name): \(shadowed ? "self." + expression : expression)")
            case let .parameter(label, hasDefault):
                if let first = callArguments.first, first.label?.text == label {
                    arguments.append("\(input.name): \(first.expression.trimmedDescription)")
                    callArguments.removeFirst()
                } else if !hasDefault {
                    // The planner only accepts calls whose arguments line up with the parameters.
                    arguments.append("\(input.name): \(input.name)")
                }
            }
        }
        let singleLine = "\(subview.structName)(\(arguments.joined(separator: ", ")))"
        let text: String
        // Tabs count as four columns, the width Xcode shows them with.
        let indentationWidth = lineIndentation.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
        if forceSingleLine || arguments.count <= 3 && indentationWidth + singleLine.count <= 100 {
            text = singleLine
        } else {
            let newline = style.lineEnding.rawValue
            let inner = lineIndentation + style.indentUnitText
            text = "\(subview.structName)(" + newline
                + arguments.map { inner + $0 }.joined(separator: "," + newline)
                + newline + lineIndentation + ")"
        }
        return GeneratedCode.parseExpression(text)
    }

    /// The whole `private struct Name: View { … }` declaration, preceded by the helper's own comments.
    /// `body` is the helper's body text between its braces, with uses already rewritten.
    func structDeclaration(for subview: PlannedSubview, body: String, helperIndentation: String, comments: String) -> String {
        let headerLines = (subview.helper.headerComments + subview.helper.availability).map { $0 + style.lineEnding.rawValue }.joined()
        let newline = style.lineEnding.rawValue
        let unit = style.indentUnitText
        var lines: [String] = []
        let declarations = subview.inputs.map(\.declaration)
        for declaration in declarations {
            lines.append(unit + declaration)
        }
        if !lines.isEmpty { lines.append("") }
        let movedBody = Reindentation.move(body, from: helperIndentation, to: unit)
        // A comment after the helper's closing brace (`} // note`) follows the brace that replaces it.
        let trailing = subview.helper.item.lastToken(viewMode: .sourceAccurate)?.trailingTrivia.description ?? ""
        let trailingComment = trailing.contains("//") || trailing.contains("/*") ? trailing.trimmingWhitespaceAtEnd() : ""
        lines.append(unit + "var body: some View {" + movedBody + "}" + trailingComment)
        // The first comment line is indented too; `reindent` leaves a text's first line alone.
        return String(Reindentation.move("\n" + comments, from: helperIndentation, to: "").dropFirst())
            + headerLines
            + "private struct \(subview.structName): View {" + newline
            + lines.map { $0.isEmpty ? "" : $0 }.joined(separator: newline) + newline
            + "}"
    }
}

extension String {
    /// Without the spaces and tabs at its end.
    func trimmingWhitespaceAtEnd() -> String {
        String(reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
