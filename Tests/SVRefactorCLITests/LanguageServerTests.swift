import Foundation
import SVRefactorTestSupport
import Testing

/// `svrefactor lsp`: the protocol's error paths, byte for byte, and the end-to-end suite that
/// pytest-lsp's client runs with real editors' capabilities (Tests/LanguageServer).
@Suite("language server")
struct LanguageServerTests {
    /// `messages` framed as the base protocol frames them.
    static func framed(_ messages: [String]) -> String {
        messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
    }

    /// The JSON bodies of the framed messages in `output`.
    static func bodies(_ output: String) -> [[String: Any]] {
        var bodies: [[String: Any]] = []
        var rest = Substring(output)
        while let header = rest.range(of: "\r\n\r\n") {
            let length = Int(rest[..<header.lowerBound].split(separator: ":")[1].trimmingCharacters(in: .whitespaces))!
            let body = rest[header.upperBound...].utf8.prefix(length)
            bodies.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:])
            rest = Substring(String(decoding: rest[header.upperBound...].utf8.dropFirst(length), as: UTF8.self))
        }
        return bodies
    }

    @Test func badMessagesGetTheProtocolsErrorsAndTheServerStaysUp() {
        let folder = TemporaryDirectory()
        let input = Self.framed([
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction","params":{}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#,
            "{not json",
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///nowhere/A.swift","languageId":"swift","version":1,"text":"struct A {"}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ])
        let run = CommandRunner.svrefactor(["lsp"], in: folder.path, input: input)
        #expect(run.status == 0, "\(run.standardError)")
        let bodies = Self.bodies(run.standardOutput)
        let errors = bodies.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(errors == [-32002, -32700, -32601])
        #expect(bodies.contains { ($0["id"] as? Int) == 2 && $0["result"] != nil })
        #expect(bodies.contains { ($0["method"] as? String) == "textDocument/publishDiagnostics" })
        #expect(bodies.last?["id"] as? Int == 4)
    }

    @Test func endOfInputWithoutShutdownExitsWithOne() {
        let folder = TemporaryDirectory()
        let run = CommandRunner.svrefactor(["lsp"], in: folder.path, input: Self.framed([#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#]))
        #expect(run.status == 1)
    }

    /// The pytest-lsp suite: diagnostics, code actions and their edits, configuration, with the
    /// client capabilities of VS Code, Neovim and Emacs.
    @Test func pytestLSPClientsDriveTheServerEndToEnd() {
        let run = CommandRunner.run(
            "/usr/bin/env", ["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", RepositoryLayout.path("Tests/LanguageServer")],
            in: RepositoryLayout.path("Tests/LanguageServer"), environment: ["SVREFACTOR_BINARY": CommandRunner.executable, "PYTHONDONTWRITEBYTECODE": "1"])
        #expect(run.status == 0, "pytest-lsp must be installed (`pip install pytest-lsp`, as .ci/run does):\n\(run.standardOutput)\n\(run.standardError)")
    }
}
