import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// All rules together, as `apply --all-rules` runs them: what one rule's change means for another.
@Suite("all rules together")
struct RuleInteractionTests {
    let pipeline = Pipeline(rules: RuleRegistry.all.filter { $0.metadata.optInReason == nil }.map {
        $0.init(options: RuleOptionValues.defaults(for: $0.metadata.options))
    })

    /// hoist-closures names the `.task` action `select()`; the up-arrow button's action would take
    /// the same name, so it stays inline. Then extract-subviews moves the helper holding that button
    /// into a struct of its own, where `select` is free: the file goes through the rules again, and
    /// a second `apply` finds nothing to do (CodeEdit's `SearchPanelView` has this shape).
    @Test func anActionLeftInlineForItsNameIsHoistedOnceItsHelperBecomesASubview() throws {
        let source = """
            import SwiftUI

            struct SearchPanel: View {
                @Binding var options: [String]
                @State private var selection: String?
                let onClose: () -> Void

                var body: some View {
                    VStack {
                        Text("Search")
                    }
                    .task(id: options) {
                        selection = options.first
                        print(options.count)
                    }
                    .overlay {
                        keyHandlers
                    }
                }

                @ViewBuilder private var keyHandlers: some View {
                    Button {
                        onClose()
                    } label: {
                        EmptyView()
                    }
                    Button {
                        if let selection, let index = options.firstIndex(of: selection), index > 0 {
                            self.selection = options[index - 1]
                        } else {
                            selection = options.first
                        }
                    } label: {
                        EmptyView()
                    }
                }
            }
            """
        let outcome = pipeline.process(source, path: "SearchPanel.swift")
        guard case let .changed(newSource, _) = outcome.status else {
            Issue.record("expected a change, got \(outcome.status)")
            return
        }
        let output = String(decoding: newSource, as: UTF8.self)
        #expect(output.components(separatedBy: "private func select()").count == 3, "\(output)")
        #expect(!outcome.findings.contains { $0.ruleID == "hoist-closures" }, "\(outcome.findings)")
        #expect(pipeline.process(output, path: "SearchPanel.swift").status == .unchanged, "\(output)")
        let checker = try SwiftUITypeChecker.shared.get()
        for mode in SwiftUITypeChecker.LanguageMode.allCases {
            let result = checker.typeCheck(output, mode: mode, fileName: "SearchPanel.swift")
            #expect(result.succeeded, "Swift \(mode.rawValue):\n\(result.errors.joined(separator: "\n"))\n\(output)")
        }
    }
}
