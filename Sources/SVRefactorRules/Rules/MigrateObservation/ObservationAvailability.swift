import SVRefactorCore

/// Whether the module may use Observation: `@Observable`, `@Bindable` and
/// `@Environment(T.self)` need iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1. On older
/// systems the migrated code would not build, so the rule refuses unless it knows the module
/// requires them.
enum ObservationAvailability {
    static let availability = PlatformAvailability(
        feature: "Observation",
        minimums: ["iOS": [17], "macCatalyst": [17], "macOS": [14], "tvOS": [17], "watchOS": [10], "visionOS": [1]])

    /// Why the module may not use Observation, or cannot be shown to; nil when it may.
    ///
    /// - `minimumIOS`: `--option min-ios`, which overrides what the project declares.
    /// - `target`: what the module's `Package.swift` or Xcode project declares; nil when the CLI
    ///   found neither.
    static func refusal(minimumIOS: [Int]?, target: DeploymentTarget?) -> String? {
        switch availability.answer(
            minimumIOS: minimumIOS, target: target, advice: "pass --option min-ios=17 once the module requires iOS 17 and macOS 14")
        {
        case .available: return nil
        case let .unavailable(reason), let .unknown(reason): return reason
        }
    }
}
