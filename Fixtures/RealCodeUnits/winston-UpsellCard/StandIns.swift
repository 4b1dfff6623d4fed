// Hand-written stand-ins for the winston declarations the unit's real files use.
import Defaults
import SwiftUI

// globals/Defaults/defaults.swift
extension Defaults.Keys {
    static let GeneralDefSettings = Defaults.Key<GeneralDefSettings>("GeneralDefSettings", default: .init())
}
