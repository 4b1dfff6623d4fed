import SVRefactorCore
import SwiftSyntax

/// A file's top-level declarations as whole lines of text: what move-subviews-to-files can cut out
/// of a file and paste into another one without touching a character of it.
///
/// Each ``Item`` is a declaration at file scope, or inside `#if` blocks at file scope, with the
/// lines it spans: from its first attached comment (comment lines directly above it, with no
/// blank line between) to the end of its last line. A declaration that shares a line with other
/// code cannot be cut out by lines and is marked so.
struct ViewFileLayout {
    struct Item {
        /// A declaration, or a `#Preview` (an expression at file scope).
        var declaration: Syntax
        /// The `#if` clauses around it, outermost first.
        var conditions: [IfConfigClauseSyntax]
        /// 0-based line indices, inclusive.
        var firstLine: Int
        var lastLine: Int
        /// Whether only whitespace precedes it on its first line and only a comment follows it on
        /// its last: the lines hold nothing else.
        var ownsItsLines: Bool
        /// The line of a `// MARK:` comment in the trivia above it that a blank line separates from
        /// it: the heading of the section it opens.
        var sectionHeading: Int?
        /// For a declaration in `#if`: the `// MARK:` heading above the outermost `#if` block.
        var blockHeading: Int?

        /// The name a type, extension or preview provider declares (`HeaderSection`), if any.
        var typeName: String? {
            if let type = declaration.asProtocol(NamedDeclSyntax.self), declaration.is(StructDeclSyntax.self)
                || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
                || declaration.is(ProtocolDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
            {
                return type.name.text
            }
            return nil
        }

        /// `extension X` → `X` (its last component).
        var extendedTypeName: String? {
            guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { return nil }
            return ModuleLookup.components(of: extensionDecl.extendedType.trimmedDescription).last
        }

        /// A `#Preview { … }` or a `PreviewProvider` struct.
        var isPreview: Bool {
            if let macro = declaration.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
            if let macro = declaration.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
            if let structDecl = declaration.as(StructDeclSyntax.self) {
                return structDecl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
            }
            return false
        }
    }

    let source: [UInt8]
    /// Byte offset where each line starts; one more entry for the end of the text.
    let lineStarts: [Int]
    private(set) var items: [Item] = []
    /// Top-level `import` declarations (not those inside `#if`), in order.
    private(set) var imports: [ImportDeclSyntax] = []
    /// Top-level `#if` blocks that hold only imports, copied as they are.
    private(set) var conditionalImports: [IfConfigDeclSyntax] = []

    init(tree: SourceFileSyntax, source: [UInt8]) {
        self.source = source
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        if starts.last != source.count { starts.append(source.count) }
        lineStarts = starts
        collect(tree.statements, conditions: [])
        headerComment = Self.header(of: tree)
    }

    private static func header(of tree: SourceFileSyntax) -> [String]? {
        guard let first = tree.firstToken(viewMode: .sourceAccurate) else { return nil }
        let pieces = Array(first.leadingTrivia)
        // Up to the last blank line: what follows it belongs to the first declaration.
        guard let blank = pieces.lastIndex(where: { piece in
            switch piece {
            case let .newlines(count), let .carriageReturnLineFeeds(count): return count >= 2
            default: return false
            }
        }) else { return nil }
        let text = Trivia(pieces: Array(pieces[..<blank])).description
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { String($0) }
            .drop { $0.allSatisfy(\.isWhitespace) }
        guard pieces[..<blank].contains(where: \.isComment), !lines.isEmpty else { return nil }
        return Array(lines.map { line in String(line.reversed().drop(while: \.isWhitespace).reversed()) })
    }

    var lineCount: Int { lineStarts.count - 1 }

    /// The 0-based line holding byte `offset`.
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return min(low, lineCount - 1)
    }

    /// The text of 0-based lines `range`, line breaks included.
    func text(ofLines range: ClosedRange<Int>) -> ArraySlice<UInt8> {
        source[lineStarts[range.lowerBound]..<lineStarts[range.upperBound + 1]]
    }

    func isBlank(line: Int) -> Bool {
        guard line >= 0, line < lineCount else { return false }
        return text(ofLines: line...line).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// Lines that hold more than whitespace.
    var nonBlankLineCount: Int {
        (0..<lineCount).count { !isBlank(line: $0) }
    }

    func nonBlankLineCount(_ range: ClosedRange<Int>) -> Int {
        range.count { !isBlank(line: $0) }
    }

    /// The comments at the top of the file that a blank line separates from its first
    /// declaration: the license or copyright header, as text without its line breaks. Nil when the
    /// file has none.
    private(set) var headerComment: [String]?

    /// Whether a line holds a `// MARK:` comment.
    func isSectionHeading(_ line: Int) -> Bool {
        let text = trimmedText(ofLine: line)
        return text.starts(with: "//".utf8) && String(decoding: text, as: UTF8.self).contains("MARK:")
    }

    func trimmedText(ofLine line: Int) -> ArraySlice<UInt8> {
        var text = text(ofLines: line...line)
        while let first = text.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { text = text.dropFirst() }
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            text = text.dropLast()
        }
        return text
    }

