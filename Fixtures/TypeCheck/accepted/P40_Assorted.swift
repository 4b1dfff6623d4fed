import SwiftUI

struct Folder: Identifiable, Hashable { let id: UUID; var name: String }

struct SidebarView: View {
    @State private var folders: [Folder] = []
    @State private var selected = Set<Folder.ID>()
    @State private var showRecent = true
    @State private var query = ""

    var body: some View {
        List(selection: $selected) {
            Section("Recent", isExpanded: $showRecent) {
                ForEach(folders) { folder in
                    Label {
                        Text(folder.name)
                    } icon: {
                        Image(systemName: "folder")
                    }
                    .tag(folder.id)
                }
            }
            Menu {
                Button("New Folder") {}
            } label: {
                Label("Add", systemImage: "plus")
            }
            Image("banner")
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 60, alignment: .leading)
                .id("banner")
        }
        .listStyle(.sidebar)
        .searchable(text: $query, placement: .sidebar, prompt: Text("Filter"))
        .overlay {
            if folders.isEmpty { ContentUnavailableView.search }
        }
    }
}

struct GroupedView: View {
    @State private var text = ""
    var body: some View {
        List {
            TextField("Name", text: $text).textFieldStyle(.plain)
            ProgressView(value: 3, total: 10)
            Text("Hidden").hidden()
        }
        .listStyle(.grouped)
        .scrollContentBackground(.hidden)
        .listRowSeparator(.hidden)
    }
}
