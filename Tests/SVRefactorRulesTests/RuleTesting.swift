import SVRefactorCore
import SVRefactorTestSupport
import Testing

/// The one way rule tests run a rule: through ``RuleHarness``, recording a skipped file or an
/// internal failure as a test issue.
extension RuleHarness {
    /// The rule's output (the input when nothing changed) and its findings.
    func rewrite(_ source: String, path: String = "Screen.swift", sourceLocation: SourceLocation = #_sourceLocation) -> (output: String, findings: [Finding]) {
        let run = run(source, path: path)
        if let problem = run.problem { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
        return (run.output, run.findings)
    }

    /// Expects a rewrite that type-checks against the SwiftUI stub in Swift 5 and 6 mode (with the
    /// `context` files of the same module) and is idempotent; returns it.
    func expectCompilingRewrite(
        _ source: String, path: String = "Screen.swift", context: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let problems = problemsWithCompilingRewrite(of: source, path: path, context: context)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return run(source, path: path).output
    }
}

/// A module of in-memory files for rules that look across files: `Screen.swift` plus `others`.
func module(_ source: String, others: [String: String]) -> ProjectModel {
    ProjectModel.parsing([("Screen.swift", source)] + others.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
}
