import SwiftSyntax

/// What a button shows, for a name: its title, the `Text`/`Label` of its label, its accessibility
/// label, a localization key, an SF Symbol.
struct ButtonTitle {
    /// The title in lower camel case (`"Save Draft"` → `saveDraft`), and the text it came from.
    private(set) var title: (name: String, text: String)?
    /// From a localization key: `"account.action.unblock"` → `unblock`, `L10n.actionSaveDraft` → `saveDraft`.
    private(set) var key: (name: String, text: String)?
    /// From an SF Symbol, as a verb: `trash` → `delete`.
    private(set) var symbol: (verb: String, name: String)?
    /// Nouns for a more specific name: the title's words after its verb (`Account` in "Delete Account").
    private(set) var subjects: [String] = []

    /// SF Symbol names (their first components) and the verb a button showing them performs. Only
    /// symbols with one common meaning: an arrow, a slider or a square says too little (reviewers
    /// read `download` on a scroll-to-bottom arrow and `showFilters` on a settings slider), and a
    /// checkmark in a row marks what is selected rather than confirming anything.
    static let symbolVerbs: [String: String] = [
        "trash": "delete", "xmark": "close", "plus": "add", "minus": "remove",
        "pencil": "edit", "gear": "openSettings", "gearshape": "openSettings", "ellipsis": "showMore",
        "heart": "favorite", "star": "favorite", "bookmark": "bookmark", "magnifyingglass": "search", "info": "showInfo",
        "questionmark": "showHelp", "play": "play", "pause": "pause", "stop": "stop",
        "doc.on.doc": "copy", "link": "openLink", "paperplane": "send", "lock": "lock", "flag": "report",
        "square.and.arrow.up": "share", "arrow.clockwise": "refresh", "arrow.counterclockwise": "undo", "arrow.uturn.backward": "undo",
        "chevron.left": "goBack", "chevron.right": "goForward",
        "chevron.down": "expand", "chevron.up": "collapse", "sidebar.left": "toggleSidebar", "sidebar.right": "toggleInspector",
    ]

