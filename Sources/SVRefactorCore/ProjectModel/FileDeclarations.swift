import SwiftParser
import SwiftSyntax

/// What one file contributes to the ``ProjectModel``: the types it declares and extends, the names
/// its code mentions, and its calls of type-named things. Built from a syntax tree, kept without it.
public struct FileDeclarations: Sendable {
    /// The display path of the file.
    public var path: String
    /// Every type declaration and extension outside function bodies, in source order. Local types
    /// (declared inside a function, closure or accessor) are not visible elsewhere and are left out.
    public var types: [TypeDeclaration]
    /// Every identifier token of the code (not of comments or string literals) that starts with an
    /// uppercase letter: the type-like names, which is what rules ask about (is a name free?).
    public var identifiers: Set<String>
    /// Names written after a dot whose base is not `self` (`view.header`, `.constant`, `\.title`):
    /// possible uses of another type's member.
    public var memberAccesses: Set<String>
    /// The type-like names of `identifiers` that are written other than as a callee (`Row(…)`) or a
    /// declaration's own name (`struct Row`): in a type annotation, a return type, a generic
    /// argument, `Row.self`, `Row.Inner`. A value can only be held as type `Row` where `Row` is
    /// written so (or inferred from such a place), which is how rules tell that no other file holds one.
    public var namesOutsideCalls: Set<String>
    /// Every identifier the code writes, lowercase ones included, as a filter that may say "maybe"
    /// wrongly but never "no" (see ``NameFilter``).
    public var names: NameFilter
    /// Calls whose callee is named like a type (`ProfileView(user: u)`): possible initializer calls.
    public var callSites: [InitializerCallSite]
    /// Last components of every type named in a struct's inheritance clause anywhere in the file,
    /// local structs included (`View` for `struct Row: SwiftUI.View`). Rules that only look at
    /// structs of some protocol can tell from it that a file has none, without parsing it again.
    public var structConformances: Set<String>
    /// `objectWillChange` and projected values (`$query`, `model.$value`), in source order.
    public var combineUses: [CombineUse]
    /// For each type whose code or header writes type-like names (see ``identifiers``) where the
    /// file does not show that the code runs on the main actor ("" for file scope), a filter of
    /// those names. Left out: code of a type whose declaration here is `@MainActor` or adopts one
    /// of Apple's main-actor protocols (``AppleMainActorTypes``), of a `@MainActor` extension, and
    /// of `#Preview` closures. A type isolated some other way (a superclass, a protocol of the
    /// module) is listed, for the module to resolve. Filters rather than name sets: the names of a
    /// module's services and models, kept exactly, grew its peak memory by a sixth.
    public var mentionsOutsideMainActor: [String: NameFilter]
    /// Whether the parser reported a syntax error. What parsed still counts.
    public var hasSyntaxErrors: Bool
    /// Hash of the file's bytes (``contentHash(of:)``): tells whether the file seen later is the
    /// one indexed.
    public var contentHash: UInt64

    public init(path: String) {
        self.path = path
        types = []
        identifiers = []
        memberAccesses = []
        namesOutsideCalls = []
        names = NameFilter()
        callSites = []
        structConformances = []
        combineUses = []
        mentionsOutsideMainActor = [:]
        hasSyntaxErrors = false
        contentHash = 0
    }

    /// Extracts the declarations of a parsed file. `source` is the tree's text.
    public init(path: String, tree: SourceFileSyntax, source: [UInt8]) {
        var collector = DeclarationCollector(source: source)
        collector.collect(tree.statements, isLocal: false)
        collector.markPropertiesServingOnlyViewHelpers()
        let code = CodeScanner.scan(source)
        let lines = LineTable(source)
        self.path = path
        types = collector.types.map { declaration in
            var declaration = declaration
            declaration.file = path
            (declaration.line, declaration.column) = lines.location(of: AbsolutePosition(utf8Offset: declaration.nameOffset))
            // Only needed until now; cleared so that an entry decoded from the cache equals this one.
            declaration.nameOffset = 0
            return declaration
        }
        identifiers = code.identifiers
        memberAccesses = code.memberAccesses
        namesOutsideCalls = code.namesOutsideCalls
        names = code.names
        callSites = code.calls.map { call in
            let (line, column) = lines.location(of: AbsolutePosition(utf8Offset: call.offset))
            var site = InitializerCallSite(
                callee: call.callee, labels: call.labels, enclosingType: collector.innermostType(containing: call.offset) ?? "",
                line: line, column: column)
            site.file = path
            return site
        }
        structConformances = collector.structConformances
        let objectWillChange = code.objectWillChanges.map { use in
            (use.isMember ? CombineUse.Kind.memberObjectWillChange : .objectWillChange, use.offset)
        }
        let projected = code.projectedValues.map { value in
            // Located at the `$`.
            (value.isMember ? CombineUse.Kind.memberProjectedValue(value.name) : .projectedValue(value.name), value.offset - 1)
        }
        let modifiers = code.environmentObjectModifiers.map { (CombineUse.Kind.environmentObjectModifier(argument: $0.argument), $0.offset) }
        let storages = code.wrapperStorages.map { (CombineUse.Kind.wrapperStorage(property: $0.name, assignment: $0.assignment), $0.offset) }
        // Conformances are the classes' own business; a call assigned to `_name` is that storage's.
        let references = code.observableObjectWords.filter { word in
            !collector.inheritanceClauses.contains { $0.contains(word.offset) } && !code.assignedCallees.contains { $0.contains(word.offset) }
        }.map { (CombineUse.Kind.observableObjectReference($0.name), $0.offset) }
        combineUses = (objectWillChange + projected + modifiers + storages + references).sorted { $0.1 < $1.1 }.map { kind, offset in
            let (line, column) = lines.location(of: AbsolutePosition(utf8Offset: offset))
            let enclosingType = collector.innermostType(containing: offset) ?? collector.typeHeader(containing: offset) ?? ""
            var use = CombineUse(kind: kind, enclosingType: enclosingType, line: line, column: column)
            use.file = path
            return use
        }
        mentionsOutsideMainActor = Self.mentionsOutsideMainActor(code.typeNameOccurrences, collector: collector)
        hasSyntaxErrors = tree.hasError
        contentHash = Self.contentHash(of: source)
    }

