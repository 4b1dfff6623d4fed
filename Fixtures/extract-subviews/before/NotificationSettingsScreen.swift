import SwiftUI

/// Settings for push and email notifications.
struct NotificationSettingsScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var pushEnabled = true
    @State private var emailEnabled = false
    @State private var digestHour = 9
    @AppStorage("quietHours") private var quietHours = false

    var body: some View {
        NavigationStack {
            Form {
                channelsSection
                scheduleSection
            }
            .navigationTitle("Notifications")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }

    // MARK: - Sections

    private var channelsSection: some View {
        Section("Channels") {
            Toggle("Push", isOn: $pushEnabled)
            Toggle("Email", isOn: $emailEnabled)
            if !pushEnabled && !emailEnabled {
                Text("You will not be notified.")
                    .foregroundStyle(.secondary)
            }
        }
    }

    /// Only shown when at least one channel is on.
    @ViewBuilder
    private var scheduleSection: some View {
        if pushEnabled || emailEnabled {
            Section("Schedule") {
                Stepper("Daily digest at \(digestHour):00", value: $digestHour, in: 0...23)
                Toggle("Quiet hours", isOn: $quietHours)
            }
        }
    }
}

struct NotificationSettingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        NotificationSettingsScreen()
    }
}
