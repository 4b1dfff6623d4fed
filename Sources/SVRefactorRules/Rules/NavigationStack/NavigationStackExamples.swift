import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
/// Each runs as a module of one file, without a `Package.swift`: the deployment target is unknown,
/// so the rule reports (`min-ios` decides otherwise).
enum NavigationStackExamples {
    static let untouched: [RuleExample] = [
        .untouched(
            "A NavigationView",
            source: #"""
                import SwiftUI

                struct Inbox: View {
                    var body: some View {
                        NavigationView {
                            List {
                                NavigationLink("Welcome", destination: Text("Hello"))
                            }
                            .navigationTitle("Inbox")
                        }
                    }
                }
                """#,
            findings: ["5:9: NavigationView is deprecated (iOS 16, macOS 13): use NavigationStack for one column of pushed views, or NavigationSplitView"]),
        .untouched(
            "The stack style says which replacement",
            source: #"""
                import SwiftUI

                struct Settings: View {
                    var body: some View {
                        NavigationView {
                            Form {
                                Text("General")
                            }
                        }
                        .navigationViewStyle(.stack)
                    }
                }
                """#,
            findings: ["5:9: NavigationView is deprecated (iOS 16, macOS 13): with the stack style it is a NavigationStack"]),
        .untouched(
            "Comments around it, non-ASCII text before it on the line",
            source: #"""
                import SwiftUI

                struct Welcome: View {
                    var body: some View {
                        VStack {
                            Text("Grüße 👋"); /* a */ NavigationView { Text("Start") } // b
                        }
                    }
                }
                """#,
            findings: ["6:43: NavigationView is deprecated"]),
        .untouched(
            "The fallback of an availability check",
            source: #"""
                import SwiftUI

                struct Root: View {
                    var body: some View {
                        if #available(iOS 16, macOS 13, *) {
                            NavigationStack {
                                Text("Home")
                            }
                        } else {
                            NavigationView {
                                Text("Home")
                            }
                        }
                    }
                }
                """#),
        .untouched(
            "A module that supports iOS 15",
            source: #"""
                import SwiftUI

                struct Legacy: View {
                    var body: some View {
                        NavigationView {
                            Text("Home")
                        }
                    }
                }
                """#,
            options: ["min-ios": "15"]),
    ]
}
