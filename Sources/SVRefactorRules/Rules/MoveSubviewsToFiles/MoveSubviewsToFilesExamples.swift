import SVRefactorCore

/// The examples use small limits (`max-file-lines`, `min-lines`) so that a screenful shows a file
/// that is "too long"; the defaults are 300 and 40.
enum MoveSubviewsToFilesExamples {
    static let smallLimits = ["max-file-lines": "12", "min-lines": "8"]

    static let rewrites: [RuleExample] = [
        .rewrite(
            "A long private view moves into a file of its own, with its doc comment and its preview",
            before: """
                import SwiftUI

                struct ProfileView: View {
                    let name: String
                    let bio: String

                    var body: some View {
                        VStack {
                            ProfileHeader(name: name, bio: bio)
                            Text("Posts")
                        }
                    }
                }

                /// The top of the profile: name and bio.
                private struct ProfileHeader: View {
                    let name: String
                    let bio: String

                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(name)
                                .font(.title)
                            Text(bio)
                                .foregroundStyle(.secondary)
                        }
                    }
                }

                struct ProfileHeader_Previews: PreviewProvider {
                    static var previews: some View {
                        ProfileHeader(name: "Ada", bio: "Mathematician")
                    }
                }

                """,
            after: """
                import SwiftUI

                struct ProfileView: View {
                    let name: String
                    let bio: String

                    var body: some View {
                        VStack {
                            ProfileHeader(name: name, bio: bio)
                            Text("Posts")
                        }
                    }
                }

                """,
            created: [
                "ProfileHeader.swift": """
                    import SwiftUI

                    /// The top of the profile: name and bio.
                    struct ProfileHeader: View {
                        let name: String
                        let bio: String

                        var body: some View {
                            VStack(alignment: .leading) {
                                Text(name)
                                    .font(.title)
                                Text(bio)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }

                    struct ProfileHeader_Previews: PreviewProvider {
                        static var previews: some View {
                            ProfileHeader(name: "Ada", bio: "Mathematician")
                        }
                    }

                    """
            ],
            options: smallLimits),
        .rewrite(
            "A view in `#if` moves inside the same condition; a short one-use view stays",
            before: """
                import SwiftUI

                struct SettingsView: View {
                    @State private var isOn = false

                    var body: some View {
                        Form {
                            Row(title: "Sync")
                            #if os(macOS)
                            ShortcutsSection(isOn: $isOn)
                            #endif
                        }
                    }
                }

                private struct Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }

                #if os(macOS)
                struct ShortcutsSection: View {
                    @Binding var isOn: Bool

                    var body: some View {
                        Section("Shortcuts") {
                            Toggle("Enabled", isOn: $isOn)
                            Text("Press ⌘K to search")
                                .font(.footnote)
                        }
                    }
                }
                #endif

                """,
            after: """
                import SwiftUI

                struct SettingsView: View {
                    @State private var isOn = false

                    var body: some View {
                        Form {
                            Row(title: "Sync")
                            #if os(macOS)
                            ShortcutsSection(isOn: $isOn)
                            #endif
                        }
                    }
                }

                private struct Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }

                """,
            created: [
                "ShortcutsSection.swift": """
                    import SwiftUI

                    #if os(macOS)
                    struct ShortcutsSection: View {
                        @Binding var isOn: Bool

                        var body: some View {
                            Section("Shortcuts") {
                                Toggle("Enabled", isOn: $isOn)
                                Text("Press ⌘K to search")
                                    .font(.footnote)
                            }
                        }
                    }
                    #endif

                    """
            ],
            options: smallLimits),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "A view that needs a private global of its file stays, with a finding that names it",
            source: """
                import SwiftUI

                private let cardRadius = 12.0

                struct CardsView: View {
                    var body: some View {
                        VStack {
                            Card(title: "One")
                            Card(title: "Two")
                        }
                    }
                }

                struct Card: View {
                    let title: String

                    var body: some View {
                        VStack {
                            Text(title)
                                .font(.headline)
                            Text("Details")
                        }
                        .padding()
                        .background(Color.gray, in: RoundedRectangle(cornerRadius: cardRadius))
                    }
                }

                """,
            findings: [
                "14:8: 'Card' is not moved to a file of its own: it uses 'cardRadius', which is private to this file; make it internal, or move it into the view"
            ],
            options: smallLimits),
        .untouched(
            "A file below `max-file-lines` is left alone",
            source: """
                import SwiftUI

                struct BadgeView: View {
                    var body: some View { Badge(count: 3) }
                }

                struct Badge: View {
                    let count: Int
                    var body: some View { Text("\\(count)") }
                }

                """),
    ]
}
