import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum InitViewModelExamples {
    static let rewrites: [RuleExample] = [
        .rewrite(
            "Created in `.task`: the view gets the init Swift was synthesizing, the placeholder branch goes",
            before: #"""
                import SwiftUI

                @Observable
                final class ProfileModel {
                    let userID: String
                    var name = ""

                    init(userID: String) {
                        self.userID = userID
                    }

                    func load() async {}
                }

                struct ProfileScreen: View {
                    let userID: String
                    @State private var model: ProfileModel?

                    var body: some View {
                        Group {
                            if let model {
                                Text(model.name)
                                    .font(.title)
                            } else {
                                ProgressView()
                            }
                        }
                        .task {
                            if model == nil {
                                model = ProfileModel(userID: userID)
                            }
                        }
                        .toolbar {
                            Button("Reload") { Task { await model?.load() } }
                        }
                    }
                }

                struct ProfileScreen_Previews: PreviewProvider {
                    static var previews: some View {
                        ProfileScreen(userID: "42")
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                @Observable
                final class ProfileModel {
                    let userID: String
                    var name = ""

                    init(userID: String) {
                        self.userID = userID
                    }

                    func load() async {}
                }

                struct ProfileScreen: View {
                    let userID: String
                    @State private var model: ProfileModel

                    init(userID: String) {
                        self.userID = userID
                        _model = State(initialValue: ProfileModel(userID: userID))
                    }

                    var body: some View {
                        Group {
                            Text(model.name)
                                .font(.title)
                        }
                        .toolbar {
                            Button("Reload") { Task { await model.load() } }
                        }
                    }
                }

                struct ProfileScreen_Previews: PreviewProvider {
                    static var previews: some View {
                        ProfileScreen(userID: "42")
                    }
                }
                """#),
        .rewrite(
            "A guard-and-assign bootstrap in `.onAppear`; the view's own init creates the model",
            before: #"""
                import SwiftUI

                @Observable
                final class CartModel {
                    var items: [String] = []

                    init(storeID: Int) {}
                }

                struct CartScreen: View {
                    let storeID: Int
                    @State private var cart: CartModel?

                    init(storeID: Int) {
                        self.storeID = storeID
                    }

                    var body: some View {
                        List {
                            ForEach(cart!.items, id: \.self) { item in
                                Text(item)
                            }
                        }
                        .onAppear {
                            guard cart == nil else { return }
                            cart = CartModel(storeID: storeID)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                @Observable
                final class CartModel {
                    var items: [String] = []

                    init(storeID: Int) {}
                }

                struct CartScreen: View {
                    let storeID: Int
                    @State private var cart: CartModel

                    init(storeID: Int) {
                        self.storeID = storeID
                        _cart = State(initialValue: CartModel(storeID: storeID))
                    }

                    var body: some View {
                        List {
                            ForEach(cart.items, id: \.self) { item in
                                Text(item)
                            }
                        }
                    }
                }
                """#),
        .rewrite(
            "A bootstrap method called from `.onAppear(perform:)` and `.task` goes with its calls",
            before: #"""
                import SwiftUI

                @Observable
                final class InboxModel {
                    var unread = 0

                    init(folder: String, pageSize: Int) {}
                }

                struct InboxScreen: View {
                    let folder: String
                    var pageSize = 50
                    @State private var model: InboxModel?
                    @State private var isEditing = false

                    var body: some View {
                        VStack {
                            guardedCount
                        }
                        .onAppear(perform: bootstrapIfNeeded)
                        .task { bootstrapIfNeeded() }
                    }

                    @ViewBuilder
                    private var guardedCount: some View {
                        if let model {
                            Text("\(model.unread) unread")
                        }
                    }

                    private func bootstrapIfNeeded() {
                        if model == nil {
                            model = InboxModel(folder: folder, pageSize: pageSize)
                        }
                    }
                }

                struct InboxScreen_Previews: PreviewProvider {
                    static var previews: some View {
                        InboxScreen(folder: "Inbox", pageSize: 20)
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                @Observable
                final class InboxModel {
                    var unread = 0

                    init(folder: String, pageSize: Int) {}
                }

                struct InboxScreen: View {
                    let folder: String
                    var pageSize = 50
                    @State private var model: InboxModel
                    @State private var isEditing = false

                    init(folder: String, pageSize: Int = 50) {
                        self.folder = folder
                        self.pageSize = pageSize
                        _model = State(initialValue: InboxModel(folder: folder, pageSize: pageSize))
                    }

                    var body: some View {
                        VStack {
                            guardedCount
                        }
                    }

                    @ViewBuilder
                    private var guardedCount: some View {
                        Text("\(model.unread) unread")
                    }
                }

                struct InboxScreen_Previews: PreviewProvider {
                    static var previews: some View {
                        InboxScreen(folder: "Inbox", pageSize: 20)
                    }
                }
                """#),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "A model that needs an environment value stays optional",
            source: #"""
                import SwiftUI

                @Observable
                final class FeedModel {
                    init(client: APIClient) {}
                }

                @Observable
                final class APIClient {}

                struct FeedScreen: View {
                    @Environment(APIClient.self) private var client
                    @State private var model: FeedModel?

                    var body: some View {
                        Text(model == nil ? "Loading" : "Ready")
                            .onAppear {
                                if model == nil {
                                    model = FeedModel(client: client)
                                }
                            }
                    }
                }
                """#,
            findings: ["'model' stays optional: its creation uses 'client', an @Environment value that `init` cannot see; pass what it needs into the view's init instead"]),
        .untouched(
            "A model that is reset to nil stays optional",
            source: #"""
                import SwiftUI

                @Observable
                final class EditorModel {
                    init() {}
                }

                struct EditorSheet: View {
                    @State private var editor: EditorModel?

                    var body: some View {
                        VStack {
                            Button("Edit") { editor = EditorModel() }
                            Button("Close") { editor = nil }
                        }
                    }
                }
                """#,
            findings: ["'editor' stays optional: it is assigned in 2 places; the nil state or the choice between them means something"]),
        .untouched(
            "A model created by async work stays optional",
            source: #"""
                import SwiftUI

                @Observable
                final class ReportModel {
                    static func make() async -> ReportModel { ReportModel() }
                }

                struct ReportScreen: View {
                    @State private var report: ReportModel?

                    var body: some View {
                        Text(report == nil ? "…" : "Report")
                            .task {
                                report = await ReportModel.make()
                            }
                    }
                }
                """#,
            findings: ["'report' stays optional: it is created by async work, which `init` cannot wait for"]),
    ]
}
