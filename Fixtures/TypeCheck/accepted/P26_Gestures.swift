import SwiftUI

struct DraggableCard: View {
    @GestureState private var dragOffset: CGSize = .zero
    @GestureState private var isPressing = false
    @State private var position: CGSize = .zero
    @State private var scale: CGFloat = 1

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.indigo)
            .frame(width: 120, height: 160)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .scaleEffect(isPressing ? 0.95 : scale)
            .gesture(
                DragGesture(minimumDistance: 5)
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
            .simultaneousGesture(
                LongPressGesture(minimumDuration: 0.3)
                    .updating($isPressing) { current, state, _ in state = current }
            )
            .highPriorityGesture(
                TapGesture(count: 2).onEnded { scale = scale == 1 ? 1.5 : 1 }
            )
            .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
    }
}
