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

/// Prints the configuration that applies to a file or folder: which `.svrefactor.yml` files, and
/// every rule's resolved settings, so a user can see what the nearest-wins merge made of them.
struct DumpConfig: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-config",
        abstract: "Print the effective configuration for a file or folder (as YAML).",
        discussion: """
            Shows which .svrefactor.yml files apply (found by walking up from the folder; the nearest \
            wins, merged over those above it) and each rule's resulting settings: whether it runs with \
            --all-rules, its severity and every option's value. The output is itself a valid \
            .svrefactor.yml. Command-line options (--rule, --option) still win over it when running.

            Examples:
              svrefactor dump-config Sources/App
              svrefactor dump-config --config ci/svrefactor.yml Sources/App/Views/Profile.swift
            """
    )

    @Argument(help: ArgumentHelp("A Swift file or a folder (default: the current folder).", valueName: "path"))
    var path: String = "."

    @Option(name: .customLong("config"), help: ArgumentHelp("Use this configuration file instead of the .svrefactor.yml files around the path.", valueName: "path"))
    var config: String?

    func run() throws {
        let discovery = FileDiscovery(excludes: [], respectsGitIgnore: false)
        let absolute = discovery.absolutePath(path)
        let kind = FileSystem.resolvedKind(of: absolute).0
        guard kind == .directory || kind == .file else { throw UsageError(description: "\(path): no such file or folder") }
        let resolver = try ConfigurationResolver(explicitPath: config, absolutePath: discovery.absolutePath, displayPath: discovery.displayPath)
        let effective = try kind == .directory ? resolver.configuration(forFolder: absolute) : resolver.configuration(forFile: absolute)
        Console.out(Self.yaml(effective, for: path, displayPath: discovery.displayPath, isExcluded: kind == .file && effective.excludes(absolute)))
    }

    static func yaml(_ configuration: EffectiveConfiguration, for path: String, displayPath: (String) -> String, isExcluded: Bool) -> String {
        var lines = ["# The effective svrefactor configuration for \(path)"]
        if configuration.files.isEmpty {
            lines.append("# No .svrefactor.yml applies: these are the defaults.")
        } else {
            lines.append("# From (farthest first, the nearest wins):")
            lines += configuration.files.map { "#   \(displayPath($0.path))" }
        }
        if isExcluded { lines.append("# This file is excluded: svrefactor does not process it.") }
        lines.append("rules:")
        for rule in RuleRegistry.all {
            let metadata = rule.metadata
            let settings = configuration.rules[metadata.id] ?? RuleConfiguration()
            lines.append("  \(metadata.id):")
            let optIn = metadata.optInReason == nil ? "" : "  # opt-in: off unless enabled here or named with --rule"
            lines.append("    enabled: \(configuration.isEnabled(metadata))\(optIn)")
            lines.append("    severity: \((settings.severity ?? .warning).rawValue)")
            for option in metadata.options {
                let value = settings.options[option.name] ?? option.defaultValue
                if case .ordering = option.kind {
                    // A list, as a team writes its own order.
                    lines.append("    \(option.name): [\(value.split(separator: ",").map { yamlScalar(String($0)) }.joined(separator: ", "))]")
                    continue
                }
                lines.append("    \(option.name): \(yamlScalar(value))")
            }
        }
        let excludes = configuration.files.flatMap { file in file.excludes.map { (file, $0) } }
        if excludes.isEmpty {
            lines.append("exclude: []")
        } else {
            lines.append("exclude:")
            for (file, glob) in excludes {
                lines.append("  - \(yamlScalar(glob.pattern))  # relative to \(displayPath(file.folder))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Quotes a value YAML would otherwise read differently (empty, or with `:`, `#`, `*`, quotes…).
    private static func yamlScalar(_ value: String) -> String {
        let special = value.isEmpty || value.contains { ":#*&!|>'\"%@`{}[],".contains($0) } || value.first == " " || value.last == " "
        guard special else { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