    /// See ``mentionsOutsideMainActor``. One sweep over the occurrences, in source order, with the
    /// scopes that contain the current one on a stack (member blocks nest; headers do not overlap).
    private static func mentionsOutsideMainActor(
        _ occurrences: [(offset: Int, hash: UInt64)], collector: DeclarationCollector
    ) -> [String: NameFilter] {
        let scopes = collector.scopesInSourceOrder
        let headers = collector.headersInSourceOrder
        var nextScope = 0, nextHeader = 0
        var open: [(range: Range<Int>, name: String, isMainActor: Bool)] = []
        var header: (range: Range<Int>, name: String)?
        var mentions: [String: Set<UInt64>] = [:]
        for (offset, hash) in occurrences {
            // Scopes that start by here: the ones still open go on, above the ones they are in.
            while nextScope < scopes.count, scopes[nextScope].range.lowerBound <= offset {
                let scope = scopes[nextScope]
                while let last = open.last, last.range.upperBound <= scope.range.lowerBound { open.removeLast() }
                if scope.range.contains(offset) { open.append(scope) }
                nextScope += 1
            }
            while let last = open.last, !last.range.contains(offset) { open.removeLast() }
            while nextHeader < headers.count, headers[nextHeader].range.lowerBound <= offset {
                header = headers[nextHeader]
                nextHeader += 1
            }
            let enclosing: String
            if let header, header.range.contains(offset) {
                enclosing = header.name
            } else if let scope = open.last {
                if scope.isMainActor { continue }
                enclosing = scope.name
            } else if collector.previewClosures.contains(where: { $0.contains(offset) }) {
                continue
            } else {
                enclosing = ""
            }
            mentions[enclosing, default: []].insert(hash)
        }
        // Small filters: most scopes write a handful of names.
        return mentions.mapValues { NameFilter(hashes: $0, minimumBits: 64) }
    }

    /// Parses `source` and extracts its declarations: the model's first pass over one file.
    /// A file the parser cannot handle in reasonable time (see ``NestingGuard``) contributes nothing.
    public static func parsing(_ source: [UInt8], path: String) -> FileDeclarations {
        guard NestingGuard.excessiveSquareBracketNesting(in: source) == nil else {
            var nothing = FileDeclarations(path: path)
            nothing.hasSyntaxErrors = true
            return nothing
        }
        return FileDeclarations(path: path, tree: Pipeline.parse(source), source: source)
    }

    /// A file's ``contentHash``: half of its ``StableHasher`` digest, which reads eight bytes at a
    /// time (FNV-1a, one byte at a time, cost a twentieth of the model's first pass).
    public static func contentHash(of source: [UInt8]) -> UInt64 {
        StableHasher.digest(source).low
    }

    /// FNV-1a of `bytes`: the hash ``CodeScanner`` and ``NameFilter`` give identifiers, and a
    /// fingerprint of short texts.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Collects a file's type declarations by walking declarations only: types, their members, and
/// the statements of function, initializer and accessor bodies and of macro closures (`#Preview`),
/// where local structs live. It never walks expressions, which is most of a tree: names used in
/// code come from ``CodeScanner`` instead. The walk matches the one rules use to find views, so
/// ``FileDeclarations/structConformances`` sees every struct they can see.
struct DeclarationCollector {
    /// The tree's text: a node's text is sliced from it (`trimmedDescription` would copy the node).
    let source: [UInt8]
    private(set) var types: [TypeDeclaration] = []
    private(set) var structConformances = Set<String>()
    /// Byte ranges of the member blocks of non-local types and extensions, with their qualified
    /// names, and whether the declaration itself puts its code on the main actor (see
    /// ``AppleMainActorTypes/isolates(attributes:inheritedTypes:)``).
    private var scopes: [(range: Range<Int>, name: String, isMainActor: Bool)] = []
    /// Byte ranges of `#Preview` closures, whose code runs on the main actor.
    private(set) var previewClosures: [Range<Int>] = []
    /// Byte ranges of the inheritance clauses of types and extensions.
    private(set) var inheritanceClauses: [Range<Int>] = []
    /// Byte ranges of non-local types' headers (attributes to `{`), with their qualified names.
    private var headers: [(range: Range<Int>, name: String)] = []
    /// Each type and extension of ``types`` with its members, for
    /// ``markPropertiesServingOnlyViewHelpers()`` once the whole file is collected.
    private var memberLists: [(typeIndex: Int, members: MemberBlockItemListSyntax)] = []

