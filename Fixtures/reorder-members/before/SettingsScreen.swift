import SwiftUI

/// The app's settings: notifications, appearance and account.
struct SettingsScreen: View {
    // MARK: - State

    @State private var notificationsEnabled = true
    @AppStorage("prefersCompactRows") private var prefersCompactRows = false
    @Environment(\.openURL) private var openURL
    @State private var isConfirmingSignOut = false
    @Environment(\.dismiss) private var dismiss

    // MARK: - Views

    private var appearanceSection: some View {
        Section("Appearance") {
            Toggle("Compact rows", isOn: $prefersCompactRows)
        }
    }

    private func signOut() {
        isConfirmingSignOut = false
        dismiss()
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Enabled", isOn: $notificationsEnabled)
                }
                appearanceSection
                Section {
                    Button("Privacy policy") {
                        openURL(URL(string: "https://example.com/privacy")!)
                    }
                    Button("Sign out", role: .destructive) {
                        isConfirmingSignOut = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Sign out?", isPresented: $isConfirmingSignOut) {
                Button("Sign out", role: .destructive, action: signOut)
            }
        }
    }
}

struct SettingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        SettingsScreen()
    }
}
