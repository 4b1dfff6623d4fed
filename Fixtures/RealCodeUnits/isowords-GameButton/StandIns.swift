// Hand-written stand-ins for the Styleguide helpers GameButton uses (the real files need UIKit/CoreGraphics).
import SwiftUI

// Sources/Styleguide/AdaptiveSize.swift
public enum AdaptiveSize: Sendable {
    case small
    case medium
    case large

    public func pad(_ other: CGFloat, by scale: CGFloat = 1) -> CGFloat { other }
}

private struct AdaptiveSizeKey: EnvironmentKey {
    static let defaultValue: AdaptiveSize = .medium
}

extension EnvironmentValues {
    public var adaptiveSize: AdaptiveSize {
        get { self[AdaptiveSizeKey.self] }
        set { self[AdaptiveSizeKey.self] = newValue }
    }
}

// Sources/Styleguide/Grid.swift
extension CGFloat {
    public static func grid(_ n: Int) -> Self { fatalError() }
}

// Sources/Styleguide/Padding.swift, CornerRadius.swift, Fonts.swift, Colors.swift
extension View {
    public func adaptivePadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func continuousCornerRadius(_ radius: CGFloat) -> some View { self }
    public func adaptiveFont(_ name: FontName, size: CGFloat, configure: @escaping (Font) -> Font = { $0 }) -> some View { self }
}

public enum FontName: String {
    case matterMedium = "Matter-Medium"
    case matterSemiBold = "Matter-SemiBold"
}

extension Color {
    public static let adaptiveWhite = Color.white
    public static let isowordsOrange = Color.orange
}
