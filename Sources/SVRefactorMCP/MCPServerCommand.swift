import ArgumentParser
import Foundation
import MCP
import SVRefactorCLI
import Synchronization

/// `svrefactor-mcp` (what `svrefactor mcp` runs): serves the Model Context Protocol on standard
/// input and output, for coding agents. An executable of its own so that `svrefactor` does not
/// load what the MCP SDK links (FoundationNetworking and libcurl: 8 MiB and 9 ms more for every
/// run, and a library a CI image may not have).
public struct MCPServerCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "svrefactor-mcp",
        abstract: MCPLauncher.abstract,
        discussion: MCPLauncher.toolsHelp + "\n\nSet-up for agent clients, and a skill that tells an agent when to use it: Docs/agents.md."
    )

    @Option(name: .customLong("cache-path"), help: ArgumentHelp(MCPLauncher.cachePathHelp, valueName: "path"))
    var cachePath: String?

    public func run() throws {
        let settings = MCPTools.Settings(cachePath: cachePath)
        let done = DispatchSemaphore(value: 0)
        let failure = Mutex<String?>(nil)
        Task {
            do {
                let server = Server(
                    name: "svrefactor", version: MachineReport.toolVersion, title: "svrefactor", instructions: MCPTools.instructions,
                    capabilities: .init(tools: .init(listChanged: false)))
                // Before start: it reads requests at once.
                await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: MCPTools.all) }
                await server.withMethodHandler(CallTool.self) { request in
                    try await MCPTools.call(request.name, arguments: request.arguments ?? [:], settings: settings)
                }
                try await server.start(transport: StdioTransport())
                await server.waitUntilCompleted()
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
            done.signal()
        }
        done.wait()
        if let message = failure.withLock({ $0 }) {
            Console.error("svrefactor-mcp: \(message)\n")
            throw ExitCode(1)
        }
    }
}

/// The entry point of `svrefactor-mcp`: usage errors exit 2, as `svrefactor`'s do.
public enum MCPServerEntry {
    public static func main(_ arguments: [String]? = nil) -> Never {
        SVRefactorCLI.main(MCPServerCommand.self, arguments)
    }
}
