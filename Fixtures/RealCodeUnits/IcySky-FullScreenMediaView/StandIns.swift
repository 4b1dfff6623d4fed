// Hand-written stand-ins: the SwiftUI, CoreTransferable and UIKit API the unit's real file uses that
// the stub and Linux lack. None of it is app code; each declaration has Apple's shape.
import Foundation
import SwiftUI

// NOT app code: CoreTransferable's `Transferable` (its `transferRepresentation` requirement left out)
// and the conformances ShareLink needs here.
protocol Transferable {}
extension URL: Transferable {}
extension Never: Transferable {}

// NOT app code: SwiftUI's `ShareLink` and its URL initialiser with a custom label:
// `nonisolated struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View where Data: RandomAccessCollection,
//  PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable`
nonisolated struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable {
    var body: some View { fatalError() }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    nonisolated init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        fatalError()
    }
}

// NOT app code: SwiftUI scroll-target and navigation-transition API (iOS 17/18) missing from the stub.
// The protocols' requirements are left out; the modifiers have Apple's signatures.
protocol ScrollTargetBehavior {}

struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

protocol NavigationTransition {}

struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == ZoomNavigationTransition {
    static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

extension View {
    nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    nonisolated func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }
    nonisolated func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    nonisolated func navigationTransition(_ style: some NavigationTransition) -> some View { self }
}

// NOT app code: UIKit's `UIImage(data:)` and `UIImageWriteToSavedPhotosAlbum`, and the Objective-C
// `Selector` type its third parameter uses (Linux has no Objective-C runtime).
struct Selector {}

class UIImage: NSObject {
    init?(data: Data) {}
}

func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage,
    _ completionTarget: Any?,
    _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
) {}
