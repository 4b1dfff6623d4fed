import SVRefactorCore
import SwiftSyntax

/// Reports a `body` or view helper whose top level is an `if`/`else` or `switch` whose branches
/// build different root views: SwiftUI gives each branch its own identity, so a change of branch
/// replaces the whole tree below and loses its state.
///
/// - What it matches: see ``TopLevelConditional`` for the shapes; reported when at least two
///   branches build views of different kinds (`ProgressView` and `List`, `editableList` and
///   `readOnlyList`).
/// - What it leaves alone: branches that build the same view type (`Text("a")` and
///   `Text("b").bold()`), a branch that only hides the other (`if let x { Row(x) }`, `else {
///   EmptyView() }`), `if #available`, conditionals on a helper's parameters only (a function that
///   picks a view for its argument), and branches whose views syntax cannot tell.
/// - It changes nothing.
public struct StableViewTree: Rule {
    public static let metadata = RuleMetadata(
        id: "stable-view-tree",
        summary: "Reports a body or view helper that swaps between different root views with a top-level if/else or switch.",
        rationale: stableViewTreeRationale,
        examples: [],
        untouched: StableViewTreeExamples.all
    )

    public init(options: RuleOptionValues) {}

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        for block in ViewCodeBlock.blocks(in: context) {
            guard let conditional = TopLevelConditional(block.statements) else { continue }
            // The branch is fixed by what the view is given (its inputs, a helper's arguments): a
            // view that picks what to show for its data, not one that swaps as its state changes.
            if conditional.conditionNames.isSubset(of: conditional.localsDerived(from: block.properties.inputs.union(block.parameterNames))) { continue }
            let roots = conditional.viewRoots.map { Self.resolvingProperty($0, in: block) }
            let distinct = roots.reduce(into: [TopLevelConditional.Root]()) { if !$0.contains($1) { $0.append($1) } }
            guard roots.count >= 2, distinct.count >= 2 else { continue }
            let kind = conditional.keyword.tokenKind == .keyword(.switch) ? "switch" : "if/else"
            context.report(
                "\(block.displayName) swaps between different root views with a top-level \(kind) (\(distinct.map(\.description).joined(separator: ", "))): "
                    + "each branch has its own identity, so switching rebuilds the tree and drops its state; keep one stable view and move the condition inside it "
                    + "(a container around the branches, a ternary value, a conditional modifier or an overlay), or, if the swap is intended, "
                    + "add '// svrefactor:disable-next-line stable-view-tree' above the \(kind == "switch" ? "switch" : "if")",
                at: conditional.keyword)
        }
        return file
    }

    /// A stored property of the view with a written concrete type (`let color: Color`) is a view
    /// of that type, not a helper.
    private static func resolvingProperty(_ root: TopLevelConditional.Root, in block: ViewCodeBlock) -> TopLevelConditional.Root {
        guard case let .helper(name) = root, let type = block.properties.types[name]?.as(IdentifierTypeSyntax.self),
            !block.properties.genericParameters.contains(type.name.text)
        else { return root }
        return .type(type.name.text)
    }

    /// Only files that declare a struct conforming to `View` have views to check.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        ViewTypeCollector.mayFindViews(in: file)
    }
}

let stableViewTreeRationale = """
    The SwiftUI guidance asks for a stable view tree: `body` and computed views should not return \
    completely different root views from an `if`/`else` or a `switch`. SwiftUI gives each branch \
    its own identity, so when the condition changes it throws the whole tree below away, with its \
    state (scroll position, focus, `@State` of subviews), animates a removal and an insertion \
    instead of a change, and rebuilds more than the one thing that changed. A stable base view with \
    the condition inside it (a container around the branches, a ternary value, a conditional \
    modifier such as `.opacity` or `.disabled`, an `.overlay`) keeps identity and state.

    What it matches: a `body` or view helper (a `some View` property or function, with or without \
    `@ViewBuilder`, in the view or its extensions in the same file) whose only statement besides \
    declarations is an `if`/`else` chain or a `switch` (also when wrapped in a `Group { … }` that \
    carries modifiers, and `if c { return A }; return B`), where at least two branches build \
    different root views. A branch's root view is the view its expression builds after its \
    modifiers: `List` for `List { … }.listStyle(.plain)`, the helper's name for `header` or \
    `row(for: item)`, the type of a stored property (`let color: Color`), and what `AnyView(…)` \
    wraps. Nested conditionals that make up a whole branch count branch by branch. The finding is \
    at the `if` or `switch`, so `// svrefactor:disable-next-line stable-view-tree` above it keeps \
    an intended swap.

    What it leaves alone, and why:

    - branches that build the same view type (`Text("a")` and `Text("b").bold()`): one view with \
    conditional values and modifiers would be better, but the same kind of view is rebuilt and \
    merging is not always possible (two `Picker`s over different bindings, two `ForEach` over \
    different data), so it is left to review;
    - a branch that only hides the other (no `else`, `EmptyView()`, `break`): the view is present \
    or absent, nothing is swapped;
    - `if #available` / `#unavailable`: the branch never changes while the app runs; inside a \
    branch, the first one stands for it;
    - conditions that read only the view's inputs (stored properties without a property wrapper, \
    set by the parent) or a helper function's parameters, and locals computed from them, or no \
    names of the view at all (`UIDevice.isPad`): such a view picks what to show for its data or \
    its platform (an attachment view that shows a photo or a file), which is its purpose, not a \
    swap of its own state;
    - branches whose views syntax cannot tell (a ternary, a closure call, a member of another \
    value), conditionals that are not the whole body (a tuple of views), and helpers in \
    extensions in other files.

    It changes nothing.
    """
