import SVRefactorCore
import SwiftSyntax

/// Step 3 of migrate-observation: the properties that hold a migrating class, in any struct or
/// extension of the file, and the modifiers and initializers that go with them.
///
/// | today | becomes |
/// | --- | --- |
/// | `@StateObject var m = M()` | `@State var m = M()` |
/// | `@StateObject private var m = M.shared` (or `@ObservedObject`) | `private let m = M.shared` |
/// | `_m = StateObject(wrappedValue: M())` in an `init` | `_m = State(initialValue: M())` |
/// | `_m = ObservedObject(wrappedValue: m)` in an `init` | `self.m = m`, or `_m = Bindable(wrappedValue: m)` |
/// | `@ObservedObject var m: M` | `@Bindable var m: M` when the type's code anywhere in the module takes `$m`, else `let m: M` (`var` when it has an initial value, which a memberwise init takes) |
/// | `@EnvironmentObject var m: M` | `@Environment(M.self) var m` |
/// | `.environmentObject(m)` | `.environment(m)` |
/// | `$m.x` on an environment object | also `@Bindable var m = m` first in the body that takes it |
///
/// Uses it cannot rewrite block the class in ``ObservableClassIndex`` instead, so a migrated class
/// never keeps an old wrapper.
final class ObservableUseRewriter: SyntaxRewriter {
    private let migrating: Set<String>
    private let module: ModuleLookup
    private(set) var changed = false
    /// `_name`s of `@StateObject` properties that became `@State`, by enclosing type.
    private var migratedStateObjects: [String: Set<String>] = [:]
    /// `_name`s of `@ObservedObject` properties that became `@Bindable` (true) or plain (false), by
    /// enclosing type.
    private var migratedObservedObjects: [String: [String: Bool]] = [:]

    /// `.environmentObject(x)` calls of this file to rewrite, by the line and column of their `.`.
    private let environmentModifiers: Set<[Int]>
    /// Line and column of a position in the tree being rewritten.
    private let locate: (AbsolutePosition) -> (line: Int, column: Int)

    /// `environmentModifiers`: the index's sites in this file whose class migrates.
    /// `Type.name` of every `$name` taken in the module (``ObservableClassIndex/bindingsTaken``).
    private let bindingsTaken: Set<String>

    init(
        migrating: Set<String>, module: ModuleLookup, environmentModifiers: Set<[Int]>, bindingsTaken: Set<String>,
        locate: @escaping (AbsolutePosition) -> (line: Int, column: Int)
    ) {
        self.migrating = migrating
        self.module = module
        self.environmentModifiers = environmentModifiers
        self.bindingsTaken = bindingsTaken
        self.locate = locate
        super.init(viewMode: .sourceAccurate)
    }

    /// A property that holds a migrating class through one of the object wrappers.
    private struct WrappedObject {
        let scope: String
        let name: String
        let wrapper: String
        let attributeIndex: AttributeListSyntax.Index
        let attribute: AttributeSyntax
        let writtenType: String
        let binding: PatternBindingSyntax
    }

    private func wrappedObject(_ node: VariableDeclSyntax) -> WrappedObject? {
        guard let scope = Self.enclosingTypeName(of: node), let binding = node.bindings.first, node.bindings.count == 1,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
            let index = node.attributes.firstIndex(where: { Self.wrapperName($0).map(ObservableClassIndex.objectWrappers.contains) == true }),
            case let .attribute(attribute) = node.attributes[index], let wrapper = Self.wrapperName(node.attributes[index]),
            let property = module.type(scope)?.property(named: pattern.identifier.text),
            let held = ObservableClassIndex.heldType(of: property, in: scope, module: module), migrating.contains(held)
        else { return nil }
        let written = binding.typeAnnotation?.type.trimmedDescription ?? held
        return WrappedObject(
            scope: scope, name: pattern.identifier.text, wrapper: wrapper, attributeIndex: index, attribute: attribute, writtenType: written,
            binding: binding)
    }

