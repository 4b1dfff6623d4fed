import SwiftUI

struct TodoItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone: Bool
    var tag: String
}

enum Filter: String, CaseIterable, Hashable {
    case all = "All", open = "Open", done = "Done"
}

struct FilterChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2), in: Capsule())
                .foregroundStyle(isSelected ? .white : .primary)
        }
        .buttonStyle(.plain)
    }
}

struct TodoListView: View {
    @State private var items: [TodoItem] = []
    @State private var filter: Filter = .all
    @State private var searchText = ""

    private var visibleItems: [TodoItem] {
        items.filter { item in
            switch filter {
            case .all: return true
            case .open: return !item.isDone
            case .done: return item.isDone
            }
        }
        .filter { searchText.isEmpty || $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(Filter.allCases, id: \.self) { f in
                            FilterChip(title: f.rawValue, isSelected: f == filter) {
                                withAnimation(.snappy) { filter = f }
                            }
                        }
                    }
                    .padding()
                }
                List {
                    ForEach(visibleItems) { item in
                        HStack {
                            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                .foregroundStyle(item.isDone ? .green : .secondary)
                            Text(item.title)
                                .strikethrough(item.isDone)
                            Spacer()
                            Text(item.tag).font(.caption).foregroundColor(.gray)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                delete(item)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button("Done") { toggle(item) }
                                .tint(.green)
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                toggle(item)
                            } label: {
                                Image(systemName: "flag")
                            }
                        }
                    }
                    .onDelete { offsets in
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { from, to in
                        items.move(fromOffsets: from, toOffset: to)
                    }
                }
                .listStyle(.insetGrouped)
            }
            .searchable(text: $searchText, prompt: "Search todos")
            .navigationTitle("Todos (\(visibleItems.count))")
            .toolbar {
                EditButton()
            }
        }
    }

    private func delete(_ item: TodoItem) {
        items.removeAll { $0.id == item.id }
    }

    private func toggle(_ item: TodoItem) {
        guard let idx = items.firstIndex(of: item) else { return }
        items[idx].isDone.toggle()
    }
}
