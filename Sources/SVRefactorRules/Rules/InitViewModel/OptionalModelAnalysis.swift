import SVRefactorCore
import SwiftSyntax

/// An optional view-model property that can become non-optional and be created in `init`.
struct OptionalModelPlan {
    var property: ViewTypeModel.Property
    /// `State`, `StateObject`, `ObservedObject` or `Bindable`.
    var wrapper: String
    /// `VM` in `VM?`.
    var wrappedType: TypeSyntax
    /// `VM(…)`: what creates it, moved into `init`.
    var construction: ExprSyntax
    /// Statements that create it lazily and go away (`if vm == nil { vm = VM(…) }`, the guard and
    /// assignment, a plain assignment).
    var bootstrapStatements: [CodeBlockItemSyntax]
    /// A `.task`/`.onAppear` call left empty by the removal, removed too.
    var emptiedModifiers: [FunctionCallExprSyntax]
    /// A bootstrap method left empty, removed with its calls.
    var emptiedMethods: [MemberBlockItemSyntax]
    /// Uses that lose their optionality.
    var unwraps: [Syntax]
    /// `vm?.count ?? 0` where the model's class declares `count` non-optional: the default can
    /// never be used once `vm` exists, so the whole expression becomes `vm.count`.
    var redundantDefaults: [SequenceExprSyntax]
    /// `if let vm { A } else { B }` → A: (the `if` statement, its then-block).
    var unwrappingIfs: [(statement: CodeBlockItemSyntax, body: CodeBlockSyntax)]
    /// `guard let vm else { … }` statements to remove.
    var unwrappingGuards: [CodeBlockItemSyntax]
}

/// Finds optional view models created lazily (`@State private var vm: VM?` set in `.task`, `.onAppear`
/// or a bootstrap method) and decides whether `init` can create them instead.
struct OptionalModelAnalysis {
    let view: ViewAnalysis

    private var context: RuleContext { view.context }
    private var model: ViewTypeModel { view.model }

    private static let wrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Bindable"]
    /// Passed in or set by someone else: not a lazily created view model, nothing to say.
    private static let notCreatedHere = Refusal(.notApplicable, "nothing in this view creates it")
    /// Type-name endings that say "this is a model object", not a value the view shows or selects.
    static let modelTypeSuffixes = ["ViewModel", "Model", "Store", "Loader", "Controller", "Manager", "Coordinator", "Presenter", "Interactor"]

    /// Only view models are this rule's business: an optional `selection` or `error` is state that
    /// means something when nil.
    enum ModelEvidence {
        /// The type or name says so (`…ViewModel`, `…Store`, `…Loader`, `viewModel`, `vm`).
        case named
        /// Only that its type is an `@Observable` or `ObservableObject` class of the module: such a
        /// property is as often a selection (`chosenAccount: Account?`), so the rule rewrites it when
        /// it can but does not report why it cannot.
        case observableClass
    }

    private func modelEvidence(name: String, type: TypeSyntax) -> ModelEvidence? {
        let typeName = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text ?? ""
        if Self.modelTypeSuffixes.contains(where: { typeName.hasSuffix($0) }) { return .named }
        if ["viewModel", "vm", "model", "store"].contains(where: { name == $0 || name.hasSuffix($0.prefix(1).uppercased() + $0.dropFirst()) }) {
            return .named
        }
        return view.types.modelClassKind(ofType: type.trimmedDescription) != nil ? .observableClass : nil
    }
    private static let lifecycleModifiers: Set<String> = ["task", "onAppear"]

    func plans() -> [OptionalModelPlan] {
        var plans: [OptionalModelPlan] = []
        for property in model.properties.values.sorted(by: { $0.declaration.position < $1.declaration.position }) {
            guard let wrapper = property.wrapperName, Self.wrappers.contains(wrapper), !property.isStatic, !property.isComputed,
                let optional = property.binding.typeAnnotation?.type.as(OptionalTypeSyntax.self),
                property.binding.initializer == nil || property.binding.initializer?.value.is(NilLiteralExprSyntax.self) == true,
                property.declaration.bindings.count == 1,
                let evidence = modelEvidence(name: property.name, type: optional.wrappedType)
            else { continue }
            switch plan(for: property, wrapper: wrapper, wrappedType: optional.wrappedType) {
            case let .success(plan): plans.append(plan)
            case let .failure(refusal) where refusal.kind != .notApplicable && evidence == .named:
                context.report("'\(property.name)' stays optional: \(refusal.reason)", at: property.declaration)
            case .failure:
                continue
            }
        }
        return plans
    }

