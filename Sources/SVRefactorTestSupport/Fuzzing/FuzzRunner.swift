import Foundation
import SVRefactorCore
import SVRefactorRules
import SwiftParser
import SwiftSyntax

/// One mutated file: which seed file it came from and which mutations made it.
public struct FuzzCase: Sendable {
    public let number: Int
    public let seedPath: String
    public let mutations: [SourceMutator.Kind]
    public let source: [UInt8]
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
    /// A second run over the output changes it again.
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
public struct MutationFuzzer: Sendable {
    public let seeds: [(path: String, source: [UInt8])]
    public let seed: UInt64
    /// Runs slower than this count as failures.
    public let budget: Double
    /// A `swiftc` to ask about every input the rules rewrote (`swiftc -parse`): an input it rejects
    /// is a class ``CompilerSyntaxCheck`` should know. Nil: not asked.
    public var compiler: String?

    public init(seeds: [(path: String, source: [UInt8])], seed: UInt64 = 1, budget: Double = 10, compiler: String? = nil) {
        precondition(!seeds.isEmpty, "the fuzzer needs at least one seed file")
        self.seeds = seeds.sorted { $0.path < $1.path }
        self.seed = seed
        self.budget = budget
        self.compiler = compiler
    }

    /// `swiftc` on `PATH`, or the toolchain's at `/opt/swift`; nil when there is none.
    public static func findCompiler() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The first error `swiftc -parse` reports for `source`, or nil when it accepts it.
    static func compilerError(_ source: [UInt8], compiler: String) -> String? {
        let folder = TemporaryDirectory()
        folder.write("Case.swift", bytes: source)
        let run = CommandRunner.run(compiler, ["-parse", "Case.swift"], in: folder.path)
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
        let seedFile = seeds[Int.random(in: 0..<seeds.count, using: &random)]
        var source = seedFile.source
        var applied: [SourceMutator.Kind] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            // One mutation in twelve damages tokens or bytes; the rest keep the file parsable.
            let kind = Int.random(in: 0..<12, using: &random) == 0
                ? [SourceMutator.Kind.tokenDamage, .byteDamage].randomElement(using: &random)!
                : SourceMutator.Kind.structural.randomElement(using: &random)!
            if let mutated = SourceMutator.apply(kind, to: source, using: &random) {
                source = mutated
                applied.append(kind)
            }
        }
        return FuzzCase(number: number, seedPath: seedFile.path, mutations: applied, source: source)
    }

    /// Runs every rule over the case and checks the outcome.
    public func check(_ fuzzCase: FuzzCase) -> FuzzResult {
        let path = "Fuzz\(fuzzCase.number).swift"
        let start = Date()
        let outcome = Self.run(fuzzCase.source, path: path)
        let input = Pipeline.parse(fuzzCase.source)
        var result = FuzzResult()
        result.inputParses = !input.hasError && CompilerSyntaxCheck.firstError(in: input) == nil
        var failures: [FuzzFailure] = []
        switch outcome.status {
        case .unchanged, .skipped:
            break
        case let .failed(reason):
            failures.append(.internalError(reason.description))
        case let .changed(output, _):
            result.rewritten = true
            if !result.inputParses {
                failures.append(.rewroteUnparsableInput)
            } else if let compiler, let message = Self.compilerError(fuzzCase.source, compiler: compiler) {
                failures.append(.rewroteInputTheCompilerRejects(message))
            }
            let reparsed = Pipeline.parse(output)
            if reparsed.hasError {
                failures.append(.unparsableOutput("swift-syntax reports an error"))
            } else if let error = CompilerSyntaxCheck.firstError(in: reparsed) {
                failures.append(.unparsableOutput(error.message))
            }
            var outputComments = Self.comments(in: reparsed)
            for comment in Self.comments(in: input).sorted(by: { $0.key < $1.key }) where comment.value > outputComments[comment.key, default: 0] {
                failures.append(.droppedComment(comment.key))
                outputComments[comment.key] = comment.value
            }
            let second = Self.run(output, path: path)
            if case let .changed(_, changes) = second.status {
                failures.append(.notIdempotent(changes.map(\.ruleID).joined(separator: ", ")))
            }
        }
        let seconds = Date().timeIntervalSince(start)
        if seconds > budget { failures.append(.slow(seconds: seconds)) }
        result.failures = failures
        return result
    }

    /// All rules, with the file as its own module, as a single-file run over it would.
    static func run(_ source: [UInt8], path: String) -> FileOutcome {
        let project = ProjectModel([FileDeclarations.parsing(source, path: path)])
        let rules = RuleRegistry.all.map { $0.init(options: RuleOptionValues.defaults(for: $0.metadata.options)) }
        var timings = PhaseTimings()
        return Pipeline(rules: rules, project: project).process(source, path: path, timings: &timings)
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
