import SVRefactorCore

/// Runs one rule on a source string the way the engine does, for hand-written rule tests.
public struct RuleHarness {
    public let pipeline: Pipeline

    public init(_ rule: any Rule, project: ProjectModel? = nil, selection: Selection? = nil) {
        var pipeline = Pipeline(rules: [rule], project: project)
        pipeline.selection = selection
        self.pipeline = pipeline
    }

    /// A harness for `ruleType` with option overrides, validated like `--option name=value`.
    /// `project` is the module the rule sees; without one, it sees only the file (like `--no-index`).
    /// With a `selection`, the rule rewrites only the constructs at its points (`--at`).
    public init(_ ruleType: any Rule.Type, options: [String: String] = [:], project: ProjectModel? = nil, selection: Selection? = nil) {
        // Tests pass known option names; a typo is a bug in the test, so it traps.
        let values = try! RuleOptionValues(specs: ruleType.metadata.options, overrides: options)
        self.init(ruleType.init(options: values), project: project, selection: selection)
    }

    public struct Run {
        /// The rewritten text, or the input when nothing changed.
        public var output: String
        public var findings: [Finding]
        /// Set when the file was skipped or the rule failed.
        public var problem: String?
        /// Files the change creates beside the file: name → text.
        public var createdFiles: [String: String] = [:]
        /// With a selection: what it took, and what it could have taken.
        public var selection: SelectionResult

        /// Reads a pipeline outcome for `source`.
        public init(_ outcome: FileOutcome, source: String) {
            findings = outcome.findings
            selection = outcome.selection
            createdFiles = Dictionary(outcome.createdFiles.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) }, uniquingKeysWith: { a, _ in a })
            switch outcome.status {
            case let .changed(newSource, _): output = String(decoding: newSource, as: UTF8.self)
            case .unchanged: output = source
            case let .skipped(reason): output = source; problem = "skipped: \(reason)"
            case let .failed(reason): output = source; problem = "failed: \(reason)"
            }
        }
    }

    public func run(_ source: String, path: String = "Screen.swift") -> Run {
        Run(pipeline.process(source, path: path), source: source)
    }

    /// Why a rewrite of `source` is not acceptable: nothing changed, the output does not type-check
    /// against the SwiftUI stub in Swift 5 or 6 mode (together with the `context` files, the rest of
    /// the module, when given), or a second run changes it again. Empty when fine.
    public func problemsWithCompilingRewrite(of source: String, path: String = "Screen.swift", context: [String] = []) -> [String] {
        let first = run(source, path: path)
        if let problem = first.problem { return [problem] }
        guard first.output != source else { return ["nothing changed; findings: \(first.findings.map(\.message))"] }
        var problems: [String] = []
        switch SwiftUITypeChecker.shared {
        case let .failure(error):
            problems.append("type-check harness: \(error)")
        case let .success(checker):
            for mode in SwiftUITypeChecker.LanguageMode.allCases {
                let result = context.isEmpty
                    ? checker.typeCheck(first.output, mode: mode)
                    : checker.typeCheck(module: [first.output] + context, mode: mode)
                if !result.succeeded {
                    problems.append("Swift \(mode.rawValue):\n\(result.errors.joined(separator: "\n"))\n\n\(first.output)")
                }
            }
        }
        if run(first.output, path: path).output != first.output { problems.append("not idempotent") }
        return problems
    }
}
