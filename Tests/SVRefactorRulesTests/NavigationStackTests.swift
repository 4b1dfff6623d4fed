import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of navigation-stack: deployment targets and availability fallbacks.
@Suite("navigation-stack")
struct NavigationStackTests {
    static let source = """
        import SwiftUI

        struct Root: View {
            var body: some View {
                NavigationView {
                    Text("Home")
                }
                .navigationViewStyle(.columns)
            }
        }
        """

    func findings(platforms: String?, options: [String: String] = [:]) -> [Finding] {
        var project = module(Self.source, others: [:])
        if let platforms {
            project.deploymentTarget = DeploymentTarget.packageManifest("let package = Package(\(platforms))", source: "Package.swift")
        }
        return RuleHarness(NavigationStack.self, options: options, project: project).rewrite(Self.source).findings
    }

    @Test func theDeploymentTargetDecides() {
        #expect(findings(platforms: "platforms: [.iOS(.v15)]").isEmpty)
        #expect(findings(platforms: "platforms: [.iOS(.v16), .macOS(.v12)]").isEmpty)
        // No platforms: SwiftPM's oldest, which have no NavigationStack.
        #expect(findings(platforms: "name: \"App\"").isEmpty)
        #expect(findings(platforms: "platforms: [.iOS(.v16), .macOS(.v13)]").map(\.message) == [
            "NavigationView is deprecated (iOS 16, macOS 13): with the columns style it is a NavigationSplitView (sidebar, detail); replace it"
        ])
        #expect(findings(platforms: "platforms: [.iOS(.v15)]", options: ["min-ios": "16"]).count == 1)
        #expect(findings(platforms: nil).count == 1)
    }

    @Test func fallbacksAndTypes() {
        let source = """
            import SwiftUI

            struct Legacy: View {
                var body: some View {
                    content
                }

                var content: AnyView {
                    guard #available(iOS 16, macOS 13, *) else {
                        return AnyView(NavigationView { Text("Old") })
                    }
                    if #unavailable(iOS 16) {
                        return AnyView(NavigationView { Text("Old") })
                    }
                    return AnyView(NavigationStack { Text("New") })
                }

                let wrapped: NavigationView<Text>? = nil
            }
            """
        let run = RuleHarness(NavigationStack.self).rewrite(source)
        #expect(run.findings.map { "\($0.line):\($0.column)" } == ["18:18"])
    }

    @Test func mayApplyAnswersFromTheModelsEntry() {
        let project = module(Self.source, others: ["Plain.swift": "// NavigationView\nlet text = 1"])
        #expect(NavigationStack.mayApply(to: project.declarations(inFile: "Screen.swift")!))
        #expect(!NavigationStack.mayApply(to: project.declarations(inFile: "Plain.swift")!))
    }

    @Test func previewsAndSnapshotTestsShowTheScreenTheyDoNotShipIt() {
        let source = """
            import SwiftUI

            struct Settings_Previews: PreviewProvider {
                static var previews: some View { NavigationView { Text("Settings") } }
            }

            #Preview {
                NavigationView { Text("Settings") }
            }

            struct SettingsView: View {
                var body: some View { NavigationView { Text("Settings") } }
            }
            """
        #expect(RuleHarness(NavigationStack.self).run(source).findings.map(\.line) == [12])
        #expect(RuleHarness(NavigationStack.self).run(source, path: "Tests/SnapshotTests/SettingsTests.swift").findings.isEmpty)
        #expect(RuleHarness(NavigationStack.self, options: ["previews-and-tests": "true"]).run(source).findings.map(\.line) == [4, 8, 12])
    }
}
