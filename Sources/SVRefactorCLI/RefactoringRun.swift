import ArgumentParser
import Foundation
import SVRefactorCore
import SVRefactorRules

/// One `apply` or `check` invocation: discover files, process them in parallel, report in order.
struct RefactoringRun {
    /// Below this many files a progress line is noise.
    static let progressThreshold = 100

    let options: RunOptions
    /// `check`'s own options; their defaults for `apply`.
    let checkOptions: CheckOptions
    let mode: RunMode

    /// The rules of the files that share one configuration, and the digest that keys their cached results.
    struct RulePlan {
        var rules: [any Rule]
        var configuration: EffectiveConfiguration
        var digest: Digest
    }

    /// The files of a run, decided before any is read: those the paths and the configuration keep,
    /// each with the rule plan of its configuration, and what `--at` or git select among them.
    struct RunInputs {
        var paths: [String]
        var found: FileDiscovery.Result
        var kept: [SourceFile]
        /// By configuration key.
        var plans: [[String]: RulePlan]
        var planOfPath: [String: [String]]
        var selection: Selection?
        var changedInGit: GitSelection?

        var allRules: [any Rule] { plans.values.flatMap(\.rules) }
    }

    /// One file to process: the processor of its plan, its key in the result cache, and its cached
    /// result while that is still valid.
    struct FileJob: Sendable {
        var file: SourceFile
        var processor: FileProcessor
        var key: Digest?
        var reusable: FileReport?
    }

    /// Runs and returns the exit status: inputs, the module, the jobs, processing, the report.
    func execute() throws -> Int32 {
        let start = ContinuousClock.now
        let workers = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let discovery = FileDiscovery(excludes: options.excludes.map(Glob.init), respectsGitIgnore: !options.noGitIgnore)
        let configurations = try ConfigurationResolver(
            explicitPath: options.config, absolutePath: discovery.absolutePath, displayPath: discovery.displayPath)
        let baseline = try checkOptions.baseline.map { path throws(UsageError) in try Baseline.load(path) }
        if options.paths == ["-"] {
            return try executeStandardInput(discovery: discovery, configurations: configurations, baseline: baseline, workers: workers, start: start)
        }
        guard let inputs = try collectInputs(discovery: discovery, configurations: configurations) else { return ExitStatus.success }
        if mode == .apply {
            let removed = FileSystem.removeAbandonedTemporaryFiles(inputs.found.temporaryFiles)
            if removed > 0 {
                Console.error("svrefactor: removed \(removed) temporary file\(removed == 1 ? "" : "s") an interrupted run left behind\n")
            }
        }
        let allRules = inputs.allRules
        // Work on this thread between the parallel phases, for --timings.
        var runTimings = PhaseTimings()
        var cache = options.noCache
            ? nil
            : runTimings.measure(.cache) {
                options.cachePath.map { RunCache(folder: discovery.absolutePath($0)) }
                    ?? RunCache(root: RunCache.defaultRoot(), currentDirectory: discovery.currentDirectory)
            }
        let index = Pipeline.needsProjectModel(allRules) && !options.noIndex
            ? moduleIndexer(selected: inputs.kept, around: inputs.paths.map(discovery.absolutePath), discovery: discovery, workers: workers)
                .build(store: cache?.models)
            : nil
        // Rules that create files need to know whether the build would compile them.
        if let index, allRules.contains(where: \.metadata.createsFiles) { index.newFileFolders = NewFilePlacementReader.read(for: inputs.kept) }
        if let index { cache?.keep(index) }

        // Git-selected runs also process the files whose results depend on the changed ones.
        let files = inputs.selection.map { selectedFiles($0, among: inputs.kept, rules: allRules, index: index) }
            ?? inputs.changedInGit.map { $0.withDependents(among: inputs.kept, model: index?.model) } ?? inputs.kept
        // A selection's module is all in the run: a class it migrates changes wherever it is used.
        let filesInRun = Set((inputs.selection == nil ? files : inputs.kept).map(\.displayPath))
        // Only check reuses results: apply and --dry-run recompute every file they may write, the
        // HTML page needs every change's diff and the JSON report what each change creates and
        // removes, which the cache does not keep, and a selection changes what a file's result is
        // (its runs are small).
        let results = mode == .check && ![.html, .json].contains(options.reporter) && inputs.selection == nil
            ? cache.map { cache in
                runTimings.measure(.cache) { ResultReuse(store: cache.results, index: index, files: files, filesInRun: filesInRun, workers: workers) }
            } : nil
        let (jobs, groups, model) = plannedJobs(
            files, inputs: inputs, index: index, filesInRun: filesInRun, results: results, timings: &runTimings)

        let reporter = Reporter(
            mode: mode, format: options.reporter, total: files.count, baseline: baseline,
            showsProgress: Console.standardErrorIsTerminal && files.count >= Self.progressThreshold, quiet: options.quiet)
        if let index { reporter.add(index.timings) }
        let selectionResult = process(jobs, groups: groups, model: model, results: results, reporter: reporter, workers: workers, timings: &runTimings)
        if let results { cache?.results = results.store }
        if let problem = runTimings.measure(.cache, { cache?.save() }), !options.quiet {
            Console.error("svrefactor: warning: \(problem); the run's results are fine, the next run recomputes them\n")
        }

        reporter.add(runTimings)
        if let problem = selectionResult.nameProblem {
            Console.error("svrefactor: error: --name: \(problem)\n")
            return ExitStatus.usageError
        }
        let seconds = (ContinuousClock.now - start).seconds
        if let report = reporter.machineReport() { Console.out(report) }
        try writeBaselineIfAsked(reporter)
        if !options.quiet {
            Console.error(
                reporter.summary(
                    seconds: seconds, exclusions: inputs.found.exclusionSummary,
                    indexed: index.map { ($0.files.count, $0.unreadableFileCount) }, indexedAlone: index?.foldersIndexedAlone.count ?? 0,
                    reused: results?.reusedCount) + "\n")
            // What rules say about how they read the module (once each, whatever the configurations).
            if let model {
                var said = Set<String>()
                for note in allRules.flatMap({ $0.notes(for: model) }) where said.insert(note).inserted {
                    Console.error("svrefactor: note: \(note)\n")
                }
            }
        }
        if options.timings {
            Console.error(reporter.timingsTable(wallSeconds: seconds, workers: min(workers, files.count)) + "\n")
        }
        if let selection = inputs.selection, selectionResult.selected.isEmpty {
            Console.error(Self.nothingSelectedMessage(selection, offers: selectionResult.offers, rules: allRules))
        }
        return exitStatus(reporter.counts)
    }

