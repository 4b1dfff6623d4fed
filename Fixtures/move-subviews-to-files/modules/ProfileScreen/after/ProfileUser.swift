import Foundation

struct ProfileUser {
    var name: String
    var bio: String
    var postCount: Int
    var followerCount: Int
    var isOnline: Bool

    var initials: String {
        String(name.prefix(2)).uppercased()
    }

    static let preview = ProfileUser(name: "Ada", bio: "Mathematician", postCount: 3, followerCount: 10, isOnline: true)
}
