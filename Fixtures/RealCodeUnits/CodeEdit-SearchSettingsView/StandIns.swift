// Hand-written stand-ins for the CodeEdit types the unit's real files use.
import SwiftUI

// CodeEdit/Features/Settings/Models/SettingsData.swift, Pages/SearchSettings/Models/SearchSettings.swift
struct SettingsData: Codable, Hashable {
    var search: SearchSettings = .init()

    struct SearchSettings: Codable, Hashable {
        var ignoreGlobPatterns: [GlobPattern] = .init()
    }
}

// CodeEdit/Features/Settings/Models/Settings.swift (the app's settings store with its static key-path subscript)
final class Settings {
    static subscript<T>(_ path: WritableKeyPath<SettingsData, T>) -> T {
        get { fatalError() }
        set {}
    }
}

// CodeEdit/Features/Settings/Views/SettingsForm.swift
struct SettingsForm<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { fatalError() }
}

// CodeEdit/Features/Settings/Views/GlobPatternList.swift
struct GlobPatternList: View {
    @Binding var patterns: [GlobPattern]
    @Binding var selection: Set<UUID>
    let addPattern: () -> Void
    let removePatterns: (_ selection: Set<UUID>?) -> Void
    let emptyMessage: String

    var body: some View { fatalError() }
}
