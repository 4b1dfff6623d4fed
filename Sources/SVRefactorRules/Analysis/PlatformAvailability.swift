import SVRefactorCore

/// Whether a module may use an API that needs newer systems (Observation, `foregroundStyle`): the
/// first version of each platform that has it, checked against `--option min-ios` or the
/// deployment target the CLI read from `Package.swift`, the Xcode project, XcodeGen's
/// `project.yml` or Tuist's `Project.swift`.
struct PlatformAvailability {
    /// What needs the versions, for messages: `Observation`, `foregroundStyle(_:)`.
    let feature: String
    /// The first version of each platform with `feature`, by `Package.swift`'s platform names.
    let minimums: [String: [Int]]

    /// What the deployment target says about `feature`.
    enum Answer: Equatable {
        case available
        /// The module supports systems without it; the reason says which.
        case unavailable(String)
        /// svrefactor found no `Package.swift` or Xcode project: the reason says so.
        case unknown(String)
    }

    /// The `min-ios` option of a rule that reads the deployment target; `consequence` says what
    /// the rule does below `feature`'s iOS version.
    func minimumIOSOption(consequence: String) -> RuleOptionSpec {
        RuleOptionSpec(
            name: "min-ios",
            summary: "The module's oldest iOS version; auto reads it from Package.swift or the Xcode project. \(consequence)",
            kind: .versionOrAuto, defaultValue: "auto")
    }

    /// `iOS 17 and macOS 14`.
    var requirement: String {
        ["iOS", "macOS"].compactMap { platform in minimums[platform].map { "\(platform) \(DeploymentTarget.format($0))" } }
            .joined(separator: " and ")
    }

    /// - `minimumIOS`: `--option min-ios`, which overrides what the project declares.
    /// - `target`: what the module's `Package.swift` or Xcode project declares; nil when the CLI
    ///   found neither (or the run has no project model).
    /// - `advice`: what the user can do, ending every message that is not about `min-ios` itself.
    func answer(minimumIOS: [Int]?, target: DeploymentTarget?, advice: String) -> Answer {
        if let minimumIOS, let required = minimums["iOS"] {
            guard minimumIOS.lexicographicallyPrecedes(required) else { return .available }
            return .unavailable("--option min-ios=\(DeploymentTarget.format(minimumIOS)) is older than iOS \(DeploymentTarget.format(required)), the first with \(feature)")
        }
        guard let target else {
            return .unknown("svrefactor found no Package.swift, Xcode project, XcodeGen project.yml or Tuist Project.swift to read the deployment target from, and \(feature) needs \(requirement); \(advice)")
        }
        guard !target.minimums.isEmpty else {
            let platforms = ["iOS", "macOS"].compactMap { platform in
                minimums[platform].map { ".\(platform)(.v\($0.map(String.init).joined(separator: "_")))" }
            }
            return .unavailable(
                "\(target.source) declares no platforms, so the oldest ones SwiftPM supports apply, and \(feature) needs \(requirement); raise them with platforms: [\(platforms.joined(separator: ", "))], or \(advice)")
        }
        let older = target.minimums.keys.sorted().compactMap { platform -> String? in
            guard let required = minimums[platform], let declared = target.minimums[platform],
                declared.lexicographicallyPrecedes(required)
            else { return nil }
            return "\(platform) \(DeploymentTarget.format(declared)) (\(feature) needs \(DeploymentTarget.format(required)))"
        }
        guard !older.isEmpty else { return .available }
        return .unavailable("\(target.source) supports \(older.joined(separator: ", ")); raise the deployment target, or \(advice)")
    }
}
