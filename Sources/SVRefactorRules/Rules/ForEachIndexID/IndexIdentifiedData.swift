import SwiftSyntax

/// The data of a `ForEach` whose rows are identified by their position rather than by the element
/// they show.
///
/// - `ForEach(x.indices, …)`, with `id: \.self` or without `id:` (also `Array(x.indices)` and
///   `x.indices.reversed()`, any method chain on the indices);
/// - `ForEach(0..<x.count, …)` and `0...x.count - 1`: a range whose bound counts a collection,
///   with `id: \.self` or without `id:` (the constant-range initializer, which expects the count
///   never to change);
/// - `ForEach(Array(x.enumerated()), id: \.offset)` (or `\.0`), and
///   `ForEach(Array(zip(x.indices, x)), id: \.0)`.
struct IndexIdentifiedData {
    /// The data as written, for the message.
    let data: String
    /// The data expression (the `ForEach`'s first argument).
    let expression: ExprSyntax
    /// `id: \.self`, `id: \.offset`, or nil without `id:`.
    let identity: String?

    init?(_ call: FunctionCallExprSyntax) {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        let idArgument = call.arguments.first { $0.label?.text == "id" }
        let keyPath = idArgument.map { Self.keyPathComponents($0.expression) }
        let data = Self.unwrapped(first.expression)
        if Self.isIndices(data) || Self.isCountedRange(data) {
            // Indices are identified by themselves: `id: \.self`, or the `Range<Int>` initializer.
            guard keyPath == nil || keyPath == ["self"] else { return nil }
        } else if Self.isEnumerated(data) {
            guard let keyPath, ["offset", "0"].contains(keyPath.first ?? ""), keyPath.dropFirst().allSatisfy({ $0 == "self" }) else { return nil }
        } else {
            return nil
        }
        // Static data (`Self.options`, `Kind.allCases`) does not change while the view shows it.
        guard !Self.isStatic(data) else { return nil }
        self.data = first.expression.trimmedDescription
        expression = first.expression
        identity = idArgument?.expression.trimmedDescription
    }

    var message: String {
        let how = identity.map { "ForEach over `\(data)` with `id: \($0)`" } ?? "ForEach over `\(data)`"
        return "\(how) identifies rows by position: when an element is inserted, removed or moved, the rows after it take other elements' state and animations"
            + (identity == nil ? ", and the range initializer expects a count that never changes" : "")
            + "; iterate the elements with a stable id (`ForEach(items)` with Identifiable elements, `id: \\.id`, or `id: \\.self` for unique Hashable values), use `ForEach($items) { $item in … }` for bindings, or `Array(items.enumerated())` with `id: \\.element.id` when the index is needed"
    }

    /// Whether every collection `data` reads is rooted at a type (`Self.options.indices`,
    /// `0..<Kind.allCases.count`, `Array(Kind.allCases.enumerated())`): static data.
    private static func isStatic(_ data: ExprSyntax) -> Bool {
        let roots = ([Syntax(data)] + Array(data.descendants())).compactMap { node -> ExprSyntax? in
            guard let access = node.as(MemberAccessExprSyntax.self), ["indices", "count", "enumerated"].contains(access.declName.baseName.text) else { return nil }
            return access.base
        }
        return !roots.isEmpty && roots.allSatisfy { root in
            var expression = root
            while true {
                if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
                    expression = base
                } else if let call = expression.as(FunctionCallExprSyntax.self) {
                    expression = call.calledExpression
                } else {
                    break
                }
            }
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
            return reference.baseName.tokenKind == .keyword(.Self) || reference.baseName.text.first?.isUppercase == true
        }
    }

    /// `Array(d)`, `(d)`, and method chains on `d` (`d.reversed()`, `d.prefix(3)`) → `d`.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return unwrapped(only.expression)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return expression }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array", call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil
        {
            return unwrapped(only.expression)
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            !["enumerated"].contains(access.declName.baseName.text)
        {
            return unwrapped(base)
        }
        return expression
    }

    /// `x.indices`.
    private static func isIndices(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return false }
        return access.base != nil && access.declName.baseName.text == "indices"
    }

    /// `0..<x.count`, `0...x.count - 1`, `0..<min(3, x.count)`: a range whose upper bound reads a `count`.
    private static func isCountedRange(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self), ["..<", "..."].contains(op.operator.text)
        else { return false }
        return sequence.elements.dropFirst(2).contains { element in
            ([Syntax(element)] + Array(element.descendants())).contains { node in
                node.as(MemberAccessExprSyntax.self).map { $0.base != nil && $0.declName.baseName.text == "count" } ?? false
            }
        }
    }

    /// `x.enumerated()` or `zip(x.indices, x)`.
    private static func isEnumerated(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return access.base != nil && access.declName.baseName.text == "enumerated" && call.arguments.isEmpty
        }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip", let first = call.arguments.first {
            return isIndices(unwrapped(first.expression))
        }
        return false
    }

    /// `\.offset` → ["offset"], `\.0.self` → ["0", "self"], `\Element.id` → nil-rooted components; [] for anything else.
    private static func keyPathComponents(_ expression: ExprSyntax) -> [String] {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil else { return [] }
        return keyPath.components.compactMap { component in
            switch component.component {
            case let .property(property): return property.declName.baseName.text
            default: return nil
            }
        }
    }
}
