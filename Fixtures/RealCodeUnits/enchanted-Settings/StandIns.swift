// Hand-written stand-ins for the Enchanted types the unit's real files use.
import AVFoundation
import Combine
import SwiftUI

// Models/LanguageModelSD.swift (a SwiftData model in the app)
final class LanguageModelSD: Identifiable {
    var name: String = ""
}

// Services/SwiftDataService.swift (a ModelActor in the app)
final actor SwiftDataService {
    static let shared = SwiftDataService()
}

// Stores/LanguageModelStore.swift
@Observable
final class LanguageModelStore {
    // `nonisolated(unsafe)`: the app's plain `static let` of a non-Sendable class is only accepted in Swift 5 mode
    nonisolated(unsafe) static let shared = LanguageModelStore(swiftDataService: SwiftDataService.shared)

    private var swiftDataService: SwiftDataService
    @MainActor var models: [LanguageModelSD] = []

    init(swiftDataService: SwiftDataService) {
        self.swiftDataService = swiftDataService
    }

    @MainActor
    func setModel(modelName: String) {}

    @MainActor
    func loadModels() async throws {}

    @MainActor
    func deleteAllModels() async throws {}
}

// Stores/ConversationStore.swift
@Observable
final class ConversationStore: Sendable {
    static let shared = ConversationStore(swiftDataService: SwiftDataService.shared)

    init(swiftDataService: SwiftDataService) {}

    func deleteAllConversations() {}
}

// Services/OllamaService.swift, Services/HapticsService.swift
class OllamaService: @unchecked Sendable {
    static let shared = OllamaService()
    func initEndpoint(url: String? = nil, bearerToken: String? = "okki") {}
    func reachable() async -> Bool { false }
}

class Haptics: @unchecked Sendable {
    static let shared = Haptics()
    func mediumTap() {}
}

// Services/SpeechService.swift
@MainActor final class SpeechSynthesizer: NSObject, ObservableObject {
    static let shared = SpeechSynthesizer()
    @Published var isSpeaking = false
    @Published var voices: [AVSpeechSynthesisVoice] = []
    func fetchVoices() {}
}

// UI/Shared/Settings/SettingsView.swift
struct SettingsView: View {
    @Binding var ollamaUri: String
    @Binding var systemPrompt: String
    @Binding var vibrations: Bool
    @Binding var colorScheme: AppColorScheme
    @Binding var defaultOllamModel: String
    @Binding var ollamaBearerToken: String
    @Binding var appUserInitials: String
    @Binding var pingInterval: String
    @Binding var voiceIdentifier: String
    var save: () -> ()
    var checkServer: () -> ()
    var deleteAll: () -> ()
    var ollamaLangugeModels: [LanguageModelSD]
    var voices: [AVSpeechSynthesisVoice]

    var body: some View { fatalError() }
}
