import SwiftUI

/// The "What's New" sheet shown once after an update.
struct ReleaseNotesSheet: View {
    @Environment(\.openURL) private var openURL

    let release: Release

    var body: some View {
        NavigationStack {
            ScrollView {
                ReleaseNotesSheetContent(release: release)
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
}

private struct ReleaseNotesSheetContent: View {
    let release: Release

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ReleaseNotesSheetHeader(release: release)
            ForEach(release.highlights, id: \.self) { highlight in
                Label(highlight, systemImage: "sparkles")
            }
            ReleaseNotesSheetFooter()
        }
        .padding()
    }
}

private struct ReleaseNotesSheetHeader: View {
    @Environment(Theme.self) private var theme

    let release: Release

    var body: some View {
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
}

private struct ReleaseNotesSheetFooter: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
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
