import SwiftUI

struct Document: Identifiable {
    let id: Int
    var name: String
}

struct DocumentRow: View {
    let document: Document
    var onDelete: () -> Void
    @State private var showDeleteAlert = false
    @State private var showOptions = false
    @State private var pendingDocument: Document?
    @State private var showPending = false

    var body: some View {
        HStack {
            Text(document.name)
            Spacer()
            Menu {
                Button("Rename") {}
                Button("Delete", role: .destructive) { showDeleteAlert = true }
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
        .contextMenu {
            Button("Share", systemImage: "square.and.arrow.up") {}
            Button("Options") { showOptions = true }
        }
        .alert("Delete \(document.name)?", isPresented: $showDeleteAlert) {
            Button("Delete", role: .destructive) { onDelete() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This action cannot be undone.")
        }
        .confirmationDialog("Options", isPresented: $showOptions, titleVisibility: .visible) {
            Button("Duplicate") {}
            Button("Archive") {}
            Button("Remove", role: .destructive) { onDelete() }
        }
        .alert("Open", isPresented: $showPending, presenting: pendingDocument) { doc in
            Button("Open \(doc.name)") {}
        } message: { doc in
            Text("Document #\(doc.id)")
        }
    }
}
