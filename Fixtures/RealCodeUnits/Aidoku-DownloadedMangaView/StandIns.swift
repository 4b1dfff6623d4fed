// Hand-written stand-ins for the Aidoku types (and the few UIKit/CoreData types) the unit's real files use.
import AidokuRunner
import Combine
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

// Shared/Extensions/AidokuRunner.swift
extension AidokuRunner.Manga {
    var identifier: MangaIdentifier { fatalError() }
}

// Shared/Models/Manga.swift (the app's old model)
class Manga: Codable, Hashable {
    let sourceId: String
    let id: String
    init(sourceId: String, id: String) {
        self.sourceId = sourceId
        self.id = id
    }
    var identifier: MangaIdentifier { fatalError() }
    static func == (lhs: Manga, rhs: Manga) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// Shared/Old Models/Chapter.swift
class Chapter: Codable, Identifiable {
    let sourceId: String
    let id: String
    var mangaId: String
    init(sourceId: String, id: String, mangaId: String) {
        self.sourceId = sourceId
        self.id = id
        self.mangaId = mangaId
    }
    var mangaIdentifier: MangaIdentifier { fatalError() }
}

// Shared/Data/Downloads/Models/Download.swift
struct Download: Equatable, Sendable, Codable {
    let chapterIdentifier: ChapterIdentifier
    var mangaIdentifier: MangaIdentifier { fatalError() }
}

// Shared/Extensions/NotificationName.swift
extension Notification.Name {
    static let downloadRemoved = Self("downloadRemoved")
    static let downloadsRemoved = Self("downloadsRemoved")
    static let downloadFinished = Self("downloadFinished")
    static let downloadFailed = Self("downloadFailed")
    static let downloadsQueued = Self("downloadsQueued")
    static let addToLibrary = Self("addToLibrary")
    static let removeFromLibrary = Self("removeFromLibrary")
    static let updateLibrary = Self("updateLibrary")
    static let updateHistory = Self("updateHistory")
    static let historyAdded = Self("historyAdded")
    static let historyRemoved = Self("historyRemoved")
    static let historySet = Self("historySet")
    static let downloadsCancelled = Self("downloadsCancelled")
    static let downloadsPaused = Self("downloadsPaused")
    static let downloadsResumed = Self("downloadsResumed")
}

// Shared/Sources/SourceManager.swift
class SourceManager {
    // `nonisolated(unsafe)`: the app's plain `static let` of a non-Sendable class is only accepted in Swift 5 mode
    nonisolated(unsafe) static let shared = SourceManager()
    func source(for id: String) -> AidokuRunner.Source? { nil }
}

// Shared/Data/Downloads/DownloadManager.swift
actor DownloadManager {
    static let shared = DownloadManager()
    nonisolated func getMangaDirectoryUrl(identifier: MangaIdentifier) -> URL? { nil }
    func getCompressedFile(for chapter: ChapterIdentifier) -> URL? { nil }
    func delete(chapters: [ChapterIdentifier]) async {}
    func deleteChapters(for manga: MangaIdentifier) async {}
    func getDownloadedChapters(for identifier: MangaIdentifier) async -> [DownloadedChapterInfo] { [] }
    func getAllDownloadedManga() async -> [DownloadedMangaInfo] { [] }
    func getFormattedTotalDownloadedSize() async -> String { "" }
    func checkForOldMetadata() -> Bool { false }
    func deleteAll() async {}
    func migrateOldMetadata() {}
}

// Shared/Managers/CoreData/CoreDataManager*.swift, with CoreData's container and context
class NSManagedObjectContext {}

class NSPersistentCloudKitContainer {
    func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {}
}

final class CoreDataManager {
    nonisolated(unsafe) static let shared = CoreDataManager()
    lazy var container: NSPersistentCloudKitContainer = NSPersistentCloudKitContainer()
    func getReadingHistory(sourceId: String, mangaId: String) async -> [String: (page: Int, date: Int)] { [:] }
    func hasLibraryManga(sourceId: String, mangaId: String, context: NSManagedObjectContext? = nil) -> Bool { false }
}

// UIKit (SwiftUI re-exports it on iOS; the stub has none of it)
@MainActor
class UIView {}

@MainActor
class UIViewController {
    var view: UIView! { nil }
    var popoverPresentationController: UIPopoverPresentationController? { nil }
}

@MainActor
class UIPopoverPresentationController {
    var sourceView: UIView?
    var sourceRect: CGRect = .zero
}

class UIActivityViewController: UIViewController {
    init(activityItems: [Any], applicationActivities: [Any]?) {}
}

@MainActor
protocol UIApplicationDelegate: AnyObject {}

@MainActor
class UIApplication {
    static let shared = UIApplication()
    var delegate: UIApplicationDelegate? { nil }
    func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {}
}

@MainActor
class UIScreen {
    static let main = UIScreen()
    var bounds: CGRect { .zero }
}

// iOS/New/Utilities/NavigationCoordinator.swift
class NavigationCoordinator: ObservableObject {
    weak var rootViewController: UIViewController?
    init(rootViewController: UIViewController?) { self.rootViewController = rootViewController }
    func push(_ viewController: UIViewController, animated: Bool = true) {}
    func present(_ viewController: UIViewController, animated: Bool = true) {}
}

// iOS/New/Views/Manga/MangaViewController.swift
class MangaViewController: UIViewController {
    init(source: AidokuRunner.Source?, manga: AidokuRunner.Manga, parent: UIViewController?) {}
}

// iOS/Old UI/Reader/ReaderNavigationController.swift
struct SwiftUIReaderNavigationController: View {
    init(source: AidokuRunner.Source?, manga: AidokuRunner.Manga, chapter: AidokuRunner.Chapter, startPage: Int? = nil) {}
    var body: some View { fatalError() }
}

// iOS/New/Views/Common
struct MoreIcon: View {
    var body: some View { fatalError() }
}

struct UnavailableView: View {
    init(_ title: String, systemImage: String, description: Text? = nil) {}
    var body: some View { fatalError() }
}

struct MangaCoverView: View {
    var source: AidokuRunner.Source?
    let coverImage: String
    var width: CGFloat?
    var height: CGFloat?
    var body: some View { fatalError() }
}

struct PlatformNavigationStack<Content: View>: View {
    init(@ViewBuilder content: () -> Content) {}
    var body: some View { fatalError() }
}

// iOS/New/Views/Common/Settings/SettingView.swift, iOS/New/Views/Settings/Settings.swift
struct Setting {
    var key: String
}

struct SettingView: View {
    let setting: Setting
    var body: some View { fatalError() }
}

enum Settings {
    static let downloadSettings: [Setting] = []
}

// iOS/Extensions/View.swift
extension View {
    func matchedTransitionSourcePlease(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
    func navigationTransitionZoom(sourceID: some Hashable, in namespace: Namespace.ID) -> some View { self }
}

// iOS/AppDelegate.swift
enum LoadingStyle { case indefinite, progress }

@MainActor
class AppDelegate: UIApplicationDelegate {
    func showLoadingIndicator(style: LoadingStyle = .indefinite, completion: (() -> Void)? = nil) {}
    func hideLoadingIndicator(completion: (() -> Void)? = nil) async {}
}
