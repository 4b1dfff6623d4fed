import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `svrefactor mcp`: runs `svrefactor-mcp`, the MCP server, in place of this process. The server is
/// an executable of its own so that every other command does not load what the MCP SDK links
/// (FoundationNetworking and libcurl on Linux).
package struct MCPLauncher: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: abstract,
        discussion: toolsHelp + """


            It runs svrefactor-mcp, which is installed beside svrefactor (README, "Try it"). \
            Set-up for agent clients, and a skill that tells an agent when to use it: Docs/agents.md.
            """
    )

    /// What this command and `svrefactor-mcp` say of themselves in `--help`.
    package static let abstract = "Serve the Model Context Protocol on standard input and output, for coding agents."
    package static let toolsHelp = """
        Coding agents (Claude Code, Codex, Cursor, VS Code's agent mode, …) start it as an MCP \
        server. Its tools: list_rules, explain_rule, check (findings and the changes rules would \
        make), preview (a unified diff plus what each change creates and removes, for paths or \
        for one construct at a position) and apply (the same, written, with the command line's \
        verification and all-or-nothing writes). Each answers with the JSON report of \
        `--reporter json` as structured content. Paths are relative to the folder the server \
        starts in; a run reads the module around its paths and writes only the files it rewrites.
        """
    package static let cachePathHelp = "Keep the index of each module's files in this folder between calls, so a call does not parse the files that did not change since the last (default: no cache, so nothing is written outside the paths' module)."

    @Option(name: .customLong("cache-path"), help: ArgumentHelp(cachePathHelp, valueName: "path"))
    var cachePath: String?

    /// The server's name, looked for beside this executable (its real path), then on the `PATH`.
    static let serverName = "svrefactor-mcp"

    package func run() throws {
        let arguments = [Self.serverName] + (cachePath.map { ["--cache-path", $0] } ?? [])
        let beside = Bundle.main.executableURL.map { $0.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(Self.serverName).path }
        var argv = arguments.map { strdup($0) } + [nil]
        if let beside, access(beside, X_OK) == 0 { execv(beside, &argv) }
        execvp(Self.serverName, &argv)
        // Only reached when neither could be run.
        Console.error("svrefactor: error: mcp runs \(Self.serverName), which is neither beside this svrefactor (\(beside ?? "its folder is unknown")) nor on the PATH: build it with `swift build -c release --product \(Self.serverName)` and copy it beside svrefactor\n")
        throw ExitCode(1)
    }
}
