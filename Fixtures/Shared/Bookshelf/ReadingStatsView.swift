import SwiftUI

struct ReadingStatsView: View {
    let books: [Book]

    private var finished: [Book] { books.filter { ($0.progress ?? 0) >= 1 } }
    private var pagesRead: Int { books.reduce(0) { $0 + Int(Double($1.pageCount) * ($1.progress ?? 0)) } }

    var body: some View {
        Form {
            Section("This year") {
                HStack {
                    Text("Books finished")
                    Spacer()
                    Text("\(finished.count)")
                }
                HStack {
                    Text("Pages read")
                    Spacer()
                    Text("\(pagesRead)")
                }
                HStack {
                    Text("In progress")
                    Spacer()
                    Text("\(books.count - finished.count)")
                }
            }
            Section("Downloads") {
                HStack {
                    Text("On this device")
                    Spacer()
                    Text("\(books.filter(\.isDownloaded).count)")
                }
                HStack {
                    Text("In the cloud")
                    Spacer()
                    Text("\(books.filter { !$0.isDownloaded }.count)")
                }
            }
            Section("Longest books") {
                ForEach(books.sorted { $0.pageCount > $1.pageCount }.prefix(3)) { book in
                    HStack {
                        Text(book.title)
                        Spacer()
                        Text("\(book.pageCount) pages")
                    }
                }
            }
            Section("Authors") {
                ForEach(Array(Set(books.map(\.author))).sorted(), id: \.self) { author in
                    Text(author)
                }
            }
        }
        .navigationTitle("Reading")
    }
}
