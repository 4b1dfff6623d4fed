import SVRefactorCore
import SwiftSyntax

/// The code of a view's `body` or of one of its view helpers (`var header: some View { … }`,
/// `func row(for item: Item) -> some View { … }`, with or without `@ViewBuilder`): what the checks
/// of view code read.
///
/// Found in every struct ``ViewTypeCollector`` finds and in that struct's extensions in the same
/// file (as ``ViewTypeModel`` sees them). Helpers in extensions in other files are not found.
struct ViewCodeBlock {
    enum Kind: Equatable {
        case body
        case helper
    }

    let kind: Kind
    let name: String
    /// The member's name (`body`, `header`, `row`): where findings about the block point.
    let nameToken: TokenSyntax
    /// The view's qualified name.
    let viewName: String
    /// The statements between the braces.
    let statements: CodeBlockItemListSyntax
    let leftBrace: TokenSyntax
    let rightBrace: TokenSyntax
    /// A function helper's parameter names as its body uses them; empty for properties.
    let parameterNames: [String]
    /// Whether a view builder collects the statements (`body`, or `@ViewBuilder`): only then do
    /// the branches of an `if` become views of different identities.
    let isViewBuilder: Bool
    /// The view's stored properties.
    let properties: ViewStoredProperties

    /// How findings name the block: `'body'`, `'header'`, `'row(for:)'`.
    var displayName: String { "'\(name)'" }

    /// Lines between the braces that hold code. Blank lines and lines with nothing but comments do
    /// not count: a documented body is not a longer one, and commented-out code is not code.
    var codeLineCount: Int {
        Self.codeLineCount(statements, between: leftBrace, and: rightBrace)
    }

    /// Whether the block spans more than `limit` lines between its braces, which it must to have
    /// more than `limit` lines of code: counting line breaks in `source` (the tree's text) is far
    /// cheaper than reading the tokens, and most blocks are short.
    func spansMoreLines(than limit: Int, in source: [UInt8]) -> Bool {
        let start = leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let end = rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        var lines = 1
        // Both line-break bytes, as ``NonBlankLineCounter`` counts them.
        for byte in source[start..<end] where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            lines += 1
            if lines > limit { return true }
        }
        return false
    }

    /// Lines of `statements` that hold code, counted between the braces around them (so code on
    /// a brace's line counts), without blank and comment-only lines.
    static func codeLineCount(_ statements: CodeBlockItemListSyntax, between leftBrace: TokenSyntax, and rightBrace: TokenSyntax) -> Int {
        var counter = NonBlankLineCounter()
        counter.add(leftBrace.trailingTrivia)
        for token in statements.tokens(viewMode: .sourceAccurate) {
            counter.add(token.leadingTrivia)
            for byte in token.text.utf8 { counter.add(byte) }
            counter.add(token.trailingTrivia)
        }
        counter.add(rightBrace.leadingTrivia)
        return counter.count
    }

    /// Every `body` and view helper of the views of the context's tree, in source order, view by
    /// view; found once for all the rules that see the tree.
    static func blocks(in context: RuleContext) -> [ViewCodeBlock] {
        context.shared(BlocksOfTree.self)
    }

    private enum BlocksOfTree: TreeDerivedValue {
        static func derive(for context: RuleContext) -> [ViewCodeBlock] {
            ViewCodeBlock.blocks(in: context.tree, views: ViewTypeCollector.allViews(in: context))
        }
    }

    private static func blocks(in file: SourceFileSyntax, views: [StructDeclSyntax]) -> [ViewCodeBlock] {
        guard !views.isEmpty else { return [] }
        let fileScope = FileAnalysis(file, accessesMember: { _ in true })
        return views.flatMap { view in
            let viewName = ViewTypeModel.qualifiedName(of: view)
            let extensions = fileScope.extensions(of: viewName).map(\.memberBlock.members)
            let properties = ViewStoredProperties(view, extensions: extensions)
            let lists = [view.memberBlock.members] + extensions
            return lists.flatMap { members in
                ViewStoredProperties.declarations(in: members).compactMap { block($0, viewName: viewName, properties: properties) }
            }
        }
    }

    private static func block(_ decl: DeclSyntax, viewName: String, properties: ViewStoredProperties) -> ViewCodeBlock? {
        let kind: Kind
        switch ViewMember(decl).kind {
        case .body: kind = .body
        case .viewHelper: kind = .helper
        default: return nil
        }
        let isViewBuilder = kind == .body || (decl.as(FunctionDeclSyntax.self)?.attributes ?? decl.as(VariableDeclSyntax.self)?.attributes)?.containsViewBuilder == true
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return ViewCodeBlock(
                kind: kind, name: function.name.text + "(" + labels + ")", nameToken: function.name, viewName: viewName,
                statements: body.statements, leftBrace: body.leftBrace, rightBrace: body.rightBrace, parameterNames: parameters,
                isViewBuilder: isViewBuilder, properties: properties)
        }
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, let accessorBlock = binding.accessorBlock
        else { return nil }
        switch accessorBlock.accessors {
        case let .getter(statements):
            return ViewCodeBlock(
                kind: kind, name: name.text, nameToken: name, viewName: viewName, statements: statements,
                leftBrace: accessorBlock.leftBrace, rightBrace: accessorBlock.rightBrace, parameterNames: [], isViewBuilder: isViewBuilder,
                properties: properties)
        case let .accessors(accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body else { return nil }
            return ViewCodeBlock(
                kind: kind, name: name.text, nameToken: name, viewName: viewName, statements: body.statements,
                leftBrace: body.leftBrace, rightBrace: body.rightBrace, parameterNames: [], isViewBuilder: isViewBuilder, properties: properties)
        }
    }
}

