// Hand-written stand-in for the app's HAIconic package (Sources/HAIconic).
public final class MaterialDesignIcons: Hashable, Equatable, CustomStringConvertible {
    public let name: String
    public var description: String { name }
    public convenience init(named iconName: String) { self.init(name: iconName) }
    private init(name: String) { self.name = name }
    public static func == (lhs: MaterialDesignIcons, rhs: MaterialDesignIcons) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
