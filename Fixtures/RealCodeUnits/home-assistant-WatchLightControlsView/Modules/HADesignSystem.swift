// Hand-written stand-in for the app's HADesignSystem module (Sources/HADesignSystem): spacing
// tokens, the primary colour and `modify`.
import SwiftUI

public enum DesignSystem {
    public enum Spaces {
        public static let half: CGFloat = 4
        public static let one: CGFloat = 8
        public static let two: CGFloat = 16
    }

    // `nonisolated(unsafe)`: the app's plain `public static var`s are only accepted in Swift 5 mode
    public enum CornerRadius {
        nonisolated(unsafe) public static var half: CGFloat = 4
        nonisolated(unsafe) public static var one: CGFloat = 8
        nonisolated(unsafe) public static var two: CGFloat = 16
    }
}

public extension ShapeStyle where Self == Color {
    static var haPrimary: Color { Color.blue }
}

public extension View {
    @ViewBuilder
    func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
        if let view = transform(self) {
            view
        } else {
            self
        }
    }
}
