import SVRefactorCore
import SwiftSyntax

/// One helper that becomes a subview.
struct PlannedSubview {
    var helper: HelperCandidate
    var structName: String
    /// The subview's stored properties, in declaration order (which the call sites follow).
    var inputs: [SubviewInput]
    /// Other helpers this one uses, which become subviews too.
    var dependencies: [String]
    /// Names inside the body that must be qualified with the parent's name at file scope.
    var typeScopedNames: [Syntax]
    /// The generic parameters it carries when the view is generic.
    var generics = SubviewGenerics.none
}

/// What the planner decided for one view.
struct ExtractionPlan {
    var subviews: [PlannedSubview]
    /// Private environment properties of the view that only extracted helpers read: the subviews
    /// declare them now, and nothing in the view reads them any more.
    var unreadEnvironment: [ViewTypeModel.Property]
}

/// Decides, for one view, which helpers become subviews and which stay (reporting why).
///
/// Analysis runs on the original tree so findings point at the right lines. The result is a list
/// of subviews with their names and inputs; ``ExtractSubviewsRewriter`` applies it.
struct ExtractionPlanner {
    let view: ViewAnalysis
    let minimumLines: Int
    var limits = InputLimits()

    /// The most inputs, and bindings among them, a subview may take (`max-inputs`, `max-bindings`).
    struct InputLimits {
        var inputs = 6
        var bindings = 3
    }

    private var context: RuleContext { view.context }
    private var model: ViewTypeModel { view.model }
    private var module: ModuleLookup { view.context.module }
    private var isGenericView: Bool { view.declaration.genericParameterClause != nil }

    /// Per helper: what the analysis found.
    private struct Analysis {
        var candidate: HelperCandidate
        var usages: [(name: String, usage: MemberUsage)] = []
        var dependencies: [String] = []
        /// Members and helpers in order of first use, so inputs can follow it.
        var firstUses: [String] = []
        var typeScopedNames: [Syntax] = []
        var blocker: Refusal?
        var isTiny = false
    }

    /// The subviews to create, named so they take no name in `namesInUse` (names this rule already
    /// gave in the file), which it extends.
    func plan(namesInUse: inout Set<String>) -> ExtractionPlan {
        var candidates: [HelperCandidate] = []
        var otherHelpers = Set<String>()
        for list in model.memberLists {
            for item in list {
                if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                    reportHelpers(inside: ifConfig)
                    continue
                }
                switch HelperCandidate.recognise(item) {
                case let .candidate(candidate)? where view.context.isSuppressed(candidate.item):
                    // A `svrefactor:disable` comment keeps it a helper, as a helper the rule cannot move.
                    otherHelpers.insert(candidate.name)
                case var .candidate(candidate)?:
                    if let constraints = list.parent?.parent?.as(ExtensionDeclSyntax.self)?.genericWhereClause {
                        otherHelpers.insert(candidate.name)
                        report(candidate.name, Refusal(
                            .unsupportedShape,
                            "it is declared in an extension constrained by `\(constraints.trimmedDescription)`, which its subview would need too; move it to the view"),
                            at: candidate.item)
                        continue
                    }
                    // A member of a `private extension` is file-private, however it is declared.
                    if list.parent?.parent?.as(ExtensionDeclSyntax.self)?.modifiers.isPrivate == true { candidate.isPrivate = true }
                    // The declaring type's or extension's availability applies to the subview too.
                    if let owner = list.parent?.parent?.asProtocol(WithAttributesSyntax.self) {
                        candidate.availability = HelperCandidate.availabilityAttributes(owner.attributes) + candidate.availability
                    }
                    candidates.append(candidate)
                case let .unsupported(name, node, reason)?:
                    otherHelpers.insert(name)
                    report(name, Refusal(.unsupportedShape, reason), at: node)
                case nil: continue
                }
            }
        }
        let nothing = ExtractionPlan(subviews: [], unreadEnvironment: [])
        guard !candidates.isEmpty else { return nothing }

        if let blocker = viewLevelBlocker() {
            for candidate in candidates where candidate.bodyLineCount(in: context.source) >= minimumLines {
                report(candidate.name, blocker, at: candidate.item)
            }
            return nothing
        }

        let candidateNames = Set(candidates.map(\.name))
        let candidatesByName = Dictionary(candidates.map { ($0.name, $0) }) { first, _ in first }
        var analyses = candidates.map { analyse($0, candidates: candidatesByName, otherHelpers: otherHelpers) }
        checkUses(of: &analyses)

