import Foundation
import PackagePlugin

/// How both command plugins run the svrefactor executable: the arguments as given, with the
/// folders of the package's source targets (or of those named with `--target NAME`) appended for
/// the commands that take paths. (This file is shared by symbolic link: plugins cannot depend on
/// a library target.)
enum SVRefactorInvocation {
    /// Subcommands that take Swift files or folders.
    static let commandsTakingPaths: Set<String> = ["check", "apply"]

    static func run(_ arguments: [String], context: PluginContext) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var arguments = extractor.remainingArguments
        if let command = arguments.first, commandsTakingPaths.contains(command) {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
            guard !folders.isEmpty else {
                throw PluginError("no source targets to process\(targetNames.isEmpty ? "" : " among \(targetNames.joined(separator: ", "))")")
            }
            // The plugin sandbox lets a tool write only in the package and the plugin's work folder:
            // the cache goes to the latter unless the user chose a place or turned it off.
            if !arguments.contains(where: { $0 == "--no-cache" || $0.hasPrefix("--cache-path") }) {
                arguments += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
            }
            arguments += folders
        }
        let process = Process()
        process.executableURL = try context.tool(named: "svrefactor").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginError("svrefactor \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
