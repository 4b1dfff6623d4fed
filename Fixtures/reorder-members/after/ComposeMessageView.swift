import SwiftUI

@Observable
final class Draft {
    var recipient = ""
    var subject = ""
    var body = ""
    var isSending = false

    func send() async {
        isSending = true
        isSending = false
    }
}

struct ComposeMessageView: View {
    enum Field: Hashable {
        case recipient
        case subject
        case body
    }

    @Environment(\.dismiss) private var dismiss
    /// The draft being edited; owned by the caller so it survives this sheet.
    @Bindable var draft: Draft
    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                TextField("To", text: $draft.recipient)
                    .focused($focusedField, equals: .recipient)
                    .onSubmit { focusedField = .subject }
                TextField("Subject", text: $draft.subject)
                    .focused($focusedField, equals: .subject)
                TextField("Message", text: $draft.body, axis: .vertical)
                    .focused($focusedField, equals: .body)
            }
            .navigationTitle("New Message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    sendButton
                }
            }
            .onAppear { focusedField = .recipient }
        }
    }

    #if os(iOS)
    private let haptics = true
    #endif

    private var canSend: Bool {
        !draft.recipient.isEmpty && !draft.isSending
    }

    // Sends, then closes the sheet.
    private func send() async {
        await draft.send()
        dismiss()
    }

    private var sendButton: some View {
        Button("Send") {
            Task { await send() }
        }
        .disabled(!canSend)
    }
}

struct ComposeMessageView_Previews: PreviewProvider {
    static var previews: some View {
        ComposeMessageView(draft: Draft())
    }
}