    private mutating func collect(_ statements: CodeBlockItemListSyntax, conditions: [IfConfigClauseSyntax]) {
        for statement in statements {
            let declaration: DeclSyntax
            switch statement.item {
            case let .decl(decl): declaration = decl
            case let .expr(expression):
                // `#Preview { … }` at file scope parses as an expression.
                if expression.is(MacroExpansionExprSyntax.self) { items.append(item(for: Syntax(expression), conditions: conditions)) }
                continue
            default: continue
            }
            if let importDecl = declaration.as(ImportDeclSyntax.self), conditions.isEmpty {
                imports.append(importDecl)
                continue
            }
            if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                if conditions.isEmpty, ifConfig.holdsOnlyImports {
                    conditionalImports.append(ifConfig)
                    continue
                }
                let first = items.count
                for clause in ifConfig.clauses {
                    if case let .statements(inner)? = clause.elements { collect(inner, conditions: conditions + [clause]) }
                }
                if conditions.isEmpty, let heading = heading(above: Syntax(ifConfig)) {
                    for index in first..<items.count { items[index].blockHeading = heading }
                }
                continue
            }
            items.append(item(for: Syntax(declaration), conditions: conditions))
        }
    }

    /// Where the first comment of the declaration's leading trivia on `line` starts.
    private func offsetOfFirstComment(_ declaration: Syntax, from line: Int) -> Int {
        var offset = declaration.position.utf8Offset
        for piece in declaration.leadingTrivia {
            if piece.isComment, offset >= lineStarts[line] { return offset }
            offset += piece.sourceLength.utf8Length
        }
        return lineStarts[line]
    }

    /// The line of the last `// MARK:` comment in a node's leading trivia.
    private func heading(above node: Syntax) -> Int? {
        var heading: Int?
        var pieceStart = node.position.utf8Offset
        for piece in node.leadingTrivia {
            if case let .lineComment(text) = piece, text.contains("MARK:") { heading = line(ofOffset: pieceStart) }
            pieceStart += piece.sourceLength.utf8Length
        }
        return heading
    }

    private func item(for declaration: Syntax, conditions: [IfConfigClauseSyntax]) -> Item {
        let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        let firstCodeLine = line(ofOffset: start)
        let lastLine = line(ofOffset: max(start, end - 1))
        var ownsItsLines = source[lineStarts[firstCodeLine]..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        // After the declaration on its last line: only whitespace or a comment.
        var rest = source[end..<lineStarts[lastLine + 1]].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if rest.starts(with: "//".utf8) { rest = [] }
        if !rest.allSatisfy({ $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) { ownsItsLines = false }
        // Attached comments: those right above it in its leading trivia, up to a blank line.
        var firstLine = firstCodeLine
        var offset = start
        var newlinesInARow = 0
        for piece in declaration.leadingTrivia.reversed() {
            offset -= piece.sourceLength.utf8Length
            switch piece {
            case .spaces, .tabs: continue
            case let .newlines(count), let .carriageReturnLineFeeds(count):
                newlinesInARow += count
            case .carriageReturns:
                continue
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                newlinesInARow = 0
                firstLine = line(ofOffset: offset)
                continue
            default:
                newlinesInARow = 2
            }
            if newlinesInARow >= 2 { break }
        }
        // A comment that starts on another declaration's line is that one's.
        if firstLine < firstCodeLine, !source[lineStarts[firstLine]..<max(lineStarts[firstLine], offsetOfFirstComment(declaration, from: firstLine))]
            .allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        {
            ownsItsLines = false
        }
        var heading = heading(above: declaration)
        if let found = heading, found >= firstLine { heading = nil }
        return Item(
            declaration: declaration, conditions: conditions, firstLine: firstLine, lastLine: lastLine, ownsItsLines: ownsItsLines,
            sectionHeading: heading)
    }
}

extension IfConfigDeclSyntax {
    /// `#if canImport(UIKit)` / `import UIKit` / `#endif`: only imports in every clause.
    fileprivate var holdsOnlyImports: Bool {
        clauses.allSatisfy { clause in
            guard case let .statements(statements)? = clause.elements else { return clause.elements == nil }
            return statements.allSatisfy { $0.item.as(ImportDeclSyntax.self) != nil }
        }
    }
}
