import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    var name: String
}

struct ContactDetail: View {
    let contact: Contact
    var body: some View { Text(contact.name) }
}

struct ContactsView: View {
    @State private var contacts = [Contact(name: "Ann"), Contact(name: "Bo")]
    @State private var selected: Contact?
    @State private var fullScreen: Contact?

    var body: some View {
        List(contacts) { contact in
            Button(contact.name) { selected = contact }
                .onLongPressGesture { fullScreen = contact }
        }
        .sheet(item: $selected) { contact in
            ContactDetail(contact: contact)
        }
        .fullScreenCover(item: $fullScreen, onDismiss: { print("closed") }) { contact in
            ContactDetail(contact: contact)
        }
    }
}
