import ArgumentParser
import Foundation
import SVRefactorCore
import SVRefactorRules

/// One `apply` or `check` invocation: discover files, process them in parallel, report in order.
struct RefactoringRun {
    /// Below this many files a progress line is noise.
    static let progressThreshold = 100

    let options: RunOptions
    let mode: RunMode

    /// Runs and returns the exit status.
    func execute() throws -> Int32 {
        let start = ContinuousClock.now
        let rules = try options.makeRules()
        let coloredDiff = options.color.isEnabled(forTerminal: Console.standardOutputIsTerminal)
        let workers = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount

        let discovery = FileDiscovery(excludes: options.excludes.map(Glob.init), respectsGitIgnore: !options.noGitIgnore)
        let wantsModel = Pipeline.needsProjectModel(rules) && !options.noIndex

        if options.paths == ["-"] {
            // Standard input has a module only when --stdin-path says where it lives.
            var index: ModuleIndexer.Result?
            if wantsModel, let stdinPath = options.stdinPath {
                let absolute = discovery.absolutePath(stdinPath)
                index = moduleIndexer(selected: [], around: [absolute], discovery: discovery, workers: workers)
                    .with(displayPaths: [absolute: stdinPath]).build()
                index?.model.filesInRun = [stdinPath]
            }
            let processor = FileProcessor(pipeline: Pipeline(rules: rules, project: index?.model, knownRuleIDs: Set(RuleRegistry.ids)), mode: mode, coloredDiff: coloredDiff)
            return runStandardInput(processor, index: index, start: start)
        }

        let found = try discovery.discover(options.paths)
        guard !found.files.isEmpty else {
            let excluded = found.exclusionSummary.isEmpty ? "" : " (\(found.exclusionSummary) by --exclude or .gitignore)"
            throw UsageError(description: "no Swift files found in \(options.paths.joined(separator: ", "))\(excluded)")
        }

        if mode == .apply {
            let removed = FileSystem.removeAbandonedTemporaryFiles(found.temporaryFiles)
            if removed > 0 {
                Console.error("svrefactor: removed \(removed) temporary file\(removed == 1 ? "" : "s") an interrupted run left behind\n")
            }
        }
        let files = found.files
        var index = wantsModel
            ? moduleIndexer(selected: files, around: options.paths.map(discovery.absolutePath), discovery: discovery, workers: workers).build()
            : nil
        index?.model.filesInRun = Set(files.map(\.displayPath))
        // Changes that span files are reported once every file of their group is known.
        let groups = index.map { index in rules.flatMap { $0.filesChangedTogether(in: index.model) } } ?? []
        let processor = FileProcessor(pipeline: Pipeline(rules: rules, project: index?.model, knownRuleIDs: Set(RuleRegistry.ids)), mode: mode, coloredDiff: coloredDiff, defersWrites: !groups.isEmpty)
        let reporter = Reporter(
            mode: mode, format: options.reporter, total: files.count,
            showsProgress: Console.standardErrorIsTerminal && files.count >= Self.progressThreshold)
        if let index { reporter.add(index.timings) }
        var held: [FileReport] = []
        BatchRunner<FileReport>().run(
            count: files.count,
            workers: workers,
            job: { index in processor.process(files[index]) },
            deliver: { _, report in if groups.isEmpty { reporter.report(report) } else { held.append(report) } },
            progress: { reporter.updateProgress(completed: $0) })
        if !groups.isEmpty {
            GroupedWriter.resolve(&held, groups: groups, mode: mode)
            for report in held { reporter.report(report) }
        }

        let seconds = (ContinuousClock.now - start).seconds
        if let report = reporter.machineReport() { Console.out(report) }
        Console.error(reporter.summary(seconds: seconds, exclusions: found.exclusionSummary, model: index?.model) + "\n")
        if options.timings {
            Console.error(reporter.timingsTable(wallSeconds: seconds, workers: min(workers, files.count)) + "\n")
        }
        return exitStatus(reporter.counts)
    }

    /// The indexer for the modules around `paths` (absolute), or around `--index-root` when given.
    private func moduleIndexer(selected: [SourceFile], around paths: [String], discovery: FileDiscovery, workers: Int) -> ModuleIndexer {
        let roots = options.indexRoot.map { [discovery.absolutePath($0)] } ?? Array(Set(paths.map(ModuleIndexer.moduleRoot(of:)))).sorted()
        return ModuleIndexer(
            selected: selected, roots: roots, discovery: FileDiscovery(excludes: [], respectsGitIgnore: !options.noGitIgnore),
            workers: workers, showsProgress: Console.standardErrorIsTerminal)
    }

    private func runStandardInput(_ processor: FileProcessor, index: ModuleIndexer.Result?, start: ContinuousClock.Instant) -> Int32 {
        let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let displayPath = options.stdinPath ?? "<stdin>"
        let reporter = Reporter(mode: mode, format: options.reporter, total: 1, showsProgress: false)
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
        if options.timings {
            Console.error(reporter.timingsTable(wallSeconds: (ContinuousClock.now - start).seconds, workers: 1) + "\n")
        }
        return exitStatus(reporter.counts)
    }

    private func exitStatus(_ counts: Reporter.Counts) -> Int32 {
        if counts.failed > 0 || counts.skippedTotal > 0 { return ExitStatus.someFilesNotProcessed }
        if mode == .check && counts.changed > 0 { return ExitStatus.changesFound }
        return ExitStatus.success
    }
}
