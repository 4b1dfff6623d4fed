import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of no-anyview: which results count as branches, and nested view builders.
@Suite("no-anyview")
struct NoAnyViewTests {
    let harness = RuleHarness(NoAnyView.self)

    func kinds(_ source: String) -> [String] {
        harness.rewrite(source).findings.map { "\($0.line):\($0.message.prefix(30))" }
    }

    @Test func branchesOfAnIfOrSwitchExpression() {
        let source = """
            import SwiftUI

            enum Kind { case a, b, c }

            func icon(for kind: Kind) -> AnyView {
                switch kind {
                case .a: AnyView(Image(systemName: "a"))
                case .b: AnyView(Text("b"))
                case .c: AnyView(EmptyView())
                }
            }

            func label(_ isOn: Bool) -> AnyView {
                if isOn { AnyView(Text("on")) } else { AnyView(Image(systemName: "off")) }
            }
            """
        #expect(kinds(source) == [
            "7:AnyView(…) is one of 3 results", "8:AnyView(…) is one of 3 results", "9:AnyView(…) is one of 3 results",
            "14:AnyView(…) is one of 2 results", "14:AnyView(…) is one of 2 results",
        ])
    }

    @Test func returnsOfNestedClosuresBelongToThem() {
        let source = """
            import SwiftUI

            struct Factory {
                func make() -> AnyView {
                    let fallback: () -> AnyView = { return AnyView(EmptyView()) }
                    _ = fallback
                    return AnyView(Text("made"))
                }
            }
            """
        #expect(kinds(source).isEmpty)
    }

    @Test func aBuiltViewInsideABranchOfABody() {
        let source = """
            import SwiftUI

            struct Card: View {
                let isCompact: Bool

                var body: some View {
                    VStack {
                        if isCompact {
                            AnyView(Text("Compact"))
                        } else {
                            Text("Regular")
                        }
                    }
                    .overlay {
                        AnyView(Circle().stroke())
                    }
                }
            }
            """
        #expect(kinds(source) == ["9:AnyView(…) erases a view that ", "15:AnyView(…) erases a view that "])
    }

    @Test func mayApplyAnswersFromTheModelsEntry() {
        let project = module("let v = AnyView(EmptyView())", others: ["Plain.swift": "// AnyView(x)\nlet text = \"AnyView\""])
        #expect(NoAnyView.mayApply(to: project.declarations(inFile: "Screen.swift")!))
        #expect(!NoAnyView.mayApply(to: project.declarations(inFile: "Plain.swift")!))
    }
}
