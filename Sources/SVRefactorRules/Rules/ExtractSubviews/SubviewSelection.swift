import SVRefactorCore
import SwiftSyntax

/// Decides which helpers of one view become subviews, from every helper's ``HelperAnalysis``, and
/// resolves each one's inputs.
///
/// A helper is selected when nothing blocks it and it is not tiny; a tiny helper is pulled in when
/// a selected one uses it. A selected helper is dropped again, with the reason as its blocker, when a
/// helper it uses stays, when it and the helpers it uses refer to each other, when a member it uses
/// cannot become an input (``SubviewInputResolver``), or when its subview would take more inputs or
/// bindings than the limits allow. That can drop others in turn, so the steps repeat until nothing
/// changes.
struct SubviewSelection {
    let view: ViewAnalysis
    let limits: ExtractionPlanner.InputLimits

    /// How many of the view's own members a helper used in three places or more may pass to its
    /// subview at each use. A helper reads the view's members for free; its subview makes every
    /// call pass them again, and three of them already turn one-line calls into five-line ones
    /// that repeat each other (yattee's seven `buttonLabel` calls, each passing `context`,
    /// `frameSize` and `iconSize`, which a reviewer rejected).
    static let viewInputsRepeatedAtMost = 2

    private var model: ViewTypeModel { view.model }
    private var isGenericView: Bool { view.declaration.genericParameterClause != nil }

    /// The inputs of each helper that becomes a subview, by helper name. The blockers of helpers
    /// dropped on the way are written into `analyses`.
    func select(_ analyses: inout [HelperAnalysis]) -> [String: [SubviewInput]] {
        let resolver = SubviewInputResolver(types: view.types, seesPrivateNames: SubviewPlacement.seesPrivateNames(of: view))
        var selected = Set(analyses.filter { $0.blocker == nil && !$0.isTiny }.map(\.name))
        var plannedInputs: [String: [SubviewInput]] = [:]
        // Names refused once stay refused: a helper declared twice (one copy refused, the other
        // not) would otherwise be selected and refused in turn forever (found by fuzzing).
        var refused = Set<String>()
        var changed = true
        while changed {
            changed = false
            for analysis in analyses where selected.contains(analysis.name) {
                for dependency in analysis.dependencies where !selected.contains(dependency) && !refused.contains(dependency) {
                    if let dependencyAnalysis = analyses.first(where: { $0.name == dependency }),
                        dependencyAnalysis.blocker == nil, dependencyAnalysis.isTiny
                    {
                        selected.insert(dependency)
                        changed = true
                    }
                }
            }
            for index in analyses.indices where selected.contains(analyses[index].name) {
                let analysis = analyses[index]
                var blocker: Refusal?
                if let dependency = analysis.dependencies.first(where: { !selected.contains($0) }) {
                    let dependencyBlocker = analyses.first { $0.name == dependency }?.blocker
                    blocker = Refusal(
                        dependencyBlocker?.kind ?? .unsupportedShape,
                        "it uses '\(dependency)', which stays a helper because \(dependencyBlocker?.reason ?? "it cannot be extracted")")
                } else if analysis.dependencies.contains(where: { dependsTransitively(on: analysis.name, from: $0, analyses) }) {
                    blocker = Refusal(.unsupportedShape, "it and the helpers it uses refer to each other")
                } else {
                    switch resolveInputs(analysis, analyses: analyses, resolver: resolver) {
                    case let .success(inputs):
                        // Environment values are declared again, not passed: they do not count.
                        let passed = inputs.filter(\.isPassed)
                        let bindings = passed.filter(\.kind.countsAsBinding)
                        let fromView = passed.filter { input in
                            if case .parameter = input.kind { false } else { true }
                        }
                        let uses = view.references(to: analysis.name).count
                        // Two uses are often the two branches of an `if`, or two rows a reviewer
                        // is glad to see as one struct (damus' copy buttons for two keys).
                        if uses >= 3, fromView.count > Self.viewInputsRepeatedAtMost {
                            // Yattee's `stackedRow("Codec", codec)`, called thirteen times: each call
                            // would grow from one line to seven that pass the same styling constants.
                            blocker = Refusal(
                                .unsupportedShape,
                                "each of its \(uses) uses would pass \(fromView.count) of the view's members (\(fromView.map(\.name).joined(separator: ", "))) that it reads directly; group them in a style or model value the helper takes, or leave it a helper")
                        } else if passed.count > limits.inputs || bindings.count > limits.bindings {
                            blocker = Refusal(
                                .unsupportedShape,
                                "its subview would take \(passed.count) inputs, \(bindings.count) of them bindings (more than \(limits.inputs) inputs or \(limits.bindings) bindings), so it is not a self-contained piece of the view; split it or pass a model, or raise --option max-inputs/max-bindings")
                        } else {
                            plannedInputs[analysis.name] = inputs
                        }
                    case let .failure(failure): blocker = failure
                    }
                }
                if let blocker {
                    analyses[index].blocker = blocker
                    selected.remove(analysis.name)
                    refused.insert(analysis.name)
                    changed = true
                }
            }
        }
        return plannedInputs.filter { selected.contains($0.key) }
    }

    private func dependsTransitively(on target: String, from start: String, _ analyses: [HelperAnalysis]) -> Bool {
        var visited = Set<String>()
        var stack = [start]
        while let name = stack.popLast() {
            if name == target { return true }
            guard visited.insert(name).inserted else { continue }
            stack += analyses.first { $0.name == name }?.dependencies ?? []
        }
        return false
    }

    // MARK: - Inputs

