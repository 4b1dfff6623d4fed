import SwiftUI

struct BookDetailView: View {
    let book: Book
    var tint: Color?
    @State private var note = ""
    @State private var isEditingNote = false

    var body: some View {
        if book.isDownloaded {
            ScrollView {
                Text(book.title)
                    .font(.title)
                cover
                noteSection
            }
        } else {
            ProgressView("Downloading “\(book.title)”…")
                .foregroundColor(tint)
        }
    }

    // Editing flips the read-only note for an editable one: the scroll position does not carry over.
    @ViewBuilder
    private var noteSection: some View {
        if isEditingNote {
            editableNote
        } else {
            readOnlyNote
        }
    }

    private var editableNote: some View {
        ScrollView {
            TextField("Note", text: $note)
        }
    }

    private var readOnlyNote: some View {
        ScrollView {
            Text(note.isEmpty ? "Add a note" : note)
                .onTapGesture { isEditingNote = true }
        }
    }

    private var cover: some View {
        book.pageCount > 500 ? AnyView(Image(systemName: "books.vertical")) : AnyView(Image(systemName: "book"))
    }
}
