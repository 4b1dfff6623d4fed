// Hand-written stand-in for IceCubes' DesignSystem package: only what the units use.
import SwiftUI

@MainActor
@Observable
public final class Theme {
    public var tintColor: Color = .purple
    public var primaryBackgroundColor: Color = .white
    public var secondaryBackgroundColor: Color = .gray
    public var labelColor: Color = .black
    public init() {}
    public static let shared = Theme()
}

extension Font {
    public static var scaledTitle: Font { .title }
    public static var scaledHeadline: Font { .headline }
    public static var scaledBody: Font { .body }
    public static var scaledSubheadline: Font { .subheadline }
    public static var scaledFootnote: Font { .footnote }
    public static var scaledCaption: Font { .caption }
}

@MainActor
extension CGFloat {
    public static var layoutPadding: CGFloat { 8 }
}

public struct ErrorView: View {
    public init(
        title: LocalizedStringKey, message: LocalizedStringKey, buttonTitle: LocalizedStringKey,
        onButtonPress: @escaping (() async -> Void)
    ) {}
    public var body: some View { fatalError() }
}

public struct NextPageView: View {
    public init(loadNextPage: @escaping (() async throws -> Void)) {}
    public var body: some View { fatalError() }
}

public struct PlaceholderView: View {
    public init(iconName: String, title: LocalizedStringKey, message: LocalizedStringKey) {}
    public var body: some View { fatalError() }
}

public struct ScrollToView: View {
    public init() {}
    public var body: some View { fatalError() }
}
