import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of observable-main-actor that its documented examples and its module fixture do not cover.
@Suite("observable-main-actor")
struct ObservableMainActorTests {
    static let model = """
        import Observation

        @Observable
        final class FeedModel {
            var items: [String] = []
        }
        """

    /// The findings in `Screen.swift` (the model) when the module also holds `others`.
    func findings(_ source: String = Self.model, others: [String: String]) -> [String] {
        RuleHarness(ObservableMainActor.self, project: module(source, others: others)).rewrite(source).findings.map(\.message)
    }

    func view(_ property: String, initializer: String = "") -> String {
        """
        import SwiftUI

        struct FeedView: View {
            \(property)
        \(initializer)
            var body: some View { Text("Feed") }
        }
        """
    }

    /// In a module whose build isolates declarations to the main actor by default, the class
    /// already is `@MainActor`: nothing to report.
    @Test func aModuleThatDefaultsToTheMainActorHasNoFinding() {
        var project = module(Self.model, others: ["FeedView.swift": view("@State private var model = FeedModel()")])
        #expect(RuleHarness(ObservableMainActor.self, project: project).rewrite(Self.model).findings.count == 1)
        project.deploymentTarget = DeploymentTarget(minimums: [:], source: "Package.swift", defaultsToMainActor: true)
        #expect(RuleHarness(ObservableMainActor.self, project: project).rewrite(Self.model).findings.isEmpty)
    }

    @Test func theHolderIsFoundInAnotherFileWhateverHowTheStateIsWritten() {
        for property in [
            "@State private var model = FeedModel()",
            "@State var model: FeedModel",
            "@State private var model: FeedModel?",
            "@SwiftUI.State private var model = FeedModel()",
        ] {
            let found = findings(others: ["FeedView.swift": view(property)])
            #expect(found.count == 1, "\(property)")
            #expect(found.first?.contains("(FeedView.model in FeedView.swift)") == true, "\(property)")
        }
        // Created in the view's own init.
        let created = view("@State private var model: FeedModel", initializer: "    init() { _model = State(initialValue: FeedModel()) }")
        #expect(findings(others: ["FeedView.swift": created]).count == 1)
    }

    @Test func onlyStateCountsAndWithoutTheModuleOnlyThisFileIsSeen() {
        for property in ["@Bindable var model: FeedModel", "let model: FeedModel", "@Environment(FeedModel.self) private var model"] {
            #expect(findings(others: ["FeedView.swift": view(property)]).isEmpty, "\(property)")
        }
        let harness = RuleHarness(ObservableMainActor.self)
        #expect(harness.rewrite(Self.model).findings.isEmpty)
        #expect(harness.rewrite(Self.model + "\n" + view("@State private var model = FeedModel()")).findings.count == 1)
    }

    @Test func mainActorIsolationFromTheModuleIsSeen() {
        let holder = ["FeedView.swift": view("@State private var model = FeedModel()")]
        let throughProtocol = """
            import Observation

            @MainActor protocol ScreenModel: AnyObject {}
            protocol RefreshingModel: ScreenModel {}

            @Observable
            final class FeedModel: RefreshingModel {
                var items: [String] = []
            }
            """
        #expect(findings(throughProtocol, others: holder).isEmpty)
        let throughSuperclass = ["Base.swift": "@MainActor class BaseModel {}"]
        let subclass = Self.model.replacing("final class FeedModel {", with: "final class FeedModel: BaseModel {")
        #expect(findings(subclass, others: holder.merging(throughSuperclass) { $1 }).isEmpty)
        let appleType = Self.model.replacing("final class FeedModel {", with: "final class FeedModel: NSObject, UIApplicationDelegate {")
        #expect(findings(appleType, others: holder).isEmpty)
        // An extension's `@MainActor` isolates its members, not the class's stored properties.
        let onExtension = Self.model + "\n@MainActor extension FeedModel { func reload() {} }"
        #expect(findings(onExtension, others: holder).count == 1)
    }

    @Test func classesThatChoseTheirIsolationAreLeftAlone() {
        let holder = ["FeedView.swift": view("@State private var model = FeedModel()")]
        for declaration in ["nonisolated final class FeedModel {", "final class FeedModel: Sendable {", "final class FeedModel: @unchecked Sendable {"] {
            #expect(findings(Self.model.replacing("final class FeedModel {", with: declaration), others: holder).isEmpty, "\(declaration)")
        }
    }

    @Test func nestedClassesAreNamedByTheirQualifiedName() {
        let source = """
            import SwiftUI

            struct SearchView: View {
                @Observable
                final class Filters {
                    var query = ""
                }

                @State private var filters = Filters()

                var body: some View { Text(filters.query) }
            }
            """
        let found = RuleHarness(ObservableMainActor.self, project: module(source, others: [:])).rewrite(source).findings
        #expect(found.map { "\($0.line):\($0.column)" } == ["5:17"])
        #expect(found.first?.message.hasPrefix("'SearchView.Filters' is @Observable but not @MainActor, and SwiftUI keeps it as @State (SearchView.filters in Screen.swift)") == true)
    }

    @Test func filesNotDeclaringAnUnisolatedObservableClassAreNotParsedAgain() {
        let isolated = "import Observation\n@MainActor @Observable final class FeedModel {}"
        #expect(!ObservableMainActor.mayApply(to: FileDeclarations.parsing(Array(isolated.utf8), path: "A.swift")))
        // Declared but held by no view as @State: the module says no.
        let project = ProjectModel.parsing([("A.swift", Self.model), ("B.swift", view("let model: FeedModel"))])
        let rule = ObservableMainActor(options: RuleOptionValues.defaults(for: ObservableMainActor.metadata.options))
        #expect(!rule.mayApply(to: project.declarations(inFile: "A.swift")!, in: project))
        let held = ProjectModel.parsing([("A.swift", Self.model), ("B.swift", view("@State private var model = FeedModel()"))])
        #expect(rule.mayApply(to: held.declarations(inFile: "A.swift")!, in: held))
    }

    @Test func aModelOnlyPreviewsAndTestsHoldIsSampleData() {
        let preview = """
            import SwiftUI

            struct FeedPreviewContainer: View {
                @State private var model = FeedModel()
                var body: some View { Text("Feed") }
            }
            """
        #expect(findings(others: ["FeedPreviews.swift": preview]).isEmpty)
        #expect(findings(others: ["AppTests/FeedViewTests.swift": view("@State private var model = FeedModel()")]).isEmpty)
        // A view of the app that holds it too: reported.
        #expect(findings(others: ["FeedPreviews.swift": preview, "FeedView.swift": view("@State private var model = FeedModel()")]).count == 1)
        let everywhere = RuleHarness(ObservableMainActor.self, options: ["previews-and-tests": "true"], project: module(Self.model, others: ["FeedPreviews.swift": preview]))
        #expect(everywhere.rewrite(Self.model).findings.count == 1)
    }
}
