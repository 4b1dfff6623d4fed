import SVRefactorCore

/// The check's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum LongBodyExamples {
    static let all: [RuleExample] = []
}
