import Foundation
import MCP
@testable import SVRefactorCLI
@testable import SVRefactorMCP
import SVRefactorTestSupport
import Testing

/// `svrefactor mcp`: the command lines its tools stand for, and the end-to-end suite the official
/// Python MCP SDK's client runs against the server (Tests/MCPServer).
@Suite("MCP server")
struct MCPServerTests {
    private let settings = MCPTools.Settings(cachePath: nil)

    @Test func aToolCallIsTheCommandLineWithItsJSONReportAndPathsAfterTheSeparator() throws {
        let folder = TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        folder.write("A.swift", "struct A {}\n")
        let path = folder.path + "/A.swift"
        let check = try MCPTools.commandLine(.check, ["paths": [.string(path)]], settings: settings)
        #expect(check == ["check", "--reporter", "json", "--color", "never", "--no-cache", "--all-rules", "--", path])
        let preview = try MCPTools.commandLine(
            .dryRun, ["at": ["\(path):1:8"], "rules": ["extract-subviews"], "name": "Header", "options": ["max-inputs": 8, "follow-module": false]],
            settings: MCPTools.Settings(cachePath: "/tmp/cache"))
        #expect(preview == [
            "apply", "--dry-run", "--reporter", "json", "--color", "never", "--cache-path", "/tmp/cache", "--rule=extract-subviews",
            "--option=follow-module=false", "--option=max-inputs=8", "--at=\(path):1:8", "--name=Header", "--",
        ])
        #expect(try MCPTools.commandLine(.apply, ["paths": .string(path)], settings: settings).prefix(2) == ["apply", "--reporter"])
    }

    @Test func argumentsItCannotUseAreProblemsNotCommandLines() {
        #expect(throws: MCPTools.ArgumentProblem.self) { try MCPTools.commandLine(.check, [:], settings: settings) }
        #expect(throws: MCPTools.ArgumentProblem.self) { try MCPTools.commandLine(.check, ["paths": ["-"]], settings: settings) }
        #expect(throws: MCPTools.ArgumentProblem.self) { try MCPTools.commandLine(.check, ["paths": ["/no/such/file.swift"]], settings: settings) }
        #expect(throws: MCPTools.ArgumentProblem.self) { try MCPTools.commandLine(.check, ["paths": ["."], "name": "X"], settings: settings) }
        #expect(throws: MCPTools.ArgumentProblem.self) { try MCPTools.commandLine(.dryRun, ["paths": ["."], "options": ["max-inputs": 1.5]], settings: settings) }
    }

    @Test func svrefactorMcpSaysWhereItLooksForTheServerWhenItIsNotThere() throws {
        // A copy of svrefactor alone, with nothing on the PATH: no svrefactor-mcp to run.
        let folder = TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        let lone = folder.path + "/svrefactor"
        try FileManager.default.copyItem(atPath: CommandRunner.executable, toPath: lone)
        let run = CommandRunner.run(lone, ["mcp"], in: folder.path, environment: ["PATH": folder.path + "/nothing"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("svrefactor: error: mcp runs svrefactor-mcp, which is neither beside this svrefactor ("), "\(run.standardError)")
        #expect(run.standardError.contains("swift build -c release --product svrefactor-mcp"))
        #expect(run.standardOutput.isEmpty)
    }

    /// The official Python SDK's client: tools and schemas, check → preview → apply → check on a
    /// module, selections with names, and the errors bad arguments get.
    @Test func thePythonMCPClientDrivesTheServerEndToEnd() {
        let run = CommandRunner.run(
            "/usr/bin/env", ["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", RepositoryLayout.path("Tests/MCPServer")],
            in: RepositoryLayout.path("Tests/MCPServer"), environment: ["SVREFACTOR_BINARY": CommandRunner.executable, "PYTHONDONTWRITEBYTECODE": "1"])
        #expect(run.status == 0, "the MCP SDK must be installed (`pip install mcp==2.3.0`, as .ci/run does):\n\(run.standardOutput)\n\(run.standardError)")
    }
}