        let resolver = SubviewInputResolver(types: view.types)

        // Select helpers, pull in tiny ones that selected helpers use, block helpers whose
        // dependencies are blocked, and resolve inputs; repeat until nothing changes.
        var selected = Set(analyses.filter { $0.blocker == nil && !$0.isTiny }.map(\.candidate.name))
        var plannedInputs: [String: [SubviewInput]] = [:]
        var changed = true
        while changed {
            changed = false
            for analysis in analyses where selected.contains(analysis.candidate.name) {
                for dependency in analysis.dependencies where !selected.contains(dependency) {
                    if let dependencyAnalysis = analyses.first(where: { $0.candidate.name == dependency }),
                        dependencyAnalysis.blocker == nil, dependencyAnalysis.isTiny
                    {
                        selected.insert(dependency)
                        changed = true
                    }
                }
            }
            for index in analyses.indices where selected.contains(analyses[index].candidate.name) {
                let analysis = analyses[index]
                var blocker: Refusal?
                if let dependency = analysis.dependencies.first(where: { !selected.contains($0) }) {
                    let dependencyBlocker = analyses.first { $0.candidate.name == dependency }?.blocker
                    blocker = Refusal(
                        dependencyBlocker?.kind ?? .unsupportedShape,
                        "it uses '\(dependency)', which stays a helper because \(dependencyBlocker?.reason ?? "it cannot be extracted")")
                } else if analysis.dependencies.contains(where: { dependsTransitively(on: analysis.candidate.name, from: $0, analyses) }) {
                    blocker = Refusal(.unsupportedShape, "it and the helpers it uses refer to each other")
                } else {
                    switch resolveInputs(analysis, analyses: analyses, resolver: resolver) {
                    case let .success(inputs):
                        // Environment values are declared again, not passed: they do not count.
                        let passed = inputs.filter { $0.argument != .none }
                        let bindings = passed.filter { $0.declaration.hasPrefix("@Binding") }
                        if passed.count > limits.inputs || bindings.count > limits.bindings {
                            blocker = Refusal(
                                .unsupportedShape,
                                "its subview would take \(passed.count) inputs, \(bindings.count) of them bindings (more than \(limits.inputs) inputs or \(limits.bindings) bindings), so it is not a self-contained piece of the view; split it or pass a model, or raise --option max-inputs/max-bindings")
                        } else {
                            plannedInputs[analysis.candidate.name] = inputs
                        }
                    case let .failure(failure): blocker = failure
                    }
                }
                if let blocker {
                    analyses[index].blocker = blocker
                    selected.remove(analysis.candidate.name)
                    changed = true
                }
            }
        }

        for analysis in analyses {
            if let blocker = analysis.blocker, !analysis.isTiny || isUsedBySelected(analysis.candidate.name, analyses, selected) {
                report(analysis.candidate.name, blocker, at: analysis.candidate.item)
            }
        }