    /// Standard input: its folder's configuration, and a module only when `--stdin-path` says where it lives.
    private func executeStandardInput(
        discovery: FileDiscovery, configurations: ConfigurationResolver, baseline: Baseline?, workers: Int, start: ContinuousClock.Instant
    ) throws -> Int32 {
        let configuration = try configurations.configuration(
            forFolder: options.stdinPath.map { FileSystem.parentDirectory(of: discovery.absolutePath($0)) } ?? discovery.currentDirectory)
        let rules = try options.makeRules(configuration: configuration)
        var index: ModuleIndex?
        if Pipeline.needsProjectModel(rules) && !options.noIndex, let stdinPath = options.stdinPath {
            let absolute = discovery.absolutePath(stdinPath)
            index = moduleIndexer(selected: [], around: [absolute], discovery: discovery, workers: workers)
                .with(displayPaths: [absolute: stdinPath]).build()
            index?.setFilesInRun([stdinPath])
        }
        let coloredDiff = options.color.isEnabled(forTerminal: Console.standardOutputIsTerminal)
        let processor = FileProcessor(
            pipeline: pipeline(rules, index?.model), mode: mode, coloredDiff: coloredDiff, severities: configuration.severities)
        return try runStandardInput(processor, index: index, baseline: baseline, start: start)
    }

