// Hand-written stand-ins for the Swiftfin types the unit's real files use.
import Combine
import Defaults
import SwiftUI

// Shared/Extensions/Color.swift
extension Color {
    static let jellyfinPurple = Color.purple
}

// Shared/Services/SwiftfinDefaults.swift (the app declares `static var`; a `let` here keeps Swift 6 mode about the view code)
extension Defaults.Keys {
    static let accentColor = Defaults.Key<Color>("accentColor", default: .jellyfinPurple)
}

// Shared/Coordinators/Navigation/Router.swift
struct NavigationRoute {}

@propertyWrapper
struct Router: DynamicProperty {
    @MainActor
    struct Wrapper {
        let dismiss: DismissAction
        func route(to route: NavigationRoute, in namespace: Namespace.ID? = nil) {}
    }

    var wrappedValue: Wrapper { fatalError() }
}

// Shared/Strings/Strings.swift (generated)
enum L10n {
    static let add = "add"
    static let close = "close"
    static let connect = "connect"
    static let connection = "connection"
    static let connectToServer = "connectToServer"
    static let duplicateServerConnectionFooter = "duplicateServerConnectionFooter"
    static func duplicateServerConnectionMessage(_ p1: Any) -> String { "\(p1)" }
    static let localServers = "localServers"
    static let noLocalServersFound = "noLocalServersFound"
    static let server = "server"
    static let url = "url"
    static let cancel = "cancel"
}

// Shared/Objects/PlatformView.swift (the app picks `body` with #if os(iOS) / os(tvOS); here the iOS one)
protocol PlatformView: View {
    associatedtype iOSBody: View
    associatedtype tvOSBody: View

    @ViewBuilder
    @MainActor
    var iOSView: Self.iOSBody { get }
    @ViewBuilder
    @MainActor
    var tvOSView: Self.tvOSBody { get }
}

extension PlatformView {
    @ViewBuilder
    @MainActor
    var body: some View {
        iOSView
    }
}

struct AlternateLayoutView<Content: View, Layout: View>: View {
    init(
        alignment: Alignment = .center,
        @ViewBuilder layout: @escaping () -> Layout,
        @ViewBuilder content: @escaping () -> Content
    ) {}

    var body: some View { fatalError() }
}

// Swiftfin tvOS/Components/SplitLoginWindowView.swift (the #else branch of the view compiles here)
struct SplitLoginWindowView<Leading: View, Trailing: View>: View {
    init(
        isLoading: Bool = false,
        @ViewBuilder leadingContentView: @escaping () -> Leading,
        @ViewBuilder trailingContentView: @escaping () -> Trailing
    ) {}

    var body: some View { fatalError() }
}

extension EdgeInsets {
    static let zero: EdgeInsets = .init()
}

enum UIDevice {
    enum FeedbackType { case success, warning, error }
    static func feedback(_ type: FeedbackType) {}
}

// Shared/Services/Notifications.swift
enum Notifications {
    class _AnyKey {}
    typealias Keys = _AnyKey

    final class Key<Payload>: _AnyKey {
        init(_ string: String) {}
        func post(_ payload: Payload) {}
    }

    static subscript<Payload>(key: Key<Payload>) -> Key<Payload> { key }
}

extension Notifications.Keys {
    static var didConnectToServer: Notifications.Key<ServerState> { .init("didConnectToServer") }
}

// Shared/SwiftfinStore/SwiftfinStore+ServerState.swift
typealias ServerState = SwiftfinStore.State.Server

enum SwiftfinStore {
    enum State {
        struct Server: Hashable, Identifiable, Codable {
            let urls: Set<URL>
            let currentURL: URL
            let name: String
            let id: String
            let userIDs: [String]
        }
    }
}

// Backport button styles (Shared/Extensions/ViewExtensions/Backport)
struct Backport<Content> {
    let content: Content
}

@MainActor
protocol BackportButtonStyle {}

struct BackportGlassProminentButtonStyle: BackportButtonStyle {
    func shadow(_ isEnabled: Bool = true) -> Self { self }
}

extension BackportButtonStyle where Self == BackportGlassProminentButtonStyle {
    static var glassProminent: Self { BackportGlassProminentButtonStyle() }
}

extension Backport where Content: View {
    @ViewBuilder
    func buttonStyle(_ style: some BackportButtonStyle) -> some View { fatalError() }
}

// Swiftfin/Extensions/ButtonStyle-iOS.swift
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    static var card: BorderlessButtonStyle { .init() }
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }

    @ViewBuilder
    func errorMessage(_ error: Binding<Error?>, dismissAction: @escaping () -> Void = {}) -> some View { fatalError() }

    @ViewBuilder
    func onFirstAppear(perform action: @escaping () -> Void) -> some View { fatalError() }

    @ViewBuilder
    func topBarTrailing(@ViewBuilder content: @escaping () -> some View) -> some View { fatalError() }

    @ViewBuilder
    func edgePadding(_ edges: Edge.Set = .all) -> some View { fatalError() }

    /// - Important: This does nothing on iOS.
    func focusSection() -> some View { self }

    @ViewBuilder
    func navigationBarCloseButton(disabled: Bool = false, _ action: @escaping () -> Void) -> some View { fatalError() }
}

// The view model's actions and events are generated by the @Stateful macro in the app.
@MainActor
final class ConnectToServerViewModel: ObservableObject {
    enum _Event {
        case connected(ServerState)
        case duplicateServer(ServerState)
    }

    enum State: Hashable {
        case connecting
        case initial
    }

    @Published var localServers: [ServerState] = []
    @Published var state: State = .initial
    @Published var error: Error?
    let events = PassthroughSubject<_Event, Never>()

    func addConnection(serverState: ServerState) {}
    func cancel() {}
    func connect(url: String) {}
    func searchForServers() {}
}

// NOT app code: an Apple API the SwiftUI stub lacks (UIKit-typed), declared with Apple's signature.
// SwiftUI: `nonisolated func keyboardType(_ type: UIKeyboardType) -> some View`; UIKit: `enum UIKeyboardType: Int`.
enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension View {
    nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { fatalError() }
}
