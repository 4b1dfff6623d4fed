import SwiftUI

struct APIKeysView: View {

    let serverName: String

    @State
    private var keys: [APIKey]
    @State
    private var selectedSection: Section = .active
    @State
    private var isCreatingKey = false
    @State
    private var newAppName = ""

    init(serverName: String, keys: [APIKey] = []) {
        self.serverName = serverName
        self._keys = State(initialValue: keys)
    }

    private var visibleKeys: [APIKey] {
        keys.filter { selectedSection.includes($0) }
    }

    var body: some View {
        List {
            APIKeysSectionPicker(selectedSection: $selectedSection)
            KeysSection(
                serverName: serverName,
                keys: keys,
                selectedSection: selectedSection,
                visibleKeys: visibleKeys,
                revoke: revoke
            )
        }
        .navigationTitle("API Keys")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Add") {
                    isCreatingKey = true
                }
                .disabled(keys.count >= Self.keyLimit)
            }
        }
        .alert("Create API Key", isPresented: $isCreatingKey) {
            TextField("Application name", text: $newAppName)
            Button("Cancel", role: .cancel) {}
            Button("Create") {
                createKey()
            }
        } message: {
            Text("Other apps use this key to talk to \(serverName).")
        }
    }

    private func revoke(_ apiKey: APIKey) {
        guard let index = keys.firstIndex(where: { $0.id == apiKey.id }) else { return }
        keys[index].dateRevoked = .now
    }

    private func createKey() {
        let name = newAppName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        keys.append(APIKey(id: UUID(), appName: name, accessToken: UUID().uuidString, dateCreated: .now))
        newAppName = ""
    }
}

private struct APIKeysSectionPicker: View {

    @Binding
    var selectedSection: APIKeysView.Section

    var body: some View {
        Picker("Show", selection: $selectedSection) {
            ForEach(APIKeysView.Section.allCases) { section in
                Text(section.title)
                    .tag(section)
            }
        }
        .pickerStyle(.segmented)
    }
}

private struct KeysSection: View {

    let serverName: String
    let keys: [APIKey]
    let selectedSection: APIKeysView.Section
    let visibleKeys: [APIKey]
    let revoke: (APIKey) -> Void

    var body: some View {
        if visibleKeys.isEmpty {
            ContentUnavailableView(
                "No API Keys",
                systemImage: "key",
                description: Text("Keys you create for \(serverName) appear here.")
            )
        } else {
            SwiftUI.Section {
                ForEach(visibleKeys) { apiKey in
                    KeyRow(apiKey: apiKey, selectedSection: selectedSection, revoke: revoke)
                }
            } footer: {
                Text("\(keys.count) of \(APIKeysView.keyLimit) keys")
            }
        }
    }
}

private struct KeyRow: View {

    let apiKey: APIKey
    let selectedSection: APIKeysView.Section
    let revoke: (APIKey) -> Void

    var body: some View {
        APIKeysView.APIKeyRow(apiKey: apiKey, style: selectedSection == .revoked ? .dimmed : .regular)
            .swipeActions {
                Button("Revoke", role: .destructive) {
                    revoke(apiKey)
                }
            }
    }
}
