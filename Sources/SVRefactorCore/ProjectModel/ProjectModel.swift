import Synchronization
/// A syntactic model of the module a run works on: what every file declares and mentions.
///
/// Built once per run from one ``FileDeclarations`` per file (extracted in parallel), then shared,
/// read-only, by every rule on every worker. It holds compact values, never syntax trees, so its
/// memory grows with the number of declarations, not with the size of the code. There is no type
/// checker behind it: a fact that syntax cannot establish is not in it, and rules refuse rather
/// than guess (see ``ModuleLookup``).
public struct ProjectModel: Sendable {
    /// Display paths of the indexed files, sorted.
    public let files: [String]
    /// Files that could not be read, counted for the summary, never an error of the run.
    public let unreadableFileCount: Int
    let entries: [FileDeclarations]
    let indexOfPath: [String: Int]
    /// Qualified type name → (file, index in that file's `types`) of its declarations and extensions.
    let declarationsByName: [String: [DeclarationReference]]
    /// Last name component → qualified names: every type the run declares under that name.
    let qualifiedNamesBySimpleName: [String: [String]]
    let mentions: [String: [Int32]]
    let memberAccesses: [String: [Int32]]
    let namesOutsideCalls: [String: [Int32]]
    /// Method name → files declaring an instance or static method of that name in a type or extension.
    let methodDeclarers: [String: [Int32]]
    /// Callee's last component → call sites, only for callees named like a type of the run.
    let callSitesByName: [String: [CallSiteReference]]

    struct DeclarationReference: Sendable {
        var file: Int32
        var index: Int32
    }

    struct CallSiteReference: Sendable {
        var file: Int32
        var index: Int32
    }

    /// For the CLI's summary. Rules ask ``hasFiles(besides:)``, which the result cache can track.
    public var fileCount: Int { files.count }

    /// Whether the model indexed any file other than `path`.
    public func hasFiles(besides path: String) -> Bool {
        ModelReadRecorder.note(.hasFilesBesides(path))
        return files.count > (indexOfPath[path] == nil ? 0 : 1)
    }

    /// The files this run may write (display paths); nil when it may write every indexed file. A
    /// rule whose change spans files (a class and its uses) changes nothing unless every file it
    /// must touch is in the run.
    public var filesInRun: Set<String>? {
        get { filesInRunStorage }
        set { filesInRunStorage = newValue }
    }
    var filesInRunStorage: Set<String>?

    /// Whether the run may write `file`.
    public func isInRun(_ file: String) -> Bool {
        ModelReadRecorder.note(.inRun(file))
        return filesInRunStorage?.contains(file) ?? true
    }

    /// Whether the run writes only some of the indexed files (`filesInRun` is set).
    public var restrictsFilesInRun: Bool {
        ModelReadRecorder.note(.runIsRestricted)
        return filesInRunStorage != nil
    }

    /// The module's oldest supported OS versions, when the CLI found a `Package.swift` or Xcode
    /// project around it.
    public var deploymentTarget: DeploymentTarget?

    /// Whether the build would compile a file created in each folder of the run, when a selected
    /// rule creates files (the CLI reads the project files only then); nil otherwise.
    public var newFileFolders: NewFileFolders?

    /// Tells models apart (copies of one model share it), so a rule can cache what it derives from
    /// the model for a run. A number never given twice in a process: an object's address would be
    /// given again to a later model once the first is freed, and a cache keyed by it would answer
    /// for the old model (the fuzzer's batches, run one after another on two threads, did).
    public private(set) var identity: UInt64 = ProjectModel.nextIdentity.wrappingAdd(1, ordering: .relaxed).newValue
    private static let nextIdentity = Atomic<UInt64>(0)

