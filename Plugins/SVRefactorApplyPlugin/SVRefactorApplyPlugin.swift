import PackagePlugin

/// `swift package svrefactor-apply --all-rules [--target NAME]`: rewrites the package's source
/// targets with `svrefactor apply`. It asks for permission to write to the package directory
/// (`--allow-writing-to-package-directory` grants it without a prompt).
@main
struct SVRefactorApplyPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SVRefactorInvocation.run(["apply"] + arguments, context: context)
    }
}
