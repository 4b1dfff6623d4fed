import SVRefactorCore

/// The check's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests):
/// those with findings trigger the check, the others show what it leaves alone.
enum StableViewTreeExamples {
    static let all: [RuleExample] = [
        .untouched(
            "The guidance's own case: an editable and a read-only version of one list, on a flag the view sets",
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
            findings: [
                "9:13: 'body' flips between two versions of the same content (editableDocumentsList, readOnlyDocumentsList) with a top-level if/else on `canEdit`"
            ]),
        .untouched(
            "Both branches are a `List`: the two branches of an `if` are two identities whatever their types",
            source: """
                import SwiftUI

                struct TagsView: View {
                    @Binding var tags: [String]
                    @Environment(\\.editMode) private var editMode

                    var body: some View {
                        if isEditing {
                            List {
                                ForEach(tags, id: \\.self) { Text($0) }
                                    .onDelete { tags.remove(atOffsets: $0) }
                            }
                        } else {
                            List(tags, id: \\.self) { Text($0) }
                                .listStyle(.plain)
                        }
                    }

                    private var isEditing: Bool {
                        editMode?.wrappedValue.isEditing == true
                    }
                }
                """,
            findings: ["8:9: 'body' flips between two versions of the same content (List) with a top-level if/else on `isEditing`"]),
        .untouched(
            "Non-ASCII text before the `if` on its line: the column counts UTF-8 bytes",
            source: """
                import SwiftUI

                struct CardView: View {
                    @State private var isExpanded = false

                    var body: some View {
                        /* ⏳ Zustand */ if isExpanded {
                            expandedCard
                        } else {
                            collapsedCard
                        }
                    }

                    private var expandedCard: some View {
                        VStack { Text("Title"); Text("Details") }
                    }

                    private var collapsedCard: some View {
                        Text("Title")
                    }
                }
                """,
            findings: ["7:27: 'body' flips between two versions of the same content (expandedCard, collapsedCard) with a top-level if/else on `isExpanded`"]),
        .untouched(
            "A spinner while loading, then the list: different things, the guidance's loading-state pattern",
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
                """),
        .untouched(
            "A switch over a loading state: each case shows another state of the screen",
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
                """),
        .untouched(
            "Tabs on a phone, a split view on an iPad: the size class decides, not a mode of the view",
            source: """
                import SwiftUI

                struct RootView: View {
                    @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                    @State private var selection: String?

                    var body: some View {
                        if horizontalSizeClass == .compact {
                            TabView(selection: $selection) { Text("Home") }
                        } else {
                            NavigationSplitView {
                                List(selection: $selection) { Text("Home") }
                            } detail: {
                                Text(selection ?? "Home")
                            }
                        }
                    }
                }
                """),
        .untouched(
            "An empty state and the list: one branch is a state of the screen, not a version of the list",
            source: """
                import SwiftUI

                struct ItemsView: View {
                    @State private var items: [String] = []

                    var body: some View {
                        if items.isEmpty {
                            emptyList
                        } else {
                            itemsList
                        }
                    }

                    private var emptyList: some View {
                        Text("No items")
                    }

                    private var itemsList: some View {
                        List(items, id: \\.self) { Text($0) }
                    }
                }
                """),
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
