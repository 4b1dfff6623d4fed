import Foundation
import SVRefactorCore
import SVRefactorRules
import SwiftSyntax

/// The engine as a long-lived API for front ends that keep modules open (the language server; the
/// MCP server next): it holds each module's model, the text editors hold for open files, and
/// answers requests about a file — its findings, and the rewrite of one rule at a position.
///
/// - **The module** of a file is found as the CLI finds it (``ModuleIndexer/moduleRoot(of:)``) and
///   indexed once, on the first request about one of its files: each file's declarations, kept per
///   file. Paths are absolute, and findings name files by them.
/// - **Open buffers are first-class.** The text an editor holds is what the rules see, and the
///   module is the files on disk with every open buffer in place of its file. When a buffer changes,
///   only its declarations are computed again; the model is merged from the kept declarations of
///   the others, which are not parsed again.
/// - **Configuration** applies as on the command line: each file's `.svrefactor.yml` chain decides
///   which rules report findings, their options and severities, and files it excludes get none.
///
/// It writes nothing: results are edits (``TextEdit``) and new files, which the front end applies.
/// Not thread-safe: a front end calls it from one thread (the parser needs a large stack: call it
/// on a thread made with ``BatchRunner/workerStackSize``).
final class Workspace {
    /// One module: the declarations of its files, by absolute path, and the model merged from them.
    final class Module {
        let root: String
        var declarations: [String: FileDeclarations]
        let deploymentTarget: DeploymentTarget?
        private var merged: ProjectModel?

        init(root: String, declarations: [String: FileDeclarations], deploymentTarget: DeploymentTarget?) {
            self.root = root
            self.declarations = declarations
            self.deploymentTarget = deploymentTarget
        }

        /// Files whose declarations changed since the model was merged.
        private var changedSinceMerge = Set<String>()

        /// The model, merged again after a file changed (from kept declarations: nothing is parsed).
        var model: ProjectModel {
            if let merged, changedSinceMerge.isEmpty { return merged }
            return merge()
        }

        /// The model for a request about `path`. While only `path` changed since the last merge (an
        /// editor typing in one file), that model serves: the rules read a file's own declarations
        /// from its tree when the model's entry is not of its text, so only other files' facts come
        /// from the model, and those did not change. Merging a large module on every keystroke
        /// would cost more than the request.
        func model(forRequestAbout path: String) -> ProjectModel {
            if let merged, changedSinceMerge.isSubset(of: [path]) { return merged }
            return merge()
        }

        private func merge() -> ProjectModel {
            var builder = ProjectModel.Builder()
            for path in declarations.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { builder.add(declarations[path]!) }
            var model = builder.build()
            model.deploymentTarget = deploymentTarget
            merged = model
            changedSinceMerge = []
            return model
        }

        func update(_ path: String, text: [UInt8]) {
            update(path, declarations: FileDeclarations.parsing(text, path: path))
        }

        func update(_ path: String, declarations entry: FileDeclarations) {
            declarations[path] = entry
            changedSinceMerge.insert(path)
        }

        func remove(_ path: String) {
            declarations[path] = nil
            changedSinceMerge.insert(path)
        }
    }

    /// What one rule's rewrite at a position, or a fix of a whole file, changes.
    struct Refactoring {
        var ruleID: String
        /// The constructs the selection took (their names, for the action's title).
        var selected: [SelectionOffer]
        /// Each changed file (absolute path) with the edits that make its new text, and that text.
        var changedFiles: [(path: String, edits: [TextEdit], newText: [UInt8])]
        /// Files the change creates (absolute path, contents).
        var createdFiles: [(path: String, contents: [UInt8])]
    }

