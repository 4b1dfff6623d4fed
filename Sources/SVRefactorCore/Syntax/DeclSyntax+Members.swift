import SwiftSyntax

extension VariableDeclSyntax {
    /// A property with a getter (`var x: T { … }`, `get`/`set`), as opposed to stored (with or without observers).
    public var isComputed: Bool {
        bindings.contains { binding in
            switch binding.accessorBlock?.accessors {
            case .getter: return true
            case let .accessors(list):
                return list.contains { accessor in
                    let kind = accessor.accessorSpecifier.tokenKind
                    return kind != .keyword(.willSet) && kind != .keyword(.didSet)
                }
            case nil: return false
            }
        }
    }

    /// Names bound by this declaration (`let a, b: Int` binds `a` and `b`).
    public var boundNames: [String] {
        bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }
}

extension DeclModifierListSyntax {
    /// `static`, or `class` (a class's overridable static member).
    public var containsStatic: Bool { summary.isStatic }

    public var containsLazy: Bool { summary.isLazy }

    public var containsMutating: Bool { summary.isMutating }

    /// `public` or `open`.
    public var isPublic: Bool { summary.isPublic }

    /// `private` or `fileprivate` (not `private(set)`).
    public var isPrivate: Bool { summary.isPrivate }

    /// The `private` or `fileprivate` modifier (not `private(set)`), if any.
    public var filePrivateModifier: DeclModifierSyntax? {
        first(where: DeclModifierSummary.isFilePrivate)
    }

    /// What the list says, in one pass: for code that asks several of the questions above.
    public var summary: DeclModifierSummary {
        var summary = DeclModifierSummary()
        for modifier in self {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class): summary.isStatic = true
            case .keyword(.lazy): summary.isLazy = true
            case .keyword(.mutating): summary.isMutating = true
            case .keyword(.public), .keyword(.open): summary.isPublic = true
            default: if DeclModifierSummary.isFilePrivate(modifier) { summary.isPrivate = true }
            }
        }
        return summary
    }
}

/// The modifiers of a declaration that the rules and the project model ask about.
public struct DeclModifierSummary: Equatable, Sendable {
    /// `static` or `class`.
    public var isStatic = false
    public var isLazy = false
    public var isMutating = false
    /// `public` or `open`.
    public var isPublic = false
    /// `private` or `fileprivate` (not `private(set)`).
    public var isPrivate = false

    /// `private` or `fileprivate` without a detail: `private(set)` limits only the setter.
    static func isFilePrivate(_ modifier: DeclModifierSyntax) -> Bool {
        let kind = modifier.name.tokenKind
        return (kind == .keyword(.private) || kind == .keyword(.fileprivate)) && modifier.detail == nil
    }
}

extension SyntaxProtocol {
    /// The comments in the trivia of this node's tokens, in source order: all but those in front of
    /// its first token, which belong to where the node stands rather than to the node. Stops at
    /// `stop` (not included); tokens inside `excluded` do not count.
    public func commentsInside(upTo stop: TokenSyntax? = nil, excluding excluded: Range<AbsolutePosition>? = nil) -> [TriviaPiece] {
        var comments: [TriviaPiece] = []
        var isFirst = true
        for token in tokens(viewMode: .sourceAccurate) {
            if token.id == stop?.id { break }
            defer { isFirst = false }
            if let excluded, excluded.contains(token.position) { continue }
            let trivia = isFirst ? token.trailingTrivia : token.leadingTrivia + token.trailingTrivia
            comments += trivia.filter(\.isComment)
        }
        return comments
    }

    /// Every descendant node in source order (not including `self`), visited as the sequence is
    /// iterated: no array of the whole subtree is built.
    public func descendants() -> SyntaxDescendants {
        SyntaxDescendants(root: Syntax(self))
    }
}

/// The descendants of a node in source order (depth first, pre-order), produced lazily.
public struct SyntaxDescendants: Sequence {
    let root: Syntax

    public struct Iterator: IteratorProtocol {
        /// The nodes on the path to the last one returned, and for each the index of its next child.
        private var parents: [Syntax]
        private var pending: [SyntaxChildrenIndex]

        init(root: Syntax) {
            parents = [root]
            pending = [root.children(viewMode: .sourceAccurate).startIndex]
        }

        public mutating func next() -> Syntax? {
            while let parent = parents.last {
                let children = parent.children(viewMode: .sourceAccurate)
                let index = pending[pending.count - 1]
                guard index != children.endIndex else {
                    parents.removeLast()
                    pending.removeLast()
                    continue
                }
                let child = children[index]
                pending[pending.count - 1] = children.index(after: index)
                parents.append(child)
                pending.append(child.children(viewMode: .sourceAccurate).startIndex)
                return child
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(root: root)
    }
}
