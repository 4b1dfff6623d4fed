import SwiftUI

extension ComposerView {
    func send() {
        isSending = true
        errorMessage = nil
    }
}
