// Hand-written stand-in for IceCubes' Env package: only what the units use.
import Models
import NetworkClient
import Observation
import SwiftUI

public enum SheetDestination: Identifiable, Hashable {
    case accountEditInfo
    case accountFiltersList
    public var id: String { "\(self)" }
}

@MainActor
@Observable public class RouterPath {
    public var path: [String] = []
    public var presentedSheet: SheetDestination?
    public init() {}
}

@MainActor
@Observable public class CurrentAccount {
    public private(set) var account: Account?
    public private(set) var followRequests: [Account] = []
    public static let shared = CurrentAccount()
}

@MainActor
extension View {
    public func withPreviewsEnv() -> some View {
        environment(RouterPath())
            .environment(MastodonClient(server: ""))
            .environment(CurrentAccount.shared)
    }
}

@MainActor
@Observable public class StreamWatcher {
    public var latestEvent: (any StreamEvent)?
}

@MainActor
@Observable public class CurrentInstance {
    public static let shared = CurrentInstance()
}

@MainActor
@Observable public class UserPreferences {
    public static let shared = UserPreferences()
    public func refreshServerPreferences() async {}
}

@MainActor
public class SoundEffectManager {
    public enum SoundEffect: String, CaseIterable {
        case pull, refresh, tootSent, tabSelection, bookmark, boost, favorite, share
    }

    public static let shared: SoundEffectManager = .init()
    public func playSound(_ effect: SoundEffect) {}
}

@MainActor
public class HapticManager {
    public enum HapticType {
        case buttonPress
        case dataRefresh(intensity: CGFloat)
        case tabSelection
    }

    public static let shared: HapticManager = .init()
    public func fireHaptic(_ type: HapticType) {}
}
