import SwiftUI

struct BadgeView: View {
    let count: Int
    var body: some View {
        Text("\(count)")
            .padding(8)
            .background(Circle().fill(Color.red))
            .foregroundColor(.white)
            .accessibilityLabel("\(count) unread")
            .accessibilityHint(Text("Double tap to open"))
    }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BadgeView(count: 3)
            BadgeView(count: 42)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
        .previewLayout(.sizeThatFits)
    }
}
