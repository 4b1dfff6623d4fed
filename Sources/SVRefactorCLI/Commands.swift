import ArgumentParser
import SVRefactorCore
import SVRefactorRules

/// Exit codes, shared by every command and documented in `--help` and the README.
package enum ExitStatus {
    package static let success: Int32 = 0
    static let changesFound: Int32 = 1
    package static let usageError: Int32 = 2
    static let someFilesNotProcessed: Int32 = 3

    static let help = """
        EXIT CODES:
          0  Done (check: nothing would change, no error findings).
          1  check: some files would change, or a finding has severity error
             (with --strict, any finding; with --baseline, only new ones count).
          2  Usage error: unknown rule or option, missing path, no Swift files,
             an invalid .svrefactor.yml or baseline.
          3  Some files could not be processed (syntax errors, not UTF-8,
             unreadable, read-only, internal error); the others were.
        """
}

/// A usage problem found while running (a missing path, no Swift files): printed without the usage line.
package struct UsageError: Error, CustomStringConvertible {
    package var description: String
}

package struct SVRefactorCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "svrefactor",
        abstract: "Refactors SwiftUI code (view models, actions, subviews, member order) with minimal, verified diffs.",
        discussion: """
            svrefactor parses Swift with swift-syntax, applies the rules you select, checks that the \
            result still parses, and writes back only what changed. Where a rule cannot prove a \
            rewrite safe it leaves the code alone and prints a finding that says why.

            Start with `svrefactor rules`, then preview a rule with
            `svrefactor apply --dry-run --rule reorder-members Sources/`.

            \(ExitStatus.help)
            """,
        version: MachineReport.toolVersion,
        subcommands: [Apply.self, Check.self, ListRules.self, Explain.self, DumpConfig.self, LanguageServerCommand.self, MCPLauncher.self, GenerateRuleDocs.self, ParseBenchmark.self]
    )
}

struct Apply: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite files in place (or preview with --dry-run).",
        discussion: """
            Examples:
              svrefactor apply --rule reorder-members Sources/
              svrefactor apply --dry-run --rule reorder-members Sources/Views/
              svrefactor apply --rule extract-subviews Sources/App/Views/Profile.swift
                (one file is rewritten; the rest of its module is read, see --index-root)
              svrefactor apply --rule reorder-members --stdin-path V.swift - < V.swift
              svrefactor apply --rule hoist-closures --at Views/Profile.swift:42:9
                (only the closure at line 42, column 9 becomes a method; --name names it)

            \(ExitStatus.help)
            """
    )

    @Flag(name: .customLong("dry-run"), help: "Write nothing; print a unified diff that `git apply` accepts.")
    var dryRun = false

    @OptionGroup var options: RunOptions

    func validate() throws {
        // Both would share standard output with the machine report; the JSON report carries the
        // diffs of --dry-run itself.
        if options.reporter != .xcode, dryRun && options.reporter != .json || options.paths == ["-"] {
            throw ValidationError("--reporter \(options.reporter.rawValue) writes to standard output, where \(options.paths == ["-"] ? "apply prints the rewritten standard input" : "--dry-run prints its diff"); use it with `check`, with `apply` on files, or use --reporter json, which holds the diffs")
        }
    }

    func run() throws {
        throw ExitCode(try RefactoringRun(options: options, checkOptions: try CheckOptions.parse([]), mode: dryRun ? .dryRun : .apply).execute())
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report files the rules would change, and exit 1 if there are any (for CI).",
        discussion: """
            Writes nothing. Each file that would change is listed as \
            `path:line:1: error: would be rewritten; see the change with … [rule-id]`, pointing at the first line \
            that would change, with the commands that show and make the change.
            With --reporter json, sarif, github, summary, junit, checkstyle, gitlab, markdown or html, findings and changes are written to standard \
            output in that format when the run ends (changes as findings with `fixable: true`).

            Examples:
              svrefactor check --all-rules Sources/
              svrefactor check --all-rules --reporter sarif Sources/ > svrefactor.sarif
              svrefactor check --all-rules --reporter github Sources/    (in a GitHub Actions step)

            \(ExitStatus.help)
            """
    )

    @OptionGroup var options: RunOptions
    @OptionGroup var checkOptions: CheckOptions

    func run() throws {
        throw ExitCode(try RefactoringRun(options: options, checkOptions: checkOptions, mode: .check).execute())
    }
}

