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
}

/// Decides, for one view, which helpers become subviews and which stay (reporting why).
///
/// Analysis runs on the original tree so findings point at the right lines. The result is a list
/// of subviews with their names and inputs; ``ExtractSubviewsRewriter`` applies it.
struct ExtractionPlanner {
    let context: RuleContext
    let file: SourceFileSyntax
    let facts: FileFacts
    let minimumLines: Int
    /// Whether a new subview must not take a name (used in this file, in other files of the run, by SwiftUI).
    let isTaken: (String) -> Bool

    /// Per helper: what the analysis found.
    private struct Analysis {
        var candidate: HelperCandidate
        var usages: [(name: String, usage: MemberUsage)] = []
        var dependencies: [String] = []
        /// Members and helpers in order of first use, so inputs can follow it.
        var firstUses: [String] = []
        var typeScopedNames: [Syntax] = []
        var blocker: SubviewBlocker?
        var isTiny = false
    }

    func plan(for view: StructDeclSyntax, namesInUse: inout Set<String>) -> [PlannedSubview] {
        let model = ViewTypeModel(view, in: file)
        var candidates: [HelperCandidate] = []
        var otherHelpers = Set<String>()
        for list in model.memberLists {
            for item in list {
                if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                    reportHelpers(inside: ifConfig)
                    continue
                }
                switch HelperCandidate.recognise(item) {
                case var .candidate(candidate)?:
                    // The declaring type's or extension's availability applies to the subview too.
                    if let owner = list.parent?.parent?.asProtocol(WithAttributesSyntax.self) {
                        candidate.availability = HelperCandidate.availabilityAttributes(owner.attributes) + candidate.availability
                    }
                    candidates.append(candidate)
                case let .unsupported(name, node, reason)?:
                    otherHelpers.insert(name)
                    report(name, SubviewBlocker(reason), at: node)
                case nil: continue
                }
            }
        }
        guard !candidates.isEmpty else { return [] }

        if let blocker = viewLevelBlocker(view) {
            for candidate in candidates where candidate.bodyLineCount >= minimumLines {
                report(candidate.name, blocker, at: candidate.item)
            }
            return []
        }

        let candidateNames = Set(candidates.map(\.name))
        var analyses = candidates.map { analyse($0, model: model, candidateNames: candidateNames, otherHelpers: otherHelpers) }
        checkUses(of: &analyses, in: view, model: model)

