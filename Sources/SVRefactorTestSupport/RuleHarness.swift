import SVRefactorCore

/// Runs one rule on a source string the way the engine does, for hand-written rule tests.
public struct RuleHarness {
    public let pipeline: Pipeline

    public init(_ rule: any Rule, projectIndex: ProjectIndex? = nil) {
        pipeline = Pipeline(rules: [rule], projectIndex: projectIndex)
    }

    public struct Run {
        /// The rewritten text, or the input when nothing changed.
        public var output: String
        public var findings: [Finding]
        /// Set when the file was skipped or the rule failed.
        public var problem: String?

        /// Reads a pipeline outcome for `source`.
        public init(_ outcome: FileOutcome, source: String) {
            findings = outcome.findings
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
    /// against the SwiftUI stub in Swift 5 or 6 mode, or a second run changes it again. Empty when fine.
    public func problemsWithCompilingRewrite(of source: String) -> [String] {
        let first = run(source)
        if let problem = first.problem { return [problem] }
        guard first.output != source else { return ["nothing changed; findings: \(first.findings.map(\.message))"] }
        var problems: [String] = []
        switch SwiftUITypeChecker.shared {
        case let .failure(error):
            problems.append("type-check harness: \(error)")
        case let .success(checker):
            for mode in SwiftUITypeChecker.LanguageMode.allCases {
                let result = checker.typeCheck(first.output, mode: mode)
                if !result.succeeded {
                    problems.append("Swift \(mode.rawValue):\n\(result.errors.joined(separator: "\n"))\n\n\(first.output)")
                }
            }
        }
        if run(first.output).output != first.output { problems.append("not idempotent") }
        return problems
    }
}
