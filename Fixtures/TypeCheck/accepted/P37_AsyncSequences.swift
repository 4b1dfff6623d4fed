import SwiftUI

@MainActor
@Observable
final class TickerModel {
    var ticks = 0
    private var task: Task<Void, Never>?

    func start() {
        task = Task {
            while !Task.isCancelled {
                ticks += 1
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    func stop() { task?.cancel() }
}

struct TickerView: View {
    @State private var model = TickerModel()
    @State private var latest: Notification?

    var body: some View {
        Text("\(model.ticks)")
            .monospacedDigit()
            .contentTransition(.numericText())
            .onAppear { model.start() }
            .onDisappear { model.stop() }
            .task {
                for await note in NotificationCenter.default.publisher(for: .init("tick")).values {
                    latest = note
                }
            }
    }
}
