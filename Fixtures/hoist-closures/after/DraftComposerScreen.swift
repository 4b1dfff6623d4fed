import SwiftUI

@Observable
final class DraftStore {
    var drafts: [String] = []

    func upload(_ text: String) async throws {
        drafts.append(text)
    }
}

struct DraftComposerScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var store = DraftStore()
    @State private var text = ""
    @State private var isSaving = false
    @State private var isConfirmingDiscard = false
    @State private var errorMessage: String?

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("New Draft")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Discard") { isConfirmingDiscard = true }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        // Saves locally first, then uploads in the background.
                        Button("Save", action: save)
                            .disabled(isSaving)
                    }
                }
                .alert("Discard this draft?", isPresented: $isConfirmingDiscard) {
                    Button("Discard", role: .destructive, action: discard)
                    Button("Keep Editing", role: .cancel) {}
                }
        }
    }

    private func save() {
        guard !text.isEmpty else { return }
        isSaving = true
        Task {
            do {
                try await store.upload(text)
                dismiss()
            } catch {
                errorMessage = "Upload failed."
            }
            isSaving = false
        }
    }

    private func discard() {
        text = ""
        dismiss()
    }
}
