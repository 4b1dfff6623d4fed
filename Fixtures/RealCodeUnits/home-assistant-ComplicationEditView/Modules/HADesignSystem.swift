// Hand-written stand-in for the app's HADesignSystem package (Sources/HADesignSystem): spacing tokens.
import SwiftUI

public enum DesignSystem {
    public enum Spaces {
        public static let half: CGFloat = 4
        public static let one: CGFloat = 8
    }
}
