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

            var kind = Kind.a
            var isOn = false

            private func icon() -> some View {
                switch kind {
                case .a: AnyView(Image(systemName: "a"))
                case .b: AnyView(Text("b"))
                case .c: AnyView(EmptyView())
                }
            }

            fileprivate func label() -> some View {
                if isOn { AnyView(Text("on")) } else { AnyView(Image(systemName: "off")) }
            }
            """
        #expect(kinds(source) == [
            "10:AnyView(…) is one of 3 results", "11:AnyView(…) is one of 3 results", "12:AnyView(…) is one of 3 results",
            "17:AnyView(…) is one of 2 results", "17:AnyView(…) is one of 2 results",
        ])
    }

    @Test func anAnyViewTypeOthersMayRequireIsInteroperation() {
        // A protocol requirement (SwiftUI coordinators' `toPresentable()`), or any member callers
        // elsewhere may need as `AnyView`: the signature asks for the erasure.
        let source = """
            import SwiftUI

            protocol Presentable {
                func toPresentable() -> AnyView
            }

            struct SettingsCoordinator: Presentable {
                let isSignedIn: Bool

                func toPresentable() -> AnyView {
                    if isSignedIn {
                        return AnyView(Text("Settings"))
                    }
                    return AnyView(Button("Sign In") {})
                }
            }
            """
        #expect(kinds(source).isEmpty)
        // A private helper declared `AnyView?`, a closure a library's parameter types, `#available`
        // branches: the signature or the system decides.
        let others = """
            import SwiftUI

            struct Row: View {
                let isFolder: Bool

                var body: some View {
                    VStack {
                        icon
                        Library(makeEmpty: {
                            if isFolder { return AnyView(Text("Empty")) }
                            return AnyView(Image(systemName: "tray"))
                        })
                    }
                }

                private var icon: AnyView? {
                    if isFolder { return AnyView(Image(systemName: "folder")) }
                    return AnyView(Image(systemName: "doc"))
                }

                private var badge: some View {
                    #if os(macOS)
                    return AnyView(Text("mac"))
                    #else
                    return AnyView(Image(systemName: "iphone"))
                    #endif
                }

                private var caption: some View {
                    if #available(iOS 17, *) {
                        return AnyView(Text("new"))
                    }
                    return AnyView(Label("old", systemImage: "clock"))
                }
            }

            struct Library {
                let makeEmpty: () -> AnyView
            }
            """
        // In each build only one `#if` clause returns: its erasure is not needed at all.
        #expect(kinds(others) == ["23:AnyView(…) erases a view that ", "25:AnyView(…) erases a view that "])
    }

    @Test func viewsSideBySideAreSiblingsNotBranches() {
        let source = """
            import SwiftUI

            struct Pair: View {
                let first: any View
                let second: any View

                var body: some View {
                    VStack {
                        AnyView(first)
                        AnyView(second)
                    }
                }
            }
            """
        #expect(kinds(source).isEmpty)
    }

    @Test func previewsAndTestsAreLeftAloneUnlessAskedFor() {
        let source = """
            import SwiftUI

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    AnyView(Text("Sample"))
                }
            }
            """
        #expect(kinds(source).isEmpty)
        #expect(harness.run("import SwiftUI\nvar body: some View { AnyView(Text(\"a\")) }\n", path: "AppTests/Helpers.swift").findings.isEmpty)
        #expect(RuleHarness(NoAnyView.self, options: ["previews-and-tests": "true"]).run(source).findings.count == 1)
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

    @Test func aBranchTheInputsPickNeverFlips() {
        // The parent passes the style once: the erased branches never trade places in this view.
        let source = """
            import SwiftUI

            enum LinkStyle { case normal, accent }

            struct WebsiteLink: View {
                let style: LinkStyle
                @State private var isPressed = false

                var body: some View {
                    Text("Link")
                        .background(style == .accent ? AnyView(Capsule().fill(.blue)) : AnyView(Color.clear))
                        .overlay(isPressed ? AnyView(Capsule().stroke(.blue)) : AnyView(Color.clear))
                }

                private func badge(for kind: LinkStyle) -> some View {
                    switch kind {
                    case .normal: return AnyView(Text("web"))
                    case .accent: return AnyView(Image(systemName: "star"))
                    }
                }
            }
            """
        // Only the ternary on the view's own state is reported.
        #expect(kinds(source) == ["12:AnyView(…) erases both branche", "12:AnyView(…) erases both branche"])
    }
}
