import SwiftUI

extension APIKeysView {

    struct APIKeyRow: View {

        enum Style {
            case regular
            case dimmed
        }

        let apiKey: APIKey
        let style: Style

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(apiKey.appName)
                    .fontWeight(.semibold)
                    .lineLimit(2)

                Text(apiKey.accessToken)
                    .font(.caption.monospaced())
                    .lineLimit(1)

                LabeledContent("Created") {
                    if let dateCreated = apiKey.dateCreated {
                        Text(dateCreated, format: .dateTime)
                    } else {
                        Text("Unknown")
                    }
                }
                .monospacedDigit()
            }
            .font(.subheadline)
            .opacity(style == .dimmed ? 0.5 : 1)
        }
    }
}
