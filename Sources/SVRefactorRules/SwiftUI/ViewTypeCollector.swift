import SVRefactorCore
import SwiftSyntax

extension StructDeclSyntax {
    /// Whether the struct's own inheritance clause names `View` (or `SwiftUI.View`).
    ///
    /// Conformances added in extensions are not seen; a struct whose `View` conformance lives in an
    /// extension is not treated as a view, which only makes rules do less.
    public var declaresViewConformance: Bool {
        inheritanceClause?.inheritedTypes.contains { $0.type.isNamed("View") } ?? false
    }
}

extension TypeSyntax {
    /// Whether the type is `name` or `SwiftUI.name`.
    func isNamed(_ name: String) -> Bool {
        if let identifier = self.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == name && identifier.genericArgumentClause == nil
        }
        if let member = self.as(MemberTypeSyntax.self) {
            return member.name.text == name && member.baseType.isNamed("SwiftUI")
        }
        return false
    }

    /// Whether values of this type are views: `some View`, `any View`, `AnyView`, or toolbar content.
    /// `some TabContent<Item>`, `some Scene`, `some Commands`, `some TableColumnContent<…>`: content
    /// SwiftUI builds like views but that is no `View` (a subview could not hold it); and an
    /// `Alert`, `ActionSheet` or `some Gesture` a view builds for its body. Where a member goes in a
    /// view's order, it is a view helper all the same (apps keep their alert builders and gestures
    /// with the helpers, below `body`).
    var isOtherUIContentType: Bool {
        if isNamed("Alert") || isNamed("ActionSheet") { return true }
        guard let opaque = self.as(SomeOrAnyTypeSyntax.self) else { return false }
        if opaque.constraint.isNamed("Gesture") { return true }
        let name = opaque.constraint.as(IdentifierTypeSyntax.self)?.name.text ?? opaque.constraint.as(MemberTypeSyntax.self)?.name.text
        return name.map(Self.otherUIContentProtocols.contains) ?? false
    }

    static let otherUIContentProtocols: Set<String> = [
        "TabContent", "Scene", "Commands", "TableColumnContent", "TableRowContent", "ChartContent", "CustomizableToolbarContent",
        "AccessibilityRotorContent",
    ]

    var isViewType: Bool {
        if isNamed("AnyView") { return true }
        if let opaque = self.as(SomeOrAnyTypeSyntax.self) {
            return opaque.constraint.isNamed("View") || opaque.constraint.isNamed("ToolbarContent")
        }
        return false
    }
}

/// Finds every struct that declares `View` conformance, in source order: at file scope, nested in
/// other types, inside `#if` blocks, in the closure of a `#Preview`, and as local types in function
/// and property bodies.
///
/// It walks declarations only and never descends into expressions (other than a macro's trailing
/// closures), which keeps it far cheaper than visiting every node: views declared inside arbitrary
/// closures are not found, and are left alone.
enum ViewTypeCollector {
    /// Whether a file whose project-model entry is `file` can have views this collector finds: the
    /// model's declaration walk is the same one, so a file without a struct conforming to `View`
    /// has none and need not be parsed again.
    static func mayFindViews(in file: FileDeclarations) -> Bool {
        file.structConformances.contains("View")
    }

    /// The views of the context's tree, found once for all the rules that see it.
    /// The views of the context's file that its rule may change: all but those a suppression
    /// comment holds back (``RuleContext/isHeldBack(_:named:)``).
    static func views(in context: RuleContext) -> [StructDeclSyntax] {
        let views = context.shared(ViewsOfTree.self)
        guard !context.heldBackLines.isEmpty else { return views }
        return views.filter { !context.isHeldBack($0, named: $0.name) }
    }

    /// Every view of the context's file, held back or not.
    static func allViews(in context: RuleContext) -> [StructDeclSyntax] {
        context.shared(ViewsOfTree.self)
    }

    private enum ViewsOfTree: TreeDerivedValue {
        static func derive(for context: RuleContext) -> [StructDeclSyntax] {
            ViewTypeCollector.views(in: context.tree)
        }
    }

    static func views(in file: SourceFileSyntax) -> [StructDeclSyntax] {
        var views: [StructDeclSyntax] = []
        collect(in: file.statements, into: &views)
        return views
    }

    private static func collect(in statements: CodeBlockItemListSyntax, into views: inout [StructDeclSyntax]) {
        for statement in statements {
            switch statement.item {
            case let .decl(decl): collect(decl, into: &views)
            case let .expr(expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self) {
                    collect(inClosures: [macro.trailingClosure].compactMap { $0 } + macro.additionalTrailingClosures.map(\.closure), into: &views)
                }
            default: continue
            }
        }
    }

    private static func collect(_ decl: DeclSyntax, into views: inout [StructDeclSyntax]) {
        switch decl.as(DeclSyntaxEnum.self) {
        case let .structDecl(structDecl):
            if structDecl.declaresViewConformance { views.append(structDecl) }
            collect(in: structDecl.memberBlock, into: &views)
        case let .enumDecl(enumDecl): collect(in: enumDecl.memberBlock, into: &views)
        case let .classDecl(classDecl): collect(in: classDecl.memberBlock, into: &views)
        case let .actorDecl(actorDecl): collect(in: actorDecl.memberBlock, into: &views)
        case let .extensionDecl(extensionDecl): collect(in: extensionDecl.memberBlock, into: &views)
        case let .ifConfigDecl(ifConfig):
            for clause in ifConfig.clauses {
                switch clause.elements {
                case let .decls(members): collect(in: members, into: &views)
                case let .statements(statements): collect(in: statements, into: &views)
                default: continue
                }
            }
        case let .macroExpansionDecl(macro):
            collect(inClosures: [macro.trailingClosure].compactMap { $0 } + macro.additionalTrailingClosures.map(\.closure), into: &views)
        case let .functionDecl(function):
            if let body = function.body { collect(in: body.statements, into: &views) }
        case let .initializerDecl(initializer):
            if let body = initializer.body { collect(in: body.statements, into: &views) }
        case let .variableDecl(variable):
            for binding in variable.bindings {
                switch binding.accessorBlock?.accessors {
                case let .getter(statements): collect(in: statements, into: &views)
                case let .accessors(accessors):
                    for accessor in accessors { if let body = accessor.body { collect(in: body.statements, into: &views) } }
                case nil: continue
                }
            }
        default:
            return
        }
    }

    private static func collect(in memberBlock: MemberBlockSyntax, into views: inout [StructDeclSyntax]) {
        collect(in: memberBlock.members, into: &views)
    }

    private static func collect(in members: MemberBlockItemListSyntax, into views: inout [StructDeclSyntax]) {
        for member in members { collect(member.decl, into: &views) }
    }

    private static func collect(inClosures closures: [ClosureExprSyntax], into views: inout [StructDeclSyntax]) {
        for closure in closures { collect(in: closure.statements, into: &views) }
    }
}
