import SVRefactorCore

/// The check's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests):
/// those with findings trigger the check, the others show what it leaves alone.
enum ViewModelImportsUIExamples {
    static let all: [RuleExample] = [
        .untouched(
            "A view model that hands the view a color: reported at the class",
            source: """
                import SwiftUI

                @Observable
                final class ProfileViewModel {
                    var isOnline = false

                    var statusColor: Color {
                        isOnline ? .green : .gray
                    }
                }
                """,
            findings: ["4:13: 'ProfileViewModel' is a view model that uses UI framework types (Color), which its file imports SwiftUI for"]),
        .untouched(
            "A view model that imports SwiftUI for nothing: `@Observable` is Observation's",
            source: """
                import SwiftUI

                @Observable
                final class SearchViewModel {
                    var query = ""
                    var results: [String] = []
                }
                """,
            findings: ["4:13: 'SearchViewModel' is a view model in a file that imports SwiftUI but uses nothing from it: replace 'import SwiftUI' with 'import Foundation' and 'import Observation'"]),
        .untouched(
            "An ObservableObject: `ObservableObject` and `@Published` are Combine's",
            source: """
                import Foundation
                import SwiftUI

                final class SettingsViewModel: ObservableObject {
                    @Published var notificationsEnabled = true
                }
                """,
            findings: ["4:13: 'SettingsViewModel' is a view model in a file that imports SwiftUI but uses nothing from it: replace 'import SwiftUI' with 'import Combine'"]),
        .untouched(
            "A view model that opens URLs through UIKit",
            source: """
                import Foundation
                import UIKit

                final class AboutViewModel {
                    let website = URL(string: "https://example.com")!

                    func openWebsite() {
                        UIApplication.shared.open(website)
                    }
                }
                """,
            findings: ["4:13: 'AboutViewModel' is a view model that uses UI framework types (UIApplication), which its file imports UIKit for"],
            typeCheck: .skipped(reason: "UIKit does not exist on Linux, and the SwiftUI stub does not declare it")),
        .untouched(
            "Non-ASCII text before the class on its line: the column counts UTF-8 bytes",
            source: """
                import SwiftUI

                /* 🧠 Logik */ final class CartViewModel {
                    var tint: Color = .blue
                }
                """,
            findings: ["3:30: 'CartViewModel' is a view model that uses UI framework types (Color)"]),
        .untouched(
            "A view model that imports only what it needs",
            source: """
                import Foundation
                import Observation

                @Observable
                final class SearchViewModel {
                    var query = ""
                    var lastSearch: Date?
                }
                """),
        .untouched(
            "A view model beside its view: the import is the view's, and the view model uses none of it",
            source: """
                import SwiftUI

                @Observable
                final class CounterViewModel {
                    var count = 0
                }

                struct CounterView: View {
                    @State private var model = CounterViewModel()

                    var body: some View {
                        Button("Add \\(model.count)") { model.count += 1 }
                    }
                }
                """),
        .untouched(
            "A class that is no view model: its name does not say so and no view keeps it as its state",
            source: """
                import SwiftUI

                final class Palette {
                    let accent: Color = .orange
                }
                """),
        .untouched(
            "The UI code commented out: comments are not code",
            source: """
                import Observation

                @Observable
                final class ProfileViewModel {
                    var isOnline = false
                    // var statusColor: Color { isOnline ? .green : .gray }
                    /* func open() { UIApplication.shared.open(url) } */
                }
                """),
    ]
}
