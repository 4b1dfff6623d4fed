// Hand-written stand-ins for the Aidoku types the unit's real files use.
import SwiftUI

// iOS/New/Views/Source/Filter/FilterLabelView.swift
struct FilterLabelView: View {
    let name: String
    var badgeCount: Int?
    var active = false
    var chevron = true
    var icon: String?

    var body: some View { fatalError() }
}

// iOS/New/Views/Common/PlatformNavigationStack.swift
struct PlatformNavigationStack<Content: View>: View {
    init(@ViewBuilder content: () -> Content) {}
    var body: some View { fatalError() }
}

// iOS/Extensions/View.swift
extension View {
    func scrollClipDisabledPlease() -> some View { self }
    func menuActionDismissDisabled() -> some View { self }
}

// NOT app code: UIKit-typed SwiftUI API the stub lacks, with Apple's signatures.
// SwiftUI: `extension Color { init(uiColor: UIColor) }`; UIKit: `class UIColor` with its semantic colours.
class UIColor: @unchecked Sendable {
    class var secondarySystemFill: UIColor { UIColor() }
    class var secondarySystemBackground: UIColor { UIColor() }
    class var tertiaryLabel: UIColor { UIColor() }
}

extension Color {
    init(uiColor: UIColor) { self = .clear }
}
