import SwiftUI

struct DraftEditor: View {
    @Bindable var draft: Draft

    var body: some View {
        TextField("Text", text: $draft.text)
    }
}
