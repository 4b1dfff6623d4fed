import SwiftUI

@Observable
final class InboxModel {
    var unread = 0

    init(folder: String, pageSize: Int) {}
}

struct InboxScreen: View {
    let folder: String
    var pageSize = 50
    @State private var model: InboxModel
    @State private var isEditing = false

    init(folder: String, pageSize: Int = 50) {
        self.folder = folder
        self.pageSize = pageSize
        _model = State(initialValue: InboxModel(folder: folder, pageSize: pageSize))
    }

    var body: some View {
        VStack {
            guardedCount
        }
    }

    @ViewBuilder
    private var guardedCount: some View {
        Text("\(model.unread) unread")
    }
}

struct InboxScreen_Previews: PreviewProvider {
    static var previews: some View {
        InboxScreen(folder: "Inbox", pageSize: 20)
    }
}
