import Foundation
@testable import SVRefactorTestSupport
import Testing

/// The mutation fuzzer's short mode: a few hundred mutants of the fixtures through every rule. The
/// long mode (`svrefactor-fuzz`, see Docs/testing.md) runs the same checks over real apps.
@Suite("Mutation fuzzing")
struct FuzzTests {
    static let fuzzer: MutationFuzzer = {
        let seeds = MutationFuzzer.seedFiles(under: [RepositoryLayout.path("Fixtures")])
            .filter { !$0.path.contains("/SwiftUIStub/") }
        // No time budget here: tests never fail on speed (the long mode reports slow cases). Every
        // rewritten input is also given to `swiftc -parse` (the toolchain the tests build with).
        return MutationFuzzer(seeds: seeds, seed: 20261122, budget: .infinity, compiler: MutationFuzzer.findCompiler())
    }()

    @Test func mutantsOfTheFixturesPassEveryCheck() {
        let count = 300
        let results = LockedValue([Int: (FuzzCase, FuzzResult)]())
        DispatchQueue.concurrentPerform(iterations: count) { number in
            let fuzzCase = Self.fuzzer.makeCase(number)
            let result = Self.fuzzer.check(fuzzCase)
            results.withLock { $0[number] = (fuzzCase, result) }
        }
        let all = results.withLock { $0 }
        for number in all.keys.sorted() {
            let (fuzzCase, result) = all[number]!
            #expect(
                result.failures.isEmpty,
                "case \(number) (\(fuzzCase.origin)): \(result.failures)")
        }
        // The mutations must mostly keep files parsable, or the rules would not really run.
        let parsing = all.values.filter { $0.1.inputParses }.count
        let rewritten = all.values.filter { $0.1.rewritten }.count
        #expect(parsing > count / 2, "only \(parsing) of \(count) mutants parse")
        #expect(rewritten > count / 5, "only \(rewritten) of \(count) mutants were rewritten")
    }

    @Test func aCaseIsTheSameBytesWhateverRanBefore() {
        let later = Self.fuzzer.makeCase(41)
        _ = Self.fuzzer.makeCase(7)
        #expect(Self.fuzzer.makeCase(41).files.map(\.source) == later.files.map(\.source))
        #expect(Self.fuzzer.makeCase(41).files.map(\.mutations) == later.files.map(\.mutations))
    }

    /// Files of different fixtures in one module, as a folder mixing several apps: each file's
    /// checks hold, and a second run over the whole batch changes nothing.
    @Test func mixedBatchesOfTheFixturesSettleInOneRun() {
        let fuzzer = {
            var fuzzer = Self.fuzzer
            fuzzer.batchSize = 16
            return fuzzer
        }()
        let count = 12
        let results = LockedValue([Int: (FuzzCase, FuzzResult)]())
        DispatchQueue.concurrentPerform(iterations: count) { number in
            let fuzzCase = fuzzer.makeCase(number)
            results.withLock { $0[number] = (fuzzCase, fuzzer.check(fuzzCase)) }
        }
        let all = results.withLock { $0 }
        for number in all.keys.sorted() {
            let (fuzzCase, result) = all[number]!
            #expect(Set(fuzzCase.files.map(\.seedPath)).count == 16, "a batch draws distinct seed files")
            #expect(result.failures.isEmpty, "batch \(number) (\(fuzzCase.origin)): \(result.failures)")
        }
        #expect(all.values.filter { $0.1.rewritten }.count > count / 2)
    }

    /// A batch runs as one module, as the CLI runs a folder: a class and the view that holds it
    /// migrate together, and when the view's file cannot be rewritten, neither is the class's.
    @Test func aBatchRunsItsFilesAsOneModule() {
        let declaring = (path: "A/Settings.swift", source: Array("""
            import SwiftUI

            final class Settings: ObservableObject {
                @Published var name = ""
            }

            """.utf8))
        let using = (path: "A/SettingsView.swift", source: Array("""
            import SwiftUI

            struct SettingsView: View {
                @ObservedObject var settings: Settings

                var body: some View {
                    Text(settings.name)
                }
            }

            """.utf8))
        let together = MutationFuzzer.runModule([declaring, using])
        #expect(together.allSatisfy { if case .changed = $0.status { true } else { false } })
        let broken = (path: using.path, source: using.source + Array("struct Broken {\n".utf8))
        let blocked = MutationFuzzer.runModule([declaring, broken])
        #expect(blocked[0].status == .unchanged)
    }

    /// Every kind of mutation finds something to change in a typical view file, so none is dead.
    @Test(arguments: SourceMutator.Kind.allCases)
    func everyMutationChangesATypicalViewFile(_ kind: SourceMutator.Kind) {
        let source = Array("""
            import SwiftUI

            struct Screen: View {
                @State private var name = "a" // trailing
                let title: String

                var body: some View {
                    VStack {
                        Text(title)
                        Button("Save") { save() }
                    }
                }

                private func save() {
                    print(name)
                    print(title)
                }
            }

            """.utf8)
        var random = SplitMix64(seed: 3)
        let mutated = SourceMutator.apply(kind, to: source, using: &random)
        #expect(mutated != nil && mutated != source)
    }

    @Test func theCompilerIsAskedAboutRewrittenInputs() throws {
        let compiler = try #require(MutationFuzzer.findCompiler(), "swiftc is on every machine that builds these tests")
        let rejected = "func f(_ v: Int) {\n    switch v {\n    case 1:\n    case 2: break\n    default: break\n    }\n}\n"
        #expect(MutationFuzzer.compilerError(Array(rejected.utf8), compiler: compiler)?.contains("must have at least one executable statement") == true)
        #expect(MutationFuzzer.compilerError(Array("let x = 1\n".utf8), compiler: compiler) == nil)
        // Found on the measurement half: a regex literal is no error (apps build with it on).
        #expect(MutationFuzzer.compilerError(Array("let r = /[A-Za-z]{2,64}/\n".utf8), compiler: compiler) == nil)
    }
}

/// A value behind a lock, for results collected from concurrent workers.
final class LockedValue<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock(); defer { lock.unlock() }
        return body(&value)
    }
}
