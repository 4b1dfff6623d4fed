import SVRefactorCore

/// Whether the module may use Observation: `@Observable`, `@Bindable` and
/// `@Environment(T.self)` need iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1. On older
/// systems the migrated code would not build, so the rule refuses unless it knows the module
/// requires them.
enum ObservationAvailability {
    /// The first version of each platform with Observation, by `Package.swift`'s platform names.
    static let minimums: [String: [Int]] = [
        "iOS": [17], "macCatalyst": [17], "macOS": [14], "tvOS": [17], "watchOS": [10], "visionOS": [1],
    ]

    /// Why the module may not use Observation, or nil when it may.
    ///
    /// - `minimumIOS`: `--option min-ios`, which overrides what the project declares.
    /// - `target`: what the module's `Package.swift` or Xcode project declares; nil when the CLI
    ///   found neither.
    static func refusal(minimumIOS: [Int]?, target: DeploymentTarget?) -> String? {
        let advice = "pass --option min-ios=17 once the module requires iOS 17 and macOS 14"
        if let minimumIOS {
            guard minimumIOS.lexicographicallyPrecedes(minimums["iOS"]!) else { return nil }
            return "--option min-ios=\(DeploymentTarget.format(minimumIOS)) is older than iOS 17, the first with Observation"
        }
        guard let target else {
            return "svrefactor found no Package.swift or Xcode project to read the deployment target from, and Observation needs iOS 17 and macOS 14; \(advice)"
        }
        guard !target.minimums.isEmpty else {
            return "\(target.source) declares no platforms, so the oldest ones SwiftPM supports apply, and Observation needs iOS 17 and macOS 14; raise them with platforms: [.iOS(.v17), .macOS(.v14)], or \(advice)"
        }
        let older = target.minimums.keys.sorted().compactMap { platform -> String? in
            guard let required = minimums[platform], let declared = target.minimums[platform],
                declared.lexicographicallyPrecedes(required)
            else { return nil }
            return "\(platform) \(DeploymentTarget.format(declared)) (Observation needs \(DeploymentTarget.format(required)))"
        }
        guard !older.isEmpty else { return nil }
        return "\(target.source) supports \(older.joined(separator: ", ")); raise the deployment target, or \(advice)"
    }
}