    /// The member blocks of ``innermostScope(containing:)``, by where they start (an outer one
    /// before the ones it contains).
    var scopesInSourceOrder: [(range: Range<Int>, name: String, isMainActor: Bool)] {
        scopes.sorted { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
    }

    /// The headers of ``typeHeader(containing:)``, by where they start.
    var headersInSourceOrder: [(range: Range<Int>, name: String)] {
        headers.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The type whose header (its generic clause, `where` clause) contains `offset`.
    func typeHeader(containing offset: Int) -> String? {
        headers.first { $0.range.contains(offset) }?.name
    }

    init(source: [UInt8]) {
        self.source = source
    }

    /// The qualified name of the innermost type or extension whose braces contain `offset`.
    func innermostType(containing offset: Int) -> String? {
        innermostScope(containing: offset)?.name
    }

    /// The innermost type or extension whose braces contain `offset`, and whether its declaration
    /// puts its code on the main actor.
    func innermostScope(containing offset: Int) -> (name: String, isMainActor: Bool)? {
        var innermost: (range: Range<Int>, name: String, isMainActor: Bool)?
        for scope in scopes where scope.range.contains(offset) && scope.range.count < innermost?.range.count ?? Int.max {
            innermost = scope
        }
        return innermost.map { ($0.name, $0.isMainActor) }
    }

    mutating func collect(_ statements: CodeBlockItemListSyntax, isLocal: Bool, scope: String? = nil) {
        for statement in statements {
            switch statement.item {
            case let .decl(decl): collect(decl, isLocal: isLocal, scope: scope)
            case let .expr(expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self) {
                    collect(closuresOf: macro.trailingClosure, macro.additionalTrailingClosures, ofMacro: macro.macroName.text)
                }
            default: continue
            }
        }
    }

    private mutating func collect(closuresOf trailing: ClosureExprSyntax?, _ additional: MultipleTrailingClosureElementListSyntax, ofMacro macro: String) {
        for closure in [trailing].compactMap({ $0 }) + additional.map(\.closure) {
            if macro == "Preview" { previewClosures.append(Self.range(of: closure)) }
            collect(closure.statements, isLocal: true)
        }
    }

    private mutating func collect(_ decl: DeclSyntax, isLocal: Bool, scope: String?) {
        switch decl.as(DeclSyntaxEnum.self) {
        case let .structDecl(node):
            for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
                structConformances.insert(Self.lastComponent(of: inherited.type))
            }
            collectType(node, name: node.name.text, kind: .struct, generics: node.genericParameterClause, isLocal: isLocal, scope: scope)
        case let .classDecl(node):
            collectType(node, name: node.name.text, kind: .class, generics: node.genericParameterClause, isLocal: isLocal, scope: scope)
        case let .enumDecl(node):
            collectType(node, name: node.name.text, kind: .enum, generics: node.genericParameterClause, isLocal: isLocal, scope: scope)
        case let .actorDecl(node):
            collectType(node, name: node.name.text, kind: .actor, generics: node.genericParameterClause, isLocal: isLocal, scope: scope)
        case let .protocolDecl(node):
            collectType(node, name: node.name.text, kind: .protocol, generics: nil, isLocal: isLocal, scope: scope)
        case let .extensionDecl(node):
            // Extensions are only valid at file scope; one of a type that cannot be named this way
            // (or a local one, which does not compile) hides what it declares.
            guard !isLocal, let extended = Self.qualifiedName(of: node.extendedType) else {
                collect(members: node.memberBlock.members, isLocal: true, scope: nil)
                return
            }
            var declaration = TypeDeclaration(qualifiedName: extended, kind: .extension)
            declaration.nameOffset = node.extendedType.positionAfterSkippingLeadingTrivia.utf8Offset
            declaration.attributes = node.attributes.names
            declaration.inheritedTypes = node.inheritanceClause?.inheritedTypes.map { text($0.type) } ?? []
            if let clause = node.inheritanceClause { inheritanceClauses.append(Self.range(of: clause)) }
            collectMembers(node.memberBlock.members, into: &declaration)
            memberLists.append((types.count, node.memberBlock.members))
            types.append(declaration)
            scopes.append((Self.range(of: node.memberBlock), extended, declaration.attributes.contains("MainActor")))
            collect(members: node.memberBlock.members, isLocal: false, scope: extended)
        case let .typeAliasDecl(node):
            guard !isLocal else { return }
            var declaration = TypeDeclaration(qualifiedName: Self.qualified(node.name.text, in: scope), kind: .typealias)
            declaration.nameOffset = node.name.positionAfterSkippingLeadingTrivia.utf8Offset
            declaration.isPrivate = node.modifiers.isPrivate
            declaration.aliasedType = text(node.initializer.value)
            declaration.genericParameters = node.genericParameterClause?.parameters.map(\.name.text) ?? []
            types.append(declaration)
        case let .ifConfigDecl(ifConfig):
            for clause in ifConfig.clauses {
                switch clause.elements {
                case let .decls(members): collect(members: members, isLocal: isLocal, scope: scope)
                case let .statements(statements): collect(statements, isLocal: isLocal, scope: scope)
                default: continue
                }
            }
        case let .macroExpansionDecl(macro):
            collect(closuresOf: macro.trailingClosure, macro.additionalTrailingClosures, ofMacro: macro.macroName.text)
        case let .functionDecl(function):
            if let body = function.body { collect(body.statements, isLocal: true) }
        case let .initializerDecl(initializer):
            if let body = initializer.body { collect(body.statements, isLocal: true) }
        case let .variableDecl(variable):
            for binding in variable.bindings {
                switch binding.accessorBlock?.accessors {
                case let .getter(statements): collect(statements, isLocal: true)
                case let .accessors(accessors):
                    for accessor in accessors { if let body = accessor.body { collect(body.statements, isLocal: true) } }
                case nil: continue
                }
            }
        default:
            return
        }
    }

    private mutating func collect(members: MemberBlockItemListSyntax, isLocal: Bool, scope: String?) {
        for member in members { collect(member.decl, isLocal: isLocal, scope: scope) }
    }

    private mutating func collectType(
        _ node: some DeclGroupSyntax & NamedDeclSyntax, name: String, kind: TypeDeclaration.Kind, generics: GenericParameterClauseSyntax?,
        isLocal: Bool, scope: String?
    ) {
        guard !isLocal else {
            // A local type: not visible elsewhere, but local structs inside it still count for views.
            collect(members: node.memberBlock.members, isLocal: true, scope: nil)
            return
        }
        var declaration = TypeDeclaration(qualifiedName: Self.qualified(name, in: scope), kind: kind)
        declaration.nameOffset = node.name.positionAfterSkippingLeadingTrivia.utf8Offset
        declaration.genericParameters = generics?.parameters.map(\.name.text) ?? []
        declaration.attributes = node.attributes.names
        declaration.inheritedTypes = node.inheritanceClause?.inheritedTypes.map { text($0.type) } ?? []
        if let clause = node.inheritanceClause { inheritanceClauses.append(Self.range(of: clause)) }
        headers.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.memberBlock.positionAfterSkippingLeadingTrivia.utf8Offset, Self.qualified(name, in: scope)))
        let modifiers = node.modifiers.summary
        declaration.isPrivate = modifiers.isPrivate
        declaration.isPublic = modifiers.isPublic
        let placed = collectMembers(node.memberBlock.members, into: &declaration)
        // Only reorder-members reads them, for views; a struct that says `View` where it is declared.
        if kind == .struct, declaration.inheritedTypes.contains(where: { $0 == "View" || $0.hasSuffix(".View") }) {
            declaration.soleReaders = soleReaders(of: placed, in: declaration)
        }
        memberLists.append((types.count, node.memberBlock.members))
        declaration.deinitReadsStoredProperties = Self.deinitReadsStoredProperties(node.memberBlock.members, of: declaration)
        Self.markInitializersCallingMethodsThatStartWork(node.memberBlock.members, in: &declaration)
        types.append(declaration)
        scopes.append((
            Self.range(of: node.memberBlock), declaration.qualifiedName,
            AppleMainActorTypes.isolates(attributes: declaration.attributes, inheritedTypes: declaration.inheritedTypes)))
        collect(members: node.memberBlock.members, isLocal: false, scope: declaration.qualifiedName)
    }

