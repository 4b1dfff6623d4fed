import SwiftUI

/// Filter and sort controls at the top of the shelf.
struct LibraryFilterBar: View {
    @ObservedObject var library: LibraryModel

    var body: some View {
        HStack {
            Picker("Show", selection: $library.filter) {
                ForEach(LibraryModel.Filter.allCases) { filter in
                    Text(filter.title).tag(filter)
                }
            }
            .pickerStyle(.segmented)

            Menu {
                Picker("Sort by", selection: $library.sortOrder) {
                    Text("Recently Added").tag(LibraryModel.SortOrder.recent)
                    Text("Title").tag(LibraryModel.SortOrder.title)
                    Text("Author").tag(LibraryModel.SortOrder.author)
                }
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
                    .labelStyle(.iconOnly)
            }
        }
    }
}
