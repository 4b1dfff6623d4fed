// Hand-written stand-in for the app's Compound package (compound-ios/Sources/Compound): colour
// access through `.compound`, the button style and `TitleAndIcon`.
@_exported import CompoundDesignTokens
import SwiftUI

// Colors/CompoundColors.swift
public extension Color {
    static let compound = CompoundColors()
}

public extension ShapeStyle where Self == Color {
    static var compound: CompoundColors {
        Self.compound
    }
}

@Observable
@dynamicMemberLookup
public class CompoundColors {
    private let tokens: CompoundColorTokens

    public subscript(dynamicMember keyPath: KeyPath<CompoundColorTokens, Color>) -> Color {
        tokens[keyPath: keyPath]
    }

    init() {
        tokens = CompoundColorTokens()
    }
}

// Icons/CompoundIcon.swift
public extension Image {
    static let compound = CompoundIcons()
}

// BaseStyles/CompoundButtonStyle.swift
public extension ButtonStyle where Self == CompoundButtonStyle {
    static func compound(_ kind: Self.Kind, size: Self.Size = .large) -> CompoundButtonStyle {
        CompoundButtonStyle(kind: kind, size: size)
    }
}

public struct CompoundButtonStyle: ButtonStyle {
    var kind: Kind
    public enum Kind {
        case `super`
        case primary
        case secondary
        case tertiary
        case textLink
    }

    var size: Size
    public enum Size {
        case small
        case medium
        case large
    }

    public func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label
    }
}

// Components/BigIcon.swift, Components/TitleAndIcon.swift
public struct BigIcon: View {
    public enum Style {
        case defaultSolid
        case `default`
        case alertSolid
        case alert
        case successSolid
        case success
    }

    public var body: some View { fatalError() }
}

public struct TitleAndIcon: View {
    public struct ButtonDetails {
        let title: String
        let action: () -> Void
    }

    public init(title: String,
                subtitle: String? = nil,
                icon: KeyPath<CompoundIcons, Image>,
                iconStyle: BigIcon.Style,
                button: ButtonDetails? = nil) {}

    public var body: some View { fatalError() }
}
