import SwiftSyntax

/// The `if`/`else` or `switch` that makes up the whole of a `body` or view helper, with the root
/// view each branch builds: the view that identity churn replaces when the branch changes.
///
/// "The whole": the block's only statement that is not a declaration (a `let` before it is fine),
/// also inside a `Group { … }` (which adds no view of its own, only the modifiers after it), or an
/// `if` that returns early followed by a `return` (`if c { return AnyView(A()) }; return AnyView(B())`).
struct TopLevelConditional {
    /// The view a branch builds, as far as syntax tells.
    enum Root: Hashable {
        /// Nothing, or `EmptyView()`: the branch only hides the other.
        case empty
        /// A view type's initializer, after its modifiers: `Text` for `Text("a").bold()`,
        /// `List` for `List { … }`. `AnyView(x)` is `x`'s root.
        case type(String)
        /// A helper of the view (`header`, `self.header`, `row(for: item)`) or a view-valued
        /// property (`content`).
        case helper(String)
        /// More than one view: the branch builds a tuple of them.
        case several

        var description: String {
            switch self {
            case .empty: "nothing"
            case let .type(name): name
            case let .helper(name): name
            case .several: "several views"
            }
        }
    }

    /// The `if` or `switch` keyword: where the finding points.
    let keyword: TokenSyntax
    /// The first `if`'s conditions or the switched value, as written on one line.
    let conditionText: String
    /// Whether a condition of the `if` chain asks about the data rather than a mode: whether a
    /// value is there (`if let`, `case let`, `!= nil`), empty (`isEmpty`, `count`), or of a type
    /// (`is`). Such branches follow what arrives, the way a loading state does.
    let asksAboutData: Bool
    /// Whether a branch `return`s its view: then no view builder collects the branches, and they
    /// are one value of one type (or erased to `AnyView`), with one identity.
    let returnsExplicitly: Bool
    /// One root per branch in source order (an `if` without `else` has an `.empty` one); nested
    /// conditionals that make up a whole branch are flattened into it.
    let roots: [Root]
    /// The names the condition or the switched value reads.
    let conditionNames: Set<String>
    /// The locals declared before the conditional (`let blocks = parse(message)`), with the names
    /// their values read.
    private let locals: [(name: String, reads: Set<String>)]

    /// The conditional of `statements`, or nil when they are something else or a branch builds a
    /// view whose kind syntax cannot tell (then nothing is claimed).
    init?(_ statements: CodeBlockItemListSyntax) {
        let items = Array(statements.filter { !$0.item.is(DeclSyntax.self) })
        if let (early, final) = Self.earlyReturnShape(items) {
            guard let conditionNames = Self.conditionNames(of: early), let first = Self.roots(of: early.body.statements),
                let second = Self.root(of: final)
            else { return nil }
            keyword = early.ifKeyword
            conditionText = CheckSupport.oneLine(early.conditions)
            asksAboutData = Self.asksAboutData(early.conditions)
            returnsExplicitly = true
            roots = first + [second]
            self.conditionNames = conditionNames
            locals = Self.locals(in: [statements])
            return
        }
        guard items.count == 1, let expression = Self.viewExpression(of: items.first!), let (conditional, group) = Self.unwrappingGroup(expression),
            let roots = Self.roots(ofConditional: conditional), let names = Self.conditionNames(ofConditional: conditional)
        else { return nil }
        if let ifExpr = conditional.as(IfExprSyntax.self) {
            keyword = ifExpr.ifKeyword
            conditionText = CheckSupport.oneLine(ifExpr.conditions)
            var chain: IfExprSyntax? = ifExpr
            var asks = false
            while let link = chain {
                asks = asks || Self.asksAboutData(link.conditions)
                if case let .ifExpr(next)? = link.elseBody { chain = next } else { chain = nil }
            }
            asksAboutData = asks
            returnsExplicitly = Self.containsReturn(Syntax(ifExpr))
        } else {
            let switchExpr = conditional.as(SwitchExprSyntax.self)!
            keyword = switchExpr.switchKeyword
            conditionText = CheckSupport.oneLine(switchExpr.subject)
            asksAboutData = false
            returnsExplicitly = Self.containsReturn(Syntax(switchExpr))
        }
        self.roots = roots
        conditionNames = names
        locals = Self.locals(in: [statements] + (group.map { [$0] } ?? []))
    }

