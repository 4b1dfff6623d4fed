/// The sections of a view type, top to bottom, in the order reorder-members puts them.
enum MemberCategory: Int, CaseIterable, Comparable {
    case nestedTypes
    case staticProperties
    case environment
    case constants
    case storedVariables
    case computedProperties
    case initializers
    case body
    case viewHelpers
    case functions

    init?(_ kind: ViewMember.Kind) {
        switch kind {
        case .nestedType: self = .nestedTypes
        case .staticProperty: self = .staticProperties
        case .environment: self = .environment
        case .constant: self = .constants
        case .storedVariable: self = .storedVariables
        case .computedProperty, .subscript: self = .computedProperties
        case .initializer: self = .initializers
        case .body: self = .body
        case .viewHelper, .staticViewHelper: self = .viewHelpers
        case .function, .staticFunction: self = .functions
        case .unmovable: return nil
        }
    }

    static func < (lhs: MemberCategory, rhs: MemberCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Two sections, whichever way round.
    struct Pair: Hashable, Comparable {
        let first: MemberCategory
        let second: MemberCategory

        init(_ a: MemberCategory, _ b: MemberCategory) {
            (first, second) = a < b ? (a, b) : (b, a)
        }

        static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.first, lhs.second) < (rhs.first, rhs.second) }
    }

    /// The category's name in the `order` option: `computed-properties`.
    var optionName: String {
        switch self {
        case .nestedTypes: return "nested-types"
        case .staticProperties: return "static-properties"
        case .environment: return "environment"
        case .constants: return "let-properties"
        case .storedVariables: return "stored-properties"
        case .computedProperties: return "computed-properties"
        case .initializers: return "initializers"
        case .body: return "body"
        case .viewHelpers: return "view-helpers"
        case .functions: return "functions"
        }
    }

    /// How findings and docs name the category.
    var title: String {
        switch self {
        case .nestedTypes: return "nested types and typealiases"
        case .staticProperties: return "static properties"
        case .environment: return "@Environment / @EnvironmentObject properties"
        case .constants: return "let properties"
        case .storedVariables: return "@State and other stored properties"
        case .computedProperties: return "computed properties and subscripts"
        case .initializers: return "initializers"
        case .body: return "body"
        case .viewHelpers: return "view helpers"
        case .functions: return "functions"
        }
    }
}
