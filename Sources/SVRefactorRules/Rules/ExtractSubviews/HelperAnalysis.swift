import SVRefactorCore
import SwiftSyntax

/// What the analysis of one helper found, before anything is decided: the view's members its body
/// uses and how, the other helpers it uses, and why it must stay a helper, if it must.
struct HelperAnalysis {
    var candidate: HelperCandidate
    /// Each member of the view its body uses, in order of first use, and how it uses it.
    var usages: [(name: String, usage: MemberUsage)] = []
    /// The other helpers its body uses: they become subviews with it, or it stays.
    var dependencies: [String] = []
    /// Members and helpers in order of first use, so inputs can follow it.
    var firstUses: [String] = []
    /// Names inside the body that must be qualified with the view's name at file scope.
    var typeScopedNames: [Syntax] = []
    /// Why it stays a helper: found here, or later by ``SubviewSelection``.
    var blocker: Refusal?
    /// Its body uses a static member or nested type private to the view: its subview must go
    /// into an extension of the view (``SubviewPlacement/viewExtension``).
    var usesPrivateNames = false
    /// Shorter than `min-lines`: extracted only when an extracted helper uses it.
    var isTiny = false
    /// Used inside a presentation (a `.sheet`, `.alert`, `.toolbar`, … closure): there a subview's
    /// own `@Environment(\.dismiss)` would be the presentation's, not the view's.
    var isShownInPresentation = false
    /// Handed as a value to code that may show it outside the view's environment (a representable,
    /// a hosting controller, a type of the app that is not a view): where, for the finding.
    var handedOutside: String?
    /// Private methods and computed properties of the view that only this helper uses: they move
    /// into its subview, which then takes what they use rather than a closure or a value for each
    /// (`submit()` with the `context` it sends to, not `context` and `submit: () -> Void`).
    var movedMembers: [MovedMember] = []

    var name: String { candidate.name }
}

/// A method, a computed property or a constant that moves into a subview with the helper that uses it.
struct MovedMember {
    var declaration: DeclSyntax
    var item: MemberBlockItemSyntax
    /// Names in its body to qualify with the view's name at the subview (as in a helper's body).
    var typeScopedNames: [Syntax]

    /// A computed property (`var visibilityTitle: String { … }`) or a constant, which the subview
    /// declares before its `body`; a method goes after it.
    var isProperty: Bool { declaration.is(VariableDeclSyntax.self) }

    /// The names its parameters bind in its body (none for a computed property).
    var parameterNames: Set<String> {
        Set(declaration.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } ?? [])
    }

    /// Its body: a method's block, or a computed property's getter.
    var body: Syntax {
        let body = declaration.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) ?? declaration.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock.map(Syntax.init)
        return body ?? Syntax(declaration)
    }
}

/// Analyses each helper of one view on its own: what its body uses, and whether anything about the
/// helper or its uses elsewhere keeps it from becoming a subview (``HelperAnalysis/blocker``):
/// `self` as a value, wrapper storage, names private to the view, `body`, overloaded names, helpers
/// that cannot move, uses that are not plain (a function value, a key path, through an instance),
/// and, for a helper that is not private, code in other files that may use it.
struct HelperAnalyzer {
    let view: ViewAnalysis
    let minimumLines: Int

    private var context: RuleContext { view.context }
    private var model: ViewTypeModel { view.model }
    private var module: ModuleLookup { view.context.module }
    private var isGenericView: Bool { view.declaration.genericParameterClause != nil }

    /// One analysis per candidate, in the candidates' order. `otherHelpers` are view helpers that
    /// are not candidates (unsupported shapes, suppressed): a helper that uses one stays too.
    func analyses(of candidates: [HelperCandidate], otherHelpers: Set<String>) -> [HelperAnalysis] {
        let candidatesByName = Dictionary(candidates.map { ($0.name, $0) }) { first, _ in first }
        var analyses = candidates.map { analyse($0, candidates: candidatesByName, otherHelpers: otherHelpers) }
        checkUses(of: &analyses)
        // A view that holds an observed object it never reads keeps it to be redrawn when the
        // object changes (OnlySwitch's `languageManager`, for `.localized()` texts): subviews
        // would not be, and would show stale text.
        if let unread = unreadObservedProperty() {
            for index in analyses.indices where analyses[index].blocker == nil {
                analyses[index].blocker = Refusal(
                    .unsafeRewrite,
                    "'\(model.name)' holds '\(unread)', which nothing in it reads, so that it is redrawn when that changes; a subview would not be, "
                        + "and would show what it showed before; read '\(unread)' where its changes matter, or leave the helper")
            }
        }
        // A helper that only shows another view of the module stays, unless another helper shows
        // it: that one's subview cannot call a helper of the view, and would have to stay too.
        let shownByHelpers = Set(analyses.flatMap(\.dependencies))
        for index in analyses.indices where analyses[index].blocker == nil && !shownByHelpers.contains(analyses[index].candidate.name) {
            guard let shown = forwardedView(of: analyses[index].candidate) else { continue }
            analyses[index].blocker = Refusal(
                .unsupportedShape,
                "it only shows '\(shown)', so its subview would only pass its inputs on; write '\(shown)(…)' where it is used instead")
        }
        return analyses
    }

