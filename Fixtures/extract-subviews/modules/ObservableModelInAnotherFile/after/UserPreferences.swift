import Combine
import SwiftUI

@MainActor
final class UserPreferences: ObservableObject {
    @Published var showsAvatars = true
    @Published var avatarSize: CGFloat = 40
    @Published var showsFollowerCounts = false
}
