import SwiftUI

struct Formatter_ {
    static func format(_ n: Int) -> String { "\(n)" }
}

struct StatsView: View {
    @State private var values: [Int] = [1, 2, 3]
    @State private var status = "idle"

    var body: some View {
        VStack {
            Text(title())
            Text(Formatter_.format(total))
            ForEach(values, id: \.self) { value in
                row(for: value)
            }
            Button("Reset") { reset() }
            Button("Async") {
                Task {
                    await refresh()
                    reset()
                }
            }
        }
    }

    private var total: Int { values.reduce(0, +) }

    private func title() -> String { "Stats (\(values.count))" }

    @ViewBuilder
    private func row(for value: Int) -> some View {
        if value.isMultiple(of: 2) {
            Text("even \(value)")
        } else {
            Text("odd \(value)").foregroundStyle(.secondary)
        }
    }

    @MainActor
    private func reset() { values = [] ; status = "reset" }

    private func refresh() async {
        try? await Task.sleep(nanoseconds: 10)
        status = "refreshed"
    }
}
