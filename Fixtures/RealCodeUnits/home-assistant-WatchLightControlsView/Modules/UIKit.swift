// NOT app code: the few UIKit declarations (and SwiftUI's UIKit bridges) the unit uses, with Apple's
// shapes. On iOS/watchOS `import SwiftUI` brings UIKit along; here the app's `Shared` stand-in
// re-exports this module instead.
import Foundation
import SwiftUI

// `class UIColor : NSObject, NSSecureCoding, NSCopying, @unchecked Sendable`
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    open class var white: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
}

// SwiftUI: `extension UIColor { convenience init(_ color: Color) }`
extension UIColor {
    public convenience init(_ color: Color) { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
}

// `class UIImage : NSObject, NSSecureCoding, @unchecked Sendable`
open class UIImage: NSObject, @unchecked Sendable {
    public override init() {}
}

// SwiftUI: `init(uiColor: UIColor)`, `init(uiImage: UIImage)`
extension Color {
    public init(uiColor: UIColor) { fatalError() }
}

extension Image {
    public init(uiImage: UIImage) { fatalError() }
}
