/// The module as one file sees it: the file's own declarations, from its current syntax tree, and
/// every other file's, from the run's ``ProjectModel``.
///
/// The current tree counts rather than the model's copy of this file, because an earlier rule of
/// the same run may have changed it; while the file is still exactly what was indexed, the model's
/// copy stands for it (`local` is nil) and nothing is extracted twice. Without a model (standard
/// input, `--no-index`, a test), only the file itself is known, and rules that need more refuse with
/// a finding.
///
/// One lookup serves one file on one thread; it caches what it merges.
public final class ModuleLookup {
    public let path: String
    /// This file's declarations; nil when the model's copy of this file is current.
    public let local: FileDeclarations?
    public let project: ProjectModel?
    private var cache: [String: TypeFacts?] = [:]
    private lazy var localTypes: [String: [TypeDeclaration]] = Dictionary(grouping: local?.types ?? [], by: \.qualifiedName)
    /// Last name components of the types this file declares (not extends).
    private lazy var localTypeNames = Set((local?.types ?? []).filter { $0.kind != .extension }.map(\.name))
    /// The file whose model entry the current tree replaces.
    private var replacedFile: String? { local == nil ? nil : path }

    public init(path: String, local: FileDeclarations?, project: ProjectModel?) {
        precondition(local != nil || project != nil, "a lookup needs the file's declarations or a model that holds them")
        self.path = path
        self.local = local
        self.project = project
    }

    /// Whether the run covers files besides this one, so the rest of the module can be checked.
    public var seesOtherFiles: Bool {
        guard let project else { return false }
        return project.hasFiles(besides: path)
    }

    /// The merged facts of the type named `qualifiedName` exactly; nil when nothing declares or extends it.
    public func type(_ qualifiedName: String) -> TypeFacts? {
        if let cached = cache[qualifiedName] { return cached }
        let declarations = (localTypes[qualifiedName] ?? []) + (project?.declarations(of: qualifiedName, excludingFile: replacedFile) ?? [])
        let facts = declarations.isEmpty ? nil : TypeFacts(qualifiedName: qualifiedName, declarations: declarations)
        cache[qualifiedName] = facts
        return facts
    }

    /// The type a name written inside `scope` (a qualified type name, empty at file scope) refers to,
    /// when the run declares it: `Row` inside `ProfileView` is `ProfileView.Row` if that exists,
    /// else a top-level `Row`. Generic arguments are ignored (`Box<Int>` → `Box`), and a typealias
    /// declared in the run is followed. Nil for types the run does not declare (SwiftUI's, Foundation's).
    public func resolve(_ writtenName: String, from scope: String) -> TypeFacts? {
        resolve(writtenName, from: scope, aliasDepth: 0)
    }

    private func resolve(_ writtenName: String, from scope: String, aliasDepth: Int) -> TypeFacts? {
        let components = Self.components(of: writtenName)
        guard let first = components.first else { return nil }
        for candidate in Self.qualifiedCandidates(for: first, from: scope) {
            // A longer name may start with a type the run only extends (`String.Nested`).
            guard let found = type(candidate), found.kind != nil || components.count > 1,
                var facts = followingAlias(found, aliasDepth: aliasDepth)
            else { continue }
            for component in components.dropFirst() {
                guard let member = type(facts.qualifiedName + "." + component),
                    let followed = followingAlias(member, aliasDepth: aliasDepth)
                else { return nil }
                facts = followed
            }
            return facts.kind == nil ? nil : facts
        }
        return nil
    }

    /// The type or typealias that the simple name `name`, written in `scope`, names: the innermost
    /// enclosing scope that declares it first, then file scope. Unlike ``resolve(_:from:)`` it does
    /// not follow a typealias, so that the name can be qualified for another scope as it is written
    /// (`Model` in `Editor` is `Editor.Model`, whatever it aliases).
    public func declaration(ofTypeNamed name: String, from scope: String) -> TypeFacts? {
        Self.qualifiedCandidates(for: name, from: scope).lazy.compactMap { self.type($0) }.first { $0.kind != nil }
    }

    /// What the simple name `name` written in `scope` may stand for, the way the compiler looks
    /// nested types up: `scope.name`, then in each enclosing scope outwards, then `name` at file scope.
    private static func qualifiedCandidates(for name: String, from scope: String) -> [String] {
        var candidates: [String] = []
        var prefix = scope
        while !prefix.isEmpty {
            candidates.append(prefix + "." + name)
            prefix = prefix.lastIndex(of: ".").map { String(prefix[..<$0]) } ?? ""
        }
        candidates.append(name)
        return candidates
    }

