import SVRefactorCore

/// The check's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests):
/// those with findings trigger the check, the others show what it leaves alone.
enum StableViewTreeExamples {
    static let all: [RuleExample] = [
        .untouched(
            "A body that swaps a spinner for a list: reported at the `if`",
            source: """
                import SwiftUI

                struct InboxView: View {
                    let messages: [String]
                    @State private var isLoading = true

                    var body: some View {
                        if isLoading {
                            ProgressView()
                        } else {
                            List(messages, id: \\.self) { message in
                                Text(message)
                            }
                        }
                    }
                }
                """,
            findings: ["8:9: 'body' swaps between different root views with a top-level if/else (ProgressView, List)"]),
        .untouched(
            "A helper that switches on a loading state: each case builds another view",
            source: """
                import SwiftUI

                enum LoadState {
                    case loading
                    case failed(String)
                    case loaded([String])
                }

                struct FeedView: View {
                    @State private var state = LoadState.loading

                    var body: some View {
                        content
                            .navigationTitle("Feed")
                    }

                    @ViewBuilder
                    private var content: some View {
                        switch state {
                        case .loading:
                            ProgressView()
                        case let .failed(message):
                            Text(message)
                        case let .loaded(items):
                            List(items, id: \\.self) { Text($0) }
                        }
                    }
                }
                """,
            findings: ["19:9: 'content' swaps between different root views with a top-level switch (ProgressView, Text, List)"]),
        .untouched(
            "The guidance's own case: two helpers behind a condition, inside a `Group` that carries the modifiers",
            source: """
                import SwiftUI

                struct DocumentsView: View {
                    let documents: [String]
                    @State private var canEdit = false

                    var body: some View {
                        Group {
                            if canEdit {
                                editableDocumentsList
                            } else {
                                readOnlyDocumentsList
                            }
                        }
                        .navigationTitle("Documents")
                    }

                    private var editableDocumentsList: some View {
                        List(documents, id: \\.self) { Text($0) }
                            .toolbar { Button("Done") { canEdit = false } }
                    }

                    private var readOnlyDocumentsList: some View {
                        List(documents, id: \\.self) { Text($0) }
                    }
                }
                """,
            findings: ["9:13: 'body' swaps between different root views with a top-level if/else (editableDocumentsList, readOnlyDocumentsList)"]),
        .untouched(
            "Non-ASCII text before the `if` on its line: the column counts UTF-8 bytes",
            source: """
                import SwiftUI

                struct InboxView: View {
                    @State private var isLoading = true

                    var body: some View {
                        /* ⏳ Zustand */ if isLoading {
                            ProgressView()
                        } else {
                            Text("Inbox")
                        }
                    }
                }
                """,
            findings: ["7:27: 'body' swaps between different root views with a top-level if/else (ProgressView, Text)"]),
        .untouched(
            "The condition inside one stable container: the list keeps its identity",
            source: """
                import SwiftUI

                struct InboxView: View {
                    let messages: [String]
                    @State private var isLoading = true

                    var body: some View {
                        List {
                            if isLoading {
                                ProgressView()
                            } else {
                                ForEach(messages, id: \\.self) { Text($0) }
                            }
                        }
                        .overlay {
                            if messages.isEmpty && !isLoading {
                                ContentUnavailableView("No Messages", systemImage: "tray")
                            }
                        }
                    }
                }
                """),
        .untouched(
            "Both branches build the same view type: one view with conditional values would do, but little identity is lost, so no finding",
            source: """
                import SwiftUI

                struct StatusLabel: View {
                    @State private var isOnline = false

                    var body: some View {
                        if isOnline {
                            Text("Online")
                                .bold()
                        } else {
                            Text("Offline")
                        }
                    }
                }
                """),
        .untouched(
            "A branch that only hides the other, and an availability check: nothing swaps",
            source: """
                import SwiftUI

                struct BadgeView: View {
                    @State private var count: Int?

                    var body: some View {
                        if let count {
                            Text("\\(count)")
                        } else {
                            EmptyView()
                        }
                    }
                }

                struct CaptionView: View {
                    var body: some View {
                        if #available(iOS 17, macOS 14, *) {
                            Text("New")
                        } else {
                            Label("Old", systemImage: "clock")
                        }
                    }
                }
                """),
        .untouched(
            "A view that picks what to show from its input, and a helper that picks by its argument: the branch is the caller's choice",
            source: """
                import SwiftUI

                enum Attachment {
                    case photo(String)
                    case file(String)
                }

                struct AttachmentView: View {
                    let attachment: Attachment

                    var body: some View {
                        switch attachment {
                        case let .photo(name):
                            Image(systemName: name)
                        case let .file(name):
                            Label(name, systemImage: "doc")
                        }
                    }
                }

                struct AttachmentList: View {
                    let attachments: [String]

                    var body: some View {
                        List(attachments, id: \\.self) { row(for: $0) }
                    }

                    @ViewBuilder
                    private func row(for name: String) -> some View {
                        if name.hasSuffix(".png") {
                            Image(systemName: "photo")
                        } else {
                            Text(name)
                        }
                    }
                }
                """),
        .untouched(
            "The swapping code commented out: comments are not code",
            source: """
                import SwiftUI

                struct InboxView: View {
                    @State private var isLoading = true

                    var body: some View {
                        Text("Inbox")
                        /*
                        if isLoading {
                            ProgressView()
                        } else {
                            List { Text("Inbox") }
                        }
                        */
                        // if isLoading { ProgressView() } else { Text("Inbox") }
                    }
                }
                """),
    ]
}
