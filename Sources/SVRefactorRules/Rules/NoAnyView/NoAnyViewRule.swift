import SVRefactorCore
import SwiftSyntax

/// Reports `AnyView(…)`: type erasure that hides a view's structure from SwiftUI.
///
/// - What it matches: calls of `AnyView(…)`, `SwiftUI.AnyView(…)` and `AnyView.init(…)` that
///   erase a type SwiftUI could keep (``TypeErasure``).
/// - What it leaves alone: erasure for storage and interoperation, and `AnyView` written as a type.
/// - No rewrite: what replaces the erasure (`@ViewBuilder`, `Group`, a generic parameter) depends
///   on why the code erases.
public struct NoAnyView: KeywordCheck {
    static let keyword = "AnyView"

    public static let metadata = RuleMetadata(
        id: "no-anyview",
        summary: "Reports AnyView(…) type erasure; suggests @ViewBuilder, Group or generics.",
        rationale: noAnyViewRationale,
        options: [PreviewsAndTests.option],
        examples: [],
        untouched: NoAnyViewExamples.untouched
    )

    static func message(for kind: TypeErasure.Kind) -> String {
        switch kind {
        case .conditional:
            return "AnyView(…) erases both branches of `?:` to one type, so SwiftUI cannot tell them apart and rebuilds the view, losing its state, when the condition changes; write the branches as if/else in a @ViewBuilder (or a Group) so each keeps its type"
        case let .branches(count):
            return "AnyView(…) is one of \(count) results erased to one type, which hides the branches from SwiftUI's diffing (state resets, slower updates); return `some View` from a @ViewBuilder with if/switch branches instead"
        case .unneeded:
            return "AnyView(…) erases a view that already has a type, which only hides it from SwiftUI's diffing; return the view itself from this `some View`/@ViewBuilder code"
        }
    }

    private let includesPreviewsAndTests: Bool

    public init(options: RuleOptionValues) {
        includesPreviewsAndTests = options.boolean(PreviewsAndTests.option.name)
    }


    func check(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // A widget's views are archived as snapshots: nothing diffs them or keeps their state.
        if file.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "WidgetKit" }) { return file }
        for (call, name) in CheckSupport.calls(of: "AnyView", in: context) {
            guard let kind = TypeErasure.kind(of: call) else { continue }
            if !includesPreviewsAndTests, PreviewsAndTests.contains(call, in: context) { continue }
            context.report(Self.message(for: kind), at: name)
        }
        return file
    }
}

let noAnyViewRationale = """
    `AnyView` hides the type of the view it wraps. SwiftUI identifies views by their type and \
    position, so erased content cannot be diffed structurally: when what is inside changes, SwiftUI \
    replaces the whole subtree (state, focus and animations reset) and compares more at every \
    update. `@ViewBuilder` keeps each branch's type (`_ConditionalContent`), and `Group`, `if`/`switch` \
    or a generic parameter say the same thing without erasing it.

    What it reports, at the `AnyView` name (calls of `AnyView(…)`, `SwiftUI.AnyView(…)`, \
    `AnyView.init(…)`):
    - a branch of `?:` (`isOn ? AnyView(a) : AnyView(b)`): erasure to give two views one type;
    - one of several `AnyView(…)` results of the same function, property or closure that stand for \
    one another (`return` statements, or the branches of an `if`/`switch` that is its only \
    expression): the same, for `if`/`switch`. Views a view builder collects side by side (two \
    `AnyView`s in a `VStack`) are siblings, each reported only if it erases a view built there;
    - a view built right there (`AnyView(HStack { … })`, `AnyView(Text("a").bold())`) that a \
    `some View` or `@ViewBuilder` body, or a container's content closure, collects or returns: it \
    already has a type the code can return as it is.

    What it leaves alone, with no finding, because the erasure has a purpose syntax cannot rule out:
    - storage and interoperation: `self.content = AnyView(content())` in a non-generic type, \
    `let root = AnyView(…)`, arguments (`UIHostingController(rootView: AnyView(…))`, \
    `ImageRenderer(content:)`), elements of collections (`[AnyView]`, `.map { AnyView(…) }`);
    - results whose type a signature asks for: something declared to return `AnyView` (or \
    `AnyView?`), which a protocol requirement (`func toPresentable() -> AnyView`), a library's \
    closure type (`imageBlockView: (MarkdownImage) -> AnyView`) or callers may demand, and a \
    closure passed to a call that is not a SwiftUI container or modifier, whose parameter type \
    decides what it returns (`emptyViewGenerator: { … }`);
    - branches the build or the system picks once: alternatives under different `#if` clauses \
    (never in one build), and those of `if #available`;
    - files that import WidgetKit: a widget's views are archived as snapshots, which nothing \
    diffs;
    - `#Preview` blocks, `PreviewProvider` types and test files, unless `previews-and-tests` is on;
    - the wrapping of a value whose type is not written there (`AnyView(icon())`, \
    `AnyView(tab.makeView())`): it may be an `any View` existential, which only `AnyView` can show;
    - `AnyView` written as a type, and helpers such as `.eraseToAnyView()` (their own \
    `AnyView(self)` is a single result).

    No fix: whether the branches become a `@ViewBuilder`, a `Group` or a generic parameter depends on \
    why the code erases.

    Measured precision (Docs/quality.md, "Checks"), findings a reviewer read blind and judged worth \
    a warning: build r84, measurement half 11 of all 16, tuning half 9 of 30 sampled; build r85 \
    (declared `AnyView` types, closures a parameter types, `#if` and `#available` branches, \
    widgets left alone), measurement half 11 of all 11, tuning half 10 of the 15 read. Branches \
    the view's inputs pick (the last tuning false ones) are left alone since.
    """
