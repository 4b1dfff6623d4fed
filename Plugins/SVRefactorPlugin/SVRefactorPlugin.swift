import PackagePlugin

/// `swift package svrefactor check --all-rules [--target NAME]`: runs svrefactor on the package's
/// source targets. It declares no permission, so SwiftPM runs it without asking, in CI too; `apply`
/// (which writes) is the `svrefactor-apply` plugin, as swift-format splits lint and format.
/// `apply --dry-run`, `rules`, `explain` and `dump-config` work here.
@main
struct SVRefactorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.first == "apply", !arguments.contains("--dry-run") {
            throw PluginError("`apply` writes files; run `swift package --allow-writing-to-package-directory svrefactor-apply \(arguments.dropFirst().joined(separator: " "))`, or add --dry-run to see the diff")
        }
        try SVRefactorInvocation.run(arguments, context: context)
    }
}
