// NOT app code: the few UIKit declarations (and SwiftUI's UIKit bridges) the unit uses, with Apple's
// shapes. On iOS `import SwiftUI` brings UIKit along; here the app's `Shared` stand-in re-exports this
// module instead (as in the home-assistant units of Fixtures/RealCodeUnits).
import Foundation
import SwiftUI

// `class UIColor : NSObject, NSSecureCoding, NSCopying, @unchecked Sendable`
open class UIColor: NSObject, @unchecked Sendable {
    open class var systemRed: UIColor { fatalError() }
}

// SwiftUI: `init(uiColor: UIColor)`, and the older `init(_ color: UIColor)`
extension Color {
    public init(uiColor: UIColor) { fatalError() }
    public init(_ color: UIColor) { fatalError() }
}
