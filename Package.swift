// swift-tools-version: 6.2
// svrefactor is released under the MIT License: see LICENSE.
import PackageDescription

/// Our own targets build without warnings, and keep it that way: a warning is an error there
/// (SwiftPM applies this to this package's targets only, never to its dependencies').
let ownWarningsAreErrors: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "svrefactor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "svrefactor", targets: ["svrefactor"]),
        .executable(name: "svrefactor-mcp", targets: ["svrefactor-mcp"]),
        // The engine and the rules, for tools that embed svrefactor (editor extensions, plugins).
        .library(name: "SVRefactor", targets: ["SVRefactorCore", "SVRefactorRules"]),
        // `swift package svrefactor check …` and `swift package svrefactor-apply …` in packages
        // that depend on svrefactor (see README, "SwiftPM and Xcode").
        .plugin(name: "SVRefactorPlugin", targets: ["SVRefactorPlugin"]),
        .plugin(name: "SVRefactorApplyPlugin", targets: ["SVRefactorApplyPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // `.svrefactor.yml` is YAML, as SwiftLint users know it; Yams reads it with line numbers for errors.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // `svrefactor mcp`: the official Model Context Protocol SDK (Docs/architecture.md says why).
        // Up to the next minor: its 0.x releases change API between minors.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", .upToNextMinor(from: "0.12.1")),
    ],
    targets: [
        .target(
            name: "SVRefactorCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        .target(
            name: "SVRefactorRules",
            dependencies: [
                "SVRefactorCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        .target(
            name: "SVRefactorCLI",
            dependencies: [
                "SVRefactorCore",
                "SVRefactorRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        .executableTarget(name: "svrefactor", dependencies: ["SVRefactorCLI"], swiftSettings: ownWarningsAreErrors),
        // The MCP server: its own executable (`svrefactor mcp` runs it), so that `svrefactor` does
        // not load what the MCP SDK links (FoundationNetworking, libcurl).
        .target(
            name: "SVRefactorMCP",
            dependencies: [
                "SVRefactorCLI",
                "SVRefactorCore",
                "SVRefactorRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        .executableTarget(name: "svrefactor-mcp", dependencies: ["SVRefactorMCP"], swiftSettings: ownWarningsAreErrors),
        // Two command plugins because SwiftPM asks for a plugin's permissions before it runs,
        // whatever its arguments: checking must not ask to write.
        .plugin(
            name: "SVRefactorPlugin",
            capability: .command(intent: .custom(verb: "svrefactor", description: "Check SwiftUI code with svrefactor (check, apply --dry-run, rules, explain, dump-config)")),
            dependencies: ["svrefactor"]
        ),
        .plugin(
            name: "SVRefactorApplyPlugin",
            capability: .command(
                intent: .custom(verb: "svrefactor-apply", description: "Rewrite SwiftUI code with svrefactor apply"),
                permissions: [.writeToPackageDirectory(reason: "svrefactor apply rewrites the package's Swift files in place")]),
            dependencies: ["svrefactor"]
        ),

        // Test helpers: the example runner, the SwiftUI type-check harness and the mutation fuzzer.
        // Not shipped.
        .target(
            name: "SVRefactorTestSupport",
            dependencies: [
                "SVRefactorCore",
                "SVRefactorRules",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        // The fuzzer's long mode: `swift run -c release svrefactor-fuzz --help`. Not shipped.
        .executableTarget(
            name: "svrefactor-fuzz",
            dependencies: [
                "SVRefactorTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        .testTarget(
            name: "SVRefactorCoreTests",
            dependencies: [
                "SVRefactorCore",
                "SVRefactorTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        .testTarget(
            name: "SVRefactorRulesTests",
            dependencies: [
                "SVRefactorCore",
                "SVRefactorRules",
                "SVRefactorTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
        // End-to-end tests run the built `svrefactor` executable, so they depend on it.
        .testTarget(
            name: "SVRefactorCLITests",
            dependencies: [
                "svrefactor", "svrefactor-mcp", "SVRefactorCLI", "SVRefactorMCP", "SVRefactorTestSupport", .product(name: "Yams", package: "Yams"),
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: ownWarningsAreErrors
        ),
    ]
)
