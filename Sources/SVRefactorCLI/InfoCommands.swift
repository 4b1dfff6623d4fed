import ArgumentParser
import Foundation
import SVRefactorCore
import SVRefactorRules

struct ListRules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its one-line summary, in the order rules run."
    )

    func run() {
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        for rule in RuleRegistry.all {
            let optIn = rule.metadata.optInReason == nil ? "" : " (opt-in: only with --rule \(rule.metadata.id))"
            Console.out(rule.metadata.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + rule.metadata.summary + optIn + "\n")
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a rule: rationale, options and a before/after example."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @Argument(help: ArgumentHelp("The rule to explain (see `svrefactor rules`).", valueName: "id"))
    var id: String

    @Option(help: "text (default) or markdown (the rule's documentation page, with every example).")
    var format: Format = .text

    func validate() throws {
        if RuleRegistry.rule(withID: id) == nil {
            throw ValidationError("unknown rule '\(id)'; available rules: \(RuleRegistry.ids.joined(separator: ", "))")
        }
    }

    func run() {
        let metadata = RuleRegistry.rule(withID: id)!.metadata
        Console.out(format == .text ? RuleDocumentation.text(for: metadata) : RuleDocumentation.markdown(for: metadata))
    }
}

/// Regenerates Docs/rules/<id>.md from the rules' metadata, keeping hand-written notes below the marker.
struct GenerateRuleDocs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-docs",
        abstract: "Write each rule's documentation page (for contributors).",
        shouldDisplay: false
    )

    @Argument(help: "The folder for the pages.")
    var folder: String = "Docs/rules"

    func run() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for rule in RuleRegistry.all {
            let path = "\(folder)/\(rule.metadata.id).md"
            let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let notes = existing.range(of: RuleDocumentation.generatedMarker).map { String(existing[$0.upperBound...]) } ?? "\n"
            try (RuleDocumentation.markdown(for: rule.metadata).dropLast() + notes).write(toFile: path, atomically: true, encoding: .utf8)
            Console.error("wrote \(path)\n")
        }
    }
}

/// Reads and parses files with the same discovery and worker pool as `check`, running no rule:
/// the baseline the pipeline's overhead is measured against (Docs/performance.md).
struct ParseBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-only",
        abstract: "Read and parse files without running rules (a benchmark baseline).",
        shouldDisplay: false
    )

    @Option(name: [.customShort("j"), .customLong("jobs")]) var jobs: Int?
    @Argument var paths: [String]

    func run() throws {
        let start = ContinuousClock.now
        let found = try FileDiscovery(excludes: [], respectsGitIgnore: true).discover(paths)
        let files = found.files
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var errors = 0
        BatchRunner<Bool>().run(
            count: files.count, workers: workers,
            job: { index in
                guard let contents = try? FileSystem.read(files[index].path) else { return false }
                return !Pipeline.parse(contents.bytes).hasError
            },
            deliver: { _, parsed in if !parsed { errors += 1 } })
        let seconds = (ContinuousClock.now - start).seconds
        Console.error("svrefactor parse-only: \(files.count) files parsed (\(errors) with errors) in \(Reporter.format(seconds: seconds)) with \(min(workers, files.count)) workers\n")
    }
}
