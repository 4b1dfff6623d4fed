import Foundation
import SVRefactorCore
import SVRefactorRules

/// `svrefactor lsp`: a language server (LSP 3.17) over standard input and output, a thin front end
/// over ``Workspace``.
///
/// - **Documents:** full text sync; the text an editor holds is what the rules see.
/// - **Diagnostics** after each change (coalesced while more edits are waiting): the findings of
///   the rules the file's configuration enables, each with the rule id as `code` and its page as
///   `codeDescription`, and the places a fix rule would change, as fixable warnings.
/// - **Code actions** at the cursor, each the rewrite of one rule at that position (see
///   ``Selection``): `quickfix` for fix rules, `refactor.extract`, `refactor.rewrite`,
///   `refactor.move`, and `source.fixAll.svrefactor`.
///
/// It never writes a file: edits go back to the editor as workspace edits.
final class LanguageServer {
    /// A document the editor has open.
    struct Document {
        var uri: String
        var path: String
        var version: Int?
        var text: [UInt8]
    }

    /// A rewrite the server offers at the cursor: the rule, the action's kind, and its title.
    struct Offer: Sendable {
        var ruleID: String
        var kind: String
        var title: @Sendable (_ selected: [SelectionOffer]) -> String
    }

    static let offers: [Offer] = [
        Offer(ruleID: "extract-subviews", kind: "refactor.extract") { "Extract subview '\($0.first?.name ?? "helper")'" },
        Offer(ruleID: "hoist-closures", kind: "refactor.extract") { _ in "Move action into a method" },
        Offer(ruleID: "reorder-members", kind: "refactor.rewrite") { _ in "Order members" },
        Offer(ruleID: "init-view-model", kind: "refactor.rewrite") { _ in "Create the view model in init" },
        Offer(ruleID: "migrate-observation", kind: "refactor.rewrite") { "Migrate '\($0.first?.name ?? "class")' to @Observable" },
        Offer(ruleID: "move-subviews-to-files", kind: "refactor.move") { "Move '\($0.first?.name ?? "view")' to its own file" },
        Offer(ruleID: "foreground-style", kind: "quickfix") { _ in "Use .foregroundStyle" },
        Offer(ruleID: "private-state", kind: "quickfix") { _ in "Make the state private" },
    ]

    static let fixAllKind = "source.fixAll.svrefactor"

    private let connection: MessageConnection
    private let workspace = Workspace()
    private var documents: [String: Document] = [:]
    /// Documents whose diagnostics are due, published once no message is waiting.
    private var diagnosticsDue: [String] = []
    private var initialized = false
    private var shuttingDown = false
    /// Whether positions count UTF-8 bytes (negotiated) rather than UTF-16 code units (LSP's default).
    private var countsUTF8 = false
    /// Whether workspace edits may create files (`documentChanges` with `create` operations).
    private var canCreateFiles = false
    /// Whether the client watches files for the server (dynamic `workspace/didChangeWatchedFiles`).
    private var watchesFiles = false

    init(connection: MessageConnection) {
        self.connection = connection
    }

    /// Serves until `exit` or the end of input; returns the process's exit status.
    func run() -> Int32 {
        connection.startReading()
        while true {
            switch connection.next() {
            case .end:
                return shuttingDown ? 0 : 1
            case .unparsable:
                connection.send(["jsonrpc": "2.0", "id": nil, "error": ["code": -32700, "message": "the message is not JSON"]])
            case let .message(message):
                if message["method"]?.string == "exit" { return shuttingDown ? 0 : 1 }
                // Edits in a row share one round of diagnostics; a request sees them published first.
                if message["id"] != nil, message["method"] != nil { publishDueDiagnostics() }
                handle(message)
            }
            if !connection.hasPending { publishDueDiagnostics() }
        }
    }

    // MARK: - Dispatch

    private func handle(_ message: JSON) {
        let id = message["id"]
        // A response to a request of ours (client/registerCapability): nothing waits for it.
        guard let method = message["method"]?.string else { return }
        let params = message["params"] ?? .null
        guard let id else {
            handleNotification(method, params)
            return
        }
        if !initialized && method != "initialize" {
            respond(id, error: -32002, "the server is not initialized: send initialize first")
            return
        }
        if shuttingDown && method != "shutdown" {
            respond(id, error: -32600, "the server is shutting down")
            return
        }
        switch method {
        case "initialize": respond(id, initialize(params))
        case "shutdown":
            shuttingDown = true
            respond(id, .null)
        case "textDocument/codeAction": respond(id, codeActions(params))
        default: respond(id, error: -32601, "svrefactor's language server does not handle \(method)")
        }
    }