        let extracted = analyses.filter { selected.contains($0.candidate.name) }
        guard !extracted.isEmpty else { return nothing }
        var subviews = extracted.map { analysis in
            let name = SubviewNaming.name(forHelper: analysis.candidate.name, parent: model.name, prefixed: !module.seesOtherFiles) { candidate in
                isTaken(candidate) || namesInUse.contains(candidate)
            }
            namesInUse.insert(name)
            return PlannedSubview(
                helper: analysis.candidate, structName: name, inputs: plannedInputs[analysis.candidate.name] ?? [],
                dependencies: analysis.dependencies, typeScopedNames: analysis.typeScopedNames)
        }
        if isGenericView {
            assignGenerics(to: &subviews)
        } else {
            for index in subviews.indices {
                let clauses = subviews[index].inputs.compactMap(\.genericParameter)
                if !clauses.isEmpty { subviews[index].generics.parameterClause = "<" + clauses.joined(separator: ", ") + ">" }
            }
        }
        return ExtractionPlan(subviews: subviews, unreadEnvironment: unreadEnvironment(after: Set(extracted.map(\.candidate.item.id))))
    }

    /// Comments that belong to the member itself: attached above it (not a section heading, which
    /// stays for the next member) or anywhere inside or after it.
    private static func hasOwnComments(_ item: MemberBlockItemSyntax) -> Bool {
        LeadingTriviaLayout(item.leadingTrivia).attached.contains(where: \.isComment) || !item.commentsInside().isEmpty
    }

    /// Whether a new struct must not take `name`: code of the module (this file's, or any other
    /// file's when the run has a model) uses it, the module declares a type of that name, or it is
    /// one of SwiftUI's own view types.
    private func isTaken(_ name: String) -> Bool {
        ExtractSubviews.swiftUITypeNames.contains(name) || module.isMentioned(name) || module.declaresType(named: name)
    }

    /// The view's private environment properties that extracted helpers read and nothing that stays
    /// reads: each subview declares what it reads itself, so the view's own declaration is dead.
    /// One with its own comments (a doc comment, a trailing note) stays: removing it would lose them.
    private func unreadEnvironment(after extractedItems: Set<SyntaxIdentifier>) -> [ViewTypeModel.Property] {
        model.properties.values.filter { property in
            guard let wrapper = property.wrapperName, PropertyWrappers.environment.contains(wrapper),
                property.declaration.modifiers.isPrivate, property.declaration.bindings.count == 1,
                let item = property.declaration.parent?.as(MemberBlockItemSyntax.self), !Self.hasOwnComments(item)
            else { return false }
            var readByExtracted = false
            for member in view.members where view.mentions(member, anyOf: [property.name])
                && view.references(in: member).references.contains(where: { $0.name == property.name })
            {
                guard extractedItems.contains(member.id) else { return false }
                readByExtracted = true
            }
            // `_name` (the wrapper itself) counts as a use too.
            return readByExtracted && !view.members.contains { member in
                view.mentions(member, anyOf: ["_" + property.name])
                    && view.references(in: member).wrapperStorage.contains { $0.name == "_" + property.name }
            }
        }.sorted { $0.declaration.position < $1.declaration.position }
    }

    // MARK: - Analysis of one helper

    private func analyse(_ candidate: HelperCandidate, candidates: [String: HelperCandidate], otherHelpers: Set<String>) -> Analysis {
        var analysis = Analysis(candidate: candidate)
        analysis.isTiny = candidate.bodyLineCount(in: context.source) < minimumLines
        if model.isAmbiguous(candidate.name) {
            analysis.blocker = Refusal(.unsupportedShape, "another member of '\(model.name)' has the same name; rename one of them")
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
        if let (name, _) = scan.typeScopedNames.first(where: { model.privateTypeScopedNames.contains($0.name) }) {
            analysis.blocker = Refusal(.inaccessibleName, "it uses '\(name)', which is private to '\(model.name)'; make it fileprivate so a subview in the same file can use it")
            return analysis
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
            usages[reference.name, default: MemberUsage()].record(reference)
        }
        analysis.usages = order.map { ($0, usages[$0]!) }
        if !candidate.isPrivate {
            analysis.blocker = accessBlocker(for: candidate)
        }
        return analysis
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
    private func checkUses(of analyses: inout [Analysis]) {
        let names = Set(analyses.map(\.candidate.name))
        let functionHelpers = Dictionary(analyses.map(\.candidate).filter(\.isFunction).map { ($0.name, $0) }) { first, _ in first }
        var blocked: [String: Refusal] = [:]
        // Every member counts, helpers included: a helper that stays keeps its body, and any use
        // in it that cannot become an initializer call would be left dangling.
        for member in view.members where view.mentions(member, anyOf: names) {
            for reference in view.references(in: member).references where names.contains(reference.name) {
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
        for index in analyses.indices where analyses[index].blocker == nil {
            analyses[index].blocker = blocked[analyses[index].candidate.name]
        }
    }

    /// Each subview of a generic view carries the view's parameters its code, its inputs and the
    /// explicit generic arguments of the subviews it creates need (dependencies first; the planner
    /// has refused cycles).
    private func assignGenerics(to subviews: inout [PlannedSubview]) {
        var done: [String: SubviewGenerics] = [:]
        func generics(of helper: String) -> SubviewGenerics {
            if let known = done[helper] { return known }
            guard let subview = subviews.first(where: { $0.helper.name == helper }) else { return .none }
            // A subview it creates with written arguments (`Footer<Option>()`) needs them in scope.
            let nested = subview.dependencies.reduce(into: Set<String>()) { names, dependency in
                let created = generics(of: dependency)
                if !created.callArguments.isEmpty { names.formUnion(created.parameters) }
            }
            let found = SubviewGenerics.make(
                for: view.declaration, usedNames: SubviewGenerics.words(in: Syntax(subview.helper.item)), inputs: subview.inputs,
                nestedCallNames: nested)
            done[helper] = found
            return found
        }
        for index in subviews.indices {
            subviews[index].generics = generics(of: subviews[index].helper.name)
        }
    }

    private func dependsTransitively(on target: String, from start: String, _ analyses: [Analysis]) -> Bool {
        var visited = Set<String>()
        var stack = [start]
        while let name = stack.popLast() {
            if name == target { return true }
            guard visited.insert(name).inserted else { continue }
            stack += analyses.first { $0.candidate.name == name }?.dependencies ?? []
        }
        return false
    }

    private func isUsedBySelected(_ name: String, _ analyses: [Analysis], _ selected: Set<String>) -> Bool {
        analyses.contains { selected.contains($0.candidate.name) && $0.dependencies.contains(name) }
    }

    // MARK: - Inputs

    /// The subview's inputs: its own parameters, then what it and the subviews it creates use,
    /// grouped environment / constants / wrappers, each group in the view's declaration order.
    /// Environment values are the exception: a subview declares only those its own body reads, as
    /// the subviews it creates declare theirs.
    private func resolveInputs(_ analysis: Analysis, analyses: [Analysis], resolver: SubviewInputResolver) -> Result<[SubviewInput], Refusal> {
        var order: [String] = []
        var usages: [String: MemberUsage] = [:]
        var visited = Set<String>()
        func gather(_ name: String, isOwnBody: Bool) {
            guard visited.insert(name).inserted, let helper = analyses.first(where: { $0.candidate.name == name }) else { return }
            let helperUsages = Dictionary(helper.usages.map { ($0.name, $0.usage) }) { first, _ in first }
            for used in helper.firstUses {
                if let usage = helperUsages[used] {
                    if !isOwnBody, let wrapper = model.properties[used]?.wrapperName, PropertyWrappers.environment.contains(wrapper) { continue }
                    if usages[used] == nil { order.append(used) }
                    usages[used, default: MemberUsage()].merge(usage)
                } else {
                    gather(used, isOwnBody: false)
                }
            }
        }
        gather(analysis.candidate.name, isOwnBody: true)

        if let hidden = analysis.candidate.parameters.lazy.compactMap({ view.types.privateNestedType(in: $0.type) }).first {
            return .failure(Refusal(.inaccessibleName, "a parameter has the type '\(hidden)', which is private to '\(model.name)'; make it fileprivate"))
        }
        let genericNames: [String: String]
        switch opaqueParameterNames(analysis.candidate) {
        case let .success(names): genericNames = names
        case let .failure(refusal): return .failure(refusal)
        }
        var inputs = analysis.candidate.parameters.map {
            SubviewInput(parameter: $0, genericName: genericNames[$0.name], qualify: view.types.qualify)
        }
        for name in order {
            switch resolver.input(for: name, usage: usages[name]!) {
            case let .success(input): inputs.append(input)
            case let .failure(blocker): return .failure(blocker)
            }
        }
        // A parameter that shadows a member the helper also uses (`self.sort == sort`) would make two
        // stored properties of one name.
        var seen = Set<String>()
        if let twice = inputs.first(where: { !seen.insert($0.name).inserted }) {
            return .failure(Refusal(.unsupportedShape, "its parameter '\(twice.name)' has the name of a member it also uses, and a subview cannot store both; rename the parameter"))
        }
        // A subview's own `body` takes that name.
        if inputs.contains(where: { $0.name == "body" }) {
            return .failure(Refusal(.unsupportedShape, "its subview would need an input named 'body', which is the subview's own view; rename it"))
        }
        // A nested type of a generic view is only written with the view's arguments (`Grid<T>.Cell`).
        if isGenericView,
            let input = inputs.first(where: { SubviewInput.declaration($0.declaration, mentionsMemberOf: model.qualifiedName) })
        {
            return .failure(Refusal(
                .unsupportedShape,
                "'\(input.name)' has a type nested in the generic '\(model.name)', which a subview can only name with the view's generic arguments"))
        }
        // Parameters first (order -1), then members where the view declares them.
        return .success(inputs.enumerated().sorted { ($0.element.group, $0.element.order, $0.offset) < ($1.element.group, $1.element.order, $1.offset) }.map(\.element))
    }

    /// Names for the generic parameters that stand for `some` parameters (`content: some View` →
    /// `Content`), chosen so they shadow no name the helper's code uses: `Label` stays free for a
    /// body that shows a `Label`, and `label: some View` then becomes `LabelContent`.
    private func opaqueParameterNames(_ candidate: HelperCandidate) -> Result<[String: String], Refusal> {
        let opaque = candidate.parameters.filter { $0.opaqueType != nil }
        guard !opaque.isEmpty else { return .success([:]) }
        if isGenericView {
            return .failure(Refusal(.unsupportedShape, "its parameter '\(opaque[0].name)' is `some` type in a generic view, whose subview svrefactor does not give generic parameters of its own"))
        }
        if let defaulted = opaque.first(where: { $0.defaultValue != nil }) {
            // A stored `var label: Label = EmptyView()` does not type-check for every `Label`.
            return .failure(Refusal(.unsupportedShape, "its parameter '\(defaulted.name)' is `some` type with a default value, which a generic subview cannot declare; pass the value at every call"))
        }
        var taken = SubviewGenerics.words(in: Syntax(candidate.item))
        // Not the subview's own name either.
        taken.formUnion([SubviewNaming.capitalized(candidate.name), SubviewNaming.baseName(forHelper: candidate.name)])
        var names: [String: String] = [:]
        for parameter in opaque {
            let base = SubviewNaming.capitalized(parameter.name)
            let choices = base.hasSuffix("Content") ? [base, base + "Type"] : [base, base + "Content", base + "Type"]
            // Nor a type the view's scope declares, which the input's type would come out qualified as.
            guard let name = choices.first(where: { !taken.contains($0) && view.types.qualify(typeText: $0, from: model.qualifiedName) == $0 }) else {
                return .failure(Refusal(.unsupportedShape, "its parameter '\(parameter.name)' is `some` type and every name for the subview's generic parameter is taken"))
            }
            taken.insert(name)
            names[parameter.name] = name
        }
        return .success(names)
    }

    // MARK: - View-level checks

    private func viewLevelBlocker() -> Refusal? {
        let declaration = view.declaration
        if declaration.genericParameterClause?.parameters.contains(where: { $0.specifier != nil }) == true {
            return Refusal(.unsupportedShape, "'\(model.name)' has a parameter pack, which svrefactor does not carry to subviews")
        }
        // At file scope (also inside a file-level `#if`), or a member of a type or extension, where
        // the subviews go beside it; not a local type.
        if !Self.isAtFileScope(declaration), !Self.isMemberWithAPlaceAfter(declaration) {
            return Refusal(.unsupportedShape, "'\(model.name)' is declared inside a function or a closure (or last in an #if block of a type), where a subview cannot be placed beside it")
        }
        return nil
    }

    /// A statement of the file, possibly inside file-level `#if` blocks.
    static func isAtFileScope(_ declaration: some SyntaxProtocol) -> Bool {
        var node = declaration.parent
        while let current = node {
            if current.is(SourceFileSyntax.self) { return true }
            guard current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self) || current.is(IfConfigClauseSyntax.self)
                || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
            else { return false }
            node = current.parent
        }
        return false
    }

    /// A member of a type's or extension's member block, or of an `#if` block in one when another
    /// member follows it there (the subviews are inserted before that member).
    static func isMemberWithAPlaceAfter(_ declaration: some SyntaxProtocol) -> Bool {
        guard let item = declaration.parent?.as(MemberBlockItemSyntax.self), let list = item.parent?.as(MemberBlockItemListSyntax.self) else {
            return false
        }
        return list.parent?.is(MemberBlockSyntax.self) == true || list.last?.id != item.id
    }

    private func reportHelpers(inside ifConfig: IfConfigDeclSyntax) {
        for clause in ifConfig.clauses {
            guard case let .decls(members) = clause.elements else { continue }
            for item in members {
                if case let .candidate(candidate)? = HelperCandidate.recognise(item), candidate.bodyLineCount(in: context.source) >= minimumLines {
                    report(candidate.name, Refusal(.unsupportedShape, "it is inside an #if block, which the subview would have to split"), at: item)
                }
            }
        }
    }

    private func report(_ helper: String, _ blocker: Refusal, at node: some SyntaxProtocol) {
        context.report("'\(helper)' stays a helper: \(blocker.reason)", at: node)
    }
}
