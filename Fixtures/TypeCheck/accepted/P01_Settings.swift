import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct SettingsView: View {
    @State private var notificationsEnabled = true
    @State private var soundEnabled = false
    @State private var volume: Double = 0.5
    @State private var fontSize = 14
    @State private var username = ""
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("lastUser") private var lastUser: String?
    @AppStorage("showTips") private var showTips: Bool = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Enable notifications", isOn: $notificationsEnabled)
                    Toggle(isOn: $soundEnabled) {
                        Label("Sounds", systemImage: "speaker.wave.2")
                    }
                    .disabled(!notificationsEnabled)
                }
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                    Slider(value: $volume, in: 0...1, step: 0.1) {
                        Text("Volume")
                    }
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 8...32)
                } header: {
                    Text("Appearance")
                } footer: {
                    Text("Launched \(launchCount) times")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                Section(header: Text("Account")) {
                    TextField("Username", text: $username)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    if let lastUser {
                        LabeledContent("Last user", value: lastUser)
                    }
                    Toggle("Show tips", isOn: $showTips)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
