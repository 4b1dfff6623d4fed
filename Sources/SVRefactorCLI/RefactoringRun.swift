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

        if options.paths == ["-"] {
            let processor = FileProcessor(pipeline: Pipeline(rules: rules), mode: mode, coloredDiff: coloredDiff)
            return runStandardInput(processor, start: start)
        }

        let discovery = FileDiscovery(excludes: options.excludes.map(Glob.init), respectsGitIgnore: !options.noGitIgnore)
        let found = try discovery.discover(options.paths)
        guard !found.files.isEmpty else {
            let excluded = found.exclusionSummary.isEmpty ? "" : " (\(found.exclusionSummary) by --exclude or .gitignore)"
            throw UsageError(description: "no Swift files found in \(options.paths.joined(separator: ", "))\(excluded)")
        }

        let files = found.files
        let index = Pipeline.needsProjectIndex(rules) ? Self.projectIndex(of: files, workers: workers) : nil
        let processor = FileProcessor(pipeline: Pipeline(rules: rules, projectIndex: index), mode: mode, coloredDiff: coloredDiff)
        let reporter = Reporter(
            mode: mode, total: files.count,
            showsProgress: Console.standardErrorIsTerminal && files.count >= Self.progressThreshold)
        BatchRunner<FileReport>().run(
            count: files.count,
            workers: workers,
            job: { index in processor.process(files[index]) },
            deliver: { _, report in reporter.report(report) },
            progress: { reporter.updateProgress(completed: $0) })

        let seconds = (ContinuousClock.now - start).seconds
        Console.error(reporter.summary(seconds: seconds, exclusions: found.exclusionSummary) + "\n")
        if options.timings {
            Console.error(reporter.timingsTable(wallSeconds: seconds, workers: min(workers, files.count)) + "\n")
        }
        return exitStatus(reporter.counts)
    }

    /// Scans every file of the run for the names it mentions, for rules that must not break other files.
    static func projectIndex(of files: [SourceFile], workers: Int) -> ProjectIndex {
        var names: [(path: String, names: ProjectIndex.FileNames)] = []
        BatchRunner<ProjectIndex.FileNames>().run(
            count: files.count, workers: workers,
            job: { index in
                guard let contents = try? FileSystem.read(files[index].path) else { return ProjectIndex.FileNames() }
                return ProjectIndex.scan(contents.bytes)
            },
            deliver: { index, fileNames in names.append((files[index].displayPath, fileNames)) })
        return ProjectIndex(namesByFile: names)
    }

    private func runStandardInput(_ processor: FileProcessor, start: ContinuousClock.Instant) -> Int32 {
        let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let displayPath = options.stdinPath ?? "<stdin>"
        let reporter = Reporter(mode: mode, total: 1, showsProgress: false)
        // On a worker thread, for its large stack.
        BatchRunner<FileReport>().run(
            count: 1, workers: 1,
            job: { _ in processor.processStandardInput(input, displayPath: displayPath) },
            deliver: { _, report in
                if let output = report.output { Console.out(bytes: output) }
                reporter.report(report)
            })
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
