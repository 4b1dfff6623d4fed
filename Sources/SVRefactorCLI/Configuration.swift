import SVRefactorCore
import SVRefactorRules
import Yams

/// One rule's settings in a `.svrefactor.yml`; nil and missing options mean "as the parent file, or
/// the default".
struct RuleConfiguration: Sendable, Equatable {
    var enabled: Bool?
    var severity: Finding.Severity?
    /// Option values by name, validated against the rule's ``RuleOptionSpec``s (canonical spelling).
    var options: [String: String] = [:]

    /// These settings over `parent`'s: what this file says wins, the rest is inherited.
    func merged(over parent: RuleConfiguration) -> RuleConfiguration {
        RuleConfiguration(
            enabled: enabled ?? parent.enabled, severity: severity ?? parent.severity,
            options: parent.options.merging(options) { _, nearer in nearer })
    }
}

/// One `.svrefactor.yml`, read and validated:
///
/// ```yaml
/// rules:
///   long-body:
///     max-lines: 60        # any option the rule declares
///     severity: error      # warning (default) or error
///   no-anyview:
///     enabled: false
/// exclude:
///   - Generated/**         # relative to this file's folder
/// ```
///
/// Anything else is an error that names the file, the line and what is allowed: a misspelt key
/// silently ignored would look like a setting that works.
struct ConfigurationFile: Sendable {
    static let fileName = ".svrefactor.yml"
    static let topLevelKeys = ["rules", "exclude"]
    static let ruleKeys = ["enabled", "severity"]

    /// Absolute path of the file, and of the folder its `exclude` patterns are relative to.
    var path: String
    var folder: String
    var rules: [String: RuleConfiguration] = [:]
    var excludes: [Glob] = []

    static func load(_ path: String, displayPath: String) throws(UsageError) -> ConfigurationFile {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path).bytes
        } catch {
            throw UsageError(description: "\(displayPath): cannot read the configuration: \(error)")
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path, displayPath: displayPath)
    }

    static func parse(_ text: String, path: String, displayPath: String) throws(UsageError) -> ConfigurationFile {
        var file = ConfigurationFile(path: path, folder: FileSystem.parentDirectory(of: path))
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw UsageError(description: Self.describe(error, in: displayPath))
        } catch {
            throw UsageError(description: "\(displayPath): not valid YAML: \(error)")
        }
        // An empty file (or one with only comments) configures nothing.
        guard let root else { return file }
        let reader = Reader(displayPath: displayPath)
        for (key, value) in try reader.mapping(root, at: "the top level") {
            let name = try reader.string(key, at: "a top-level key")
            switch name {
            case "rules":
                // `rules:` with nothing under it configures nothing.
                if value.null != nil { continue }
                for (ruleKey, settings) in try reader.mapping(value, at: "rules") {
                    let id = try reader.string(ruleKey, at: "a rule id")
                    guard let rule = RuleRegistry.rule(withID: id) else {
                        throw reader.error(at: ruleKey, "unknown rule '\(id)' in rules; known rules: \(RuleRegistry.ids.joined(separator: ", "))")
                    }
                    file.rules[id] = try reader.ruleConfiguration(settings, of: rule.metadata)
                }
            case "exclude":
                guard case let .sequence(patterns) = value else {
                    throw reader.error(at: value, "exclude must be a list of glob patterns, e.g.\n  exclude:\n    - Generated/**")
                }
                for pattern in patterns {
                    file.excludes.append(Glob(try reader.string(pattern, at: "an exclude pattern")))
                }
            default:
                throw reader.error(at: key, "unknown key '\(name)' at the top level; allowed keys: \(topLevelKeys.joined(separator: ", "))")
            }
        }
        return file
    }

    /// `path:line:col: not valid YAML: problem`, the form of the other configuration errors.
    private static func describe(_ error: YamlError, in displayPath: String) -> String {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _):
            return "\(displayPath):\(mark.line):\(mark.column): not valid YAML: \(problem)"
        default:
            return "\(displayPath): not valid YAML: \(error)"
        }
    }

    /// Whether one of this file's `exclude` patterns matches `absolutePath` (relative to ``folder``).
    func excludes(_ absolutePath: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard !excludes.isEmpty, absolutePath.hasPrefix(prefix) else { return false }
        let relative = String(absolutePath.dropFirst(prefix.count))
        return excludes.contains { $0.matches(relative) }
    }

    /// Reads typed values from YAML nodes, with errors that point at the node.
    private struct Reader {
        let displayPath: String

        func error(at node: Node, _ message: String) -> UsageError {
            let position = node.mark.map { ":\($0.line):\($0.column)" } ?? ""
            return UsageError(description: "\(displayPath)\(position): \(message)")
        }

        func mapping(_ node: Node, at place: String) throws(UsageError) -> [(Node, Node)] {
            guard case let .mapping(mapping) = node else { throw error(at: node, "expected keys and values at \(place)") }
            return Array(mapping)
        }

        func string(_ node: Node, at place: String) throws(UsageError) -> String {
            guard case let .scalar(scalar) = node else { throw error(at: node, "expected a single value as \(place)") }
            return scalar.string
        }

        func ruleConfiguration(_ node: Node, of rule: RuleMetadata) throws(UsageError) -> RuleConfiguration {
            var configuration = RuleConfiguration()
            // `no-anyview:` with nothing under it changes nothing.
            if node.null != nil { return configuration }
            let allowed = ConfigurationFile.ruleKeys + rule.options.map(\.name)
            for (key, value) in try mapping(node, at: "rules.\(rule.id)") {
                let name = try string(key, at: "a key of rules.\(rule.id)")
                let text: String
                // An ordering is a YAML list (`order: [environment, let-properties, …]`), or the
                // comma-separated text `--option` takes.
                if case let .sequence(items) = value, let option = rule.options.first(where: { $0.name == name }),
                    case .ordering = option.kind
                {
                    text = try items.map { item throws(UsageError) in try string(item, at: "an item of rules.\(rule.id).\(name)") }
                        .joined(separator: ",")
                } else {
                    text = try string(value, at: "the value of rules.\(rule.id).\(name)")
                }
                switch name {
                case "enabled":
                    guard let enabled = value.bool else {
                        throw error(at: value, "invalid value '\(text)' for rules.\(rule.id).enabled: expected true or false")
                    }
                    configuration.enabled = enabled
                case "severity":
                    guard let severity = Finding.Severity(rawValue: text) else {
                        throw error(at: value, "invalid value '\(text)' for rules.\(rule.id).severity: expected warning or error")
                    }
                    configuration.severity = severity
                default:
                    guard let option = rule.options.first(where: { $0.name == name }) else {
                        throw error(at: key, "unknown key '\(name)' in rules.\(rule.id); allowed keys: \(allowed.joined(separator: ", "))")
                    }
                    do {
                        configuration.options[name] = try option.validate(text)
                    } catch {
                        throw self.error(at: value, "rules.\(rule.id): \(error)")
                    }
                }
            }
            return configuration
        }
    }
}

