import SwiftUI

// A media player screen modelled on real apps: a view model created by the view, a wrapper that
// creates its observer in init, and objects that are rightly passed in or shared.

@MainActor
final class PlaybackModel: ObservableObject {
    static let shared = PlaybackModel(trackID: "")

    @Published var isPlaying = false
    @Published var position = 0.0
    let trackID: String

    init(trackID: String) {
        self.trackID = trackID
    }
}

final class ClockObserver: ObservableObject {
    @Published var now = Date()

    init(interval: Double) {}
}

/// Re-creates its observer every time the view that holds it is re-created.
struct CurrentTime: DynamicProperty {
    @ObservedObject private var observer: ClockObserver

    init(interval: Double = 1) {
        self.observer = .init(interval: interval)
    }

    var wrappedValue: Date { observer.now }
}

struct PlayerScreen: View {
    let trackID: String
    @ObservedObject var model = PlaybackModel(trackID: "intro")
    @ObservedObject var shared = PlaybackModel.shared

    var body: some View {
        VStack {
            Text(model.trackID)
            Button(model.isPlaying ? "Pause" : "Play") {
                model.isPlaying.toggle()
            }
            PlayerControls(model: shared)
        }
    }
}

struct PlayerControls: View {
    @ObservedObject var model: PlaybackModel
    @State var showsVolume = false

    var body: some View {
        HStack {
            Slider(value: $model.position)
            Button("Volume") { showsVolume.toggle() }
        }
    }
}

struct QueueScreen: View {
    @StateObject private var model = PlaybackModel(trackID: "queue")
    @ObservedObject private var upNext: PlaybackModel

    init(trackID: String) {
        _upNext = ObservedObject(wrappedValue: PlaybackModel(trackID: trackID))
    }

    var body: some View {
        Text(model.trackID + upNext.trackID)
    }
}
