import SVRefactorCore
import SwiftSyntax

/// Reports `ForEach` rows identified by their position: over `x.indices`, over `0..<x.count`, and
/// over `x.enumerated()` (or `zip(x.indices, x)`) with `id: \.offset` (`\.0`).
///
/// - What it matches: see ``IndexIdentifiedData``.
/// - What it leaves alone: ranges that do not count a collection (`0..<5`, `0..<columns`),
///   enumerated data identified by its element (`id: \.element.id`), collections not traced to
///   state that changes while the view lives (``CollectionOrigin``), previews and tests
///   (``PreviewsAndTests``).
/// - No rewrite: the stable identity is the element's, which only the author knows.
public struct ForEachIndexID: KeywordCheck {
    static let keyword = "ForEach"

    public static let metadata = RuleMetadata(
        id: "foreach-index-id",
        summary: "Reports ForEach rows identified by index (x.indices, 0..<x.count, enumerated() with id: \\.offset).",
        rationale: forEachIndexIDRationale,
        options: [PreviewsAndTests.option],
        examples: [],
        untouched: ForEachIndexIDExamples.untouched,
        optInReason: "Read blind on apps nobody tuned it for, 58% of its findings were worth a warning (Docs/quality.md, \"Checks\"); "
            + "whether index ids harm depends on whether rows hold state and the data moves, which syntax rarely shows."
    )

    private let includesPreviewsAndTests: Bool

    public init(options: RuleOptionValues) {
        includesPreviewsAndTests = options.boolean(PreviewsAndTests.option.name)
    }

    func check(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        for (call, name) in CheckSupport.calls(of: "ForEach", in: context) {
            guard let data = IndexIdentifiedData(call) else { continue }
            // Positions name other elements only in a collection that changes while the view lives.
            guard CollectionOrigin.of(data.expression) == .changing else { continue }
            if !includesPreviewsAndTests, PreviewsAndTests.contains(call, in: context) { continue }
            context.report(data.message, at: name)
        }
        return file
    }
}

let forEachIndexIDRationale = """
    `ForEach` tells rows apart by their id. When the id is a position (an index, an offset), \
    inserting, removing or moving an element gives every row after it another element's identity: \
    SwiftUI keeps their `@State`, focus and animations on the wrong rows, and animates the wrong \
    change. The constant-range initializer (`ForEach(0..<n)` without `id:`) also expects `n` never \
    to change, and logs an error or misbehaves when it does.

    What it reports, at the `ForEach` name:
    - `ForEach(x.indices, id: \\.self)` and `ForEach(x.indices)` (also `Array(x.indices)`, \
    `x.indices.reversed()` and other method chains on the indices);
    - `ForEach(0..<x.count, id: \\.self)`, `ForEach(0..<x.count)` and `0...x.count - 1`: a range \
    whose upper bound reads a `count`;
    - `ForEach(Array(x.enumerated()), id: \\.offset)` (or `\\.0`), and \
    `ForEach(Array(zip(x.indices, x)), id: \\.0)`: the offset of an enumeration is an index too.

    The message says what to do instead: iterate the elements (`ForEach(items)` with `Identifiable` \
    elements, `id: \\.id`, or `id: \\.self` for unique `Hashable` values), `ForEach($items) { $item in … }` \
    when rows need bindings, or `Array(items.enumerated())` with `id: \\.element.id` when the index is \
    needed for display.

    What it leaves alone:
    - ranges that do not count a collection (`0..<5`, `0..<columns`): numbers that are their own \
    identity;
    - enumerated data identified by its element (`id: \\.element`, `id: \\.element.id`, `id: \\.1`);
    - collections that do not trace to state that changes while the view lives. Reported are \
    collections held in `@State`, `@Binding`, `@AppStorage`, an observed model (`@StateObject`, \
    `@ObservedObject`, `@EnvironmentObject`, `@Bindable`, `@Environment(Model.self)`) or a fetch \
    request (`@Query`, `@FetchRequest`), their members (`model.items`), and what locals, computed \
    properties and an enclosing `ForEach`'s element derive from them (`filteredRows`, \
    `section.rows`). Left alone: constants (data rooted at a type such as `Self.options.indices` or \
    `Kind.allCases`, literals in a `let`, a `static let` or a computed property), where positions \
    are stable identities; and inputs the parent passes (`let items: [Item]`), parameters and names \
    it cannot trace, where nothing in the view says the collection changes (a message's parsed \
    parts, a fixed configuration, a snapshot);
    - `#Preview` blocks, `PreviewProvider` types and test files (sample data that never changes), \
    unless `previews-and-tests` is on;
    - `List(…)` with the same shapes (not matched; real code rarely writes it).

    No fix: the stable identity is the element's, which only the author knows.

    Opt-in: `--all-rules` leaves it out. Measured precision (Docs/quality.md, "Checks"), findings a \
    reviewer read blind and judged worth a warning: build r84, measurement half 10 of 30 sampled \
    (33 %), tuning half 13 of 30; build r85 (only collections traced to changing state), \
    measurement half 14 of all 24 (58 %), tuning half 10 of the 14 read. The false ones: rows that \
    hold no state (menu buttons, picker rows tagged by index on purpose), lists filled once, and \
    duplicates whose position is their only identity.
    """
