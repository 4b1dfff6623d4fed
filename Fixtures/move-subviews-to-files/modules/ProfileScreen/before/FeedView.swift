import SwiftUI

struct FeedView: View {
    /// Where the feed starts; a header of its own, unrelated to the profile's.
    enum Header {
        case latest
        case popular
    }

    let user: ProfileUser
    var start = Header.latest

    var body: some View {
        List {
            StatRow(title: "Unread", value: user.postCount)
        }
    }
}
