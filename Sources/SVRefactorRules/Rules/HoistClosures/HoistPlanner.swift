import SVRefactorCore
import SwiftSyntax

/// One closure that becomes a method.
struct PlannedHoist {
    var site: ActionClosure
    var methodName: String
    /// The method's parameters: names the closure uses from its surroundings, and the closure's own parameters.
    var parameters: [(name: String, type: String)]
    /// What the closure passes for them (the same names, in order).
    var arguments: [String]
    var isAsync: Bool
    /// Another closure of the view has the same statements and parameters: it passes the method
    /// that one became, and no second method is written.
    var reusesMethod = false
}

/// Finds the non-trivial action closures of a view and decides, for each, its method or why it stays.
struct HoistPlanner {
    let view: ViewAnalysis
    let namingStyle: MethodNaming.Style

    private var context: RuleContext { view.context }

    func plan() -> [PlannedHoist] {
        let model = view.model
        let types = LocalTypeResolver(types: view.types)
        var takenNames = Set(model.properties.keys).union(model.methods.keys).union(model.nestedTypeNames)
        // Looked up only for the names proposed (most views have nothing to hoist).
        var referencedNames: [String: Bool] = [:]
        func isReferenced(_ name: String) -> Bool {
            if let known = referencedNames[name] { return known }
            let referenced = Self.refersUnqualified(to: name, in: model, context: context)
            referencedNames[name] = referenced
            return referenced
        }
        var plans: [PlannedHoist] = []
        let ownership = callOwnership()
        // Closures left inline because a sibling took the name they would have: by that name.
        var outnamed: [String: ActionClosure] = [:]
        // Names taken from when a closure runs (`handleAppear`): two `.onAppear`s are no row of like actions.
        var eventNames: Set<String> = []

        for list in model.memberLists {
            // A member whose text names no Button or modifier has no action closure to walk to.
            for item in list where Self.isViewCode(item.decl) && view.mentions(item, anyOf: ActionClosure.calleeNames) {
                // A closure a `svrefactor:disable` comment covers stays, and so does the rest of the view's code.
                for site in Self.actionClosures(in: item) where !site.isTrivial && !context.isSuppressed(site.closure) {
                    switch analyse(site, in: item, model: model, types: types) {
                    case let .success((parameters, arguments, isAsync)):
                        // The same action twice (a toolbar button and a menu item): one method.
                        if let key = Self.identity(of: site, parameters: parameters, isAsync: isAsync),
                            let same = plans.first(where: { !$0.reusesMethod && Self.identity(of: $0.site, parameters: $0.parameters, isAsync: $0.isAsync) == key })
                        {
                            var plan = PlannedHoist(site: site, methodName: same.methodName, parameters: parameters, arguments: arguments, isAsync: isAsync)
                            plan.reusesMethod = true
                            plans.append(plan)
                            continue
                        }
                        let types = parameters.map(\.type)
                        guard let choice = MethodNaming.choose(
                            for: site, parameterTypes: types, ownership: ownership, style: namingStyle,
                            isTaken: { takenNames.contains($0) || isReferenced($0) })
                        else {
                            let tried = MethodNaming.choices(for: site, parameterTypes: types, ownership: ownership).prefix(4).map(\.description).joined(separator: ", ")
                            let reason = tried.isEmpty
                                ? "nothing in it says what it does for the user (a title, a call of the app's own code, a state it sets, a destination), and svrefactor does not name methods after library calls or invent generic or numbered names; give the button a title or hoist it by hand"
                                : "the names that say what it does are taken: \(tried); svrefactor does not number them, so hoist it by hand with a name of your choice"
                            context.report("\(Self.describe(site)) stays inline: \(reason)", at: site.closure)
                            if let first = MethodNaming.choose(for: site, parameterTypes: types, ownership: ownership, style: namingStyle, isTaken: { _ in false }) {
                                outnamed[first.name] = outnamed[first.name] ?? site
                            }
                            continue
                        }
                        let name = choice.name
                        if case .event = choice.evidence { eventNames.insert(name) }
                        takenNames.insert(name)
                        plans.append(PlannedHoist(site: site, methodName: name, parameters: parameters, arguments: arguments, isAsync: isAsync))
                    case let .failure(blocker):
                        context.report("\(Self.describe(site)) stays inline: \(blocker.reason)", at: site.closure)
                    }
                }
            }
        }
        // One of a row of like actions hoisted beside the others inline (three "open a tab" buttons,
        // of which the first took `setOpeningTab`) reads worse than all inline: reviewers rejected
        // it. The one that took the name stays inline too.
        let contested = plans.filter { !$0.reusesMethod && outnamed[$0.methodName] != nil && !eventNames.contains($0.methodName) }
        for plan in contested {
            context.report(
                "\(Self.describe(plan.site)) stays inline: a like action in this view would need the same name, '\(plan.methodName)', "
                    + "and stays inline for want of another; hoisting one of them would leave the two looking different, so hoist them "
                    + "together by hand, with names of your choice (or one method that takes what differs)",
                at: plan.site.closure)
        }
        let names = Set(contested.map(\.methodName))
        let hoisted = plans.filter { !names.contains($0.methodName) }
        guard context.selection != nil else { return hoisted }
        return selectedByPosition(hoisted, isTaken: { takenNames.contains($0) || isReferenced($0) })
    }

