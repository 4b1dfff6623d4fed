import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var log: [String] = []
    @State private var name = ""
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            TextField("Name", text: $name)
        }
        .onChange(of: count) { oldValue, newValue in
            log.append("\(oldValue) -> \(newValue)")
        }
        .onChange(of: name) {
            log.append("name changed to \(name)")
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            if phase == .background { log.removeAll() }
        }
        .onChange(of: count) { newValue in
            print(newValue)
        }
    }
}