    /// The node's text without its leading and trailing trivia, as `trimmedDescription` gives it.
    private func text(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= source.count else { return node.trimmedDescription }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    private static func qualified(_ name: String, in scope: String?) -> String {
        scope.map { $0 + "." + name } ?? name
    }

    private static func range(of block: some SyntaxProtocol) -> Range<Int> {
        block.positionAfterSkippingLeadingTrivia.utf8Offset..<block.endPositionBeforeTrailingTrivia.utf8Offset
    }

    // MARK: - Members

    /// Collects `members` into `declaration`, and returns each member that got a place in its
    /// ``TypeDeclaration/memberOrder`` with that place.
    @discardableResult
    private func collectMembers(_ members: MemberBlockItemListSyntax, into declaration: inout TypeDeclaration) -> [(slot: Int, decl: DeclSyntax)] {
        var placed: [(slot: Int, decl: DeclSyntax)] = []
        func breakRun() {
            if let last = declaration.memberOrder.last, last != .runBreak { declaration.memberOrder.append(.runBreak) }
        }
        for member in members {
            let counts = (declaration.properties.count, declaration.methods.count, declaration.initializers.count, declaration.nestedTypes.count)
            let isFence = !(member.decl.is(VariableDeclSyntax.self) || member.decl.is(FunctionDeclSyntax.self)
                || member.decl.is(InitializerDeclSyntax.self) || member.decl.is(SubscriptDeclSyntax.self)
                || member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self)
                || member.decl.is(ActorDeclSyntax.self) || member.decl.is(TypeAliasDeclSyntax.self) || member.decl.is(ProtocolDeclSyntax.self))
            // A heading is a comment: most members have none, and need no layout. A comment starts
            // with `/`, which the trivia's bytes tell without making its pieces.
            let triviaBytes = source[member.position.utf8Offset..<min(source.count, member.positionAfterSkippingLeadingTrivia.utf8Offset)]
            if isFence || triviaBytes.contains(UInt8(ascii: "/")) && LeadingTriviaLayout(member.leadingTrivia).hasHeading { breakRun() }
            defer { if isFence { breakRun() } }
            collectMember(member.decl, into: &declaration)
            // The member's place, for the ones the type itself declares (not inside `#if`).
            let placesBefore = declaration.memberOrder.count
            if member.decl.is(SubscriptDeclSyntax.self) {
                declaration.memberOrder.append(.subscript)
            } else if declaration.properties.count > counts.0, member.decl.is(VariableDeclSyntax.self) {
                declaration.memberOrder.append(.property(counts.0))
            } else if declaration.methods.count > counts.1, member.decl.is(FunctionDeclSyntax.self) {
                declaration.memberOrder.append(.method(counts.1))
            } else if declaration.initializers.count > counts.2, member.decl.is(InitializerDeclSyntax.self) {
                declaration.memberOrder.append(.initializer(counts.2))
            } else if declaration.nestedTypes.count > counts.3, !member.decl.is(IfConfigDeclSyntax.self) {
                declaration.memberOrder.append(.nestedType(counts.3))
            }
            if !isFence, declaration.memberOrder.count > placesBefore { placed.append((placesBefore, member.decl)) }
        }
        return placed
    }

