// Linux gap: CoreGraphics value types that `import SwiftUI` re-exports on Apple platforms but swift-corelibs-foundation lacks (CGFloat/CGPoint/CGSize/CGRect do come from Foundation).
#if !canImport(CoreGraphics)

public enum CGLineCap: Int32, Sendable {
    case butt
    case round
    case square
}

public enum CGLineJoin: Int32, Sendable {
    case miter
    case round
    case bevel
}

public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { fatalError() }
    public init(dx: Int, dy: Int) { fatalError() }
    public static var zero: CGVector { fatalError() }
}

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

#endif
