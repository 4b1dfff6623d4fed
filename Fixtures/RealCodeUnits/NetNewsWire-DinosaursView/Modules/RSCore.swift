// Hand-written stand-in for the app's RSCore module (Modules/RSCore): the Safari view the unit shows.
import SwiftUI

// Modules/RSCore/Sources/RSCore/UIKit/SafariView+RSCore.swift (a `UIViewControllerRepresentable`
// in the app; the stub has no representables, so the stand-in is a plain `View`)
public struct SafariView: View {
    let url: URL

    public init(url: URL) {
        self.url = url
    }

    public var body: some View { fatalError() }
}
