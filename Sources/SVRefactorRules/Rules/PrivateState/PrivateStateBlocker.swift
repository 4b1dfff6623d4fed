import SVRefactorCore
import SwiftSyntax

/// Why a view's state property cannot become `private` without breaking code, looked up in the
/// view, its file and the module:
///
/// - an explicit `public`, `package` or `open`, or `private(set)` (code outside reads it);
/// - without an `init` in the struct, the memberwise initializer: a property without an initial
///   value is a parameter it requires (private would make the initializer private); one with an
///   initial value (or an optional type) is a parameter call sites may pass (private removes it),
///   so every call of the view's initializers in the module is checked for its label;
/// - a protocol the view conforms to that may require it;
/// - an extension of the view in another file that may use it: the view's own code, split over
///   files (reported once per view and file, since only moving code would help);
/// - another file that mentions the view and accesses `.name`;
/// - code in this file outside the view and its extensions that uses `.name` or `._name`.
///
/// An `init` declared in the struct may assign `_name = State(…)` or `self.name`: the same type,
/// so `private` is fine there.
struct PrivateStateBlocker {
    let view: StructDeclSyntax
    let fileAnalysis: FileAnalysis
    let context: RuleContext
    let qualifiedName: String

    init(view: StructDeclSyntax, fileAnalysis: FileAnalysis, context: RuleContext) {
        self.view = view
        self.fileAnalysis = fileAnalysis
        self.context = context
        qualifiedName = ViewTypeModel.qualifiedName(of: view)
    }

    /// Protocols a view often conforms to, with the requirements a stored property could satisfy.
    static let knownProtocols: [String: Set<String>] = [
        "View": [], "Equatable": [], "Hashable": [], "Sendable": [], "Identifiable": ["id"],
        "Animatable": ["animatableData"], "CustomStringConvertible": ["description"],
    ]

    private var hasOwnInitializer: Bool {
        view.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }

    /// Why a property cannot become private.
    enum Blocker: Equatable {
        /// The view's own code in another file (`extension V` there) may use it: the view is split
        /// over files, and `internal` is the narrowest access Swift has for that.
        case viewSplitOverFiles(file: String)
        /// Anything else, with the reason for the finding.
        case other(String)
    }

    /// Why `name` cannot become private, or nil when it can. What the declaration itself says comes
    /// first, then the view's own code in other files, then everything else.
    func blocker(against name: String, declaredBy variable: VariableDeclSyntax) -> Blocker? {
        if let reason = declarationReason(name, variable) { return .other(reason) }
        if let file = extensionFileUsing(name) { return .viewSplitOverFiles(file: file) }
        return useReason(name).map(Blocker.other)
    }

