import Foundation
import SwiftUI

extension DownloadedMangaView {

    @MainActor
    final class ViewModel: ObservableObject {
        @Published var chapters: [DownloadedChapterInfo] = []
        @Published var isLoading = true
        @Published var sortAscending = false
        @Published var showingDeleteAllConfirmation = false

        let manga: DownloadedMangaInfo

        init(manga: DownloadedMangaInfo) {
            self.manga = manga
        }

        func loadChapters() async {
            isLoading = true
            defer { isLoading = false }
            try? await Task.sleep(nanoseconds: 100_000_000)
            sortChapters()
        }

        func toggleSortOrder() {
            sortAscending.toggle()
            sortChapters()
        }

        func confirmDeleteAll() {
            showingDeleteAllConfirmation = true
        }

        func deleteChapter(_ chapter: DownloadedChapterInfo) {
            chapters.removeAll { $0.id == chapter.id }
        }

        func deleteAllChapters() {
            chapters.removeAll()
        }

        private func sortChapters() {
            chapters.sort { lhs, rhs in
                let left = lhs.chapterNumber ?? 0
                let right = rhs.chapterNumber ?? 0
                return sortAscending ? left < right : left > right
            }
        }
    }
}
