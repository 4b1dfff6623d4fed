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
    /// Private methods of the view only this helper calls, which move into the subview.
    var movedMembers: [MovedMember] = []
}

/// What the planner decided for one view.
struct ExtractionPlan {
    var subviews: [PlannedSubview]
    /// Private environment properties of the view that only extracted helpers read: the subviews
    /// declare them now, and nothing in the view reads them any more.
    var unreadEnvironment: [ViewTypeModel.Property]
    var placement = SubviewPlacement.fileScope
}

/// Decides, for one view, which helpers become subviews and which stay, in four steps:
/// 1. recognise the candidates (``HelperCandidate``), reporting helpers of shapes it does not handle;
/// 2. analyse each one on its own (``HelperAnalyzer``): what it uses, and what keeps it a helper;
/// 3. select the ones that become subviews and resolve their inputs (``SubviewSelection``);
/// 4. name them (``SubviewNaming``) and give a generic view's subviews their generic parameters.
///
/// Every helper that stays gets a finding that says why (a tiny one only when an extracted helper
/// uses it). Analysis runs on the original tree so findings point at the right lines. The result is
/// data (``ExtractionPlan``); ``ExtractSubviewsRewriter`` applies it and ``SubviewRenderer`` writes
/// the code.
struct ExtractionPlanner {
    let view: ViewAnalysis
    let minimumLines: Int
    var limits = InputLimits()
    /// The names every helper of the module could get; nil without the module (`--no-index`).
    var census: SubviewNameCensus?

    /// The most inputs, and bindings among them, a subview may take (`max-inputs`, `max-bindings`).
    struct InputLimits {
        var inputs = 6
        var bindings = 3
    }

    private var context: RuleContext { view.context }
    private var model: ViewTypeModel { view.model }
    private var module: ModuleLookup { view.context.module }
    private var isGenericView: Bool { view.declaration.genericParameterClause != nil }

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
                        // Once: a helper that repeats its type's `@available` gets it one time.
                        let owners = HelperCandidate.availabilityAttributes(owner.attributes)
                        candidate.availability = owners + candidate.availability.filter { !owners.contains($0) }
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

        var analyses = HelperAnalyzer(view: view, minimumLines: minimumLines).analyses(of: candidates, otherHelpers: otherHelpers)
        // Selection, then names; a helper no name is left for stays, and the helpers that use it
        // with it, so selection runs again (rarely more than once).
        var plannedInputs: [String: [SubviewInput]] = [:]
        var names: [String: String] = [:]
        while true {
            plannedInputs = SubviewSelection(view: view, limits: limits).select(&analyses)
            var namesInFile = namesInUse
            names = [:]
            var unnamed: [(index: Int, tried: [String])] = []
            // A refused copy of a helper declared twice shares its name with a selected one: it gets none.
            for (index, analysis) in analyses.enumerated() where plannedInputs[analysis.name] != nil && analysis.blocker == nil {
                let (name, tried) = self.name(for: analysis, namesInUse: namesInFile)
                if let name {
                    names[analysis.name] = name
                    namesInFile.insert(name)
                } else {
                    unnamed.append((index, tried))
                }
            }
            if unnamed.isEmpty {
                namesInUse = namesInFile
                break
            }
            for (index, tried) in unnamed {
                analyses[index].blocker = Refusal(
                    .unsupportedShape,
                    "every name svrefactor would give its subview (\(tried.joined(separator: ", "))) is taken in the module; rename the helper to say what it shows")
            }
        }
        var selected = Set(plannedInputs.keys)
        if context.selection != nil {
            selected = selectedByPosition(among: analyses, extractable: selected, names: &names)
        }

        for analysis in analyses {
            if let blocker = analysis.blocker, !analysis.isTiny || isUsedBySelected(analysis.name, analyses, selected) {
                report(analysis.name, blocker, at: analysis.candidate.item)
            }
        }