    /// The instance computed properties (other than `body`) among `placed` that exactly one other
    /// member of `placed` names, as reorder-members reads them (any identifier token of that
    /// spelling counts).
    private func soleReaders(of placed: [(slot: Int, decl: DeclSyntax)], in declaration: TypeDeclaration) -> [TypeDeclaration.SoleReader] {
        var result: [TypeDeclaration.SoleReader] = []
        for (slot, decl) in placed {
            guard case let .property(index) = declaration.memberOrder[slot], decl.is(VariableDeclSyntax.self) else { continue }
            let property = declaration.properties[index]
            guard property.isComputed, !property.isStatic, property.name != "body" else { continue }
            var readers = placed.lazy.filter { $0.slot != slot }.filter { other in
                other.decl.identifierTokens(spelled: property.name, source: source).contains { $0.tokenKind == .identifier(property.name) }
            }.makeIterator()
            guard let reader = readers.next(), readers.next() == nil else { continue }
            result.append(TypeDeclaration.SoleReader(member: slot, reader: reader.slot))
        }
        return result
    }

    private func collectMember(_ decl: DeclSyntax, into declaration: inout TypeDeclaration) {
        switch decl.as(DeclSyntaxEnum.self) {
        case let .ifConfigDecl(ifConfig):
            // Every branch counts: which one compiles is not known here.
            for clause in ifConfig.clauses {
                if case let .decls(members) = clause.elements { collectMembers(members, into: &declaration) }
            }
        case let .variableDecl(variable):
            declaration.properties += properties(of: variable)
        case let .functionDecl(function):
            let effects = function.signature.effectSpecifiers
            let modifiers = function.modifiers.summary
            declaration.methods.append(TypeDeclaration.Method(
                name: function.name.text, parameters: parameters(function.signature.parameterClause),
                returnType: function.signature.returnClause.map { text($0.type) },
                isStatic: modifiers.isStatic, isAsync: effects?.asyncSpecifier != nil,
                isThrowing: effects?.throwsClause != nil, isPrivate: modifiers.isPrivate,
                isMutating: modifiers.isMutating,
                isGeneric: function.genericParameterClause != nil))
        case let .initializerDecl(initializer):
            let effects = initializer.signature.effectSpecifiers
            var collected = TypeDeclaration.Initializer(
                parameters: parameters(initializer.signature.parameterClause), isAsync: effects?.asyncSpecifier != nil,
                isThrowing: effects?.throwsClause != nil, isFailable: initializer.optionalMark != nil,
                isPrivate: initializer.modifiers.isPrivate, startsWork: initializer.body.map(Self.startsWork) ?? false)
            collected.firstCall = initializer.body.flatMap(Self.firstCall)
            declaration.initializers.append(collected)
        case let .enumCaseDecl(enumCase):
            declaration.caseNames += enumCase.elements.map(\.name.text)
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl:
            guard let named = decl.asProtocol(NamedDeclSyntax.self) else { return }
            let isPrivate = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.isPrivate ?? false
            declaration.nestedTypes.append(.init(name: named.name.text, isPrivate: isPrivate))
        default:
            break
        }
    }

    private func properties(of variable: VariableDeclSyntax) -> [TypeDeclaration.Property] {
        let wrapper = variable.attributes.propertyWrapperAttribute
        let modifiers = variable.modifiers.summary
        let isStatic = modifiers.isStatic
        let isComputed = variable.isComputed
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isPrivate = modifiers.isPrivate
        // `@ObservationIgnored lazy var` is what Observation asks for: not a lazy var it must track.
        let isLazy = modifiers.isLazy && !variable.attributes.contains(named: "ObservationIgnored")
        var properties: [TypeDeclaration.Property] = []
        // `let a, b: Int`: a binding without its own annotation or value has the next one's type.
        var sharedType: String?
        for binding in variable.bindings.reversed() {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let annotation = binding.typeAnnotation {
                sharedType = text(annotation.type)
            } else if binding.initializer != nil {
                sharedType = nil
            }
            var property = TypeDeclaration.Property(
                name: name, type: binding.typeAnnotation.map { text($0.type) } ?? (binding.initializer == nil ? sharedType : nil),
                wrapper: wrapper.map(AttributeListSyntax.name(of:)), wrapperArguments: wrapper?.arguments.map { text($0) },
                isStatic: isStatic, isComputed: isComputed, isLet: isLet, isPrivate: isPrivate, isLazy: isLazy,
                initialValue: binding.initializer.map { Self.initialValue($0.value) })
            property.observerAssignsItself = !isComputed && Self.observerAssigns(name, in: binding)
            properties.append(property)
        }
        return properties.reversed()
    }