    /// Whether the conditional is a `switch` rather than an `if`/`else`.
    var isSwitch: Bool { keyword.tokenKind == .keyword(.switch) }

    /// The names the condition reads, with those its locals and the view's computed properties
    /// (`computed`: name → the names its getter reads) read in turn.
    func conditionNames(resolving computed: [String: Set<String>]) -> Set<String> {
        var found = conditionNames
        var pending = Array(conditionNames)
        while let name = pending.popLast() {
            let reads = (locals.last(where: { $0.name == name })?.reads ?? []).union(computed[name] ?? [])
            for read in reads where found.insert(read).inserted { pending.append(read) }
        }
        return found
    }

    /// The view roots the branches build, without the empty ones.
    var viewRoots: [Root] { roots.filter { $0 != .empty } }

    // MARK: - Statements

    /// The expression of a statement that builds or returns a view; nil for other statements.
    private static func viewExpression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case let .expr(expression): return expression
        case let .stmt(statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return expression }
            return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The locals `lists` declare, with the names their values read.
    private static func locals(in lists: [CodeBlockItemListSyntax]) -> [(name: String, reads: Set<String>)] {
        lists.flatMap { $0.compactMap { $0.item.as(VariableDeclSyntax.self) } }.flatMap { variable in
            variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { return nil }
                return (name, ReadNames.firstNames(in: Syntax(value)))
            }
        }
    }

    /// `if c { …; return A }` without `else`, then `return B`: the `if` and `B`.
    private static func earlyReturnShape(_ items: [CodeBlockItemSyntax]) -> (IfExprSyntax, ExprSyntax)? {
        guard items.count == 2, let ifExpr = viewExpression(of: items[0])?.as(IfExprSyntax.self), ifExpr.elseBody == nil,
            let last = ifExpr.body.statements.last, last.item.is(ReturnStmtSyntax.self),
            let final = items[1].item.as(ReturnStmtSyntax.self)?.expression
        else { return nil }
        return (ifExpr, final)
    }

    /// `if #available(…)` or `if #unavailable(…)`: the branches are one view for different systems.
    private static func isAvailabilityCheck(_ ifExpr: IfExprSyntax) -> Bool {
        ifExpr.conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
    }

    /// The `if` or `switch` itself, or the one a `Group { … }` (with modifiers after it) wraps,
    /// with the group's statements.
    private static func unwrappingGroup(_ expression: ExprSyntax) -> (ExprSyntax, CodeBlockItemListSyntax?)? {
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return (expression, nil) }
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base
        {
            current = base
        }
        guard let group = current.as(FunctionCallExprSyntax.self), group.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
            group.arguments.isEmpty, let closure = group.trailingClosure, group.additionalTrailingClosures.isEmpty
        else { return nil }
        let items = closure.statements.filter { !$0.item.is(DeclSyntax.self) }
        guard items.count == 1, let inner = viewExpression(of: items.first!), inner.is(IfExprSyntax.self) || inner.is(SwitchExprSyntax.self) else { return nil }
        return (inner, closure.statements)
    }

    // MARK: - Branches

    private static func roots(ofConditional expression: ExprSyntax) -> [Root]? {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            guard let first = roots(of: ifExpr.body.statements) else { return nil }
            switch ifExpr.elseBody {
            case nil: return first + [.empty]
            case let .ifExpr(next)?: return roots(ofConditional: ExprSyntax(next)).map { first + $0 }
            case let .codeBlock(block)?: return roots(of: block.statements).map { first + $0 }
            }
        }
        guard let switchExpr = expression.as(SwitchExprSyntax.self) else { return nil }
        var all: [Root] = []
        for element in switchExpr.cases {
            // A `#if` among the cases: which ones compile is not known here.
            guard case let .switchCase(switchCase) = element, let roots = roots(of: switchCase.statements) else { return nil }
            all += roots
        }
        return all
    }

    /// The roots one branch builds: one, or several when the branch is itself a conditional.
    private static func roots(of statements: CodeBlockItemListSyntax) -> [Root]? {
        let items = Array(statements.filter { !$0.item.is(DeclSyntax.self) })
        guard let only = items.first else { return [.empty] }
        if let (early, final) = earlyReturnShape(items) {
            guard let first = roots(of: early.body.statements), let second = root(of: final) else { return nil }
            return isAvailabilityCheck(early) ? first : first + [second]
        }
        guard items.count == 1 else {
            // Statements other than views (`let _ = print(x)` is a declaration; a `for` loop or an
            // assignment is not a view) leave the branch unknown.
            return items.allSatisfy({ viewExpression(of: $0) != nil }) ? [.several] : nil
        }
        guard let expression = viewExpression(of: only) else {
            // `break` in a `switch` case builds nothing.
            return only.item.is(BreakStmtSyntax.self) ? [.empty] : nil
        }
        if let ifExpr = expression.as(IfExprSyntax.self), isAvailabilityCheck(ifExpr) {
            // The view this system builds stands for the others.
            return roots(of: ifExpr.body.statements)
        }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return roots(ofConditional: expression)
        }
        return root(of: expression).map { [$0] }
    }

    /// The root view of an expression: its modifiers stripped, `AnyView` looked through.
    static func root(of expression: ExprSyntax) -> Root? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? nil : .helper(name)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            // `self.header`, or `Color.red`: a static member that is a view of its type.
            guard let base = access.base else { return nil }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .helper(access.declName.baseName.text) }
            if let typeName = typeName(base) { return .type(typeName) }
            return nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression
        if let typeName = typeName(called) {
            if typeName == "EmptyView" { return .empty }
            if typeName == "AnyView", let erased = call.arguments.first?.expression { return root(of: erased) }
            return .type(typeName)
        }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return .helper(reference.baseName.text)
        }
        guard let access = called.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .helper(access.declName.baseName.text) }
        // `base.padding()`: a modifier of the base.
        return root(of: base)
    }

    /// `Text`, `SwiftUI.Text`, `Outer.Row`, `Row<Item>`, `Row.init`: the type a call constructs,
    /// by its last name component; nil for anything not named like a type.
    private static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            if access.declName.baseName.tokenKind == .keyword(.`init`) { return typeName(base) }
            let member = access.declName.baseName.text
            return member.first?.isUppercase == true && typeName(base) != nil ? member : nil
        }
        return nil
    }

    // MARK: - Conditions

    /// The names an `if`'s conditions (and its `else if`s') or a `switch`'s value read; nil for an
    /// availability check (`if #available`), which never changes while the app runs.
    private static func conditionNames(ofConditional expression: ExprSyntax) -> Set<String>? {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            guard var names = conditionNames(of: ifExpr) else { return nil }
            if case let .ifExpr(next)? = ifExpr.elseBody {
                guard let more = conditionNames(ofConditional: ExprSyntax(next)) else { return nil }
                names.formUnion(more)
            }
            return names
        }
        guard let switchExpr = expression.as(SwitchExprSyntax.self) else { return nil }
        return ReadNames.firstNames(in: Syntax(switchExpr.subject))
    }

    /// A `return` of the block itself, not of a closure inside it.
    private static func containsReturn(_ node: Syntax) -> Bool {
        node.children(viewMode: .sourceAccurate).contains { child in
            if child.is(ClosureExprSyntax.self) { return false }
            return child.is(ReturnStmtSyntax.self) || containsReturn(child)
        }
    }

    private static func asksAboutData(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            if element.condition.is(OptionalBindingConditionSyntax.self) || element.condition.is(MatchingPatternConditionSyntax.self) { return true }
            return ([Syntax(element)] + Array(element.descendants())).contains { node in
                if let access = node.as(MemberAccessExprSyntax.self), ["isEmpty", "count"].contains(access.declName.baseName.text) { return true }
                if node.is(UnresolvedIsExprSyntax.self) || node.is(IsExprSyntax.self) { return true }
                if node.as(NilLiteralExprSyntax.self) != nil { return true }
                return false
            }
        }
    }

    private static func conditionNames(of ifExpr: IfExprSyntax) -> Set<String>? {
        if isAvailabilityCheck(ifExpr) { return nil }
        return ReadNames.firstNames(in: Syntax(ifExpr.conditions))
    }
}
