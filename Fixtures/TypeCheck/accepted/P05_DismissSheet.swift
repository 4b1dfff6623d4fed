import SwiftUI

struct AddItemSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    var onSave: (String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(title)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large])
        .interactiveDismissDisabled(!title.isEmpty)
    }
}

struct ItemsHost: View {
    @State private var isAdding = false
    @State private var titles: [String] = []

    var body: some View {
        List(titles, id: \.self) { Text($0) }
            .sheet(isPresented: $isAdding, onDismiss: { print("dismissed") }) {
                AddItemSheet { titles.append($0) }
            }
            .toolbar {
                Button {
                    isAdding = true
                } label: {
                    Image(systemName: "plus")
                }
            }
    }
}
