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
                let items: [String]

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
}