    /// Whether a `didSet` or `willSet` of `binding` assigns to `name` (`name = …`, `self.name += …`).
    private static func observerAssigns(_ name: String, in binding: PatternBindingSyntax) -> Bool {
        guard case let .accessors(accessors)? = binding.accessorBlock?.accessors else { return false }
        for accessor in accessors where [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind) {
            guard let body = accessor.body else { continue }
            for case let sequence? in body.descendants().map({ $0.as(SequenceExprSyntax.self) }) {
                let elements = Array(sequence.elements)
                for (index, element) in elements.enumerated().dropFirst() where element.isAssignmentOperator {
                    let target = elements[index - 1]
                    if target.as(DeclReferenceExprSyntax.self)?.baseName.text == name { return true }
                    if let access = target.as(MemberAccessExprSyntax.self), access.declName.baseName.text == name,
                        access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    {
                        return true
                    }
                }
            }
        }
        return false
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [TypeDeclaration.Parameter] {
        clause.parameters.map { parameter in
            TypeDeclaration.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text,
                type: text(parameter.type) + (parameter.ellipsis != nil ? "..." : ""),
                hasDefault: parameter.defaultValue != nil)
        }
    }

    /// `Foo`, `Foo.Bar`, `Foo<Int>` or `Foo.init`: the type a call may construct, as written; nil for
    /// anything not named like a type (`foo()`, `model.load()`, `Foo.make()`).
    static func typeName(ofCallee expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true && reference.argumentNames == nil ? name : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(ofCallee: specialized.expression).map { _ in specialized.trimmedDescription }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            guard let baseName = typeName(ofCallee: base) else { return nil }
            if access.declName.baseName.tokenKind == .keyword(.`init`) { return baseName }
            let member = access.declName.baseName.text
            return member.first?.isUppercase == true ? baseName + "." + member : nil
        }
        return nil
    }

    /// `[String: CGRect]` for `[String: CGRect]()`, `[Item]` for `[Item]()`: a collection type called
    /// as its initializer, whose elements are named like types.
    static func collectionTypeName(ofCallee expression: ExprSyntax) -> String? {
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
            typeName(ofCallee: element.expression) != nil, element.trailingComma == nil
        {
            return "[" + element.expression.trimmedDescription + "]"
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case let .elements(elements) = dictionary.content, elements.count == 1,
            let element = elements.first, element.trailingComma == nil,
            typeName(ofCallee: element.key) != nil, typeName(ofCallee: element.value) != nil
        {
            return "[" + element.key.trimmedDescription + ": " + element.value.trimmedDescription + "]"
        }
        return nil
    }

    /// What an initial value says about its type. See ``TypeDeclaration/InitialValue``.
    static func initialValue(_ expression: ExprSyntax) -> TypeDeclaration.InitialValue {
        if let type = literalType(expression) { return .literal(type: type) }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = typeName(ofCallee: call.calledExpression) ?? collectionTypeName(ofCallee: call.calledExpression)
        {
            return .call(callee: callee)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let type = typeName(ofCallee: base), access.declName.baseName.text.first?.isLowercase == true
        {
            return .staticMember(type: type, member: access.declName.baseName.text)
        }
        if let array = expression.as(ArrayExprSyntax.self), let first = array.elements.first {
            let element = initialValue(first.expression)
            if element != .other, array.elements.dropFirst().allSatisfy({ initialValue($0.expression) == element }) {
                return .array(element: element)
            }
        }
        return .other
    }

    /// `Int`, `Double`, `Bool`, `String`, or an array of one of them, for a literal.
    static func literalType(_ expression: ExprSyntax) -> String? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return "Int"
        case .floatLiteralExpr: return "Double"
        case .booleanLiteralExpr: return "Bool"
        case .stringLiteralExpr: return "String"
        case let .prefixOperatorExpr(prefix) where prefix.operator.text == "-":
            return literalType(prefix.expression).flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
        case let .arrayExpr(array):
            let types = array.elements.map { literalType($0.expression) }
            guard let first = types.first, let element = first, types.allSatisfy({ $0 == element }) else { return nil }
            return "[\(element)]"
        default:
            return nil
        }
    }

    /// `A.B` for `A.B`, `A<T>.B`, `A.B<T>`; `Array` for `[T]`, `Dictionary` for `[K: V]`, `Optional`
    /// for `T?`; nil for types an extension cannot name that way.
    static func qualifiedName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) { return "Optional" }
        if let member = type.as(MemberTypeSyntax.self) {
            return qualifiedName(of: member.baseType).map { $0 + "." + member.name.text }
        }
        return nil
    }

    static func lastComponent(of type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }
}

extension TypeDeclaration.InitialValue {
    /// Classifies an initial value written in source.
    public init(_ expression: ExprSyntax) {
        self = DeclarationCollector.initialValue(expression)
    }
}

