import SwiftUI

struct DownloadsView: View {
    let downloads: [DownloadedMangaInfo]

    var body: some View {
        NavigationStack {
            List(downloads) { manga in
                NavigationLink {
                    DownloadedMangaView(manga: manga)
                } label: {
                    LabeledContent(manga.title, value: manga.formattedSize)
                }
            }
            .navigationTitle("Downloads")
        }
    }
}
