import SwiftUI

@Observable
final class AccountModel {
    var displayName = ""
    var email = ""
    var isSaving = false

    func save() async throws {
        isSaving = true
        defer { isSaving = false }
        try await Task.sleep(nanoseconds: 1_000_000)
    }
}

struct AccountEditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var model = AccountModel()
    @State private var errorMessage: String?

    var body: some View {
        NavigationStack {
            Form {
                AccountEditorSheetSummaryView(model: model)
                AccountEditorSheetEditFields(model: model)
                if let errorMessage {
                    Text(errorMessage)
                        .foregroundStyle(.red)
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    AccountEditorSheetSaveButton(model: model, saveAndClose: saveAndClose)
                }
            }
        }
    }

    private func saveAndClose() async {
        do {
            try await model.save()
            dismiss()
        } catch {
            errorMessage = "Could not save."
        }
    }
}

private struct AccountEditorSheetSummaryView: View {
    let model: AccountModel

    var body: some View {
        Section {
            Text(model.displayName.isEmpty ? "No name" : model.displayName)
                .font(.headline)
            Text(model.email)
                .foregroundStyle(.secondary)
        }
    }
}

private struct AccountEditorSheetEditFields: View {
    @Bindable var model: AccountModel

    var body: some View {
        Section("Account") {
            TextField("Display name", text: $model.displayName)
            TextField("Email", text: $model.email)
        }
    }
}

private struct AccountEditorSheetSaveButton: View {
    let model: AccountModel
    let saveAndClose: () async -> Void

    var body: some View {
        Button("Save") {
            Task { await saveAndClose() }
        }
        .disabled(model.isSaving)
    }
}
