import Foundation

struct Mailbox: Identifiable, Hashable {
    let id: UUID
    var name: String
    var systemImage: String
    var messages: [Message]
}

struct Message: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var preview: String
    var receivedAt: Date
    var isUnread: Bool
}
