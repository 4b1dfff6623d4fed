//
//  ProfileView.swift
//  Fixture
//
//  Copyright © 2026 svrefactor fixtures. MIT License.
//

import Combine
import SwiftUI

private let avatarSize: CGFloat = 64

struct ProfileView: View {
    let user: ProfileUser
    @State private var isEditing = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ProfileHeader(user: user, isEditing: $isEditing)
                AvatarBadge(initials: user.initials, isOnline: user.isOnline)
                StatRow(title: "Posts", value: user.postCount)
                StatRow(title: "Followers", value: user.followerCount)
            }
        }
    }
}

// MARK: - Pieces

private struct AvatarBadge: View {
    let initials: String
    let isOnline: Bool

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Text(initials)
                .font(.headline)
                .frame(width: avatarSize, height: avatarSize)
                .background(Circle().fill(Color.blue))
            if isOnline {
                Circle()
                    .fill(Color.green)
                    .frame(width: 12, height: 12)
            }
        }
    }
}