    /// The files the paths (or the `--at` files' modules) hold that the configuration keeps, each
    /// with its configuration's rules, and what `--at` or git select; nil when git selects none.
    private func collectInputs(discovery: FileDiscovery, configurations: ConfigurationResolver) throws -> RunInputs? {
        let positions = try options.positions.map { try SelectionArgument($0) }
        // With --at, the run reads the modules around the selected files, and processes those files
        // (and the files a change of theirs spans).
        let paths = positions.isEmpty ? options.effectivePaths : try selectionRoots(positions, discovery: discovery)
        var found = try discovery.discover(paths)
        // Each file runs with its folder's configuration; files with the same one share their rules.
        var plans: [[String]: RulePlan] = [:]
        var planOfPath: [String: [String]] = [:]
        var configExcluded = 0
        var kept: [SourceFile] = []
        for file in found.files {
            let configuration = try configurations.configuration(forFile: file.path)
            if configuration.excludes(file.path) {
                configExcluded += 1
                continue
            }
            if plans[configuration.key] == nil {
                let configured = try options.configuredRules(configuration)
                let digest = RunCache.planDigest(
                    rules: configured.map { ($0.0.metadata.id, $0.1.canonicalDescription) }, severities: configuration.severities, mode: mode)
                plans[configuration.key] = RulePlan(rules: configured.map { $0.0.init(options: $0.1) }, configuration: configuration, digest: digest)
            }
            kept.append(file)
            planOfPath[file.path] = configuration.key
        }
        found.excludedFiles += configExcluded
        guard !kept.isEmpty else {
            let excluded = found.exclusionSummary.isEmpty ? "" : " (\(found.exclusionSummary) by --exclude, .svrefactor.yml or .gitignore)"
            throw UsageError(description: "no Swift files found in \(paths.joined(separator: ", "))\(excluded)")
        }
        let selection = try positions.isEmpty ? nil : resolveSelection(positions, among: kept, discovery: discovery)
        let changedInGit = try options.gitSelection.map { selection throws(UsageError) in
            try GitSelection(selection, among: kept, excludes: options.excludes.map(Glob.init), currentDirectory: discovery.currentDirectory)
        }
        if let changedInGit, changedInGit.files.isEmpty {
            if !options.quiet { Console.error("svrefactor: no Swift file \(changedInGit.description) in \(paths.joined(separator: ", "))\n") }
            return nil
        }
        return RunInputs(
            paths: paths, found: found, kept: kept, plans: plans, planOfPath: planOfPath, selection: selection, changedInGit: changedInGit)
    }

    /// A job per file, with the groups of files whose changes go together and the model when it
    /// was built (a run whose results all come from the cache builds none).
    private func plannedJobs(
        _ files: [SourceFile], inputs: RunInputs, index: ModuleIndex?, filesInRun: Set<String>, results: ResultReuse?, timings runTimings: inout PhaseTimings
    ) -> (jobs: [FileJob], groups: [Set<String>], model: ProjectModel?) {
        let plans = inputs.plans
        let planOfFile = files.map { inputs.planOfPath[$0.path]! }
        let keys = files.indices.map { results?.key(for: files[$0], plan: plans[planOfFile[$0]]!.digest) }
        let entries = runTimings.measure(.cache) { keys.map { key in results?.cachedResult(forKey: key) } }
        let allCurrent = results != nil && entries.allSatisfy { results!.isCurrentWithoutChecking($0) }
        // Changes that span files are reported once every file of their group is known.
        var groups: [Set<String>] = []
        if let index {
            if allCurrent, let known = results?.cachedGroups(plans: plans.values.map(\.digest)) {
                groups = known
            } else {
                // Builds the model: a file's result or the groups must be computed.
                index.setFilesInRun(filesInRun)
                groups = runTimings.measure(.model) { inputs.allRules.flatMap { $0.filesChangedTogether(in: index.model) } }
                results?.storeGroups(groups, plans: plans.values.map(\.digest))
            }
        }
        let model = index?.isBuilt == true ? index?.model : nil
        let reusable = runTimings.measure(.cache) {
            files.indices.map { results?.validReport(entries[$0], key: keys[$0], for: files[$0], model: model) }
        }
        let coloredDiff = options.color.isEnabled(forTerminal: Console.standardOutputIsTerminal)
        let processors = plans.mapValues { plan in
            FileProcessor(
                pipeline: pipeline(plan.rules, model, selection: inputs.selection), mode: mode, coloredDiff: coloredDiff,
                defersWrites: !groups.isEmpty, severities: plan.configuration.severities, keepsDiffs: options.reporter == .html,
                describesChanges: options.reporter == .json)
        }
        let jobs = files.indices.map { FileJob(file: files[$0], processor: processors[planOfFile[$0]]!, key: keys[$0], reusable: reusable[$0]) }
        return (jobs, groups, model)
    }

