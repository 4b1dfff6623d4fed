import SwiftSyntax

/// Which argument of a call of a function helper goes to which of its parameters, trailing
/// closures included: `retryButton(title: "Restart") { await reload() }` gives `title` the string
/// and `action` the closure.
///
/// Matching follows Swift's forward scan, for the shapes a view's code writes: labelled arguments
/// take their parameters in order (parameters with defaults may be skipped), the unlabelled
/// trailing closure takes the next parameter of function type, and each `label: { … }` after it the
/// next parameter with that label. A call that does not line up this way is not matched (nil), and
/// the helper stays.
struct HelperCallArguments {
    struct Argument {
        var expression: ExprSyntax
        /// Written as the call's unlabelled trailing closure (`{ … }` after the parentheses).
        var isTrailingClosure: Bool
    }

    /// Arguments by parameter name; parameters left to their defaults are absent.
    private(set) var byParameter: [String: Argument] = [:]

    init?(_ call: FunctionCallExprSyntax, parameters: [HelperCandidate.Parameter]) {
        var remaining = parameters[...]
        for argument in call.arguments {
            guard let index = Self.next(labelled: argument.label?.text, in: &remaining) else { return nil }
            byParameter[parameters[index].name] = Argument(expression: argument.expression, isTrailingClosure: false)
        }
        if let closure = call.trailingClosure {
            while let parameter = remaining.first, !Self.isFunctionType(parameter.type) {
                guard parameter.defaultValue != nil else { return nil }
                remaining.removeFirst()
            }
            guard let parameter = remaining.popFirst() else { return nil }
            byParameter[parameter.name] = Argument(expression: ExprSyntax(closure), isTrailingClosure: true)
        }
        for closure in call.additionalTrailingClosures {
            guard let index = Self.next(labelled: closure.label.text, in: &remaining) else { return nil }
            byParameter[parameters[index].name] = Argument(expression: ExprSyntax(closure.closure), isTrailingClosure: false)
        }
        // What is left must have defaults.
        guard remaining.allSatisfy({ $0.defaultValue != nil }) else { return nil }
    }

    /// The index of the next parameter with label `label`, skipping (and dropping) parameters with
    /// defaults before it.
    private static func next(labelled label: String?, in remaining: inout ArraySlice<HelperCandidate.Parameter>) -> Int? {
        while let parameter = remaining.first {
            let index = remaining.startIndex
            remaining.removeFirst()
            if parameter.label == label { return index }
            guard parameter.defaultValue != nil else { return nil }
        }
        return nil
    }

    /// `() -> Void`, `@escaping (Item) async -> Void`, `@ViewBuilder () -> Content`.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        return false
    }
}
