// NOT app code: the part of UIKit the unit uses, with Apple's declarations.
import Foundation

open class UIPasteboard: NSObject, @unchecked Sendable {
    open class var general: UIPasteboard { fatalError() }
    open var string: String?
}
