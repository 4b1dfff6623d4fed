import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// A `svrefactor:disable…` comment keeps the code it covers as it is, while the rule still rewrites
/// the rest of the file. (Every rule example is also run fully suppressed; see ``ExampleVerifier``.)
@Suite("Suppressed rewrites")
struct SuppressedRewriteTests {
    @Test func aSuppressedHelperStaysWhileTheOthersAreExtracted() {
        let output = RuleHarness(ExtractSubviews.self).expectCompilingRewrite("""
            import SwiftUI

            struct Profile: View {
                let name: String
                let bio: String

                var body: some View {
                    VStack {
                        header
                        details
                    }
                }

                // svrefactor:disable-next-line extract-subviews
                private var header: some View {
                    HStack {
                        Text(name)
                        Spacer()
                    }
                }

                private var details: some View {
                    VStack {
                        Text(bio)
                        Divider()
                    }
                }
            }
            """)
        #expect(output.contains("    private var header: some View {"))
        #expect(!output.contains("    private var details: some View {"))
        #expect(output.contains("private struct ProfileDetailsView: View {"))
    }

    @Test func aSuppressedClosureStaysInline() {
        let (output, findings) = RuleHarness(HoistClosures.self).rewrite("""
            import SwiftUI

            struct Counter: View {
                @State private var count = 0
                @State private var log: [String] = []

                var body: some View {
                    VStack {
                        Button("Add") { // svrefactor:disable-this-line hoist-closures
                            count += 1
                            log.append("add")
                        }
                        Button("Reset") {
                            count = 0
                            log.removeAll()
                        }
                    }
                }
            }
            """)
        #expect(output.contains("Button(\"Add\") { // svrefactor:disable-this-line hoist-closures\n"))
        #expect(output.contains("Button(\"Reset\", action: reset)"))
        #expect(findings.isEmpty)
    }

    // MARK: One protected line costs its own edit, or its view; never the file

    @Test func aProtectedColorStaysWhileTheOthersAreFixed() {
        let (output, findings) = RuleHarness(ForegroundStyle.self).rewrite("""
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("New").foregroundColor(.red)
                        // svrefactor:disable-next-line foreground-style - matches the web palette
                        Text("Old").foregroundColor(.gray)
                        Text("Sale").foregroundColor(.green)
                    }
                }
            }
            """)
        #expect(output.contains("Text(\"New\").foregroundStyle(.red)"))
        #expect(output.contains("Text(\"Old\").foregroundColor(.gray)"))
        #expect(output.contains("Text(\"Sale\").foregroundStyle(.green)"))
        #expect(findings.isEmpty)
    }

    @Test func aProtectedStatePropertyStaysWhileTheOthersBecomePrivate() {
        let source = """
            import SwiftUI

            struct Counter: View {
                @State var count = 0
                // svrefactor:disable-next-line private-state - set by the UI tests' launch hook
                @State var step = 1

                init() {}

                var body: some View {
                    Button("Add") { count += step }
                }
            }
            """
        let (output, findings) = RuleHarness(PrivateState.self, project: module(source, others: [:])).rewrite(source)
        #expect(output.contains("    @State private var count = 0"))
        #expect(output.contains("    @State var step = 1"))
        #expect(findings.isEmpty)
    }

    @Test func aProtectedLineHoldsBackItsViewOnlyAndSaysSo() {
        let (output, findings) = RuleHarness(ReorderMembers.self).rewrite("""
            import SwiftUI

            struct First: View {
                var body: some View {
                    Text(title)
                }

                let title: String
            }

            struct Second: View {
                var body: some View {
                    Text(title)
                }

                // svrefactor:disable-next-line reorder-members - kept beside body for the docs
                let title: String
                let subtitle: String
            }
            """)
        #expect(output.contains("struct First: View {\n    let title: String\n\n    var body: some View {"))
        #expect(output.contains("struct Second: View {\n    var body: some View {"))
        #expect(findings.count == 1)
        #expect(findings.first?.line == 11)
        #expect(findings.first?.message.hasPrefix("'Second' is not reordered: a `svrefactor:disable` comment turns reorder-members off on line 17") == true)
    }

    @Test func aViewTheCommentsProtectWholeIsLeftSilently() {
        let (output, findings) = RuleHarness(ReorderMembers.self).rewrite("""
            import SwiftUI

            struct First: View {
                var body: some View {
                    Text(title)
                }

                let title: String
            }

            struct Second: View {
                // svrefactor:disable reorder-members - kept beside body for the docs
                var body: some View {
                    Text(title)
                }

                let title: String
                // svrefactor:enable reorder-members
            }
            """)
        #expect(output.contains("struct First: View {\n    let title: String\n\n    var body: some View {"))
        #expect(output.contains("struct Second: View {\n    // svrefactor:disable reorder-members - kept beside body for the docs\n    var body: some View {"))
        #expect(findings.isEmpty)
    }

    @Test func aChangeThatTouchesAProtectedUseHoldsBackOnlyItsView() {
        let (output, findings) = RuleHarness(ExtractSubviews.self).rewrite("""
            import SwiftUI

            struct Profile: View {
                let name: String

                var body: some View {
                    VStack {
                        // svrefactor:disable-next-line extract-subviews - the snapshot tests find it by type
                        header
                    }
                }

                private var header: some View {
                    HStack {
                        Text(name)
                        Spacer()
                    }
                }
            }

            struct Settings: View {
                let title: String

                var body: some View {
                    VStack {
                        header
                    }
                }

                private var header: some View {
                    HStack {
                        Text(title)
                        Spacer()
                    }
                }
            }
            """)
        #expect(output.contains("    private var header: some View {\n        HStack {\n            Text(name)"))
        #expect(output.contains("private struct SettingsHeader: View {"))
        #expect(findings.count == 1)
        #expect(findings.first?.line == 3)
        #expect(findings.first?.message.hasPrefix("'Profile' is left as it is: changing it would also change line 9") == true)
    }
}
