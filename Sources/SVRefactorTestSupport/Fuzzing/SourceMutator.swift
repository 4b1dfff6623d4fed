import SVRefactorCore
import SwiftSyntax

/// Mutations of Swift source that a user's worst day produces: moved, duplicated and deleted
/// members and statements, comments and MARKs in odd places, `#if` blocks, emoji, tabs, CRLF, a BOM,
/// extra containers, renamed identifiers, added attributes, and some raw token and byte damage.
///
/// Most mutations edit whole syntax nodes (found by parsing the current text), so the result
/// usually still parses and the rules really run; the damaging ones make sure the engine also sees
/// broken input. Each is a pure function of the text and the random generator, so a case is
/// reproducible from its number.
public enum SourceMutator {
    public enum Kind: String, CaseIterable, Sendable {
        case swapMembers, duplicateMember, deleteMember
        case swapStatements, duplicateStatement, deleteStatement
        case blockComment, lineComment, docComment, trailingComment, mark
        case ifConfig, emoji, tabs, crlf, byteOrderMark, wrapInContainer, rename, attribute
        case tokenDamage, byteDamage

        /// Kinds that mostly keep a file parsable, drawn far more often than the damaging ones.
        static let structural: [Kind] = allCases.filter { $0 != .tokenDamage && $0 != .byteDamage }
    }

