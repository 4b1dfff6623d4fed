import SVRefactorCore
import Yams

/// The deployment target an XcodeGen spec (`project.yml`) declares: `options.deploymentTarget`
/// (per platform), each target's `deploymentTarget` (a version for the target's `platform`, or a
/// map per platform), and `…_DEPLOYMENT_TARGET` or `SWIFT_DEFAULT_ACTOR_ISOLATION` in the project's
/// or a target's `settings` (flat, `base:`, or per configuration). Read with Yams, which the CLI
/// has for `.svrefactor.yml`; the Core parses Xcode's and SwiftPM's formats without it.
enum XcodeGenSpec {
    /// XcodeGen's platform names are `Package.swift`'s.
    static let platforms: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// Nil when the text is not YAML or declares nothing of the kind.
    static func deploymentTarget(_ text: String, source: String) -> DeploymentTarget? {
        guard let root = try? Yams.compose(yaml: text), let spec = root.mapping else { return nil }
        var target = DeploymentTarget(minimums: [:], source: source)
        func add(_ platform: String, _ value: Node?) {
            guard platforms.contains(platform), let text = value?.scalar?.string, let version = DeploymentTarget.parseVersion(text) else { return }
            target.minimums[platform] = DeploymentTarget.older(target.minimums[platform] ?? version, version)
        }
        func addSettings(_ node: Node?) {
            guard let settings = node?.mapping else { return }
            for (key, value) in settings {
                guard let name = key.string else { continue }
                if let platform = DeploymentTarget.buildSettingPlatforms[name] {
                    add(platform, value)
                } else if name == "SWIFT_DEFAULT_ACTOR_ISOLATION" {
                    target.defaultsToMainActor = target.defaultsToMainActor || value.string == "MainActor"
                } else if name == "base" || name == "configs" {
                    addSettings(value)
                } else if value.mapping != nil {
                    // `configs: { Debug: { … } }`: a configuration's own settings.
                    addSettings(value)
                }
            }
        }
        for (platform, value) in spec["options"]?.mapping?["deploymentTarget"]?.mapping ?? [:] {
            if let name = platform.string { add(name, value) }
        }
        addSettings(spec["settings"])
        for (_, targetSpec) in spec["targets"]?.mapping ?? [:] {
            guard let targetSpec = targetSpec.mapping else { continue }
            let deployment = targetSpec["deploymentTarget"]
            if let perPlatform = deployment?.mapping {
                for (platform, value) in perPlatform { if let name = platform.string { add(name, value) } }
            } else if let platform = targetSpec["platform"]?.string {
                add(platform, deployment)
            }
            addSettings(targetSpec["settings"])
        }
        return target.minimums.isEmpty && !target.defaultsToMainActor ? nil : target
    }
}

extension XcodeGenSpec {
    /// The folders (relative to the spec's folder) whose files the targets of an XcodeGen spec
    /// compile whole: each `sources` entry that is a path (`- Sources/App`, `- path: Sources/App`)
    /// with no `includes` (which would name the files one by one) and no `type: file`. An entry's
    /// `excludes` with a pattern (`*.swift`, `**/Tests`) could leave a new file out: left out.
    /// Also the specs it includes (`include:`), relative to it, whose targets count too. Nil when
    /// the text is not a spec.
    static func sourceFolders(_ text: String) -> (folders: [String], includes: [String])? {
        guard let root = try? Yams.compose(yaml: text), let spec = root.mapping else { return nil }
        var folders: [String] = []
        let included = spec["include"].map { $0.sequence.map(Array.init) ?? [$0] } ?? []
        let includes = included.compactMap { $0.string ?? $0.mapping?["path"]?.string }
        for (_, targetSpec) in spec["targets"]?.mapping ?? [:] {
            var entries: [Node] = []
            if let sources = targetSpec.mapping?["sources"] {
                entries = sources.sequence.map(Array.init) ?? [sources]
            }
            for entry in entries {
                if let path = entry.string {
                    folders.append(path)
                } else if let mapping = entry.mapping, let path = mapping["path"]?.string {
                    guard mapping["includes"] == nil, mapping["type"]?.string != "file" else { continue }
                    let excludes = mapping["excludes"]?.sequence.map { $0.compactMap(\.string) } ?? []
                    // A pattern could leave out a new file; a path names files that exist (compiled or not, as they were).
                    guard !excludes.contains(where: { $0.contains("*") || $0.contains("?") }) else { continue }
                    folders.append(path)
                }
            }
        }
        return (folders, includes)
    }
}