    /// With `--at`: the innermost closure around each selected position; `--name` names its method
    /// unless the view has that name. A selected closure whose twin is not selected writes the
    /// method itself.
    private func selectedByPosition(_ plans: [PlannedHoist], isTaken: (String) -> Bool) -> [PlannedHoist] {
        var chosen = context.selectsInnermost(plans, name: { Self.selectionName(of: $0.site) }, spans: Self.selectionSpans)
        for index in chosen.indices where chosen[index].reusesMethod && !chosen[..<index].contains(where: { $0.methodName == chosen[index].methodName }) {
            chosen[index].reusesMethod = false
        }
        guard let requested = context.requestedName, let first = chosen.first else { return chosen }
        if chosen.contains(where: { $0.methodName != first.methodName }) {
            context.rejectRequestedName("--name names one method, and the positions select \(chosen.count) closures")
        } else if isTaken(requested) && requested != first.methodName {
            context.rejectRequestedName("'\(requested)' is already a member or a name in use in '\(view.model.name)'; choose another name for the method")
        } else {
            for index in chosen.indices { chosen[index].methodName = requested }
        }
        return chosen
    }

    /// What a cursor can be on to select a closure: the closure, and the modifier's name or the
    /// Button's name and title around it. Not the rest of the Button call: its `label:` holds
    /// views of its own, and their Buttons' actions.
    static func selectionSpans(_ plan: PlannedHoist) -> [Syntax] {
        let call = plan.site.call
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // `.onAppear`: the dot starts the modifier's line, where an editor's cursor often is.
            return [Syntax(plan.site.closure), Syntax(access.period), Syntax(access.declName)]
        }
        return [Syntax(plan.site.closure), Syntax(call.calledExpression)] + (buttonTitle(of: call).map { [Syntax($0)] } ?? [])
    }

    /// How the message that nothing is selected names a closure: `Button("Save")`, `.onAppear`.
    static func selectionName(of site: ActionClosure) -> String {
        if case let .modifier(name) = site.kind { return ".\(name)" }
        guard let title = buttonTitle(of: site.call)?.expression.as(StringLiteralExprSyntax.self) else { return "Button" }
        return "Button(\(title.trimmedDescription))"
    }

    /// The title a Button call is written with (`Button("Save") { … }`): its first argument, unlabelled.
    private static func buttonTitle(of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        guard let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) else { return nil }
        return first
    }

    /// What makes two closures the same method: their statements as written (layout aside), the
    /// names and types they take, and whether they await (Nostur reloads the same way on appear
    /// and when a setting changes). Nil for a closure with comments: folding
    /// two copies of a comment into one method would lose one, which svrefactor never does.
    private static func identity(of site: ActionClosure, parameters: [(name: String, type: String)], isAsync: Bool) -> String? {
        let tokens = site.closure.statements.tokens(viewMode: .sourceAccurate)
        if tokens.contains(where: { $0.leadingTrivia.contains(where: \.isComment) || $0.trailingTrivia.contains(where: \.isComment) })
            || site.closure.rightBrace.leadingTrivia.contains(where: \.isComment)
        {
            return nil
        }
        let statements = tokens.map(\.text).joined(separator: " ")
        // Not the closure's signature: each call site keeps its own (`{ _ in reload() }` beside
        // `{ reload() }`), and the parameters the statements read are compared already.
        return statements + "|" + parameters.map { "\($0.name):\($0.type)" }.joined(separator: ",") + "|\(isAsync)"
    }

    /// Which calls are the app's own: a method, closure property or extension member of the view, a
    /// free function that is not the standard library's, or a method that the receiver's type (when
    /// the model knows it) or, failing that, any type of the module declares.
    private func callOwnership() -> CallOwnership {
        let model = view.model, module = context.module, types = view.types
        func isOwnMember(_ name: String) -> Bool {
            model.methods[name] != nil || model.properties[name] != nil || model.externalInstanceMembers[name] != nil
        }
        func declaredAnywhere(_ name: String) -> Bool {
            !CallOwnership.libraryMethods.contains(name) && module.declaresMethod(named: name)
        }
        return CallOwnership(isAppCall: { call in
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if isOwnMember(name) { return true }
                return name.first?.isLowercase == true && !CallOwnership.libraryFunctions.contains(name)
            }
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { return false }
            let name = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return isOwnMember(name) }
            if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true {
                // `Haptics.play()`, `CloudTask.fetchAll()`: a static method of a type the module declares.
                guard let facts = module.resolve(typeName, from: model.qualifiedName) else { return false }
                return !facts.methods(named: name).isEmpty
            }
            if let type = types.type(ofMemberChain: base), let facts = module.resolve(Self.nominalName(of: type), from: model.qualifiedName),
                !facts.methods(named: name).isEmpty
            {
                return true
            }
            return declaredAnywhere(name)
        }, isViewMember: { name in model.properties[name] != nil || model.externalInstanceMembers[name] != nil })
    }

    /// `Store<Item>?` → `Store`: the name the module declares the type under.
    private static func nominalName(of type: String) -> String {
        String(type.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
    }

    /// Whether the view's code refers to `name` unqualified: a new method of that name would shadow
    /// a free function the view calls (or call itself instead of it). `store.markSeen()` names a
    /// member of `store`, which a new method does not shadow. Found from where the name is written
    /// in the file's text (one scan, whatever the number of extensions), not by walking the view.
    private static func refersUnqualified(to name: String, in model: ViewTypeModel, context: RuleContext) -> Bool {
        let lists = model.memberLists.map { $0.position..<$0.endPosition }
        return context.tree.identifierTokens(spelled: name, source: context.source).contains { token in
            guard lists.contains(where: { $0.contains(token.positionAfterSkippingLeadingTrivia) }),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id
            else { return false }
            return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        }
    }

    /// `body` and view helpers: the code that should read like UI.
    static func isViewCode(_ decl: DeclSyntax) -> Bool {
        let member = ViewMember(decl)
        return member.kind == .body || member.kind == .viewHelper
    }

    /// Action closures inside a member, outermost first; closures nested in another action closure are left to it.
    static func actionClosures(in item: MemberBlockItemSyntax) -> [ActionClosure] {
        var sites: [ActionClosure] = []
        for call in CallCollector.calls(in: item) {
            for site in ActionClosure.closures(of: call) where !sites.contains(where: { $0.closure.range.contains(site.closure.position) }) {
                sites.append(site)
            }
        }
        // Modifier chains nest outside-in (`.onAppear` wraps the `.alert` before it): source order reads better.
        return sites.sorted { $0.closure.position < $1.closure.position }
    }

    static func describe(_ site: ActionClosure) -> String {
        switch site.kind {
        case .buttonTrailingAction, .buttonActionArgument, .buttonLeadingAction: return "this Button action"
        case let .modifier(name): return "this .\(name) closure"
        }
    }

    private func analyse(
        _ site: ActionClosure, in item: MemberBlockItemSyntax, model: ViewTypeModel, types: LocalTypeResolver
    ) -> Result<([(name: String, type: String)], [String], Bool), Refusal> {
        let closure = site.closure
        if closure.signature?.capture != nil {
            return .failure(Refusal(.unsafeRewrite, "it has a capture list, whose values a method would read later instead of when the closure is made"))
        }
        if hasIfConfigAncestor(closure, upTo: item) {
            return .failure(Refusal(.unsupportedShape, "it is inside an #if block, and the method would have to be too"))
        }

        var parameters: [(name: String, type: String)] = []
        var arguments: [String] = []

        // The closure's own parameters (`.onChange(of: x) { old, new in }`) become the method's.
        let ownNames = orderedClosureParameters(closure)
        if !ownNames.isEmpty {
            guard case let .modifier(name) = site.kind, name == "onChange" else {
                return .failure(Refusal(.unknownType, "its parameters' types are not written anywhere svrefactor can read them"))
            }
            guard let observed = site.call.arguments.first(where: { $0.label?.text == "of" })?.expression,
                let type = view.types.type(ofMemberChain: observed)
            else {
                return .failure(Refusal(.unknownType, "the type of the value it observes is not written; observe a property with a type annotation"))
            }
            // One the statements never read is not passed on (`{ isShown in if showQR { reset() } }`).
            let read = Set(closure.statements.tokens(viewMode: .sourceAccurate).map(\.text))
            for name in ownNames where name != "_" && read.contains(name) {
                parameters.append((name, type))
                arguments.append(name)
            }
        }

        // Names it takes from its surroundings: `ForEach` elements, locals, helper parameters.
        var seen = Set(ownNames)
        for node in closure.statements.descendants() {
            // `if let index` / `guard let index` reads the outer `index` (IceCubesApp's pin button
            // reads a `let` of its helper so): a parameter like any other use.
            if let binding = node.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                !LocalScope.binds(name, at: binding, within: closure), !seen.contains(name),
                let (scope, child) = LocalScope.scope(binding: name, at: binding, within: item)
            {
                seen.insert(name)
                guard let type = types.type(of: name, declaredBy: scope, child: child, root: Syntax(item)) else {
                    return .failure(Refusal(.unknownType, "it uses '\(name)', whose type svrefactor cannot know for certain; annotate where it is declared"))
                }
                parameters.append((name, type))
                arguments.append(name)
                continue
            }
            guard let reference = node.as(DeclReferenceExprSyntax.self) else { continue }
            if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { continue }
            let name = reference.baseName.text
            if case .dollarIdentifier = reference.baseName.tokenKind, name.dropFirst().allSatisfy(\.isNumber) {
                // `$0` of a nested closure (`removeAll { $0.id == id }`) is that closure's business.
                let owner = reference.ancestorOrSelf { $0.as(ClosureExprSyntax.self) }
                if owner?.id == closure.id {
                    return .failure(Refusal(.unsupportedShape, "it uses anonymous parameters (\(name)); name them"))
                }
                continue
            }
            if LocalScope.binds(name, at: reference, within: closure) || seen.contains(name) { continue }
            guard let (scope, child) = LocalScope.scope(binding: name, at: reference, within: item) else { continue }
            seen.insert(name)
            let use = MemberReferenceScan.classify(ExprSyntax(reference))
            // A method call on a constant (a `ScrollViewProxy` parameter, say) changes nothing here;
            // only a `var` can be changed, and a method would get a copy of it.
            if use == .assign || use == .mutate && Self.isVariable(name, declaredBy: scope) {
                return .failure(Refusal(.unsafeRewrite, "it changes the local '\(name)', which a method would receive as a copy"))
            }
            guard let type = types.type(of: name, declaredBy: scope, child: child, root: Syntax(item)) else {
                return .failure(Refusal(.unknownType, "it uses '\(name)', whose type svrefactor cannot know for certain; annotate where it is declared"))
            }
            parameters.append((name, type))
            arguments.append(name)
        }

        if let refusal = unwritableParameterType(parameters.map(\.type), in: item) { return .failure(refusal) }
        // A closure the statements capture in a closure of their own (`Task { refresh() }`) escapes
        // the method: its parameter must say so (it escaped the original closure, so the value
        // passed may).
        for index in parameters.indices where Self.isNonEscapingFunctionType(parameters[index].type)
            && Self.isCapturedByNestedClosure(parameters[index].name, in: closure)
        {
            parameters[index].type = "@escaping " + parameters[index].type
        }
        let isAsync = site.kind.isAsyncContext && containsAwait(closure.statements)
        return .success((parameters, arguments, isAsync))
    }

    /// `() -> Void`, `@MainActor (Int) async -> Void`: a function type a parameter would take
    /// without escaping (not `(() -> Void)?`, which escapes anyway, nor one already `@escaping`).
    static func isNonEscapingFunctionType(_ type: String) -> Bool {
        var parsed = GeneratedCode.parseType(type)
        if let attributed = parsed.as(AttributedTypeSyntax.self) {
            if attributed.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping" }) {
                return false
            }
            parsed = attributed.baseType
        }
        return parsed.is(FunctionTypeSyntax.self)
    }

    /// Whether `name` is read inside a closure nested in `closure`'s statements.
    static func isCapturedByNestedClosure(_ name: String, in closure: ClosureExprSyntax) -> Bool {
        closure.statements.descendants().contains { node in
            guard let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == name else { return false }
            return reference.ancestorOrSelf { $0.as(ClosureExprSyntax.self) }?.id != closure.id
        }
    }

    /// A refusal when a parameter's type names a type this file may not be able to write: the
    /// closure never wrote it, the file names it nowhere and the module does not declare it, so
    /// it comes from a module the file may not import (KeyboardCowboy's `InputSource`); or it is
    /// one of SwiftUI's generic views written bare (`[List]`), which with SwiftUI imported is
    /// ambiguous with another module's type of that name (IceCubesApp's `Models.List`).
    private func unwritableParameterType(_ types: [String], in item: MemberBlockItemSyntax) -> Refusal? {
        guard !types.isEmpty else { return nil }
        // The file's names, read only for a type neither standard nor the module's (rare).
        var named: Set<String>?
        func fileNames(_ name: String) -> Bool {
            if named == nil {
                named = []
                for token in item.root.tokens(viewMode: .sourceAccurate) {
                    if case .identifier = token.tokenKind { named?.insert(token.text) }
                }
            }
            return named?.contains(name) == true
        }
        for type in types {
            let written = GeneratedCode.parseType(type)
            for identifier in ([Syntax(written)] + Array(written.descendants())).compactMap({ $0.as(IdentifierTypeSyntax.self) }) {
                let name = identifier.name.text
                let isAmbiguous = identifier.genericArgumentClause == nil && Self.genericSwiftUIViews.contains(name)
                if context.module.declaresType(named: name), !(isAmbiguous && Self.isDeclaredInAnotherTarget(name, from: context)) { continue }
                if isAmbiguous {
                    return Refusal(.unknownType, "its method would take a '\(type)', and a bare '\(name)' is ambiguous with SwiftUI's generic '\(name)' in this file; qualify the type where it is declared (`Module.\(name)`)")
                }
                if !Self.standardTypeNames.contains(name), !fileNames(name) {
                    return Refusal(.unknownType, "its method would take a '\(type)', a type this file does not name and the module does not declare, so the file may not import it; import its module here, or write the closure's parameter type")
                }
            }
        }
        return nil
    }

    /// Whether the folder's type `name` is declared `public` or in another SwiftPM target
    /// (`Packages/Models/Sources/Models/List.swift` seen from `…/Sources/Timeline/…`): another
    /// module's, which a file importing SwiftUI too cannot write bare (IceCubes writes `Models.List`).
    static func isDeclaredInAnotherTarget(_ name: String, from context: RuleContext) -> Bool {
        guard let facts = context.module.type(name) else { return false }
        func target(_ path: String) -> String? {
            let parts = path.split(separator: "/")
            guard let index = parts.lastIndex(of: "Sources"), index + 1 < parts.count else { return nil }
            return parts[...(index + 1)].joined(separator: "/")
        }
        return facts.declarations.contains { declaration in
            declaration.isPublic || target(declaration.file) != target(context.path)
        }
    }

    /// SwiftUI views that are generic: written without arguments, the name is another module's type.
    static let genericSwiftUIViews: Set<String> = [
        "List", "ForEach", "Section", "NavigationLink", "Picker", "Menu", "Table", "Button", "Toggle", "Label", "Link",
        "Group", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
        "GridRow", "Form", "TabView", "NavigationStack", "NavigationSplitView", "NavigationView", "DisclosureGroup",
        "OutlineGroup", "LabeledContent", "ControlGroup", "GeometryReader", "ScrollViewReader", "ToolbarItem",
        "ToolbarItemGroup", "TimelineView", "AsyncImage", "ViewThatFits", "ShareLink", "DatePicker", "ColorPicker", "Gauge",
        "Stepper", "Slider", "TextField", "SecureField", "ProgressView", "Tab", "TabSection",
    ]

    /// Types of the standard library, Foundation, CoreGraphics and SwiftUI that any SwiftUI file can write.
    static let standardTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Result", "Void", "Never", "Any",
        "AnyObject", "Error", "Range", "ClosedRange", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "IndexSet",
        "IndexPath", "Locale", "TimeZone", "Calendar", "DateComponents", "Notification", "NSNumber", "CGFloat", "CGSize",
        "CGPoint", "CGRect", "CGVector", "Color", "Font", "Image", "Text", "Angle", "EdgeInsets", "Edge", "Alignment",
        "GeometryProxy", "ScrollViewProxy", "Binding", "ColorScheme", "EditMode", "UnitPoint", "Visibility", "ScenePhase",
    ]

    /// Whether `scope` declares `name` with `var` (`var x = …`, `if var x`, `for var x in`).
    private static func isVariable(_ name: String, declaredBy scope: Syntax) -> Bool {
        for node in scope.descendants() {
            if let variable = node.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                variable.boundNames.contains(name)
            {
                return true
            }
            if let binding = node.as(OptionalBindingConditionSyntax.self), binding.bindingSpecifier.tokenKind == .keyword(.var),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                return true
            }
            if let pattern = node.as(ValueBindingPatternSyntax.self), pattern.bindingSpecifier.tokenKind == .keyword(.var),
                LocalScope.patternNames(pattern).contains(name)
            {
                return true
            }
        }
        return false
    }

    /// Closure parameter names in order: `{ old, new in }`, `{ (a: A) in }`.
    private func orderedClosureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case let .simpleInput(parameters)?: return parameters.map(\.name.text)
        case let .parameterClause(clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// `await`, `for await` or `async let` in the closure itself (not in a nested closure such as a `Task { }`).
    private func containsAwait(_ statements: CodeBlockItemListSyntax) -> Bool {
        var stack: [Syntax] = Array(statements.children(viewMode: .sourceAccurate))
        while let node = stack.popLast() {
            if node.is(AwaitExprSyntax.self) { return true }
            if node.as(ForStmtSyntax.self)?.awaitKeyword != nil { return true }
            if let variable = node.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.async) }) {
                return true
            }
            if node.is(ClosureExprSyntax.self) { continue }
            stack += node.children(viewMode: .sourceAccurate)
        }
        return false
    }

    private func hasIfConfigAncestor(_ node: some SyntaxProtocol, upTo root: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != root.id {
            if parent.is(IfConfigClauseSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }
}

/// Every function call inside a node, in source order (a `SyntaxVisitor` walks faster than
/// iterating descendants).
private final class CallCollector: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []

    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