/// The configuration that applies to the files of one folder: the `.svrefactor.yml` files of the
/// folder and its parents, the nearest winning, as SwiftLint's nested configurations and
/// swift-format's do; or the one file `--config` names.
struct EffectiveConfiguration: Sendable {
    /// Farthest first; empty when no file applies (every default holds).
    var files: [ConfigurationFile]
    var rules: [String: RuleConfiguration]

    init(files: [ConfigurationFile]) {
        self.files = files
        var rules: [String: RuleConfiguration] = [:]
        for file in files {
            for (id, settings) in file.rules {
                rules[id] = settings.merged(over: rules[id] ?? RuleConfiguration())
            }
        }
        self.rules = rules
    }

    /// Identifies the configuration: files with the same chain share their rules.
    var key: [String] { files.map(\.path) }

    func excludes(_ absolutePath: String) -> Bool {
        files.contains { $0.excludes(absolutePath) }
    }

    /// Whether `rule` runs with `--all-rules`: as the files say, else unless it is opt-in.
    func isEnabled(_ rule: RuleMetadata) -> Bool {
        rules[rule.id]?.enabled ?? (rule.optInReason == nil)
    }

    /// The severities the files set, by rule id.
    var severities: [String: Finding.Severity] {
        rules.compactMapValues(\.severity)
    }
}

/// Finds the configuration of each folder, reading each `.svrefactor.yml` once.
final class ConfigurationResolver {
    private let explicit: EffectiveConfiguration?
    private var loaded: [String: ConfigurationFile?] = [:]
    private var byFolder: [String: EffectiveConfiguration] = [:]
    private let displayPath: (String) -> String

    /// `explicitPath` (`--config`), when given, applies to every file and the others are not read.
    init(explicitPath: String?, absolutePath: (String) -> String, displayPath: @escaping (String) -> String) throws(UsageError) {
        self.displayPath = displayPath
        if let explicitPath {
            let absolute = absolutePath(explicitPath)
            guard FileSystem.resolvedKind(of: absolute).0 == .file else {
                throw UsageError(description: "--config: '\(explicitPath)' is not a file")
            }
            explicit = EffectiveConfiguration(files: [try ConfigurationFile.load(absolute, displayPath: explicitPath)])
        } else {
            explicit = nil
        }
    }

    /// The configuration for files in `folder` (absolute).
    func configuration(forFolder folder: String) throws(UsageError) -> EffectiveConfiguration {
        if let explicit { return explicit }
        if let known = byFolder[folder] { return known }
        var files: [ConfigurationFile] = []
        for current in FileSystem.folders(upFrom: folder) {
            if let file = try file(in: current) { files.append(file) }
        }
        let configuration = EffectiveConfiguration(files: files.reversed())
        byFolder[folder] = configuration
        return configuration
    }

    func configuration(forFile path: String) throws(UsageError) -> EffectiveConfiguration {
        try configuration(forFolder: FileSystem.parentDirectory(of: path))
    }

    private func file(in folder: String) throws(UsageError) -> ConfigurationFile? {
        let path = (folder == "/" ? "" : folder) + "/" + ConfigurationFile.fileName
        if let known = loaded[path] { return known }
        let file = FileSystem.resolvedKind(of: path).0 == .file ? try ConfigurationFile.load(path, displayPath: displayPath(path)) : nil
        loaded[path] = file
        return file
    }
}
