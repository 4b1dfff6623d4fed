import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum HoistClosuresExamples {
    static let rewrites: [RuleExample] = [
        .rewrite(
            "A button action becomes a method the button names: `Button(\"Save\", action: save)`",
            before: #"""
                import SwiftUI

                struct NoteEditor: View {
                    @State private var text = ""
                    @State private var isSaving = false
                    @State private var savedCount = 0

                    var body: some View {
                        VStack {
                            TextEditor(text: $text)
                            Button("Save") {
                                isSaving = true
                                savedCount += 1
                                Task {
                                    try? await Task.sleep(nanoseconds: 1_000)
                                    isSaving = false
                                }
                            }
                            .disabled(isSaving)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct NoteEditor: View {
                    @State private var text = ""
                    @State private var isSaving = false
                    @State private var savedCount = 0

                    var body: some View {
                        VStack {
                            TextEditor(text: $text)
                            Button("Save", action: save)
                                .disabled(isSaving)
                        }
                    }

                    private func save() {
                        isSaving = true
                        savedCount += 1
                        Task {
                            try? await Task.sleep(nanoseconds: 1_000)
                            isSaving = false
                        }
                    }
                }
                """#),
        .rewrite(
            "A `.task(id:)` closure becomes an `async` method, awaited from a one-line closure",
            before: #"""
                import SwiftUI

                struct SearchScreen: View {
                    @State private var query = ""
                    @State private var results: [String] = []

                    var body: some View {
                        List(results, id: \.self) { result in
                            Text(result)
                        }
                        .searchable(text: $query)
                        .task(id: query) {
                            guard !query.isEmpty else {
                                results = []
                                return
                            }
                            try? await Task.sleep(nanoseconds: 300_000_000)
                            results = await search(query)
                        }
                    }

                    private func search(_ text: String) async -> [String] {
                        [text]
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct SearchScreen: View {
                    @State private var query = ""
                    @State private var results: [String] = []

                    var body: some View {
                        List(results, id: \.self) { result in
                            Text(result)
                        }
                        .searchable(text: $query)
                        .task(id: query) { await searchIfNeeded() }
                    }

                    private func search(_ text: String) async -> [String] {
                        [text]
                    }

                    private func searchIfNeeded() async {
                        guard !query.isEmpty else {
                            results = []
                            return
                        }
                        try? await Task.sleep(nanoseconds: 300_000_000)
                        results = await search(query)
                    }
                }
                """#),
        .rewrite(
            "`.onChange` parameters become method parameters with the observed property's type",
            before: #"""
                import SwiftUI

                struct FilterView: View {
                    @State private var query = ""
                    @State private var history: [String] = []

                    var body: some View {
                        TextField("Search", text: $query)
                            .onChange(of: query) { oldValue, newValue in
                                if newValue.count > oldValue.count {
                                    history.append(newValue)
                                }
                                history = Array(history.suffix(20))
                            }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct FilterView: View {
                    @State private var query = ""
                    @State private var history: [String] = []

                    var body: some View {
                        TextField("Search", text: $query)
                            .onChange(of: query) { oldValue, newValue in queryChanged(oldValue, newValue) }
                    }

                    private func queryChanged(_ oldValue: String, _ newValue: String) {
                        if newValue.count > oldValue.count {
                            history.append(newValue)
                        }
                        history = Array(history.suffix(20))
                    }
                }
                """#),
        .rewrite(
            "A captured `ForEach` element becomes a parameter; nested closures move untouched",
            before: #"""
                import SwiftUI

                struct Task2: Identifiable {
                    let id: Int
                    var title: String
                }

                struct TaskList: View {
                    @State private var tasks: [Task2] = []
                    @State private var deleted: [Task2] = []

                    var body: some View {
                        List {
                            ForEach(tasks) { task in
                                Text(task.title)
                                    .swipeActions {
                                        Button("Delete", role: .destructive) {
                                            tasks.removeAll { $0.id == task.id }
                                            deleted.append(task)
                                        }
                                    }
                            }
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Task2: Identifiable {
                    let id: Int
                    var title: String
                }

                struct TaskList: View {
                    @State private var tasks: [Task2] = []
                    @State private var deleted: [Task2] = []

                    var body: some View {
                        List {
                            ForEach(tasks) { task in
                                Text(task.title)
                                    .swipeActions {
                                        Button("Delete", role: .destructive) { delete(task) }
                                    }
                            }
                        }
                    }

                    private func delete(_ task: Task2) {
                        tasks.removeAll { $0.id == task.id }
                        deleted.append(task)
                    }
                }
                """#),
        .rewrite(
            "`.refreshable` with `try await` in a `do`/`catch` moves as it is",
            before: #"""
                import SwiftUI

                struct FeedView: View {
                    @State private var posts: [String] = []
                    @State private var lastError: String?

                    var body: some View {
                        List(posts, id: \.self) { post in
                            Text(post)
                        }
                        .refreshable {
                            do {
                                posts = try await fetchPosts()
                                lastError = nil
                            } catch {
                                lastError = "Could not refresh."
                            }
                        }
                    }

                    private func fetchPosts() async throws -> [String] {
                        []
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct FeedView: View {
                    @State private var posts: [String] = []
                    @State private var lastError: String?

                    var body: some View {
                        List(posts, id: \.self) { post in
                            Text(post)
                        }
                        .refreshable { await refresh() }
                    }

                    private func fetchPosts() async throws -> [String] {
                        []
                    }

                    private func refresh() async {
                        do {
                            posts = try await fetchPosts()
                            lastError = nil
                        } catch {
                            lastError = "Could not refresh."
                        }
                    }
                }
                """#),
        .rewrite(
            "Buttons inside `.alert` count, and an early `return` keeps working in the method",
            before: #"""
                import SwiftUI

                struct AccountView: View {
                    @State private var isConfirmingDelete = false
                    @State private var isDeleted = false
                    @State private var status = ""

                    var body: some View {
                        Form {
                            Button("Delete Account", role: .destructive) { isConfirmingDelete = true }
                        }
                        .alert("Delete your account?", isPresented: $isConfirmingDelete) {
                            Button("Delete", role: .destructive) {
                                isDeleted = true
                                status = "Deleted"
                            }
                            Button("Cancel", role: .cancel) {}
                        }
                        .onAppear {
                            if isDeleted {
                                return
                            }
                            status = "Active"
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct AccountView: View {
                    @State private var isConfirmingDelete = false
                    @State private var isDeleted = false
                    @State private var status = ""

                    var body: some View {
                        Form {
                            Button("Delete Account", role: .destructive) { isConfirmingDelete = true }
                        }
                        .alert("Delete your account?", isPresented: $isConfirmingDelete) {
                            Button("Delete", role: .destructive, action: delete)
                            Button("Cancel", role: .cancel) {}
                        }
                        .onAppear { handleAppear() }
                    }

                    private func delete() {
                        isDeleted = true
                        status = "Deleted"
                    }

                    private func handleAppear() {
                        if isDeleted {
                            return
                        }
                        status = "Active"
                    }
                }
                """#),
        .rewrite(
            "`#if` inside a closure moves with it; a closure inside an `#if` stays",
            before: #"""
                import SwiftUI

                struct ShuffleView: View {
                    @State private var order: [Int] = [1, 2, 3]

                    var body: some View {
                        Button("Shuffle") {
                            order.shuffle()
                            print(order.map { $0 * 2 })
                        }
                        .onSubmit {
                            var copy = order
                            #if DEBUG
                            copy.reverse()
                            #endif
                            order = copy
                        }
                        #if os(iOS)
                        .onAppear {
                            order.sort()
                            order.removeLast()
                            print(order)
                        }
                        #endif
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct ShuffleView: View {
                    @State private var order: [Int] = [1, 2, 3]

                    var body: some View {
                        Button("Shuffle", action: shuffle)
                        .onSubmit { submit() }
                        #if os(iOS)
                        .onAppear {
                            order.sort()
                            order.removeLast()
                            print(order)
                        }
                        #endif
                    }

                    private func shuffle() {
                        order.shuffle()
                        print(order.map { $0 * 2 })
                    }

                    private func submit() {
                        var copy = order
                        #if DEBUG
                        copy.reverse()
                        #endif
                        order = copy
                    }
                }
                """#,
            findings: ["this .onAppear closure stays inline: it is inside an #if block, and the method would have to be too"]),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "Single statements read fine and stay",
            source: #"""
                import SwiftUI

                struct CounterView: View {
                    @State private var count = 0

                    var body: some View {
                        VStack {
                            Button("Add") { count += 1 }
                            Text("\(count)")
                        }
                        .task { await load() }
                    }

                    private func load() async {}
                }
                """#),
        .untouched(
            "A captured name whose type is not certain keeps the closure inline",
            source: #"""
                import SwiftUI

                struct IndexedList: View {
                    let names: [String]
                    @State private var picked: [String] = []

                    var body: some View {
                        List {
                            ForEach(Array(names.enumerated()), id: \.offset) { pair in
                                Button(pair.element) {
                                    picked.append(pair.element)
                                    picked.sort()
                                    print(picked)
                                }
                            }
                        }
                    }
                }
                """#,
            findings: ["this Button action stays inline: it uses 'pair', whose type svrefactor cannot know for certain; annotate where it is declared"]),
        .untouched(
            "A capture list keeps the closure inline",
            source: #"""
                import SwiftUI

                struct Ticker: View {
                    @State private var ticks = 0

                    var body: some View {
                        Text("\(ticks)")
                            .onAppear { [ticks] in
                                print(ticks)
                                print("appeared")
                                print("ready")
                            }
                    }
                }
                """#,
            findings: ["this .onAppear closure stays inline: it has a capture list, whose values a method would read later instead of when the closure is made"]),
    ]
}
