// Hand-written stand-ins for the damus types StorageSettingsView.swift uses (damus builds in Swift 5
// mode), plus the few Apple APIs the stub and Linux Foundation lack, marked NOT app code.
import Combine
import Foundation
import SwiftUI

// damus/Shared/Utilities/HeadlessDamusState.swift
protocol HeadlessDamusState {}

// damus/Core/Storage/DamusState.swift
class DamusState: HeadlessDamusState, ObservableObject {
    let settings: UserSettingsStore
    let ndb: Ndb
    init(settings: UserSettingsStore, ndb: Ndb) {
        self.settings = settings
        self.ndb = ndb
    }
}

// damus/TestData.swift (`var test_damus_state: DamusState = ({ … })()` in the app;
// `nonisolated(unsafe)` so the unit also checks in Swift 6 mode)
nonisolated(unsafe) var test_damus_state: DamusState = { fatalError() }()

// damus/Features/Settings/Models/UserSettingsStore.swift (`@Setting(key:default_value:) var developer_mode`)
class UserSettingsStore: ObservableObject {
    var developer_mode: Bool { get { fatalError() } set {} }
}

// nostrdb/Ndb.swift
class Ndb {
    static var db_path: String? { fatalError() }
}

struct NdbStats: Hashable {}

// nostrdb/Ndb+Compaction.swift
enum AutoCompactSchedule: String, CaseIterable, Equatable {
    case everyMinute
    case daily
    case weekly
    case monthly
    case never

    func text_description() -> String { fatalError() }
    var interval: TimeInterval? { fatalError() }
}

enum NdbCompactionRequestSource: String, Equatable {
    case automatic
    case manual
}

extension Ndb {
    static let compact_on_next_launch_key = "ndb_compact_on_next_launch"
    static func set_compact_on_next_launch(source: NdbCompactionRequestSource = .manual) {}
    static func is_large_database(path: String) -> Bool { fatalError() }
    static func get_auto_compact_schedule() -> AutoCompactSchedule { fatalError() }
    static func set_auto_compact_schedule(_ schedule: AutoCompactSchedule) {}
    static func get_last_compact_date() -> Date? { fatalError() }
}

// damus/Core/Storage/StorageStatsManager.swift
struct StorageStats: Hashable {
    let nostrdbDetails: NdbStats?
    let nostrdbSize: UInt64
    let snapshotSize: UInt64
    let imageCacheSize: UInt64
    var totalSize: UInt64 { fatalError() }
    func percentage(for size: UInt64) -> Double { fatalError() }
}

struct StorageStatsManager {
    static func formatBytes(_ bytes: UInt64) -> String { fatalError() }
}

// damus/Core/Storage/StorageStatsViewHelper.swift
enum StorageStatsViewHelper {
    static func computeCategoryRanges(for categories: [StorageCategory]) -> [(category: String, range: Range<Double>)] { fatalError() }
    static func loadStorageStatsAsync(ndb: Ndb) async throws -> StorageStats { fatalError() }
    static func formatStorageStatsAsText(_ stats: StorageStats) async -> String { fatalError() }
}

// damus/Core/Storage/DamusCacheManager.swift (`static var shared` in the app; `nonisolated(unsafe)`
// so the unit also checks in Swift 6 mode)
struct DamusCacheManager {
    nonisolated(unsafe) static var shared: DamusCacheManager = DamusCacheManager()
    func clear_cache(damus_state: DamusState, completion: (() -> Void)? = nil) {}
}

// damus/Shared/Utilities/Router.swift
enum Route: Hashable {
    case NostrDBStorageDetail(stats: StorageStats)
}

// damus/Notify/Notify.swift, damus/Notify/SwitchedTimelineNotify.swift
protocol Notify {
    associatedtype Payload
    static var name: Notification.Name { get }
    var payload: Payload { get }
}

struct NotifyHandler<T> {}

func handle_notify<T: Notify>(_ handler: NotifyHandler<T>) -> AnyPublisher<T.Payload, Never> { fatalError() }

enum Timeline: String, Hashable {
    case home
}

struct SwitchedTimelineNotify: Notify {
    typealias Payload = Timeline
    static var name: Notification.Name { fatalError() }
    var payload: Payload
}

extension NotifyHandler {
    static var switched_timeline: NotifyHandler<SwitchedTimelineNotify> { .init() }
}

// NOT app code: Foundation's RelativeDateTimeFormatter (missing from Linux Foundation), Apple's shape.
class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    enum UnitsStyle: Int, @unchecked Sendable { case full, spellOut, short, abbreviated }
    var unitsStyle: UnitsStyle = .full
    func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String { fatalError() }
}

// NOT app code: SwiftUI's GeometryProxy anchor subscript, missing from the stub.
extension GeometryProxy {
    subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

// NOT app code: the UIKit types and SwiftUI's UIKit bridge the file uses (on iOS they come with
// `import SwiftUI`), with Apple's shapes.
@MainActor
class UIViewController: NSObject {}

class UIActivity: NSObject {}

@MainActor
class UIActivityViewController: UIViewController {
    init(activityItems: [Any], applicationActivities: [UIActivity]?) {}
}

@MainActor
struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

@MainActor @preconcurrency
protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
    var body: Never { fatalError() }
}
