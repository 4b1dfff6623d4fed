// Hand-written stand-in for the SFSafeSymbols package: the symbol type, the symbols the unit uses
// and the SwiftUI initialiser that takes them.
import SwiftUI

public struct SFSymbol: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public extension SFSymbol {
    static let checkmark = SFSymbol(rawValue: "checkmark")
    static let questionmarkCircle = SFSymbol(rawValue: "questionmark.circle")
}

public extension Image {
    init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue) }
}
