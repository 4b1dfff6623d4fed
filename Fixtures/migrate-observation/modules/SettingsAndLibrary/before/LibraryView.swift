import SwiftUI

struct LibraryView: View {
    @StateObject private var library = LibraryModel()
    @EnvironmentObject private var downloads: DownloadQueue

    var body: some View {
        NavigationStack {
            List {
                LibraryFilterBar(library: library)

                ForEach(library.visibleBooks) { book in
                    VStack(alignment: .leading) {
                        Text(book.title)
                        Text(book.author)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    .swipeActions {
                        Button(book.isFinished ? "Unread" : "Finished") {
                            library.toggleFinished(book)
                        }
                        Button("Download") {
                            downloads.enqueue(book)
                        }
                        .tint(.blue)
                    }
                }
            }
            .overlay {
                if library.isLoading && library.books.isEmpty {
                    ProgressView()
                }
            }
            .safeAreaInset(edge: .bottom) {
                LibraryStatsFooter(library: library)
            }
            .navigationTitle("Library")
            .task { await library.load() }
            .refreshable { await library.load() }
        }
    }
}

/// The counts under the shelf; it never changes the library.
struct LibraryStatsFooter: View {
    @ObservedObject var library: LibraryModel

    var body: some View {
        HStack {
            Text("\(library.books.count) books")
            Spacer()
            Text("\(finishedCount) finished")
        }
        .font(.footnote)
        .foregroundStyle(.secondary)
        .padding()
    }

    private var finishedCount: Int {
        library.books.filter(\.isFinished).count
    }
}
