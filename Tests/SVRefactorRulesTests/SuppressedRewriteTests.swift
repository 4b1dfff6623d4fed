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
}
