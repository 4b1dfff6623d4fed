import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of long-body that its documented examples do not cover.
@Suite("long-body")
struct LongBodyTests {
    func findings(_ source: String, maxLines: Int) -> [Finding] {
        RuleHarness(LongBody.self, options: ["max-lines": String(maxLines)]).rewrite(source).findings
    }

    func codeLineCounts(_ source: String) -> [Int] {
        let bytes = Array(source.utf8)
        let context = RuleContext(path: "View.swift", ruleID: LongBody.metadata.id, tree: Pipeline.parse(bytes), source: bytes)
        return ViewCodeBlock.blocks(in: context).map(\.codeLineCount)
    }

    @Test func codeOnABracesLineCountsAndAOneLineBodyIsOneLine() {
        let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("New") }
            }
            """
        #expect(findings(source, maxLines: 1).isEmpty)
        #expect(codeLineCounts(source) == [1])
    }

    @Test func everyLineOfAMultiLineStringCounts() {
        let source = #"""
            import SwiftUI

            struct Terms: View {
                var body: some View {
                    Text("""
                        First line

                        Third line
                        """)
                }
            }
            """#
        // `Text("""`, two lines of text, `""")`: the blank line inside the string is blank.
        #expect(codeLineCounts(source) == [4])
    }

    @Test func aLineWithCodeAndACommentCountsAndACommentInsideAStringIsText() {
        let source = """
            import SwiftUI

            struct Terms: View {
                var body: some View {
                    VStack { // the terms
                        Text("// not a comment")
                        /* a note */
                    }
                }
            }
            """
        #expect(codeLineCounts(source) == [3])
    }

    /// Blocks are measured by their line breaks first (a block spanning `max-lines` lines cannot
    /// have more lines of code); the count decides the rest, at the boundary too.
    @Test func theLineSpanShortcutAgreesWithTheCountAtTheLimit() {
        func body(codeLines: Int, blankLines: Int, lineEnding: String = "\n") -> String {
            let code = (1...codeLines).map { "            Text(\"\($0)\")" }
            let lines = ["import SwiftUI", "", "struct Long: View {", "    var body: some View {", "        VStack {"]
                + code + Array(repeating: "", count: blankLines) + ["        }", "    }", "}", ""]
            return lines.joined(separator: lineEnding)
        }
        // VStack's two lines plus the Text lines.
        #expect(findings(body(codeLines: 3, blankLines: 0), maxLines: 5).isEmpty)
        #expect(findings(body(codeLines: 4, blankLines: 0), maxLines: 5).map(\.line) == [4])
        // Spans far more lines than the limit, but blank lines are not code.
        #expect(findings(body(codeLines: 3, blankLines: 20), maxLines: 5).isEmpty)
        // Lines that end in a carriage return alone are lines too.
        #expect(findings(body(codeLines: 4, blankLines: 0, lineEnding: "\r"), maxLines: 5).count == 1)
        #expect(findings(body(codeLines: 4, blankLines: 0, lineEnding: "\r\n"), maxLines: 5).map(\.line) == [4])
    }

    @Test func actionClosuresAreNamedWhenTheyMakeUpTenLinesOrMore() {
        let statements = (1...10).map { "            count += \($0)" }.joined(separator: "\n")
        let source = """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0

                var body: some View {
                    Button("Add") {
            \(statements)
                    }
                    .onAppear { count = 0 }
                }
            }
            """
        let found = findings(source, maxLines: 5)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("'body' has 13 lines of code, more than 5 (10 of them in button actions and .task/.onChange-style closures: move those into methods, as hoist-closures does): extract its sections") == true)
        // Nine lines of actions are not worth a mention (a trivial one, `count = 0`, never counts).
        let shorter = source.replacing("            count += 10\n", with: "")
        #expect(findings(shorter, maxLines: 5).first?.message.hasPrefix("'body' has 12 lines of code, more than 5: extract") == true)
    }

    @Test func helpersInsideIfConfigAndFunctionHelpersAreMeasured() {
        let source = """
            import SwiftUI

            struct Row: View {
                let title: String

                var body: some View { row(for: title) }

                #if os(iOS)
                private var badge: some View {
                    Text("iOS")
                        .font(.caption)
                        .padding(4)
                }
                #endif

                private func row(for title: String) -> some View {
                    HStack {
                        Text(title)
                        Spacer()
                    }
                }
            }
            """
        let found = findings(source, maxLines: 2).map { "\($0.line):\($0.column): \($0.message)" }
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("9:17: 'badge' has 3 lines of code, more than 2:") == true)
        #expect(found.last?.hasPrefix("16:18: 'row(for:)' has 4 lines of code, more than 2:") == true)
    }

    @Test func theLimitMustBeAPositiveNumber() {
        let spec = LongBody.metadata.options[0]
        #expect(spec.name == "max-lines" && spec.defaultValue == "40")
        #expect(throws: RuleOptionError.self) { try spec.validate("0") }
        #expect(throws: RuleOptionError.self) { try spec.validate("many") }
        #expect((try? spec.validate("120")) == "120")
    }

    @Test func onlyFilesWithViewsAreParsedAgain() {
        let model = FileDeclarations.parsing(Array("struct Point { var x = 0 }".utf8), path: "Point.swift")
        #expect(!LongBody.mayApply(to: model))
    }

    @Test func aWrappedSubviewCallThatOnlyPassesValuesIsOneLine() {
        // What extract-subviews leaves in the parent: 36 lines of rows, and the call it wrote.
        let rows = (1...36).map { "            Text(\"Row \($0)\")" }.joined(separator: "\n")
        let view = { (call: String) in
            """
            import SwiftUI

            struct Settings: View {
                let title: String
                @State private var isOn = false

                var body: some View {
                    VStack {
            \(rows)
            \(call)
                    }
                }
            }
            """
        }
        let wiring = "            SettingsHeader(\n                title: title,\n                subtitle: self.title,\n                isOn: $isOn,\n                onTap: { toggle($0) }\n            )"
        #expect(RuleHarness(LongBody.self).rewrite(view(wiring)).findings.isEmpty)
        // An argument that computes something is code: the call counts line by line.
        let computing = wiring.replacingOccurrences(of: "title: title,", with: "title: title.uppercased(),")
        #expect(RuleHarness(LongBody.self).rewrite(view(computing)).findings.count == 1)
    }

    /// Found on the tuning half (DockDoor): extract-subviews turned `stateView(title: "…", …)` into
    /// `FolderWidgetListStateView(title: "…", …, contentHeight: contentHeight)`, and the subview's
    /// body went from 40 lines to 41. A line that only passes a value on does not count.
    @Test func aLineThatOnlyPassesAValueToASubviewDoesNotCount() {
        let rows = (1...36).map { "            Text(\"Row \($0)\")" }.joined(separator: "\n")
        let call = "            StateView(\n                title: \"Empty\",\n                contentHeight: contentHeight,\n                isOn: $isOn\n            )"
        let source = """
            import SwiftUI

            struct Settings: View {
                let contentHeight: CGFloat
                @State private var isOn = false

                var body: some View {
                    VStack {
            \(rows)
            \(call)
                    }
                }
            }
            """
        // 43 lines, the call one of them.
        #expect(RuleHarness(LongBody.self).rewrite(source).findings.isEmpty)
        // `StateView(`, the computed argument and `)` count: 41.
        let computed = source.replacingOccurrences(of: "contentHeight: contentHeight,", with: "contentHeight: contentHeight * 2,")
        #expect(RuleHarness(LongBody.self).rewrite(computed).findings.count == 1)
    }

    /// Found by `check`, `apply --all-rules`, `check` on the measurement half (mlem, Cork): a
    /// subview call passing a literal (`titleKey: "Large"`, `isOn: false`) or a closure that reads
    /// a value (`relevantPackages: { relevantPackages }`, which extract-subviews writes for a
    /// computed value read only in actions) counted line by line, and the parent grew past the limit.
    @Test func literalsAndClosuresThatReadAValueOnlyPassItOn() {
        let rows = (1...37).map { "            Text(\"Row \($0)\")" }.joined(separator: "\n")
        let view = { (call: String) in
            """
            import SwiftUI

            struct Settings: View {
                @State private var compact = false
                var packages: Set<String> { [] }

                var body: some View {
                    VStack {
            \(rows)
            \(call)
                    }
                }
            }
            """
        }
        let literals = "            SizePickerItem(\n                titleKey: \"Large\",\n                isOn: false,\n                scale: 1.2,\n                style: .plain,\n                compact: $compact\n            )"
        #expect(findings(view(literals), maxLines: 40).isEmpty)
        let deferred = "            DeselectAllButton(\n                isSelected: compact,\n                packages: { packages },\n                load: { try await self.load() }\n            )"
        #expect(findings(view(deferred), maxLines: 40).isEmpty)
        // An interpolated string computes text: `SizePickerItem(`, its line and `)` count, 42 in all.
        let interpolated = literals.replacingOccurrences(of: "titleKey: \"Large\",", with: "titleKey: \"\\(compact)\",")
        #expect(findings(view(interpolated), maxLines: 40).count == 1)
    }
}
