// Hand-written stand-in for IceCubes' Env package: only what the units use.
import Models
import NetworkClient
import Observation
import SwiftUI

@MainActor
@Observable public class RouterPath {
    public var path: [String] = []
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
