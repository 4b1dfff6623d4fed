// Hand-written stand-ins for the CodeEdit types (and the few AppKit types) the unit's real files use.
import SwiftUI

// NOT app code: AppKit types and AppKit-typed SwiftUI API the stub lacks, with Apple's shapes.
// AppKit: `class NSColor` (`class var systemYellow: NSColor`), `class NSFont` with `struct Weight`;
// SwiftUI (macOS): `extension Color { init(_ color: NSColor) }`.
class NSColor: @unchecked Sendable {
    class var systemYellow: NSColor { NSColor() }
}

class NSFont: @unchecked Sendable {
    struct Weight: Hashable, Codable, Sendable {
        let rawValue: CGFloat
        static let regular = Weight(rawValue: 0)
        static let medium = Weight(rawValue: 0.23)
    }
}

extension Color {
    init(_ color: NSColor) { self = .clear }
}

// CodeEdit/Features/Settings/Models/AppSettings.swift (the wrapper keeps the app's shape)
@propertyWrapper
struct AppSettings<T>: DynamicProperty where T: Equatable {
    let keyPath: WritableKeyPath<SettingsData, T>

    init(_ keyPath: WritableKeyPath<SettingsData, T>) {
        self.keyPath = keyPath
    }

    var wrappedValue: T {
        get { fatalError() }
        nonmutating set {}
    }

    var projectedValue: Binding<T> { fatalError() }
}

// CodeEdit/Features/Settings/Models/SettingsData.swift and Pages/TerminalSettings/Models/TerminalSettings.swift
struct SettingsData: Codable, Hashable {
    var terminal: TerminalSettings = .init()

    struct TerminalSettings: Codable, Hashable {
        var useEditorTheme: Bool = true
        var darkAppearance: Bool = false
        var useThemeBackground: Bool = true
        var optionAsMeta: Bool = false
        var shell: TerminalShell = .system
        var font: TerminalFont = .init()
        var cursorStyle: TerminalCursorStyle = .block
        var cursorBlink: Bool = false
        var useTextEditorFont: Bool = true
        var useShellIntegration: Bool = true
        var useLoginShell: Bool = true
    }

    enum TerminalShell: String, Codable, Hashable {
        case bash
        case zsh
        case system
    }

    enum TerminalCursorStyle: String, Codable, Hashable {
        case block
        case underline
        case bar
    }

    struct TerminalFont: Codable, Hashable {
        var size: Double = 12
        var name: String = "SF Mono"
        var weight: NSFont.Weight = .medium
    }
}

// CodeEdit/Features/Settings/Views
struct SettingsForm<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { fatalError() }
}

struct MonospacedFontPicker: View {
    var title: String
    @Binding var selectedFontName: String
    init(title: String, selectedFontName: Binding<String>) {
        self.title = title
        self._selectedFontName = selectedFontName
    }
    var body: some View { fatalError() }
}

struct FontWeightPicker: View {
    @Binding var selection: NSFont.Weight
    var label: String?
    var body: some View { fatalError() }
}
