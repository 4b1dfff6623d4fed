/// Small SwiftUI files for end-to-end tests.
enum Samples {
    static let unordered = """
        import SwiftUI

        struct CounterView: View {
            var body: some View {
                Button("Count: \\(count)", action: increment)
            }

            @State private var count = 0
            @Environment(\\.dismiss) private var dismiss

            private func increment() {
                count += 1
            }
        }

        """

    static let ordered = """
        import SwiftUI

        struct CounterView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var count = 0

            var body: some View {
                Button("Count: \\(count)", action: increment)
            }

            private func increment() {
                count += 1
            }
        }

        """

    /// A different view, so batches hold distinct files.
    static func unordered(named name: String) -> String {
        unordered.replacingOccurrences(of: "CounterView", with: name)
    }

    static func ordered(named name: String) -> String {
        ordered.replacingOccurrences(of: "CounterView", with: name)
    }
}

import Foundation
