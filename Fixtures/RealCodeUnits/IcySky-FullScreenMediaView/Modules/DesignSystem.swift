// Hand-written stand-in for IcySky's DesignSystem module (Packages/Features/Sources/DesignSystem):
// the gradients the unit uses.
import SwiftUI

public extension LinearGradient {
    static let indigoPurple = LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
    static let redPurple = LinearGradient(colors: [.red, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
}

public extension ShapeStyle where Self == LinearGradient {
    static var indigoPurple: LinearGradient { LinearGradient.indigoPurple }
    static var redPurple: LinearGradient { LinearGradient.redPurple }
}
