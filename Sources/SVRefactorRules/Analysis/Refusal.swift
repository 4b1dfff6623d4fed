/// Why a rule leaves some code alone. Rules branch on ``kind``; ``reason`` is only for people: it
/// completes a finding such as "'header' stays a helper: <reason>".
struct Refusal: Error, Equatable {
    enum Kind: Equatable {
        /// Not this rule's business at all (a view model nothing in the view creates): no finding.
        case notApplicable
        /// A code shape the rule does not rewrite (generic, inside `#if`, labelled callbacks, …).
        case unsupportedShape
        /// A type the rewrite must write and that syntax alone cannot establish.
        case unknownType
        /// A name that is private where the rewritten code would need it.
        case inaccessibleName
        /// The rewrite would change what the code does, or would not compile.
        case unsafeRewrite
        /// Code in other files may depend on what would change.
        case visibleElsewhere
    }

    var kind: Kind
    var reason: String

    init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }
}
