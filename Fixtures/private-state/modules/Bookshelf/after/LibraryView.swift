import SwiftUI

struct LibraryView: View {
    @State private var viewModel = LibraryViewModel()
    @ObservedObject var settings = ReaderSettings()
    @State private var selection: Book.ID?

    var body: some View {
        NavigationView {
            List {
                // Rows by position: the list cannot tell an inserted book from a changed one.
                ForEach(viewModel.visibleBooks.indices, id: \.self) { index in
                    BookRow(book: viewModel.visibleBooks[index], fontSize: settings.fontSize)
                }
            }
            .navigationTitle("Library")
        }
        .task { await viewModel.load() }
    }
}

struct BookRow: View {
    let book: Book
    let fontSize: Double

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title)
                .font(.system(size: fontSize))
            Text(book.author)
                .foregroundColor(.secondary) /* muted */
            if let progress = book.progress {
                Text("\(Int(progress * 100)) % read")
                    .foregroundColor(progress > 0.9 ? .green : .blue)
            }
        }
    }
}
