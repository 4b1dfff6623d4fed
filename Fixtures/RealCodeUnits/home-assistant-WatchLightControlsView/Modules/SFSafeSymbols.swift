// Hand-written stand-in for the SFSafeSymbols package: the symbol type, the symbols the unit uses
// and the SwiftUI initialisers that take them.
import SwiftUI

public struct SFSymbol: RawRepresentable, Equatable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public extension SFSymbol {
    static let arrowUturnBackward = SFSymbol(rawValue: "arrow.uturn.backward")
    static let checkmark = SFSymbol(rawValue: "checkmark")
    static let chevronDown = SFSymbol(rawValue: "chevron.down")
    static let chevronUp = SFSymbol(rawValue: "chevron.up")
    static let exclamationmarkCircleFill = SFSymbol(rawValue: "exclamationmark.circle.fill")
    static let trash = SFSymbol(rawValue: "trash")
    static let xmark = SFSymbol(rawValue: "xmark")
}

public extension Image {
    init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue) }
}

public extension Label where Title == Text, Icon == Image {
    init(_ titleKey: LocalizedStringKey, systemSymbol: SFSymbol) { self.init(titleKey, systemImage: systemSymbol.rawValue) }
    @_disfavoredOverload
    init<S: StringProtocol>(_ title: S, systemSymbol: SFSymbol) { self.init(title, systemImage: systemSymbol.rawValue) }
}
