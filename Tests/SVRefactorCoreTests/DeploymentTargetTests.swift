import SVRefactorCore
import Testing

/// Reading a module's oldest supported OS versions from its manifest or Xcode project.
@Suite("DeploymentTarget")
struct DeploymentTargetTests {
    @Test func packageManifestPlatformsInEverySpelling() {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [
                    .iOS(.v17),
                    .macOS(.v10_15),
                    .watchOS("10.0"),
                    .custom("linux", versionString: "1"),
                ],
                targets: [.target(name: "App")]
            )
            """
        let target = DeploymentTarget.packageManifest(manifest, source: "Package.swift")
        #expect(target.minimums == ["iOS": [17], "macOS": [10, 15], "watchOS": [10]])
        #expect(DeploymentTarget.packageManifest("let package = Package(name: \"App\")", source: "Package.swift").minimums == [:])
    }

    @Test func xcodeProjectsGiveTheOldestTargetOfAnyConfiguration() {
        let project = """
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;
            \t\t\t\tMACOSX_DEPLOYMENT_TARGET = "14.0";
            \t\t\t\tSDKROOT = iphoneos;
            """
        let target = DeploymentTarget.xcodeProject(project, source: "App.xcodeproj")
        #expect(target.minimums == ["iOS": [16, 4], "macOS": [14]])
        let merged = target.merged(with: DeploymentTarget(minimums: ["iOS": [15], "tvOS": [17]], source: "Package.swift"))
        #expect(merged.minimums == ["iOS": [15], "macOS": [14], "tvOS": [17]])
        #expect(merged.source == "App.xcodeproj, Package.swift")
    }

    @Test func versionsAreParsedStrictly() {
        #expect(DeploymentTarget.parseVersion("17.0") == [17])
        #expect(DeploymentTarget.parseVersion("10.15.4") == [10, 15, 4])
        #expect(DeploymentTarget.parseVersion("17.") == nil)
        #expect(DeploymentTarget.parseVersion("v17") == nil)
        #expect(DeploymentTarget.parseVersion("auto") == nil)
        #expect((try? RuleOptionSpec(name: "min-ios", summary: "", kind: .versionOrAuto, defaultValue: "auto").validate("17.0")) == "17")
        #expect((try? RuleOptionSpec(name: "min-ios", summary: "", kind: .versionOrAuto, defaultValue: "auto").validate("seventeen")) == nil)
    }

    /// SE-0466's default isolation, from a manifest's `swiftSettings` and an Xcode project's build
    /// settings; anything else (`nonisolated`, no setting) leaves it off.
    @Test func defaultMainActorIsolationIsReadFromBothKindsOfProject() {
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )
            """
        #expect(DeploymentTarget.packageManifest(manifest, source: "Package.swift").defaultsToMainActor)
        let nonisolated = manifest.replacingOccurrences(of: "MainActor.self", with: "nil")
        #expect(!DeploymentTarget.packageManifest(nonisolated, source: "Package.swift").defaultsToMainActor)
        let project = "\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.0;\n"
        let xcode = DeploymentTarget.xcodeProject(project, source: "App.xcodeproj")
        #expect(xcode.defaultsToMainActor && xcode.minimums == ["iOS": [18]])
        #expect(!DeploymentTarget.xcodeProject("SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;\n", source: "App.xcodeproj").defaultsToMainActor)
        // A run over two modules defaults to the main actor only when both do.
        #expect(!xcode.merged(with: DeploymentTarget(minimums: [:], source: "Package.swift")).defaultsToMainActor)
    }
}
