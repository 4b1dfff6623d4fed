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
                Header(user: user, isEditing: $isEditing)
                AvatarBadge(initials: user.initials, isOnline: user.isOnline)
                StatRow(title: "Posts", value: user.postCount)
                StatRow(title: "Followers", value: user.followerCount)
            }
        }
    }
}

// MARK: - Header

/// The name, bio and edit button at the top of the profile.
private struct Header: View {
    let user: ProfileUser
    @Binding var isEditing: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(user.name)
                .font(.title)
            Text(user.bio)
                .foregroundStyle(.secondary)
            Button(isEditing ? "Done" : "Edit") {
                isEditing.toggle() // Saves on the next appearance.
            }
        }
    }
}

struct Header_Previews: PreviewProvider {
    static var previews: some View {
        Header(user: .preview, isEditing: .constant(false))
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

struct StatRow: View {
    let title: String
    let value: Int

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text("\(value)")
        }
    }
}