    init(_ call: FunctionCallExprSyntax) {
        var titles: [ExprSyntax] = []
        if let first = call.arguments.first, first.label == nil { titles.append(first.expression) }
        // The label: `label:` closures, or the trailing closure when the action is an argument.
        var labelClosures = call.additionalTrailingClosures.filter { $0.label.text == "label" }.map(\.closure)
            + call.arguments.filter { $0.label?.text == "label" }.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if call.arguments.contains(where: { $0.label?.text == "action" }), let trailing = call.trailingClosure { labelClosures.append(trailing) }
        for closure in labelClosures {
            for node in closure.descendants() {
                guard let inner = node.as(FunctionCallExprSyntax.self),
                    let called = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let first = inner.arguments.first
                else { continue }
                if ["Text", "Label"].contains(called), first.label == nil { titles.append(first.expression) }
                if called == "Image" || called == "Label", let symbol = inner.arguments.first(where: { $0.label?.text == "systemName" || $0.label?.text == "systemImage" }),
                    let text = MethodNaming.stringLiteral(symbol.expression), self.symbol == nil, let verb = Self.verb(forSymbol: text)
                {
                    self.symbol = (verb, text)
                }
            }
        }
        // `.accessibilityLabel("Toggle Sidebar")` on the button or inside its label says it for people who cannot see it.
        titles += Self.accessibilityLabels(of: call, inside: labelClosures)
        for var title in titles {
            // `(String(localized: "Disconnect"))`: parentheses say nothing.
            while let tuple = title.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                title = only.expression
            }
            if let text = MethodNaming.stringLiteral(title) ?? Self.localizedLiteral(title) ?? Self.interpolatedText(title) {
                if Self.looksLikeKey(text) {
                    if key == nil, let name = Self.name(fromKey: text) { key = (name, text) }
                } else if self.title == nil, let camel = MethodNaming.lowerCamelCase(text) {
                    self.title = (camel, text)
                    subjects = Self.words(of: camel).dropFirst().map { $0 }
                }
            } else if key == nil, let fromMember = Self.name(fromMemberKey: title) {
                key = (fromMember, title.trimmedDescription)
            }
        }
    }

    /// The arguments of `.accessibilityLabel(…)` applied to the button (`Button { } label: { }
    /// .accessibilityLabel("Close")`) or to a view inside its label.
    private static func accessibilityLabels(of call: FunctionCallExprSyntax, inside labels: [ClosureExprSyntax]) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        var node = Syntax(call)
        // Up the modifier chain: `Button(…).accessibilityLabel(…)` is a call whose callee's base is the button.
        while let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
            let modifier = access.parent?.as(FunctionCallExprSyntax.self)
        {
            if access.declName.baseName.text == "accessibilityLabel", let argument = modifier.arguments.first?.expression { found.append(argument) }
            node = Syntax(modifier)
        }
        for closure in labels {
            for access in closure.descendants().compactMap({ $0.as(MemberAccessExprSyntax.self) }) where access.declName.baseName.text == "accessibilityLabel" {
                if let argument = access.parent?.as(FunctionCallExprSyntax.self)?.arguments.first?.expression { found.append(argument) }
            }
        }
        return found
    }

    /// `NSLocalizedString("REMOVE_ALL", …)`, `String(localized: "Remove")`: the literal.
    private static func localizedLiteral(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text"].contains(called),
            let text = call.arguments.first.flatMap({ MethodNaming.stringLiteral($0.expression) })
        else { return nil }
        return text
    }

    /// `"Remove \(item)"` → "Remove": the literal text around interpolations.
    private static func interpolatedText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
        return text.contains(where: \.isLetter) ? text : nil
    }

    /// `account.action.unblock`, `settings_delete-all`: dotted, no spaces.
    private static func looksLikeKey(_ text: String) -> Bool {
        !text.contains(" ") && text.contains(".") && text.first?.isLetter == true
    }

    /// The last meaningful component of a dotted key: `account.action.notify-disable` → `notifyDisable`.
    private static func name(fromKey text: String) -> String? {
        let generic: Set<String> = ["title", "label", "text", "button", "action", "name", "accessibility", "a11y"]
        let components = text.split(separator: ".").map(String.init).filter { !generic.contains($0.lowercased()) }
        // `playapp.copyCommand` → `copyCommand`: a component's own camel case separates words too.
        return components.last.flatMap { MethodNaming.lowerCamelCase(IdentifierWords.split($0.replacingUnderscoresAndHyphens()).joined(separator: " ")) }
    }

    /// `L10n.actionSaveDraft` → `saveDraft`; `Strings.Profile.edit` → `edit`; `item.title` is data, not a key.
    private static func name(fromMemberKey expression: ExprSyntax) -> String? {
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
        // `LocalString.common_button_print`: snake case separates words too.
        var words = component.declName.baseName.text.split(separator: "_").flatMap { IdentifierWords.split(String($0)) }
        while words.count > 1, ["action", "button", "title", "label", "common"].contains(words[0].lowercased()) { words.removeFirst() }
        while words.count > 1, ["Title", "Button", "Label", "Action"].contains(words[words.count - 1]) { words.removeLast() }
        return MethodNaming.lowerCamelCase(words.joined(separator: " "))
    }

    /// `trash.fill` → `delete`, `square.and.arrow.up` → `share`; nil for a symbol without a verb.
    static func verb(forSymbol symbol: String) -> String? {
        let parts = symbol.split(separator: ".").map(String.init)
        for length in stride(from: min(parts.count, 4), through: 1, by: -1) {
            if let verb = symbolVerbs[parts.prefix(length).joined(separator: ".")] { return verb }
        }
        return nil
    }

    private static func words(of camel: String) -> [String] {
        IdentifierWords.split(camel).map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }
}

extension String {
    fileprivate func replacingUnderscoresAndHyphens() -> String {
        String(map { $0 == "_" || $0 == "-" ? " " : $0 })
    }
}
