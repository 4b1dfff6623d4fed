import SwiftUI

struct MailboxListView: View {
    let mailboxes: [Mailbox]

    var body: some View {
        NavigationStack {
            List(mailboxes) { mailbox in
                NavigationLink {
                    InboxView(mailbox: mailbox, messages: mailbox.messages)
                } label: {
                    MailboxRow(mailbox: mailbox)
                }
            }
            .navigationTitle("Mailboxes")
        }
    }
}

private struct MailboxRow: View {
    let mailbox: Mailbox

    var body: some View {
        let unread = mailbox.messages.filter(\.isUnread).count
        return RowView(
            systemImage: mailbox.systemImage,
            title: mailbox.name,
            value: unread > 0 ? "\(unread)" : nil
        )
    }
}
