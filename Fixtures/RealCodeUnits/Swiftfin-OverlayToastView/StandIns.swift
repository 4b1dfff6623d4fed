// Hand-written stand-ins for the Swiftfin helpers the unit's real files use.
import SwiftUI

// Shared/Extensions/String.swift
extension String {
    static let empty = "empty"
}

// Shared/Extensions/EnvironmentValues.swift (an @Entry in the app)
private struct SafeAreaInsetsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    var safeAreaInsets: EdgeInsets {
        get { self[SafeAreaInsetsKey.self] }
        set { self[SafeAreaInsetsKey.self] = newValue }
    }
}

// Shared/Extensions/UIDevice.swift
enum UIDevice {
    static var isTV: Bool { false }
}

// Shared/Extensions/ViewExtensions/Backport (Backport and its glass effect)
struct BackportGlass {
    static let regular = BackportGlass()
    func interactive(_ isInteractive: Bool = true) -> Self { self }
}

struct Backport<Content> {
    let content: Content
}

extension Backport where Content: View {
    @ViewBuilder
    func glassEffect(_ glass: BackportGlass = .regular, in shape: some Shape) -> some View { fatalError() }
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}
