import SVRefactorCore

/// The check's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests):
/// those with findings trigger the check, the others show what it leaves alone. The examples set
/// `max-lines` low so that they stay short.
enum LongBodyExamples {
    static let all: [RuleExample] = [
        .untouched(
            "A body longer than the limit: reported at its name; blank and comment lines do not count",
            source: """
                import SwiftUI

                struct ProfileView: View {
                    let name: String
                    let bio: String

                    var body: some View {
                        // The header.
                        VStack(alignment: .leading) {
                            Text(name)
                                .font(.title)

                            Text(bio)
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                    }
                }
                """,
            findings: ["7:9: 'body' has 7 lines of code, more than 6: extract its sections into subview structs with explicit inputs"],
            options: ["max-lines": "6"]),
        .untouched(
            "A view helper longer than the limit",
            source: """
                import SwiftUI

                struct SettingsView: View {
                    @State private var notifications = true
                    @State private var sounds = false

                    var body: some View {
                        Form { togglesSection }
                    }

                    private var togglesSection: some View {
                        Section("Alerts") {
                            Toggle("Notifications", isOn: $notifications)
                            Toggle("Sounds", isOn: $sounds)
                                .disabled(!notifications)
                        }
                    }
                }
                """,
            findings: ["11:17: 'togglesSection' has 5 lines of code, more than 4: split it into smaller subview structs"],
            options: ["max-lines": "4"]),
        .untouched(
            "Non-ASCII text before the declaration on its line: the column counts UTF-8 bytes",
            source: """
                import SwiftUI

                struct ProfileView: View {
                    let name: String

                    /* 🧾 Übersicht */ var body: some View {
                        VStack {
                            Text(name)
                            Text(name)
                        }
                    }
                }
                """,
            findings: ["6:31: 'body' has 4 lines of code, more than 3"],
            options: ["max-lines": "3"]),
        .untouched(
            "Within the limit (the default is 40 lines of code)",
            source: """
                import SwiftUI

                struct ProfileView: View {
                    let name: String

                    var body: some View {
                        VStack {
                            Text(name)
                                .font(.title)
                        }
                    }
                }
                """),
        .untouched(
            "Long only with comments and commented-out code: not longer to read as code",
            source: """
                import SwiftUI

                struct ProfileView: View {
                    let name: String

                    var body: some View {
                        // The name, large.
                        Text(name)
                            .font(.title)
                        // Text(name)
                        //     .foregroundStyle(.secondary)
                        /*
                        Text(name)
                            .italic()
                        */
                    }
                }
                """,
            options: ["max-lines": "3"]),
    ]
}
