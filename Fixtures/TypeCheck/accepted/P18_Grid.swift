import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let url: URL?
}

struct PhotoGrid: View {
    let photos: [Photo]
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]
    private let fixedColumns: [GridItem] = [
        GridItem(.fixed(80)),
        GridItem(.flexible()),
        GridItem(.flexible(minimum: 40, maximum: 200), alignment: .top),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(photos) { photo in
                    AsyncImage(url: photo.url) { image in
                        image
                            .resizable()
                            .scaledToFill()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(height: 100)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding(.horizontal)
            LazyVGrid(columns: fixedColumns, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(0..<9) { i in
                        Color.blue.frame(height: 40).overlay(Text("\(i)"))
                    }
                } header: {
                    Text("Numbers")
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(50))]) {
                ForEach(0..<5, id: \.self) { Text("\($0)") }
            }
        }
    }
}
