import Foundation
import SVRefactorCore
import SVRefactorRules
import SwiftParser
import SwiftSyntax

/// One file of a case: where it sits in the case's module, which seed file it came from and which
/// mutations made it.
public struct FuzzFile: Sendable {
    public let path: String
    public let seedPath: String
    public let mutations: [SourceMutator.Kind]
    public let source: [UInt8]
}

/// One case: a single mutated file, or a mixed batch of files from different seeds that run as one
/// module (see ``MutationFuzzer/batchSize``).
public struct FuzzCase: Sendable {
    public let number: Int
    public let files: [FuzzFile]

    /// The seeds and mutations, for a failure's report.
    public var origin: String {
        files.map { "\($0.seedPath) [\($0.mutations.map(\.rawValue).joined(separator: ","))]" }.joined(separator: ", ")
    }

    /// ``origin`` for one file; for a batch, its size (the files are saved with the failure).
    public var summary: String {
        files.count == 1 ? origin : "a batch of \(files.count) files, \(files.filter { !$0.mutations.isEmpty }.count) of them mutated"
    }
}

/// What a case broke; none of these may ever happen.
public enum FuzzFailure: Sendable, Equatable, CustomStringConvertible {
    /// The run took longer than the per-file budget.
    case slow(seconds: Double)
    /// A changed file whose output does not parse (swift-syntax or ``CompilerSyntaxCheck``).
    case unparsableOutput(String)
    /// Input that does not parse was rewritten.
    case rewroteUnparsableInput
    /// The input parses for swift-syntax and svrefactor's own checks, but `swiftc -parse` rejects
    /// it: a class of input ``CompilerSyntaxCheck`` does not know yet.
    case rewroteInputTheCompilerRejects(String)
    /// A second run over the output changes it again (the rules; in a batch, the file first).
    case notIdempotent(String)
    /// A comment of the input is missing from the output.
    case droppedComment(String)
    /// The engine refused a rule's output (its safety net caught a rule bug).
    case internalError(String)

    public var description: String {
        switch self {
        case let .slow(seconds): return "slow: \(String(format: "%.1f", seconds)) s"
        case let .unparsableOutput(message): return "output does not parse: \(message)"
        case .rewroteUnparsableInput: return "rewrote input that does not parse"
        case let .rewroteInputTheCompilerRejects(message): return "rewrote input that swiftc -parse rejects: \(message)"
        case let .notIdempotent(rules): return "not idempotent: a second run changes it (\(rules))"
        case let .droppedComment(comment): return "dropped comment: \(comment)"
        case let .internalError(message): return "internal error: \(message)"
        }
    }

    /// The name of the check, for tallies.
    public var check: String {
        switch self {
        case .slow: return "slow"
        case .unparsableOutput, .rewroteUnparsableInput: return "unparsable output"
        case .rewroteInputTheCompilerRejects: return "input the compiler rejects"
        case .notIdempotent: return "not idempotent"
        case .droppedComment: return "dropped comment"
        case .internalError: return "internal error"
        }
    }
}

/// What one case did and what it broke.
public struct FuzzResult: Sendable {
    /// Whether the mutated input parses (so the rules ran on it).
    public var inputParses = false
    /// Whether the rules rewrote it.
    public var rewritten = false
    public var failures: [FuzzFailure] = []
}

/// A deterministic mutation fuzzer over a set of seed files: case `n` is always the same bytes for
/// the same seeds and seed number, whatever runs before it, so any failure is reproduced by its number.
///
/// A case is one mutated file run as its own module, or, with a ``batchSize`` above 1, that many
/// files drawn from different seeds (half of them mutated) run as one module, as the CLI runs a
/// folder: cross-file facts (names taken, classes migrated, what other files declare) then meet
/// code they were not written for, and a second run over the whole batch must change nothing.
public struct MutationFuzzer: Sendable {
    public let seeds: [(path: String, source: [UInt8])]
    public let seed: UInt64
    /// Runs slower than this, per file of a case, count as failures.
    public let budget: Double
    /// Files per case: 1 runs each file alone; more mixes seeds into one module.
    public var batchSize = 1
    /// A `swiftc` to ask about every input the rules rewrote (`swiftc -parse`): an input it rejects
    /// is a class ``CompilerSyntaxCheck`` should know. Nil: not asked.
    public var compiler: String?

    public init(seeds: [(path: String, source: [UInt8])], seed: UInt64 = 1, budget: Double = 10, compiler: String? = nil, batchSize: Int = 1) {
        precondition(!seeds.isEmpty, "the fuzzer needs at least one seed file")
        precondition(batchSize >= 1, "a case has at least one file")
        self.seeds = seeds.sorted { $0.path < $1.path }
        self.seed = seed
        self.budget = budget
        self.compiler = compiler
        self.batchSize = batchSize
    }