    /// Merges per-file declarations (in any order; they are sorted by path).
    public init(_ declarations: [FileDeclarations], unreadableFileCount: Int = 0) {
        var builder = Builder()
        for entry in declarations.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            builder.add(entry)
        }
        self = builder.build(unreadableFileCount: unreadableFileCount)
    }

    /// Builds a model one file at a time, so a caller can merge each file as soon as it is indexed
    /// instead of all of them at the end. Add files in path order: the model lists them (and answers
    /// with them) in the order they were added.
    public struct Builder {
        private var entries: [FileDeclarations] = []
        private var declarationsByName: [String: [DeclarationReference]] = [:]
        private var simpleNames: [String: Set<String>] = [:]
        private var mentions: [String: [Int32]] = [:]
        private var memberAccesses: [String: [Int32]] = [:]
        private var namesOutsideCalls: [String: [Int32]] = [:]
        private var methodDeclarers: [String: [Int32]] = [:]

        public init() {}

        public mutating func add(_ entry: FileDeclarations) {
            let file = Int32(entries.count)
            for (index, type) in entry.types.enumerated() {
                declarationsByName[type.qualifiedName, default: []].append(DeclarationReference(file: file, index: Int32(index)))
                if type.kind != .extension { simpleNames[type.name, default: []].insert(type.qualifiedName) }
            }
            // Private methods aside: no other type can call one (and hoist-closures adds them).
            for name in Set(entry.types.flatMap { $0.methods.filter { !$0.isPrivate }.map(\.name) }).sorted() {
                methodDeclarers[name, default: []].append(file)
            }
            for name in entry.identifiers { mentions[name, default: []].append(file) }
            for name in entry.memberAccesses { memberAccesses[name, default: []].append(file) }
            for name in entry.namesOutsideCalls { namesOutsideCalls[name, default: []].append(file) }
            var kept = entry
            // The merged tables hold these now; keeping them per file would double the model's size.
            kept.identifiers = []
            kept.memberAccesses = []
            kept.namesOutsideCalls = []
            entries.append(kept)
        }

        public func build(unreadableFileCount: Int = 0) -> ProjectModel {
            // Call sites are kept only for callees named like a type of the run, known once all are in.
            var entries = self.entries
            var callSites: [String: [CallSiteReference]] = [:]
            for fileIndex in entries.indices {
                var kept: [InitializerCallSite] = []
                for call in entries[fileIndex].callSites {
                    let name = ProjectModel.lastComponent(of: call.callee)
                    guard simpleNames[name] != nil else { continue }
                    callSites[name, default: []].append(CallSiteReference(file: Int32(fileIndex), index: Int32(kept.count)))
                    kept.append(call)
                }
                entries[fileIndex].callSites = kept
            }
            return ProjectModel(
                entries: entries, declarationsByName: declarationsByName, simpleNames: simpleNames, mentions: mentions,
                memberAccesses: memberAccesses, namesOutsideCalls: namesOutsideCalls, methodDeclarers: methodDeclarers, callSites: callSites,
                unreadableFileCount: unreadableFileCount)
        }
    }

    private init(
        entries: [FileDeclarations], declarationsByName: [String: [DeclarationReference]], simpleNames: [String: Set<String>],
        mentions: [String: [Int32]], memberAccesses: [String: [Int32]], namesOutsideCalls: [String: [Int32]],
        methodDeclarers: [String: [Int32]], callSites: [String: [CallSiteReference]], unreadableFileCount: Int
    ) {
        self.entries = entries
        files = entries.map(\.path)
        indexOfPath = Dictionary(entries.enumerated().map { ($0.element.path, $0.offset) }) { first, _ in first }
        self.declarationsByName = declarationsByName
        qualifiedNamesBySimpleName = simpleNames.mapValues { $0.sorted() }
        self.mentions = mentions
        self.memberAccesses = memberAccesses
        self.namesOutsideCalls = namesOutsideCalls
        self.methodDeclarers = methodDeclarers
        callSitesByName = callSites
        self.unreadableFileCount = unreadableFileCount
    }

    /// The model of files given as text (for tests and tools that hold the sources in memory).
    public static func parsing(_ files: [(path: String, source: String)]) -> ProjectModel {
        ProjectModel(files.map { FileDeclarations.parsing(Array($0.source.utf8), path: $0.path) })
    }

    /// What the model recorded for one file (without its mentions), if it indexed it.
    public func declarations(inFile path: String) -> FileDeclarations? {
        ModelReadRecorder.note(.fileEntry(path), aboutFile: path)
        return indexOfPath[path].map { entries[$0] }
    }

    /// Every file's uses of `objectWillChange` and of projected values, in path order, except those
    /// of `excludedFile`.
    public func combineUses(excludingFile excludedFile: String? = nil) -> [(file: String, use: CombineUse)] {
        ModelReadRecorder.note(.combineUses)
        return entries.filter { $0.path != excludedFile }.flatMap { entry in entry.combineUses.map { (entry.path, $0) } }
    }

    /// Whether file `path`'s code writes `.name` on a base other than `self` (see
    /// ``FileDeclarations/memberAccesses``; the per-file sets live merged in the model).
    public func accessesMember(_ name: String, inFile path: String) -> Bool {
        ModelReadRecorder.note(.memberAccesses(name), aboutFile: path)
        return Self.sortedFiles(memberAccesses[name], contain: path, indexOfPath)
    }

    /// Whether file `path`'s code mentions the type-like name `name` (see ``FileDeclarations/identifiers``).
    public func mentions(_ name: String, inFile path: String) -> Bool {
        ModelReadRecorder.note(.mentions(name), aboutFile: path)
        return Self.sortedFiles(mentions[name], contain: path, indexOfPath)
    }

    /// Files (in path order) whose code mentions the type-like name `name`.
    public func files(mentioning name: String) -> [String] {
        ModelReadRecorder.note(.mentions(name))
        return (mentions[name] ?? []).map { files[Int($0)] }
    }

    /// Files are added in order, so each merged list of file indices is sorted: binary search.
    private static func sortedFiles(_ files: [Int32]?, contain path: String, _ indexOfPath: [String: Int]) -> Bool {
        guard let file = indexOfPath[path].map(Int32.init), let files else { return false }
        var low = 0, high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle] < file { low = middle + 1 } else { high = middle }
        }
        return low < files.count && files[low] == file
    }

    /// The files (display paths) whose results may change when `changed` change, `changed`
    /// included: a rule reads, besides its own file, the types the file mentions (their
    /// declarations and extensions elsewhere) and the files that mention the types it declares
    /// (their call sites and holders). Syntactic, so it errs on the side of more files.
    public func filesRelated(to changed: some Sequence<String>) -> Set<String> {
        var related = Set<String>()
        for path in changed {
            related.insert(path)
            guard let declarations = declarations(inFile: path) else { continue }
            for type in declarations.types {
                related.formUnion(files(declaring: type.qualifiedName))
                let simpleName = type.qualifiedName.split(separator: ".").last.map(String.init) ?? type.qualifiedName
                related.formUnion(files(mentioning: simpleName))
            }
            for name in declarations.identifiers {
                for qualifiedName in qualifiedNamesBySimpleName[name] ?? [] {
                    related.formUnion(files(declaring: qualifiedName))
                }
            }
        }
        return related
    }

    /// The qualified names of every type the run declares or extends, sorted.
    public var typeNames: [String] {
        ModelReadRecorder.note(.typeNames)
        return declarationsByName.keys.sorted()
    }

    /// Every declaration and extension of the type named `qualifiedName`, in path order, except those
    /// of `excludedFile`.
    public func declarations(of qualifiedName: String, excludingFile excludedFile: String? = nil) -> [TypeDeclaration] {
        ModelReadRecorder.note(.declarations(qualifiedName))
        let excluded = excludedFile.flatMap { indexOfPath[$0] }
        return (declarationsByName[qualifiedName] ?? []).compactMap { reference in
            Int(reference.file) == excluded ? nil : entries[Int(reference.file)].types[Int(reference.index)]
        }
    }

    /// Files (in path order) that declare or extend `qualifiedName`.
    public func files(declaring qualifiedName: String) -> [String] {
        ModelReadRecorder.note(.declarations(qualifiedName))
        var seen = Set<Int32>()
        return (declarationsByName[qualifiedName] ?? []).compactMap { seen.insert($0.file).inserted ? files[Int($0.file)] : nil }
    }

    /// Qualified names of the types the run declares with this last component (`Row` →
    /// `ProfileView.Row`, `SettingsView.Row`), except those only `excludedFile` declares.
    public func qualifiedNames(ofTypesNamed name: String, excludingFile excludedFile: String? = nil) -> [String] {
        ModelReadRecorder.note(.simpleName(name))
        let names = qualifiedNamesBySimpleName[name] ?? []
        guard excludedFile != nil else { return names }
        return names.filter { name in declarations(of: name, excludingFile: excludedFile).contains { $0.kind != .extension } }
    }

    /// Whether code in a file other than `excludedFile` has an identifier token `name` (type-like
    /// names only: those starting with an uppercase letter are recorded).
    public func isMentioned(_ name: String, excludingFile excludedFile: String? = nil) -> Bool {
        ModelReadRecorder.note(.mentions(name))
        return containsFile(besides: excludedFile, in: mentions[name])
    }

    private func containsFile(besides excludedFile: String?, in files: [Int32]?) -> Bool {
        guard let files else { return false }
        guard let excluded = excludedFile.flatMap({ indexOfPath[$0] }) else { return true }
        return files.contains { Int($0) != excluded }
    }

    /// Whether a file other than `excludedFile` declares a method named `name`, not private or
    /// fileprivate, in a type or an extension (any type: the model does not know every call's
    /// receiver).
    public func declaresMethod(named name: String, excludingFile excludedFile: String? = nil) -> Bool {
        ModelReadRecorder.note(.methodDeclarers(name))
        return containsFile(besides: excludedFile, in: methodDeclarers[name])
    }

    /// Whether a file other than `excludedFile` writes `name` other than as a callee or a
    /// declaration's own name (see ``FileDeclarations/namesOutsideCalls``).
    public func writesOutsideCalls(_ name: String, excludingFile excludedFile: String? = nil) -> Bool {
        ModelReadRecorder.note(.namesOutsideCalls(name))
        return containsFile(besides: excludedFile, in: namesOutsideCalls[name])
    }

    /// Files (in path order) that might use member `member` of `type`: they access a member of that
    /// name on something other than `self`, or extend the type (whose members they see unqualified).
    ///
    /// A file reaches a member through a value of the type, and holds one only if it names the type
    /// or gets the value from a declaration written with the type's name. So while no file names the
    /// type other than to call its initializer (a view created inline in another view's body, the
    /// common case), only files that mention its name count; once one does, every file that accesses
    /// `member` does.
    public func files(possiblyUsing member: String, of type: String) -> [String] {
        var indices = Set(memberAccesses[member] ?? [])
        let name = Self.lastComponent(of: type)
        for read in [ModelRead.memberAccesses(member), .namesOutsideCalls(name), .mentions(name), .declarations(type)] {
            ModelReadRecorder.note(read)
        }
        if namesOutsideCalls[name] == nil {
            indices.formIntersection(mentions[name] ?? [])
        }
        for reference in declarationsByName[type] ?? [] where entries[Int(reference.file)].types[Int(reference.index)].kind == .extension {
            // An extension sees the type's members unqualified, but only uses the ones it names.
            ModelReadRecorder.note(.nameFilter(file: files[Int(reference.file)], name: member))
            guard entries[Int(reference.file)].names.mayContain(member) else { continue }
            indices.insert(reference.file)
        }
        return indices.sorted().map { files[Int($0)] }
    }

    /// Whether file `path`'s code may hold the identifier `name`, of any case (see
    /// ``FileDeclarations/names``: false means it does not).
    public func mayContain(_ name: String, inFile path: String) -> Bool {
        ModelReadRecorder.note(.nameFilter(file: path, name: name), aboutFile: path)
        return indexOfPath[path].map { entries[$0].names.mayContain(name) } ?? false
    }

    /// Calls in the run whose callee's last component is `name` (`ProfileView(…)`,
    /// `Settings.ProfileView(…)`), with their files. Which type a callee means depends on the
    /// caller's scope; ``ModuleLookup`` resolves it.
    public func callSites(ofTypeNamed name: String) -> [(file: String, call: InitializerCallSite)] {
        ModelReadRecorder.note(.callSites(name))
        return (callSitesByName[name] ?? []).map { reference in
            (files[Int(reference.file)], entries[Int(reference.file)].callSites[Int(reference.index)])
        }
    }

    /// `Box<Int>.Item` → `Item`.
    static func lastComponent(of typeName: String) -> String {
        ModuleLookup.components(of: typeName).last ?? typeName
    }
}
