// Hand-written stand-ins for the Swiftfin types the unit's real files use.
import JellyfinAPI
import SwiftUI

// Shared/Strings/Strings.swift (generated)
enum L10n {
    static let cancel = "cancel"
    static let message = "message"
    static func messageFrom(_ p1: Any) -> String { "\(p1)" }
    static let method = "method"
    static let pause = "pause"
    static let play = "play"
    static let send = "send"
    static let server = "server"
    static let session = "session"
    static let stop = "stop"
    static let stopPlaybackWarning = "stopPlaybackWarning"
    static let streams = "streams"
    static let title = "title"
    static let transcodeReasons = "transcodeReasons"
}

// Shared/Objects/Displayable.swift, SystemImageable; Shared/Extensions/JellyfinAPI
protocol Displayable {
    var displayTitle: String { get }
}

protocol SystemImageable {
    var systemImage: String { get }
}

extension TranscodeReason: Displayable, SystemImageable {
    var displayTitle: String { rawValue }
    var systemImage: String { "questionmark.app" }
}

extension SessionInfoDto {
    var playMethodDisplayTitle: String? { nil }
}

extension String {
    var nilIfBlank: String? { fatalError() }
}

extension Collection {
    var isNotEmpty: Bool { !isEmpty }
}

extension EdgeInsets {
    static let zero: EdgeInsets = .init()
}

// The StateAdapter view of the Engine package the app re-exports
struct StateAdapter<Value, Content: View>: View {
    init(initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {}
    var body: some View { fatalError() }
}

// Shared/Components/ChevronButton.swift
struct ChevronButton<Label: View>: View {
    var body: some View { fatalError() }
}

extension ChevronButton where Label == Text {
    init(_ title: String, systemName: String? = nil, action: @escaping () -> Void) {}
}

// Shared/Components/FormItemSection.swift (the item is a Poster in the app)
struct FormItemSection<Item: Hashable>: View {
    let item: Item
    var body: some View { fatalError() }
}

// Swiftfin/Views/AdminDashboardView/Components, ActiveSessionsView/Components
struct AdminDashboardView: View {
    struct UserSection: View {
        let user: UserDto
        let lastActivityDate: Date?
        let action: (() -> Void)?
        var body: some View { fatalError() }
    }

    struct DeviceSection: View {
        let client: String?
        let device: String?
        let version: String?
        var body: some View { fatalError() }
    }

    var body: some View { fatalError() }
}

struct ActiveSessionsView: View {
    struct ProgressSection: View {
        let item: BaseItemDto
        let playState: PlayerStateInfo
        let transcodingInfo: TranscodingInfo?
        var showTranscodeReason: Bool = false
        var body: some View { fatalError() }
    }

    var body: some View { fatalError() }
}

// Shared/Coordinators/Navigation
struct NavigationRoute {
    static func userDetails(user: UserDto) -> NavigationRoute { NavigationRoute() }
}

@propertyWrapper
struct Router: DynamicProperty {
    @MainActor
    struct Wrapper {
        let dismiss: DismissAction
        func route(to route: NavigationRoute, in namespace: Namespace.ID? = nil) {}
    }

    var wrappedValue: Wrapper { fatalError() }
}

// Shared/ViewModels (the session model's actions come from the @Stateful macro in the app)
struct UserState: Hashable {
    let username: String
}

final class UserSession {
    let user: UserState
    init(user: UserState) { self.user = user }
}

@MainActor
class ViewModel: ObservableObject {
    var userSession: UserSession?
}

final class SessionViewModel: ViewModel, @preconcurrency Identifiable {
    @Published var session: SessionInfoDto
    @Published var error: Error?
    var id: String? { session.id }

    init(session: SessionInfoDto) {
        self.session = session
        super.init()
    }

    func sendMessage(_ message: MessageCommand) {}
    func sendPlaystateCommand(command: PlaystateCommand, seekPositionTicks: Int?) {}
}

extension View {
    @ViewBuilder
    func errorMessage(_ error: Binding<Error?>, dismissAction: @escaping () -> Void = {}) -> some View { fatalError() }

    func listRowCornerRadius(_ radius: CGFloat) -> some View { self }
}
