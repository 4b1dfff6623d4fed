import SwiftUI

@MainActor
final class UploadQueue: ObservableObject {
    @Published var pending: [String] = []
}

struct ComposerView: View {
    let recipient: String
    @State var draft: String
    @State var isSending = false
    @State var errorMessage: String?
    @State var showsPreview = false
    @StateObject var uploads = UploadQueue()

    var body: some View {
        VStack {
            TextEditor(text: $draft)
            if showsPreview {
                Text(draft)
            }
            if let errorMessage {
                Text(errorMessage)
            }
            Button(isSending ? "Sending…" : "Send to \(recipient)") {
                send()
            }
            Text("\(uploads.pending.count) uploads")
        }
    }
}