    /// The subview's inputs: its own parameters, then what it and the subviews it creates use,
    /// grouped environment / constants / wrappers, each group in the view's declaration order.
    /// Environment values are the exception: a subview declares only those its own body reads, as
    /// the subviews it creates declare theirs.
    private func resolveInputs(_ analysis: HelperAnalysis, analyses: [HelperAnalysis], resolver: SubviewInputResolver) -> Result<[SubviewInput], Refusal> {
        var order: [String] = []
        var usages: [String: MemberUsage] = [:]
        var visited = Set<String>()
        var environmentRead: String?
        func gather(_ name: String, isOwnBody: Bool) {
            guard visited.insert(name).inserted, let helper = analyses.first(where: { $0.candidate.name == name }) else { return }
            let helperUsages = Dictionary(helper.usages.map { ($0.name, $0.usage) }) { first, _ in first }
            for used in helper.firstUses {
                if let usage = helperUsages[used] {
                    if environmentRead == nil, let wrapper = model.properties[used]?.wrapperName, PropertyWrappers.environment.contains(wrapper) {
                        environmentRead = used
                    }
                    // Environment values flow down by themselves; but a helper this one shows in a
                    // presentation takes the view's `dismiss` as a value, which this one then passes
                    // on, as if it read it itself.
                    if !isOwnBody, let property = model.properties[used], let wrapper = property.wrapperName,
                        PropertyWrappers.environment.contains(wrapper),
                        !(helper.isShownInPresentation && SubviewInputResolver.presentationKey(of: property) != nil)
                    {
                        continue
                    }
                    if usages[used] == nil { order.append(used) }
                    usages[used, default: MemberUsage()].merge(usage)
                } else {
                    gather(used, isOwnBody: false)
                }
            }
        }
        gather(analysis.candidate.name, isOwnBody: true)

        // There its subview would read the environment of wherever it is shown.
        if let place = analysis.handedOutside, let environmentRead {
            return .failure(Refusal(
                .unsafeRewrite,
                "it is passed to \(place), which may show it outside this view's environment, and its subview would read '\(environmentRead)' from there; pass '\(environmentRead)' to the helper as a parameter"))
        }

        if !SubviewPlacement.seesPrivateNames(of: view),
            let hidden = analysis.candidate.parameters.lazy.compactMap({ view.types.privateNestedType(in: $0.type) }).first
        {
            return .failure(Refusal(.inaccessibleName, "a parameter has the type '\(hidden)', which is private to '\(model.name)'; make it fileprivate"))
        }
        let genericNames: [String: String]
        switch opaqueParameterNames(analysis.candidate) {
        case let .success(names): genericNames = names
        case let .failure(refusal): return .failure(refusal)
        }
        // A parameter the helper never reads is no input: every use would pass a value the subview
        // stores and ignores (Loop's four zone previews, each given a `size` only one of them reads).
        let read = Self.namesRead(in: analysis.candidate.statements)
        var inputs = analysis.candidate.parameters.filter { read.contains($0.name) }.map {
            SubviewInput(parameter: $0, genericName: genericNames[$0.name], qualify: view.types.qualify)
        }
        for name in order {
            switch resolver.input(for: name, usage: usages[name]!, inPresentation: analysis.isShownInPresentation) {
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
            let input = inputs.first(where: { $0.typeMentionsMember(of: model.qualifiedName) })
        {
            return .failure(Refusal(
                .unsupportedShape,
                "'\(input.name)' has a type nested in the generic '\(model.name)', which a subview can only name with the view's generic arguments"))
        }
        // Parameters first (order -1), then members where the view declares them; among the
        // constants, closures (callbacks, deferred values) last, as a call's trailing arguments are.
        // The helper's last parameter, when it takes a closure, goes after everything: a call that
        // passed it as a trailing closure (`addMoreButton { … }`) still does, rather than as a
        // labelled argument before the subview's other inputs.
        let trailing = analysis.candidate.parameters.last.flatMap { last in
            last.type.trimmedDescription.contains("->") ? last.name : nil
        }
        return .success(inputs.enumerated().sorted {
            let (a, b) = ($0.element, $1.element)
            let (aTrails, bTrails) = (a.name == trailing && Self.isParameter(a) ? 1 : 0, b.name == trailing && Self.isParameter(b) ? 1 : 0)
            return (aTrails, a.group, a.isClosure ? 1 : 0, a.order, $0.offset) < (bTrails, b.group, b.isClosure ? 1 : 0, b.order, $1.offset)
        }.map(\.element))
    }

    private static func isParameter(_ input: SubviewInput) -> Bool {
        if case .parameter = input.kind { return true }
        return false
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
        // `supplement: some MediaPlayerSupplement` called with an `any MediaPlayerSupplement`: a
        // generic function opens the existential, a generic type's initializer does not.
        if let existential = opaque.first(where: { parameter in
            parameter.opaqueType.map { view.context.module.declaresType(named: $0.constraint.trimmedDescription) } ?? false
        }) {
            return .failure(Refusal(
                .unsupportedShape,
                "its parameter '\(existential.name)' is `some \(existential.opaqueType!.constraint.trimmedDescription)`, and a caller may pass an `any` value, "
                    + "which a generic subview's initializer cannot take; give the parameter a concrete type"))
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
}

extension SubviewSelection {
    /// The names the statements may read: references that are not members after a dot (`$name`
    /// reads `name`), and to be safe any name a pattern binds (`if let size {` reads `size`).
    static func namesRead(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var names = Set<String>()
        for token in statements.tokens(viewMode: .sourceAccurate) {
            let isReference = token.parent?.is(DeclReferenceExprSyntax.self) == true
                && token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
            guard isReference || token.parent?.is(IdentifierPatternSyntax.self) == true else { continue }
            switch token.tokenKind {
            case let .identifier(text): names.insert(text)
            case let .dollarIdentifier(text): names.insert(String(text.dropFirst()))
            default: break
            }
        }
        return names
    }
}
