import SwiftUI

struct ProfileCard: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let name: String
    let role: String

    var body: some View {
        VStack {
            Text(name)
            Text(role).foregroundStyle(.secondary)
        }
    }
}
