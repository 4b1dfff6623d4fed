import SVRefactorCore
import SwiftSyntax

/// Which migrating classes also become `@MainActor`, as the guidance recommends for observable
/// models and as observable-main-actor asks of a class a view keeps as its state.
///
/// `@MainActor` changes where the class's code may be called from: a call from code that is not
/// on the main actor stops compiling (in Swift 5 mode too), a closure the class hands to an API
/// that runs it elsewhere can no longer touch its properties, and its conformances must not serve
/// nonisolated requirements. So the class takes it only when everything around it shows that
/// every use is on the main actor:
/// - every type whose code names the class is on the main actor (a view, an `App`, a `#Preview`,
///   a `@MainActor` type, or another class that takes `@MainActor` in the same run), never file
///   scope (globals, free functions) or other types (services, tests);
/// - no file that names it starts work off the main actor (`DispatchQueue.global`, a queue of its
///   own, `Task.detached`, threads, operation queues, `nonisolated` code);
/// - it is declared and extended in one file, with no conformance but `ObservableObject` (and
///   `Identifiable` through a `let id`); a public class does not migrate at all;
/// - its own code (checked on its syntax, see ``blocker(in:)``) has no `deinit`, no `nonisolated`
///   member, and hands closures only to calls known to run them in place (`map`, `filter`, …) or
///   on the caller's actor (`Task { }`, `withAnimation { }`, `DispatchQueue.main.async { }`).
///
/// Anything else leaves the class as it was, and a finding says why when a view keeps it as its
/// state (which observable-main-actor reports). The `add-main-actor` option makes it always or
/// never instead.
struct MainActorAdoption {
    /// Why a migrating class, by qualified name, does not take `@MainActor` as far as the module
    /// shows; a class not listed takes it unless its own code says otherwise.
    private(set) var reasons: [String: String] = [:]

    init(migrating: [ObservableClassIndex.Candidate], module: ModuleLookup) {
        var pending: [(candidate: ObservableClassIndex.Candidate, namingTypes: [(file: String, type: String)])] = []
        for candidate in migrating {
            if let reason = Self.moduleBlocker(of: candidate, module: module) {
                reasons[candidate.qualifiedName] = reason
                continue
            }
            let naming = module.typesMentioningOutsideMainActor(candidate.name).sorted { $0.key < $1.key }.flatMap { file, types in
                types.sorted().filter { $0 != candidate.qualifiedName }.map { (file: file, type: $0) }
            }
            pending.append((candidate, naming))
        }
        // A class named by another migrating class goes as that class goes: until nothing changes.
        let adopting = Set(pending.map(\.candidate.qualifiedName))
        var changed = true
        while changed {
            changed = false
            for (candidate, naming) in pending where reasons[candidate.qualifiedName] == nil {
                guard let place = naming.first(where: { !isOnTheMainActor($0.type, module: module, adopting: adopting) })
                else { continue }
                reasons[candidate.qualifiedName] = place.type.isEmpty
                    ? "\(place.file) names it at file scope (a global or a free function), which is not on the main actor"
                    : "'\(place.type)' (\(place.file)) names it, and is not on the main actor"
                changed = true
            }
        }
    }

    /// Whether the code of `type` (as the model names an enclosing type) runs on the main actor:
    /// it is isolated, or it is a class of this run that takes `@MainActor` so far.
    private func isOnTheMainActor(_ type: String, module: ModuleLookup, adopting: Set<String>) -> Bool {
        guard !type.isEmpty else { return false }
        if adopting.contains(type) { return reasons[type] == nil }
        return MainActorIsolation.isIsolated(module.type(type) ?? module.resolve(type, from: ""), module: module)
    }

    /// What the module shows against `@MainActor` for the class, apart from the types naming it.
    private static func moduleBlocker(of candidate: ObservableClassIndex.Candidate, module: ModuleLookup) -> String? {
        guard let facts = module.type(candidate.qualifiedName), let primary = facts.primary else { return "svrefactor cannot see its declaration" }
        if let elsewhere = facts.declarations.first(where: { $0.file != primary.file }) {
            return "it is extended in \(elsewhere.file), whose code svrefactor does not check"
        }
        let conformances = facts.inheritedTypes.filter { !ObservableClassRewriter.isObservableObject(name: $0) }
        for conformance in conformances {
            // `id` is a nonisolated requirement that a `let` of the class meets from any actor.
            if ModuleLookup.components(of: conformance).last == "Identifiable",
                let id = facts.property(named: "id"), id.isLet, !id.isComputed, !id.isStatic
            {
                continue
            }
            return "it inherits from or conforms to '\(conformance)', whose requirements may not be isolated to the main actor"
        }
        for file in Set([primary.file]).union(module.files(mentioning: candidate.name)).sorted() {
            if let work = offMainWork(in: file, module: module) { return "\(file) \(work), where the class may be used" }
        }
        return nil
    }

    /// What in a file's code may run code off the main actor, as the model sees it.
    private static func offMainWork(in file: String, module: ModuleLookup) -> String? {
        if module.file(file, accessesMember: "global") { return "uses a global dispatch queue" }
        if module.file(file, accessesMember: "detached") { return "starts a detached task" }
        if module.file(file, callsTypeNamed: "DispatchQueue") { return "creates a dispatch queue" }
        if let type = ["Thread", "OperationQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchSource"]
            .first(where: { module.file(file, mentions: $0) })
        {
            return "uses \(type)"
        }
        if module.file(file, mayContainName: "nonisolated") { return "has nonisolated code" }
        return nil
    }

    /// Calls whose closures run before they return, or on the caller's actor.
    static let closureRunningCalls: Set<String> = [
        "Task", "withAnimation", "withTransaction", "withCheckedContinuation", "withCheckedThrowingContinuation", "Dictionary",
        "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "sorted", "sort", "forEach", "reduce",
        "min", "max", "firstIndex", "lastIndex", "removeAll", "drop", "prefix", "split", "count", "partition", "mapValues",
        "compactMapValues",
    ]

    /// `DispatchQueue.main.async { }` and `.asyncAfter`: the compiler runs their closures on the
    /// main actor.
    private static func isMainQueueDispatch(_ call: FunctionCallExprSyntax) -> Bool {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), ["async", "asyncAfter"].contains(access.declName.baseName.text)
        else { return false }
        return access.base?.trimmedDescription == "DispatchQueue.main"
    }

    /// What in the class's own code (its declaration, and its extensions in the same file) keeps
    /// it off the main actor; nil when nothing does.
    static func blocker(in declarations: [DeclGroupSyntax]) -> String? {
        for declaration in declarations {
            for member in declaration.memberBlock.members {
                if member.decl.is(DeinitializerDeclSyntax.self) { return "it has a deinit, which does not run on the main actor" }
            }
            for token in declaration.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.nonisolated) {
                return "it has nonisolated code"
            }
            for closure in declaration.descendants().compactMap({ $0.as(ClosureExprSyntax.self) }) {
                if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id { continue }
                // A trailing closure, or an argument or additional trailing closure (in a list).
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                let callee = call.flatMap { Self.calleeName(of: $0.calledExpression) }
                if let callee, closureRunningCalls.contains(callee) { continue }
                if let call, isMainQueueDispatch(call) { continue }
                return callee.map { "it hands a closure to '\($0)', which may run it off the main actor" }
                    ?? "it keeps or passes on a closure, which may run off the main actor"
            }
        }
        return nil
    }

    /// `Task`, `items.map`, `Task.detached` → `Task`, `map`, `detached`.
    private static func calleeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(of: specialized.expression) }
        return nil
    }
}
