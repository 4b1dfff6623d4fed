import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var settings: SettingsStore
    @State private var isConfirmingSignOut = false

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $settings.displayName)
                    .textInputAutocapitalization(.words)
                accountRow
            }

            Section("Reading") {
                Slider(value: $settings.fontScale, in: 0.8...1.6, step: 0.1) {
                    Text("Text size")
                }
                Toggle("Sync over cellular", isOn: $settings.syncsOverCellular)
            }

            if settings.accountID != nil {
                Section {
                    Button("Sign Out", role: .destructive) {
                        isConfirmingSignOut = true
                    }
                }
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Sign out of this device?", isPresented: $isConfirmingSignOut) {
            Button("Sign Out", role: .destructive) {
                settings.signOut()
            }
        }
    }

    // Only reads the store, so it needs no binding.
    private var accountRow: some View {
        LabeledContent("Account", value: settings.accountID ?? "Not signed in")
    }
}
