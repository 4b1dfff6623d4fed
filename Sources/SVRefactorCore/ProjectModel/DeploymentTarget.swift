import SwiftParser
import SwiftSyntax

/// The oldest OS versions a module supports, as its `Package.swift` or Xcode project declares
/// them. Rules whose output needs newer APIs (Observation needs iOS 17) read it from the
/// ``ProjectModel``; the CLI finds and reads the files, this type only parses their text.
public struct DeploymentTarget: Sendable, Equatable {
    /// Platform, as `Package.swift` names it (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`,
    /// `macCatalyst`), → its oldest supported version (`[17]`, `[10, 15]`).
    public var minimums: [String: [Int]]
    /// Where it was read, for messages: `Package.swift`, `App.xcodeproj`, or several joined by `, `.
    public var source: String
    /// Whether the build makes declarations main-actor isolated unless they say otherwise (SE-0466:
    /// `.defaultIsolation(MainActor.self)` in a manifest, `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`
    /// in an Xcode project, which Xcode 26's app templates set). Read from the same files as the
    /// minimums, though it is not a version: rules that judge isolation need it. Any target that
    /// sets it counts, so a check that would report a missing `@MainActor` says nothing rather than
    /// something false in such a package.
    public var defaultsToMainActor: Bool

    public init(minimums: [String: [Int]], source: String, defaultsToMainActor: Bool = false) {
        self.minimums = minimums
        self.source = source
        self.defaultsToMainActor = defaultsToMainActor
    }

    /// The `platforms:` of a package manifest: `.iOS(.v17)`, `.macOS(.v10_15)`, `.iOS("17.0")`.
    /// A manifest without `platforms:` yields no minimums: SwiftPM's oldest defaults apply.
    public static func packageManifest(_ text: String, source: String) -> DeploymentTarget {
        var minimums: [String: [Int]] = [:]
        var defaultsToMainActor = false
        let file = Parser.parse(source: text)
        for node in file.descendants() {
            // `.defaultIsolation(MainActor.self)` in a target's `swiftSettings`.
            if let call = node.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "defaultIsolation",
                call.arguments.first?.expression.trimmedDescription == "MainActor.self"
            {
                defaultsToMainActor = true
            }
        }
        for argument in file.descendants() {
            guard let labeled = argument.as(LabeledExprSyntax.self), labeled.label?.text == "platforms",
                let array = labeled.expression.as(ArrayExprSyntax.self)
            else { continue }
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let platform = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    let version = call.arguments.first.flatMap({ manifestVersion($0.expression) })
                else { continue }
                minimums[platform] = older(minimums[platform] ?? version, version)
            }
        }
        return DeploymentTarget(minimums: minimums, source: source, defaultsToMainActor: defaultsToMainActor)
    }

    /// `.v17`, `.v10_15` or `"17.0"`.
    private static func manifestVersion(_ expression: ExprSyntax) -> [Int]? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("v") {
            return parseVersion(member.declName.baseName.text.dropFirst().replacingUnderscores())
        }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            return parseVersion(segment.content.text)
        }
        return nil
    }

    /// The build settings of an Xcode project (`project.pbxproj`): the oldest
    /// `IPHONEOS_DEPLOYMENT_TARGET`, `MACOSX_DEPLOYMENT_TARGET` (and tvOS, watchOS, visionOS) of
    /// any target or configuration, since every one of them must build.
    public static func xcodeProject(_ text: String, source: String) -> DeploymentTarget {
        let platforms = buildSettingPlatforms
        var minimums: [String: [Int]] = [:]
        var defaultsToMainActor = false
        // A project file runs to tens of thousands of lines, read before any file is indexed: only
        // lines whose key ends in `_TARGET` or `_ISOLATION` are turned into strings.
        let keySuffixes: [[UInt8]] = [Array("_TARGET".utf8), Array("_ISOLATION".utf8)]
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            // `IPHONEOS_DEPLOYMENT_TARGET = 16.0;`, the value sometimes quoted.
            guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let keyBytes = line[..<equals].reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard keySuffixes.contains(where: { keyBytes.starts(with: $0.reversed()) }) else { continue }
            let key = String(decoding: keyBytes.reversed(), as: UTF8.self).trimmingCharacters(" \t")
            let value = String(decoding: line[line.index(after: equals)...], as: UTF8.self).trimmingCharacters(" \t\r;\"")
            if key == "SWIFT_DEFAULT_ACTOR_ISOLATION" {
                defaultsToMainActor = defaultsToMainActor || value == "MainActor"
                continue
            }
            guard let platform = platforms[key], let version = parseVersion(value) else { continue }
            minimums[platform] = older(minimums[platform] ?? version, version)
        }
        return DeploymentTarget(minimums: minimums, source: source, defaultsToMainActor: defaultsToMainActor)
    }

    /// A Tuist manifest (`Project.swift`): each target's `deploymentTargets: .iOS("17.0")` or
    /// `.multiplatform(iOS: "17.0", macOS: "14.0")`, and Tuist 3's
    /// `deploymentTarget: .iOS(targetVersion: "16.0", devices: …)`; the oldest of each platform.
    public static func tuistManifest(_ text: String, source: String) -> DeploymentTarget {
        var minimums: [String: [Int]] = [:]
        let file = Parser.parse(source: text)
        for node in file.descendants() {
            guard let labeled = node.as(LabeledExprSyntax.self), ["deploymentTargets", "deploymentTarget"].contains(labeled.label?.text),
                let call = labeled.expression.as(FunctionCallExprSyntax.self),
                let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            else { continue }
            for argument in call.arguments {
                // `.iOS("17.0")`, `.iOS(targetVersion: "16.0", …)`, `.multiplatform(iOS: "17.0", …)`.
                let platform = kind == "multiplatform" ? argument.label?.text : (argument.label == nil || argument.label?.text == "targetVersion" ? kind : nil)
                guard let platform, let version = manifestVersion(argument.expression) else { continue }
                minimums[platform] = older(minimums[platform] ?? version, version)
            }
        }
        return DeploymentTarget(minimums: minimums, source: source)
    }

    /// The keys of an Xcode build setting that name a deployment target, → the platform, as
    /// `Package.swift` names it.
    public static let buildSettingPlatforms = [
        "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
        "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
    ]

    /// Both modules' minimums, the older version of each platform: a run over several modules is
    /// as old as its oldest.
    public func merged(with other: DeploymentTarget) -> DeploymentTarget {
        DeploymentTarget(
            minimums: minimums.merging(other.minimums) { Self.older($0, $1) },
            source: source == other.source ? source : source + ", " + other.source,
            // A run over several modules defaults to the main actor only when all of them do.
            defaultsToMainActor: defaultsToMainActor && other.defaultsToMainActor)
    }

    /// `17`, `17.0`, `10.15.4` → their components; nil for anything else.
    public static func parseVersion<Text: StringProtocol>(_ text: Text) -> [Int]? {
        let components = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !components.isEmpty, components.count <= 3, components.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        var version = components.map { $0! }
        // `17.0` and `17` are the same version.
        while version.count > 1, version.last == 0 { version.removeLast() }
        return version
    }

    /// The older of two versions.
    public static func older(_ first: [Int], _ second: [Int]) -> [Int] {
        second.lexicographicallyPrecedes(first) ? second : first
    }

    /// `[17, 2]` → `17.2`.
    public static func format(_ version: [Int]) -> String {
        version.map(String.init).joined(separator: ".")
    }
}

extension StringProtocol {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "." : $0 })
    }

    fileprivate func trimmingCharacters(_ characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
