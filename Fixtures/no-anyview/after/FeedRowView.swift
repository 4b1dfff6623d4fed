import SwiftUI

// A feed row modelled on real apps: attachments chosen by a switch and erased to AnyView, a
// background chosen by a conditional, and erasure that has a purpose (storage in a tab type,
// an existential from a protocol) left alone.

enum Attachment {
    case image(URL)
    case poll(options: [String])
    case link(title: String)
    case none
}

protocol Badge {
    func makeView() -> any View
}

struct TabItem {
    let title: String
    let content: AnyView

    init(title: String, @ViewBuilder content: () -> some View) {
        self.title = title
        self.content = AnyView(content())
    }
}

struct FeedRowView: View {
    let text: String
    let attachment: Attachment
    let isHighlighted: Bool
    let badge: (any Badge)?

    var body: some View {
        VStack(alignment: .leading) {
            Text(text)
            attachmentView
            if let badge {
                AnyView(badge.makeView())
            }
        }
        .padding()
        .background(isHighlighted ? AnyView(Color.yellow.opacity(0.2)) : AnyView(Rectangle().fill(.clear)))
    }

    private var attachmentView: AnyView {
        switch attachment {
        case let .image(url):
            return AnyView(AsyncImage(url: url))
        case let .poll(options):
            return AnyView(ForEach(options, id: \.self) { Text($0) })
        case let .link(title):
            return AnyView(Link(title, destination: URL(string: "https://example.com")!))
        case .none:
            return AnyView(EmptyView())
        }
    }

    @ViewBuilder
    private var footer: some View {
        AnyView(HStack {
            Image(systemName: "heart")
            Text("Like")
        })
    }
}
