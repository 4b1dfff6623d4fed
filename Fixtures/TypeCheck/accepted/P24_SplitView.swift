import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct MailView: View {
    @State private var selection: Mailbox.ID?
    @State private var selectedMessage: String?
    @State private var visibility: NavigationSplitViewVisibility = .all
    let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent")]

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(boxes, selection: $selection) { box in
                Text(box.name)
            }
            .navigationTitle("Mailboxes")
        } content: {
            if let selection {
                List(["m1", "m2"], id: \.self, selection: $selectedMessage) { message in
                    Text("\(message) in \(selection)")
                }
            } else {
                Text("Select a mailbox")
            }
        } detail: {
            Text(selectedMessage ?? "No message")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct TwoColumn: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
    }
}

struct LegacyNav: View {
    var body: some View {
        NavigationView {
            List { NavigationLink("Next", destination: Text("Next")) }
                .navigationTitle("Legacy")
        }
        .navigationViewStyle(.stack)
    }
}
