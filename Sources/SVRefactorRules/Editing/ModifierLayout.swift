import SVRefactorCore
import SwiftSyntax

/// How a file lays out view code around the lines the rules write: how long its lines may get, and
/// where it puts the modifiers that follow a view written on one line.
enum ModifierLayout {
    /// The file's line limit, read once for all the rules that wrap or join lines.
    enum FileLineLimit: TreeDerivedValue {
        static func derive(for context: RuleContext) -> Int { ModifierLayout.lineLimit(of: context.source) }
    }

    /// 100 columns, as swift-format's default, or 120 in a file that already has lines longer
    /// than 100 (SwiftLint's default warning). Tabs count as four columns.
    static func lineLimit(of source: [UInt8]) -> Int {
        var column = 0
        for byte in source {
            if byte == UInt8(ascii: "\n") {
                column = 0
            } else if byte & 0xC0 != 0x80 {  // one column per character, not per UTF-8 byte
                column += byte == UInt8(ascii: "\t") ? 4 : 1
                if column > 100 { return 120 }
            }
        }
        return 100
    }

    /// Whether `node` is the first thing on its line, which is indented with `lineIndentation`.
    static func startsItsLine(_ node: some SyntaxProtocol, lineIndentation: String, in context: RuleContext) -> Bool {
        node.firstToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) == true
            || context.location(of: node).column == lineIndentation.utf8.count + 1
    }

    /// The columns `bytes` take on a line: tabs count as four, a character as one.
    static func columns(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\t") ? 4 : $1 & 0xC0 == 0x80 || $1 == UInt8(ascii: "\r") ? 0 : 1) }
    }

    /// The columns before `start` on its line, and after `end` on its line: what shares the line(s)
    /// with the code between them.
    static func surroundingColumns(of start: AbsolutePosition, to end: AbsolutePosition, in source: [UInt8]) -> (before: Int, after: Int) {
        let lower = start.utf8Offset, upper = end.utf8Offset
        let lineStart = source[..<lower].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = source[upper...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
        return (columns(source[lineStart..<lower]), columns(source[upper..<lineEnd]))
    }

    /// Whether the file indents the modifiers under a view written on one line one level past it
    /// (`Text(title)⏎    .font(.title)`), as SwiftUI code almost always does; true when it has no
    /// such line. A view that closes with `}` takes its modifiers at its own level, so only lines
    /// that close with `)` count.
    enum IndentsModifiersUnderOneLineViews: TreeDerivedValue {
        static func derive(for context: RuleContext) -> Bool { ModifierLayout.indentsModifiersUnderOneLineViews(context.source) }
    }

    static func indentsModifiersUnderOneLineViews(_ source: [UInt8]) -> Bool {
        var deeper = 0, same = 0
        var previous: (indentation: Int, first: UInt8, last: UInt8)?
        for line in source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let indentation = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let content = line.dropFirst(indentation).reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            guard let last = content.first, let first = content.last else { continue }
            let body = line.dropFirst(indentation)
            if first == UInt8(ascii: "."), body.count > 1, let next = body.dropFirst().first, (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")),
                let view = previous, view.last == UInt8(ascii: ")"), ![UInt8(ascii: "."), UInt8(ascii: "}"), UInt8(ascii: ")")].contains(view.first)
            {
                if indentation > view.indentation { deeper += 1 } else if indentation == view.indentation { same += 1 }
            }
            previous = (indentation, first, last)
        }
        return deeper >= same
    }
}

/// The modifiers chained after a view (`base.padding().font(.title)`), each a call whose callee
/// is a member of the one before.
struct ModifierChain {
    /// The outermost modifier call.
    let top: ExprSyntax
    /// How many levels of the tree `base` sits under `top`.
    let depth: Int

    /// The member access that starts the chain (`.padding` of `base.padding()`).
    private let firstAccess: MemberAccessExprSyntax

    /// The chain after `base`, nil when no modifier follows it. A property in the chain
    /// (Swiftfin's `.backport` before `.buttonStyle(.glass)`) is part of it.
    init?(after base: ExprSyntax) {
        var top: ExprSyntax?
        var first: MemberAccessExprSyntax?
        var current = base
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
            if first == nil { first = access }
            if let modifier = access.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == access.id {
                current = ExprSyntax(modifier)
            } else {
                current = ExprSyntax(access)
            }
            top = current
        }
        guard let top, let first else { return nil }
        self.top = top
        firstAccess = first
        depth = sequence(first: Syntax(base), next: \.parent).prefix { $0.id != top.id }.count
    }

    /// The text of `rewritten` (the chain's top, edits inside it applied) split after its base:
    /// the base's text and the modifiers' text, nil when they cannot be told apart.
    func split(_ rewritten: ExprSyntax) -> (base: String, modifiers: String)? {
        var base = Syntax(rewritten)
        for _ in 0..<depth { base = base.children(viewMode: .sourceAccurate).first ?? base }
        let start = rewritten.positionAfterSkippingLeadingTrivia.utf8Offset
        let text = rewritten.trimmedDescription
        let split = base.endPositionBeforeTrailingTrivia.utf8Offset - start
        guard split > 0, split < text.utf8.count else { return nil }
        let utf8 = Array(text.utf8)
        return (String(decoding: utf8[..<split], as: UTF8.self), String(decoding: utf8[split...], as: UTF8.self))
    }

    /// Whether the first modifier starts a line of its own at `indentation`.
    func modifiersStartLines(at indentation: String, in context: RuleContext) -> Bool {
        let period = firstAccess.period
        return period.leadingTrivia.contains(where: \.isNewline) && context.indentation(ofLineAt: period.positionAfterSkippingLeadingTrivia) == indentation
    }
}
