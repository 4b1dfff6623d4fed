// Hand-written stand-ins for the HackerNews types the unit's real file uses.
import SwiftUI

// NOT app code: Foundation's String(localized:) is missing from Linux Foundation; Apple's shape:
// `init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
//       locale: Locale = .current, comment: StaticString? = nil)`.
extension String {
    struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
        init(stringLiteral value: String) {}
    }

    init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
         locale: Locale = .current, comment: StaticString? = nil) {
        self = ""
    }
}

// NOT app code: UIKit's UIApplication (SwiftUI re-exports UIKit on iOS; the stub has none of it).
@MainActor
class UIApplication {
    static let shared = UIApplication()
    func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {}
}

// Asset catalog: Xcode generates Color / ShapeStyle symbols for each colour set
extension Color {
    static var background: Color { Color.white }
    static var surface: Color { Color.white }
}

extension ShapeStyle where Self == Color {
    static var background: Color { Color.white }
    static var surface: Color { Color.white }
}

// AppViewModel.swift, Data/Bookmarks.swift, Utils/Previews.swift
struct Bookmark {
    let id: Int64
}

protocol BookmarksDataStore {
    func fetchBookmarks() -> [Bookmark]
}

struct FakeBookmarkDataStore: BookmarksDataStore {
    func fetchBookmarks() -> [Bookmark] { [] }
}

@Observable @MainActor
final class AppViewModel {
    var showLoginSheet: Bool = false
    var bookmarks: [Bookmark] = []

    init(bookmarkStore: BookmarksDataStore, shouldFetchPosts: Bool = true) {}

    func loginSubmit(username: String, password: String) async -> LoginStatus { .error }
}