        let resolver = SubviewInputResolver(model: model, facts: facts)

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
                var blocker: SubviewBlocker?
                if let dependency = analysis.dependencies.first(where: { !selected.contains($0) }) {
                    let why = analyses.first { $0.candidate.name == dependency }?.blocker?.reason ?? "it cannot be extracted"
                    blocker = SubviewBlocker("it uses '\(dependency)', which stays a helper because \(why)")
                } else if analysis.dependencies.contains(where: { dependsTransitively(on: analysis.candidate.name, from: $0, analyses) }) {
                    blocker = SubviewBlocker("it and the helpers it uses refer to each other")
                } else {
                    switch resolveInputs(analysis, analyses: analyses, resolver: resolver) {
                    case let .success(inputs): plannedInputs[analysis.candidate.name] = inputs
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

        return analyses.filter { selected.contains($0.candidate.name) }.map { analysis in
            let name = SubviewNaming.name(forHelper: analysis.candidate.name, parent: view.name.text, prefixed: !runCoversOtherFiles) { candidate in
                isTaken(candidate) || namesInUse.contains(candidate)
            }
            namesInUse.insert(name)
            return PlannedSubview(
                helper: analysis.candidate, structName: name, inputs: plannedInputs[analysis.candidate.name] ?? [],
                dependencies: analysis.dependencies, typeScopedNames: analysis.typeScopedNames)
        }
    }

    /// Whether the run covers other files, so names and uses in the rest of the module can be checked.
    private var runCoversOtherFiles: Bool { (context.projectIndex?.fileCount ?? 0) > 1 }

    // MARK: - Analysis of one helper

    private func analyse(_ candidate: HelperCandidate, model: ViewTypeModel, candidateNames: Set<String>, otherHelpers: Set<String>) -> Analysis {
        var analysis = Analysis(candidate: candidate)
        analysis.isTiny = candidate.bodyLineCount < minimumLines
        if model.isAmbiguous(candidate.name) {
            analysis.blocker = SubviewBlocker("another member of '\(model.name)' has the same name; rename one of them")
            return analysis
        }
        let scan = MemberReferenceScan(candidate.statements, model: model, parameters: Set(candidate.parameters.map(\.name)))

        if let node = scan.selfAsValue.first {
            analysis.blocker = SubviewBlocker("it uses `self` as a value (line \(context.location(of: node).line)), which a subview cannot receive")
            return analysis
        }
        if let (name, _) = scan.wrapperStorage.first {
            analysis.blocker = SubviewBlocker("it uses the property wrapper storage '\(name)' directly")
            return analysis
        }
        if let (name, _) = scan.typeScopedNames.first(where: { model.privateTypeScopedNames.contains($0.name) }) {
            analysis.blocker = SubviewBlocker("it uses '\(name)', which is private to '\(model.name)'; make it fileprivate so a subview in the same file can use it")
            return analysis
        }
        analysis.typeScopedNames = scan.typeScopedNames.map(\.node)

        var order: [String] = []
        var usages: [String: MemberUsage] = [:]
        for reference in scan.references {
            if reference.name == "body" {
                analysis.blocker = SubviewBlocker("it refers to `body`")
                return analysis
            }
            if model.isAmbiguous(reference.name) {
                analysis.blocker = SubviewBlocker("it uses '\(reference.name)', which names more than one member of '\(model.name)'")
                return analysis
            }
            if candidateNames.contains(reference.name) {
                let isFunction = model.methods[reference.name] != nil
                if isFunction && !isCalledDirectly(reference) {
                    analysis.blocker = SubviewBlocker("it passes the helper '\(reference.name)' as a function value")
                    return analysis
                }
                if !analysis.dependencies.contains(reference.name) {
                    analysis.dependencies.append(reference.name)
                    analysis.firstUses.append(reference.name)
                }
                continue
            }
            if otherHelpers.contains(reference.name) {
                analysis.blocker = SubviewBlocker("it uses '\(reference.name)', a view helper that cannot be extracted")
                return analysis
            }
            if usages[reference.name] == nil {
                order.append(reference.name)
                analysis.firstUses.append(reference.name)
            }
            usages[reference.name, default: MemberUsage()].record(reference.use)
        }
        analysis.usages = order.map { ($0, usages[$0]!) }
        if !candidate.isPrivate {
            analysis.blocker = accessBlocker(for: candidate, in: model)
        }
        return analysis
    }

    private func isCalledDirectly(_ reference: MemberReference) -> Bool {
        guard reference.expression.is(ExprSyntax.self) else { return false }
        guard let call = reference.expression.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == reference.expression.id && call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
    }

    /// A helper that is not private may be used from other files; only the run's project index can tell.
    private func accessBlocker(for candidate: HelperCandidate, in model: ViewTypeModel) -> SubviewBlocker? {
        let conformances = model.declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let known: Set<String> = ["View", "SwiftUI.View", "Equatable", "Hashable", "Identifiable", "Sendable"]
        if let other = conformances.first(where: { !known.contains($0) }) {
            return SubviewBlocker("it is not private and may satisfy a requirement of '\(other)'; make it private if it does not")
        }
        guard let index = context.projectIndex, runCoversOtherFiles else {
            return SubviewBlocker(
                "it is not private, so code in other files could use it; make it private, "
                    + "or run svrefactor on the whole module so it can check")
        }
        if let other = index.files(possiblyUsing: candidate.name, of: model.name).first(where: { $0 != context.path }) {
            return SubviewBlocker(
                "it is not private and \(other) may use it (it accesses a member named '\(candidate.name)' or extends '\(model.name)'); "
                    + "make it private if that is something else")
        }
        return nil
    }

    /// Checks every use of each helper outside its own body: uses must be plain expressions inside the view.
    private func checkUses(of analyses: inout [Analysis], in view: StructDeclSyntax, model: ViewTypeModel) {
        let names = Set(analyses.map(\.candidate.name))
        var blocked: [String: SubviewBlocker] = [:]
        // Every member counts, helpers included: a helper that stays keeps its body, and any use
        // in it that cannot become an initializer call would be left dangling.
        for list in model.memberLists {
            for item in list {
                let scan = MemberReferenceScan(item, model: model, parameters: [])
                for reference in scan.references where names.contains(reference.name) {
                    if model.methods[reference.name] != nil && !isCalledDirectly(reference) {
                        blocked[reference.name] = SubviewBlocker("'\(reference.name)' is used as a function value, not called")
                    }
                }
            }
        }
        // Uses through another instance (`view.header`), inside the view or outside it (other types,
        // previews), and in key paths.
        for node in file.descendants() {
            if let access = node.as(MemberAccessExprSyntax.self), names.contains(access.declName.baseName.text),
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self), access.base != nil
            {
                blocked[access.declName.baseName.text] = SubviewBlocker(
                    "it is used through an instance, not as a member of this view (line \(context.location(of: access).line))")
            } else if let component = node.as(KeyPathPropertyComponentSyntax.self), names.contains(component.declName.baseName.text) {
                blocked[component.declName.baseName.text] = SubviewBlocker("it is used in a key path (line \(context.location(of: component).line))")
            }
        }
        for index in analyses.indices where analyses[index].blocker == nil {
            analyses[index].blocker = blocked[analyses[index].candidate.name]
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

    /// The subview's inputs: its own parameters, then everything it and the subviews it creates use,
    /// grouped environment / constants / wrappers, each group in order of first use.
    private func resolveInputs(_ analysis: Analysis, analyses: [Analysis], resolver: SubviewInputResolver) -> Result<[SubviewInput], SubviewBlocker> {
        var order: [String] = []
        var usages: [String: MemberUsage] = [:]
        var visited = Set<String>()
        func gather(_ name: String) {
            guard visited.insert(name).inserted, let helper = analyses.first(where: { $0.candidate.name == name }) else { return }
            let helperUsages = Dictionary(helper.usages.map { ($0.name, $0.usage) }) { first, _ in first }
            for used in helper.firstUses {
                if let usage = helperUsages[used] {
                    if usages[used] == nil { order.append(used) }
                    usages[used, default: MemberUsage()].merge(usage)
                } else {
                    gather(used)
                }
            }
        }
        gather(analysis.candidate.name)

        if let hidden = analysis.candidate.parameters.lazy.compactMap({ resolver.privateNestedType(in: $0.type) }).first {
            return .failure(SubviewBlocker("a parameter has the type '\(hidden)', which is private to '\(resolver.model.name)'; make it fileprivate"))
        }
        var inputs = analysis.candidate.parameters.map { SubviewInput(parameter: $0, qualify: resolver.qualify) }
        for name in order {
            switch resolver.input(for: name, usage: usages[name]!) {
            case let .success(input): inputs.append(input)
            case let .failure(blocker): return .failure(blocker)
            }
        }
        // A stable sort keeps first-use order inside each group.
        return .success(inputs.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }.map(\.element))
    }

    // MARK: - View-level checks

    private func viewLevelBlocker(_ view: StructDeclSyntax) -> SubviewBlocker? {
        if view.genericParameterClause != nil {
            return SubviewBlocker("'\(view.name.text)' is generic, and svrefactor does not propagate generic parameters to subviews")
        }
        let isAtFileScope = view.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if !isAtFileScope {
            return SubviewBlocker("'\(view.name.text)' is not declared at file scope, and the subview would not see the names around it")
        }
        return nil
    }

    private func reportHelpers(inside ifConfig: IfConfigDeclSyntax) {
        for clause in ifConfig.clauses {
            guard case let .decls(members) = clause.elements else { continue }
            for item in members {
                if case let .candidate(candidate)? = HelperCandidate.recognise(item), candidate.bodyLineCount >= minimumLines {
                    report(candidate.name, SubviewBlocker("it is inside an #if block, which the subview would have to split"), at: item)
                }
            }
        }
    }

    private func report(_ helper: String, _ blocker: SubviewBlocker, at node: some SyntaxProtocol) {
        context.report("'\(helper)' stays a helper: \(blocker.reason)", at: node)
    }
}

/// Qualifies references to a view's nested types: `Filter` → `ProductList.Filter`.
final class TypeQualifier: SyntaxRewriter {
    let parent: String
    let nestedTypes: Set<String>

    init(parent: String, nestedTypes: Set<String>) {
        self.parent = parent
        self.nestedTypes = nestedTypes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let rewritten = super.visit(node)
        guard nestedTypes.contains(node.name.text), let identifier = rewritten.as(IdentifierTypeSyntax.self) else { return rewritten }
        return TypeSyntax(MemberTypeSyntax(
            leadingTrivia: identifier.leadingTrivia,
            baseType: IdentifierTypeSyntax(name: .identifier(parent)),
            name: identifier.name.trimmed,
            genericArgumentClause: identifier.genericArgumentClause,
            trailingTrivia: identifier.trailingTrivia))
    }
}
