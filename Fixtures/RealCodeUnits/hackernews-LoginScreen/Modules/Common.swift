// Hand-written stand-in for the app's Common package: colours and fonts the unit uses.
import SwiftUI

public struct HNColors {
    public static let orange = Color.orange
    public static let background = Color.white
}

public extension Font {
    enum IBMPlexSans {
        case regular, medium, bold
    }

    enum IBMPlexMono {
        case regular, medium, bold
    }

    static func ibmPlexSans(_ type: IBMPlexSans, size: CGFloat) -> Font { .system(size: size) }
    static func ibmPlexMono(_ type: IBMPlexMono, size: CGFloat) -> Font { .system(size: size) }
}