/// What only `check` takes: how findings fail the run, and baselines. `apply` does not list them.
struct CheckOptions: ParsableArguments {
    @Flag(name: .customLong("strict"), help: "Fail (exit 1) on warnings too, not only on errors and files that would change.")
    var strict = false

    @Option(name: .customLong("baseline"), help: ArgumentHelp("Report and fail only on findings and changes that are not in this baseline (written by --write-baseline). They are matched by rule, file and the code they touch, not by line numbers.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every finding and change of this run in a baseline file, for --baseline in later runs.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be combined: write the baseline first, then check against it")
        }
    }
}

struct RunOptions: ParsableArguments {
    @Option(name: .customLong("rule"), help: ArgumentHelp("A rule to run (repeatable). Rules always run in their canonical order.", valueName: "id"))
    var rules: [String] = []

    @Flag(name: .customLong("all-rules"), help: "Run every rule except the opt-in ones (marked in `svrefactor rules`), which run only when named with --rule.")
    var allRules = false

    @Option(name: .customLong("option"), help: ArgumentHelp("Set a rule option (repeatable). `svrefactor explain <id>` lists a rule's options.", valueName: "name=value"))
    var ruleOptions: [String] = []

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Skip files and folders matching a glob (repeatable). Without a '/', the glob matches any path component (`Generated`, `*.pb.swift`); with one, the path relative to the current folder (`Sources/Legacy/**`).", valueName: "glob"))
    var excludes: [String] = []

    @Flag(name: .customLong("no-gitignore"), help: "Also process files that git ignores.")
    var noGitIgnore = false

