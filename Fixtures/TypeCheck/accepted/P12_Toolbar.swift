import SwiftUI

struct EditorView: View {
    @State private var text = ""
    @State private var isBold = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .padding()
                .navigationTitle("Editor")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Clear") { text = "" }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Toggle(isOn: $isBold) {
                            Image(systemName: "bold")
                        }
                    }
                    ToolbarItem(placement: .navigationBarTrailing) {
                        EditButton()
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Undo", systemImage: "arrow.uturn.backward") {}
                        Spacer()
                        Text("\(text.count) chars")
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Menu("More", systemImage: "ellipsis") {
                            Button("Export") {}
                        }
                    }
                    if isBold {
                        ToolbarItem(placement: .principal) {
                            Text("Bold mode").bold()
                        }
                    }
                }
                .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}