    private func handleNotification(_ method: String, _ params: JSON) {
        switch method {
        case "initialized":
            registerFileWatchers()
        case "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": break
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            open(uri: uri, version: item["version"]?.int, text: Array(text.utf8))
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
            for change in params["contentChanges"]?.array ?? [] {
                guard let text = change["text"]?.string else { continue }
                if let range = change["range"] {
                    // Incremental changes, though the server asks for full ones: apply them anyway.
                    guard let start = offset(range["start"], in: document.text), let end = offset(range["end"], in: document.text), start <= end else { continue }
                    document.text.replaceSubrange(start..<end, with: Array(text.utf8))
                } else {
                    document.text = Array(text.utf8)
                }
            }
            document.version = params["textDocument"]?["version"]?.int ?? document.version
            documents[uri] = document
            workspace.setBuffer(document.path, text: document.text)
            markDiagnosticsDue(uri)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string, let path = Self.path(of: uri) else { return }
            workspace.fileChangedOnDisk(path)
            workspace.reloadConfiguration()
            // A saved configuration changes what every open document shows.
            if path.hasSuffix("/" + ConfigurationFile.fileName) { documents.keys.sorted().forEach(markDiagnosticsDue) } else { markDiagnosticsDue(uri) }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, let document = documents.removeValue(forKey: uri) else { return }
            workspace.closeBuffer(document.path)
            diagnosticsDue.removeAll { $0 == uri }
            connection.send(Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        case "workspace/didChangeWatchedFiles":
            for change in params["changes"]?.array ?? [] {
                if let uri = change["uri"]?.string, let path = Self.path(of: uri) { workspace.fileChangedOnDisk(path) }
            }
            workspace.reloadConfiguration()
            documents.keys.sorted().forEach(markDiagnosticsDue)
        default: break
        }
    }

    private func respond(_ id: JSON, _ result: JSON) {
        connection.send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respond(_ id: JSON, error code: Int, _ message: String) {
        connection.send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]])
    }

    private static func notification(_ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    // MARK: - Lifecycle

    private func initialize(_ params: JSON) -> JSON {
        initialized = true
        let capabilities = params["capabilities"]
        countsUTF8 = capabilities?["general"]?["positionEncodings"]?.array?.contains(.string("utf-8")) == true
        let workspaceEdit = capabilities?["workspace"]?["workspaceEdit"]
        canCreateFiles = workspaceEdit?["documentChanges"]?.bool == true
            && workspaceEdit?["resourceOperations"]?.array?.contains(.string("create")) == true
        watchesFiles = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        let kinds: [JSON] = Array(Set(Self.offers.map(\.kind))).sorted().map(JSON.string) + [.string(Self.fixAllKind)]
        return [
            "capabilities": [
                "positionEncoding": .string(countsUTF8 ? "utf-8" : "utf-16"),
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": .array(kinds), "resolveProvider": false],
            ],
            "serverInfo": ["name": "svrefactor", "version": .string(SVRefactorCommand.configuration.version)],
        ]
    }

    /// Asks the client to report changes of Swift files and configurations on disk (a branch
    /// switch, a file another tool wrote), when it can watch files for a server.
    private func registerFileWatchers() {
        guard watchesFiles else { return }
        let watchers: JSON = [["globPattern": "**/*.swift"], ["globPattern": .string("**/" + ConfigurationFile.fileName)]]
        connection.send([
            "jsonrpc": "2.0", "id": "svrefactor-watch", "method": "client/registerCapability",
            "params": ["registrations": [["id": "svrefactor-watched-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": watchers]]]],
        ])
    }

    private func open(uri: String, version: Int?, text: [UInt8]) {
        // Swift files only: an editor attached to more file types gets nothing for the others.
        guard let path = Self.path(of: uri), path.hasSuffix(".swift") else { return }
        // A configuration changed since (editors send no event for files they do not watch) applies now.
        workspace.reloadConfiguration()
        documents[uri] = Document(uri: uri, path: path, version: version, text: text)
        workspace.setBuffer(path, text: text)
        markDiagnosticsDue(uri)
    }

    // MARK: - Diagnostics

    private func markDiagnosticsDue(_ uri: String) {
        if !diagnosticsDue.contains(uri) { diagnosticsDue.append(uri) }
    }

    private func publishDueDiagnostics() {
        let due = diagnosticsDue
        diagnosticsDue = []
        for uri in due {
            guard let document = documents[uri] else { continue }
            connection.send(Self.notification("textDocument/publishDiagnostics", [
                "uri": .string(uri), "version": document.version.map(JSON.int) ?? .null, "diagnostics": .array(diagnostics(of: document)),
            ]))
        }
    }

    private func diagnostics(of document: Document) -> [JSON] {
        let (findings, changes, severities) = workspace.findings(in: document.path)
        let lines = LineTable(document.text)
        var diagnostics = findings.map { finding -> JSON in
            var diagnostic: [String: JSON] = [
                "range": range(startLine: finding.line, startColumn: finding.column, endLine: finding.endLine, endColumn: finding.endColumn, lines: lines, text: document.text),
                "severity": finding.severity == .error ? 1 : 2,
                "source": "svrefactor",
                "code": .string(finding.ruleID),
                "message": .string(finding.message),
            ]
            if RuleRegistry.rule(withID: finding.ruleID) != nil {
                diagnostic["codeDescription"] = ["href": .string(MachineReport.rulePagesURL + finding.ruleID + ".md")]
            }
            return .object(diagnostic)
        }
        // What a fix rule would change: fixable warnings, each place on its own.
        let fixRules = Set(Self.offers.filter { $0.kind == "quickfix" }.map(\.ruleID))
        for change in changes where fixRules.contains(change.ruleID) {
            let summary = RuleRegistry.rule(withID: change.ruleID)?.metadata.summary ?? change.ruleID
            for site in change.sites.isEmpty ? [RuleChange.Site(line: change.firstChangedLine, fingerprint: 0)] : change.sites {
                let lineText = lines.text(ofLine: site.line, in: document.text)
                let indentation = lineText.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
                diagnostics.append([
                    "range": range(startLine: site.line, startColumn: indentation + 1, endLine: site.line, endColumn: lineText.count + 1, lines: lines, text: document.text),
                    "severity": severities[change.ruleID] == .error ? 1 : 2,
                    "source": "svrefactor",
                    "code": .string(change.ruleID),
                    "codeDescription": ["href": .string(MachineReport.rulePagesURL + change.ruleID + ".md")],
                    "message": .string(summary),
                    "data": ["fixable": true],
                ])
            }
        }
        return diagnostics
    }

    // MARK: - Code actions

    private func codeActions(_ params: JSON) -> JSON {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri] ?? Self.path(of: uri).flatMap({ loadedDocument(uri: uri, path: $0) }),
            let start = params["range"]?["start"], let line = start["line"]?.int
        else { return [] }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        func wanted(_ kind: String) -> Bool {
            guard let only else { return !kind.hasPrefix("source") }
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
        let lines = LineTable(document.text)
        guard line < lines.starts.count || line == 0 else { return [] }
        let column = utf8Column(ofCharacter: start["character"]?.int ?? 0, line: line + 1, lines: lines, text: document.text)
        let point = Selection.Point(path: document.path, line: line + 1, column: column)
        var actions: [JSON] = []
        let offers = Self.offers.filter { wanted($0.kind) }
        let refactorings = offers.isEmpty ? [] : workspace.refactorings(at: point, ruleIDs: offers.map(\.ruleID)).refactorings
        for refactoring in refactorings {
            guard let offer = offers.first(where: { $0.ruleID == refactoring.ruleID }), let edit = workspaceEdit(refactoring) else { continue }
            var action: [String: JSON] = ["title": .string(offer.title(refactoring.selected)), "kind": .string(offer.kind), "edit": edit]
            if offer.kind == "quickfix" {
                let matching = (params["context"]?["diagnostics"]?.array ?? []).filter { $0["code"]?.string == offer.ruleID }
                if !matching.isEmpty { action["diagnostics"] = .array(matching) }
                action["isPreferred"] = true
            }
            actions.append(.object(action))
        }
        if wanted(Self.fixAllKind), let refactoring = workspace.fixAll(in: document.path), let edit = workspaceEdit(refactoring) {
            actions.append(["title": "Fix all svrefactor findings", "kind": .string(Self.fixAllKind), "edit": edit])
        }
        return .array(actions)
    }

    /// A document the client asks about without having opened it: read from disk.
    private func loadedDocument(uri: String, path: String) -> Document? {
        workspace.text(of: path).map { Document(uri: uri, path: path, version: nil, text: $0) }
    }

    /// The edit of a refactoring: text edits by file and, when it creates files, `documentChanges`
    /// with `create` operations (nil when the client cannot create files).
    private func workspaceEdit(_ refactoring: Workspace.Refactoring) -> JSON? {
        var textEdits: [(uri: String, version: Int?, edits: [JSON])] = []
        for (path, edits, _) in refactoring.changedFiles {
            // An open document keeps the URI its client gave (clients encode paths differently).
            let document = documents.values.first { $0.path == path }
            let uri = document?.uri ?? Self.uri(of: path)
            let old = document?.text ?? workspace.text(of: path) ?? []
            let lines = LineTable(old)
            let converted = edits.map { edit -> JSON in
                ["range": range(startLine: edit.startLine, startColumn: edit.startColumn, endLine: edit.endLine, endColumn: edit.endColumn, lines: lines, text: old),
                 "newText": .string(edit.newText)]
            }
            textEdits.append((uri, document?.version, converted))
        }
        guard !refactoring.createdFiles.isEmpty else {
            return ["changes": .object(Dictionary(textEdits.map { ($0.uri, JSON.array($0.edits)) }) { first, _ in first })]
        }
        guard canCreateFiles else { return nil }
        var changes: [JSON] = textEdits.map { edit in
            ["textDocument": ["uri": .string(edit.uri), "version": edit.version.map(JSON.int) ?? .null], "edits": .array(edit.edits)]
        }
        for (path, contents) in refactoring.createdFiles {
            let uri = Self.uri(of: path)
            changes.append(["kind": "create", "uri": .string(uri), "options": ["overwrite": false, "ignoreIfExists": false]])
            changes.append([
                "textDocument": ["uri": .string(uri), "version": .null],
                "edits": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "newText": .string(String(decoding: contents, as: UTF8.self))]],
            ])
        }
        return ["documentChanges": .array(changes)]
    }

    // MARK: - Positions

    /// An LSP range from 1-based lines and UTF-8 columns of `text`.
    private func range(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, lines: LineTable, text: [UInt8]) -> JSON {
        [
            "start": position(line: startLine, column: startColumn, lines: lines, text: text),
            "end": position(line: endLine, column: endColumn, lines: lines, text: text),
        ]
    }

    private func position(line: Int, column: Int, lines: LineTable, text: [UInt8]) -> JSON {
        guard line >= 1, line <= lines.starts.count else { return ["line": .int(max(0, line - 1)), "character": 0] }
        let lineText = lines.text(ofLine: line, in: text)
        let prefix = lineText.prefix(max(0, column - 1))
        let character = countsUTF8 ? prefix.count : String(decoding: prefix, as: UTF8.self).utf16.count
        return ["line": .int(line - 1), "character": .int(character)]
    }

    /// The 1-based UTF-8 column of an LSP character offset on a 1-based line.
    private func utf8Column(ofCharacter character: Int, line: Int, lines: LineTable, text: [UInt8]) -> Int {
        guard line >= 1, line <= lines.starts.count else { return 1 }
        let lineText = lines.text(ofLine: line, in: text)
        if countsUTF8 { return min(character, lineText.count) + 1 }
        var units = 0
        var bytes = 0
        for scalar in String(decoding: lineText, as: UTF8.self).unicodeScalars {
            guard units < character else { break }
            units += scalar.utf16.count
            bytes += scalar.utf8.count
        }
        return bytes + 1
    }

    /// The byte offset of an LSP position in `text`.
    private func offset(_ position: JSON?, in text: [UInt8]) -> Int? {
        guard let line = position?["line"]?.int, let character = position?["character"]?.int else { return nil }
        let lines = LineTable(text)
        guard line < lines.starts.count else { return text.count }
        return lines.starts[line] + utf8Column(ofCharacter: character, line: line + 1, lines: lines, text: text) - 1
    }

    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