    /// `swiftc` on `PATH`, or the toolchain's at `/opt/swift`; nil when there is none.
    public static func findCompiler() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The first error `swiftc -parse` reports for `source` (with bare-slash regex literals, which
    /// Swift 6 mode has), or nil when it accepts it.
    static func compilerError(_ source: [UInt8], compiler: String) -> String? {
        let folder = TemporaryDirectory()
        folder.write("Case.swift", bytes: source)
        // Bare `/regex/` literals, as Swift 6 and apps that turn the feature on write them: without
        // the flag, Swift 5 mode rejects them, and every file with one would be reported.
        let run = CommandRunner.run(compiler, ["-parse", "-enable-bare-slash-regex", "Case.swift"], in: folder.path)
        guard run.status != 0 else { return nil }
        return run.standardError.split(separator: "\n").first { $0.contains("error:") }.map { String($0.split(separator: "error: ", maxSplits: 1).last ?? $0) }
            ?? "exit status \(run.status)"
    }

    /// Swift files under `paths` (files or folders, recursively), skipping build folders.
    public static func seedFiles(under paths: [String]) -> [(path: String, source: [UInt8])] {
        var files: [(String, [UInt8])] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let candidates = isDirectory.boolValue
                ? (manager.enumerator(atPath: path)?.compactMap { $0 as? String }.filter { !$0.contains(".build") }.map { path + "/" + $0 } ?? [])
                : [path]
            for file in candidates where file.hasSuffix(".swift") {
                if let data = manager.contents(atPath: file) { files.append((file, Array(data))) }
            }
        }
        return files
    }