extension DeclarationCollector {
    /// Whether a `deinit` among `members` names one of the type's stored instance `var`s (those
    /// `@Observable` turns into computed properties; a `let` or an `@ObservationIgnored` one stays stored).
    static func deinitReadsStoredProperties(_ members: MemberBlockItemListSyntax, of declaration: TypeDeclaration) -> Bool {
        guard let body = members.lazy.compactMap({ $0.decl.as(DeinitializerDeclSyntax.self)?.body }).first, !body.statements.isEmpty else {
            return false
        }
        let stored = Set(declaration.properties.filter { !$0.isStatic && !$0.isComputed && !$0.isLet && $0.wrapper != "ObservationIgnored" }.map(\.name))
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            return stored.contains(name)
        }
    }

    /// An initializer that calls a method of its own type (`startListening()`, `self.load()`) whose
    /// body starts work starts it too: ``TypeDeclaration/Initializer/startsWork``.
    static func markInitializersCallingMethodsThatStartWork(_ members: MemberBlockItemListSyntax, in declaration: inout TypeDeclaration) {
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard initializers.count == declaration.initializers.count, declaration.initializers.contains(where: { !$0.startsWork }) else { return }
        // A body is read only for a method an init calls (this runs while the module is indexed).
        var methods: [String: [CodeBlockSyntax]] = [:]
        for member in members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), !function.modifiers.containsStatic, let body = function.body else { continue }
            methods[function.name.text, default: []].append(body)
        }
        guard !methods.isEmpty else { return }
        var startsWorkByMethod: [String: Bool] = [:]
        for (index, initializer) in initializers.enumerated() where !declaration.initializers[index].startsWork {
            guard let body = initializer.body else { continue }
            declaration.initializers[index].startsWork = body.tokens(viewMode: .sourceAccurate).contains { token in
                guard case let .identifier(name) = token.tokenKind, let overloads = methods[name],
                    token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                else { return false }
                // `load()` or `self.load()`, not `other.load()`.
                if let previous = token.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .period,
                    previous.previousToken(viewMode: .sourceAccurate)?.tokenKind != .keyword(.self)
                {
                    return false
                }
                if let known = startsWorkByMethod[name] { return known }
                let starts = overloads.contains(where: startsWork)
                startsWorkByMethod[name] = starts
                return starts
            }
        }
    }

    /// Standard-library methods that only transform values, and `UserDefaults`' getters (a settings
    /// store reads its values in its init), which an init may call freely.
    private static let valueTransforms: Set<String> = [
        "string", "bool", "integer", "double", "float", "object", "array", "dictionary", "data", "url", "stringArray",
        "map", "compactMap", "flatMap", "filter", "sorted", "reversed", "first", "last", "contains", "reduce", "min", "max",
        "joined", "lowercased", "uppercased", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "zip", "count",
        "isEmpty", "append", "insert", "removeAll", "trimmingCharacters", "components", "replacingOccurrences", "hasPrefix",
        "hasSuffix", "formatted", "index", "firstIndex", "allSatisfy", "init", "abs", "round", "precondition", "assert",
    ]

    /// The first function or method `body` calls (`loadDevices()`, `manager.pairedDevices()`),
    /// leaving out initializers (`Foo(…)`, `super.init`) and ``valueTransforms``, or the first
    /// property it reads from a shared instance (`BluetoothDevicesManager.shared.allPairedAirpods`,
    /// which may query the system as a call would).
    static func firstCall(_ body: CodeBlockSyntax) -> String? {
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(name) = token.tokenKind, let first = name.first, first.isLowercase || first == "_" else { continue }
            if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen, !valueTransforms.contains(name) { return name }
            if let period = token.previousToken(viewMode: .sourceAccurate), period.tokenKind == .period,
                period.previousToken(viewMode: .sourceAccurate)?.text == "shared"
            {
                return name
            }
        }
        return nil
    }

    /// Whether `body` starts work that outlives the call: `Task { }`, `Task.detached { }`, a
    /// scheduled or autoconnected timer, `.sink`/`.assign(to:)` on a publisher, an observer added
    /// to a notification center, or a dispatch to a queue.
    static func startsWork(_ body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            let previous = token.previousToken(viewMode: .sourceAccurate)
            let isMember = previous?.tokenKind == .period
            switch name {
            case "Task":
                // `Task {`, `Task(priority:) {`, `Task.detached {`; not `Task.sleep`, `Task<…>` as a type.
                guard !isMember, let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
                if next.tokenKind == .leftBrace || next.tokenKind == .leftParen { return true }
                return next.tokenKind == .period && next.nextToken(viewMode: .sourceAccurate)?.text == "detached"
            case "scheduledTimer", "autoconnect", "sink", "addObserver", "asyncAfter":
                return isMember
            case "async":
                // `DispatchQueue.main.async { }`, not an `async` effect.
                return isMember && token.nextToken(viewMode: .sourceAccurate).map { $0.tokenKind == .leftBrace || $0.tokenKind == .leftParen } == true
            case "assign":
                return isMember && token.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.text == "to"
            default:
                return false
            }
        }
    }
}

extension DeclarationCollector {
    /// Marks, in each type of the file, the private computed properties and the
    /// `@Environment`/`@EnvironmentObject` properties that only view helpers of the type read, or
    /// that its other members only pass on to a subview (see
    /// ``TypeDeclaration/Property/servesOnlyViewHelpers``): each is read by at least one member,
    /// and every member that names it is a `some View` function or property other than `body`, or
    /// a property marked so, or names it only as an argument of a type's initializer
    /// (`CancelButton(dismiss: dismiss)`). The last keeps the mark where extract-subviews leaves
    /// it: a helper it turns into a struct is called that way, with what it read passed on, and a
    /// property that served only the helper goes with it.
    ///
    /// A type and its extensions in the file are read together, as extract-subviews reads them: a
    /// property of the struct that only the helpers of a `private extension` read is marked before
    /// the helpers become structs as after, when the body passes it on.
    mutating func markPropertiesServingOnlyViewHelpers() {
        var groups: [String: [Int]] = [:]
        for (position, list) in memberLists.enumerated() { groups[types[list.typeIndex].qualifiedName, default: []].append(position) }
        for positions in groups.values {
            let indices = positions.map { memberLists[$0].typeIndex }
            var declarations = indices.map { types[$0] }
            markPropertiesServingOnlyViewHelpers(positions.map { memberLists[$0].members }, in: &declarations)
            for (declaration, index) in zip(declarations, indices) { types[index] = declaration }
        }
        memberLists = []
    }

