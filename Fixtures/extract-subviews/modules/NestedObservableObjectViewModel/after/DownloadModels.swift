import Foundation

struct DownloadedMangaInfo: Identifiable, Hashable {
    let sourceId: String
    let mangaId: String
    var title: String
    var coverUrl: URL?
    var totalSize: Int64
    var chapterCount: Int
    var isInLibrary: Bool

    var id: String { "\(sourceId).\(mangaId)" }

    var formattedSize: String {
        ByteCountFormatter.string(fromByteCount: totalSize, countStyle: .file)
    }
}

struct DownloadedChapterInfo: Identifiable, Hashable {
    let chapterId: String
    var title: String?
    var chapterNumber: Double?
    var size: Int64
    var downloadDate: Date?

    var id: String { chapterId }

    var displayTitle: String {
        if let title, !title.isEmpty {
            return title
        }
        if let chapterNumber {
            return "Chapter \(chapterNumber.formatted())"
        }
        return "Untitled"
    }
}