    /// Processes the jobs on the workers and reports each file in order (a group's files once all
    /// of it is known); returns what a selection took and could have taken.
    private func process(
        _ jobs: [FileJob], groups: [Set<String>], model: ProjectModel?, results: ResultReuse?, reporter: Reporter, workers: Int,
        timings runTimings: inout PhaseTimings
    ) -> SelectionResult {
        let recordsReads = results != nil
        var held: [FileReport] = []
        var selectionResult = SelectionResult()
        // A file computed here comes with the recorder of what its rules read; a reused one without.
        BatchRunner<(report: FileReport, recorder: ModelReadRecorder?)>().run(
            count: jobs.count,
            workers: workers,
            job: { index in
                let job = jobs[index]
                if let reusable = job.reusable { return (reusable, nil) }
                guard recordsReads else { return (job.processor.process(job.file), nil) }
                return ModelReadRecorder.recording(ownFile: job.file.displayPath) { job.processor.process(job.file) }
            },
            deliver: { index, processed in
                selectionResult.merge(processed.report.selection)
                runTimings.measure(.cache) {
                    if let recorder = processed.recorder {
                        results?.store(processed.report, recorder: recorder, key: jobs[index].key, model: model)
                    } else if jobs[index].reusable != nil {
                        results?.reused(key: jobs[index].key)
                    }
                }
                if groups.isEmpty { reporter.report(processed.report) } else { held.append(processed.report) }
            },
            progress: { reporter.updateProgress(completed: $0) })
        if !groups.isEmpty {
            GroupedWriter.resolve(&held, groups: groups, mode: mode)
            for report in held { reporter.report(report) }
        }
        return selectionResult
    }

    private func pipeline(_ rules: [any Rule], _ model: ProjectModel?, selection: Selection? = nil) -> Pipeline {
        var pipeline = Pipeline(rules: rules, project: model, knownRuleIDs: Set(RuleRegistry.ids))
        // `check` reports each place a change touches, and baselines them one by one.
        pipeline.recordsChangeSites = mode == .check
        pipeline.selection = selection
        return pipeline
    }

    // MARK: - Selection (--at, --name)

    /// The folders whose files make up the modules around the `--at` files (the files themselves with --no-index).
    private func selectionRoots(_ positions: [SelectionArgument], discovery: FileDiscovery) throws -> [String] {
        var roots: [String] = []
        for position in positions {
            let absolute = discovery.absolutePath(position.path)
            guard FileSystem.resolvedKind(of: absolute).0 == .file else {
                throw UsageError(description: "--at: '\(position.path)' is not a file")
            }
            let root = options.noIndex ? absolute : options.indexRoot.map(discovery.absolutePath) ?? ModuleIndexer.moduleRoot(of: absolute).folder
            if !roots.contains(root) { roots.append(root) }
        }
        return roots
    }

    /// The `--at` positions as a ``Selection`` of the run's files, each point knowing the types around it.
    private func resolveSelection(_ positions: [SelectionArgument], among files: [SourceFile], discovery: FileDiscovery) throws -> Selection {
        var points: [Selection.Point] = []
        var selected: [SourceFile] = []
        for position in positions {
            let absolute = discovery.absolutePath(position.path)
            let wanted = FileSystem.realPath(absolute)
            // Real paths only when the path as written is not the file's (a link, `..`): one look-up per file.
            guard let file = files.first(where: { $0.path == absolute }) ?? files.first(where: { FileSystem.realPath($0.path) == wanted }) else {
                throw UsageError(description: "--at: '\(position.path)' is not among the files to process (an --exclude, a .svrefactor.yml exclude or .gitignore leaves it out)")
            }
            points.append(Selection.Point(path: file.displayPath, line: position.line, column: position.column))
            if !selected.contains(where: { $0.path == file.path }) { selected.append(file) }
        }
        var selection = Selection(points: points, name: options.name)
        for file in selected {
            guard let contents = try? FileSystem.read(file.path) else { continue }
            // A line the file does not have is a typo, not a place where nothing can be rewritten.
            let lineCount = contents.bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            if let (point, position) = zip(points, positions).first(where: { $0.0.path == file.displayPath && $0.0.line > lineCount }) {
                throw UsageError(description: "--at: '\(position.path):\(point.line)' is past the end of the file, which has \(lineCount) line\(lineCount == 1 ? "" : "s")")
            }
            selection = selection.resolvingEnclosingTypes(in: Pipeline.parse(contents.bytes), source: contents.bytes, path: file.displayPath)
        }
        return selection
    }

