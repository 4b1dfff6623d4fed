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
                NotificationSettingsChannelsSection(
                    pushEnabled: $pushEnabled,
                    emailEnabled: $emailEnabled
                )
                NotificationSettingsScheduleSection(
                    pushEnabled: pushEnabled,
                    emailEnabled: emailEnabled,
                    digestHour: $digestHour,
                    quietHours: $quietHours
                )
            }
            .navigationTitle("Notifications")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

// MARK: - Sections

private struct NotificationSettingsChannelsSection: View {
    @Binding var pushEnabled: Bool
    @Binding var emailEnabled: Bool

    var body: some View {
        Section("Channels") {
            Toggle("Push", isOn: $pushEnabled)
            Toggle("Email", isOn: $emailEnabled)
            if !pushEnabled && !emailEnabled {
                Text("You will not be notified.")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// Only shown when at least one channel is on.
private struct NotificationSettingsScheduleSection: View {
    let pushEnabled: Bool
    let emailEnabled: Bool
    @Binding var digestHour: Int
    @Binding var quietHours: Bool

    var body: some View {
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
