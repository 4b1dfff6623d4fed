import SwiftUI

struct Grocery: Identifiable {
    let id: UUID
    var name: String
    var isBought: Bool
}

struct GroceryListScreen: View {
    @State private var groceries: [Grocery] = []
    @State private var undoStack: [Grocery] = []
    @State private var hasLoaded = false

    var body: some View {
        List {
            ForEach(groceries) { grocery in
                Text(grocery.name)
                    .strikethrough(grocery.isBought)
                    .swipeActions {
                        Button("Remove", role: .destructive) { remove(grocery) }
                    }
                    .contextMenu {
                        Button {
                            if let index = groceries.firstIndex(where: { $0.id == grocery.id }) {
                                groceries[index].isBought.toggle()
                            }
                        } label: {
                            Label("Toggle Bought", systemImage: "checkmark")
                        }
                    }
            }
        }
        .onAppear { handleAppear() }
        .toolbar {
            Button("Undo") {
                if let last = undoStack.popLast() {
                    groceries.append(last)
                }
            }
            .disabled(undoStack.isEmpty)
        }
    }

    private func remove(_ grocery: Grocery) {
        groceries.removeAll { $0.id == grocery.id }
        undoStack.append(grocery)
    }

    private func handleAppear() {
        guard !hasLoaded else { return }
        hasLoaded = true
        groceries = [Grocery(id: UUID(), name: "Milk", isBought: false)]
    }
}
