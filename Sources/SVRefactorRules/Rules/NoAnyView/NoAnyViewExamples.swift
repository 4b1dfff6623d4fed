import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum NoAnyViewExamples {
    static let untouched: [RuleExample] = [
        .untouched(
            "Branches erased to one type",
            source: #"""
                import SwiftUI

                struct Badge: View {
                    @Binding var count: Int

                    var body: some View {
                        content
                    }

                    private var content: some View {
                        if count == 0 {
                            return AnyView(EmptyView())
                        }
                        return AnyView(Text("\(count)").padding(4))
                    }
                }
                """#,
            findings: ["12:20: AnyView(…) is one of 2 results erased to one type", "14:16: AnyView(…) is one of 2 results erased to one type"]),
        .untouched(
            "Both sides of a conditional erased",
            source: #"""
                import SwiftUI

                struct StatusRow: View {
                    @Binding var isOnline: Bool

                    var body: some View {
                        Text("Status")
                            .background(isOnline ? AnyView(Color.green) : AnyView(Capsule().fill(.gray)))
                    }
                }
                """#,
            findings: ["8:36: AnyView(…) erases both branches of `?:`", "8:59: AnyView(…) erases both branches of `?:`"]),
        .untouched(
            "A view that already has a type",
            source: #"""
                import SwiftUI

                struct Header: View {
                    var body: some View {
                        AnyView(VStack {
                            Text("Title")
                        })
                        .padding()
                    }
                }
                """#,
            findings: ["5:9: AnyView(…) erases a view that already has a type"]),
        .untouched(
            "Comments around it, non-ASCII text before it on the line",
            source: #"""
                import SwiftUI

                struct Greeting: View {
                    @Binding var isFormal: Bool

                    var body: some View {
                        isFormal ? AnyView(Text("Grüße 👋")) : /* a */ AnyView(Text("Hi")) // b
                    }
                }
                """#,
            findings: ["7:20: AnyView(…) erases both branches of `?:`", "7:60: AnyView(…) erases both branches of `?:`"]),
        .untouched(
            "Branches the parent picks once: they never trade places while the view lives",
            source: #"""
                import SwiftUI

                struct StatusRow: View {
                    let isOnline: Bool

                    var body: some View {
                        Text("Status")
                            .background(isOnline ? AnyView(Color.green) : AnyView(Capsule().fill(.gray)))
                    }
                }
                """#),
        .untouched(
            "Erased for storage in a non-generic type",
            source: #"""
                import SwiftUI

                struct Tab {
                    let title: String
                    let content: AnyView

                    init(title: String, @ViewBuilder content: () -> some View) {
                        self.title = title
                        self.content = AnyView(content())
                    }
                }
                """#),
        .untouched(
            "One result of a closure whose type says AnyView",
            source: #"""
                import SwiftUI

                struct RowFactory {
                    let makeRow: (Int) -> AnyView = { index in
                        AnyView(Text("Row \(index)"))
                    }
                }
                """#),
        .untouched(
            "A value whose type is not written there (it may be an existential)",
            source: #"""
                import SwiftUI

                struct IconLabel: View {
                    let icon: () -> any View

                    var body: some View {
                        HStack {
                            AnyView(icon())
                            Text("Label")
                        }
                    }
                }
                """#),
    ]
}
