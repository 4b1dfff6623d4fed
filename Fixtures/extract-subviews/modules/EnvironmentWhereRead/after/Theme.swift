import Observation
import SwiftUI

@MainActor
@Observable
final class Theme {
    var tintColor: Color = .blue
    var primaryBackgroundColor: Color = .white
    var secondaryBackgroundColor: Color = .gray
    var avatarCornerRadius: CGFloat = 8
}
