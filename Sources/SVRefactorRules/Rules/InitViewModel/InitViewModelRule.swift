import SVRefactorCore
import SwiftParser
import SwiftSyntax

/// Replaces an optional, lazily created view model with a non-optional one created in `init`.
///
/// - What it matches: `@State`/`@StateObject`/`@ObservedObject`/`@Bindable` properties of an
///   optional type, created in exactly one place: `.task`/`.onAppear` or a method they call, as
///   `if vm == nil { vm = VM(…) }`, `guard vm == nil else { return }; vm = VM(…)` or `vm = VM(…)`.
///   See ``OptionalModelAnalysis``.
/// - What it leaves alone, with a finding: creation that needs what `init` cannot see (environment,
///   other state, methods, locals), async creation, several creation sites, resets to nil, and uses
///   that depend on the optional (`$vm`, `vm.map`, `vm == nil`, `??`).
/// - How it rewrites: the property loses its `?`; `init` creates it (`_vm = State(initialValue: …)`),
///   written out when the view had none; the bootstrap goes; `vm?.x` → `vm.x`, `vm!` → `vm`,
///   `if let vm { A } else { B }` → `A`, `guard let vm else { … }` removed.
public struct InitViewModel: ViewRule {
    public static let metadata = RuleMetadata(
        id: "init-view-model",
        summary: "Makes an optional, lazily created view model non-optional and creates it in init.",
        rationale: initViewModelRationale,
        examples: InitViewModelExamples.rewrites,
        untouched: InitViewModelExamples.untouched,
        usesProjectModel: true,
        restructures: true,
        changeUnit: .view,
        selects: "the optional view-model property declared at the position, or whose creation is there"
    )

    public init(options: RuleOptionValues) {}

    func plan(_ view: ViewAnalysis, into edits: inout SyntaxEdits, file: inout FilePlan) -> Bool {
        // With `--at`: the property around each position, or whose creation is there.
        let plans = view.context.selectsInnermost(OptionalModelAnalysis(view: view).plans(), name: \.property.name) { plan in
            [Syntax(plan.property.declaration), Syntax(plan.construction)]
        }
        guard !plans.isEmpty, let initEdit = initializerEdit(for: plans, view: view) else { return false }
        initEdit(&edits)
        for plan in plans { Self.addEdits(for: plan, context: view.context, to: &edits) }
        return true
    }

    // MARK: - Creating the models in init

    /// Adds the creations to the view's initializers, or writes the memberwise one. Nil (with a
    /// finding) when neither is possible.
    private func initializerEdit(for plans: [OptionalModelPlan], view analysis: ViewAnalysis) -> ((inout SyntaxEdits) -> Void)? {
        let context = analysis.context
        let view = analysis.declaration
        let style = context.style
        let newline = style.lineEnding.rawValue
        let memberIndentation = GeneratedCode.indentation(of: view, context: context)
        let bodyIndentation = style.indentation(deeperThan: memberIndentation)

        func creation(_ plan: OptionalModelPlan) -> String {
            var expression = plan.construction.trimmedDescription
            if expression.hasPrefix(".init") { expression = plan.wrappedType.trimmedDescription + expression.dropFirst(".init".count) }
            let wrapper = plan.wrapper == "State" ? "State(initialValue: " : "\(plan.wrapper)(wrappedValue: "
            let indentation = context.indentation(ofLineAt: plan.construction.positionAfterSkippingLeadingTrivia)
            return Reindentation.move("_\(plan.property.name) = \(wrapper)\(expression))", from: indentation, to: bodyIndentation)
        }

        let initializers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            let designated = initializers.filter { initializer in
                !(initializer.body?.statements.descendants().contains { $0.as(MemberAccessExprSyntax.self)?.trimmedDescription == "self.init" } ?? true)
            }
            return { edits in
                for initializer in designated {
                    edits.replace(initializer) { initializer in
                        guard let body = initializer.body else { return initializer }
                        let statements = plans.map { plan in
                            Parser.parse(source: creation(plan)).statements.first!
                                .with(\.leadingTrivia, style.newlines(1) + GeneratedCode.trivia(forIndentation: bodyIndentation))
                        }
                        return initializer.with(\.body, body.with(\.statements, body.statements + statements))
                    }
                }
            }
        }

