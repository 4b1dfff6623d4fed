import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests);
/// each runs as a module of one file, so the file's call sites are all the module's.
enum PrivateStateExamples {
    static let rewrites: [RuleExample] = [
        .rewrite(
            "State with an initial value that no caller passes",
            before: #"""
                import SwiftUI

                struct Counter: View {
                    @State var count = 0

                    var body: some View {
                        Button("\(count)") { count += 1 }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Counter: View {
                    @State private var count = 0

                    var body: some View {
                        Button("\(count)") { count += 1 }
                    }
                }
                """#),
        .rewrite(
            "A view with its own init sets its state itself",
            before: #"""
                import SwiftUI

                final class Library: ObservableObject {
                    @Published var books: [String] = []
                }

                struct LibraryView: View {
                    @StateObject var library = Library()
                    @State var filter: String

                    init(filter: String) {
                        _filter = State(initialValue: filter)
                    }

                    var body: some View {
                        Text(filter + "\(library.books.count)")
                    }
                }

                struct Shelf: View {
                    var body: some View {
                        LibraryView(filter: "Poetry")
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                final class Library: ObservableObject {
                    @Published var books: [String] = []
                }

                struct LibraryView: View {
                    @StateObject private var library = Library()
                    @State private var filter: String

                    init(filter: String) {
                        _filter = State(initialValue: filter)
                    }

                    var body: some View {
                        Text(filter + "\(library.books.count)")
                    }
                }

                struct Shelf: View {
                    var body: some View {
                        LibraryView(filter: "Poetry")
                    }
                }
                """#),
        .rewrite(
            "An explicit internal, an attribute on its own line, an optional without a value",
            before: #"""
                import SwiftUI

                struct Disclosure: View {
                    @State internal var isExpanded = false
                    @State
                    var isHighlighted = false
                    @State var selection: Int?

                    var body: some View {
                        Text(isExpanded || isHighlighted ? "\(selection ?? 0)" : "")
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Disclosure: View {
                    @State private var isExpanded = false
                    @State
                    private var isHighlighted = false
                    @State private var selection: Int?

                    var body: some View {
                        Text(isExpanded || isHighlighted ? "\(selection ?? 0)" : "")
                    }
                }
                """#),
        .rewrite(
            "Comments around it, non-ASCII text before it on the line",
            before: #"""
                import SwiftUI

                struct Note: View {
                    let title = "Grüße 👋"; /* a */ @State var text = "" // b

                    var body: some View {
                        TextField(title, text: $text)
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Note: View {
                    let title = "Grüße 👋"; /* a */ @State private var text = "" // b

                    var body: some View {
                        TextField(title, text: $text)
                    }
                }
                """#),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "A parameter the memberwise initializer requires",
            source: #"""
                import SwiftUI

                struct StepCounter: View {
                    @State var value: Int

                    var body: some View {
                        Text("\(value)")
                    }
                }
                """#,
            findings: ["4:5: @State property 'value' is not private, though state belongs to the view that declares it; not made private automatically: it has no initial value, so the memberwise initializer requires it as a parameter"]),
        .untouched(
            "A caller passes it to the memberwise initializer",
            source: #"""
                import SwiftUI

                struct Rating: View {
                    @State var stars = 3

                    var body: some View {
                        Text("\(stars)")
                    }
                }

                struct Review: View {
                    var body: some View {
                        Rating(stars: 5)
                    }
                }
                """#,
            findings: ["4:5: @State property 'stars' is not private, though state belongs to the view that declares it; not made private automatically: a call passes it to the memberwise initializer, which loses that parameter when it is private (`Rating(stars: …)`"]),
        .untouched(
            "Public, and read from outside the view",
            source: #"""
                import SwiftUI

                public struct Player: View {
                    @State public var volume = 0.5
                    @State var isPlaying = false

                    public var body: some View {
                        Text(isPlaying ? "▶" : "■")
                    }
                }

                func describe(_ player: Player) -> String {
                    player.isPlaying ? "playing" : "paused"
                }
                """#,
            findings: [
                "4:5: @State property 'volume' is not private, though state belongs to the view that declares it; not made private automatically: it is declared public",
                "5:5: @State property 'isPlaying' is not private, though state belongs to the view that declares it; not made private automatically: code outside 'Player' uses it",
            ]),
        .untouched(
            "Comments around a reported one, non-ASCII text before it on the line",
            source: #"""
                import SwiftUI

                struct Tally: View {
                    let title = "Grüße 👋"; /* a */ @State var count: Int // b

                    var body: some View {
                        Text(title + "\(count)")
                    }
                }
                """#,
            findings: ["4:41: @State property 'count' is not private"]),
        .untouched(
            "Private already, other wrappers, and state outside views",
            source: #"""
                import SwiftUI

                struct Profile: View {
                    @Environment(\.dismiss) var dismiss
                    @Binding var name: String
                    @State private var isEditing = false
                    @State fileprivate var draft = ""

                    var body: some View {
                        Text(isEditing ? draft : name)
                    }
                }

                struct Settings {
                    @State var isOn = false
                }
                """#),
    ]
}
