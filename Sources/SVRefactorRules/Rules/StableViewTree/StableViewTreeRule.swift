import SVRefactorCore
import SwiftSyntax

/// Reports a `body` or view helper that flips between two versions of the same content with a
/// top-level `if`/`else` on a mode of the view (`if isEditing { List {…} } else { List {…} }`):
/// SwiftUI gives each branch its own identity, so every flip rebuilds the tree and drops its state.
///
/// - What it matches: see ``TopLevelConditional`` for the shapes. Reported when every branch
///   builds a view, the condition reads the view's changing state (``ViewStoredProperties/changingState``,
///   through locals and computed properties), and the branches are versions of one content
///   (``ContentVersions``): the same view type or helper, or names that differ only by a mode word
///   (`editableDocumentsList`, `readOnlyDocumentsList`).
/// - What it leaves alone: a `switch` (a state enum's cases or kinds of items, the guidance's own
///   loading pattern), branches that build different kinds of view (a spinner and a list, a tab
///   view and a split view), a branch that only hides the other, `if #available`, conditions on
///   inputs, parameters or where the app runs (size class, idiom, orientation), and conditions
///   about the data (`if let`, `isEmpty`, `is`).
/// - It changes nothing.
public struct StableViewTree: Rule {
    public static let metadata = RuleMetadata(
        id: "stable-view-tree",
        summary: "Reports a body or view helper that flips between two versions of the same content with a top-level if/else on a mode of the view.",
        rationale: stableViewTreeRationale,
        examples: [],
        untouched: StableViewTreeExamples.all,
        optInReason: "Read blind on apps nobody tuned it for, too few of its findings were worth a warning (see the measured precision below): "
            + "a real flip between two versions of one content is rare, and syntax cannot always tell it from a choice the data or the app makes."
    )

