import SwiftUI

struct ProfileCard: View {
    var body: some View {
        VStack {
            Text(name)
            Text(role).foregroundStyle(.secondary)
        }
    }

    @Environment(\.horizontalSizeClass) private var sizeClass
    let name: String
    let role: String
}
