import SwiftUI

@Observable
final class InboxModel {
    var unread = 0

    init(folder: String, pageSize: Int) {}
}

struct InboxScreen: View {
    let folder: String
    var pageSize = 50
    @State private var model: InboxModel?
    @State private var isEditing = false

    var body: some View {
        VStack {
            guardedCount
        }
        .onAppear(perform: bootstrapIfNeeded)
        .task { bootstrapIfNeeded() }
    }

    @ViewBuilder
    private var guardedCount: some View {
        if let model {
            Text("\(model.unread) unread")
        }
    }

    private func bootstrapIfNeeded() {
        if model == nil {
            model = InboxModel(folder: folder, pageSize: pageSize)
        }
    }
}

struct InboxScreen_Previews: PreviewProvider {
    static var previews: some View {
        InboxScreen(folder: "Inbox", pageSize: 20)
    }
}
