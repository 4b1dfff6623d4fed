// Hand-written stand-in for the compound-design-tokens package (element-hq/compound-design-tokens):
// the colour tokens and icons the unit uses.
import SwiftUI

public struct CompoundColorTokens {
    public init() {}
    public let bgCanvasDefault = Color.white
    public let bgSubtleSecondary = Color.gray
    public let iconOnSolidPrimary = Color.white
    public let iconPrimary = Color.black
    public let textPrimary = Color.black
    public let textSecondary = Color.gray
}

public struct CompoundIcons {
    public init() {}
    public let check = Image(systemName: "checkmark")
    public let close = Image(systemName: "xmark")
    public let errorSolid = Image(systemName: "exclamationmark.circle.fill")
    public let keySolid = Image(systemName: "key.fill")
}