    private var modules: [String: Module] = [:]
    private var buffers: [String: [UInt8]] = [:]
    /// The trees of open buffers, parsed once per change for their declarations and every request.
    private var trees: [String: SourceFileSyntax] = [:]
    private var configurations: ConfigurationResolver
    /// Rules by id and options (see ``rule(_:options:)``).
    private var rules: [String: any Rule] = [:]
    /// See ``moduleRoot(of:)``.
    private var moduleRoots: [String: (folder: String, isLoose: Bool)] = [:]
    private let workers: Int

    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.workers = workers
        configurations = Self.configurationResolver()
    }

    private static func configurationResolver() -> ConfigurationResolver {
        // Without an explicit path the resolver cannot fail: each file's chain is read when asked.
        try! ConfigurationResolver(explicitPath: nil, absolutePath: { $0 }, displayPath: { $0 })
    }

    // MARK: - Buffers and files

    /// The text of `path`: its open buffer, else the file on disk.
    func text(of path: String) -> [UInt8]? {
        buffers[path] ?? (try? FileSystem.read(path))?.bytes
    }

    /// An editor opened `path` or changed its text: the rules see `text` from now on.
    func setBuffer(_ path: String, text: [UInt8]) {
        buffers[path] = text
        let tree = NestingGuard.excessiveSquareBracketNesting(in: text) == nil ? Pipeline.parse(text) : nil
        trees[path] = tree
        guard let module = loadedModule(holding: path) else { return }
        module.update(path, declarations: tree.map { FileDeclarations(path: path, tree: $0, source: text) } ?? FileDeclarations.parsing(text, path: path))
    }

    /// An editor closed `path`: the file on disk counts again.
    func closeBuffer(_ path: String) {
        buffers[path] = nil
        trees[path] = nil
        fileChangedOnDisk(path)
    }

    /// A file was saved, created or deleted on disk: its declarations are read again (unless a
    /// buffer holds it), and a configuration file applies from now on.
    func fileChangedOnDisk(_ path: String) {
        if path.hasSuffix("/" + ConfigurationFile.fileName) { reloadConfiguration() }
        guard path.hasSuffix(".swift"), buffers[path] == nil, let module = loadedModule(holding: path) else { return }
        if let bytes = (try? FileSystem.read(path))?.bytes { module.update(path, text: bytes) } else { module.remove(path) }
    }

    /// The indexed module `path` belongs to: the one of its root, or one that indexed it from a
    /// folder above (a package nested in a project's folder); nil before either is indexed.
    private func loadedModule(holding path: String) -> Module? {
        modules[moduleRoot(of: path).folder] ?? modules.values.first { $0.declarations[path] != nil }
    }

    /// `path`'s module root, found once per file: finding it reads the folders above the file, and
    /// every request and every change asks.
    private func moduleRoot(of path: String) -> (folder: String, isLoose: Bool) {
        if let known = moduleRoots[path] { return known }
        let root = ModuleIndexer.moduleRoot(of: path)
        moduleRoots[path] = root
        return root
    }

    /// The module around `path`, indexed on first use.
    func module(of path: String) -> Module {
        let (root, isLoose) = moduleRoot(of: path)
        if let known = modules[root] { return known }
        let found = isLoose
            ? ModuleIndexer.swiftFiles(directlyIn: root)
            : ((try? FileDiscovery(excludes: [], respectsGitIgnore: true).discover([root]))?.files ?? []).map(\.path)
        let paths = found.contains(path) ? found : found + [path]
        var declarations: [String: FileDeclarations] = [:]
        let buffers = self.buffers
        BatchRunner<FileDeclarations?>().run(
            count: paths.count, workers: workers,
            job: { index in
                guard let bytes = buffers[paths[index]] ?? (try? FileSystem.read(paths[index]))?.bytes else { return nil }
                return FileDeclarations.parsing(bytes, path: paths[index])
            },
            deliver: { index, entry in declarations[paths[index]] = entry })
        let module = Module(root: root, declarations: declarations, deploymentTarget: ModuleIndexer.deploymentTarget(around: [root]))
        modules[root] = module
        return module
    }

    // MARK: - Requests

    /// Reads every `.svrefactor.yml` again when next asked: an editor may have changed one without
    /// the server hearing of it.
    func reloadConfiguration() {
        configurations = Self.configurationResolver()
    }

    /// Why `path`'s configuration cannot be used (a `.svrefactor.yml` that does not load), if it cannot.
    func configurationProblem(for path: String) -> String? {
        do {
            _ = try configurations.configuration(forFile: path)
            return nil
        } catch {
            return error.description
        }
    }

    /// The rules `path`'s configuration enables, with its options, and the severities it sets; none
    /// when it excludes the file.
    func configuredRules(for path: String) -> (rules: [any Rule], severities: [String: Finding.Severity]) {
        guard let configuration = try? configurations.configuration(forFile: path), !configuration.excludes(path) else { return ([], [:]) }
        let rules = RuleRegistry.all.filter { configuration.isEnabled($0.metadata) }.compactMap { rule($0, in: configuration) }
        return (rules, configuration.severities)
    }

    /// The rule `id` as `path`'s configuration sets its options (whether or not it enables it: a
    /// code action is asked for); nil when the configuration excludes the file or turns the rule off.
    func configuredRule(_ id: String, for path: String) -> (any Rule)? {
        guard let ruleType = RuleRegistry.rule(withID: id),
            let configuration = try? configurations.configuration(forFile: path), !configuration.excludes(path),
            configuration.rules[id]?.enabled != false
        else { return nil }
        return rule(ruleType, in: configuration)
    }

    /// The rule with the options `configuration` gives it; nil when they do not validate.
    private func rule(_ ruleType: any Rule.Type, in configuration: EffectiveConfiguration) -> (any Rule)? {
        let configured = configuration.rules[ruleType.metadata.id]?.options ?? [:]
        return (try? RuleOptionValues(specs: ruleType.metadata.options, overrides: configured)).map { rule(ruleType, options: $0) }
    }

    /// The rule made once per set of options and kept: a rule caches what it derives from a
    /// model (the module's member-order habits, the names its helpers could take) for as long as
    /// the model lives, and the model lives across requests while one file is edited.
    private func rule(_ ruleType: any Rule.Type, options: RuleOptionValues) -> any Rule {
        let key = ruleType.metadata.id + "\u{0}" + options.canonicalDescription
        if let known = rules[key] { return known }
        let made = ruleType.init(options: options)
        rules[key] = made
        return made
    }

    /// What the enabled rules report about `path` as it is now (its buffer, or the file), each on
    /// that text: their findings, the changes they would make (each with its sites), and the
    /// severities the configuration sets, by rule.
    func findings(in path: String) -> (findings: [Finding], changes: [RuleChange], severities: [String: Finding.Severity]) {
        guard let text = text(of: path) else { return ([], [], [:]) }
        if let problem = configurationProblem(for: path) {
            // Nothing runs without a configuration that loads: say so where the user looks.
            return ([Finding(ruleID: Pipeline.toolRuleID, line: 1, column: 1, message: "not analysed: \(problem)", severity: .error)], [], [:])
        }
        let (rules, severities) = configuredRules(for: path)
        guard !rules.isEmpty else { return ([], [], [:]) }
        var pipeline = Pipeline(rules: rules, project: module(of: path).model(forRequestAbout: path), knownRuleIDs: Set(RuleRegistry.ids))
        pipeline.leavesEachRuleOnTheInput = true
        let outcome = pipeline.process(text, parsed: trees[path], path: path, timings: &Self.unusedTimings)
        var findings = outcome.findings
        // A file the rules cannot see says why, where the editor shows it.
        switch outcome.status {
        case let .skipped(.syntaxError(line, column, message)):
            findings.append(Finding(ruleID: Pipeline.toolRuleID, line: line, column: column, message: "not analysed: \(message)"))
        case let .skipped(reason):
            let why = reason.description.hasPrefix("skipped: ") ? String(reason.description.dropFirst("skipped: ".count)) : reason.description
            findings.append(Finding(ruleID: Pipeline.toolRuleID, line: reason.location.line, column: reason.location.column, message: "not analysed: \(why)"))
        case let .failed(reason):
            findings.append(Finding(ruleID: Pipeline.toolRuleID, line: 1, column: 1, message: "svrefactor could not analyse this file: \(reason)", severity: .error))
        case .unchanged, .changed:
            break
        }
        for index in findings.indices { findings[index].severity = severities[findings[index].ruleID] ?? findings[index].severity }
        return (findings, outcome.proposedChanges.map(\.change), severities)
    }

    /// The rewrite `ruleID` makes of the construct at `point` in `point.path` (see ``Selection``),
    /// with every file it changes (a migrated class's uses) and creates; nil when it changes nothing.
    /// `name` names what it creates (`--name`); a name it cannot give is `nameProblem`.
    func refactoring(_ ruleID: String, at point: Selection.Point, name: String? = nil) -> (refactoring: Refactoring?, nameProblem: String?, offers: [SelectionOffer]) {
        let result = refactorings(at: point, ruleIDs: [ruleID], name: name)
        return (result.refactorings.first, result.nameProblem, result.offers)
    }

    /// The rewrite each of `ruleIDs` makes of the construct at `point`, in the rules' canonical
    /// order: the rules run once over one parse of the file, each on its text, and each output is
    /// verified on its own. A rule whose change spans files (migrate-observation) then rewrites the
    /// others with the same selection; when one of them cannot change, its rewrite is not offered,
    /// as `apply` would write none of it.
    func refactorings(at point: Selection.Point, ruleIDs: [String], name: String? = nil) -> (refactorings: [Refactoring], nameProblem: String?, offers: [SelectionOffer]) {
        let path = point.path
        let rules = RuleRegistry.ids.filter(ruleIDs.contains).compactMap { configuredRule($0, for: path) }
        guard !rules.isEmpty, let text = text(of: path) else { return ([], nil, []) }
        var model = module(of: path).model(forRequestAbout: path)
        if rules.contains(where: \.metadata.createsFiles) {
            model.newFileFolders = NewFilePlacementReader.read(for: [SourceFile(displayPath: path, path: path)])
        }
        var pipeline = Pipeline(rules: rules, project: model, knownRuleIDs: Set(RuleRegistry.ids))
        pipeline.selection = Selection(points: [point], name: name)
        pipeline.leavesEachRuleOnTheInput = true
        pipeline.verifiesProposals = true
        let outcome = pipeline.process(text, parsed: trees[path], path: path, timings: &Self.unusedTimings)
        if let problem = outcome.selection.nameProblem { return ([], problem, []) }
        var refactorings: [Refactoring] = []
        for proposal in outcome.proposedChanges {
            guard case let .success((output, created))? = proposal.verified, let rule = rules.first(where: { $0.metadata.id == proposal.ruleID }) else { continue }
            var refactoring = Refactoring(
                ruleID: proposal.ruleID, selected: outcome.selection.selected.filter { $0.ruleID == proposal.ruleID },
                changedFiles: [(path, TextEdit.edits(from: text, to: output), output)],
                createdFiles: created.map { ($0.path(besides: path), $0.contents) })
            let others = rule.filesChangedTogether(in: model).filter { $0.contains(path) }.flatMap { $0.sorted() }.filter { $0 != path }
            if !others.isEmpty {
                guard let spanning = rewriteOthers(Array(Set(others)).sorted(), of: rule, model: model, at: point, in: text) else { continue }
                refactoring.changedFiles += spanning
            }
            refactorings.append(refactoring)
        }
        return (refactorings, nil, outcome.selection.offers)
    }

    /// The other files of a change that spans files, rewritten with the selection the point in
    /// `text` makes (the class around it); nil when one of them cannot change.
    private func rewriteOthers(
        _ paths: [String], of rule: any Rule, model: ProjectModel, at point: Selection.Point, in text: [UInt8]
    ) -> [(path: String, edits: [TextEdit], newText: [UInt8])]? {
        var pipeline = Pipeline(rules: [rule], project: model, knownRuleIDs: Set(RuleRegistry.ids))
        pipeline.selection = Selection(points: [point]).resolvingEnclosingTypes(in: trees[point.path] ?? Pipeline.parse(text), source: text, path: point.path)
        var changed: [(path: String, edits: [TextEdit], newText: [UInt8])] = []
        for file in paths {
            guard let old = self.text(of: file) else { return nil }
            let outcome = pipeline.process(old, path: file, timings: &Self.unusedTimings)
            switch outcome.status {
            case let .changed(new, _): changed.append((file, TextEdit.edits(from: old, to: new), new))
            case .unchanged where outcome.changesLeftOutBySuppression.isEmpty: continue
            default: return nil
            }
        }
        return changed
    }

    /// Every fix the enabled rules that fix findings one edit at a time make in `path`
    /// (foreground-style, private-state): `source.fixAll`. Nil when there is none.
    func fixAll(in path: String) -> Refactoring? {
        guard let text = text(of: path) else { return nil }
        let rules = configuredRules(for: path).rules.filter(Self.fixesFindings)
        guard !rules.isEmpty else { return nil }
        let pipeline = Pipeline(rules: rules, project: module(of: path).model(forRequestAbout: path), knownRuleIDs: Set(RuleRegistry.ids))
        guard case let .changed(new, changes) = pipeline.process(text, parsed: trees[path], path: path, timings: &Self.unusedTimings).status else { return nil }
        return Refactoring(
            ruleID: changes.map(\.ruleID).joined(separator: ","), selected: [], changedFiles: [(path, TextEdit.edits(from: text, to: new), new)],
            createdFiles: [])
    }

    /// Rules whose changes are fixes of single findings, made edit by edit (not restructurings).
    static func fixesFindings(_ rule: any Rule) -> Bool {
        rule.metadata.changeUnit == .edit && !rule.metadata.restructures && !rule.metadata.createsFiles
    }

    /// Timings nobody reads (the pipeline measures its phases for the CLI's `--timings`).
    nonisolated(unsafe) private static var unusedTimings = PhaseTimings()
}
