import SVRefactorCore

/// The check's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum ObservableMainActorExamples {
    static let all: [RuleExample] = []
}
