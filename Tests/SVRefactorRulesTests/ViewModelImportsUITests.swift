import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of view-model-imports-ui that its documented examples and its module fixture do not cover.
@Suite("view-model-imports-ui")
struct ViewModelImportsUITests {
    /// The findings in `Screen.swift` when the module also holds `others`.
    func findings(_ source: String, others: [String: String] = [:]) -> [String] {
        RuleHarness(ViewModelImportsUI.self, project: module(source, others: others)).rewrite(source).findings.map(\.message)
    }

    static let screen = """
        import SwiftUI

        struct ProfileScreen: View {
            @StateObject private var loader = ProfileLoader()

            var body: some View { Text(loader.name) }
        }
        """

    @Test func aClassAViewKeepsAsItsStateIsAViewModelOnlyWhenOwned() {
        let loader = """
            import SwiftUI

            final class ProfileLoader: ObservableObject {
                @Published var name = ""
            }
            """
        #expect(findings(loader, others: ["ProfileScreen.swift": Self.screen]) == [
            "'ProfileLoader', which views keep as their state (ProfileScreen.loader in ProfileScreen.swift), is in a file that imports SwiftUI but uses nothing from it: replace 'import SwiftUI' with 'import Foundation' and 'import Combine'"
        ])
        // Received through the environment only: a service, not a view model.
        let environment = Self.screen.replacing("@StateObject private var loader = ProfileLoader()", with: "@EnvironmentObject private var loader: ProfileLoader")
        #expect(findings(loader, others: ["ProfileScreen.swift": environment]).isEmpty)
        // Without the module, no view is seen to keep it.
        #expect(RuleHarness(ViewModelImportsUI.self).rewrite(loader).findings.isEmpty)
    }

    @Test func namesTheModuleDeclaresAreNotUITypes() {
        let source = """
            import SwiftUI

            enum Color { case red, blue }

            final class PaletteViewModel {
                enum State { case idle, loading }
                var state = State.idle
                var favorite = Color.red
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("'PaletteViewModel' is a view model in a file that imports SwiftUI but uses nothing from it") == true)
    }

    @Test func anotherViewModelThatNeedsTheImportKeepsItForAll() {
        let source = """
            import SwiftUI

            final class ListViewModel {
                var rows: [String] = []
            }

            final class RowViewModel {
                var tint: Color = .blue
            }
            """
        let found = findings(source)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("'RowViewModel' is a view model that uses UI framework types (Color)") == true)
    }

    @Test func oneFindingNamesEveryViewModelThatDoesNotNeedTheImport() {
        let source = """
            import Foundation
            import SwiftUI

            final class ListViewModel {}
            final class RowViewModel {}
            final class DetailVM {}
            """
        #expect(findings(source) == [
            "'ListViewModel' and 2 more view models of this file ('RowViewModel', 'DetailVM') are in a file that imports SwiftUI but use nothing from it: remove 'import SwiftUI'"
        ])
    }

    @Test func importsInsideIfConfigCountAndUIKitNamesAreFound() {
        let source = """
            import Foundation
            #if canImport(UIKit)
            import UIKit
            #endif

            final class ShareViewModel {
                func copy(_ text: String) {
                    UIPasteboard.general.string = text
                }
            }
            """
        #expect(findings(source).first?.hasPrefix("'ShareViewModel' is a view model that uses UI framework types (UIPasteboard), which its file imports UIKit for") == true)
    }

    @Test func classesThatAdoptFrameworkTypesAreUICodeByDesign() {
        let source = """
            import UIKit

            final class ScrollViewModel: NSObject, UIScrollViewDelegate {
                var offset: CGFloat = 0
            }
            """
        #expect(findings(source).isEmpty)
    }

    @Test func membersAfterADotAreNotTypes() {
        // `.Image` here is an enum case of the module's type, written after a dot.
        let source = """
            import SwiftUI

            enum Kind { case Image, Video }

            final class MediaViewModel {
                var kind = Kind.Image
            }
            """
        #expect(findings(source).first?.hasPrefix("'MediaViewModel' is a view model in a file that imports SwiftUI but uses nothing from it") == true)
    }

    @Test func filesWithoutClassesOrWithoutUIImportsAreNotParsedAgain() {
        let structs = FileDeclarations.parsing(Array("import SwiftUI\nstruct A {}".utf8), path: "A.swift")
        #expect(!ViewModelImportsUI.mayApply(to: structs))
        let foundationOnly = "import Foundation\nfinal class AViewModel {}"
        let project = ProjectModel.parsing([("A.swift", foundationOnly)])
        let rule = ViewModelImportsUI(options: RuleOptionValues.defaults(for: []))
        #expect(!rule.mayApply(to: project.declarations(inFile: "A.swift")!, in: project))
        let withSwiftUI = ProjectModel.parsing([("A.swift", "import SwiftUI\n" + foundationOnly)])
        #expect(rule.mayApply(to: withSwiftUI.declarations(inFile: "A.swift")!, in: withSwiftUI))
    }
}