    /// Rewrites the file; the `@StateObject`s it migrates are found first, because an `init` that
    /// assigns `_model = StateObject(…)` may come before the property.
    func rewriting(_ file: SourceFileSyntax) -> SourceFileSyntax {
        for node in file.descendants() {
            guard let variable = node.as(VariableDeclSyntax.self), let object = wrappedObject(variable) else { continue }
            switch object.wrapper {
            case "StateObject": migratedStateObjects[object.scope, default: []].insert("_" + object.name)
            case "ObservedObject": migratedObservedObjects[object.scope, default: [:]]["_" + object.name] = takesBinding(object.name, in: object.scope)
            default: break
            }
        }
        return rewrite(file).cast(SourceFileSyntax.self)
    }

    /// Names of the type's `@EnvironmentObject` properties (declared in any file) that hold a
    /// migrating class: a body that takes `$name` needs a `@Bindable` local for them.
    private func environmentObjects(of scope: String) -> Set<String> {
        if let cached = environmentObjectsByScope[scope] { return cached }
        var names = Set<String>()
        for property in module.type(scope)?.declarations.flatMap(\.properties) ?? [] where property.wrapper == "EnvironmentObject" {
            if let held = ObservableClassIndex.heldType(of: property, in: scope, module: module), migrating.contains(held) {
                names.insert(property.name)
            }
        }
        environmentObjectsByScope[scope] = names
        return names
    }

    private var environmentObjectsByScope: [String: Set<String>] = [:]