    public func makeCase(_ number: Int) -> FuzzCase {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(number))
        guard batchSize > 1 else {
            let seedFile = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            return FuzzCase(number: number, files: [mutating(seedFile, as: "Fuzz\(number).swift", times: 1...4, using: &random)])
        }
        // Distinct seeds, so that the batch mixes files as a folder of several apps would.
        var chosen = Array(seeds.indices)
        chosen.shuffle(using: &random)
        let files = chosen.prefix(batchSize).enumerated().map { position, index in
            let seedFile = seeds[index]
            let path = "Batch\(number)/\(position)-\(seedFile.path.split(separator: "/").last ?? "File.swift")"
            return Bool.random(using: &random)
                ? FuzzFile(path: path, seedPath: seedFile.path, mutations: [], source: seedFile.source)
                : mutating(seedFile, as: path, times: 1...2, using: &random)
        }
        return FuzzCase(number: number, files: files)
    }

    private func mutating(
        _ seedFile: (path: String, source: [UInt8]), as path: String, times: ClosedRange<Int>, using random: inout SplitMix64
    ) -> FuzzFile {
        var source = seedFile.source
        var applied: [SourceMutator.Kind] = []
        for _ in 0..<Int.random(in: times, using: &random) {
            // One mutation in twelve damages tokens or bytes; the rest keep the file parsable.
            let kind = Int.random(in: 0..<12, using: &random) == 0
                ? [SourceMutator.Kind.tokenDamage, .byteDamage].randomElement(using: &random)!
                : SourceMutator.Kind.structural.randomElement(using: &random)!
            if let mutated = SourceMutator.apply(kind, to: source, using: &random) {
                source = mutated
                applied.append(kind)
            }
        }
        return FuzzFile(path: path, seedPath: seedFile.path, mutations: applied, source: source)
    }

    /// Runs every rule over the case's module and checks each file's outcome, then runs them
    /// again over the whole output, which must change nothing.
    public func check(_ fuzzCase: FuzzCase) -> FuzzResult {
        let start = Date()
        let inputs = fuzzCase.files.map { (path: $0.path, source: $0.source) }
        let outcomes = Self.runModule(inputs)
        var result = FuzzResult()
        var failures: [FuzzFailure] = []
        var outputs = inputs
        // In a batch, each failure names its file.
        func named(_ path: String) -> String { fuzzCase.files.count > 1 ? path + ": " : "" }
        for (index, file) in fuzzCase.files.enumerated() {
            let input = Pipeline.parse(file.source)
            let parses = !input.hasError && CompilerSyntaxCheck.firstError(in: input) == nil
            result.inputParses = result.inputParses || parses
            let prefix = named(file.path)
            switch outcomes[index].status {
            case .unchanged, .skipped:
                break
            case let .failed(reason):
                failures.append(.internalError(prefix + reason.description))
            case let .changed(output, _):
                result.rewritten = true
                outputs[index].source = output
                if !parses {
                    failures.append(.rewroteUnparsableInput)
                } else if let compiler, let message = Self.compilerError(file.source, compiler: compiler) {
                    failures.append(.rewroteInputTheCompilerRejects(prefix + message))
                }
                let reparsed = Pipeline.parse(output)
                if reparsed.hasError {
                    failures.append(.unparsableOutput(prefix + "swift-syntax reports an error"))
                } else if let error = CompilerSyntaxCheck.firstError(in: reparsed) {
                    failures.append(.unparsableOutput(prefix + error.message))
                }
                var outputComments = Self.comments(in: reparsed)
                // Files the change creates hold what moved out of this one, comments included.
                for created in outcomes[index].createdFiles {
                    let createdTree = Pipeline.parse(created.contents)
                    if createdTree.hasError || CompilerSyntaxCheck.firstError(in: createdTree) != nil {
                        failures.append(.unparsableOutput(prefix + "the created file \(created.name)"))
                    }
                    outputComments.merge(Self.comments(in: createdTree)) { $0 + $1 }
                    outputs.append((path: created.path(besides: file.path), source: created.contents))
                }
                for comment in Self.comments(in: input).sorted(by: { $0.key < $1.key }) where comment.value > outputComments[comment.key, default: 0] {
                    failures.append(.droppedComment(prefix + comment.key))
                    outputComments[comment.key] = comment.value
                }
            }
        }
        if result.rewritten {
            // The second run sees the module as the first left it, new files included.
            for (file, second) in zip(outputs, Self.runModule(outputs)) {
                guard case let .changed(_, changes) = second.status else { continue }
                failures.append(.notIdempotent(named(file.path) + changes.map(\.ruleID).joined(separator: ", ")))
            }
        }
        let seconds = Date().timeIntervalSince(start)
        if seconds > budget * Double(fuzzCase.files.count) { failures.append(.slow(seconds: seconds)) }
        result.failures = failures
        return result
    }

    /// Every rule with its default options, except that migrate-observation takes the module for
    /// iOS 17 (a fuzz module has no Package.swift to say so, and the rule would refuse every class),
    /// and move-subviews-to-files splits files as short as the fixtures (which stay below 300 lines).
    static let rules: [any Rule] = RuleRegistry.all.map { rule in
        var overrides = rule.metadata.options.contains { $0.name == "min-ios" } ? ["min-ios": "17"] : [:]
        if rule.metadata.createsFiles { overrides = ["max-file-lines": "30", "min-lines": "10"] }
        return rule.init(options: (try? RuleOptionValues(specs: rule.metadata.options, overrides: overrides)) ?? .defaults(for: rule.metadata.options))
    }

    /// All rules over the files as one module, as the CLI's run over a folder of them: a file's
    /// change that goes with other files' (``Rule/filesChangedTogether(in:)``) is made only when
    /// none of them is skipped or failed.
    static func runModule(_ files: [(path: String, source: [UInt8])]) -> [FileOutcome] {
        var project = ProjectModel(files.map { FileDeclarations.parsing($0.source, path: $0.path) })
        // Every folder of the case is a package target's: new files there are compiled.
        let folders = Set(files.map { NewFileFolders.folder(of: $0.path) })
        project.newFileFolders = NewFileFolders(placements: Dictionary(uniqueKeysWithValues: folders.map { ($0, .pickedUp(by: "the fuzz package")) }))
        let pipeline = Pipeline(rules: Self.rules, project: project)
        var outcomes = files.map { file in
            var timings = PhaseTimings()
            return pipeline.process(file.source, path: file.path, timings: &timings)
        }
        let indexOfPath = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        let groups = Self.rules.flatMap { $0.filesChangedTogether(in: project) }.map { Set($0.compactMap { indexOfPath[$0] }) }
        for members in ChangeGroups.merged(groups) where members.contains(where: { outcomes[$0].blocksItsGroup }) {
            for member in members {
                if case .changed = outcomes[member].status { outcomes[member] = FileOutcome(status: .unchanged, findings: outcomes[member].findings) }
            }
        }
        return outcomes
    }

    /// Every comment's text with its count.
    static func comments(in tree: SourceFileSyntax) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia + token.trailingTrivia {
                switch piece {
                case let .lineComment(text), let .blockComment(text), let .docLineComment(text), let .docBlockComment(text):
                    counts[text, default: 0] += 1
                default:
                    continue
                }
            }
        }
        return counts
    }
}

extension FileOutcome {
    /// Whether a group of files that includes this one is left unchanged (as the CLI's writer does).
    fileprivate var blocksItsGroup: Bool {
        switch status {
        case .skipped, .failed: return true
        case .changed, .unchanged: return !changesLeftOutBySuppression.isEmpty
        }
    }
}

/// A small deterministic generator (SplitMix64), so cases are reproducible on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