    /// The marking of ``markPropertiesServingOnlyViewHelpers()`` for the declarations of one type
    /// (the type and its extensions), whose members are `memberLists`.
    private func markPropertiesServingOnlyViewHelpers(_ memberLists: [MemberBlockItemListSyntax], in declarations: inout [TypeDeclaration]) {
        let serves = { (property: TypeDeclaration.Property) in
            !property.isStatic && (property.isComputed && property.isPrivate || ["Environment", "EnvironmentObject"].contains(property.wrapper))
        }
        guard declarations.contains(where: { $0.properties.contains(where: serves) }) else { return }
        // As written, without resolving anything: `some View` (or another `…View` protocol) and `AnyView`.
        let isViewType = { (type: TypeSyntax?) -> Bool in
            guard let type else { return false }
            let text = type.trimmedDescription
            return text.hasPrefix("some ") && text.hasSuffix("View") || text == "AnyView"
        }
        // Only these names are looked for in each member, where their bytes stand
        // (`identifierTokens`): walking every token of every member made a node of each, a tenth of
        // the model's first pass.
        let candidates = declarations.flatMap { $0.properties.filter(serves).map(\.name) }
        // Each member's candidate names, split by whether it only passes them on, whether it is a
        // view helper, and the properties it declares.
        // A nested type's code reads its own members, not the instances' of this one (extract-subviews
        // may nest a subview in the view, with an input of the same name).
        let members = memberLists.joined().map(\.decl).filter {
            !($0.is(StructDeclSyntax.self) || $0.is(ClassDeclSyntax.self) || $0.is(EnumDeclSyntax.self) || $0.is(ActorDeclSyntax.self))
        }
        let readers: [(names: Set<String>, passes: Set<String>, isViewHelper: Bool, declares: Set<String>)] = members.map { member in
            var names = Set<String>(), otherwise = Set<String>()
            for name in candidates {
                for token in member.identifierTokens(spelled: name, source: source) where token.tokenKind == .identifier(name) {
                    // An argument's label names no property (`CancelButton(dismiss: dismiss)`).
                    if let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id { continue }
                    // `draft.folder.iconColor` is another value's member; `self.iconColor` is this one's.
                    if let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                        let base = access.base, !(base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self))
                    {
                        continue
                    }
                    names.insert(name)
                    if !Self.isPassedOnToInitializerOfType(token) { otherwise.insert(name) }
                }
            }
            var isViewHelper = false
            var declares: Set<String> = []
            if let function = member.as(FunctionDeclSyntax.self) {
                isViewHelper = isViewType(function.signature.returnClause?.type)
            } else if let variable = member.as(VariableDeclSyntax.self) {
                declares = Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                isViewHelper = !declares.contains("body") && variable.bindings.contains { isViewType($0.typeAnnotation?.type) }
            }
            return (names, names.subtracting(otherwise), isViewHelper, declares)
        }
        // A property that serves only view helpers serves them with what it reads (a count of the
        // URLs a section shows reads the connection it counts): until nothing more is marked.
        var marked = Set<String>()
        var changed = true
        while changed {
            changed = false
            for declarationIndex in declarations.indices {
                for index in declarations[declarationIndex].properties.indices where !declarations[declarationIndex].properties[index].servesOnlyViewHelpers {
                    let property = declarations[declarationIndex].properties[index]
                    guard serves(property) else { continue }
                    let readBy = readers.filter { !$0.declares.contains(property.name) && $0.names.contains(property.name) }
                    guard !readBy.isEmpty,
                        readBy.allSatisfy({ $0.isViewHelper || $0.passes.contains(property.name) || !$0.declares.isDisjoint(with: marked) })
                    else { continue }
                    declarations[declarationIndex].properties[index].servesOnlyViewHelpers = true
                    marked.insert(property.name)
                    changed = true
                }
            }
        }
    }

    /// `name` in `Row(name: name)` or `Row(name: { name })`: an argument of a call of a type-named
    /// callee, under its own name as the label, as extract-subviews passes a subview's inputs (a
    /// computed value read only in actions goes as a closure that reads it); `Text(name)` is a read.
    private static func isPassedOnToInitializerOfType(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        var passed = Syntax(reference)
        // `{ name }`, `{ try await name }`: the closure is the argument.
        while let parent = passed.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { passed = parent }
        if let item = passed.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self), closure.signature == nil
        {
            passed = Syntax(closure)
        } else {
            passed = Syntax(reference)
        }
        guard let argument = passed.parent?.as(LabeledExprSyntax.self),
            argument.label?.text == token.text, let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), let first = callee.baseName.text.unicodeScalars.first
        else { return false }
        return first.properties.isUppercase
    }
}
