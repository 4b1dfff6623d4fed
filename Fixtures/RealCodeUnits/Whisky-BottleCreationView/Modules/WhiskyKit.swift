// Hand-written stand-in for the app's WhiskyKit package: only what the unit uses.
import Foundation

public enum WinVersion: String, CaseIterable, Codable, Sendable {
    case winXP, win7, win8, win81, win10, win11

    public func pretty() -> String { rawValue }
}

public struct BottleData: Codable {
    public static let containerDir = URL(fileURLWithPath: "/tmp/Containers")
    public static let defaultBottleDir = URL(fileURLWithPath: "/tmp/Containers/Bottles")
}

extension URL {
    public func prettyPath() -> String { path }
}
