//
//  ProfileHeader.swift
//  Fixture
//
//  Copyright © 2026 svrefactor fixtures. MIT License.
//

import SwiftUI

// MARK: - Header

/// The name, bio and edit button at the top of the profile.
struct ProfileHeader: View {
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

struct ProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(user: .preview, isEditing: .constant(false))
    }
}
