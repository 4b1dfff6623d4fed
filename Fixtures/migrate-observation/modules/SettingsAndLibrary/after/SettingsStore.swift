import Foundation
import Observation

/// App-wide preferences, persisted to `UserDefaults` as they change.
@Observable
@MainActor
final class SettingsStore {
    private enum Keys {
        static let displayName = "settings.displayName"
        static let syncsOverCellular = "settings.syncsOverCellular"
        static let fontScale = "settings.fontScale"
    }

    private let defaults: UserDefaults

    /// Set on sign-in from the server's answer; views only read it.
    private(set) var accountID: String?
    private(set) var lastSyncDate: Date?

    var displayName: String {
        didSet { defaults.set(displayName, forKey: Keys.displayName) }
    }

    var syncsOverCellular: Bool {
        didSet {
            defaults.set(syncsOverCellular, forKey: Keys.syncsOverCellular)
        }
    }

    var fontScale: Double {
        didSet { defaults.set(fontScale, forKey: Keys.fontScale) }
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        displayName = defaults.string(forKey: Keys.displayName) ?? ""
        syncsOverCellular = defaults.bool(forKey: Keys.syncsOverCellular)
        // `double(forKey:)` is 0 when the key was never written.
        let storedScale = defaults.double(forKey: Keys.fontScale)
        fontScale = storedScale > 0 ? storedScale : 1.0
    }

    func signIn(accountID: String) {
        self.accountID = accountID
    }

    func signOut() {
        accountID = nil
        lastSyncDate = nil
    }

    func markSynced(at date: Date = .now) {
        lastSyncDate = date
    }
}