    /// The type a typealias of the run stands for (the facts themselves for any other type).
    private func followingAlias(_ facts: TypeFacts, aliasDepth: Int) -> TypeFacts? {
        guard facts.kind == .typealias else { return facts }
        guard aliasDepth < 4, let aliased = facts.primary?.aliasedType else { return nil }
        let aliasScope = facts.qualifiedName.lastIndex(of: ".").map { String(facts.qualifiedName[..<$0]) } ?? ""
        return resolve(aliased, from: aliasScope, aliasDepth: aliasDepth + 1)
    }

    /// `Foo<Int>.Bar<T>` → [`Foo`, `Bar`]; empty for anything that is not a plain (member) type name.
    public static func components(of writtenName: String) -> [String] {
        var components: [String] = []
        var current: [UInt8] = []
        var depth = 0
        for byte in writtenName.utf8 {
            switch byte {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ".") where depth == 0:
                components.append(String(decoding: current, as: UTF8.self))
                current = []
            case UInt8(ascii: " ") where depth == 0: continue
            default:
                if depth == 0 { current.append(byte) }
            }
        }
        components.append(String(decoding: current, as: UTF8.self))
        let isName = components.allSatisfy { component in
            guard let first = component.utf8.first, SourceBytes.isIdentifierStart(first) else { return false }
            return component.utf8.allSatisfy(SourceBytes.isIdentifierContinuation)
        }
        return isName ? components : []
    }

    /// The qualified names of every type the module declares or extends, sorted.
    public func typeNames() -> [String] {
        let own = Set((local?.types ?? []).map(\.qualifiedName))
        let others = (project?.typeNames ?? []).filter { name in
            // The model's entry for this file is replaced by the current tree.
            project?.declarations(of: name, excludingFile: replacedFile).isEmpty == false
        }
        return own.union(others).sorted()
    }

    /// Whether file `file` mentions the type-like name `name` (this file: its current tree).
    public func file(_ file: String, mentions name: String) -> Bool {
        if file == path, let local { return local.identifiers.contains(name) }
        return project?.mentions(name, inFile: file) ?? false
    }

    /// The files that mention the type-like name `name` (this file: its current tree), from the
    /// model's table rather than a question per file.
    public func files(mentioning name: String) -> Set<String> {
        var found = Set(project?.files(mentioning: name) ?? [])
        if let local {
            found.remove(path)
            if local.identifiers.contains(name) { found.insert(path) }
        }
        return found
    }

    /// For each file that mentions the type-like name `name`, the types whose code may write it
    /// where the file does not show that code runs on the main actor (see
    /// ``FileDeclarations/mentionsOutsideMainActor``: a filter, so a type may be listed that does
    /// not, about once in two hundred); files that write it only on the main actor are left out.
    public func typesMentioningOutsideMainActor(_ name: String) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in files(mentioning: name) {
            let entry = file == path && local != nil ? local : project?.declarations(inFile: file)
            let types = Set((entry?.mentionsOutsideMainActor ?? [:]).filter { $0.value.mayContain(name) }.keys)
            if !types.isEmpty { found[file] = types }
        }
        return found
    }

    /// Uses of `objectWillChange` and of projected values in the module, this file's from its
    /// current tree.
    public func combineUses() -> [(file: String, use: CombineUse)] {
        let own = (local?.combineUses ?? []).map { (path, $0) }
        return own + (project?.combineUses(excludingFile: replacedFile) ?? [])
    }

    /// Whether this file's code writes `.name` on a base other than `self` (see
    /// ``FileDeclarations/memberAccesses``).
    public func accessesMemberInThisFile(_ name: String) -> Bool {
        if let local { return local.memberAccesses.contains(name) }
        return project?.accessesMember(name, inFile: path) ?? false
    }

    /// Whether file `file`'s code writes `.name` on a base other than `self` (this file: its
    /// current tree; see ``FileDeclarations/memberAccesses``).
    public func file(_ file: String, accessesMember name: String) -> Bool {
        if file == path, let local { return local.memberAccesses.contains(name) }
        return project?.accessesMember(name, inFile: file) ?? false
    }

    /// Whether file `file`'s code may hold the identifier `name`, of any case (this file: its
    /// current tree; see ``FileDeclarations/names``: false means it does not).
    public func file(_ file: String, mayContainName name: String) -> Bool {
        if file == path, let local { return local.names.mayContain(name) }
        return project?.mayContain(name, inFile: file) ?? false
    }

    /// Whether file `file` calls a type-named callee whose last component is `name`
    /// (`DispatchQueue(label: …)`), module type or not (this file: its current tree).
    public func file(_ file: String, callsTypeNamed name: String) -> Bool {
        if file == path, let local { return local.callSites.contains { ProjectModel.lastComponent(of: $0.callee) == name } }
        return project?.callSites(ofTypeNamed: name).contains { $0.file == file } ?? false
    }

    /// Whether any file, this one included, declares a type with this last name component.
    public func declaresType(named name: String) -> Bool {
        localTypeNames.contains(name)
            || !(project?.qualifiedNames(ofTypesNamed: name, excludingFile: replacedFile).isEmpty ?? true)
    }

    /// The qualified names (`Picker.Color`) of the types named `name` (their last component) that
    /// this file or another file of the module declares (not extends).
    public func qualifiedNamesOfTypes(named name: String) -> [String] {
        let here = (local?.types ?? []).filter { $0.kind != .extension && $0.name == name }.map(\.qualifiedName)
        return here + (project?.qualifiedNames(ofTypesNamed: name, excludingFile: replacedFile) ?? [])
    }

    /// Whether this file or another file of the module declares a method named `name`, in any type
    /// or extension, that other types can call (not private or fileprivate): a call of it may be the
    /// app's own API rather than a library's. Private methods do not count: hoist-closures adds
    /// them, and a second run must name what the first left as the first did.
    public func declaresMethod(named name: String) -> Bool {
        (local?.types ?? []).contains { $0.methods.contains { $0.name == name && !$0.isPrivate } }
            || project?.declaresMethod(named: name, excludingFile: replacedFile) == true
    }

    /// Whether code anywhere in the module (this file's current text or another file) uses the
    /// identifier `name`. Only type-like names (starting with an uppercase letter) are recorded, so
    /// for any other name the answer is false.
    public func isMentioned(_ name: String) -> Bool {
        local?.identifiers.contains(name) == true || project?.isMentioned(name, excludingFile: replacedFile) == true
    }

    /// Whether code of the module may write the type-like name `name` other than as a callee or a
    /// declaration's own name (see ``FileDeclarations/namesOutsideCalls``): as a type annotation, a
    /// return type, a generic argument. Without a model the rest of the module is unknown: true.
    public func mayWriteOutsideCalls(_ name: String) -> Bool {
        guard let project else { return true }
        if let local, local.namesOutsideCalls.contains(name) { return true }
        return project.writesOutsideCalls(name, excludingFile: replacedFile)
    }

    /// Other files that might use member `member` of `type` (see ``ProjectModel/files(possiblyUsing:of:)``);
    /// none when this file declares `type` private, since no other file can see it.
    public func otherFiles(possiblyUsing member: String, of type: String) -> [String] {
        guard !declaresPrivately(type) else { return [] }
        return (project?.files(possiblyUsing: member, of: type) ?? []).filter { $0 != path }
    }

    /// Whether this file declares the type `qualifiedName` private (or fileprivate).
    private func declaresPrivately(_ qualifiedName: String) -> Bool {
        let ownTypes = local?.types ?? project?.declarations(inFile: path)?.types ?? []
        return ownTypes.contains { $0.qualifiedName == qualifiedName && $0.kind != .extension && $0.isPrivate }
    }

    /// Calls of the type `qualifiedName`'s initializers in the module, this file included.
    public func callSites(of qualifiedName: String) -> [(file: String, call: InitializerCallSite)] {
        let name = ProjectModel.lastComponent(of: qualifiedName)
        let local = (self.local?.callSites ?? []).filter { ProjectModel.lastComponent(of: $0.callee) == name }.map { (path, $0) }
        let others = (project?.callSites(ofTypeNamed: name) ?? []).filter { $0.file != replacedFile }
        return (local + others).filter { site in
            resolve(site.call.callee, from: site.call.enclosingType)?.qualifiedName == qualifiedName
        }
    }
}

extension ModuleLookup {
    /// The declarations and extensions of `qualifiedName` in files other than this one, with their
    /// paths. None when this file declares the type private: no other file can extend it, and one
    /// that extends a type of that name extends another type (modules that mix apps have them).
    public func declarationsInOtherFiles(of qualifiedName: String) -> [(path: String, declaration: TypeDeclaration)] {
        guard let project, !declaresPrivately(qualifiedName) else { return [] }
        return project.files(declaring: qualifiedName).filter { $0 != path }.flatMap { file in
            (project.declarations(inFile: file)?.types ?? []).filter { $0.qualifiedName == qualifiedName }.map { (file, $0) }
        }
    }
}