    private func analyse(_ candidate: HelperCandidate, candidates: [String: HelperCandidate], otherHelpers: Set<String>) -> HelperAnalysis {
        var analysis = HelperAnalysis(candidate: candidate)
        analysis.isTiny = candidate.bodyLineCount(in: context.source) < minimumLines
        if model.isAmbiguous(candidate.name) {
            analysis.blocker = Refusal(.unsupportedShape, "another member of '\(model.name)' has the same name; rename one of them")
            return analysis
        }
        if let work = Self.workDoneWhenEvaluated(candidate.statements) {
            analysis.blocker = Refusal(
                .unsupportedShape,
                "it does work as it is evaluated (line \(context.location(of: work).line): '\(CheckSupport.oneLine(work, limit: 40))'), which a subview "
                    + "would do only when SwiftUI evaluates its body, not on every render of '\(model.name)'; move the work into `.task` or `.onAppear` first")
            return analysis
        }
        if let clock = Self.clockReadWhileBuilding(candidate.statements, within: candidate.bodyRoot) {
            analysis.blocker = Refusal(
                .unsafeRewrite,
                "it reads the current time as it is drawn (line \(context.location(of: clock).line): '\(CheckSupport.oneLine(clock, limit: 40))'), "
                    + "and shows the right time only because '\(model.name)' redraws; a subview whose inputs do not change is not redrawn, "
                    + "so pass the time in (a `now` input, or a `TimelineView`)")
            return analysis
        }
        let scan = MemberReferenceScan(candidate.statements, model: model, parameters: Set(candidate.parameters.map(\.name)))

        if let node = scan.selfAsValue.first {
            analysis.blocker = Refusal(.unsupportedShape, "it uses `self` as a value (line \(context.location(of: node).line)), which a subview cannot receive")
            return analysis
        }
        if let (name, _) = scan.wrapperStorage.first {
            analysis.blocker = Refusal(.unsupportedShape, "it uses the property wrapper storage '\(name)' directly")
            return analysis
        }
        if let (name, _) = (scan.typeScopedNames + scan.staticMembersThroughType).first(where: { model.privateTypeScopedNames.contains($0.name) }) {
            guard SubviewPlacement.seesPrivateNames(of: view) else {
                analysis.blocker = Refusal(.inaccessibleName, "it uses '\(name)', which is private to '\(model.name)'; make it fileprivate so a subview in the same file can use it")
                return analysis
            }
            analysis.usesPrivateNames = true
        }
        if isGenericView, let (name, _) = scan.typeScopedNames.first {
            analysis.blocker = Refusal(
                .unsupportedShape,
                "it uses '\(name)', which belongs to the generic '\(model.name)': outside the view it needs the view's generic arguments")
            return analysis
        }
        analysis.typeScopedNames = scan.typeScopedNames.map(\.node)

        var order: [String] = []
        var usages: [String: MemberUsage] = [:]
        for reference in scan.references {
            if reference.name == "body" {
                analysis.blocker = Refusal(.unsupportedShape, "it refers to `body`")
                return analysis
            }
            if model.isAmbiguous(reference.name) {
                analysis.blocker = Refusal(.unsupportedShape, "it uses '\(reference.name)', which names more than one member of '\(model.name)'")
                return analysis
            }
            if let used = candidates[reference.name] {
                if used.isFunction, let refusal = callRefusal(reference, of: used) {
                    analysis.blocker = Refusal(.unsupportedShape, "it uses the helper '\(reference.name)', and \(refusal)")
                    return analysis
                }
                if !analysis.dependencies.contains(reference.name) {
                    analysis.dependencies.append(reference.name)
                    analysis.firstUses.append(reference.name)
                }
                continue
            }
            if otherHelpers.contains(reference.name) {
                analysis.blocker = Refusal(.unsupportedShape, "it uses '\(reference.name)', a view helper that cannot be extracted")
                return analysis
            }
            if usages[reference.name] == nil {
                order.append(reference.name)
                analysis.firstUses.append(reference.name)
            }
            usages[reference.name, default: MemberUsage()].record(
                reference, isDeferred: DeferredCode.isDeferred(reference.expression, within: candidate.bodyRoot))
        }
        moveMembers(into: &analysis, order: &order, usages: &usages, candidates: candidates, otherHelpers: otherHelpers)
        analysis.usages = order.map { ($0, usages[$0]!) }
        if !candidate.isPrivate {
            analysis.blocker = accessBlocker(for: candidate)
        }
        return analysis
    }

