import SwiftSyntax

/// Names the method a closure becomes: a verb phrase from what the closure is for.
///
/// - A button: its title in lower camel case (`"Save"` → `save`, `"Add Item"` → `addItem`, a
///   `Label("Delete", systemImage: …)` label → `delete`, `L10n.actionSave` → `save`, a symbol-only
///   label → `trashTapped`); without a readable title, `performAction`.
/// - `.task` → `load`, `.task(id: query)` → `reloadQuery`, `.onAppear` → `handleAppear`,
///   `.onDisappear` → `handleDisappear`, `.onChange(of: searchText)` → `searchTextChanged`,
///   `.refreshable` → `refresh`, `.onSubmit` → `submit`, `.onReceive` → `receive`.
/// - With the `handle` style every name starts with `handle` (`handleSave`, `handleLoad`).
/// - A name a member already has (any overload) or another hoisted method took gets a number.
enum MethodNaming {
    enum Style: String {
        case plain
        case handle
    }

    /// Words a method cannot be named without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "any", "catch", "false", "is", "nil", "self", "super", "throw",
        "throws", "true", "try", "some",
    ]

    static func name(for site: ActionClosure, style: Style, isTaken: (String) -> Bool) -> String {
        var base = baseName(for: site)
        if keywords.contains(base) { base += "Tapped" }
        if style == .handle, !base.hasPrefix("handle") {
            base = "handle" + base.prefix(1).uppercased() + base.dropFirst()
        }
        if !isTaken(base) { return base }
        var number = 2
        while isTaken("\(base)\(number)") { number += 1 }
        return "\(base)\(number)"
    }

    static func baseName(for site: ActionClosure) -> String {
        switch site.kind {
        case .buttonTrailingAction, .buttonActionArgument, .buttonLeadingAction:
            return buttonName(site.call) ?? "performAction"
        case let .modifier(name):
            switch name {
            case "task":
                if let id = site.call.arguments.first(where: { $0.label?.text == "id" })?.expression, let word = simpleName(id) {
                    return "reload" + word.prefix(1).uppercased() + word.dropFirst()
                }
                return "load"
            case "onAppear": return "handleAppear"
            case "onDisappear": return "handleDisappear"
            case "onChange":
                if let observed = site.call.arguments.first(where: { $0.label?.text == "of" })?.expression, let word = simpleName(observed) {
                    return word + "Changed"
                }
                return "valueChanged"
            case "refreshable": return "refresh"
            case "onSubmit": return "submit"
            default: return "receive"
            }
        }
    }

    /// `query`, `self.query` → "query".
    private static func simpleName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        return nil
    }

    /// A name from the button's title: a string literal (`Button("Save")`), a localized key
    /// (`Button(L10n.actionSave)` → `save`), the `Text`/`Label` of its label, or its symbol
    /// (`Image(systemName: "trash")` → `trashTapped`).
    private static func buttonName(_ call: FunctionCallExprSyntax) -> String? {
        if let first = call.arguments.first, first.label == nil, let name = name(fromTitle: first.expression) { return name }
        // The label: `label:` closures, or the trailing closure when the action is an argument.
        var labelClosures = call.additionalTrailingClosures.filter { $0.label.text == "label" }.map(\.closure)
            + call.arguments.filter { $0.label?.text == "label" }.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if call.arguments.contains(where: { $0.label?.text == "action" }), let trailing = call.trailingClosure { labelClosures.append(trailing) }
        var symbol: String?
        for closure in labelClosures {
            for node in closure.descendants() {
                guard let inner = node.as(FunctionCallExprSyntax.self),
                    let called = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let first = inner.arguments.first
                else { continue }
                if ["Text", "Label"].contains(called), first.label == nil, let name = name(fromTitle: first.expression) { return name }
                if called == "Image", first.label?.text == "systemName", symbol == nil, let text = stringLiteral(first.expression) {
                    symbol = lowerCamelCase(text).map { $0 + "Tapped" }
                }
            }
        }
        return symbol
    }

    /// "Add Item" → `addItem`; `NSLocalizedString("REMOVE_ALL", …)` → `removeAll`;
    /// `L10n.actionSave` → `save`; `Strings.Profile.edit` → `edit`.
    private static func name(fromTitle expression: ExprSyntax) -> String? {
        if let text = stringLiteral(expression) { return lowerCamelCase(text) }
        // `NSLocalizedString("REMOVE_ALL", comment: …)`, `String(localized: "Remove")`.
        if let call = expression.as(FunctionCallExprSyntax.self),
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource"].contains(called),
            let text = call.arguments.first.flatMap({ stringLiteral($0.expression) })
        {
            return lowerCamelCase(text)
        }
        // Localized keys are static members of a type (`L10n.save`, `Strings.Profile.edit`); `item.title`
        // is data, not a verb.
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            base.trimmedDescription.first?.isUppercase == true
        else { return nil }
        // `L10n.Settings.Create.title`: a generic last key says less than the one before it.
        var component = access
        while ["title", "label", "text", "button", "action", "name"].contains(component.declName.baseName.text.lowercased()),
            let parent = component.base?.as(MemberAccessExprSyntax.self), parent.base != nil
        {
            component = parent
        }
        var words = IdentifierWords.split(component.declName.baseName.text)
        while words.count > 1, ["action", "button", "title", "label", "common"].contains(words[0].lowercased()) { words.removeFirst() }
        while words.count > 1, ["Title", "Button", "Label", "Action"].contains(words[words.count - 1]) { words.removeLast() }
        return lowerCamelCase(words.joined(separator: " "))
    }

    private static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case let .stringSegment(segment)? = literal.segments.first
        else { return nil }
        return segment.content.text
    }

    /// "Add Item" → "addItem"; nil when no letters remain.
    static func lowerCamelCase(_ title: String) -> String? {
        let words = title.split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.allSatisfy(\.isASCII) }
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return name.count <= 40 ? name : nil
    }
}