    /// Its access modifiers and its part in the memberwise initializer.
    private func declarationReason(_ name: String, _ variable: VariableDeclSyntax) -> String? {
        if let modifier = variable.modifiers.first(where: { [.keyword(.public), .keyword(.package), .keyword(.open)].contains($0.name.tokenKind) }) {
            return "it is declared \(modifier.name.text), so other modules may use it; make it private if they do not"
        }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) && $0.detail != nil }) {
            return "it is private(set), so code outside the view reads it; make it private if nothing does"
        }
        return hasOwnInitializer ? nil : memberwiseReason(name, variable)
    }

    /// A protocol that may require it, and code outside the view that may use it.
    private func useReason(_ name: String) -> String? {
        if let reason = protocolReason(name) { return reason }
        guard context.project != nil else {
            return "svrefactor cannot see the rest of the module, where code may set or read it (the run has no module with --no-index, or on standard input without --stdin-path); run it on the file in its module"
        }
        if let reason = otherFileReason(name) { return reason }
        if let use = useOutsideView(of: name) {
            return "code outside '\(view.name.text)' uses it (line \(context.location(of: use).line)); make it private once that code no longer does"
        }
        return nil
    }

    /// The memberwise initializer's part: a required parameter, or an optional one a call passes.
    private func memberwiseReason(_ name: String, _ variable: VariableDeclSyntax) -> String? {
        let binding = variable.bindings.first
        let hasDefault = binding?.initializer != nil || binding?.typeAnnotation?.type.isOptional == true
        guard hasDefault else {
            return "it has no initial value, so the memberwise initializer requires it as a parameter, and private would make that initializer private; "
                + "give it an initial value, declare an init that sets `_\(name)`, or pass the value in with a `let` (or a @Binding when the caller owns it)"
        }
        guard context.project != nil else {
            return "without an init the memberwise initializer takes it as a parameter, and svrefactor cannot see the module's call sites (the run has no module with --no-index, or on standard input without --stdin-path); run it on the file in its module"
        }
        if let delegating = delegatingCall(passing: name) {
            return "an init of its extension passes it to the memberwise initializer (`\(CheckSupport.oneLine(delegating.calledExpression))(\(name): …)`, line \(context.location(of: delegating).line)), which loses that parameter when it is private; "
                + "set `_\(name)` there instead, then make it private"
        }
        let passing = context.module.callSites(of: qualifiedName).first { $0.call.labels.contains(name) }
        guard let passing else { return nil }
        let place = passing.file == context.path ? "line \(passing.call.line)" : "\(passing.file):\(passing.call.line)"
        return "a call passes it to the memberwise initializer, which loses that parameter when it is private (`\(passing.call.callee)(\(name): …)`, \(place)); "
            + "declare an init that sets `_\(name)` from a parameter, then make it private"
    }

    /// `self.init(name: …)` (or `Self(…)`, `.init(…)`) in an extension of the view in this file: a
    /// call of the memberwise initializer that the project model's call sites do not list.
    private func delegatingCall(passing name: String) -> FunctionCallExprSyntax? {
        for extensionDecl in fileAnalysis.extensions(of: qualifiedName) {
            for node in extensionDecl.memberBlock.descendants() {
                guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.contains(where: { $0.label?.text == name }) else { continue }
                let callee = call.calledExpression.trimmedDescription
                if ["self.init", "Self.init", "Self", ".init"].contains(callee) { return call }
            }
        }
        return nil
    }

    /// The files that extend the view.
    private var extensionFiles: Set<String> {
        Set(context.module.declarationsInOtherFiles(of: qualifiedName).filter { $0.declaration.kind == .extension }.map(\.path))
    }

    /// A file with an extension of the view whose code may use the property (`x`, `_x` or `$x`).
    private func extensionFileUsing(_ name: String) -> String? {
        let extensions = extensionFiles
        guard !extensions.isEmpty else { return nil }
        return [name, "_" + name].lazy.compactMap { storage in
            self.context.module.otherFiles(possiblyUsing: storage, of: self.qualifiedName).first(where: extensions.contains)
        }.first
    }

    /// Another file whose code may use the property: code that mentions the view and accesses a
    /// member of that name.
    private func otherFileReason(_ name: String) -> String? {
        for storage in [name, "_" + name] {
            guard let other = context.module.otherFiles(possiblyUsing: storage, of: qualifiedName).first else { continue }
            return "\(other) mentions '\(view.name.text)' and accesses a member named '\(storage)', which may be this one, and private would hide it there; make it private if that is something else"
        }
        return nil
    }

    /// A protocol of the view that requires, or may require, a member named `name`.
    private func protocolReason(_ name: String) -> String? {
        let written = (view.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
            + (context.module.type(qualifiedName)?.inheritedTypes ?? [])
        for conformance in written {
            let last = ModuleLookup.components(of: conformance).last ?? conformance
            if let requirements = Self.knownProtocols[last] {
                guard requirements.contains(name) else { continue }
                return "it may satisfy '\(last)''s requirement '\(name)', which private would hide"
            }
            if let facts = context.module.resolve(conformance, from: qualifiedName), facts.kind == .protocol {
                guard facts.property(named: name) != nil else { continue }
                return "it satisfies the requirement '\(name)' of '\(conformance)', which private would hide"
            }
            return "it may satisfy a requirement of '\(conformance)', which svrefactor cannot see; make it private if it does not"
        }
        return nil
    }

    /// A `.name` or `._name` in this file outside the view and its extensions here.
    private func useOutsideView(of name: String) -> Syntax? {
        let insides = [view.range] + fileAnalysis.extensions(of: qualifiedName).map(\.range)
        return ([name, "_" + name].flatMap(fileAnalysis.memberUsesThroughInstances(of:))).first { use in
            !insides.contains { $0.contains(use.position) }
        }
    }
}

extension TypeSyntax {
    /// `T?`, `T!` or `Optional<T>`: a property of this type without a value starts as nil.
    var isOptional: Bool {
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return self.as(IdentifierTypeSyntax.self).map { $0.name.text == "Optional" && $0.genericArgumentClause != nil } ?? false
    }
}
