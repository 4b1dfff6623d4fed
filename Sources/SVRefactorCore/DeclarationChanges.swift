import SwiftSyntax

/// What a change of a file added and removed, as declarations: the subviews, methods and
/// initializers a rewrite created and the members it removed. A script or a coding agent reads
/// this instead of parsing a diff (`--reporter json`, the MCP server).
///
/// Found by comparing the declarations of the file before and after (and of the files the change
/// creates), not by asking the rules: it holds for every rule and any combination of them. A
/// declaration is identified by its file, the type it is in, its kind and its name (a function's
/// with its argument labels, `row(for:)`), so a member that moved within its type or changed its
/// body is neither; a type moved into a file of its own is removed here and created there. A
/// new type is reported, not each of its members; likewise a removed one. Declarations inside
/// function bodies and closures are not listed: nothing outside them can use them.
public struct DeclarationChanges: Sendable, Equatable {
    public struct Declaration: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case `struct`, `class`, `enum`, actor, `protocol`, `extension`, `typealias`
            case method, property, initializer, `subscript`
        }

        public var kind: Kind
        /// `HeaderView`, `header`, `addItem()`, `init(model:)`, `subscript(_:)`.
        public var name: String
        /// The qualified name of the type (or extended type) it is a member of; "" at file scope.
        public var container: String
        /// The display path of the file it is in: after the change for a created declaration, before
        /// it for a removed one.
        public var file: String
        /// 1-based line of its name (of its first keyword for an initializer or subscript).
        public var line: Int

        public init(kind: Kind, name: String, container: String, file: String, line: Int) {
            self.kind = kind
            self.name = name
            self.container = container
            self.file = file
            self.line = line
        }
    }

    /// In the changed file and the files the change creates, in file order and then source order.
    public var created: [Declaration]
    /// In the file as it was, in source order.
    public var removed: [Declaration]

    public init(created: [Declaration] = [], removed: [Declaration] = []) {
        self.created = created
        self.removed = removed
    }

    /// Compares `original` (at `path`) with `output`, plus `createdFiles` (display paths and
    /// contents) as new declarations beside it.
    public init(path: String, original: [UInt8], output: [UInt8], createdFiles: [(path: String, contents: [UInt8])] = []) {
        let before = Self.declarations(in: original, path: path)
        var after = Self.declarations(in: output, path: path)
        for file in createdFiles { after += Self.declarations(in: file.contents, path: file.path) }
        let typesBefore = Set(before.filter(\.isType).map(\.typeKey))
        let typesAfter = Set(after.filter(\.isType).map(\.typeKey))
        created = Self.unmatched(after, against: before, reportedWhen: typesBefore)
        removed = Self.unmatched(before, against: after, reportedWhen: typesAfter)
    }

    /// The declarations of `declarations` that `others` does not hold as many times, leaving out
    /// the members of a type that `existing` does not hold (the type itself is listed instead).
    private static func unmatched(_ declarations: [Entry], against others: [Entry], reportedWhen existing: Set<String>) -> [Declaration] {
        var remaining: [Key: Int] = [:]
        for entry in others { remaining[entry.key, default: 0] += 1 }
        var result: [Declaration] = []
        for entry in declarations {
            if let count = remaining[entry.key], count > 0 {
                remaining[entry.key] = count - 1
                continue
            }
            // A member of a type that is new (or gone) as a whole: the type says it.
            guard entry.declaration.container.isEmpty || existing.contains(entry.containerKey) else { continue }
            result.append(entry.declaration)
        }
        return result
    }

    private struct Key: Hashable {
        var file: String
        var container: String
        var kind: Declaration.Kind
        var name: String
    }

    private struct Entry {
        var declaration: Declaration
        var key: Key { Key(file: declaration.file, container: declaration.container, kind: declaration.kind, name: declaration.name) }
        var isType: Bool { ![.method, .property, .initializer, .subscript].contains(declaration.kind) }
        /// The file and the name the type's members are listed under (an extension's members are
        /// the extended type's).
        var typeKey: String {
            let name = declaration.kind == .extension || declaration.container.isEmpty ? declaration.name : declaration.container + "." + declaration.name
            return declaration.file + "\u{0}" + name
        }
        var containerKey: String { declaration.file + "\u{0}" + declaration.container }
    }

    private static func declarations(in source: [UInt8], path: String) -> [Entry] {
        let tree = Pipeline.parse(source)
        var walk = Walk(lines: LineTable(source), path: path)
        walk.collect(tree.statements)
        return walk.entries
    }

    /// Types, extensions and members, through `#if` clauses; not into bodies.
    private struct Walk {
        let lines: LineTable
        let path: String
        var entries: [Entry] = []

        mutating func collect(_ statements: CodeBlockItemListSyntax) {
            for statement in statements {
                if case let .decl(decl) = statement.item { collect(decl, in: "") }
            }
        }

        private mutating func collect(_ members: MemberBlockItemListSyntax, in container: String) {
            for member in members { collect(member.decl, in: container) }
        }

        private mutating func collect(_ decl: DeclSyntax, in container: String) {
            switch decl.as(DeclSyntaxEnum.self) {
            case let .structDecl(node): type(node, .struct, in: container)
            case let .classDecl(node): type(node, .class, in: container)
            case let .enumDecl(node): type(node, .enum, in: container)
            case let .actorDecl(node): type(node, .actor, in: container)
            case let .protocolDecl(node): type(node, .protocol, in: container)
            case let .extensionDecl(node):
                let extended = node.extendedType.trimmedDescription
                add(.extension, extended, in: container, at: node.extendedType)
                collect(node.memberBlock.members, in: extended)
            case let .typeAliasDecl(node): add(.typealias, node.name.text, in: container, at: node.name)
            case let .functionDecl(node):
                add(.method, node.name.text + Self.labels(node.signature.parameterClause), in: container, at: node.name)
            case let .initializerDecl(node):
                add(.initializer, "init" + Self.labels(node.signature.parameterClause), in: container, at: node.initKeyword)
            case let .subscriptDecl(node):
                add(.subscript, "subscript" + Self.labels(node.parameterClause), in: container, at: node.subscriptKeyword)
            case let .variableDecl(node):
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                    add(.property, name.text, in: container, at: name)
                }
            case let .ifConfigDecl(node):
                for clause in node.clauses {
                    switch clause.elements {
                    case let .decls(members): collect(members, in: container)
                    case let .statements(statements) where container.isEmpty: collect(statements)
                    default: continue
                    }
                }
            default:
                return
            }
        }

        private mutating func type(_ node: some DeclGroupSyntax & NamedDeclSyntax, _ kind: Declaration.Kind, in container: String) {
            add(kind, node.name.text, in: container, at: node.name)
            collect(node.memberBlock.members, in: container.isEmpty ? node.name.text : container + "." + node.name.text)
        }

        private mutating func add(_ kind: Declaration.Kind, _ name: String, in container: String, at node: some SyntaxProtocol) {
            let line = lines.location(of: node.positionAfterSkippingLeadingTrivia).line
            entries.append(Entry(declaration: Declaration(kind: kind, name: name, container: container, file: path, line: line)))
        }

        /// `(_:for:)`: a function's argument labels, as Swift names a function.
        private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
            "(" + clause.parameters.map { ($0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text) + ":" }.joined() + ")"
        }
    }
}
