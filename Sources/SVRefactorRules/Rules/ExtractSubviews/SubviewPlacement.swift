import SwiftSyntax

/// Where the subviews of one view go.
///
/// - `fileScope`: `private struct`s at file scope, right after the view and its extensions.
/// - `viewExtension`: the same structs inside `extension TheView { … }` at that place, when one of
///   them uses a name private to the view (`Self.formatter`, a `private enum Focus`): a struct at
///   file scope cannot see it, a type nested in the view's extension in the same file can.
/// - `besideNestedView`: members of the type a nested view is declared in, right after the view.
///   Names private to the view stay out of reach there, so such helpers stay.
enum SubviewPlacement: Equatable {
    case fileScope
    case viewExtension
    case besideNestedView

    /// Whether the subviews of `view` may use the names private to it: they can go into an
    /// extension of it, which a view at file scope that is not generic allows (a generic view's
    /// subviews take its parameters themselves, see ``SubviewGenerics``).
    static func seesPrivateNames(of view: ViewAnalysis) -> Bool {
        ExtractionPlanner.isAtFileScope(view.declaration) && view.declaration.genericParameterClause == nil
    }
}
