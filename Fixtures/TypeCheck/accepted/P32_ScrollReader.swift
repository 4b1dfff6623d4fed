import SwiftUI

struct Message: Identifiable, Equatable {
    let id: Int
    let text: String
}

struct ChatView: View {
    @State private var messages: [Message] = []
    @State private var draft = ""

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(8)
                            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                            .id(message.id)
                    }
                }
            }
            .scrollDismissesKeyboard(.interactively)
            .onChange(of: messages) { _, newValue in
                if let last = newValue.last {
                    withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                    Button("Send") {
                        messages.append(Message(id: messages.count, text: draft))
                        draft = ""
                    }
                }
                .padding()
                .background(.bar)
            }
        }
    }
}
