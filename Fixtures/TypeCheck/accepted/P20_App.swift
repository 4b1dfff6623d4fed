import SwiftUI

@Observable
final class AppModel {
    var isOnboarded = false
}

final class LegacyStore: ObservableObject {
    @Published var count = 0
}

struct RootView: View {
    @Environment(AppModel.self) private var model
    var body: some View {
        if model.isOnboarded {
            Text("Home")
        } else {
            Text("Onboarding")
        }
    }
}

@main
struct MyApp: App {
    @State private var model = AppModel()
    @StateObject private var legacy = LegacyStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(model)
                .environmentObject(legacy)
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .background { print("bg") }
        }
    }
}