    public init(options: RuleOptionValues) {}

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // Only a view builder makes the branches of an `if` views of different identities.
        for block in ViewCodeBlock.blocks(in: context) where block.isViewBuilder {
            guard let conditional = TopLevelConditional(block.statements), !conditional.isSwitch, !conditional.asksAboutData,
                !conditional.returnsExplicitly
            else { continue }
            let roots = conditional.roots.map { Self.resolvingProperty($0, in: block) }
            // A branch that builds nothing only hides the other; one of several views is no version.
            guard roots.count >= 2, !roots.contains(.empty), !roots.contains(.several) else { continue }
            let condition = conditional.conditionNames(resolving: block.properties.computedReads)
            guard !condition.isDisjoint(with: block.properties.changingState), !condition.contains(where: ContentVersions.namesAStateOrASetting), !condition.contains(where: ContentVersions.describesWhereTheAppRuns) else { continue }
            guard ContentVersions.areVersionsOfOneContent(roots), !ContentVersions.areStatelessControls(roots) else { continue }
            let distinct = roots.reduce(into: [TopLevelConditional.Root]()) { if !$0.contains($1) { $0.append($1) } }
            context.report(
                "\(block.displayName) flips between two versions of the same content (\(distinct.map(\.description).joined(separator: ", "))) "
                    + "with a top-level if/else on `\(conditional.conditionText)`: each branch has its own identity, so every flip "
                    + "rebuilds the tree and drops its state (scroll position, focus, the @State of views inside); keep one view and move the condition "
                    + "inside it (a conditional modifier such as .disabled or .deleteDisabled, a toolbar item, an overlay), or, if the flip is intended, "
                    + "add '// svrefactor:disable-next-line stable-view-tree' above the if",
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
    The SwiftUI guidance asks for a stable view tree: `body` and computed views should not flip \
    between versions of their content from a top-level `if`/`else`. Its "Avoid" example is \
    `if canEdit { editableDocumentsList } else { readOnlyDocumentsList }`. SwiftUI gives the two \
    branches of an `if` distinct identities, whatever their types, so each flip throws the tree \
    below away with its state (scroll position, focus, the `@State` of the views inside), animates \
    a removal and an insertion instead of a change, and rebuilds more than the one thing that \
    changed. One view with the condition inside it (a conditional modifier such as `.disabled` or \
    `.deleteDisabled`, a toolbar item, an `.overlay`) keeps identity and state.

    Opt-in: `--all-rules` leaves it out, because read blind on apps nobody had tuned it for, too \
    few of its findings were worth a warning (below). Name it with `--rule stable-view-tree` or \
    turn it on in `.svrefactor.yml` to review a codebase for flips.

    What it matches: `body` or a `@ViewBuilder` helper (a `some View` property or function, in the \
    view or its extensions in the same file) whose only statement besides \
    declarations is an `if`/`else` chain (also when wrapped in a `Group { … }` that carries \
    modifiers), when all of these hold:
    - every branch builds a view (an `if` without `else`, or `EmptyView()`, only hides one);
    - the condition reads a mode of the view: its `@State`, `@Binding`, `@AppStorage`, \
    `@SceneStorage`, `@FocusState`, an observed model (`@StateObject`, `@ObservedObject`, \
    `@EnvironmentObject`, `@Bindable`, `@Environment(Model.self)`) or `@Environment(\\.editMode)`, \
    directly or through a local or a computed property of the view (`isEditing` reading `editMode`);
    - the branches are versions of one content: the same view type (`List { … }` and \
    `List { … }.listStyle(.plain)`) or the same helper in every branch, or names that share the \
    words of their content and differ by a mode (`editableDocumentsList` and \
    `readOnlyDocumentsList`, `ExpandedCard` and `CollapsedCard`), other than controls that hold no \
    state (`Button`, `Text`, `Image`, `Label`, `Toggle`, `TextField` and `SecureField`, `Picker`, \
    shapes and colours): Select All and Deselect All lose nothing when they flip.

    A branch's root view is the view its expression builds after its modifiers: `List` for \
    `List { … }.listStyle(.plain)`, the helper's name for `header` or `row(for: item)`, the type of a \
    stored property (`let color: Color`), and what `AnyView(…)` wraps. The finding is at the `if`, so \
    `// svrefactor:disable-next-line stable-view-tree` above it keeps an intended flip.

    What it leaves alone, and why:

    - a `switch`: over a state enum it is the guidance's own loading-state pattern (idle, loading, \
    loaded, error), and over the kinds of item a screen shows it picks a view per kind;
    - branches that build different kinds of view (`ProgressView()` and a `List`, a `TabView` and a \
    `NavigationSplitView`), or names that share only a word for a kind of view (`gridView` and \
    `listView`, `assistButton` and `addButton`, `upsellRow` and `breachedRow`) or where one is a \
    state of the screen (`emptyList`, `loadingView`, `errorView`, `signInView`): those show \
    different things, which is what a condition is for;
    - conditions about the data rather than a mode: whether a value is there (`if let profile`, \
    `case let`, `!= nil`), whether a collection is empty (`isEmpty`, `count`), or what type a value \
    has (`is`): the branch follows what arrives, as a loading state does;
    - conditions on where the app runs (a size class, an idiom, orientation, \
    `prefersTabNavigation`, dynamic type size) and on other environment values: the choice follows \
    the device, not a mode the view flips;
    - conditions on inputs only (stored properties without a property wrapper, set by the parent) \
    or a helper function's parameters: such a view picks what to show for its data;
    - a helper without `@ViewBuilder`, and branches that `return` their view: no view builder \
    collects them, so they are one value of one type (or erased to `AnyView`, which no-anyview \
    reports), with one identity;
    - conditions that name a state of the data (`isLoading`, `hasError`) or a user's setting \
    (`settings.nestedReplies`): a loading state, or a layout chosen once;
    - `if #available` / `#unavailable`: the branch never changes while the app runs; inside a \
    branch, the first one stands for it;
    - branches whose views syntax cannot tell (a ternary, a closure call, a member of another \
    value), a branch of several views, conditionals that are not the whole body, and helpers in \
    extensions in other files.

    Measured precision (Docs/quality.md, "Checks"): findings a reviewer read blind and judged worth a \
    warning. Before this design, the check reported 199 places on the measurement half of the \
    corpus. With it (build r84): measurement half 0 of 4, tuning half 2 of 8 (flips between two \
    buttons, a loading icon and a user's layout setting were not worth a warning; those shapes are \
    left alone since). Build r85: measurement 0 of 2, tuning 1 of 1. Hence opt-in.

    It changes nothing.
    """