    // Unconditional, so `--jobs -1` reaches validation ("must be at least 1") instead of being read as a flag.
    @Option(name: [.customShort("j"), .customLong("jobs")], parsing: .unconditional, help: ArgumentHelp("Files processed in parallel (default: number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .customLong("color"), help: ArgumentHelp("Colour diffs: auto (only on a terminal), always, never.", valueName: "when"))
    var color: ColorMode = .auto

    @Option(name: .customLong("stdin-path"), help: ArgumentHelp("With '-': the path standard input stands for, used in findings and diffs, and to find its module.", valueName: "path"))
    var stdinPath: String?

    @Option(name: .customLong("index-root"), help: ArgumentHelp("The folder whose Swift files make up the module the rules see (default: the SwiftPM target, package, Xcode project or git work tree around each path). Files there are read, never changed.", valueName: "path"))
    var indexRoot: String?

    @Flag(name: .customLong("no-index"), help: "Do not read the rest of the module: rules see only the files they process. They are more careful (non-private helpers stay, subview names carry the view's name) and do not know types nested in a view by extensions in other files.")
    var noIndex = false

    @Option(name: .customLong("reporter"), help: ArgumentHelp("How findings are reported: xcode (default: `path:line:col: warning: message [rule]` on standard error, as each file is done), json (findings, and each change's diff and the declarations it creates and removes; the one format --dry-run takes), sarif (SARIF 2.1.0 for GitHub code scanning), github (Actions annotations), summary (counts per rule), junit (Jenkins, GitLab and Azure test reports), checkstyle (Jenkins Warnings NG, reviewdog), gitlab (GitLab's Code Quality widget), markdown (a pull-request comment) or html (one page to review a whole run, with its diffs). The machine formats go to standard output when the run ends; see Docs/reporters.md.", valueName: "format"))
    var reporter: ReporterFormat = .xcode

    @Option(name: .customLong("config"), help: ArgumentHelp("Use this configuration file for every file, instead of the .svrefactor.yml files found by walking up from each file's folder (the nearest wins, merged over those above it). See Docs/configuration.md and `svrefactor dump-config`.", valueName: "path"))
    var config: String?

    @Flag(name: .customLong("staged"), help: "Only files staged in git (for pre-commit hooks), within the paths (default: the current folder). Excludes and configuration apply, also to files named explicitly.")
    var staged = false

    @Option(name: .customLong("changed-since"), help: ArgumentHelp("Only files changed since this git revision (committed, uncommitted or untracked), plus the files whose results depend on them through the module, within the paths (default: the current folder).", valueName: "rev"))
    var changedSince: String?

    @Flag(name: [.customShort("q"), .customLong("quiet")], help: "Print only findings and errors: no progress, no `rewritten` lines, no summary.")
    var quiet = false

    @Option(name: .customLong("cache-path"), help: ArgumentHelp("The folder where check keeps results between runs, used as it is (default: a folder per project under $XDG_CACHE_HOME/svrefactor, ~/.cache/svrefactor, or ~/Library/Caches/svrefactor on macOS). A result is reused only when the file's bytes, the rules, their options, the configuration and the module facts it read are unchanged; apply always recomputes. See Docs/caching.md.", valueName: "path"))
    var cachePath: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache.")
    var noCache = false

    @Flag(name: .customLong("timings"), help: "Print where the time went: files/s and seconds per phase (index, model, cache, read, parse, each rule, verify, diff, write).")
    var timings = false

    @Option(name: .customLong("at"), help: ArgumentHelp("Rewrite only the construct at this position (repeatable): for each rule, the innermost one it handles there (extract-subviews: the helper declared or used there; hoist-closures: the closure; reorder-members: the type; init-view-model: the property; migrate-observation: the class, with every file it must change; move-subviews-to-files: the view; a check's fix: that finding). Findings are limited to it too. Nothing there: exit 0 and a list of the nearest constructs. Without a column, the whole line. Takes the place of paths.", valueName: "path:line[:column]"))
    var positions: [String] = []

    @Option(name: .customLong("name"), help: ArgumentHelp("With one --at: the name of what the rewrite creates (extract-subviews: the subview; hoist-closures: the method). A name that is not an identifier, or is taken, is a usage error.", valueName: "name"))
    var name: String?

    @Argument(help: ArgumentHelp("Swift files or folders to process, or '-' for standard input.", valueName: "path"))
    var paths: [String] = []

    func validate() throws {
        if rules.isEmpty && !allRules {
            throw ValidationError("no rule selected: pass --rule <id> (see `svrefactor rules`) or --all-rules")
        }
        for id in rules where RuleRegistry.rule(withID: id) == nil {
            throw ValidationError("unknown rule '\(id)'; available rules: \(RuleRegistry.ids.joined(separator: ", ")) (see `svrefactor rules`)")
        }
        if staged && changedSince != nil {
            throw ValidationError("--staged and --changed-since cannot be combined")
        }
        if !positions.isEmpty || name != nil {
            try validateSelection()
        }
        if paths.isEmpty && gitSelection == nil && positions.isEmpty {
            throw ValidationError("no input: pass files or folders to process, or '-' to read standard input")
        }
        if paths.contains("-") && gitSelection != nil {
            throw ValidationError("\(gitSelection!.optionName) selects files from git; it cannot be combined with '-' (standard input)")
        }
        if paths.contains("-") && paths.count > 1 {
            throw ValidationError("'-' (standard input) cannot be combined with other paths")
        }
        if stdinPath != nil && !paths.contains("-") {
            throw ValidationError("--stdin-path only applies when reading standard input ('-')")
        }
        if indexRoot != nil && noIndex {
            throw ValidationError("--index-root and --no-index cannot be combined")
        }
        if let indexRoot, FileSystem.resolvedKind(of: indexRoot).0 != .directory {
            throw ValidationError("--index-root: '\(indexRoot)' is not a folder")
        }
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be at least 1")
        }
        if noCache && cachePath != nil {
            throw ValidationError("--cache-path and --no-cache cannot be combined")
        }
        _ = try makeRules()
    }

    /// `--at` and `--name` make sense together, with rules that create what `--name` names.
    private func validateSelection() throws {
        guard !positions.isEmpty else { throw ValidationError("--name names what the rewrite at one --at position creates; add --at path:line[:column]") }
        if !paths.isEmpty { throw ValidationError("--at names the files to rewrite; pass no paths with it") }
        if gitSelection != nil { throw ValidationError("--at cannot be combined with \(gitSelection!.optionName)") }
        for position in positions { _ = try SelectionArgument(position) }
        guard let name else { return }
        if positions.count > 1 { throw ValidationError("--name names what one construct's rewrite creates; pass one --at with it, not \(positions.count)") }
        if !SelectionArgument.isIdentifier(name) { throw ValidationError("--name: '\(name)' is not a Swift identifier (letters, digits and underscores, not starting with a digit, not a keyword)") }
        let naming = try makeRules().filter { $0.metadata.createdName != nil }
        guard naming.count == 1 else {
            let which = RuleRegistry.all.filter { $0.metadata.createdName != nil }.map { "--rule \($0.metadata.id) (\($0.metadata.createdName!))" }
            throw ValidationError("--name needs exactly one rule whose rewrite creates something named: " + which.joined(separator: " or "))
        }
    }

    /// The git selection (`--staged`, `--changed-since`), if any.
    var gitSelection: Git.ChangeSelection? {
        if staged { return .staged }
        return changedSince.map { .changedSince($0) }
    }

    /// The paths to process: with a git selection and no path, the current folder.
    var effectivePaths: [String] {
        paths.isEmpty && gitSelection != nil ? ["."] : paths
    }

    /// The selected rules in canonical order, configured with the `--option` values over the
    /// configuration's: rules named with `--rule` run whatever the configuration says; with
    /// `--all-rules`, the configuration turns rules off and opt-in rules on.
    func makeRules(configuration: EffectiveConfiguration = EffectiveConfiguration(files: [])) throws -> [any Rule] {
        try configuredRules(configuration).map { ruleType, options in ruleType.init(options: options) }
    }

    /// The selected rule types in canonical order, with their resolved options.
    func configuredRules(_ configuration: EffectiveConfiguration) throws -> [(any Rule.Type, RuleOptionValues)] {
        let commandLine = try optionOverrides()
        return try selectedRuleTypes(configuration).map { ruleType in
            let configured = configuration.rules[ruleType.metadata.id]?.options ?? [:]
            do {
                return (ruleType, try RuleOptionValues(specs: ruleType.metadata.options, overrides: configured.merging(commandLine) { _, cli in cli }))
            } catch {
                throw ValidationError("\(ruleType.metadata.id): \(error)")
            }
        }
    }

    /// The rules `--rule` names, and with `--all-rules` those the configuration enables.
    private func selectedRuleTypes(_ configuration: EffectiveConfiguration) -> [any Rule.Type] {
        RuleRegistry.all.filter { (allRules && configuration.isEnabled($0.metadata)) || rules.contains($0.metadata.id) }
    }

    /// The `--option` values by name, each declared by a rule the command line selects.
    private func optionOverrides() throws -> [String: String] {
        let selected = selectedRuleTypes(EffectiveConfiguration(files: []))
        var overrides: [String: String] = [:]
        for assignment in ruleOptions {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw ValidationError("--option expects name=value, got '\(assignment)'")
            }
            let name = String(assignment[..<equals])
            guard selected.contains(where: { $0.metadata.options.contains { $0.name == name } }) else {
                let declared = selected.flatMap { $0.metadata.options.map(\.name) }
                let known = declared.isEmpty ? "the selected rules have no options" : "options of the selected rules: \(declared.joined(separator: ", "))"
                throw ValidationError("unknown option '\(name)'; \(known)")
            }
            overrides[name] = String(assignment[assignment.index(after: equals)...])
        }
        return overrides
    }
}

extension ColorMode: ExpressibleByArgument {}