    /// Applies `kind` to `text`; nil when the text has nothing it applies to.
    public static func apply(_ kind: Kind, to text: [UInt8], using random: inout some RandomNumberGenerator) -> [UInt8]? {
        let tree = Pipeline.parse(text)
        let nodes = Nodes(tree)
        switch kind {
        case .swapMembers: return swapTwo(in: nodes.memberLists, text, &random)
        case .duplicateMember: return duplicateOne(in: nodes.memberLists, text, &random)
        case .deleteMember: return deleteOne(in: nodes.memberLists, text, &random)
        case .swapStatements: return swapTwo(in: nodes.statementLists, text, &random)
        case .duplicateStatement: return duplicateOne(in: nodes.statementLists, text, &random)
        case .deleteStatement: return deleteOne(in: nodes.statementLists, text, &random)
        case .blockComment:
            guard let token = nodes.tokens.randomElement(using: &random) else { return nil }
            return insert("/* fuzz \(Int.random(in: 0..<1000, using: &random)) */ ", at: token.positionAfterSkippingLeadingTrivia, text)
        case .lineComment:
            guard let item = nodes.items.randomElement(using: &random) else { return nil }
            return insert("// fuzz \(Int.random(in: 0..<1000, using: &random))\n\(indentation(of: item, text))", at: item.positionAfterSkippingLeadingTrivia, text)
        case .docComment:
            guard let item = nodes.items.randomElement(using: &random) else { return nil }
            return insert("/// Fuzz doc \(Int.random(in: 0..<1000, using: &random)).\n\(indentation(of: item, text))", at: item.positionAfterSkippingLeadingTrivia, text)
        case .trailingComment:
            guard let token = nodes.tokens.filter({ $0.trailingTrivia.isEmpty && endsLine($0, text) }).randomElement(using: &random) else { return nil }
            return insert(" // trailing fuzz \(Int.random(in: 0..<1000, using: &random))", at: token.endPositionBeforeTrailingTrivia, text)
        case .mark:
            guard let item = nodes.memberLists.flatMap({ Array($0) }).randomElement(using: &random) else { return nil }
            let indent = indentation(of: item, text)
            return insert("// MARK: - Fuzz \(Int.random(in: 0..<1000, using: &random))\n\n\(indent)", at: item.positionAfterSkippingLeadingTrivia, text)
        case .ifConfig:
            guard let item = nodes.items.randomElement(using: &random) else { return nil }
            let indent = indentation(of: item, text)
            let condition = ["DEBUG", "os(iOS)", "canImport(UIKit)", "swift(>=5.9)"].randomElement(using: &random)!
            let wrapped = "#if \(condition)\n\(indent)" + String(decoding: text[range(of: item, trimmed: true)], as: UTF8.self) + "\n\(indent)#endif"
            return replace(range(of: item, trimmed: true), with: wrapped, text)
        case .emoji:
            let places = nodes.stringSegments.map(\.endPosition) + nodes.comments
            guard let place = places.randomElement(using: &random) else { return nil }
            return insert(["🚀", "é", "日本", "👩‍👩‍👧", "\u{200B}"].randomElement(using: &random)!, at: place, text)
        case .tabs:
            return retabbed(text)
        case .crlf:
            guard !text.contains(UInt8(ascii: "\r")), text.contains(UInt8(ascii: "\n")) else { return nil }
            return text.flatMap { $0 == UInt8(ascii: "\n") ? [UInt8(ascii: "\r"), $0] : [$0] }
        case .byteOrderMark:
            guard !text.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
            return [0xEF, 0xBB, 0xBF] + text
        case .wrapInContainer:
            guard let block = nodes.bodies.randomElement(using: &random) else { return nil }
            let container = ["Group", "VStack", "ScrollView", "do"].randomElement(using: &random)!
            return insert(" \(container) {", at: block.lowerBound, insert("}\n", at: block.upperBound, text) ?? text)
        case .rename:
            guard let name = nodes.identifiers.randomElement(using: &random) else { return nil }
            let suffix = ["Renamed", "2", "_fz", "Ü"].randomElement(using: &random)!
            var result = text
            for token in nodes.tokens.reversed() where token.tokenKind == .identifier(name) {
                result = insert(suffix, at: token.endPositionBeforeTrailingTrivia, result) ?? result
            }
            return result
        case .attribute:
            guard let member = nodes.memberLists.flatMap({ Array($0) }).randomElement(using: &random) else { return nil }
            let attribute = ["@MainActor", "@available(iOS 17, *)", "@ViewBuilder", "@discardableResult", "@inlinable"].randomElement(using: &random)!
            return insert(attribute + " ", at: member.positionAfterSkippingLeadingTrivia, text)
        case .tokenDamage:
            guard let token = nodes.tokens.randomElement(using: &random) else { return nil }
            let tokenRange = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return replace(tokenRange, with: "", text)
            case 1: return insert(String(decoding: text[tokenRange], as: UTF8.self) + " ", at: token.positionAfterSkippingLeadingTrivia, text)
            default: return insert(["{", "}", "(", ")", "$", "#if", "\"", "/*", "@", ":", "case"].randomElement(using: &random)!, at: token.positionAfterSkippingLeadingTrivia, text)
            }
        case .byteDamage:
            guard !text.isEmpty else { return nil }
            var result = text
            let index = Int.random(in: 0..<text.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: result.remove(at: index)
            case 1: result.insert(UInt8.random(in: 0...255, using: &random), at: index)
            default: result[index] = UInt8.random(in: 0x20...0x7E, using: &random)
            }
            return result
        }
    }

    // MARK: - Finding places

    /// The nodes mutations pick from, collected in one walk.
    private struct Nodes {
        var memberLists: [MemberBlockItemListSyntax] = []
        var statementLists: [CodeBlockItemListSyntax] = []
        /// Members and statements: places where a line of its own fits.
        var items: [Syntax] = []
        var tokens: [TokenSyntax] = []
        var identifiers: [String] = []
        var stringSegments: [StringSegmentSyntax] = []
        /// Positions just inside comments (after `//` or `/*`).
        var comments: [AbsolutePosition] = []
        /// Byte ranges of the insides of braces around statements (bodies and closures).
        var bodies: [Range<Int>] = []

        init(_ tree: SourceFileSyntax) {
            var identifierSet = Set<String>()
            for token in tree.tokens(viewMode: .sourceAccurate) {
                tokens.append(token)
                if case let .identifier(name) = token.tokenKind { identifierSet.insert(name) }
                var offset = token.position
                for piece in token.leadingTrivia {
                    if piece.isComment { comments.append(offset.advanced(by: 2)) }
                    offset = offset + piece.sourceLength
                }
            }
            identifiers = identifierSet.sorted()
            var stack: [Syntax] = [Syntax(tree)]
            while let node = stack.popLast() {
                if let list = node.as(MemberBlockItemListSyntax.self) {
                    memberLists.append(list)
                    items += list.map(Syntax.init)
                } else if let list = node.as(CodeBlockItemListSyntax.self) {
                    statementLists.append(list)
                    items += list.map(Syntax.init)
                } else if let segment = node.as(StringSegmentSyntax.self) {
                    stringSegments.append(segment)
                } else if let block = node.as(CodeBlockSyntax.self) {
                    bodies.append(block.leftBrace.endPosition.utf8Offset..<block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
                } else if let closure = node.as(ClosureExprSyntax.self), closure.signature == nil {
                    bodies.append(closure.leftBrace.endPosition.utf8Offset..<closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
                stack += node.children(viewMode: .sourceAccurate).reversed()
            }
        }
    }

    private static func swapTwo<List: SyntaxCollection>(in lists: [List], _ text: [UInt8], _ random: inout some RandomNumberGenerator) -> [UInt8]? {
        guard let list = lists.filter({ $0.count >= 2 }).randomElement(using: &random) else { return nil }
        let items = Array(list)
        var first = Int.random(in: 0..<items.count, using: &random), second = Int.random(in: 0..<items.count - 1, using: &random)
        if second >= first { second += 1 }
        if first > second { swap(&first, &second) }
        let a = range(of: items[first], trimmed: false), b = range(of: items[second], trimmed: false)
        return Array(text[..<a.lowerBound] + text[b] + text[a.upperBound..<b.lowerBound] + text[a] + text[b.upperBound...])
    }

    private static func duplicateOne<List: SyntaxCollection>(in lists: [List], _ text: [UInt8], _ random: inout some RandomNumberGenerator) -> [UInt8]? {
        guard let item = lists.flatMap({ Array($0) }).randomElement(using: &random) else { return nil }
        let itemRange = range(of: item, trimmed: false)
        return Array(text[..<itemRange.upperBound] + text[itemRange] + text[itemRange.upperBound...])
    }

    private static func deleteOne<List: SyntaxCollection>(in lists: [List], _ text: [UInt8], _ random: inout some RandomNumberGenerator) -> [UInt8]? {
        guard let item = lists.flatMap({ Array($0) }).randomElement(using: &random) else { return nil }
        return replace(range(of: item, trimmed: true), with: "", text)
    }

    // MARK: - Editing bytes

    private static func range(of node: some SyntaxProtocol, trimmed: Bool) -> Range<Int> {
        trimmed
            ? node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            : node.position.utf8Offset..<node.endPosition.utf8Offset
    }

    private static func insert(_ string: String, at position: AbsolutePosition, _ text: [UInt8]) -> [UInt8]? {
        insert(string, at: position.utf8Offset, text)
    }

    private static func insert(_ string: String, at offset: Int, _ text: [UInt8]) -> [UInt8]? {
        guard offset <= text.count else { return nil }
        return Array(text[..<offset] + Array(string.utf8) + text[offset...])
    }

    private static func replace(_ range: Range<Int>, with string: String, _ text: [UInt8]) -> [UInt8]? {
        guard range.upperBound <= text.count else { return nil }
        return Array(text[..<range.lowerBound] + Array(string.utf8) + text[range.upperBound...])
    }

    /// The spaces and tabs before `node` on its line.
    private static func indentation(of node: some SyntaxProtocol, _ text: [UInt8]) -> String {
        let end = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var start = end
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }

    private static func endsLine(_ token: TokenSyntax, _ text: [UInt8]) -> Bool {
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        return end < text.count && (text[end] == UInt8(ascii: "\n") || text[end] == UInt8(ascii: "\r"))
    }

    /// Every run of four leading spaces on a line becomes a tab.
    private static func retabbed(_ text: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        var atLineStart = true, spaces = 0
        for byte in text {
            if atLineStart, byte == UInt8(ascii: " ") {
                spaces += 1
                if spaces == 4 { result.append(UInt8(ascii: "\t")); spaces = 0 }
                continue
            }
            if atLineStart { result += Array(repeating: UInt8(ascii: " "), count: spaces); spaces = 0 }
            atLineStart = byte == UInt8(ascii: "\n")
            result.append(byte)
        }
        result += Array(repeating: UInt8(ascii: " "), count: spaces)
        return result == text ? nil : result
    }
}
