import Foundation
import SVRefactorTestSupport
import Testing

/// The SwiftUI type-check harness must accept realistic SwiftUI and reject what Xcode rejects;
/// otherwise "the rewrite type-checks" would prove nothing.
@Suite("SwiftUI type-check harness")
struct TypeCheckHarnessTests {
    static func fixtures(_ folder: String) -> [String] {
        let directory = RepositoryLayout.path("Fixtures/TypeCheck/\(folder)")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test(arguments: fixtures("accepted"))
    func realisticSwiftUIIsAccepted(_ name: String) throws {
        let checker = try SwiftUITypeChecker.shared.get()
        let path = RepositoryLayout.path("Fixtures/TypeCheck/accepted/\(name)")
        let directives = TypeCheckDirectives(source: try String(contentsOfFile: path, encoding: .utf8))
        for mode in directives.modes {
            let result = checker.typeCheck(file: path, mode: mode)
            #expect(result.succeeded, "Swift \(mode.rawValue) mode:\n\(result.output)")
        }
    }

    @Test(arguments: fixtures("rejected"))
    func mistakesXcodeRejectsAreRejected(_ name: String) throws {
        let checker = try SwiftUITypeChecker.shared.get()
        let path = RepositoryLayout.path("Fixtures/TypeCheck/rejected/\(name)")
        let directives = TypeCheckDirectives(source: try String(contentsOfFile: path, encoding: .utf8))
        let expected = try #require(directives.expected, "\(name) needs an `// EXPECT:` line")
        for mode in directives.modes {
            let result = checker.typeCheck(file: path, mode: mode)
            if directives.expectsWarningOnly {
                #expect(result.succeeded && result.warnings.contains { $0.contains(expected) }, "Swift \(mode.rawValue):\n\(result.output)")
            } else {
                #expect(!result.succeeded, "Swift \(mode.rawValue): accepted, but Xcode rejects it")
                #expect(result.errors.contains { $0.contains(expected) }, "Swift \(mode.rawValue):\n\(result.output)")
            }
        }
    }

    /// The four mistakes a refactoring is most likely to make, spelled out here so the reader sees them.
    @Test(arguments: [
        (
            "a Bool where a Binding<Bool> is expected",
            """
            import SwiftUI
            struct Row: View {
                @State private var isOn = false
                var body: some View { Toggle("On", isOn: isOn) }
            }
            """,
            "expected type 'Binding<Bool>'"
        ),
        (
            "a subview initializer call missing an argument",
            """
            import SwiftUI
            struct Header: View {
                let title: String
                let subtitle: String
                var body: some View { Text(title + subtitle) }
            }
            struct Screen: View {
                var body: some View { Header(title: "A") }
            }
            """,
            "missing argument for parameter 'subtitle'"
        ),
        (
            "an async method called without await",
            """
            import SwiftUI
            struct Screen: View {
                var body: some View { Button("Load") { load() } }
                private func load() async {}
            }
            """,
            "'async' call in a function that does not support concurrency"
        ),
        (
            "a let mutated in a closure",
            """
            import SwiftUI
            struct Counter: View {
                let count: Int
                var body: some View { Button("+") { count += 1 } }
            }
            """,
            "'count' is a 'let' constant"
        ),
    ])
    func theHarnessBites(_ mistake: String, _ source: String, _ diagnostic: String) throws {
        let checker = try SwiftUITypeChecker.shared.get()
        for mode in SwiftUITypeChecker.LanguageMode.allCases {
            let result = checker.typeCheck(source, mode: mode)
            #expect(!result.succeeded, "\(mistake) was accepted in Swift \(mode.rawValue) mode")
            #expect(result.errors.contains { $0.contains(diagnostic) }, "\(mistake), Swift \(mode.rawValue):\n\(result.output)")
        }
    }
}
