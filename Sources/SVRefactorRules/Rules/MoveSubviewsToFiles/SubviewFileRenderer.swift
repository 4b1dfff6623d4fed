import Foundation
import SVRefactorCore
import SwiftSyntax

/// Makes the text of the moves: the original file without the moved lines, and one new file per
/// view. Moved lines are copied byte for byte (their indentation, comments and line endings stay);
/// only a renamed view's name and its dropped `private` change. What the renderer writes itself
/// (the header, imports, `#if` lines and blank lines between) uses the file's line ending.
struct SubviewFileRenderer {
    let layout: ViewFileLayout
    let path: String
    let lineEnding: String

    /// The original file's new text and the new files, named.
    /// `imports` holds each move's import lines: those for the top of the new file, and those that
    /// go inside the view's `#if`.
    /// `removingLines`: lines of the old file that go too (imports only the moved code needed).
    func render(
        _ moves: [SubviewMove], imports: [(outside: [String], inside: [String])], removingLines: Set<Int> = []
    ) -> (original: [UInt8], created: [(name: String, text: String)]) {
        let edited = textWithRenamesAndAccess(moves)
        let lines = splitLines(edited)
        var created: [(String, String)] = []
        for (move, imports) in zip(moves, imports) {
            created.append((move.fileName, newFile(for: move, lines: lines, imports: imports)))
        }
        return (remainder(after: moves, lines: lines, removingLines: removingLines), created)
    }

    // MARK: - The new file

    private func newFile(for move: SubviewMove, lines: [ArraySlice<UInt8>], imports: (outside: [String], inside: [String])) -> String {
        var sections: [String] = []
        if let header = header(renamingFileTo: move.fileName) { sections.append(header) }
        if !imports.outside.isEmpty { sections.append(imports.outside.joined(separator: lineEnding)) }
        let body = move.items.map { item in
            let text = String(decoding: lines[item.firstLine...item.lastLine].joined(), as: UTF8.self).trimmingTrailingLineBreaks()
            // A companion in an `#if` of its own (a `#if DEBUG` preview) keeps it.
            let extra = item.conditions.dropFirst(move.view.conditions.count)
            return (extra.map { "#if " + ($0.condition?.trimmedDescription ?? "") } + [text] + extra.map { _ in "#endif" })
                .joined(separator: lineEnding)
        }.joined(separator: lineEnding + lineEnding)
        let conditions = move.view.conditions
        var opening = conditions.map { "#if " + ($0.condition?.trimmedDescription ?? "") }
        if !imports.inside.isEmpty { opening += imports.inside + [""] }
        let closing = conditions.map { _ in "#endif" }
        // The heading of the `#if` block the view leaves whole goes above it.
        if let heading = move.blockHeading {
            sections.append(String(decoding: lines[heading], as: UTF8.self).trimmingTrailingLineBreaks())
        }
        sections.append((opening + [body] + closing).joined(separator: lineEnding))
        return sections.joined(separator: lineEnding + lineEnding) + lineEnding
    }

    /// The file's license or copyright header, with the old file's name in it replaced by the new
    /// one (Xcode's template names the file). Tool directives in it (`swiftlint:disable`) are the
    /// old file's business and stay there.
    private func header(renamingFileTo fileName: String) -> String? {
        guard let header = layout.headerComment else { return nil }
        let oldName = path.split(separator: "/").last.map(String.init) ?? path
        let lines = header.filter { line in !["swiftlint:", "swiftformat:", "svrefactor:", "periphery:"].contains { line.contains($0) } }
        guard lines.contains(where: { $0.contains { $0.isLetter || $0.isNumber } }) else { return nil }
        return lines.map { Self.naming(fileName, in: $0, insteadOf: oldName) }.joined(separator: lineEnding)
    }

    /// Xcode's template line (`//  ProfileView.swift`) names the new file, even when it named
    /// another file than the old one (a file renamed since); elsewhere the old name is replaced.
    static func naming(_ fileName: String, in line: String, insteadOf oldName: String) -> String {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        if words.count == 2, words[0] == "//", words[1].hasSuffix(".swift"), let range = line.range(of: String(words[1]), options: .backwards) {
            return line.replacingCharacters(in: range, with: fileName)
        }
        return line.replacingOccurrences(of: oldName, with: fileName)
    }

    // MARK: - The original file

