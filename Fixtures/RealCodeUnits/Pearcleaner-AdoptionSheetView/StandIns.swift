// Hand-written stand-ins for the Pearcleaner types AdoptionSheetView.swift uses (Pearcleaner is a
// macOS app built in Swift 5 mode), plus AppKit's NSImage, marked NOT app code.
// The `shared` singletons are plain `static let`s of non-Sendable classes in the app; they are
// `nonisolated(unsafe)` here so the unit also checks in Swift 6 mode.
import Foundation
import SwiftUI

// NOT app code: AppKit's NSImage (on macOS it comes with `import SwiftUI`).
class NSImage: NSObject, @unchecked Sendable {}

// Pearcleaner/Logic/AppState.swift
enum Arch {
    case arm
    case intel
    case universal
    case empty
}

struct AppInfo: Identifiable, Equatable, Hashable {
    let id: UUID
    let path: URL
    let bundleIdentifier: String
    let appName: String
    let appVersion: String
    let appBuildNumber: String?
    let appIcon: NSImage?
    let webApp: Bool
    let wrapped: Bool
    let system: Bool
    var arch: Arch
    let cask: String?
    let steam: Bool
    let hasSparkle: Bool
    let isAppStore: Bool
    let adamID: UInt64?
    let autoUpdates: Bool?
    var bundleSize: Int64
    var lipoSavings: Int64?
    var fileSize: [URL: Int64]
    var fileIcon: [URL: NSImage?]
    let creationDate: Date?
    let contentChangeDate: Date?
    let lastUsedDate: Date?
    let dateAdded: Date?
    let entitlements: [String]?
    let teamIdentifier: String?
}

class AppState: ObservableObject {
    nonisolated(unsafe) static let shared = AppState()
    @Published var appInfo: AppInfo
    @Published var sortedApps: [AppInfo] = []
    init() { fatalError() }
}

// Pearcleaner/Style/Theme.swift
struct ThemeColors {
    static func shared(for colorScheme: ColorScheme) -> ThemeColors { fatalError() }
    var secondaryBG: Color { fatalError() }
    var primaryText: Color { fatalError() }
    var secondaryText: Color { fatalError() }
    var accent: Color { fatalError() }
}

// Pearcleaner/Logic/Brew/HomebrewPackage.swift
struct HomebrewSearchResult: Identifiable, Hashable {
    var id: String { fatalError() }
}

// Pearcleaner/Logic/Brew/HomebrewManager.swift
@MainActor
class HomebrewManager: ObservableObject {
    @Published var allAvailableCasks: [HomebrewSearchResult] = []
    func loadInstalledPackages() async {}
}

// Pearcleaner/Logic/Brew/HomebrewController.swift
class HomebrewController: ObservableObject {
    nonisolated(unsafe) static let shared = HomebrewController()
    func adoptCask(token: String) async throws {}
}

// Pearcleaner/Logic/AppsUpdater/HomebrewAdoption.swift
struct AdoptableCask: Identifiable {
    let id: String
    let token: String
    let displayName: String
    let description: String?
    let version: String
    let autoUpdates: Bool
    let homepage: String?
    let isVersionCompatible: Bool
    let matchScore: Int
}

func findMatchingCasks(for appInfo: AppInfo, from casks: [HomebrewSearchResult]) -> [AdoptableCask] { fatalError() }
func validateManualCaskEntry(_ token: String, for appInfo: AppInfo, from casks: [HomebrewSearchResult]) -> AdoptableCask? { fatalError() }

// Pearcleaner/Logic/Logic.swift
func loadAppsAsync(folderPaths: [String], useStreaming: Bool = false) async {}
func invalidateCaskLookupCache() {}

// Pearcleaner/Views/Settings/Folders.swift
class FolderSettingsManager: ObservableObject {
    nonisolated(unsafe) static let shared = FolderSettingsManager()
    @Published var folderPaths: [String] = []
}

// Pearcleaner/Views/Components/StandardSheetView.swift
struct StandardSheetView<Content: View, SelectionControls: View, ActionButtons: View>: View {
    init(
        title: String,
        width: CGFloat = 600,
        height: CGFloat = 500,
        onClose: @escaping () -> Void,
        @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder selectionControls: @escaping () -> SelectionControls = { EmptyView() },
        @ViewBuilder actionButtons: @escaping () -> ActionButtons
    ) {}

    var body: some View { fatalError() }
}

// Pearcleaner/Views/AppsUpdaterView/CaskAdoptionContentView.swift
struct CaskAdoptionContentView: View {
    init(
        matchingCasks: Binding<[AdoptableCask]>,
        selectedCaskToken: Binding<String?>,
        manualEntry: Binding<String>,
        manualEntryValidation: Binding<AdoptableCask?>,
        adoptionError: Binding<String?>,
        onManualEntryChange: @escaping (String) -> Void,
        limitCaskListHeight: Bool,
        showManualEntry: Bool = true
    ) {}

    var body: some View { fatalError() }
}
