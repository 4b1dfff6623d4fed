import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Wave: Shape {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: rect.width, y: rect.height * phase))
        }
    }
}

struct AnimationDemo: View {
    @State private var expanded = false
    @State private var rotation = 0.0
    @Namespace private var ns

    var body: some View {
        VStack {
            if expanded {
                RoundedRectangle(cornerRadius: 20)
                    .fill(.blue)
                    .matchedGeometryEffect(id: "shape", in: ns)
                    .frame(width: 200, height: 200)
                    .transition(.scale.combined(with: .opacity))
            } else {
                Circle()
                    .fill(Color.blue)
                    .matchedGeometryEffect(id: "shape", in: ns)
                    .frame(width: 50, height: 50)
                    .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))
            }
            Triangle()
                .stroke(Color.red, lineWidth: 3)
                .frame(width: 60, height: 60)
                .rotationEffect(.degrees(rotation))
                .animation(.easeInOut(duration: 0.3), value: rotation)
            Wave(phase: rotation / 360)
                .stroke(.orange, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
                .frame(height: 40)
            Capsule().strokeBorder(.green, lineWidth: 2).frame(width: 80, height: 30)
            Image(systemName: "star")
                .clipShape(.circle)
                .scaleEffect(expanded ? 1.5 : 1)
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                expanded.toggle()
            }
            withAnimation(.spring()) { rotation += 90 }
            withAnimation { rotation += 1 }
        }
    }
}