    private func plan(for property: ViewTypeModel.Property, wrapper: String, wrappedType: TypeSyntax) -> Result<OptionalModelPlan, Refusal> {
        let name = property.name
        var assignments: [(reference: MemberReference, item: MemberBlockItemSyntax)] = []
        var otherUses: [(reference: MemberReference, item: MemberBlockItemSyntax)] = []
        for list in model.memberLists {
            for item in list {
                for reference in view.references(in: item).references where reference.name == name {
                    if reference.use == .assign { assignments.append((reference, item)) } else { otherUses.append((reference, item)) }
                }
            }
        }
        guard !assignments.isEmpty else { return .failure(Self.notCreatedHere) }
        guard assignments.count == 1, let (assignment, container) = assignments.first else {
            return .failure(Refusal(.unsafeRewrite, "it is assigned in \(assignments.count) places; the nil state or the choice between them means something"))
        }
        guard let sequence = assignment.expression.parent?.parent?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let value = sequence.elements.last, let statement = sequence.parent?.as(CodeBlockItemSyntax.self)
        else {
            return .failure(Refusal(.unsupportedShape, "it is assigned in a way svrefactor does not recognise"))
        }
        if value.is(NilLiteralExprSyntax.self) { return .failure(Refusal(.unsafeRewrite, "it is reset to nil, so its nil state means something")) }
        if let blocker = constructionBlocker(value, wrappedType: wrappedType) { return .failure(blocker) }

        // The bootstrap shape around the assignment.
        var bootstrap: [CodeBlockItemSyntax] = [statement]
        var list = statement.parent?.as(CodeBlockItemListSyntax.self)
        if let block = list?.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self), ifExpr.body.id == block.id {
            guard list?.count == 1, ifExpr.elseBody == nil, isNilCheck(ifExpr.conditions, of: name, equal: true),
                let ifStatement = ifExpr.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self)
                    ?? ifExpr.parent?.as(CodeBlockItemSyntax.self)
            else {
                return .failure(Refusal(.unsafeRewrite, "it is created inside an `if` that does more than check it is nil"))
            }
            bootstrap = [ifStatement]
            list = ifStatement.parent?.as(CodeBlockItemListSyntax.self)
        } else if let list, let index = list.firstIndex(where: { $0.id == statement.id }), index != list.startIndex {
            let previous = list[list.index(before: index)]
            if let guardStmt = previous.item.as(GuardStmtSyntax.self), isNilCheck(guardStmt.conditions, of: name, equal: true),
                guardStmt.body.statements.count == 1, guardStmt.body.statements.first?.item.is(ReturnStmtSyntax.self) == true
            {
                bootstrap = [previous, statement]
            }
        }
        guard let list else { return .failure(Refusal(.unsupportedShape, "it is created in a place svrefactor does not recognise")) }

        // Where the bootstrap lives: a `.task`/`.onAppear` closure, or a method called from one.
        var emptiedModifiers: [FunctionCallExprSyntax] = []
        var emptiedMethods: [MemberBlockItemSyntax] = []
        let isEmptied = list.count == bootstrap.count
        if let closure = list.parent?.as(ClosureExprSyntax.self) {
            guard let call = lifecycleCall(of: closure) else {
                return .failure(Refusal(.unsupportedShape, "it is created in a closure other than `.task` or `.onAppear`"))
            }
            if isEmptied { emptiedModifiers.append(call) }
        } else if let method = list.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self), container.decl.id == method.id {
            if method.signature.effectSpecifiers?.asyncSpecifier != nil {
                return .failure(Refusal(.unsafeRewrite, "it is created in an async method; the creation may depend on what that waits for"))
            }
            if isEmptied {
                // Every call of the emptied method must be a whole `.task`/`.onAppear` closure, which goes too.
                let calls = allReferences(to: method.name.text)
                for reference in calls {
                    // `.onAppear(perform: bootstrap)`.
                    if let argument = reference.expression.parent?.as(LabeledExprSyntax.self), argument.label?.text == "perform",
                        let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self), modifier.arguments.count == 1,
                        modifier.trailingClosure == nil,
                        let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                        Self.lifecycleModifiers.contains(name)
                    {
                        emptiedModifiers.append(modifier)
                        continue
                    }
                    guard let call = reference.expression.parent?.as(FunctionCallExprSyntax.self),
                        let callStatement = call.parent?.as(CodeBlockItemSyntax.self),
                        let closure = callStatement.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
                        let modifier = lifecycleCall(of: closure)
                    else {
                        return .failure(Refusal(.unsupportedShape, "'\(method.name.text)' would be left empty, but it is called from elsewhere"))
                    }
                    emptiedModifiers.append(modifier)
                }
                emptiedMethods.append(container)
            }
        } else {
            return .failure(Refusal(.unsupportedShape, "it is created somewhere other than `.task`, `.onAppear` or a method they call"))
        }

        // Every other use must survive losing the optional.
        // A modifier call's range covers the view it modifies; only `.task { … }` itself goes.
        let modifierRanges = emptiedModifiers.map { call in
            (call.calledExpression.as(MemberAccessExprSyntax.self)?.period.position ?? call.position)..<call.endPosition
        }
        let removed = bootstrap.map(\.range) + modifierRanges + emptiedMethods.map(\.range)
        var unwraps: [Syntax] = []
        var redundantDefaults: [SequenceExprSyntax] = []
        var ifs: [(CodeBlockItemSyntax, CodeBlockSyntax)] = []
        var guards: [CodeBlockItemSyntax] = []
        for (reference, _) in otherUses where !removed.contains(where: { $0.contains(reference.expression.position) }) {
            switch classifyUse(reference, name: name) {
            case let .unwrap(node):
                unwraps.append(node)
                if let sequence = redundantDefault(after: node, wrappedType: wrappedType) { redundantDefaults.append(sequence) }
            case let .ifLet(statement, body):
                if containsComment(statement, excluding: body, includingLeading: false) {
                    return .failure(Refusal(.unsafeRewrite, "the placeholder branch of an `if let \(name)` has comments that would be lost; move or remove them"))
                }
                ifs.append((statement, body))
            case let .guardLet(statement): guards.append(statement)
            case .plainRead: continue
            case let .unsupported(reason): return .failure(Refusal(.unsafeRewrite, reason))
            }
        }
        // Of a modifier, everything from its `.` goes: `.onAppear /* note */ { … }` included.
        let removedModifierTokens = emptiedModifiers.flatMap { modifier in
            let start = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.period.position ?? modifier.position
            return modifier.tokens(viewMode: .sourceAccurate).filter { $0.position >= start }.map(Syntax.init)
        }
        let removedNodes = bootstrap.map(Syntax.init) + removedModifierTokens + emptiedMethods.map(Syntax.init)
        for node in removedNodes where containsComment(node, excluding: nil, includingLeading: true) {
            return .failure(Refusal(.unsafeRewrite, "the code that creates it has comments that would be lost; move or remove them"))
        }

        return .success(OptionalModelPlan(
            property: property, wrapper: wrapper, wrappedType: wrappedType, construction: value,
            bootstrapStatements: bootstrap, emptiedModifiers: emptiedModifiers, emptiedMethods: emptiedMethods,
            unwraps: unwraps, redundantDefaults: redundantDefaults, unwrappingIfs: ifs, unwrappingGuards: guards))
    }

    // MARK: - The construction

    /// `VM(…)` or `.init(…)`, using only what `init` can see: `let`s and plain stored properties.
    private func constructionBlocker(_ value: ExprSyntax, wrappedType: TypeSyntax) -> Refusal? {
        if value.is(AwaitExprSyntax.self) || value.descendants().contains(where: { $0.is(AwaitExprSyntax.self) }) {
            return Refusal(.unsafeRewrite, "it is created by async work, which `init` cannot wait for")
        }
        guard let call = value.as(FunctionCallExprSyntax.self) else {
            return Refusal(.unsupportedShape, "it is created by `\(value.trimmedDescription)`, not by an initializer call svrefactor can move")
        }
        let called = call.calledExpression.trimmedDescription
        guard called == wrappedType.trimmedDescription || called == ".init" else {
            return Refusal(.unsupportedShape, "it is created by `\(called)(…)`, which is not an initializer of \(wrappedType.trimmedDescription)")
        }
        if let refusal = initializerRefusal(call, wrappedType: wrappedType) { return refusal }
        let scan = MemberReferenceScan(value, model: model)
        if !scan.selfAsValue.isEmpty { return Refusal(.unsafeRewrite, "its creation uses `self`, which `init` does not have yet") }
        for reference in scan.references {
            guard let dependency = model.properties[reference.name] else {
                return Refusal(.unsafeRewrite, "its creation calls '\(reference.name)', a method of the view, which `init` cannot use before the view exists")
            }
            if let wrapper = dependency.wrapperName {
                let kind = PropertyWrappers.environment.contains(wrapper) ? "an @\(wrapper) value" : "another @\(wrapper) property"
                return Refusal(
                    .unsafeRewrite,
                    "its creation uses '\(reference.name)', \(kind) that `init` cannot see; pass what it needs into the view's init instead")
            }
            if dependency.isComputed {
                return Refusal(.unsafeRewrite, "its creation uses the computed property '\(reference.name)', which needs the finished view")
            }
        }
        // Names local to where it is created (a closure parameter, a `let` in `.task`) do not exist in `init`.
        for node in value.descendants() {
            guard let reference = node.as(DeclReferenceExprSyntax.self), reference.parent?.is(MemberAccessExprSyntax.self) != true
                || reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id
            else { continue }
            let name = reference.baseName.text
            if name.first?.isLowercase == true, !model.isInstanceMember(name), LocalScope.binds(name, at: reference, within: value.root) {
                return Refusal(.unsafeRewrite, "its creation uses '\(name)', a local value `init` does not have")
            }
        }
        return nil
    }

    /// When the module declares the model's type, the initializer the call picks (by its labels) must
    /// be one `init` can call: not `async` (init cannot wait), not throwing, not failable (the property
    /// would have to stay optional).
    private func initializerRefusal(_ call: FunctionCallExprSyntax, wrappedType: TypeSyntax) -> Refusal? {
        guard let facts = view.context.module.resolve(wrappedType.trimmedDescription, from: model.qualifiedName),
            facts.kind == .class || facts.kind == .struct || facts.kind == .actor
        else { return nil }
        let initializers = facts.initializers
        // Without a written initializer, the type has `init()` (a class whose properties have
        // values) or, for a struct, its memberwise one: nothing that awaits, throws or fails.
        guard !initializers.isEmpty else { return nil }
        var labels: [String?] = call.arguments.map { $0.label?.text }
        if call.trailingClosure != nil { labels.append(nil) }
        labels += call.additionalTrailingClosures.map { $0.label.text }
        let matching = initializers.filter { $0.accepts(labels: labels) }
        let name = facts.name
        guard !matching.isEmpty else {
            return Refusal(.unknownType, "no initializer of '\(name)' in the module takes these arguments; svrefactor cannot check that `init` can create it")
        }
        if matching.contains(where: { !$0.isAsync && !$0.isThrowing && !$0.isFailable }) { return nil }
        if matching.contains(where: \.isAsync) {
            return Refusal(.unsafeRewrite, "'\(name)'s initializer is async, and `init` cannot wait for it")
        }
        if matching.contains(where: \.isThrowing) {
            return Refusal(.unsafeRewrite, "'\(name)'s initializer throws, and the view's `init` would have to handle the error")
        }
        return Refusal(.unsafeRewrite, "'\(name)'s initializer is failable, so the model may not exist and must stay optional")
    }

    // MARK: - Uses

    private enum Use {
        case unwrap(Syntax)
        case ifLet(statement: CodeBlockItemSyntax, body: CodeBlockSyntax)
        case guardLet(CodeBlockItemSyntax)
        case plainRead
        case unsupported(String)
    }

    private func classifyUse(_ reference: MemberReference, name: String) -> Use {
        let expression = reference.expression
        if reference.use == .projected { return .unsupported("'$\(name)' is used, and its binding would change type") }
        if let binding = expression.as(OptionalBindingConditionSyntax.self) ?? expression.parent?.parent?.as(OptionalBindingConditionSyntax.self) {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else {
                return .unsupported("an `if let` gives it another name; use `if let \(name)`")
            }
            guard let conditions = binding.parent?.parent?.as(ConditionElementListSyntax.self), conditions.count == 1 else {
                return .unsupported("an `if let \(name)` has other conditions too")
            }
            if let ifExpr = conditions.parent?.as(IfExprSyntax.self),
                let statement = ifExpr.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self) ?? ifExpr.parent?.as(CodeBlockItemSyntax.self),
                ifExpr.elseBody == nil || ifExpr.elseBody?.is(CodeBlockSyntax.self) == true
            {
                return .ifLet(statement: statement, body: ifExpr.body)
            }
            if let guardStmt = conditions.parent?.as(GuardStmtSyntax.self), let statement = guardStmt.parent?.as(CodeBlockItemSyntax.self) {
                return .guardLet(statement)
            }
            return .unsupported("it is unwrapped in a way svrefactor does not recognise")
        }
        if let chaining = expression.parent?.as(OptionalChainingExprSyntax.self) { return .unwrap(Syntax(chaining)) }
        if let force = expression.parent?.as(ForceUnwrapExprSyntax.self) { return .unwrap(Syntax(force)) }
        if let access = expression.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expression.id {
            return .unsupported("it is used as an optional value (`\(name).\(access.declName.baseName.text)`)")
        }
        if let list = expression.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == expression.id }) {
            let neighbours = [list.index(after: index), index == list.startIndex ? nil : list.index(before: index)].compactMap { $0 }
                .filter { $0 < list.endIndex }.map { list[$0].trimmedDescription }
            if neighbours.contains(where: { ["==", "!=", "??", "==="].contains($0) }) {
                return .unsupported("it is compared with nil or defaulted with `??` outside the code that creates it")
            }
        }
        return .plainRead
    }

    /// `vm?.x ?? d`, when the module declares `x` in the model's type with a certain, non-optional type.
    private func redundantDefault(after unwrap: Syntax, wrappedType: TypeSyntax) -> SequenceExprSyntax? {
        guard unwrap.is(OptionalChainingExprSyntax.self), let access = unwrap.parent?.as(MemberAccessExprSyntax.self),
            access.base?.id == unwrap.id, let list = access.parent?.as(ExprListSyntax.self),
            let sequence = list.parent?.as(SequenceExprSyntax.self), list.count == 3,
            list.first?.id == access.id, list.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let owner = view.context.module.resolve(wrappedType.trimmedDescription, from: model.qualifiedName),
            let property = owner.property(named: access.declName.baseName.text), !property.isStatic,
            let type = view.types.type(ofMember: property, in: owner), !type.hasSuffix("?"), !type.hasSuffix("!"), !type.hasPrefix("Optional<")
        else { return nil }
        return sequence
    }

    // MARK: - Helpers

    /// `vm == nil` (or `nil == vm`) as the only condition.
    private func isNilCheck(_ conditions: ConditionElementListSyntax, of name: String, equal: Bool) -> Bool {
        guard conditions.count == 1, case let .expression(expression) = conditions.first!.condition,
            let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3
        else { return false }
        let parts = sequence.elements.map(\.trimmedDescription)
        let op = equal ? "==" : "!="
        return parts[1] == op && Set([parts[0], parts[2]]) == Set(["nil", name]) || parts[1] == op && Set([parts[0], parts[2]]) == Set(["nil", "self.\(name)"])
    }

    private func lifecycleCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            Self.lifecycleModifiers.contains(name), call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty
        else { return nil }
        return call
    }

    private func allReferences(to name: String) -> [MemberReference] {
        view.references(to: name)
    }

    /// Whether removing `node` (but for `kept`) would lose a comment. The comments above the first
    /// token count only with `includingLeading` (they stay when the node is replaced rather than removed).
    private func containsComment(_ node: some SyntaxProtocol, excluding kept: CodeBlockSyntax?, includingLeading: Bool) -> Bool {
        let leadingIsKept = kept?.range.contains(node.position) ?? false
        return includingLeading && !leadingIsKept && node.leadingTrivia.contains(where: \.isComment)
            || !node.commentsInside(excluding: kept?.range).isEmpty
    }
}
