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
        for block in ViewCodeBlock.blocks(in: file) {
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
    TODO
    """