/// A view's stored properties, as its struct declares them (extensions cannot add any): which are
/// inputs, set by whoever creates the view and not changed by it, and the written types.
struct ViewStoredProperties {
    /// Stored properties without a property wrapper (`let title: String`, `var onTap: () -> Void`):
    /// the values the parent passes in.
    private(set) var inputs: Set<String> = []
    /// Written types of stored properties, wrapped or not.
    private(set) var types: [String: TypeSyntax] = [:]
    /// Stored properties whose value changes while the view lives, as the view's own doing or its
    /// model's: `@State`, `@Binding`, `@AppStorage`, observed models, `@Environment(\.editMode)`
    /// and models read from the environment by type. Not the other environment values (size class,
    /// colour scheme): they describe where the view runs, not a mode of it.
    private(set) var changingState: Set<String> = []
    /// The names each computed property of the view reads (`isEditing` → `editMode`), in the view
    /// and its extensions in the file.
    private(set) var computedReads: [String: Set<String>] = [:]
    /// The view's generic parameters (`Content` of `Card<Content: View>`).
    let genericParameters: Set<String>

    static let changingWrappers: Set<String> = [
        "State", "Binding", "AppStorage", "SceneStorage", "FocusState", "GestureState", "ObservedObject", "StateObject",
        "EnvironmentObject", "Bindable", "Query", "FetchRequest", "SectionedFetchRequest",
    ]

    init(_ view: StructDeclSyntax, extensions: [MemberBlockItemListSyntax] = []) {
        genericParameters = Set(view.genericParameterClause?.parameters.map(\.name.text) ?? [])
        for decl in Self.declarations(in: view.memberBlock.members) {
            guard let variable = decl.as(VariableDeclSyntax.self), !variable.modifiers.containsStatic else { continue }
            guard !variable.isComputed else {
                recordComputed(variable)
                continue
            }
            let wrapper = variable.attributes.propertyWrapperAttribute
            let changes = wrapper.map(Self.isChanging) ?? false
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if wrapper == nil { inputs.insert(name) }
                if changes { changingState.insert(name) }
                if let type = binding.typeAnnotation?.type { types[name] = type }
            }
        }
        for members in extensions {
            for decl in Self.declarations(in: members) {
                if let variable = decl.as(VariableDeclSyntax.self), variable.isComputed, !variable.modifiers.containsStatic { recordComputed(variable) }
            }
        }
    }

    private mutating func recordComputed(_ variable: VariableDeclSyntax) {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock
        else { return }
        computedReads[name] = ReadNames.firstNames(in: Syntax(accessors))
    }

    /// `@State`, `@Binding`, an observed model, a fetch request; `@Environment(\.editMode)` and
    /// `@Environment(Model.self)`.
    static func isChanging(_ wrapper: AttributeSyntax) -> Bool {
        let name = AttributeListSyntax.name(of: wrapper)
        if changingWrappers.contains(name) { return true }
        guard name == "Environment", let argument = wrapper.arguments?.as(LabeledExprListSyntax.self)?.first?.expression else { return false }
        if let keyPath = argument.as(KeyPathExprSyntax.self) {
            return keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text == "editMode"
        }
        return argument.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.self)
    }

    /// The declarations of a member list, those inside `#if` clauses included, in source order.
    static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                guard case let .decls(nested) = clause.elements else { return [] }
                return declarations(in: nested)
            }
        }
    }
}

extension NonBlankLineCounter {
    /// Adds trivia with each comment standing for only the line breaks inside it. Streaming:
    /// long-body asks for the code lines of every body and helper of every view, and copying their
    /// text first cost more than the rest of the rule.
    mutating func add(_ trivia: Trivia) {
        for piece in trivia {
            switch piece {
            case .spaces, .tabs: continue
            case let .newlines(count), let .carriageReturns(count):
                for _ in 0..<count { add(UInt8(ascii: "\n")) }
            case let .carriageReturnLineFeeds(count):
                for _ in 0..<(2 * count) { add(UInt8(ascii: "\n")) }
            case let .lineComment(text), let .blockComment(text), let .docLineComment(text), let .docBlockComment(text):
                for byte in text.utf8 where byte == UInt8(ascii: "\n") { add(byte) }
            default:
                var text = ""
                piece.write(to: &text)
                for byte in text.utf8 { add(byte) }
            }
        }
    }
}
