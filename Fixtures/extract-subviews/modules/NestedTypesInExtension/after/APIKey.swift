import Foundation

struct APIKey: Identifiable, Hashable {
    let id: UUID
    var appName: String
    var accessToken: String
    var dateCreated: Date?
    var dateRevoked: Date?

    var isRevoked: Bool {
        dateRevoked != nil
    }
}