    /// A member's body that takes `$store` of an environment object starts with
    /// `@Bindable var store = store`, as Observation requires.
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        guard Self.isMemberBody(node), let scope = Self.enclosingTypeName(of: node) else { return visited }
        let environment = environmentObjects(of: scope)
        guard !environment.isEmpty else { return visited }
        var bound: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            // `$store` lexes as an identifier or a dollar identifier depending on the context.
            let text: String
            switch token.tokenKind {
            case let .identifier(name), let .dollarIdentifier(name): text = name
            default: continue
            }
            guard text.hasPrefix("$"), environment.contains(String(text.dropFirst())), !bound.contains(String(text.dropFirst())) else { continue }
            bound.append(String(text.dropFirst()))
        }
        guard let first = visited.first, !bound.isEmpty else { return visited }
        changed = true
        let indentation = first.leadingTrivia.indentationAtEnd
        let lineBreak = first.leadingTrivia.first { $0.isNewline }.map { Trivia(pieces: [$0]) } ?? .newline
        let locals = bound.enumerated().map { index, name in
            GeneratedCode.statement("@Bindable var \(name) = \(name)")
                .with(\.leadingTrivia, index == 0 ? first.leadingTrivia : lineBreak + indentation)
        }
        var firstStatement = first.with(\.leadingTrivia, lineBreak + indentation)
        // A single expression was an implicit return; after the local it needs `return`, unless a
        // result builder builds the body.
        if visited.count == 1, case let .expr(expression) = first.item, !Self.isViewBuilderBody(node) {
            let returned = ReturnStmtSyntax(returnKeyword: .keyword(.return, trailingTrivia: .space), expression: expression.with(\.leadingTrivia, []))
            firstStatement = firstStatement.with(\.item, .stmt(StmtSyntax(returned))).with(\.leadingTrivia, lineBreak + indentation)
        }
        return CodeBlockItemListSyntax(locals + [firstStatement] + visited.dropFirst())
    }

    /// Whether the body is built by `@ViewBuilder`: marked so, or a view's `body` (the protocol
    /// requirement carries the attribute).
    private static func isViewBuilderBody(_ list: CodeBlockItemListSyntax) -> Bool {
        var current = list.parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if let variable = node.as(VariableDeclSyntax.self) {
                return variable.attributes.containsViewBuilder
                    || variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            }
            if let function = node.as(FunctionDeclSyntax.self) { return function.attributes.containsViewBuilder }
            current = node.parent
        }
        return false
    }

    /// The statements of a member's body: a computed property's getter or a method's, accessor's or
    /// initializer's body, not a closure's.
    private static func isMemberBody(_ list: CodeBlockItemListSyntax) -> Bool {
        if list.parent?.is(AccessorBlockSyntax.self) == true { return true }
        guard let block = list.parent?.as(CodeBlockSyntax.self) else { return false }
        return block.parent?.is(FunctionDeclSyntax.self) == true || block.parent?.is(AccessorDeclSyntax.self) == true
            || block.parent?.is(InitializerDeclSyntax.self) == true
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard let object = wrappedObject(node) else { return super.visit(node) }
        changed = true
        let (scope, name, index, attribute, written, binding) = (object.scope, object.name, object.attributeIndex, object.attribute, object.writtenType, object.binding)
        var attributes = Array(node.attributes)
        let position = node.attributes.distance(from: node.attributes.startIndex, to: index)
        // A private property that reads a shared instance (`= Store.shared`, `= .shared`) owns
        // nothing and is never reassigned: `private let`, whatever the wrapper was.
        if object.wrapper != "EnvironmentObject", node.modifiers.isPrivate, binding.initializer?.value.is(MemberAccessExprSyntax.self) == true,
            !(object.wrapper == "ObservedObject" && takesBinding(name, in: scope))
        {
            let updated = node.removingAttribute(at: index)
            return DeclSyntax(updated.with(\.bindingSpecifier, .keyword(.let, leadingTrivia: updated.bindingSpecifier.leadingTrivia, trailingTrivia: updated.bindingSpecifier.trailingTrivia)))
        }
        switch object.wrapper {
        case "StateObject":
            attributes[position] = .attribute(attribute.with(\.attributeName, Self.named("State", like: attribute.attributeName)))
        case "EnvironmentObject":
            let environment = AttributeSyntax(
                leadingTrivia: attribute.leadingTrivia, atSign: .atSignToken(), attributeName: IdentifierTypeSyntax(name: .identifier("Environment")),
                leftParen: .leftParenToken(),
                arguments: .argumentList(LabeledExprListSyntax([LabeledExprSyntax(expression: GeneratedCode.parseExpression(written + ".self"))])),
                rightParen: .rightParenToken(), trailingTrivia: attribute.trailingTrivia)
            attributes[position] = .attribute(environment)
            // `@Environment(Store.self) var store`, as Apple writes it: the type is in the attribute.
            if let annotation = binding.typeAnnotation, binding.initializer == nil, binding.accessorBlock == nil {
                let bare = binding.with(\.typeAnnotation, nil).with(\.pattern, binding.pattern.with(\.trailingTrivia, annotation.trailingTrivia))
                return DeclSyntax(node.with(\.attributes, AttributeListSyntax(attributes)).with(\.bindings, PatternBindingListSyntax([bare])))
            }
        default:  // ObservedObject
            if takesBinding(name, in: scope) {
                attributes[position] = .attribute(attribute.with(\.attributeName, Self.named("Bindable", like: attribute.attributeName)))
            } else {
                var updated = node.removingAttribute(at: index)
                if binding.initializer == nil {
                    updated = updated.with(\.bindingSpecifier, .keyword(.let, leadingTrivia: updated.bindingSpecifier.leadingTrivia, trailingTrivia: updated.bindingSpecifier.trailingTrivia))
                }
                return DeclSyntax(updated)
            }
        }
        return DeclSyntax(node.with(\.attributes, AttributeListSyntax(attributes)))
    }

    /// `.environmentObject(store)` → `.environment(store)` for a migrating class.
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard node.declName.baseName.text == "environmentObject", node.declName.argumentNames == nil else { return visited }
        let (line, column) = locate(node.period.positionAfterSkippingLeadingTrivia)
        guard environmentModifiers.contains([line, column]), var access = visited.as(MemberAccessExprSyntax.self) else { return visited }
        changed = true
        access.declName = access.declName.with(\.baseName, access.declName.baseName.with(\.tokenKind, .identifier("environment")))
        return ExprSyntax(access)
    }

    /// `_model = StateObject(wrappedValue: …)` for a property that became `@State`.
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        // Names first: most calls are not `StateObject(…)`, and their text is not built.
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard callee == "StateObject", ["StateObject", "SwiftUI.StateObject"].contains(node.calledExpression.trimmedDescription),
            node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "wrappedValue",
            let target = Self.assignmentTarget(of: node), let scope = Self.enclosingTypeName(of: node),
            migratedStateObjects[scope]?.contains(target) == true, var call = visited.as(FunctionCallExprSyntax.self)
        else { return visited }
        changed = true
        call.calledExpression = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("State")).with(\.leadingTrivia, node.calledExpression.leadingTrivia))
        call.arguments = LabeledExprListSyntax([call.arguments.first!.with(\.label, .identifier("initialValue"))])
        return ExprSyntax(call)
    }

    /// `_model = ObservedObject(wrappedValue: m)` (or `initialValue:`, or `.init(…)`) in an `init`:
    /// `self.model = m` when the property became plain, `_model = Bindable(wrappedValue: m)` when
    /// it became `@Bindable`. ``ObservableClassIndex/migratesStorageAssignment(_:wrapper:)`` blocks
    /// the class for any other use of `_model`.
    override func visit(_ node: ExprListSyntax) -> ExprListSyntax {
        let visited = super.visit(node)
        guard visited.count == 3, let target = Self.storageTarget(visited.first), visited.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let scope = Self.enclosingTypeName(of: node), let isBindable = migratedObservedObjects[scope]?[target],
            var call = visited.last?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            ["wrappedValue", "initialValue"].contains(argument.label?.text)
        else { return visited }
        let callee = call.calledExpression.trimmedDescription
        guard ["ObservedObject", "SwiftUI.ObservedObject", ".init"].contains(callee) else { return visited }
        changed = true
        let elements = Array(visited)
        if isBindable {
            if callee != ".init" {
                call.calledExpression = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Bindable"))).with(\.leadingTrivia, call.calledExpression.leadingTrivia)
            }
            call.arguments = LabeledExprListSyntax([argument.with(\.label, .identifier("wrappedValue"))])
            return ExprListSyntax([elements[0], elements[1], ExprSyntax(call)])
        }
        let property = GeneratedCode.parseExpression("self." + target.dropFirst())
            .with(\.leadingTrivia, elements[0].leadingTrivia).with(\.trailingTrivia, elements[0].trailingTrivia)
        let value = argument.expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
        return ExprListSyntax([property, elements[1], value])
    }

    /// `_model` in `_model` or `self._model`.
    private static func storageTarget(_ expression: ExprSyntax?) -> String? {
        guard let text = expression?.trimmedDescription else { return nil }
        let name = text.hasPrefix("self.") ? String(text.dropFirst("self.".count)) : text
        return name.hasPrefix("_") ? name : nil
    }

    /// Whether the code of `scope` (in any file) takes `$name`: a binding through the object.
    private func takesBinding(_ name: String, in scope: String) -> Bool {
        bindingsTaken.contains(scope + "." + name)
    }

    /// `StateObject` for `@StateObject` and `@SwiftUI.StateObject`, as the project model names wrappers.
    private static func wrapperName(_ element: AttributeListSyntax.Element) -> String? {
        guard case let .attribute(attribute) = element else { return nil }
        return AttributeListSyntax.name(of: attribute)
    }

    /// `StateObject` → `State`, `SwiftUI.StateObject` → `SwiftUI.State`, trivia kept.
    private static func named(_ name: String, like original: TypeSyntax) -> TypeSyntax {
        let qualified = original.trimmedDescription.hasPrefix("SwiftUI.") ? "SwiftUI." + name : name
        let type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(qualified)))
        return type.with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, original.trailingTrivia)
    }

    /// `_model` in `_model = …` or `self._model = …`.
    private static func assignmentTarget(of call: FunctionCallExprSyntax) -> String? {
        guard let list = call.parent?.as(ExprListSyntax.self), list.count == 3,
            list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, list.last?.id == call.id,
            let target = list.first?.trimmedDescription
        else { return nil }
        return target.hasPrefix("self.") ? String(target.dropFirst("self.".count)) : target
    }

    /// The qualified name of the struct or extension around `node`; nil inside functions' local types.
    private static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let structDecl = node.as(StructDeclSyntax.self) { return ViewTypeModel.qualifiedName(of: structDecl) }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedTypeName
            }
            if node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
