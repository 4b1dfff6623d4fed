import SwiftUI

struct SettingsView: View {
    let currentRelease: Release
    @State private var theme = Theme()
    @State private var isShowingReleaseNotes = false

    var body: some View {
        NavigationStack {
            Form {
                Section("About") {
                    LabeledContent("Version", value: currentRelease.version)
                    Button("What's New") {
                        isShowingReleaseNotes = true
                    }
                }
                Section("Appearance") {
                    ColorPicker("Tint", selection: $theme.tintColor)
                }
            }
            .navigationTitle("Settings")
        }
        .sheet(isPresented: $isShowingReleaseNotes) {
            ReleaseNotesSheet(release: currentRelease)
                .environment(theme)
        }
    }
}
