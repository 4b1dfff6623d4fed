// Hand-written stand-in for the NukeUI package (kean/Nuke 12.8): the lazy image view and its state.
import Nuke
import SwiftUI

@MainActor
public protocol LazyImageState {
    var isLoading: Bool { get }
}

extension LazyImageState {
    public var image: Image? { nil }
}

@MainActor
public struct LazyImage<Content: View>: View {
    public init(request: ImageRequest?,
                transaction: Transaction = Transaction(animation: nil),
                @ViewBuilder content: @escaping (LazyImageState) -> Content) {}

    public var body: some View { fatalError() }
}
