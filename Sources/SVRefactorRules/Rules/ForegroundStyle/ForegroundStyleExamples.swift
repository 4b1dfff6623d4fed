import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
/// Each runs as a module of one file without a `Package.swift`: the deployment target is unknown,
/// so `foregroundStyle` is assumed available, `Text.foregroundStyle` (iOS 17) is not.
enum ForegroundStyleExamples {
    static let rewrites: [RuleExample] = [
        .rewrite(
            "Colours become styles",
            before: #"""
                import SwiftUI

                struct Caption: View {
                    let text: String
                    let tint: Color
                    var isNew = false

                    var body: some View {
                        VStack {
                            Text(text)
                                .foregroundColor(.red)
                            Text(text)
                                .foregroundColor(Color.blue.opacity(0.5))
                            Image(systemName: "star")
                                .foregroundColor(isNew ? .yellow : .gray)
                            Text(text)
                                .foregroundColor(Color("Brand"))
                            Text(text)
                                .foregroundColor(tint)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Caption: View {
                    let text: String
                    let tint: Color
                    var isNew = false

                    var body: some View {
                        VStack {
                            Text(text)
                                .foregroundStyle(.red)
                            Text(text)
                                .foregroundStyle(Color.blue.opacity(0.5))
                            Image(systemName: "star")
                                .foregroundStyle(isNew ? .yellow : .gray)
                            Text(text)
                                .foregroundStyle(Color("Brand"))
                            Text(text)
                                .foregroundStyle(tint)
                        }
                    }
                }
                """#),
        .rewrite(
            "Colours that ShapeStyle names differently are written with Color",
            before: #"""
                import SwiftUI

                extension Color {
                    static let brand = Color("Brand")
                }

                struct Subtitle: View {
                    let isSelected: Bool

                    var body: some View {
                        Label("Details", systemImage: "info.circle")
                            .foregroundColor(.secondary)
                            .background(Circle().foregroundColor(isSelected ? .accentColor : .primary.opacity(0.2)))
                            .overlay(Capsule().foregroundColor(.brand))
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                extension Color {
                    static let brand = Color("Brand")
                }

                struct Subtitle: View {
                    let isSelected: Bool

                    var body: some View {
                        Label("Details", systemImage: "info.circle")
                            .foregroundStyle(Color.secondary)
                            .background(Circle().foregroundStyle(isSelected ? Color.accentColor : Color.primary.opacity(0.2)))
                            .overlay(Capsule().foregroundStyle(Color.brand))
                    }
                }
                """#),
        .rewrite(
            "Comments around it, non-ASCII text before it on the line",
            before: #"""
                import SwiftUI

                struct Greeting: View {
                    var body: some View {
                        Text("Grüße 👋").foregroundColor(/* a */ .green) // b
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Greeting: View {
                    var body: some View {
                        Text("Grüße 👋").foregroundStyle(/* a */ .green) // b
                    }
                }
                """#),
        .rewrite(
            "Text concatenation, once the module requires iOS 17",
            before: #"""
                import SwiftUI

                struct Price: View {
                    var body: some View {
                        Text("12").foregroundColor(.primary) + Text(" €").foregroundColor(.secondary)
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Price: View {
                    var body: some View {
                        Text("12").foregroundStyle(Color.primary) + Text(" €").foregroundStyle(Color.secondary)
                    }
                }
                """#,
            options: ["min-ios": "17"]),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "nil and optional colours",
            source: #"""
                import SwiftUI

                struct Row: View {
                    let title: String
                    let tint: Color?
                    let isDimmed: Bool

                    var body: some View {
                        VStack {
                            Text(title)
                                .foregroundColor(nil)
                            Text(title)
                                .foregroundColor(tint)
                            Text(title)
                                .foregroundColor(isDimmed ? .gray : nil)
                        }
                    }
                }
                """#,
            findings: [
                "11:18: `.foregroundColor(nil)` is deprecated and `foregroundStyle` takes no nil",
                "13:18: `.foregroundColor` is deprecated, but `foregroundStyle` takes no optional and `tint` is a `Color?`",
                "15:18: `.foregroundColor` is deprecated, but `foregroundStyle` takes no optional and one branch of the condition is nil",
            ]),
        .untouched(
            "A colour whose type svrefactor cannot prove",
            source: #"""
                import SwiftUI

                struct Badge: View {
                    let palette: [String: Color]

                    var body: some View {
                        Text("New")
                            .foregroundColor(palette["accent"])
                    }
                }
                """#,
            findings: ["8:14: `.foregroundColor` is deprecated: write `.foregroundStyle(palette[\"accent\"])` if `palette[\"accent\"]` is a non-optional Color; not rewritten because svrefactor cannot tell the type"]),
        .untouched(
            "A Text whose result is concatenated, without iOS 17",
            source: #"""
                import SwiftUI

                struct Total: View {
                    var body: some View {
                        Text("Total: ") + Text("12").foregroundColor(.red)
                    }
                }
                """#,
            findings: ["5:38: `.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: its result is an operand of `+`, which needs a Text"]),
        .untouched(
            "Comments around a reported one, non-ASCII text before it on the line",
            source: #"""
                import SwiftUI

                struct Hint: View {
                    let tint: Color?

                    var body: some View {
                        Text("Grüße 👋") /* a */ .foregroundColor(tint) // b
                    }
                }
                """#,
            findings: ["7:39: `.foregroundColor` is deprecated, but `foregroundStyle` takes no optional"]),
        .untouched(
            "A module that supports iOS 14",
            source: #"""
                import SwiftUI

                struct Legacy: View {
                    var body: some View {
                        Text("Old").foregroundColor(.red)
                    }
                }
                """#,
            findings: ["5:21: `.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: --option min-ios=14 is older than iOS 15, the first with foregroundStyle(_:)"],
            options: ["min-ios": "14"]),
    ]
}
