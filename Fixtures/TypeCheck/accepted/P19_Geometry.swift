import SwiftUI

struct ProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule()
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: proxy.size.width * progress)
            }
            .overlay(alignment: .trailing) {
                Text("\(Int(progress * 100))%")
                    .font(.caption2.monospacedDigit())
                    .padding(.trailing, 4)
            }
            .onAppear {
                let frame = proxy.frame(in: .global)
                let local = proxy.frame(in: .local)
                print(frame.minX, local.width, proxy.safeAreaInsets.top)
            }
        }
        .frame(height: 12)
    }
}