        switch MemberwiseInitializer(types: analysis.types).parameters(excluding: Set(plans.map(\.property.name))) {
        case let .failure(blocker):
            for plan in plans { context.report("'\(plan.property.name)' stays optional: \(blocker.reason)", at: plan.property.declaration) }
            return nil
        case let .success(parameters):
            let signature = parameters.map(\.declaration).joined(separator: ", ")
            let lines = parameters.map { bodyIndentation + $0.assignment } + plans.map { bodyIndentation + creation($0) }
            let text = "init(\(signature))" + context.shared(DeclarationLayout.self).openingBrace(indentation: memberIndentation, newline: newline) + newline + lines.joined(separator: newline) + newline + memberIndentation + "}"
            let parsed = GeneratedCode.parseMember(text)
            let anchor = view.memberBlock.members.first { ViewMember($0.decl).kind == .body }
            return { edits in
                if let anchor {
                    // A blank line before the init, unless it opens the type.
                    let isFirst = anchor.id == view.memberBlock.members.first?.id
                    let separator = isFirst ? LeadingTriviaLayout(anchor.leadingTrivia).separator : style.newlines(2)
                    let item = parsed.with(\.leadingTrivia, separator + GeneratedCode.trivia(forIndentation: memberIndentation))
                    // The anchor keeps its comments; a blank line separates the init from it.
                    edits.insert([item], before: anchor)
                    edits.replace(anchor.decl) { rewritten in
                        let layout = LeadingTriviaLayout(rewritten.leadingTrivia)
                        return rewritten.with(\.leadingTrivia, style.newlines(2) + layout.heading + layout.attached)
                    }
                } else {
                    edits.append([parsed.with(\.leadingTrivia, style.newlines(2) + GeneratedCode.trivia(forIndentation: memberIndentation))], to: view.memberBlock)
                }
            }
        }
    }

    // MARK: - Removing the optionality

    private static func addEdits(for plan: OptionalModelPlan, context: RuleContext, to edits: inout SyntaxEdits) {
        // `@State private var vm: VM? = nil` → `@State private var vm: VM`.
        let binding = plan.property.binding
        edits.replace(plan.property.declaration) { variable in
            guard let first = variable.bindings.first,
                let annotation = first.typeAnnotation, let optional = annotation.type.as(OptionalTypeSyntax.self)
            else { return variable }
            let trailing = binding.initializer?.trailingTrivia ?? optional.trailingTrivia
            let newBinding = first
                .with(\.typeAnnotation, annotation.with(\.type, optional.wrappedType.with(\.leadingTrivia, optional.leadingTrivia).with(\.trailingTrivia, trailing)))
                .with(\.initializer, nil)
            return variable.with(\.bindings, PatternBindingListSyntax([newBinding]))
        }
        for statement in plan.bootstrapStatements { edits.splice(statement, with: []) }
        for call in plan.emptiedModifiers {
            edits.replace(ExprSyntax(call)) { rewritten in
                guard let base = rewritten.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return rewritten }
                return base.with(\.trailingTrivia, base.trailingTrivia + rewritten.trailingTrivia)
            }
        }
        edits.removeMembers(Set(plan.emptiedMethods.map(\.id)))
        for node in plan.unwraps {
            edits.replace(node.cast(ExprSyntax.self)) { rewritten in
                let inner = rewritten.as(OptionalChainingExprSyntax.self)?.expression ?? rewritten.as(ForceUnwrapExprSyntax.self)?.expression
                guard let inner else { return rewritten }
                return inner.with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia)
            }
        }
        for sequence in plan.redundantDefaults {
            edits.replace(ExprSyntax(sequence)) { rewritten in
                guard let value = rewritten.as(SequenceExprSyntax.self)?.elements.first else { return rewritten }
                return value.with(\.leadingTrivia, rewritten.leadingTrivia).with(\.trailingTrivia, rewritten.trailingTrivia)
            }
        }
        for statement in plan.unwrappingGuards { edits.splice(statement, with: []) }
        for (statement, _) in plan.unwrappingIfs {
            let indentation = context.indentation(ofLineAt: statement.positionAfterSkippingLeadingTrivia)
            edits.splice(statement) { rewritten in
                // The `if`'s body, one level less indented, takes the `if`'s place.
                guard let ifExpr = rewritten.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                    ?? rewritten.item.as(IfExprSyntax.self)
                else { return [rewritten] }
                let body = ifExpr.body.statements.description + ifExpr.body.rightBrace.leadingTrivia.description
                let moved = Reindentation.move(body, from: context.style.indentation(deeperThan: indentation), to: indentation)
                var items = Array(Parser.parse(source: moved).statements)
                guard let first = items.first else { return [] }
                // The `if`'s place, then the first statement's own comments (a doc comment on it).
                let ownComments = Trivia(pieces: Array(first.leadingTrivia.drop { !$0.isComment }))
                items[0] = first.with(\.leadingTrivia, rewritten.leadingTrivia + ownComments)
                return items
            }
        }
    }
}

