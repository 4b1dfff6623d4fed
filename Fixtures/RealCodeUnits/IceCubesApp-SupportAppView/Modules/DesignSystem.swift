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
}

extension Font {
    public static var scaledTitle: Font { .title }
    public static var scaledHeadline: Font { .headline }
    public static var scaledBody: Font { .body }
    public static var scaledSubheadline: Font { .subheadline }
    public static var scaledFootnote: Font { .footnote }
    public static var scaledCaption: Font { .caption }
}
