import SwiftUI

/// The "What's New" sheet shown once after an update.
struct ReleaseNotesSheet: View {
    @Environment(Theme.self) private var theme
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    let release: Release

    var body: some View {
        NavigationStack {
            ScrollView {
                content
            }
            .navigationTitle("What's New")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Full Notes") {
                        openURL(release.notesURL)
                    }
                }
            }
        }
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 16) {
            header
            ForEach(release.highlights, id: \.self) { highlight in
                Label(highlight, systemImage: "sparkles")
            }
            footer
        }
        .padding()
    }

    private var header: some View {
        VStack(alignment: .leading) {
            Text("Version \(release.version)")
                .font(.largeTitle.bold())
                .foregroundStyle(theme.tintColor)
            Text(release.date, style: .date)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(theme.secondaryBackgroundColor)
    }

    private var footer: some View {
        Button {
            dismiss()
        } label: {
            Text("Continue")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .padding(.top)
    }
}
