import SVRefactorCore
import SwiftSyntax

/// Reports `ForEach` rows identified by their position: over `x.indices`, over `0..<x.count`, and
/// over `x.enumerated()` (or `zip(x.indices, x)`) with `id: \.offset` (`\.0`).
///
/// - What it matches: see ``IndexIdentifiedData``.
/// - What it leaves alone: ranges that do not count a collection (`0..<5`, `0..<columns`), and
///   enumerated data identified by its element (`id: \.element.id`).
/// - No rewrite: the stable identity is the element's, which only the author knows.
public struct ForEachIndexID: KeywordCheck {
    static let keyword = "ForEach"

    public static let metadata = RuleMetadata(
        id: "foreach-index-id",
        summary: "Reports ForEach rows identified by index (x.indices, 0..<x.count, enumerated() with id: \\.offset).",
        rationale: forEachIndexIDRationale,
        examples: [],
        untouched: ForEachIndexIDExamples.untouched
    )

    public init(options: RuleOptionValues) {}


    func check(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        for (call, name) in CheckSupport.calls(of: "ForEach", in: context) {
            if let data = IndexIdentifiedData(call) { context.report(data.message, at: name) }
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
    - data rooted at a type (`Self.options.indices`, `Array(Kind.allCases.enumerated())`): static \
    data does not change while the view shows it, so its positions are stable identities;
    - `List(…)` with the same shapes (not matched; real code rarely writes it).

    No fix: the stable identity is the element's, which only the author knows.
    """
