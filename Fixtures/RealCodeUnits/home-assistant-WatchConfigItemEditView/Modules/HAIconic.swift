// Hand-written stand-in for the app's HAIconic module (Sources/HAIconic): the icon class the unit uses.
import Foundation
import UIKit

public final class MaterialDesignIcons: CaseIterable, Hashable, Equatable, CustomStringConvertible {
    public let name: String
    public let unicode: String

    public var description: String { name }

    public convenience init(named iconName: String) {
        self.init(named: iconName, fallback: Self.dotsGridIcon)
    }

    public convenience init(named iconName: String, fallback: MaterialDesignIcons) {
        self.init(name: fallback.name, unicode: fallback.unicode)
    }

    private init(name: String, unicode: String) {
        self.name = name
        self.unicode = unicode
    }

    public static func == (lhs: MaterialDesignIcons, rhs: MaterialDesignIcons) -> Bool { lhs.unicode == rhs.unicode }
    public func hash(into hasher: inout Hasher) { hasher.combine(unicode) }

    public static let dotsGridIcon = MaterialDesignIcons(name: "dots_grid", unicode: "\u{F15FC}")
    public static let lightbulbIcon = MaterialDesignIcons(name: "lightbulb", unicode: "\u{F0335}")

    public static var allCases: [MaterialDesignIcons] { [dotsGridIcon, lightbulbIcon] }

    // IconDrawable
    public func image(ofSize size: CGSize, color: UIColor?) -> UIImage { UIImage() }
    public static func register() {}
}
