// Hand-written stand-ins for the damus types LoginView.swift uses (damus builds in Swift 5 mode), plus
// the UIKit API the file uses (on iOS it comes with `import SwiftUI`), marked NOT app code.
import CodeScanner
import Foundation
import FoundationNetworking
import SwiftUI

// damus/Core/Nostr/Id.swift, damus/Core/Types/Ids/Pubkey.swift
struct Pubkey: Hashable, Identifiable {
    var id: Data { fatalError() }
}

struct Privkey: Hashable {}

// damus/Core/Nostr/Keys.swift
struct Keypair {
    let pubkey: Pubkey
    let privkey: Privkey?
}

enum Bech32Key {
    case pub(Pubkey)
    case sec(Privkey)
}

func decode_bech32_key(_ key: String) -> Bech32Key? { fatalError() }
func privkey_to_pubkey(privkey: Privkey) -> Pubkey? { fatalError() }
func save_pubkey(pubkey: Pubkey) {}
func save_privkey(privkey: Privkey) throws {}
func clear_saved_privkey() throws {}
func get_saved_keypair() -> Keypair? { fatalError() }

// damus/Core/Nostr/ProofOfWork.swift
func hex_decode(_ str: String) -> [UInt8]? { fatalError() }
func hex_decode_pubkey(_ str: String) -> Pubkey? { fatalError() }
func hex_decode_privkey(_ str: String) -> Privkey? { fatalError() }

// damus/Core/Nostr/NostrEvent.swift
func decode_data<T: Decodable>(_ data: Data) -> T? { fatalError() }

// damus/Shared/Utilities/CredentialHandler.swift (also conforms to ASAuthorizationControllerDelegate)
final class CredentialHandler: NSObject {
    func check_credentials() {}
    func save_credential(pubkey: Pubkey, privkey: Privkey) {}
}

// damus/Shared/Utilities/Router.swift
enum Route: Hashable {
    case CreateAccount
}

class NavigationCoordinator: ObservableObject {
    @Published var path = [Route]()
    func push(route: Route) {}
}

// damus/Notify/Notify.swift, damus/Notify/LoginNotify.swift
protocol Notify {
    associatedtype Payload
    static var name: Notification.Name { get }
    var payload: Payload { get }
}

struct Notifications<T: Notify> {
    let notify: T
    init(_ notify: T) { self.notify = notify }
}

struct NotifyHandler<T> {}

func notify<T: Notify>(_ notify: Notifications<T>) {}

struct LoginNotify: Notify {
    typealias Payload = Keypair
    static var name: Notification.Name { fatalError() }
    var payload: Keypair
}

extension Notifications {
    static func login(_ keypair: Keypair) -> Notifications<LoginNotify> { .init(.init(payload: keypair)) }
}

// damus/AppAccessibilityIdentifiers.swift
enum AppAccessibilityIdentifiers: String {
    case sign_in_nsec_key_entry_field
    case sign_in_confirm_button
    case sign_up_option_button
}

// damus/Shared/Buttons/GradientButtonStyle.swift
struct GradientButtonStyle: ButtonStyle {
    let padding: CGFloat
    init(padding: CGFloat = 16.0) { self.padding = padding }
    func makeBody(configuration: Configuration) -> some View { fatalError() }
}

// damus/Shared/Components/Gradients/DamusBackground.swift
struct DamusBackground: View {
    let maxHeight: CGFloat
    init(maxHeight: CGFloat = 250.0) { self.maxHeight = maxHeight }
    var body: some View { fatalError() }
}

// damus/Features/Onboarding/Views/CreateAccountView.swift
struct BackNav: View {
    var body: some View { fatalError() }
}

extension View {
    func placeholder<Content: View>(
        when shouldShow: Bool,
        alignment: Alignment = .leading,
        @ViewBuilder placeholder: () -> Content) -> some View { fatalError() }
}

// damus/Shared/Components/DamusColors.swift
class DamusColors {
    static let purple = Color("DamusPurple")
    static let neutral6 = Color("DamusNeutral6")
}

// GeneratedAssetSymbols.swift (Xcode-generated from the asset catalog)
extension Color {
    static var damusAdaptableWhite: Color { fatalError() }
}

// damus/Shared/Components/QRScanNSECView.swift

struct QRScanNSECView: View {
    @Binding var showQR: Bool
    @Binding var privKeyFound: Bool
    var codeScannerCompletion: (Result<ScanResult, ScanError>) -> Void
    var body: some View { fatalError() }
}

// NOT app code: UIKit API the file uses, with Apple's shapes (on iOS it comes with `import SwiftUI`).
class UIPasteboard: NSObject, @unchecked Sendable {
    class var general: UIPasteboard { fatalError() }
    var string: String?
}

@MainActor
class UIScreen: NSObject {
    class var main: UIScreen { fatalError() }
    var bounds: CGRect { fatalError() }
}

@MainActor
class UIFeedbackGenerator: NSObject {}

@MainActor
class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    enum FeedbackType: Int, @unchecked Sendable { case success, warning, error }
    override init() {}
    func notificationOccurred(_ notificationType: FeedbackType) {}
}

enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    case none, words, sentences, allCharacters
}

struct UITextContentType: Hashable, RawRepresentable, @unchecked Sendable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let password = UITextContentType(rawValue: "password")
}

// NOT app code: SwiftUI's UIKit-typed modifiers the stub lacks, with Apple's signatures.
extension View {
    nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { fatalError() }
    nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View { fatalError() }
}

// NOT app code: on Apple platforms URLSession and URLRequest come with Foundation; Linux keeps them in
// FoundationNetworking. These aliases make the real ones visible to every file of the unit.

typealias URLSession = FoundationNetworking.URLSession
typealias URLRequest = FoundationNetworking.URLRequest