        let extracted = analyses.filter { selected.contains($0.name) }
        guard !extracted.isEmpty else { return nothing }
        var subviews = extracted.map { analysis in
            PlannedSubview(
                helper: analysis.candidate, structName: names[analysis.name]!, inputs: plannedInputs[analysis.name] ?? [],
                dependencies: analysis.dependencies, typeScopedNames: analysis.typeScopedNames, movedMembers: analysis.movedMembers)
        }
        if isGenericView {
            assignGenerics(to: &subviews)
        } else {
            for index in subviews.indices {
                let clauses = subviews[index].inputs.compactMap(\.genericParameter)
                if !clauses.isEmpty { subviews[index].generics.parameterClause = "<" + clauses.joined(separator: ", ") + ">" }
            }
        }
        let removed = Set(extracted.map(\.candidate.item.id) + extracted.flatMap { $0.movedMembers.map(\.item.id) })
        // An environment value a subview takes as a value (the view's `dismiss`, shown in a sheet) stays.
        let passed = Set(subviews.flatMap { $0.inputs.filter { $0.kind == .value }.map(\.name) })
        return ExtractionPlan(
            subviews: subviews, unreadEnvironment: unreadEnvironment(after: removed).filter { !passed.contains($0.name) },
            placement: placement(of: subviews, extracted: extracted))
    }

    /// With `--at`: the extractable helper whose declaration, or whose use in the view, holds a
    /// selected position, with the helpers it uses (they become subviews with it, as in a
    /// whole-file run); `--name` renames the selected one's subview unless the name is taken.
    private func selectedByPosition(
        among analyses: [HelperAnalysis], extractable: Set<String>, names: inout [String: String]
    ) -> Set<String> {
        let candidates = analyses.filter { extractable.contains($0.name) }
        let chosen = context.selectsInnermost(candidates, name: \.name) { analysis in
            [Syntax(analysis.candidate.item)] + useSites(of: analysis.candidate)
        }
        var taken = Set<String>()
        var pending = chosen.map(\.name)
        while let name = pending.popLast() {
            guard taken.insert(name).inserted, let analysis = analyses.first(where: { $0.name == name }) else { continue }
            pending += analysis.dependencies.filter(extractable.contains)
        }
        if let requested = context.requestedName, let helper = chosen.first {
            if chosen.count > 1 {
                context.rejectRequestedName("--name names one subview, and the positions select \(chosen.count) helpers")
            } else if SubviewNaming.isTaken(requested, forHelper: helper.name, inFile: module.path, module: module)
                || names.contains(where: { $0.key != helper.name && taken.contains($0.key) && $0.value == requested })
            {
                context.rejectRequestedName("'\(requested)' is already taken in the module; choose another name for the subview of '\(helper.name)'")
            } else {
                names[helper.name] = requested
            }
        }
        return taken
    }

    /// Where the view uses a helper: each reference by name (`header`, `self.header`), or the call
    /// of a helper function (`row(for: item)`).
    private func useSites(of helper: HelperCandidate) -> [Syntax] {
        var sites: [Syntax] = []
        for list in model.memberLists {
            for item in list where item.id != helper.item.id {
                for token in item.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(helper.name) {
                    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                    var use = Syntax(reference)
                    if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                        guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                        use = Syntax(access)
                    }
                    if helper.isFunction, let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { use = Syntax(call) }
                    sites.append(use)
                }
            }
        }
        return sites
    }

    /// All of a view's subviews go to one place: into an extension of the view when one of them
    /// needs a name private to it, where they can also use each other.
    private func placement(of subviews: [PlannedSubview], extracted: [HelperAnalysis]) -> SubviewPlacement {
        if !Self.isAtFileScope(view.declaration) { return .besideNestedView }
        let needsViewScope = extracted.contains(where: \.usesPrivateNames) || subviews.contains { subview in
            subview.inputs.contains { input in input.type.map { view.types.privateNestedType(inTypeText: $0) != nil } ?? false }
                || subview.helper.parameters.contains { view.types.privateNestedType(in: $0.type) != nil }
        }
        return needsViewScope ? .viewExtension : .fileScope
    }

    /// Comments that belong to the member itself: attached above it (not a section heading, which
    /// stays for the next member) or anywhere inside or after it.
    private static func hasOwnComments(_ item: MemberBlockItemSyntax) -> Bool {
        LeadingTriviaLayout(item.leadingTrivia).attached.contains(where: \.isComment) || !item.commentsInside().isEmpty
    }

    /// The subview's name (see ``SubviewNaming``), or nil with the names tried.
    private func name(for analysis: HelperAnalysis, namesInUse: Set<String>) -> (name: String?, tried: [String]) {
        let parameter = SubviewNaming.namingParameter(
            ofHelper: analysis.name, firstParameter: analysis.candidate.parameters.first.map { ($0.label, $0.name) })
        let helper = SubviewNameCensus.Helper(file: module.path, owner: model.qualifiedName, name: analysis.name)
        let prefixed = !module.seesOtherFiles
        let initialisms = census?.initialisms ?? []
        let candidates = SubviewNaming.candidates(
            forHelper: analysis.name, parameter: parameter, parent: model.name, prefixed: prefixed, initialisms: initialisms)
        let name = SubviewNaming.name(
            forHelper: analysis.name, parameter: parameter, parent: model.name, prefixed: prefixed, initialisms: initialisms
        ) { candidate in
            SubviewNaming.isTaken(candidate, forHelper: analysis.name, inFile: module.path, module: module) || namesInUse.contains(candidate)
        } isShared: { candidate in
            census?.isShared(candidate, by: helper) == true
        }
        return (name, candidates)
    }

    /// The view's private environment properties that extracted helpers read and nothing that stays
    /// reads: each subview declares what it reads itself, so the view's own declaration is dead.
    /// One with its own comments (a doc comment, a trailing note) stays: removing it would lose them.
    private func unreadEnvironment(after extractedItems: Set<SyntaxIdentifier>) -> [ViewTypeModel.Property] {
        model.properties.values.filter { property in
            guard let wrapper = property.wrapperName, PropertyWrappers.environment.contains(wrapper),
                property.declaration.modifiers.isPrivate || !isPassedOrUsedElsewhere(property.name, isEnvironment: true),
                property.declaration.bindings.count == 1,
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

    /// Whether code outside this file's view may set or read a property that is not private: a
    /// call of the view's initializer passes it (`Profile(dismiss: …)`, from the model's call
    /// sites), or another file may use it (see ``ModuleLookup/otherFiles(possiblyUsing:of:)``).
    /// Without the module, anything may.
    /// `isEnvironment`: an environment value, which no other type reads through an instance of
    /// the view (`row.openURL`), nor through a key path (`\.openURL` in another view's
    /// `@Environment` names `EnvironmentValues.openURL`): only an extension of the view elsewhere
    /// can read it, or a call pass it.
    private func isPassedOrUsedElsewhere(_ name: String, isEnvironment: Bool = false) -> Bool {
        guard module.seesOtherFiles else { return true }
        if module.callSites(of: model.qualifiedName).contains(where: { $0.call.labels.contains(name) }) { return true }
        var files = Set(module.otherFiles(possiblyUsing: name, of: model.qualifiedName))
        if isEnvironment { files.formIntersection(module.declarationsInOtherFiles(of: model.qualifiedName).map(\.path)) }
        return !files.isEmpty
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

    private func isUsedBySelected(_ name: String, _ analyses: [HelperAnalysis], _ selected: Set<String>) -> Bool {
        analyses.contains { selected.contains($0.name) && $0.dependencies.contains(name) }
    }

    private func report(_ helper: String, _ blocker: Refusal, at node: some SyntaxProtocol) {
        context.report("'\(helper)' stays a helper: \(blocker.reason)", at: node)
    }
}
