import SVRefactorCore

/// The first step of migrate-observation: every class of the module that conforms to
/// `ObservableObject`, every use that would stop compiling, or change behaviour, if it became
/// `@Observable`, and the files each class's migration changes.
///
/// It reads only the project model, so it sees the whole module from any file. Where syntax alone
/// cannot tell which class a use belongs to (`model.objectWillChange`, `model.$query` on a base of
/// unknown type), the use blocks every candidate that the file mentions: a blocked class is left
/// alone with a finding, which is safe; a migrated class with a use left behind would not compile.
struct ObservableClassIndex {
    /// A class that conforms to `ObservableObject`, directly or through an extension in any file.
    struct Candidate: Equatable {
        let qualifiedName: String
        /// The last component of the qualified name, as other files write it.
        let name: String
        /// Its `@Published` properties, in declaration order.
        let publishedProperties: [String]
        /// Why it cannot migrate, each at a place; empty when it can.
        var blockers: [Blocker] = []
        /// The files that declare or name it, or hold a use of it that changes with it: its
        /// migration changes them together.
        var files: Set<String> = []

        var isBlocked: Bool { !blockers.isEmpty }
    }

    /// A use that blocks a migration, at `file:line:column`.
    struct Blocker: Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let column: Int
        let reason: String

        var description: String { "\(file):\(line):\(column): \(reason)" }
    }

    private(set) var candidates: [Candidate] = []

    /// A place in the module.
    struct Site: Hashable {
        let file: String
        let line: Int
        let column: Int
    }

    /// `.environmentObject(x)` calls (at their `.`) whose argument holds a candidate, with its
    /// qualified name: they become `.environment(x)` when that class migrates.
    private(set) var environmentModifiers: [Site: String] = [:]

    /// `Type.name` for every `$name` a type's code takes (in any file): an `@ObservedObject` whose
    /// binding is taken becomes `@Bindable`.
    private(set) var bindingsTaken: Set<String> = []

    init(module: ModuleLookup) {
        let names = module.typeNames()
        let types = names.compactMap(module.type)
        for facts in types where facts.kind == .class && Self.isObservableObject(facts, module: module) {
            let published = facts.declarations.flatMap(\.properties).filter { $0.wrapper == "Published" && !$0.isStatic }.map(\.name)
            candidates.append(Candidate(qualifiedName: facts.qualifiedName, name: facts.name, publishedProperties: published))
        }
        guard !candidates.isEmpty else { return }
        // The files that name each class (by its last name component), and those that also
        // declare or extend it: a use whose base has an unknown type may be the class's there.
        let mentioningFiles = Dictionary(uniqueKeysWithValues: candidates.map { ($0.qualifiedName, module.files(mentioning: $0.name)) })
        let namingFiles = Dictionary(uniqueKeysWithValues: candidates.map { candidate in
            (candidate.qualifiedName, Set(module.type(candidate.qualifiedName)?.declarations.map(\.file) ?? []).union(mentioningFiles[candidate.qualifiedName]!))
        })

        // Each class's superclass in the module, resolved once: subclass checks then cost a lookup.
        var subclasses: [String: [String]] = [:]
        var superclassOf: [String: String] = [:]
        for facts in types where facts.kind == .class {
            guard let written = facts.inheritedTypes.first, let superclass = module.resolve(written, from: facts.qualifiedName),
                superclass.kind == .class
            else { continue }
            superclassOf[facts.qualifiedName] = superclass.qualifiedName
            subclasses[superclass.qualifiedName, default: []].append(facts.qualifiedName)
        }
        for index in candidates.indices {
            let candidate = candidates[index]
            guard let facts = module.type(candidate.qualifiedName) else { continue }
            candidates[index].blockers += Self.declarationBlockers(
                facts, superclass: superclassOf[candidate.qualifiedName], subclasses: subclasses[candidate.qualifiedName] ?? [], module: module)
        }
        blockWorkStartedOnEveryViewInit(types: types, module: module)

        for (_, use) in module.combineUses() {
            if case let .projectedValue(name) = use.kind { bindingsTaken.insert(use.enclosingType + "." + name) }
        }
        blockUntypedUsesAndRecordEnvironmentModifiers(module: module, types: types, namingFiles: namingFiles)

        // `<T: ObservableObject>` in a generic type reaches the classes named wherever that type is
        // used; at file scope (`extension ObservableObject`), every class.
        var filesNamingType: [String: Set<String>] = [:]
        func reachesThroughEnclosingType(_ enclosingType: String, _ candidate: Candidate) -> Bool {
            guard !enclosingType.isEmpty else { return true }
            let name = ModuleLookup.components(of: enclosingType).first ?? enclosingType
            if filesNamingType[name] == nil { filesNamingType[name] = module.files(mentioning: name) }
            return !filesNamingType[name]!.isDisjoint(with: mentioningFiles[candidate.qualifiedName]!)
        }

        for (file, use) in module.combineUses() {
            for index in candidates.indices {
                let candidate = candidates[index]
                let isOwnCode = use.enclosingType == candidate.qualifiedName || use.enclosingType.hasPrefix(candidate.qualifiedName + ".")
                // A use whose base is of unknown type may be this class's when the file names the
                // class or declares (or extends) it.
                let mayBeOwn = isOwnCode || namingFiles[candidate.qualifiedName]!.contains(file)
                let reason: String?
                switch use.kind {
                case .objectWillChange:
                    reason = isOwnCode ? "uses objectWillChange, which @Observable classes do not have" : nil
                case .memberObjectWillChange:
                    reason = mayBeOwn ? "may use objectWillChange of '\(candidate.qualifiedName)', which @Observable classes do not have" : nil
                case let .projectedValue(name):
                    reason = isOwnCode && candidate.publishedProperties.contains(name)
                        ? "uses the publisher $\(name), which @Observable properties do not have" : nil
                case .environmentObjectModifier, .wrapperStorage:
                    reason = nil  // see `blockUntypedUsesAndRecordEnvironmentModifiers`
                case let .observableObjectReference(name):
                    reason = mayBeOwn || reachesThroughEnclosingType(use.enclosingType, candidate)
                        ? "writes '\(name)' as a type, constraint or call, which '\(candidate.qualifiedName)' would no longer satisfy as an @Observable class" : nil
                case let .memberProjectedValue(name):
                    reason = mayBeOwn && candidate.publishedProperties.contains(name)
                        ? "may use the publisher $\(name) of '\(candidate.qualifiedName)', which @Observable properties do not have" : nil
                }
                if let reason {
                    candidates[index].blockers.append(Blocker(file: file, line: use.line, column: use.column, reason: reason))
                }
            }
        }
        // A class moves with every file that declares, names or uses it, or not at all: a file outside
        // the run (a single-file run, excluded files) keeps it.
        for index in candidates.indices {
            // With the files found above that change without naming it (`.environmentObject(store)`,
            // `$store.name`, `_store = …` in an extension elsewhere).
            candidates[index].files.formUnion(namingFiles[candidates[index].qualifiedName]!)
        }
        if let project = module.project, project.restrictsFilesInRun {
            for index in candidates.indices {
                for file in candidates[index].files.sorted() where !project.isInRun(file) {
                    let candidate = candidates[index]
                    candidates[index].blockers.append(Blocker(
                        file: file, line: 1, column: 1,
                        reason: "declares or uses '\(candidate.qualifiedName)' but is not part of this run; run svrefactor on the whole module"))
                }
            }
        }
        // In the order a reader goes through the module.
        for index in candidates.indices {
            candidates[index].blockers.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        }
    }

    /// `@StateObject` creates its object once, the first time the view appears; `@State` evaluates
    /// its initial value each time the view is initialized (and keeps the first). A class whose
    /// `init` starts work (a `Task`, a timer, a subscription) would start it again for every
    /// discarded copy, which may never end (CodeEdit's search model waits on a stream only its
    /// own deinit finishes); one whose `init` calls a function would run it again (OnlySwitch's
    /// Bluetooth query). Such a class held in a `@StateObject` stays as it is.
    private mutating func blockWorkStartedOnEveryViewInit(types: [TypeFacts], module: ModuleLookup) {
        for index in candidates.indices {
            let candidate = candidates[index]
            guard let facts = module.type(candidate.qualifiedName), let primary = facts.primary else { continue }
            let work: String
            if facts.initializers.contains(where: \.startsWork) {
                work = "its init starts work (a Task, a timer, a subscription or an observer)"
            } else if let call = facts.initializers.lazy.compactMap(\.firstCall).first {
                work = "its init calls '\(call)'"
            } else {
                continue
            }
            let names: Set<String> = [candidate.name, candidate.qualifiedName]
            // One finding per type that holds it: its first `@StateObject` of the class, by written
            // type or by the type its initial value constructs.
            for holder in types {
                let property = holder.declarations.flatMap(\.properties).first { property in
                    guard property.wrapper == "StateObject" else { return false }
                    if case let .call(callee)? = property.initialValue, names.contains(callee) { return true }
                    return property.type.map(names.contains) ?? false
                }
                guard let property else { continue }
                candidates[index].blockers.append(Blocker(
                    file: primary.file, line: primary.line, column: primary.column,
                    reason: "\(work), and '\(holder.name).\(property.name)' holds it in a @StateObject: as @State, it would be created, and do that work, each time the view is initialized; do the work in the view's .task, or migrate by hand"))
            }
        }
    }

    /// The wrappers that hold an `ObservableObject` in views, and what replaces each.
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    /// Whether ``ObservableUseRewriter`` migrates this assignment to a wrapper's storage
    /// (`_model = StateObject(wrappedValue: …)`), as ``CodeScanner`` records it.
    static func migratesStorageAssignment(_ assignment: String?, wrapper: String) -> Bool {
        guard var call = assignment else { return false }
        if call.hasPrefix("SwiftUI.") { call.removeFirst("SwiftUI.".count) }
        switch wrapper {
        case "StateObject": return call == "StateObject(wrappedValue:" || call == ".init(wrappedValue:"
        case "ObservedObject":
            return ["ObservedObject(wrappedValue:", "ObservedObject(initialValue:", ".init(wrappedValue:", ".init(initialValue:"].contains(call)
        default: return false
        }
    }

    /// The qualified name of the type a property of `scope` holds, when syntax tells it: its
    /// written type, its initial value's initializer call (`Store()`), or a static property it reads
    /// (`Store.shared`, whose own type is told the same way). Nil otherwise.
    static func heldType(of property: TypeDeclaration.Property, in scope: String, module: ModuleLookup, depth: Int = 0) -> String? {
        if let type = property.type { return module.resolve(type, from: scope)?.qualifiedName }
        switch property.initialValue {
        case let .call(callee)?:
            return module.resolve(callee, from: scope)?.qualifiedName
        case let .staticMember(type, member)?:
            guard depth < 4, let owner = module.resolve(type, from: scope), let stored = owner.property(named: member), stored.isStatic else { return nil }
            return heldType(of: stored, in: owner.qualifiedName, module: module, depth: depth + 1)
        default:
            return nil
        }
    }

    /// Uses the rule cannot rewrite, each blocking the classes it may involve: a
    /// `@StateObject`/`@ObservedObject`/`@EnvironmentObject` whose type is neither written nor a call
    /// (`@StateObject var m = makeModel()`), and `.environmentObject(…)` with an argument whose type
    /// syntax cannot tell; either may hold any class the file mentions. Typed `.environmentObject`
    /// calls are recorded for the rewrite.
    private mutating func blockUntypedUsesAndRecordEnvironmentModifiers(module: ModuleLookup, types: [TypeFacts], namingFiles: [String: Set<String>]) {
        func block(mentionedIn file: String, line: Int, column: Int, _ reason: String) {
            for index in candidates.indices where namingFiles[candidates[index].qualifiedName]!.contains(file) {
                candidates[index].blockers.append(Blocker(file: file, line: line, column: column, reason: reason))
            }
        }
        let candidateNames = Set(candidates.map(\.qualifiedName))
        let projected = module.combineUses()
        // `_model` uses by type and property name.
        var storages: [String: [(file: String, use: CombineUse)]] = [:]
        for (file, use) in projected {
            if case let .wrapperStorage(property, _) = use.kind { storages[use.enclosingType + "." + property, default: []].append((file, use)) }
        }
        for facts in types where facts.kind == .struct || facts.kind == .extension {
            for declaration in facts.declarations {
                for property in declaration.properties {
                    guard let wrapper = property.wrapper, Self.objectWrappers.contains(wrapper) else { continue }
                    guard let held = Self.heldType(of: property, in: facts.qualifiedName, module: module) else {
                        // Written but not a type of the module (another module's class) is no concern.
                        if property.type == nil {
                            block(
                                mentionedIn: declaration.file, line: declaration.line, column: declaration.column,
                                "'\(facts.qualifiedName).\(property.name)' is @\(wrapper) with a type svrefactor cannot tell; write its type")
                        }
                        continue
                    }
                    guard let index = candidates.firstIndex(where: { $0.qualifiedName == held }) else { continue }
                    // `$name` of an environment object needs a `@Bindable` local in the body that takes it.
                    if wrapper == "EnvironmentObject" {
                        for (file, use) in projected where use.kind == .projectedValue(property.name) && use.enclosingType == facts.qualifiedName {
                            candidates[index].files.insert(file)
                        }
                    }
                    for (file, use) in storages[facts.qualifiedName + "." + property.name] ?? [] {
                        candidates[index].files.insert(file)
                        guard case let .wrapperStorage(_, assignment) = use.kind,
                            !Self.migratesStorageAssignment(assignment, wrapper: wrapper)
                        else { continue }
                        let what = assignment.map { $0.isEmpty ? "assigns another value to it" : "assigns \($0) …) to it" } ?? "reads it"
                        candidates[index].blockers.append(Blocker(
                            file: file, line: use.line, column: use.column,
                            reason: "uses the @\(wrapper) storage '_\(property.name)' of '\(facts.qualifiedName)' (\(what)), which svrefactor cannot migrate; only `_\(property.name) = \(wrapper)(wrappedValue: …)` in an init can"))
                    }
                }
            }
        }
        // Outside a view (a representable's `Coordinator`) the wrappers do nothing, and the rewrite,
        // which knows views, leaves them: `@ObservedObject` of an @Observable class does not compile.
        for facts in types where facts.kind != .struct && facts.kind != .extension {
            for declaration in facts.declarations {
                for property in declaration.properties {
                    guard let wrapper = property.wrapper, Self.objectWrappers.contains(wrapper),
                        let held = Self.heldType(of: property, in: facts.qualifiedName, module: module),
                        let index = candidates.firstIndex(where: { $0.qualifiedName == held })
                    else { continue }
                    candidates[index].blockers.append(Blocker(
                        file: declaration.file, line: declaration.line, column: declaration.column,
                        reason: "'\(facts.qualifiedName).\(property.name)' is @\(wrapper) in a \(declaration.kind.rawValue), where it updates nothing; make it a plain property"))
                }
            }
        }
        for (file, use) in projected {
            guard case let .environmentObjectModifier(argument) = use.kind else { continue }
            guard let held = argument.flatMap({ Self.typeOfEnvironmentArgument($0, in: use.enclosingType, module: module) }) else {
                block(
                    mentionedIn: file, line: use.line, column: use.column,
                    "calls .environmentObject(…) with an argument whose type svrefactor cannot tell; pass a property with a written type")
                continue
            }
            // A class of another module (or not a class at all) is not affected.
            if candidateNames.contains(held) {
                environmentModifiers[Site(file: file, line: use.line, column: use.column)] = held
                if let index = candidates.firstIndex(where: { $0.qualifiedName == held }) { candidates[index].files.insert(file) }
            }
        }
    }

    /// The qualified name of the type `argument` (as ``CombineUse/Kind/environmentObjectModifier(argument:)``
    /// records it) holds, written in the code of `scope`: `self`, a type's initializer call, or a
    /// chain of properties whose types syntax tells (see ``heldType(of:in:module:depth:)``) that
    /// starts at a property of the scope or a static property of a type (`Store.shared`,
    /// `environment.filters`); nil when syntax cannot tell.
    static func typeOfEnvironmentArgument(_ argument: String, in scope: String, module: ModuleLookup) -> String? {
        if argument == "self" { return module.type(scope).flatMap { $0.kind == .class ? $0.qualifiedName : nil } }
        var text = argument.hasPrefix("self.") ? String(argument.dropFirst("self.".count)) : argument
        if text.hasSuffix("()") {
            text.removeLast(2)
            return module.resolve(text, from: scope)?.qualifiedName
        }
        var components = text.split(separator: ".").map(String.init)
        guard !components.isEmpty else { return nil }
        // The first link: a property of the view (or a type around it), else `Type.staticMember`.
        var current: String
        if let property = module.type(scope)?.property(named: components[0]), !property.isStatic {
            guard let held = heldType(of: property, in: scope, module: module) else { return nil }
            current = held
            components.removeFirst()
        } else {
            guard let ownerEnd = (1..<components.count).last(where: { module.resolve(components[..<$0].joined(separator: "."), from: scope) != nil }),
                let owner = module.resolve(components[..<ownerEnd].joined(separator: "."), from: scope),
                let property = owner.property(named: components[ownerEnd]), property.isStatic,
                let held = heldType(of: property, in: owner.qualifiedName, module: module)
            else { return nil }
            current = held
            components.removeFirst(ownerEnd + 1)
        }
        // Then instance properties of each type in turn.
        for name in components {
            guard let property = module.type(current)?.property(named: name), !property.isStatic,
                let held = heldType(of: property, in: current, module: module)
            else { return nil }
            current = held
        }
        return current
    }

    /// Conforms to `ObservableObject` itself, or through a protocol of the module that inherits it.
    private static func isObservableObject(_ facts: TypeFacts, module: ModuleLookup) -> Bool {
        facts.inherits("ObservableObject") || facts.inheritedTypes.contains { inherited in
            module.resolve(inherited, from: facts.qualifiedName).map { $0.kind == .protocol && $0.inherits("ObservableObject") } ?? false
        }
    }

    /// Attributes of a class that add no members: anything else may be a macro that does.
    private static let knownClassAttributes: Set<String> = [
        "MainActor", "objc", "objcMembers", "nonobjc", "available", "preconcurrency", "unchecked", "Sendable", "frozen",
        "usableFromInline", "dynamicMemberLookup", "Observable", "final",
    ]

    /// Blockers found in declarations: class hierarchies, protocols that require `ObservableObject`,
    /// attached macros, deinits that read stored properties, and stored properties Observation
    /// cannot track.
    private static func declarationBlockers(
        _ facts: TypeFacts, superclass: String?, subclasses: [String], module: ModuleLookup
    ) -> [Blocker] {
        var blockers: [Blocker] = []
        let primary = facts.primary
        let file = primary?.file ?? facts.declarations.first?.file ?? ""
        let line = primary?.line ?? 0, column = primary?.column ?? 0
        func block(_ reason: String) { blockers.append(Blocker(file: file, line: line, column: column, reason: reason)) }

        // Another module may observe it as an `ObservableObject` (`@ObservedObject`, `$model.name`),
        // which this run cannot see, let alone rewrite.
        if facts.declarations.contains(where: \.isPublic) {
            block("is public, and code outside the module may use it as an ObservableObject; migrate it by hand, as an API change")
        }
        // The macro extends the class at file scope, where a private class nested in another type
        // is out of sight: "'ScrollViewDelegate' is inaccessible due to 'private' protection level"
        // (swiftlang/swift#77023).
        if facts.qualifiedName.contains("."), facts.declarations.contains(where: \.isPrivate) {
            block("is a private class nested in another type, which the extension @Observable adds at file scope may not see (swiftlang/swift#77023); move it out of the type, or migrate it by hand")
        }
        // `@Observable` cannot be applied one class at a time along a hierarchy: a subclass keeps
        // its superclass's `ObservableObject` conformance, and observation does not cross it.
        if let superclass {
            block("is a subclass of '\(superclass)'; migrate the hierarchy by hand")
        }
        for subclass in subclasses {
            block("has the subclass '\(subclass)'; migrate the hierarchy by hand")
        }
        for inherited in facts.inheritedTypes {
            if let proto = module.resolve(inherited, from: facts.qualifiedName), proto.kind == .protocol, proto.inherits("ObservableObject") {
                block("conforms to '\(proto.qualifiedName)', which requires ObservableObject")
            }
        }
        // The macro stores `name` as `_name`: synthesized coding keys change (persisted data no
        // longer decodes) and a synthesized `CodingKeys` loses its cases (code using them breaks).
        let encodes = facts.inherits("Codable") || facts.inherits("Encodable")
        let decodes = facts.inherits("Codable") || facts.inherits("Decodable")
        if encodes || decodes {
            let writesEncode = facts.methods(named: "encode").contains { $0.parameters.first?.label == "to" }
            let writesDecode = facts.initializers.contains { $0.parameters.first?.label == "from" }
            let writesKeys = facts.nestedTypes.contains { $0.name == "CodingKeys" }
            if encodes && !writesEncode || decodes && !writesDecode || !writesKeys {
                block("conforms to Codable, whose synthesized coding would use the '_name' storage @Observable creates; write CodingKeys, init(from:) and encode(to:) yourself, or migrate by hand")
            }
        }
        // An attached macro (Swiftfin's `@Stateful`) may add the `@Published` state itself:
        // `@Observable` does not see members another macro adds, so they would stop updating views.
        if let attribute = facts.declarations.flatMap(\.attributes).first(where: { !knownClassAttributes.contains($0) }) {
            block("has the attribute @\(attribute), which may be a macro that adds members @Observable cannot see; migrate by hand")
        }
        // `@Observable` makes stored properties computed, isolated to the class's actor; a deinit
        // is not, and can then no longer read them (an error in Swift 6 mode).
        let isMainActor = facts.declarations.contains { $0.attributes.contains("MainActor") }
            || module.project?.deploymentTarget?.defaultsToMainActor == true
        if isMainActor, facts.declarations.contains(where: \.deinitReadsStoredProperties) {
            block("is main-actor isolated and its deinit reads stored properties, which @Observable would make main-actor computed properties a deinit cannot read; migrate by hand")
        }
        for property in facts.declarations.flatMap(\.properties) where !property.isStatic {
            if let wrapper = property.wrapper, wrapper != "Published", wrapper != "ObservationIgnored" {
                block("'\(property.name)' uses the property wrapper @\(wrapper), which @Observable classes cannot hold")
            } else if property.observerAssignsItself, property.wrapper != "ObservationIgnored" {
                // Stored, the assignment in its own observer does not call the observer again;
                // made computed by the macro, it does (MacOSToolbox's `CustomizeItem.toggle`, whose
                // `didSet` undoes a change and then saved it twice).
                block("'\(property.name)' has a didSet or willSet that assigns to it, which runs the observer again once @Observable makes it computed; move that assignment out of the observer, or migrate by hand")
            } else if property.isLazy, !property.isPrivate, property.wrapper != "ObservationIgnored" {
                // A private one becomes `@ObservationIgnored`: only the class sees it, as a cache.
                block("'\(property.name)' is a lazy var, which @Observable cannot track; make it private (svrefactor then marks it @ObservationIgnored) or migrate by hand")
            }
        }
        return blockers
    }
}
