import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum ReorderMembersExamples {
    static let rewrites: [RuleExample] = [
        .rewrite(
            "Members move into the canonical sections",
            before: #"""
                import SwiftUI

                struct ProfileView: View {
                    var body: some View {
                        VStack {
                            header
                            Button("Refresh", action: refresh)
                        }
                    }

                    let name: String
                    @State private var isRefreshing = false
                    @Environment(\.dismiss) private var dismiss

                    private var greeting: String {
                        "Hello, \(name)"
                    }

                    init(name: String) {
                        self.name = name
                    }

                    private var header: some View {
                        Text(greeting)
                    }

                    private func refresh() {
                        isRefreshing = true
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct ProfileView: View {
                    @Environment(\.dismiss) private var dismiss
                    let name: String
                    @State private var isRefreshing = false

                    private var greeting: String {
                        "Hello, \(name)"
                    }

                    init(name: String) {
                        self.name = name
                    }

                    var body: some View {
                        VStack {
                            header
                            Button("Refresh", action: refresh)
                        }
                    }

                    private var header: some View {
                        Text(greeting)
                    }

                    private func refresh() {
                        isRefreshing = true
                    }
                }
                """#),
        .rewrite(
            "Where view helpers and functions go is each view's own, unless the view mixes them",
            before: #"""
                import SwiftUI

                struct BadgeView: View {
                    private var icon: some View {
                        Image(systemName: "star")
                    }

                    var body: some View {
                        icon
                    }
                }

                struct GreetingView: View {
                    private var header: some View {
                        Text(name)
                    }

                    let name: String

                    var body: some View {
                        VStack {
                            header
                            footer
                        }
                    }

                    private var footer: some View {
                        Text("Bye")
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct BadgeView: View {
                    private var icon: some View {
                        Image(systemName: "star")
                    }

                    var body: some View {
                        icon
                    }
                }

                struct GreetingView: View {
                    let name: String

                    var body: some View {
                        VStack {
                            header
                            footer
                        }
                    }

                    private var header: some View {
                        Text(name)
                    }

                    private var footer: some View {
                        Text("Bye")
                    }
                }
                """#),
        .rewrite(
            "Without an init, memberwise-initializer parameters keep their relative order",
            before: #"""
                import SwiftUI

                struct CounterView: View {
                    var body: some View {
                        Text("\(title): \(count)")
                    }

                    var count = 0
                    let title: String
                    @Environment(\.colorScheme) private var colorScheme
                }

                struct CounterView_Previews: PreviewProvider {
                    static var previews: some View {
                        CounterView(count: 1, title: "Taps")
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct CounterView: View {
                    @Environment(\.colorScheme) private var colorScheme
                    var count = 0
                    let title: String

                    var body: some View {
                        Text("\(title): \(count)")
                    }
                }

                struct CounterView_Previews: PreviewProvider {
                    static var previews: some View {
                        CounterView(count: 1, title: "Taps")
                    }
                }
                """#,
            findings: ["'title' stays after 'count': 'CounterView' declares no init"],
            options: ["lets-before-state": "true"]),
        .rewrite(
            "Doc comments, comments and attributes travel with their member",
            before: #"""
                import SwiftUI

                struct ItemRow: View {
                    /// Shows the title in bold.
                    var body: some View {
                        Text(title).bold() // keep it short
                    }

                    // Set by the parent list.
                    let title: String

                    init(title: String) {
                        self.title = title
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct ItemRow: View {
                    // Set by the parent list.
                    let title: String

                    init(title: String) {
                        self.title = title
                    }

                    /// Shows the title in bold.
                    var body: some View {
                        Text(title).bold() // keep it short
                    }
                }
                """#),
        .rewrite(
            "Members are ordered within MARK sections and never cross them",
            before: #"""
                import SwiftUI

                struct SettingsView: View {
                    // MARK: - State

                    @State private var notificationsOn = true
                    @Environment(\.openURL) private var openURL

                    // MARK: - Views

                    var body: some View {
                        Form {
                            Toggle("Notifications", isOn: $notificationsOn)
                            helpButton
                        }
                    }

                    private var helpButton: some View {
                        Button("Help", action: openHelp)
                    }

                    private func openHelp() {
                        openURL(URL(string: "https://example.com/help")!)
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct SettingsView: View {
                    // MARK: - State

                    @Environment(\.openURL) private var openURL
                    @State private var notificationsOn = true

                    // MARK: - Views

                    var body: some View {
                        Form {
                            Toggle("Notifications", isOn: $notificationsOn)
                            helpButton
                        }
                    }

                    private var helpButton: some View {
                        Button("Help", action: openHelp)
                    }

                    private func openHelp() {
                        openURL(URL(string: "https://example.com/help")!)
                    }
                }
                """#),
        .rewrite(
            "Members inside an #if clause are ordered within the clause; nothing crosses the #if",
            before: #"""
                import SwiftUI

                struct DebugBadge: View {
                    var body: some View {
                        Text(label)
                    }

                    let label: String

                    #if DEBUG
                    private func log() {
                        print(label)
                    }

                    private var debugLabel: String {
                        "[debug] \(label)"
                    }
                    #endif

                    init(label: String) {
                        self.label = label
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct DebugBadge: View {
                    let label: String

                    var body: some View {
                        Text(label)
                    }

                    #if DEBUG
                    private var debugLabel: String {
                        "[debug] \(label)"
                    }

                    private func log() {
                        print(label)
                    }
                    #endif

                    init(label: String) {
                        self.label = label
                    }
                }
                """#,
            findings: ["stay out of canonical order because the #if block (or macro) before it fences this section"]),
        .rewrite(
            "Views nested in other types are ordered too",
            before: #"""
                import SwiftUI

                enum Onboarding {
                    struct StepView: View {
                        struct Step {
                            let title: String
                        }

                        var body: some View {
                            Text(step.title)
                        }

                        let step: Step
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                enum Onboarding {
                    struct StepView: View {
                        struct Step {
                            let title: String
                        }

                        let step: Step

                        var body: some View {
                            Text(step.title)
                        }
                    }
                }
                """#),
        .rewrite(
            "Nested types, typealiases and static properties keep their place; the other members are ordered around them",
            before: #"""
                import SwiftUI

                struct ScoreView: View {
                    static let threshold = 10

                    let score: Int

                    struct Badge: View {
                        let text: String

                        var body: some View {
                            Text(text).padding(4)
                        }
                    }

                    var body: some View {
                        Badge(text: label(for: level))
                    }

                    enum Level {
                        case low, high
                    }

                    private var level: Level { score > Self.threshold ? .high : .low }

                    private func label(for level: Level) -> String {
                        level == .high ? "High" : "Low"
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct ScoreView: View {
                    static let threshold = 10

                    let score: Int

                    struct Badge: View {
                        let text: String

                        var body: some View {
                            Text(text).padding(4)
                        }
                    }

                    private var level: Level { score > Self.threshold ? .high : .low }

                    enum Level {
                        case low, high
                    }

                    var body: some View {
                        Badge(text: label(for: level))
                    }

                    private func label(for level: Level) -> String {
                        level == .high ? "High" : "Low"
                    }
                }
                """#),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "A view already in canonical order is byte-identical",
            source: #"""
                import SwiftUI

                struct GreetingView: View {
                    @Environment(\.dismiss) private var dismiss
                    let name: String
                    @State private var isWaving = false

                    var body: some View {
                        Button("Hello, \(name)", action: wave)
                    }

                    private func wave() {
                        isWaving.toggle()
                    }
                }
                """#),
        .untouched(
            "Types that are not views are not touched",
            source: #"""
                struct Profile {
                    func displayName() -> String { name }
                    let name: String
                }
                """#),
        .untouched(
            "A section heading that blocks the canonical order is reported, not moved across",
            source: #"""
                import SwiftUI

                struct TimerView: View {
                    @State private var seconds = 0

                    // MARK: - Body

                    var body: some View {
                        Text(label)
                    }

                    // MARK: - Labels

                    private var label: String {
                        "\(seconds) s"
                    }
                }
                """#,
            findings: ["computed properties and subscripts should come before body"]),
        .untouched(
            "Members that share a line are reported, not moved",
            source: #"""
                import SwiftUI

                struct BadgeView: View {
                    var body: some View { Text(text) }; let text: String
                }
                """#,
            findings: ["some share a line"]),
        .untouched(
            "Memberwise-initializer order that is already as good as it gets is reported once",
            source: #"""
                import SwiftUI

                struct ToggleRow: View {
                    @Binding var isOn: Bool
                    let title: String

                    var body: some View {
                        Toggle(title, isOn: $isOn)
                    }
                }
                """#,
            findings: ["'title' stays after 'isOn'"],
            options: ["lets-before-state": "true"]),
        .untouched(
            "`let`s and the other stored properties keep the author's order among themselves",
            source: #"""
                import SwiftUI

                struct ComposerView: View {
                    @Environment(\.dismiss) private var dismiss
                    @State private var text = ""
                    @State private var isSending = false
                    let recipient: String

                    init(recipient: String) {
                        self.recipient = recipient
                    }

                    var body: some View {
                        TextField("Message to \(recipient)", text: $text)
                            .disabled(isSending)
                    }
                }
                """#),
        .untouched(
            "View helpers and functions keep the author's order among themselves",
            source: #"""
                import SwiftUI

                struct TranscriptView: View {
                    let lines: [String]

                    var body: some View {
                        ScrollViewReader { proxy in
                            transcript(proxy)
                        }
                    }

                    private func scrollToEnd(_ proxy: ScrollViewProxy) {
                        proxy.scrollTo(lines.count - 1)
                    }

                    private func transcript(_ proxy: ScrollViewProxy) -> some View {
                        List(lines.indices, id: \.self) { Text(lines[$0]) }
                            .onAppear { scrollToEnd(proxy) }
                    }
                }
                """#),
    ]
}
