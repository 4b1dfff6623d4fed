import Foundation

struct Book: Identifiable, Hashable {
    let id: UUID
    var title: String
    var author: String
    var pageCount: Int
    var isDownloaded: Bool
    var progress: Double?
}
