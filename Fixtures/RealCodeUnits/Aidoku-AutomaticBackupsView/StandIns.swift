// Hand-written stand-ins for the Aidoku types the unit's real files use.
import AidokuRunner
import SwiftUI

// Shared/Extensions/NSLocalizedString.swift
func NSLocalizedString(
    _ key: String,
    tableName _: String? = nil,
    bundle _: Bundle = Bundle.main,
    value _: String = "",
    comment: String = ""
) -> String {
    key
}

// iOS/New/Views/Common/PlatformNavigationStack.swift
struct PlatformNavigationStack<Content: View>: View {
    init(@ViewBuilder content: () -> Content) {}
    var body: some View { fatalError() }
}

// iOS/New/Views/Common/CloseButton.swift
struct CloseButton: View {
    let action: () -> Void
    var body: some View { fatalError() }
}

// iOS/New/Views/Common/Settings/SettingView.swift
struct SettingView: View {
    init(
        source: AidokuRunner.Source? = nil,
        setting: Setting,
        namespace: String? = nil,
        hidden: Binding<Bool> = .constant(false),
        onChange: ((String) -> Void)? = nil
    ) {}

    var body: some View { fatalError() }
}

// Shared/Data/Backup/BackupManager.swift
actor BackupManager {
    static let shared = BackupManager()
    func scheduleAutoBackup() {}
}
