import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of foreach-index-id: the data shapes it reads as indices, and those it does not.
@Suite("foreach-index-id")
struct ForEachIndexIDTests {
    let harness = RuleHarness(ForEachIndexID.self)

    func reportedData(_ body: String) -> [String] {
        let source = """
            import SwiftUI

            struct Rows: View {
                @State private var items: [String] = []

                var body: some View {
                    VStack {
            \(body)
                    }
                }
            }
            """
        return harness.rewrite(source).findings.compactMap { $0.message.split(separator: "`").dropFirst().first.map(String.init) }
    }

    @Test func shapesReadAsIndices() {
        #expect(reportedData("ForEach(Array(zip(items.indices, items)), id: \\.0) { Text($0.1) }") == ["Array(zip(items.indices, items))"])
        #expect(reportedData("ForEach(items.indices.reversed(), id: \\.self) { Text(items[$0]) }") == ["items.indices.reversed()"])
        #expect(reportedData("ForEach(0...items.count - 1, id: \\.self) { Text(items[$0]) }") == ["0...items.count - 1"])
        #expect(reportedData("ForEach((0..<items.count), id: \\.self) { Text(items[$0]) }") == ["(0..<items.count)"])
        #expect(reportedData("ForEach(Array(items.enumerated()).reversed(), id: \\.offset) { Text($0.element) }") == ["Array(items.enumerated()).reversed()"])
        #expect(reportedData("ForEach(Array(items.enumerated()), id: \\.0.self) { Text($0.element) }") == ["Array(items.enumerated())"])
    }

    @Test func shapesLeftAlone() {
        #expect(reportedData("ForEach(Array(zip(items.indices, items)), id: \\.1) { Text($0.1) }").isEmpty)
        #expect(reportedData("ForEach(items.indices, id: \\.hashValue) { Text(items[$0]) }").isEmpty)
        #expect(reportedData("ForEach(Array(items.enumerated()), id: \\.element) { Text($0.element) }").isEmpty)
        #expect(reportedData("ForEach(0..<items.count / 2 * 0 + 3, id: \\.self) { Text(\"\\($0)\") }") == ["0..<items.count / 2 * 0 + 3"])
        #expect(reportedData("ForEach(0..<Kind.allCases.count, id: \\.self) { Text(\"\\($0)\") }").isEmpty)
        #expect(reportedData("List(items.indices, id: \\.self) { Text(items[$0]) }").isEmpty)
    }

    @Test func mayApplyAnswersFromTheModelsEntry() {
        let project = module("let v = ForEach(0..<1) { _ in EmptyView() }", others: ["Plain.swift": "let text = \"ForEach\""])
        #expect(ForEachIndexID.mayApply(to: project.declarations(inFile: "Screen.swift")!))
        #expect(!ForEachIndexID.mayApply(to: project.declarations(inFile: "Plain.swift")!))
    }

    // MARK: Collections that may change, and those that cannot

    func findings(_ members: String, body: String, harness: RuleHarness? = nil, path: String = "Screen.swift") -> Int {
        let source = """
            import SwiftUI

            struct Rows: View {
            \(members)

                var body: some View {
                    VStack {
            \(body)
                    }
                }
            }
            """
        return (harness ?? self.harness).run(source, path: path).findings.count
    }

    @Test func whatMayChangeIsReported() {
        let loop = "ForEach(names.indices, id: \\.self) { Text(names[$0]) }"
        #expect(findings("    @State private var names: [String] = []", body: loop) == 1)
        #expect(findings("    @Binding var names: [String]", body: loop) == 1)
        // A local, a computed property or an enclosing ForEach's element that reads state.
        #expect(findings("    @State private var all: [String] = []", body: "let names = all.filter { !$0.isEmpty }\n" + loop) == 1)
        #expect(findings("    @State private var all: [String] = []\n    var names: [String] { all.sorted() }", body: loop) == 1)
        #expect(findings("    @ObservedObject var model: Model", body: "ForEach(model.sections, id: \\.self) { section in ForEach(section.indices, id: \\.self) { Text(section[$0]) } }") == 1)
        #expect(findings("    @Binding var model: [String: [String]]", body: "ForEach(model[\"x\"]!.indices, id: \\.self) { Text(\"\\($0)\") }") == 1)
        // `if let` and `guard let` follow the value they unwrap, or the name outside them.
        #expect(findings("    @State private var event: [String]?", body: "if let event {\n" + loop.replacing("names", with: "event") + "\n}") == 1)
        #expect(findings("    @State private var all: [[String]] = []", body: "if let names = all.first {\n" + loop + "\n}") == 1)
        #expect(findings("    let all: [[String]]", body: "if let names = all.first {\n" + loop + "\n}") == 0)
    }

    @Test func whatNothingHereChangesIsNot() {
        // The parent's list, a parameter, a `var` without a wrapper: nothing in the view changes them.
        let loop = "ForEach(names.indices, id: \\.self) { Text(names[$0]) }"
        #expect(findings("    let names: [String]", body: loop) == 0)
        #expect(findings("    var names = [\"a\", \"b\"]", body: loop) == 0)
        #expect(findings("    let names: [String]\n    func row(_ list: [String]) -> some View { ForEach(list.indices, id: \\.self) { Text(list[$0]) } }", body: loop) == 0)
    }

    @Test func whatCannotChangeIsNot() {
        let loop = "ForEach(names.indices, id: \\.self) { Text(names[$0]) }"
        #expect(findings("    let names = [\"a\", \"b\"]", body: loop) == 0)
        #expect(findings("    static let names = [\"a\", \"b\"]", body: "ForEach(Self.names.indices, id: \\.self) { Text(Self.names[$0]) }") == 0)
        #expect(findings("    var names: [String] { [\"a\", \"b\"] }", body: loop) == 0)
        #expect(findings("    let base = [\"a\"]\n    var names: [String] { base + [\"b\"] }", body: loop) == 0)
        #expect(findings("", body: "let names = [\"a\", \"b\"]\n" + loop) == 0)
    }

    @Test func previewsAndTestsAreLeftAloneUnlessAskedFor() {
        let source = """
            import SwiftUI

            struct Rows: View {
                @Binding var names: [String]

                var body: some View {
                    ForEach(names.indices, id: \\.self) { Text(names[$0]) }
                }
            }

            struct Rows_Previews: PreviewProvider {
                struct Wrapper: View {
                    @State var names = ["a"]
                    var body: some View { ForEach(names.indices, id: \\.self) { Text(names[$0]) } }
                }
                static var previews: some View { Wrapper() }
            }

            #Preview {
                @Previewable @State var names = ["a"]
                ForEach(names.indices, id: \\.self) { Text(names[$0]) }
            }
            """
        #expect(harness.run(source).findings.map(\.line) == [7])
        #expect(harness.run(source, path: "AppTests/RowsTests.swift").findings.isEmpty)
        #expect(harness.run("import XCTest\n" + source).findings.isEmpty)
        let everywhere = RuleHarness(ForEachIndexID.self, options: ["previews-and-tests": "true"])
        #expect(everywhere.run(source).findings.map(\.line) == [7, 14, 21])
    }
}
