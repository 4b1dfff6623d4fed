import SwiftUI

private struct AccentThemeKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

private struct MaxItemsKey: EnvironmentKey {
    static let defaultValue = 10
}

extension EnvironmentValues {
    var accentTheme: Color {
        get { self[AccentThemeKey.self] }
        set { self[AccentThemeKey.self] = newValue }
    }
    var maxItems: Int {
        get { self[MaxItemsKey.self] }
        set { self[MaxItemsKey.self] = newValue }
    }
}

struct ThemedLabel: View {
    @Environment(\.accentTheme) private var accent
    @Environment(\.maxItems) private var maxItems
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.openURL) private var openURL
    @Environment(\.editMode) private var editMode
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.isSearching) private var isSearching
    @Environment(\.refresh) private var refresh
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("Max \(maxItems)")
                .foregroundStyle(accent)
                .opacity(isEnabled ? 1 : 0.5)
            if sizeClass == .compact || colorScheme == .dark {
                Text(locale.identifier)
            }
            if typeSize.isAccessibilitySize { Text("Large type") }
            Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
            Button("Open") {
                openURL(URL(string: "https://example.com")!)
            }
            if let refresh {
                Button("Refresh") { Task { await refresh() } }
            }
        }
    }
}

struct ThemedContainer: View {
    var body: some View {
        ThemedLabel()
            .environment(\.accentTheme, .pink)
            .environment(\.maxItems, 3)
            .environment(\.colorScheme, .dark)
    }
}