    /// An `@ObservedObject`, `@StateObject` or `@EnvironmentObject` property of the view that no
    /// other member of the view mentions (not even as `$name` or `_name`).
    private func unreadObservedProperty() -> String? {
        let observing: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]
        return model.properties.values.filter { property in
            guard let wrapper = property.wrapperName, observing.contains(wrapper) else { return false }
            let declaration = property.declaration.parent?.as(MemberBlockItemSyntax.self)?.id
            return !view.members.contains { $0.id != declaration && view.mentions($0, anyOf: [property.name]) }
        }.map(\.name).sorted().first
    }

    /// The module's own view a helper does nothing but show (`VideoRowView(video: video, …)`,
    /// with or without modifiers): a subview of it would be a second struct that forwards the same
    /// arguments. Nil for anything else: a closure anywhere (content, an action, a `.task`) is
    /// something the helper adds.
    private func forwardedView(of candidate: HelperCandidate) -> String? {
        guard candidate.statements.count == 1, var expression = candidate.statements.first?.item.as(ExprSyntax.self),
            !expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftBrace })
        else { return nil }
        // `Other(…).padding().frame(…)`: down the modifiers to the call they modify, which may
        // name a nested type (`ItemView.ContentView(…)`).
        while let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text.first?.isLowercase == true, let base = access.base
        {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(MemberAccessExprSyntax.self)
        else { return nil }
        let name = call.calledExpression.trimmedDescription
        guard name != model.name, let type = module.resolve(name, from: model.qualifiedName), type.kind == .struct, type.inherits("View"),
            type.qualifiedName != model.qualifiedName
        else { return nil }
        return name
    }

    // MARK: - Methods and computed properties that move with the helper

    /// Finds the private methods and computed properties that only this helper (and members moving
    /// with it) use, takes them out of the helper's inputs, and adds what their bodies use instead.
    /// A value a moved method reads counts as read while the view is built only if the method is
    /// called then (not from an action, and not passed as a function value); a moved property's,
    /// if it is read then.
    private func moveMembers(
        into analysis: inout HelperAnalysis, order: inout [String], usages: inout [String: MemberUsage],
        candidates: [String: HelperCandidate], otherHelpers: Set<String>
    ) {
        guard !isGenericView else { return }
        var moved: [String: (member: MovedMember, scan: MemberReferenceScan)] = [:]
        var movedOrder: [String] = []
        var changed = true
        while changed {
            changed = false
            let owners = Set([analysis.candidate.item.id] + moved.values.map(\.member.item.id))
            let isMovableKind = { (name: String) in
                model.methods[name] != nil || model.properties[name].map { $0.isComputed || $0.isLet } == true
            }
            let called = order.filter(isMovableKind) + moved.values.flatMap { $0.scan.references.map(\.name) }.filter(isMovableKind)
            for name in called where moved[name] == nil {
                guard let movable = movableMethod(name, calledOnlyFrom: owners, candidates: candidates, otherHelpers: otherHelpers)
                        ?? movableComputedProperty(name, readOnlyFrom: owners, candidates: candidates, otherHelpers: otherHelpers)
                        ?? movableConstant(name, readOnlyFrom: owners, candidates: candidates, otherHelpers: otherHelpers),
                    changesOnly(whatIsChangedAlready: usages, movable.scan)
                else { continue }
                moved[name] = movable
                movedOrder.append(name)
                changed = true
            }
        }
        guard !moved.isEmpty else { return }
        // Whether each moved method runs only later (from an action, or passed as a function value).
        var runsLater: [String: Bool] = [:]
        func isLater(_ name: String) -> Bool {
            if let known = runsLater[name] { return known }
            runsLater[name] = true  // A method that calls itself: decided by its other callers.
            let owners = [Syntax(analysis.candidate.item)] + moved.values.map { Syntax($0.member.item) }
            var later = true
            for owner in owners {
                guard let item = owner.as(MemberBlockItemSyntax.self) else { continue }
                let ownerName = moved.first { $0.value.member.item.id == item.id }?.key
                let isProperty = moved[name]?.member.isProperty == true
                for reference in view.references(in: item).references where reference.name == name {
                    // A method runs when called, or later when passed as a value; a property when read.
                    let isCall = isProperty || reference.expression.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.expression.id
                    let deferredHere = !isCall || DeferredCode.isDeferred(reference.expression, within: Syntax(item))
                    if !deferredHere && !(ownerName.map(isLater) ?? false) { later = false }
                }
            }
            runsLater[name] = later
            return later
        }
        for name in movedOrder {
            let (member, scan) = moved[name]!
            analysis.movedMembers.append(member)
            let bodyRoot = member.body
            for reference in scan.references where moved[reference.name] == nil {
                if usages[reference.name] == nil {
                    order.append(reference.name)
                    analysis.firstUses.append(reference.name)
                }
                usages[reference.name, default: MemberUsage()].record(
                    reference, isDeferred: isLater(name) || DeferredCode.isDeferred(reference.expression, within: bodyRoot))
            }
        }
        order.removeAll { moved[$0] != nil }
        analysis.firstUses.removeAll { moved[$0] != nil }
        for name in moved.keys { usages[name] = nil }
        // They were found in the order they are used; the subview declares them as the view did.
        analysis.movedMembers.sort { $0.item.position < $1.item.position }
    }

    /// Whether a method changes only members the helper changes already (a `@Binding` it takes
    /// anyway): moving it then costs no new write access. One that would make a value the helper
    /// only shows into a binding (`revoke` changing `keys`) stays with the view, as a callback:
    /// data goes down, and changes go up through the view's own method.
    /// A model object's methods change the object, not the reference the subview holds: calling one
    /// needs no binding.
    private func changesOnly(whatIsChangedAlready usages: [String: MemberUsage], _ scan: MemberReferenceScan) -> Bool {
        scan.references.allSatisfy { reference in
            guard [.assign, .mutate, .projected].contains(reference.use) else { return true }
            if usages[reference.name]?.changesValue == true { return true }
            guard reference.use == .mutate, let property = model.properties[reference.name], let type = view.types.type(of: property) else { return false }
            return view.types.modelClassKind(ofType: type) != nil
        }
    }

    /// The method `name`, with the scan of its body, when it can move into a subview: one private
    /// instance method of the view in this file (not in an `#if` block or a constrained extension),
    /// called only from `owners` and never through an instance, whose body uses nothing a subview
    /// cannot have (`self` as a value, wrapper storage, `body`, a view helper, a name private to
    /// the view, a name of several members).
    private func movableMethod(
        _ name: String, calledOnlyFrom owners: Set<SyntaxIdentifier>, candidates: [String: HelperCandidate], otherHelpers: Set<String>
    ) -> (member: MovedMember, scan: MemberReferenceScan)? {
        guard candidates[name] == nil, !otherHelpers.contains(name), let overloads = model.methods[name], overloads.count == 1,
            let function = overloads.first, let body = function.body, model.properties[name] == nil,
            !function.modifiers.containsStatic, !function.modifiers.containsMutating,
            !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            function.attributes.allSatisfy({ element in
                guard case let .attribute(attribute) = element else { return false }
                return ["MainActor", "discardableResult"].contains(AttributeListSyntax.name(of: attribute))
            })
        else { return nil }
        let parameters = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        return movableMember(
            name, declaration: DeclSyntax(function), isPrivate: function.modifiers.isPrivate, usedOnlyFrom: owners,
            scan: { MemberReferenceScan(body.statements, model: model, parameters: parameters) }, candidates: candidates, otherHelpers: otherHelpers)
    }

    /// The computed property `name`, with the scan of its getter, when it can move into a subview
    /// as a method can (see ``movableMethod(_:calledOnlyFrom:candidates:otherHelpers:)``): one
    /// private instance property of the view in this file with a getter and no setter, attributes
    /// or observers, read only from `owners`, not a view (a helper, then), whose getter uses
    /// nothing a subview cannot have, itself included. element-x's `visibilityTitle`, derived from
    /// the `spaceServiceRoom` the subview takes anyway, is then computed there, not passed.
    private func movableComputedProperty(
        _ name: String, readOnlyFrom owners: Set<SyntaxIdentifier>, candidates: [String: HelperCandidate], otherHelpers: Set<String>
    ) -> (member: MovedMember, scan: MemberReferenceScan)? {
        guard candidates[name] == nil, !otherHelpers.contains(name), model.methods[name] == nil,
            let property = model.properties[name], property.isComputed, !property.isStatic,
            property.declaration.bindings.count == 1, property.declaration.attributes.isEmpty,
            let accessors = property.binding.accessorBlock, let type = property.typeAnnotation,
            !type.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.some) })
        else { return nil }
        // A getter only: `{ … }` or `{ get { … } }`, no `set`, `didSet` or `_modify`.
        if case let .accessors(list) = accessors.accessors, !list.allSatisfy({ $0.accessorSpecifier.tokenKind == .keyword(.get) }) { return nil }
        guard let moved = movableMember(
            name, declaration: DeclSyntax(property.declaration), isPrivate: property.declaration.modifiers.isPrivate, usedOnlyFrom: owners,
            scan: { MemberReferenceScan(accessors, model: model) }, candidates: candidates, otherHelpers: otherHelpers),
            !moved.scan.references.contains(where: { $0.name == name })
        else { return nil }
        return moved
    }

    /// The constant `name` (`private let columns = [GridItem(.adaptive(minimum: 80))]`) when it
    /// can move into a subview as a computed property can: one private instance `let` with no
    /// attributes, read only from `owners`, whose value is a plain value (see
    /// ``isPlainValue(_:)``). Its value cannot read the view's instance members, so the subview
    /// has the same one; passing it down would only move it away from where it is used.
    private func movableConstant(
        _ name: String, readOnlyFrom owners: Set<SyntaxIdentifier>, candidates: [String: HelperCandidate], otherHelpers: Set<String>
    ) -> (member: MovedMember, scan: MemberReferenceScan)? {
        guard candidates[name] == nil, !otherHelpers.contains(name), model.methods[name] == nil,
            let property = model.properties[name], !property.isStatic, property.isLet,
            property.declaration.bindings.count == 1, property.declaration.attributes.isEmpty,
            let value = property.binding.initializer?.value, Self.isPlainValue(value)
        else { return nil }
        return movableMember(
            name, declaration: DeclSyntax(property.declaration), isPrivate: property.declaration.modifiers.isPrivate, usedOnlyFrom: owners,
            scan: { MemberReferenceScan(value, model: model) }, candidates: candidates, otherHelpers: otherHelpers)
    }

    /// Value types whose values a constant may build: the subview builds it again each time the
    /// parent's `body` runs, which costs nothing and means nothing for these.
    private static let plainValueTypes: Set<String> = [
        "GridItem", "Color", "Font", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "CGFloat", "CGVector", "Double", "Float", "Int",
        "String", "Bool", "Angle", "UnitPoint", "Animation", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient",
        "TimeInterval", "Duration", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis",
    ]

    /// Whether `value` is literals and those value types only (`[GridItem(.flexible()),
    /// GridItem(.flexible())]`, `12`, `Color.gray.opacity(0.3)`): no other type, global, closure or
    /// `self`. An object (`AnalyticsClient()`), or a shared one (`AnalyticsClient.live`), stays
    /// where it was made.
    private static func isPlainValue(_ value: ExprSyntax) -> Bool {
        value.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            switch token.tokenKind {
            case .leftBrace, .keyword(.self), .keyword(.Self), .poundIf, .dollarIdentifier:
                return false
            case .identifier(let name):
                // A member (`.flexible`) or an argument label (`minimum:`) names nothing by itself.
                if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { return true }
                if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon { return true }
                return plainValueTypes.contains(name)
            default:
                return true
            }
        }
    }

    /// What a method and a computed property that move with a helper have in common: a member of
    /// the view's own member list in this file (not in an `#if` block), `private` or in a `private`
    /// extension without a `where` clause, used from nowhere but `owners` and never through an
    /// instance (`something.name`, `\.name`), whose body's `scan` uses nothing a subview cannot have
    /// (`self` as a value, wrapper storage, `body`, a view helper, a name private to the view, a
    /// name of several members).
    private func movableMember(
        _ name: String, declaration: DeclSyntax, isPrivate: Bool, usedOnlyFrom owners: Set<SyntaxIdentifier>,
        scan makeScan: () -> MemberReferenceScan, candidates: [String: HelperCandidate], otherHelpers: Set<String>
    ) -> (member: MovedMember, scan: MemberReferenceScan)? {
        guard let item = declaration.parent?.as(MemberBlockItemSyntax.self), item.parent?.parent?.is(MemberBlockSyntax.self) == true else { return nil }
        let owner = item.parent?.parent?.parent
        let inPrivateExtension = owner?.as(ExtensionDeclSyntax.self)?.modifiers.isPrivate == true
        guard isPrivate || inPrivateExtension, owner?.as(ExtensionDeclSyntax.self)?.genericWhereClause == nil,
            view.fileAnalysis.memberUsesThroughInstances(of: name).isEmpty
        else { return nil }
        for member in view.members where !owners.contains(member.id) && member.id != item.id && view.mentions(member, anyOf: [name]) {
            if view.references(in: member).references.contains(where: { $0.name == name }) { return nil }
        }
        // Its own type (`var defaultTabFocus: SupplementElement?`) must be one a subview beside the
        // view can name: a type nested in the view would need qualifying where it moves.
        let signature = declaration.as(VariableDeclSyntax.self).map { Syntax($0.bindings.compactMap(\.typeAnnotation).first) }
            ?? declaration.as(FunctionDeclSyntax.self).map { Syntax($0.signature) }
        let signatureTypes = signature.flatMap { $0 }.map { node in node.descendants().compactMap { $0.as(IdentifierTypeSyntax.self)?.name.text } } ?? []
        guard !signatureTypes.contains(where: { view.types.qualify(typeText: $0, from: model.qualifiedName) != $0 }) else { return nil }
        let scan = makeScan()
        guard scan.selfAsValue.isEmpty, scan.wrapperStorage.isEmpty,
            !(scan.typeScopedNames + scan.staticMembersThroughType).contains(where: { model.privateTypeScopedNames.contains($0.name) }),
            !scan.references.contains(where: { $0.name == "body" || candidates[$0.name] != nil || otherHelpers.contains($0.name) || model.isAmbiguous($0.name) })
        else { return nil }
        return (MovedMember(declaration: declaration, item: item, typeScopedNames: scan.typeScopedNames.map(\.node)), scan)
    }

    /// `Date()`, `Date.now` or `.timeIntervalSinceNow` read while the helper is drawn (not in an
    /// action): yattee's "seen 5 s ago" rows, redrawn by a timer tick their view reads.
    static func clockReadWhileBuilding(_ statements: CodeBlockItemListSyntax, within root: Syntax) -> Syntax? {
        for node in statements.descendants() {
            let isClock: Bool
            if let call = node.as(FunctionCallExprSyntax.self) {
                isClock = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Date" && call.arguments.isEmpty
                    && call.trailingClosure == nil
            } else if let access = node.as(MemberAccessExprSyntax.self) {
                let name = access.declName.baseName.text
                isClock = name == "timeIntervalSinceNow" || name == "now" && access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Date"
            } else {
                continue
            }
            if isClock, !DeferredCode.isDeferred(node, within: root) { return node }
        }
        return nil
    }

    /// A statement of the helper's body, outside any closure, that does something besides describe
    /// views: an assignment (`contentSize = …`), a `Task { … }` or dispatch it starts, or a
    /// `let _ = …` kept for what reading the value does (a dependency SwiftUI then tracks).
    static func workDoneWhenEvaluated(_ statements: CodeBlockItemListSyntax) -> Syntax? {
        for item in statements {
            if let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first, binding.pattern.is(WildcardPatternSyntax.self) {
                return Syntax(item)
            }
            guard let expression = item.item.as(ExprSyntax.self) else { continue }
            // Unfolded, `a = b` is a sequence holding the assignment operator.
            let operators = expression.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? expression.as(InfixOperatorExprSyntax.self).map { [$0.operator] } ?? []
            if operators.contains(where: \.isAssignmentOperator) { return Syntax(item) }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.trimmedDescription
                if callee == "Task" || callee == "Task.detached" || callee.hasPrefix("DispatchQueue.") { return Syntax(item) }
            }
        }
        return nil
    }

    /// Why a use of the function helper `helper` cannot become an initializer call: it is not a
    /// call (`content: row`), or its arguments do not line up with the parameters. Nil when it can.
    private func callRefusal(_ reference: MemberReference, of helper: HelperCandidate) -> String? {
        guard reference.expression.is(ExprSyntax.self), let call = reference.expression.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == reference.expression.id
        else { return "'\(helper.name)' is used as a function value, not called" }
        guard HelperCallArguments(call, parameters: helper.parameters) != nil else {
            return "a call of '\(helper.name)' (line \(context.location(of: call).line)) passes arguments svrefactor cannot match to its parameters"
        }
        return nil
    }

    /// A helper that is not private may be used from other files; only the project model can tell.
    private func accessBlocker(for candidate: HelperCandidate) -> Refusal? {
        let conformances = (module.type(model.qualifiedName)?.inheritedTypes ?? [])
            + (model.declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let known: Set<String> = ["View", "SwiftUI.View", "Equatable", "Hashable", "Identifiable", "Sendable"]
        if let other = conformances.first(where: { !known.contains($0) }) {
            return Refusal(.visibleElsewhere, "it is not private and may satisfy a requirement of '\(other)'; make it private if it does not")
        }
        guard module.seesOtherFiles else {
            return Refusal(
                .visibleElsewhere,
                "it is not private, so code in other files could use it; make it private, "
                    + "or run svrefactor without --no-index so it can check the module")
        }
        if let other = module.otherFiles(possiblyUsing: candidate.name, of: model.qualifiedName).first {
            return Refusal(
                .visibleElsewhere,
                "it is not private and \(other) may use it (it accesses a member named '\(candidate.name)' or extends '\(model.name)'); "
                    + "make it private if that is something else")
        }
        return nil
    }

    /// Whether `base.name` cannot be a use of this view's member because `base` cannot be an
    /// instance of the view: a projected value (`$settings.showIssues`: a get-only helper is not
    /// reachable through a binding), a call of another type's initializer (`Button { … }.contextMenu`),
    /// or, while no code of the module writes the view's name as a type (so no function returns one),
    /// the result of a method the view does not declare (`Text(…).padding().background`).
    private func isOnOtherValue(_ node: Syntax) -> Bool {
        guard let base = node.as(MemberAccessExprSyntax.self)?.base else { return false }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.hasPrefix("$") { return true }
            // A property of the view (`textEditing.indentOption`) whose type is known and another
            // concrete type: a library type, or a struct, enum or class of the module.
            let scopes = [Syntax(model.declaration)] + model.extensions.map(Syntax.init)
            guard let scope = scopes.first(where: { $0.range.contains(reference.position) }), let property = model.properties[name],
                !LocalScope.binds(name, at: reference, within: scope),
                let type = view.types.type(of: property), !type.hasSuffix("?")
            else { return false }
            guard let facts = module.resolve(type, from: model.qualifiedName) else { return !type.contains(model.name) }
            return [.struct, .enum, .class, .actor].contains(facts.kind) && facts.qualifiedName != model.qualifiedName
        }
        guard let call = base.as(FunctionCallExprSyntax.self) else { return false }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = callee.baseName.text
            return name.first?.isUppercase == true && name != model.name && callee.baseName.tokenKind != .keyword(.Self)
        }
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = method.declName.baseName.text
            // `Feature.Card(…)`: an initializer too.
            if name.first?.isUppercase == true { return name != model.name }
            return model.methods[name] == nil && !module.mayWriteOutsideCalls(model.name)
        }
        return false
    }

    /// Checks every use of each helper outside its own body: uses must be plain expressions inside the view.
    private func checkUses(of analyses: inout [HelperAnalysis]) {
        let names = Set(analyses.map(\.candidate.name))
        let functionHelpers = Dictionary(analyses.map(\.candidate).filter(\.isFunction).map { ($0.name, $0) }) { first, _ in first }
        var blocked: [String: Refusal] = [:]
        var used = Set<String>()
        var inPresentation = Set<String>()
        /// The environment keys a modifier around a use sets, by helper, with the use's line.
        var overridden: [String: [String: Int]] = [:]
        var handedOutside: [String: String] = [:]
        // Every member counts, helpers included: a helper that stays keeps its body, and any use
        // in it that cannot become an initializer call would be left dangling.
        for member in view.members where view.mentions(member, anyOf: names) {
            for reference in view.references(in: member).references where names.contains(reference.name) {
                if reference.name != member.decl.as(VariableDeclSyntax.self)?.boundNames.first
                    && reference.name != member.decl.as(FunctionDeclSyntax.self)?.name.text
                {
                    used.insert(reference.name)
                }
                if Self.isInPresentation(reference.expression, within: Syntax(member)) { inPresentation.insert(reference.name) }
                for key in Self.environmentOverrides(above: reference.expression, within: Syntax(member)) {
                    overridden[reference.name, default: [:]][key] = overridden[reference.name]?[key] ?? context.location(of: reference.expression).line
                }
                if handedOutside[reference.name] == nil, let call = handingOutside(reference.expression, within: Syntax(member)) {
                    let callee = call.calledExpression.trimmedDescription
                    handedOutside[reference.name] = "'\(callee)' (line \(context.location(of: call).line))"
                }
                if let helper = functionHelpers[reference.name], let refusal = callRefusal(reference, of: helper) {
                    blocked[reference.name] = Refusal(.unsupportedShape, refusal)
                } else if let call = reference.expression.parent?.as(FunctionCallExprSyntax.self),
                    let comment = SubviewRenderer.commentWithoutPlace(in: call)
                {
                    blocked[reference.name] = Refusal(
                        .unsupportedShape,
                        "a call of it holds a comment the subview's initializer call has no place for (line \(context.location(at: comment).line)); "
                            + "move the comment out of the call")
                }
            }
        }
        // Uses through another instance (`view.header`), inside the view or outside it (other types,
        // previews), and in key paths. The last one in the file names the line.
        for name in names {
            guard let node = view.fileAnalysis.memberUsesThroughInstances(of: name).last(where: { !isOnOtherValue($0) }) else { continue }
            blocked[name] = node.is(KeyPathPropertyComponentSyntax.self)
                ? Refusal(.unsupportedShape, "it is used in a key path (line \(context.location(of: node).line))")
                : Refusal(.unsupportedShape, "it is used through an instance, not as a member of this view (line \(context.location(of: node).line))")
        }
        for index in analyses.indices {
            let name = analyses[index].candidate.name
            analyses[index].isShownInPresentation = inPresentation.contains(name)
            analyses[index].handedOutside = handedOutside[name]
            guard analyses[index].blocker == nil else { continue }
            analyses[index].blocker = blocked[name]
            // `.background { effectView }.colorScheme(themeScheme)`: the helper reads the view's
            // `colorScheme`; a subview declaring it would read the theme's. (Only what it reads
            // itself: a helper it uses is judged at its own uses.)
            if analyses[index].blocker == nil, let keys = overridden[name] {
                for used in analyses[index].firstUses {
                    guard let property = view.model.properties[used], property.wrapperName == "Environment",
                        let key = property.wrapper?.arguments?.trimmedDescription, let line = keys[key]
                    else { continue }
                    analyses[index].blocker = Refusal(
                        .unsupportedShape,
                        "it reads '\(used)', and its use on line \(line) is under a modifier that sets \(key) for it, so a subview declaring '\(used)' would read another value; pass the value to a subview by hand, or leave it a helper")
                    break
                }
            }
            // A helper nothing uses (one that is not private has passed `accessBlocker`: no other
            // file can use it either): a subview of it would be dead code too.
            if analyses[index].blocker == nil, !used.contains(name),
                view.fileAnalysis.memberUsesThroughInstances(of: name).isEmpty
            {
                analyses[index].blocker = Refusal(.unsupportedShape, "nothing uses it; delete it rather than extract it")
            }
        }
    }

    /// SwiftUI's hosts of a view outside the hierarchy it is created in.
    static let hostingTypes: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "NSHostingMenu",
        // Renders its content outside the view tree: no environment but the default reaches it.
        "ImageRenderer",
    ]
    static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// The call that takes `node` (with the modifiers and wrappers around it) as an argument and
    /// may show it outside the view's environment: a hosting controller, or a type of the module
    /// that is a representable or not a view at all (`CollectionViewSection(items: [AnyView(row)])`,
    /// whose items a `UIViewControllerRepresentable` hosts in cells of its own). Nil when every
    /// call on the way is SwiftUI's or a view's.
    private func handingOutside(_ node: Syntax, within root: Syntax) -> FunctionCallExprSyntax? {
        var current = node
        while let parent = current.parent, current.id != root.id {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id,
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                if Self.hostingTypes.contains(name) { return call }
                if let facts = module.resolve(name, from: model.qualifiedName), facts.kind != .protocol,
                    !facts.inherits("View") && !facts.inherits("ViewModifier") || Self.representables.contains(where: facts.inherits)
                {
                    return call
                }
            }
            // A closure's statements are a new place: the closure's call decides for them.
            if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(ClosureExprSyntax.self) == false { return nil }
            current = parent
        }
        return nil
    }

    /// Modifiers and containers whose closures are shown in a presentation of their own.
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "navigationDestination", "inspector",
        "ToolbarItem", "ToolbarItemGroup",
    ]

    /// Calls whose arguments, not closures, are shown somewhere else: the bar items of
    /// `.navigationBarItems(trailing: closeButton)` and the destination of
    /// `NavigationLink(destination: detail)` (any label of the first, `destination` of the second).
    static let presentingArguments: [String: String?] = ["navigationBarItems": nil, "NavigationLink": "destination"]

    /// Whether `node` sits in a closure of a presentation modifier (`.sheet { … }`) or toolbar item,
    /// or in an argument shown elsewhere (`.navigationBarItems(trailing: …)`), below `root`.
    /// Modifiers that set an environment value for the content they modify, by the key path an
    /// `@Environment` reads it with.
    static let environmentSettingModifiers: [String: String] = [
        "colorScheme": "\\.colorScheme", "font": "\\.font", "disabled": "\\.isEnabled", "environment": "",
        "dynamicTypeSize": "\\.dynamicTypeSize", "controlSize": "\\.controlSize", "labelsHidden": "\\.labelsVisibility",
        "redacted": "\\.redactionReasons", "unredacted": "\\.redactionReasons", "textCase": "\\.textCase",
        "lineLimit": "\\.lineLimit", "multilineTextAlignment": "\\.multilineTextAlignment", "imageScale": "\\.imageScale",
    ]

    /// The environment keys that modifiers around `node`, up to `root`, set for it (`\.colorScheme`
    /// for a use in `.background { … }.colorScheme(.dark)`; the key written in `.environment(\.locale, …)`).
    static func environmentOverrides(above node: Syntax, within root: Syntax) -> [String] {
        var keys: [String] = []
        var current = node
        while let parent = current.parent, current.id != root.id {
            // `current` is the modified content: the base of `.modifier(…)`.
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
                let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
                let key = environmentSettingModifiers[access.declName.baseName.text]
            {
                if key.isEmpty {
                    if access.declName.baseName.text == "environment", let first = call.arguments.first?.expression.as(KeyPathExprSyntax.self) {
                        keys.append(first.trimmedDescription)
                    }
                } else {
                    keys.append(key)
                }
            }
            current = parent
        }
        return keys
    }

    static func isInPresentation(_ node: Syntax, within root: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, current.id != root.id {
            if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let label = presentingArguments[name], label == nil || label == argument.label?.text
            {
                return true
            }
            if parent.is(ClosureExprSyntax.self) {
                let call = parent.parent?.as(FunctionCallExprSyntax.self) ?? parent.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                let name = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                if let name, presentations.contains(name) { return true }
            }
            current = parent
        }
        return false
    }
}
