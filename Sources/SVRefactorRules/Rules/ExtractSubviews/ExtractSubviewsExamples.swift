import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
///
/// Examples run on a single file, so subview names carry the view's name (see the rule's naming notes).
enum ExtractSubviewsExamples {
    static let rewrites: [RuleExample] = [
        .rewrite(
            "A computed helper becomes a private struct; state it changes is passed as a binding",
            before: #"""
                import SwiftUI

                struct ProfileView: View {
                    let name: String
                    @State private var isExpanded = false

                    var body: some View {
                        VStack {
                            header
                            if isExpanded {
                                Text("Details")
                            }
                        }
                    }

                    /// The name, with a button that shows the details.
                    private var header: some View {
                        HStack {
                            Text(name)
                                .font(.title)
                            Button("More") { isExpanded.toggle() }
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct ProfileView: View {
                    let name: String
                    @State private var isExpanded = false

                    var body: some View {
                        VStack {
                            ProfileHeader(name: name, isExpanded: $isExpanded)
                            if isExpanded {
                                Text("Details")
                            }
                        }
                    }
                }

                /// The name, with a button that shows the details.
                private struct ProfileHeader: View {
                    let name: String
                    @Binding var isExpanded: Bool

                    var body: some View {
                        HStack {
                            Text(name)
                                .font(.title)
                            Button("More") { isExpanded.toggle() }
                        }
                    }
                }
                """#),
        .rewrite(
            "A function helper's parameters become stored properties, and nested types are qualified",
            before: #"""
                import SwiftUI

                struct Item: Identifiable {
                    let id: Int
                    var title: String
                    var isDone: Bool
                }

                struct TodoListView: View {
                    enum Filter: String, CaseIterable {
                        case all = "All"
                        case open = "Open"
                    }

                    let items: [Item]
                    @State private var filter: Filter = .all

                    var body: some View {
                        List {
                            filterBar
                            ForEach(items) { item in
                                row(for: item)
                            }
                        }
                    }

                    private var filterBar: some View {
                        Picker("Filter", selection: $filter) {
                            ForEach(Filter.allCases, id: \.self) { filter in
                                Text(filter.rawValue).tag(filter)
                            }
                        }
                        .pickerStyle(.segmented)
                    }

                    private func row(for item: Item) -> some View {
                        HStack {
                            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            Text(item.title)
                                .strikethrough(item.isDone)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct Item: Identifiable {
                    let id: Int
                    var title: String
                    var isDone: Bool
                }

                struct TodoListView: View {
                    enum Filter: String, CaseIterable {
                        case all = "All"
                        case open = "Open"
                    }

                    let items: [Item]
                    @State private var filter: Filter = .all

                    var body: some View {
                        List {
                            TodoListFilterBar(filter: $filter)
                            ForEach(items) { item in
                                TodoListItemRow(item: item)
                            }
                        }
                    }
                }

                private struct TodoListFilterBar: View {
                    @Binding var filter: TodoListView.Filter

                    var body: some View {
                        Picker("Filter", selection: $filter) {
                            ForEach(TodoListView.Filter.allCases, id: \.self) { filter in
                                Text(filter.rawValue).tag(filter)
                            }
                        }
                        .pickerStyle(.segmented)
                    }
                }

                private struct TodoListItemRow: View {
                    let item: Item

                    var body: some View {
                        HStack {
                            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            Text(item.title)
                                .strikethrough(item.isDone)
                        }
                    }
                }
                """#),
        .rewrite(
            "Methods become callbacks that keep `async`; values only read are passed as `let`",
            before: #"""
                import SwiftUI

                struct EditorView: View {
                    @Environment(\.dismiss) private var dismiss
                    @State private var draft = ""
                    @State private var isSaving = false

                    var body: some View {
                        NavigationStack {
                            TextEditor(text: $draft)
                                .toolbar {
                                    ToolbarItem(placement: .confirmationAction) {
                                        saveButton
                                    }
                                }
                                .onSubmit { Task { await save() } }
                        }
                    }

                    private var saveButton: some View {
                        Button("Save") {
                            Task { await save() }
                        }
                        .disabled(draft.isEmpty || isSaving)
                    }

                    private func save() async {
                        isSaving = true
                        dismiss()
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct EditorView: View {
                    @Environment(\.dismiss) private var dismiss
                    @State private var draft = ""
                    @State private var isSaving = false

                    var body: some View {
                        NavigationStack {
                            TextEditor(text: $draft)
                                .toolbar {
                                    ToolbarItem(placement: .confirmationAction) {
                                        EditorSaveButton(draft: draft, isSaving: isSaving, save: save)
                                    }
                                }
                                .onSubmit { Task { await save() } }
                        }
                    }

                    private func save() async {
                        isSaving = true
                        dismiss()
                    }
                }

                private struct EditorSaveButton: View {
                    let draft: String
                    let isSaving: Bool
                    let save: () async -> Void

                    var body: some View {
                        Button("Save") {
                            Task { await save() }
                        }
                        .disabled(draft.isEmpty || isSaving)
                    }
                }
                """#),
        .rewrite(
            "`@FocusState` is passed as `@FocusState.Binding`",
            before: #"""
                import SwiftUI

                struct SignInForm: View {
                    enum Field: Hashable {
                        case email
                        case password
                    }

                    @State private var email = ""
                    @State private var password = ""
                    @FocusState private var focusedField: Field?

                    var body: some View {
                        Form {
                            credentials
                            Button("Sign In") { focusedField = nil }
                        }
                    }

                    private var credentials: some View {
                        Section {
                            TextField("Email", text: $email)
                                .focused($focusedField, equals: .email)
                                .onSubmit { focusedField = .password }
                            SecureField("Password", text: $password)
                                .focused($focusedField, equals: .password)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct SignInForm: View {
                    enum Field: Hashable {
                        case email
                        case password
                    }

                    @State private var email = ""
                    @State private var password = ""
                    @FocusState private var focusedField: Field?

                    var body: some View {
                        Form {
                            SignInFormCredentialsView(
                                email: $email,
                                password: $password,
                                focusedField: $focusedField
                            )
                            Button("Sign In") { focusedField = nil }
                        }
                    }
                }

                private struct SignInFormCredentialsView: View {
                    @Binding var email: String
                    @Binding var password: String
                    @FocusState.Binding var focusedField: SignInForm.Field?

                    var body: some View {
                        Section {
                            TextField("Email", text: $email)
                                .focused($focusedField, equals: .email)
                                .onSubmit { focusedField = .password }
                            SecureField("Password", text: $password)
                                .focused($focusedField, equals: .password)
                        }
                    }
                }
                """#),
        .rewrite(
            "An `@Observable` model is passed as `let`, or as `@Bindable` where `$model` is used",
            before: #"""
                import SwiftUI

                @Observable
                final class Profile {
                    var name = ""
                    var bio = ""
                }

                struct ProfileEditor: View {
                    @State private var profile = Profile()

                    var body: some View {
                        Form {
                            preview
                            fields
                        }
                    }

                    private var preview: some View {
                        VStack(alignment: .leading) {
                            Text(profile.name)
                                .font(.headline)
                            Text(profile.bio)
                        }
                    }

                    private var fields: some View {
                        Section("Edit") {
                            TextField("Name", text: $profile.name)
                            TextField("Bio", text: $profile.bio)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                @Observable
                final class Profile {
                    var name = ""
                    var bio = ""
                }

                struct ProfileEditor: View {
                    @State private var profile = Profile()

                    var body: some View {
                        Form {
                            ProfileEditorPreviewView(profile: profile)
                            ProfileEditorFields(profile: profile)
                        }
                    }
                }

                private struct ProfileEditorPreviewView: View {
                    let profile: Profile

                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(profile.name)
                                .font(.headline)
                            Text(profile.bio)
                        }
                    }
                }

                private struct ProfileEditorFields: View {
                    @Bindable var profile: Profile

                    var body: some View {
                        Section("Edit") {
                            TextField("Name", text: $profile.name)
                            TextField("Bio", text: $profile.bio)
                        }
                    }
                }
                """#),
        .rewrite(
            "Helpers that use other helpers: the inputs of the inner subview flow through the outer one",
            before: #"""
                import SwiftUI

                struct OrderSummary: View {
                    let total: Double
                    let itemCount: Int
                    @State private var showsDetails = false

                    var body: some View {
                        VStack {
                            content
                        }
                    }

                    private var content: some View {
                        VStack(alignment: .leading) {
                            header
                            if showsDetails {
                                Text("\(itemCount) items")
                            }
                        }
                    }

                    private var header: some View {
                        HStack {
                            Text(total, format: .currency(code: "EUR"))
                            Spacer()
                            Toggle("Details", isOn: $showsDetails)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct OrderSummary: View {
                    let total: Double
                    let itemCount: Int
                    @State private var showsDetails = false

                    var body: some View {
                        VStack {
                            OrderSummaryContent(total: total, itemCount: itemCount, showsDetails: $showsDetails)
                        }
                    }
                }

                private struct OrderSummaryContent: View {
                    let total: Double
                    let itemCount: Int
                    @Binding var showsDetails: Bool

                    var body: some View {
                        VStack(alignment: .leading) {
                            OrderSummaryHeader(total: total, showsDetails: $showsDetails)
                            if showsDetails {
                                Text("\(itemCount) items")
                            }
                        }
                    }
                }

                private struct OrderSummaryHeader: View {
                    let total: Double
                    @Binding var showsDetails: Bool

                    var body: some View {
                        HStack {
                            Text(total, format: .currency(code: "EUR"))
                            Spacer()
                            Toggle("Details", isOn: $showsDetails)
                        }
                    }
                }
                """#),
        .rewrite(
            "`@StateObject` becomes `@ObservedObject`; `@Namespace` becomes `Namespace.ID`",
            before: #"""
                import SwiftUI

                final class Player: ObservableObject {
                    @Published var isPlaying = false
                    @Published var volume = 0.5
                }

                struct PlayerView: View {
                    @StateObject private var player = Player()
                    @Namespace private var animation

                    var body: some View {
                        VStack {
                            controls
                        }
                    }

                    private var controls: some View {
                        HStack {
                            Button(player.isPlaying ? "Pause" : "Play") {
                                player.isPlaying.toggle()
                            }
                            .matchedGeometryEffect(id: "play", in: animation)
                            Slider(value: $player.volume)
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                final class Player: ObservableObject {
                    @Published var isPlaying = false
                    @Published var volume = 0.5
                }

                struct PlayerView: View {
                    @StateObject private var player = Player()
                    @Namespace private var animation

                    var body: some View {
                        VStack {
                            PlayerControls(animation: animation, player: player)
                        }
                    }
                }

                private struct PlayerControls: View {
                    let animation: Namespace.ID
                    @ObservedObject var player: Player

                    var body: some View {
                        HStack {
                            Button(player.isPlaying ? "Pause" : "Play") {
                                player.isPlaying.toggle()
                            }
                            .matchedGeometryEffect(id: "play", in: animation)
                            Slider(value: $player.volume)
                        }
                    }
                }
                """#),
        .rewrite(
            "Names never collide, and a shadowed name at a call site is passed with `self.`",
            before: #"""
                import SwiftUI

                struct HeaderView: View {
                    var body: some View {
                        Text("Shared header")
                    }
                }

                struct ArticleView: View {
                    let title: String
                    let tags: [String]

                    var body: some View {
                        ScrollView {
                            header
                            ForEach(tags, id: \.self) { title in
                                Text(title)
                                header
                            }
                        }
                    }

                    private var header: some View {
                        Text(title)
                            .font(.largeTitle)
                            .padding()
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct HeaderView: View {
                    var body: some View {
                        Text("Shared header")
                    }
                }

                struct ArticleView: View {
                    let title: String
                    let tags: [String]

                    var body: some View {
                        ScrollView {
                            ArticleHeader(title: title)
                            ForEach(tags, id: \.self) { title in
                                Text(title)
                                ArticleHeader(title: self.title)
                            }
                        }
                    }
                }

                private struct ArticleHeader: View {
                    let title: String

                    var body: some View {
                        Text(title)
                            .font(.largeTitle)
                            .padding()
                    }
                }
                """#),
        .rewrite(
            "A method with argument labels is passed as a closure; the call site keeps the labels",
            before: #"""
                import SwiftUI

                struct CartView: View {
                    @State private var quantity = 1

                    var body: some View {
                        stepper
                            .onTapGesture(count: 2) { change(by: 10) }
                    }

                    private var stepper: some View {
                        HStack {
                            Button("-") { change(by: -1) }
                            Text("\(quantity)")
                            Button("+") { change(by: 1) }
                        }
                    }

                    private func change(by amount: Int) {
                        quantity += amount
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct CartView: View {
                    @State private var quantity = 1

                    var body: some View {
                        CartStepperView(quantity: quantity, change: { change(by: $0) })
                            .onTapGesture(count: 2) { change(by: 10) }
                    }

                    private func change(by amount: Int) {
                        quantity += amount
                    }
                }

                private struct CartStepperView: View {
                    let quantity: Int
                    let change: (Int) -> Void

                    var body: some View {
                        HStack {
                            Button("-") { change(-1) }
                            Text("\(quantity)")
                            Button("+") { change(1) }
                        }
                    }
                }
                """#),
        .rewrite(
            "A generic view's subviews carry the generic parameters they need, with their constraints; the call site names them only when no input lets Swift infer them",
            before: #"""
                import SwiftUI

                struct OptionPicker<Option: Hashable & Identifiable, RowLabel: View>: View where Option: CustomStringConvertible {
                    let options: [Option]
                    @Binding var selection: Option?
                    let label: (Option) -> RowLabel

                    var body: some View {
                        VStack {
                            optionList
                            footer
                        }
                    }

                    private var optionList: some View {
                        ForEach(options) { option in
                            Button {
                                selection = option
                            } label: {
                                label(option)
                            }
                        }
                    }

                    private var footer: some View {
                        HStack {
                            Image(systemName: "list.bullet")
                            Text(String(describing: Option.self))
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct OptionPicker<Option: Hashable & Identifiable, RowLabel: View>: View where Option: CustomStringConvertible {
                    let options: [Option]
                    @Binding var selection: Option?
                    let label: (Option) -> RowLabel

                    var body: some View {
                        VStack {
                            OptionPickerList(options: options, label: label, selection: $selection)
                            OptionPickerFooter<Option>()
                        }
                    }
                }

                private struct OptionPickerList<Option: Hashable & Identifiable, RowLabel: View>: View where Option: CustomStringConvertible {
                    let options: [Option]
                    let label: (Option) -> RowLabel
                    @Binding var selection: Option?

                    var body: some View {
                        ForEach(options) { option in
                            Button {
                                selection = option
                            } label: {
                                label(option)
                            }
                        }
                    }
                }

                private struct OptionPickerFooter<Option: Hashable & Identifiable>: View where Option: CustomStringConvertible {
                    var body: some View {
                        HStack {
                            Image(systemName: "list.bullet")
                            Text(String(describing: Option.self))
                        }
                    }
                }
                """#),
        .rewrite(
            "A property wrapper of the module gives its property a type (through its key path), and a `Binding` when its `$value` is one",
            before: #"""
                import SwiftUI

                final class ReaderPreferences {
                    nonisolated(unsafe) static let shared = ReaderPreferences()
                    var fontSize: Double = 14
                    var showsImages = true
                }

                /// Reads and writes one reader preference, and updates the view when it changes.
                @propertyWrapper
                struct Preference<Value>: DynamicProperty {
                    private let keyPath: ReferenceWritableKeyPath<ReaderPreferences, Value>

                    init(_ keyPath: ReferenceWritableKeyPath<ReaderPreferences, Value>) {
                        self.keyPath = keyPath
                    }

                    var wrappedValue: Value {
                        get { ReaderPreferences.shared[keyPath: keyPath] }
                        nonmutating set { ReaderPreferences.shared[keyPath: keyPath] = newValue }
                    }

                    var projectedValue: Binding<Value> {
                        let keyPath = keyPath
                        return Binding(get: { ReaderPreferences.shared[keyPath: keyPath] }, set: { ReaderPreferences.shared[keyPath: keyPath] = $0 })
                    }
                }

                struct ReaderSettingsView: View {
                    @Preference(\.fontSize) private var fontSize
                    @Preference(\.showsImages) private var showsImages

                    var body: some View {
                        Form {
                            textSection
                        }
                    }

                    private var textSection: some View {
                        Section("Text") {
                            Slider(value: $fontSize, in: 10...30)
                            Toggle("Show images", isOn: $showsImages)
                            Text("Size \(Int(fontSize))")
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                final class ReaderPreferences {
                    nonisolated(unsafe) static let shared = ReaderPreferences()
                    var fontSize: Double = 14
                    var showsImages = true
                }

                /// Reads and writes one reader preference, and updates the view when it changes.
                @propertyWrapper
                struct Preference<Value>: DynamicProperty {
                    private let keyPath: ReferenceWritableKeyPath<ReaderPreferences, Value>

                    init(_ keyPath: ReferenceWritableKeyPath<ReaderPreferences, Value>) {
                        self.keyPath = keyPath
                    }

                    var wrappedValue: Value {
                        get { ReaderPreferences.shared[keyPath: keyPath] }
                        nonmutating set { ReaderPreferences.shared[keyPath: keyPath] = newValue }
                    }

                    var projectedValue: Binding<Value> {
                        let keyPath = keyPath
                        return Binding(get: { ReaderPreferences.shared[keyPath: keyPath] }, set: { ReaderPreferences.shared[keyPath: keyPath] = $0 })
                    }
                }

                struct ReaderSettingsView: View {
                    @Preference(\.fontSize) private var fontSize
                    @Preference(\.showsImages) private var showsImages

                    var body: some View {
                        Form {
                            ReaderSettingsTextSection(fontSize: $fontSize, showsImages: $showsImages)
                        }
                    }
                }

                private struct ReaderSettingsTextSection: View {
                    @Binding var fontSize: Double
                    @Binding var showsImages: Bool

                    var body: some View {
                        Section("Text") {
                            Slider(value: $fontSize, in: 10...30)
                            Toggle("Show images", isOn: $showsImages)
                            Text("Size \(Int(fontSize))")
                        }
                    }
                }
                """#),
        .rewrite(
            "A `some View` parameter becomes a generic parameter of the subview, named after it; the call's argument infers it",
            before: #"""
                import SwiftUI

                struct AccountView: View {
                    @State private var notifies = true
                    let email: String

                    var body: some View {
                        List {
                            card(title: "Email", Text(email))
                            card(title: "Notifications", Toggle("Notify me", isOn: $notifies))
                        }
                    }

                    private func card(title: String, _ content: some View) -> some View {
                        VStack(alignment: .leading) {
                            Text(title)
                                .font(.headline)
                            content
                        }
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct AccountView: View {
                    @State private var notifies = true
                    let email: String

                    var body: some View {
                        List {
                            AccountCard(title: "Email", content: Text(email))
                            AccountCard(title: "Notifications", content: Toggle("Notify me", isOn: $notifies))
                        }
                    }
                }

                private struct AccountCard<Content: View>: View {
                    let title: String
                    let content: Content

                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(title)
                                .font(.headline)
                            content
                        }
                    }
                }
                """#),
        .rewrite(
            "Private methods only the helper calls move into the subview, which then takes what they use instead of a closure for each",
            before: #"""
                import SwiftUI

                struct LoginView: View {
                    @State private var username = ""

                    var body: some View {
                        Form {
                            loginForm
                        }
                    }

                    private var loginForm: some View {
                        VStack {
                            TextField("User name", text: $username)
                            Button(buttonTitle(for: username)) { submit() }
                        }
                    }

                    private func buttonTitle(for name: String) -> String {
                        name.isEmpty ? "Sign In" : "Sign In as \(name)"
                    }

                    /// Keeps the name short before it is sent.
                    private func submit() {
                        guard !username.isEmpty else { return }
                        username = String(username.prefix(40))
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct LoginView: View {
                    @State private var username = ""

                    var body: some View {
                        Form {
                            LoginForm(username: $username)
                        }
                    }
                }

                private struct LoginForm: View {
                    @Binding var username: String

                    var body: some View {
                        VStack {
                            TextField("User name", text: $username)
                            Button(buttonTitle(for: username)) { submit() }
                        }
                    }

                    private func buttonTitle(for name: String) -> String {
                        name.isEmpty ? "Sign In" : "Sign In as \(name)"
                    }

                    /// Keeps the name short before it is sent.
                    private func submit() {
                        guard !username.isEmpty else { return }
                        username = String(username.prefix(40))
                    }
                }
                """#),
        .rewrite(
            "A computed value the view keeps, read only in an action, is passed as a closure, so it is computed when the action runs",
            before: #"""
                import SwiftUI

                struct StorageView: View {
                    @State private var message = ""
                    var freeSpace: Int64? {
                        Int64(ProcessInfo.processInfo.physicalMemory)
                    }

                    var body: some View {
                        cleanupButton
                    }

                    private var cleanupButton: some View {
                        Button("Check Space") {
                            if let space = freeSpace {
                                message = "\(space) bytes free"
                            }
                        }
                        .padding()
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct StorageView: View {
                    @State private var message = ""
                    var freeSpace: Int64? {
                        Int64(ProcessInfo.processInfo.physicalMemory)
                    }

                    var body: some View {
                        StorageCleanupButton(freeSpace: { freeSpace }, message: $message)
                    }
                }

                private struct StorageCleanupButton: View {
                    let freeSpace: () -> Int64?
                    @Binding var message: String

                    var body: some View {
                        Button("Check Space") {
                            if let space = freeSpace() {
                                message = "\(space) bytes free"
                            }
                        }
                        .padding()
                    }
                }
                """#),
        .rewrite(
            "A private computed value only the helper reads moves into its subview, with what it reads",
            before: #"""
                import SwiftUI

                struct SpaceRoom {
                    var name: String
                    var isPublic: Bool
                }

                struct SpaceCell: View {
                    let room: SpaceRoom
                    @State private var isOn = false

                    var body: some View {
                        VStack {
                            details
                            Toggle("On", isOn: $isOn)
                        }
                    }

                    private var details: some View {
                        HStack {
                            Text(room.name)
                            Label(visibilityTitle, systemImage: "globe")
                        }
                    }

                    /// What the room's visibility is called.
                    private var visibilityTitle: String {
                        room.isPublic ? "Public" : "Private"
                    }
                }
                """#,
            after: #"""
                import SwiftUI

                struct SpaceRoom {
                    var name: String
                    var isPublic: Bool
                }

                struct SpaceCell: View {
                    let room: SpaceRoom
                    @State private var isOn = false

                    var body: some View {
                        VStack {
                            SpaceCellDetailsView(room: room)
                            Toggle("On", isOn: $isOn)
                        }
                    }
                }

                private struct SpaceCellDetailsView: View {
                    let room: SpaceRoom

                    /// What the room's visibility is called.
                    private var visibilityTitle: String {
                        room.isPublic ? "Public" : "Private"
                    }

                    var body: some View {
                        HStack {
                            Text(room.name)
                            Label(visibilityTitle, systemImage: "globe")
                        }
                    }
                }
                """#),
    ]

    static let untouched: [RuleExample] = [
        .untouched(
            "Small helpers are fine and stay",
            source: #"""
                import SwiftUI

                struct SettingsRow: View {
                    var body: some View {
                        HStack { divider }
                    }

                    private var divider: some View {
                        Divider()
                    }
                }
                """#),
        .untouched(
            "A helper that uses `self` as a value stays",
            source: #"""
                import SwiftUI

                struct DebugCard: View {
                    let title: String

                    var body: some View {
                        details
                    }

                    private var details: some View {
                        VStack {
                            Text(title)
                            Text(String(describing: self))
                        }
                    }
                }
                """#,
            findings: ["'details' stays a helper: it uses `self` as a value"]),
        .untouched(
            "A helper that is not private stays when svrefactor cannot see the rest of the module (`--no-index`, standard input)",
            source: #"""
                import SwiftUI

                struct BannerScreen: View {
                    let message: String

                    var body: some View {
                        banner
                    }

                    var banner: some View {
                        Text(message)
                            .padding()
                            .background(.yellow)
                    }
                }
                """#,
            findings: ["'banner' stays a helper: it is not private, so code in other files could use it; make it private, or run svrefactor without --no-index so it can check the module"]),
        .untouched(
            "A property whose type is not written and cannot be inferred keeps its helpers in place",
            source: #"""
                import SwiftUI

                struct SortedList: View {
                    enum Order {
                        case newest
                        case oldest

                        static func saved() -> Order { .newest }
                    }

                    @State private var order = Order.saved()

                    var body: some View {
                        orderPicker
                    }

                    private var orderPicker: some View {
                        Picker("Order", selection: $order) {
                            Text("Newest").tag(Order.newest)
                            Text("Oldest").tag(Order.oldest)
                        }
                    }
                }
                """#,
            findings: ["'orderPicker' stays a helper: 'order' has no type annotation and its type cannot be inferred with certainty; write its type in its declaration (`var order: SomeType = …`)"]),
        .untouched(
            "A method with default values cannot become a callback",
            source: #"""
                import SwiftUI

                struct CartView: View {
                    @State private var quantity = 1

                    var body: some View {
                        stepper
                    }

                    private var stepper: some View {
                        HStack {
                            Button("-") { change(by: -1) }
                            Text("\(quantity)")
                            Button("+") { change() }
                        }
                    }

                    private func change(by amount: Int = 1) {
                        quantity += amount
                    }
                }
                """#,
            findings: ["'stepper' stays a helper: calls 'change(by:)', whose default values or variadic or inout parameters a callback cannot keep; give it parameters without defaults"]),
        .untouched(
            "A helper used through another instance stays",
            source: #"""
                import SwiftUI

                struct StatusBadge: View {
                    let status: String

                    var body: some View {
                        badge
                    }

                    private var badge: some View {
                        Text(status)
                            .padding(4)
                            .background(Capsule().fill(.green))
                    }

                    static func sample() -> some View {
                        StatusBadge(status: "OK").badge
                    }
                }
                """#,
            findings: ["'badge' stays a helper: it is used through an instance, not as a member of this view"]),
        .untouched(
            "A helper inside `#if` stays",
            source: #"""
                import SwiftUI

                struct ShareRow: View {
                    let url: URL

                    var body: some View {
                        VStack {
                            #if os(iOS)
                            shareButton
                            #endif
                        }
                    }

                    #if os(iOS)
                    private var shareButton: some View {
                        Link(destination: url) {
                            Label("Open", systemImage: "safari")
                        }
                    }
                    #endif
                }
                """#,
            findings: ["'shareButton' stays a helper: it is inside an #if block, which the subview would have to split"]),
    ]
}