let initViewModelRationale = """
    The SwiftUI guidance says: if a view model exists, make it non-optional, pass the view's \
    dependencies through `init` and create the view model there; avoid `bootstrapIfNeeded` and other \
    delayed setup. An optional model means every use handles a state that only exists for the first \
    frame, and a placeholder branch that shows it.

    What it recognises: a view model, meaning a `@State`, `@StateObject`, `@ObservedObject` or \
    `@Bindable` property of optional type (`VM?`, with or without `= nil`) whose type is an \
    `@Observable` or `ObservableObject` class of the module (declared in any file), or whose type or name says it is a \
    model (`…ViewModel`, `…Model`, `…Store`, `…Loader`, `…Controller`, `…Manager`, `…Coordinator`, \
    `…Presenter`, `…Interactor`; `viewModel`, `vm`, `model`, `store`). Other optional state (a \
    selection, an error) means something when nil and is not this rule's business; a view model \
    nothing in the view creates is passed in, and gets no finding either. Findings about why a model \
    stays optional are only for models whose type or name says so: an optional of an observable \
    class with another name (`chosenAccount: Account?`) is as often a selection, so it is rewritten \
    when it can be and otherwise left alone in silence. (`@StateObject`, `@ObservedObject` and \
    `@Bindable` of an optional type do not compile in SwiftUI, which requires the object itself; in \
    practice the rule meets `@State`.) It must be created in exactly one place, `.task { }`, \
    `.onAppear { }` or a method (any name) called from them, as `if vm == nil { vm = VM(…) }`, \
    `guard vm == nil else { return }` followed by `vm = VM(…)`, or just `vm = VM(…)` (also \
    `.init(…)`).

    The rewrite:
    - The property becomes non-optional: `@State private var vm: VM` (the wrapper is kept).
    - `init` creates it with the same construction expression: `_vm = State(initialValue: VM(…))`, \
    `StateObject(wrappedValue:)`, `ObservedObject(wrappedValue:)` or `Bindable(wrappedValue:)`. If the \
    view has initializers, the line is added at the end of each one that does not delegate to \
    `self.init`. If it has none, the initializer Swift was synthesizing is written out before `body`, \
    with the same labels, order, types and default values, so every call site (`#Preview` included) \
    still compiles; environment, focus and namespace properties are left out, as no call site passes \
    them. The written initializer is internal: wherever the synthesized one (or the implicit `init()`) \
    could be called, it can.
    - The bootstrap goes: the `if vm == nil { … }` block, the guard and assignment, the \
    `.task`/`.onAppear` modifier when nothing else is left in it, the bootstrap method when nothing \
    else is left in it (with its `.task`/`.onAppear` call).
    - Uses lose their optionality: `vm?.x` → `vm.x` (and `vm?.x ?? d` → `vm.x` when the class declares \
    `x` with a certain, non-optional type), `vm!` → `vm`, `if let vm { A } else { B }` → `A` \
    (the placeholder branch `B` is dead once the model always exists, so it goes), \
    `guard let vm else { … }` is removed, as is `if let vm = vm`.

    What it leaves alone, with a finding that names the reason:
    - creation that uses what `init` cannot see: an `@Environment`/`@EnvironmentObject` value, another \
    `@State` or wrapped property, a method of the view, a computed property, `self`, or a local value \
    (pass the dependency into the view's init instead);
    - creation by async work (`vm = await VM.make()`), or by something other than an initializer call;
    - creation through an initializer that the model's class, in any file, declares `async`, \
    `throws` or failable (`init?`), or when none of its initializers takes the call's arguments;
    - a model assigned in several places, or reset to `nil` (its nil state means something);
    - uses that depend on the optional: `$vm`, `vm.map { … }`, `vm == nil` or `??` outside the \
    bootstrap, `if let model = vm` under another name, `if let vm` with other conditions;
    - code that would be removed but holds comments;
    - a view without an init whose memberwise initializer svrefactor cannot write (members inside \
    `#if`, a property whose type is not written, wrappers such as `@StateObject` or `@AppStorage`).
    """
