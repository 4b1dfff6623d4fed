import Foundation
import SVRefactorCore
import SwiftSyntax

/// What kind of model object a class is, which decides how a view holds it.
enum ModelClassKind: Equatable {
    /// `@Observable`: tracked through a plain reference; `@Bindable` projects bindings.
    case observable
    /// `ObservableObject`: a view must hold it in `@ObservedObject` (or `@StateObject`) to update.
    case observableObject

    /// Whether `facts` is an `@Observable` or `ObservableObject` class of the module, directly,
    /// through an extension in any file, or through a superclass. Nil for anything else.
    init?(_ facts: TypeFacts?, module: ModuleLookup) {
        guard let kind = Self.kind(facts, module: module, depth: 0) else { return nil }
        self = kind
    }

    private static func kind(_ facts: TypeFacts?, module: ModuleLookup, depth: Int) -> ModelClassKind? {
        guard let facts, facts.kind == .class, depth < 8 else { return nil }
        if facts.attributes.contains("Observable") { return .observable }
        if facts.inherits("ObservableObject") { return .observableObject }
        // The first inherited type is the superclass, when it is a class.
        guard let superclass = facts.primary?.inheritedTypes.first else { return nil }
        return kind(module.resolve(superclass, from: facts.enclosingScope), module: module, depth: depth + 1)
    }
}

extension TypeFacts {
    /// The qualified name of the type or extension the type is declared in (empty at file scope),
    /// where the names its declaration writes are looked up.
    var enclosingScope: String {
        qualifiedName.lastIndex(of: ".").map { String(qualifiedName[..<$0]) } ?? ""
    }
}

/// The stored properties of the module's views and apps that hold a class of the module: which
/// objects SwiftUI code keeps as state (`@State`, `@StateObject`), receives (`@ObservedObject`,
/// `@Bindable`) or reads from the environment (`@Environment(Model.self)`, `@EnvironmentObject`).
///
/// Read from the project model alone (a property's written type, else the class its initial value
/// constructs), so it sees the whole module from any file.
struct ViewStateHolders {
    /// One property that holds a class.
    struct Holder: Equatable {
        /// The qualified name of the view or app.
        let owner: String
        let property: String
        /// `State`, `StateObject`, `ObservedObject`, `Bindable`, `Environment` or `EnvironmentObject`.
        let wrapper: String
        /// The display path of the file that declares the owner.
        let file: String
        /// Whether the owner is a view (else an app).
        let isView: Bool

        /// `ProfileView.model in ProfileView.swift`.
        var description: String { "\(owner).\(property) in \(file.split(separator: "/").last.map(String.init) ?? file)" }
    }

    static let wrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Bindable", "Environment", "EnvironmentObject"]

    /// The holders of each class, by the class's qualified name, in path and declaration order.
    private(set) var holdersByClass: [String: [Holder]] = [:]

    init(module: ModuleLookup) {
        for name in module.typeNames() {
            guard let facts = module.type(name), facts.kind == .struct, facts.inherits("View") || facts.inherits("App"),
                let primary = facts.primary
            else { continue }
            // Extensions cannot add stored properties: the declaration holds them all.
            for property in primary.properties where !property.isStatic && !property.isComputed {
                guard let wrapper = property.wrapper, Self.wrappers.contains(wrapper), let written = Self.heldType(of: property),
                    let held = module.resolve(written, from: facts.qualifiedName), held.kind == .class
                else { continue }
                holdersByClass[held.qualifiedName, default: []].append(
                    Holder(owner: facts.qualifiedName, property: property.name, wrapper: wrapper, file: primary.file, isView: facts.inherits("View")))
            }
        }
    }

    /// The properties that hold the class `qualifiedName` with one of `wrappers`.
    func holders(of qualifiedName: String, wrappers: Set<String> = Self.wrappers) -> [Holder] {
        (holdersByClass[qualifiedName] ?? []).filter { wrappers.contains($0.wrapper) }
    }

    /// The type a wrapped property holds, as written: its annotation without `?` or `!`, the
    /// argument of `@Environment(Model.self)`, or the type its initial value constructs.
    private static func heldType(of property: TypeDeclaration.Property) -> String? {
        if property.wrapper == "Environment" {
            guard let argument = property.wrapperArguments, argument.hasSuffix(".self") else { return nil }
            return String(argument.dropLast(".self".count))
        }
        if var type = property.type {
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            return type
        }
        if case let .call(callee)? = property.initialValue { return callee }
        return nil
    }
}

/// A value derived from a project model once and shared by every file (and worker) of a run: a
/// rule holds one and asks it for the value of the run's model.
final class PerModelCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var built: (model: UInt64, value: Value, reads: ModelReadRecorder.ReadSet)?

    /// The value for `project`, built by `build` from the module as the model holds it (no file's
    /// tree replaces its entry) on first use. Every file that uses it depends on what building it
    /// read, so those reads are added to the file's (see ``ModelReadRecorder``).
    func value(for project: ProjectModel, build: (ModuleLookup) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let built, built.model == project.identity {
            ModelReadRecorder.note(readSet: built.reads)
            return built.value
        }
        let (value, reads) = ModelReadRecorder.recordingDerivedValue { build(ModuleLookup(path: "", local: nil, project: project)) }
        built = (project.identity, value, reads)
        ModelReadRecorder.note(readSet: reads)
        return value
    }

    /// The value the rule should use in `context`: the cached one while the file is the one the
    /// model indexed, else one built from the module as this file's current tree shows it (an
    /// earlier rule of the run changed it, or the run has no model).
    func value(in context: RuleContext, build: (ModuleLookup) -> Value) -> Value {
        guard let project = context.project, context.module.local == nil else { return build(context.module) }
        return value(for: project, build: build)
    }
}

/// The classes a file declares outside function bodies (at file scope, nested in types and
/// extensions, inside `#if`): the ones the project model knows, in source order.
enum ClassDeclarations {
    static func all(in file: SourceFileSyntax) -> [ClassDeclSyntax] {
        var classes: [ClassDeclSyntax] = []
        collect(file.statements.compactMap { $0.item.as(DeclSyntax.self) }, into: &classes)
        return classes
    }

    private static func collect(_ decls: [DeclSyntax], into classes: inout [ClassDeclSyntax]) {
        for decl in decls {
            if let classDecl = decl.as(ClassDeclSyntax.self) { classes.append(classDecl) }
            if let group = decl.asProtocol(DeclGroupSyntax.self) {
                collect(group.memberBlock.members.map(\.decl), into: &classes)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    switch clause.elements {
                    case let .decls(members): collect(members.map(\.decl), into: &classes)
                    case let .statements(statements): collect(statements.compactMap { $0.item.as(DeclSyntax.self) }, into: &classes)
                    default: continue
                    }
                }
            }
        }
    }
}
