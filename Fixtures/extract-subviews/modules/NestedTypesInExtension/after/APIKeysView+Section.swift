import SwiftUI

extension APIKeysView {

    /// The server caps how many keys one user may hold.
    static let keyLimit = 10

    enum Section: String, CaseIterable, Identifiable {
        case active
        case revoked

        var id: Self { self }

        var title: String {
            switch self {
            case .active: "Active"
            case .revoked: "Revoked"
            }
        }

        func includes(_ key: APIKey) -> Bool {
            switch self {
            case .active: !key.isRevoked
            case .revoked: key.isRevoked
            }
        }
    }
}
