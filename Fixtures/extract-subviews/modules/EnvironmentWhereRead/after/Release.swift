import Foundation

struct Release: Identifiable, Hashable {
    let version: String
    let date: Date
    let highlights: [String]
    let notesURL: URL

    var id: String { version }
}
