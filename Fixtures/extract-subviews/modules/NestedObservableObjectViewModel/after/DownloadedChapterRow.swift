import SwiftUI

struct DownloadedChapterRow: View {
    let chapter: DownloadedChapterInfo

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(chapter.displayTitle)
                    .font(.callout)
                    .lineLimit(1)
                Text(ByteCountFormatter.string(fromByteCount: chapter.size, countStyle: .file))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .contentShape(Rectangle())
    }
}