    /// The files a selection run processes: the selected ones, then those a change of theirs spans
    /// (the files using a class it migrates), in the run's order.
    private func selectedFiles(_ selection: Selection, among files: [SourceFile], rules: [any Rule], index: ModuleIndex?) -> [SourceFile] {
        var wanted = Set(selection.points.map(\.path))
        if let index {
            index.setFilesInRun(Set(files.map(\.displayPath)))
            for group in rules.flatMap({ $0.filesChangedTogether(in: index.model) }) where !group.isDisjoint(with: wanted) {
                wanted.formUnion(group)
            }
        }
        return files.filter { wanted.contains($0.displayPath) }
    }

    /// What a selection run says when no rule found anything at its positions: the constructs
    /// nearest each position that the rules could act on.
    static func nothingSelectedMessage(_ selection: Selection, offers: [SelectionOffer], rules: [any Rule]) -> String {
        let ruleNames = rules.map(\.metadata.id).joined(separator: ", ")
        var message = ""
        for point in selection.points {
            message += "svrefactor: nothing at \(point) that \(ruleNames) can rewrite"
            let nearest = offers.filter { $0.path == point.path }
                .sorted { (abs($0.line - point.line), $0.line, $0.column, $0.ruleID) < (abs($1.line - point.line), $1.line, $1.column, $1.ruleID) }
                .prefix(5)
            if nearest.isEmpty {
                message += "; the rules find nothing to rewrite in \(point.path)\n"
                continue
            }
            message += "; nearest:\n"
            for offer in nearest.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
                message += "  \(point.path):\(offer.line):\(offer.column): \(offer.name) [\(offer.ruleID)]\n"
            }
        }
        return message
    }

    /// `--write-baseline`: every finding the run reported, for later runs' `--baseline`.
    private func writeBaselineIfAsked(_ reporter: Reporter) throws {
        guard let path = checkOptions.writeBaseline else { return }
        let baseline = Baseline(findings: reporter.baselineFindings)
        do {
            try Data(baseline.rendered().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UsageError(description: "--write-baseline: cannot write '\(path)': \(error)")
        }
        Console.error("svrefactor: wrote \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") to the baseline \(path)\n")
    }

    /// The indexer for the modules around `paths` (absolute), or around `--index-root` when given.
    private func moduleIndexer(selected: [SourceFile], around paths: [String], discovery: FileDiscovery, workers: Int) -> ModuleIndexer {
        let found = paths.map(ModuleIndexer.moduleRoot(of:))
        let roots = options.indexRoot.map { [discovery.absolutePath($0)] } ?? Array(Set(found.map(\.folder))).sorted()
        var indexer = ModuleIndexer(
            selected: selected, roots: roots, discovery: FileDiscovery(excludes: [], respectsGitIgnore: !options.noGitIgnore),
            workers: workers, showsProgress: Console.standardErrorIsTerminal && !options.quiet)
        if options.indexRoot == nil { indexer.looseRoots = Set(found.filter(\.isLoose).map(\.folder)) }
        return indexer
    }

    private func runStandardInput(
        _ processor: FileProcessor, index: ModuleIndex?, baseline: Baseline?, start: ContinuousClock.Instant
    ) throws -> Int32 {
        let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let displayPath = options.stdinPath ?? "<stdin>"
        let reporter = Reporter(mode: mode, format: options.reporter, total: 1, baseline: baseline, showsProgress: false)
        if let index { reporter.add(index.timings) }
        // On a worker thread, for its large stack.
        BatchRunner<FileReport>().run(
            count: 1, workers: 1,
            job: { _ in processor.processStandardInput(input, displayPath: displayPath) },
            deliver: { _, report in
                if let output = report.output { Console.out(bytes: output) }
                reporter.report(report)
            })
        if let report = reporter.machineReport() { Console.out(report) }
        try writeBaselineIfAsked(reporter)
        if options.timings {
            Console.error(reporter.timingsTable(wallSeconds: (ContinuousClock.now - start).seconds, workers: 1) + "\n")
        }
        return exitStatus(reporter.counts)
    }

    private func exitStatus(_ counts: Reporter.Counts) -> Int32 {
        if counts.failed > 0 || counts.skippedTotal > 0 { return ExitStatus.someFilesNotProcessed }
        guard mode == .check else { return ExitStatus.success }
        // Writing a baseline accepts today's findings: that run succeeds.
        if checkOptions.writeBaseline != nil { return ExitStatus.success }
        let failing = counts.changed + counts.errorFindings + (checkOptions.strict ? counts.warningFindings : 0)
        return failing > 0 ? ExitStatus.changesFound : ExitStatus.success
    }
}
