// Hand-written stand-ins for the ElementX types the unit's real file uses.
import Compound
import SwiftUI

// NOT app code: SwiftUI's `scrollBounceBehavior(_:axes:)` (iOS 16.4) and `ScrollBounceBehavior`,
// which the stub lacks; Apple's declarations:
// `nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View`
// `struct ScrollBounceBehavior : Sendable { static var automatic, always, basedOnSize: ScrollBounceBehavior { get } }`
struct ScrollBounceBehavior: Sendable {
    static var automatic: ScrollBounceBehavior { ScrollBounceBehavior() }
    static var always: ScrollBounceBehavior { ScrollBounceBehavior() }
    static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior() }
}

extension View {
    nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}

// Other/SwiftUI/Backports.swift, Other/SwiftUI/Layout/ViewFrameReader.swift
extension View {
    @ViewBuilder
    func backportSafeAreaBar(edge: VerticalEdge,
                             alignment: HorizontalAlignment = .center,
                             spacing: CGFloat? = nil,
                             content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { content() }
    }

    func readHeight(_ height: Binding<CGFloat>) -> some View {
        self
    }
}

// Other/TestablePreview/TestablePreview.swift
protocol TestablePreview {}

// Generated/Strings.swift (the keys the unit uses)
enum L10n {
    static var actionCancel: String { "" }
    static var actionRemove: String { "" }
    static var screenSpaceRemoveRoomsConfirmationContent: String { "" }
    static func screenSpaceRemoveRoomsConfirmationTitleIos(_ p1: Any) -> String { "" }
}
