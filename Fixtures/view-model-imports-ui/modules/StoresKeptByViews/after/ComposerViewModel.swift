import SwiftUI

/// Named as a view model: its UI types are reported wherever it is used.
@Observable
final class ComposerViewModel {
    var text = ""

    var counterColor: Color {
        text.count > 500 ? .red : .secondary
    }

    func send() {
        withAnimation {
            text = ""
        }
    }
}
