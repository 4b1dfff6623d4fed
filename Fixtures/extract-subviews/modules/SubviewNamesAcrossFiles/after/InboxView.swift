import SwiftUI

struct InboxView: View {
    let mailbox: Mailbox
    let messages: [Message]
    @State private var selection: Set<Message.ID> = []
    @State private var showsPreview = true
    @State private var isEditing = false

    var body: some View {
        List(selection: $selection) {
            InboxHeader(mailbox: mailbox, messages: messages, showsPreview: $showsPreview)
            ForEach(messages) { message in
                InboxMessageRow(
                    message: message,
                    selection: selection,
                    showsPreview: showsPreview,
                    isEditing: isEditing
                )
            }
        }
        .listStyle(.plain)
        .navigationTitle(mailbox.name)
        .toolbar {
            Button(isEditing ? "Done" : "Select") {
                isEditing.toggle()
            }
        }
    }
}

private struct InboxHeader: View {
    let mailbox: Mailbox
    let messages: [Message]
    @Binding var showsPreview: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("\(messages.count) messages in \(mailbox.name)", systemImage: mailbox.systemImage)
                .font(.headline)
            Toggle("Show previews", isOn: $showsPreview)
                .font(.subheadline)
        }
        .padding(.vertical, 4)
    }
}

private struct InboxMessageRow: View {
    let message: Message
    let selection: Set<Message.ID>
    let showsPreview: Bool
    let isEditing: Bool

    var body: some View {
        HStack(alignment: .top) {
            if isEditing {
                Image(systemName: selection.contains(message.id) ? "checkmark.circle.fill" : "circle")
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(message.sender)
                    .fontWeight(message.isUnread ? .bold : .regular)
                Text(message.subject)
                if showsPreview {
                    Text(message.preview)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
            }
        }
    }
}
