import SwiftUI

struct ProfileScreen: View {
    @State private var store = ProfileStore()
    @Environment(Theme.self) private var theme

    var body: some View {
        Text(store.name)
            .foregroundStyle(theme.accent)
    }
}

struct ComposerScreen: View {
    @State private var model = ComposerViewModel()

    var body: some View {
        VStack {
            TextField("Message", text: $model.text)
            Text("\(model.text.count)")
                .foregroundStyle(model.counterColor)
            Button("Send", action: model.send)
        }
    }
}

struct FeedScreen: View {
    @StateObject private var loader = FeedLoader()

    var body: some View {
        List(loader.items, id: \.self) { Text($0) }
            .refreshable { await loader.reload() }
    }
}
