import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of stable-view-tree that its documented examples do not cover.
@Suite("stable-view-tree")
struct StableViewTreeTests {
    let harness = RuleHarness(StableViewTree.self)

    func findings(_ source: String) -> [String] {
        harness.rewrite(source).findings.map { "\($0.line):\($0.column): \($0.message)" }
    }

    /// A view whose `body` is `helper`, with `@State private var flag` and `let input: String`.
    func view(_ helper: String) -> String {
        """
        import SwiftUI

        struct Screen: View {
            let input: String
            let tint: Color
            @State private var flag = false

            var body: some View {
                content
            }

        \(helper)
        }
        """
    }

    @Test func anEarlyReturnOfErasedViewsIsAConditionalToo() {
        let found = findings(view("""
                var content: some View {
                    if flag {
                        return AnyView(ProgressView())
                    }
                    return AnyView(Text(input))
                }
            """))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("13:9: 'content' swaps between different root views with a top-level if/else (ProgressView, Text)") == true)
    }

    @Test func anAvailabilityCheckInsideABranchStandsForOneView() {
        // IceCubes' bottom inset: the outer `if` shows the bar or nothing; the inner `#available`
        // only picks the bar's look per system.
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        if #available(iOS 17, macOS 14, *) {
                            VStack { Text(input) }
                        } else {
                            HStack { Text(input) }
                        }
                    }
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func aConditionOnALocalComputedFromInputsIsTheViewsData() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    let isLong = input.count > 80
                    if isLong {
                        ScrollView { Text(input) }
                    } else {
                        Text(input)
                    }
                }
            """)
        #expect(findings(source).isEmpty)
        // Computed from state, the same local swaps.
        #expect(findings(source.replacing("let isLong = input.count > 80", with: "let isLong = flag")).count == 1)
    }

    @Test func aStoredPropertyOfAViewTypeIsThatType() {
        // CodeEdit's segmented control: `Color.accentColor` and the property `tint: Color` are both colors.
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        Color.red.opacity(0.5)
                    } else {
                        tint.opacity(0.75)
                    }
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func aSwitchWithAnEmptyDefaultStillSwapsItsOtherCases() {
        let source = """
            import SwiftUI

            enum Phase { case loading, failed, done, idle }

            struct PhaseView: View {
                @State private var phase = Phase.idle

                var body: some View {
                    switch phase {
                    case .loading: ProgressView()
                    case .failed: Text("Failed")
                    default: EmptyView()
                    }
                }
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("9:9: 'body' swaps between different root views with a top-level switch (ProgressView, Text):") == true)
    }

    @Test func branchesWhoseViewsSyntaxCannotTellAreLeftAlone() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        flag ? Text("a") : Text("b")
                    } else {
                        ProgressView()
                    }
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func severalViewsAtTheTopLevelAreATupleNotASwap() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        ProgressView()
                    } else {
                        Text(input)
                    }
                    Text("Footer")
                }
            """)
        #expect(findings(source).isEmpty)
    }

    @Test func aHelperInAnExtensionInTheSameFileIsChecked() {
        let source = """
            import SwiftUI

            struct Screen: View {
                @State private var flag = false

                var body: some View { content }
            }

            extension Screen {
                @ViewBuilder
                var content: some View {
                    if flag {
                        ProgressView()
                    } else {
                        Text("Done")
                    }
                }
            }
            """
        #expect(findings(source).first?.hasPrefix("12:9: 'content'") == true)
    }

    @Test func aBranchThatHoldsSeveralViewsIsItsOwnKindOfRoot() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag {
                        Text(input)
                        Text(input)
                    } else {
                        Text(input)
                    }
                }
            """)
        #expect(findings(source).first?.contains("(several views, Text)") == true)
    }

    @Test func theMessageSaysHowToKeepAnIntendedSwap() {
        let source = view("""
                @ViewBuilder
                var content: some View {
                    if flag { ProgressView() } else { Text(input) }
                }
            """)
        #expect(findings(source).first?.hasSuffix("add '// svrefactor:disable-next-line stable-view-tree' above the if") == true)
    }

    @Test func onlyFilesWithViewsAreParsedAgain() {
        let model = FileDeclarations.parsing(Array("final class Model { var flag = false }".utf8), path: "Model.swift")
        #expect(!StableViewTree.mayApply(to: model))
        let view = FileDeclarations.parsing(Array(view("var content: some View { Text(input) }").utf8), path: "Screen.swift")
        #expect(StableViewTree.mayApply(to: view))
    }
}
