import SwiftUI

struct SettingsView: View {
    @State private var count = 3

    var body: some View {
        Form {
            Header(title: "Settings")
            Badge(count: count)
        }
    }
}

struct Header: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.largeTitle)
            Text("Changes apply at once")
                .font(.footnote)
        }
    }
}

struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption)
            .padding(4)
            .background(Capsule().fill(Color.red))
            .foregroundStyle(.white)
    }
}