    /// The lines that stay. Each moved run of lines goes with one blank line beside it, so the
    /// declarations around it keep one blank line between them; an `#if` block left empty goes too.
    private func remainder(after moves: [SubviewMove], lines: [ArraySlice<UInt8>], removingLines: Set<Int>) -> [UInt8] {
        var removed = Set<Int>()
        for move in moves {
            for item in move.items { removed.formUnion(item.firstLine...item.lastLine) }
            if let heading = move.blockHeading { removed.insert(heading) }
        }
        removed.formUnion(emptiedConditionalBlocks(removed))
        // Lines that go alone (an import among imports): no blank line goes with them.
        removed.formUnion(removingLines)
        // Runs of removed lines, each with a blank neighbour removed too.
        var line = 0
        var extra = Set<Int>()
        while line < lines.count {
            guard removed.contains(line) else {
                line += 1
                continue
            }
            var end = line
            while end + 1 < lines.count, removed.contains(end + 1) || (layout.isBlank(line: end + 1) && removed.contains(end + 2)) { end += 1 }
            let before = line - 1, after = end + 1
            let blankBefore = before >= 0 && layout.isBlank(line: before) && !extra.contains(before)
            let blankAfter = after < lines.count && layout.isBlank(line: after)
            if blankBefore && (blankAfter || after >= lines.count || isClosing(line: after)) {
                extra.insert(before)
            } else if blankAfter && (before < 0 || isOpening(line: before)) {
                extra.insert(after)
            }
            for index in line...end where layout.isBlank(line: index) { extra.insert(index) }
            line = end + 1
        }
        removed.formUnion(extra)
        return lines.indices.filter { !removed.contains($0) }.flatMap { Array(lines[$0]) }
    }

    /// Lines of `#if … #endif` blocks at file scope whose every declaration moves.
    private func emptiedConditionalBlocks(_ removed: Set<Int>) -> Set<Int> {
        var lines = Set<Int>()
        var blocks: [SyntaxIdentifier: (IfConfigDeclSyntax, [ViewFileLayout.Item])] = [:]
        for item in layout.items {
            guard let outermost = item.conditions.first, let block = outermost.parent?.parent?.as(IfConfigDeclSyntax.self) else { continue }
            blocks[block.id, default: (block, [])].1.append(item)
        }
        for (block, items) in blocks.values where items.allSatisfy({ removed.contains($0.firstLine) }) {
            let first = layout.line(ofOffset: block.positionAfterSkippingLeadingTrivia.utf8Offset)
            let last = layout.line(ofOffset: block.endPositionBeforeTrailingTrivia.utf8Offset - 1)
            // Only a block with nothing but these declarations and blank lines inside.
            let inside = (first + 1)..<last
            guard inside.allSatisfy({ removed.contains($0) || layout.isBlank(line: $0) || isPoundDirective(layout.trimmedText(ofLine: $0)) }) else { continue }
            lines.formUnion(first...last)
        }
        return lines
    }

    private func isPoundDirective(_ text: ArraySlice<UInt8>) -> Bool {
        text.starts(with: "#else".utf8) || text.starts(with: "#elseif".utf8)
    }

    /// Renames and a dropped `private` do not change how a line begins or ends: the old text tells.
    private func isOpening(line: Int) -> Bool {
        let text = layout.trimmedText(ofLine: line)
        return text.last == UInt8(ascii: "{") || text.starts(with: "#if".utf8)
    }

    private func isClosing(line: Int) -> Bool {
        let text = layout.trimmedText(ofLine: line)
        return text.first == UInt8(ascii: "}") || text.starts(with: "#endif".utf8) || text.starts(with: "#else".utf8)
    }

    // MARK: - Names and access

    /// The source with every renamed view's name replaced (its declaration and uses, not members
    /// of other types that share the name) and the `private` of every moving view dropped.
    private func textWithRenamesAndAccess(_ moves: [SubviewMove]) -> [UInt8] {
        var edits: [(range: Range<Int>, text: String)] = []
        let renames = moves.reduce(into: [String: String]()) { renames, move in renames.merge(move.renames) { first, _ in first } }
        if !renames.isEmpty, let file = moves.first?.declaration.root {
            for token in file.tokens(viewMode: .sourceAccurate) {
                guard case let .identifier(name) = token.tokenKind, let newName = renames[name], Self.namesType(token) else { continue }
                edits.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, newName))
            }
        }
        for move in moves {
            guard let modifier = move.accessModifier else { continue }
            // The modifier and the space after it; its leading trivia (a doc comment) stays.
            edits.append((modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPosition.utf8Offset, ""))
        }
        var bytes = layout.source
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return bytes
    }

    /// Whether an identifier token names a file-scope type: written as a type, or referred to as a
    /// value (`HeaderSection(title:)`), or declared; not a member (`.HeaderSection`, `Other.HeaderSection`).
    private static func namesType(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let type = parent.as(IdentifierTypeSyntax.self) { return type.name.id == token.id }
        if let reference = parent.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.id == token.id && reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        }
        if let structDecl = parent.as(StructDeclSyntax.self) { return structDecl.name.id == token.id }
        return false
    }

    private func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }
}

extension String {
    fileprivate func trimmingTrailingLineBreaks() -> String {
        var text = Substring(self)
        while text.last == "\n" || text.last == "\r\n" || text.last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
