import SwiftUI

enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(Error)
}

struct User: Identifiable { let id: Int; let name: String; let avatar: URL? }

struct UserDetail: View {
    let state: LoadState<User>
    let note: String?
    @State private var showsAvatar = true

    var body: some View {
        VStack(alignment: .leading) {
            switch state {
            case .idle:
                EmptyView()
            case .loading:
                ProgressView()
            case .loaded(let user):
                HStack {
                    if showsAvatar, let url = user.avatar {
                        AsyncImage(url: url) { phase in
                            switch phase {
                            case .success(let image):
                                image.resizable().scaledToFit()
                            case .failure:
                                Image(systemName: "person.crop.circle.badge.exclamationmark")
                            case .empty:
                                ProgressView()
                            @unknown default:
                                EmptyView()
                            }
                        }
                        .frame(width: 40, height: 40)
                    }
                    Text(user.name)
                        .font(.headline)
                }
            case .failed(let error):
                ContentUnavailableView {
                    Label("Error", systemImage: "xmark.octagon")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("Retry") {}
                }
            }
            if let note {
                Text(note).italic()
            }
            if #available(iOS 17, *) {
                Text("New OS")
            }
            Text("Hello, ") + Text("World").bold() + Text("!").foregroundColor(.red)
        }
    }
}
