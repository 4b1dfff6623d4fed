import ArgumentParser
import Foundation
import MCP
import SVRefactorCLI
import SVRefactorCore
import SVRefactorRules

/// The tools `svrefactor mcp` offers a coding agent. `check`, `preview` and `apply` run the command
/// line's own `check`, `apply --dry-run` and `apply` in this process, with `--reporter json`, so
/// they make the same rewrites with the same verification and all-or-nothing writes, and answer
/// with the same report (Docs/reporters.md) as structured content.
enum MCPTools {
    static let all: [Tool] = [listRules, explainRule, check, preview, apply]

    /// What the server says about itself when a client connects.
    static let instructions = """
        svrefactor rewrites SwiftUI code mechanically and verifies every rewrite (it must parse, keep \
        every comment and touch only what it needs to). Use it instead of editing by hand for: ordering \
        a view's members, turning computed `some View` helpers into private View structs, moving inline \
        actions out of `body` into methods, creating view models in `init`, migrating \
        ObservableObject classes to @Observable, and moving views to their own files. Workflow: \
        `check` the files, `preview` a rule (optionally at one position, with a name), `apply` it, \
        then `check` again. A rule that cannot prove a rewrite safe leaves the code alone and reports \
        a finding that says why.
        """

    /// A tool's answer to arguments it cannot use: what is wrong, as the tool's error result.
    struct ArgumentProblem: Error {
        var message: String
    }

    /// Runs the tool `name`. Arguments it cannot use are a tool error (the agent can correct them);
    /// an unknown tool is a protocol error.
    static func call(_ name: String, arguments: [String: Value], settings: Settings) async throws -> CallTool.Result {
        do {
            switch name {
            case listRules.name: return try listRulesResult(arguments)
            case explainRule.name: return try explainRuleResult(arguments)
            case check.name: return try await run(.check, arguments, settings: settings)
            case preview.name: return try await run(.dryRun, arguments, settings: settings)
            case apply.name: return try await run(.apply, arguments, settings: settings)
            default: throw MCPError.invalidParams("unknown tool '\(name)'; the tools are \(all.map(\.name).joined(separator: ", "))")
            }
        } catch let problem as ArgumentProblem {
            return CallTool.Result(content: [text(problem.message)], isError: true)
        }
    }

    /// What the server was started with (`svrefactor mcp --cache-path`).
    struct Settings: Sendable {
        /// Where calls keep the module index between them (`--cache-path`); nil: no cache, so
        /// nothing is written outside the paths' module. Results are not reused: the JSON report
        /// describes each change, which the cache does not keep.
        var cachePath: String?
    }

    // MARK: - list_rules and explain_rule

    static let listRules = Tool(
        name: "list_rules",
        title: "List svrefactor's rules",
        description: "The rules, in the order they run, with what each does, whether it rewrites code or only reports findings, and what `at` selects for it.",
        inputSchema: objectSchema([:]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: objectSchema(["rules": .object(["type": "array", "items": .object(["type": "object"])])], required: ["rules"], isInput: false))

    private static func listRulesResult(_ arguments: [String: Value]) throws -> CallTool.Result {
        try expectOnly([], in: arguments)
        let rules: [Value] = RuleRegistry.all.map { rule in
            let metadata = rule.metadata
            var entry: [String: Value] = [
                "id": .string(metadata.id), "summary": .string(metadata.summary),
                "rewrites": .bool(metadata.selects != nil), "createsFiles": .bool(metadata.createsFiles),
                "optIn": .bool(metadata.optInReason != nil), "readsModule": .bool(metadata.usesProjectModel),
            ]
            if let selects = metadata.selects { entry["atSelects"] = .string(selects) }
            if let named = metadata.createdName { entry["nameNames"] = .string(named) }
            return .object(entry)
        }
        let listing = RuleRegistry.all.map { "\($0.metadata.id): \($0.metadata.summary)" }.joined(separator: "\n")
        return CallTool.Result(content: [text(listing)], structuredContent: .object(["rules": .array(rules)]))
    }

    static let explainRule = Tool(
        name: "explain_rule",
        title: "Explain an svrefactor rule",
        description: "A rule's rationale (what it matches, what it leaves alone and why), its options and a before/after example.",
        inputSchema: objectSchema(["rule": ruleIDSchema("The rule's id (see list_rules).")], required: ["rule"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: objectSchema(
            ["id": .object(["type": "string"]), "summary": .object(["type": "string"]), "rationale": .object(["type": "string"]),
             "options": .object(["type": "array"]), "example": .object(["type": "object"]), "documentation": .object(["type": "string"])],
            required: ["id", "summary", "rationale", "options", "documentation"], isInput: false))

    private static func explainRuleResult(_ arguments: [String: Value]) throws -> CallTool.Result {
        try expectOnly(["rule"], in: arguments)
        guard let id = try string("rule", in: arguments) else { throw ArgumentProblem(message: "explain_rule needs `rule`, a rule id: \(RuleRegistry.ids.joined(separator: ", "))") }
        let metadata = try rule(id).metadata
        var explanation: [String: Value] = [
            "id": .string(metadata.id), "summary": .string(metadata.summary), "rationale": .string(metadata.rationale),
            "options": .array(metadata.options.map { option in
                .object(["name": .string(option.name), "summary": .string(option.summary), "default": .string(option.defaultValue), "accepts": .string(option.acceptedValues)])
            }),
            "documentation": .string(RuleDocumentation.markdown(for: metadata)),
        ]
        if let example = metadata.examples.first {
            explanation["example"] = .object(["title": .string(example.title), "before": .string(example.before), "after": .string(example.after)])
        }
        return CallTool.Result(content: [text(RuleDocumentation.text(for: metadata))], structuredContent: .object(explanation))
    }

    // MARK: - check, preview and apply

    private static let runInput: [String: Value] = [
        "paths": .object([
            "type": "array", "items": .object(["type": "string"]), "minItems": 1,
            "description": "Swift files or folders (relative to the server's working folder, or absolute). The rest of their module is read, not written.",
        ]),
        "rules": .object([
            "type": "array", "items": ruleIDSchema(nil),
            "description": "Rules to run (see list_rules); default: every rule except the opt-in ones.",
        ]),
        "options": .object([
            "type": "object", "additionalProperties": .object(["type": .array(["string", "integer", "boolean"])]),
            "description": "Rule options by name (explain_rule lists them), e.g. {\"max-inputs\": 8}.",
        ]),
    ]

    private static let selectionInput: [String: Value] = [
        "at": .object([
            "type": "array", "items": .object(["type": "string", "pattern": "^.+:[0-9]+(:[0-9]+)?$"]), "minItems": 1,
            "description": "Instead of paths: rewrite only the construct at each position, `path:line[:column]` (1-based): the innermost one each rule handles there.",
        ]),
        "name": .object([
            "type": "string",
            "description": "With one `at` and one naming rule (extract-subviews, hoist-closures): the name of the subview or method the rewrite creates.",
        ]),
    ]

    /// preview's and apply's input: paths or `at` positions.
    private static let selectableRunInputSchema = objectSchema(runInput.merging(selectionInput) { $1 })

    private static let reportSchema = objectSchema(
        [
            "exitStatus": .object(["type": "integer", "description": "The command line's exit status: 0 clean, 1 findings that fail or changes check would make, 2 usage error"]),
            "summary": .object(["type": "object"]),
            "findings": .object(["type": "array"]),
            "changes": .object(["type": "array", "description": "Per changed file: rules, diff (preview, apply), created and removed declarations"]),
            "createdFiles": .object(["type": "array"]),
            "diff": .object(["type": "string", "description": "All changes as one unified diff (preview, apply)"]),
            "log": .object(["type": "string", "description": "What the command line prints on standard error: the summary, and for `at` positions where nothing can be rewritten, the nearest constructs that can"]),
        ],
        required: ["exitStatus", "summary", "findings", "changes", "createdFiles"], isInput: false)

    static let check = Tool(
        name: "check",
        title: "Check SwiftUI files",
        description: "Findings and the changes the rules would make, for files or folders. Writes nothing. Each change lists the declarations it would create and remove.",
        inputSchema: objectSchema(runInput, required: ["paths"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: reportSchema)

    static let preview = Tool(
        name: "preview",
        title: "Preview a refactoring",
        description: "The unified diff of what the rules would rewrite, with what each change creates (subviews, methods) and removes, and the findings of what they leave alone and why. Writes nothing. Give `paths`, or `at` positions (with an optional `name`).",
        inputSchema: selectableRunInputSchema,
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: reportSchema)

    static let apply = Tool(
        name: "apply",
        title: "Apply a refactoring",
        description: "Makes the rewrites preview shows and writes them: every output is verified first, and files that change together are written all or none. Give `paths`, or `at` positions (with an optional `name`).",
        inputSchema: selectableRunInputSchema,
        // It rewrites existing files (verified, and undone by version control), so not "additive only".
        annotations: .init(readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: reportSchema)

    private static func run(_ mode: RunMode, _ arguments: [String: Value], settings: Settings) async throws -> CallTool.Result {
        let command = try commandLine(mode, arguments, settings: settings)
        let (status, captured, usageError) = await InProcessCommand.run(command)
        let log = String(decoding: captured.error, as: UTF8.self)
        if status == ExitStatus.usageError { throw ArgumentProblem(message: inToolTerms((usageError ?? log).trimmingCharacters(in: .newlines))) }
        guard case var .object(report)? = try? JSONDecoder().decode(Value.self, from: Data(captured.output)) else {
            throw ArgumentProblem(message: log.isEmpty ? "svrefactor exited with status \(status) without a report" : log)
        }
        report["exitStatus"] = .int(Int(status))
        var content: [Tool.Content] = []
        if mode != .check {
            let diff = (report["changes"]?.arrayValue ?? []).compactMap { $0.objectValue?["diff"]?.stringValue }.joined()
            report["diff"] = .string(diff)
            if !diff.isEmpty { content.append(text(diff)) }
        }
        // The summary line, and with `at` where nothing could be rewritten, the nearest constructs.
        let summary = log.trimmingCharacters(in: .newlines)
        report["log"] = .string(summary)
        if !summary.isEmpty { content.insert(text(summary), at: 0) }
        content.append(text(String(decoding: try JSONEncoder.sorted.encode(Value.object(report)), as: UTF8.self)))
        return CallTool.Result(content: content, structuredContent: .object(report))
    }

    /// The command line a tool call stands for. Every value is checked here or by the command's
    /// own validation; paths come after `--`, so none is taken for an option.
    static func commandLine(_ mode: RunMode, _ arguments: [String: Value], settings: Settings) throws -> [String] {
        try expectOnly(mode == .check ? ["paths", "rules", "options"] : ["paths", "rules", "options", "at", "name"], in: arguments)
        let paths = try strings("paths", in: arguments) ?? []
        let positions = try strings("at", in: arguments) ?? []
        let name = try string("name", in: arguments)
        switch (paths.isEmpty, positions.isEmpty) {
        case (true, true): throw ArgumentProblem(message: mode == .check ? "check needs `paths`: Swift files or folders" : "give `paths` (files or folders) or `at` (positions `path:line[:column]`)")
        case (false, false): throw ArgumentProblem(message: "give `paths` or `at`, not both: `at` names the files it rewrites")
        default: break
        }
        if name != nil, positions.isEmpty { throw ArgumentProblem(message: "`name` names what the rewrite at one `at` position creates; add `at`") }
        for path in try paths + positions.map(positionPath) {
            // Standard input carries the protocol; a path that is not there would read nothing.
            if path == "-" { throw ArgumentProblem(message: "'-' (standard input) is not a path here: the server's standard input carries the protocol") }
            if FileSystem.resolvedKind(of: path).0 == .missing { throw ArgumentProblem(message: "no such file or folder: '\(path)' (relative paths start at \(FileManager.default.currentDirectoryPath))") }
        }
        var command: [String]
        switch mode {
        case .check: command = ["check"]
        case .dryRun: command = ["apply", "--dry-run"]
        case .apply: command = ["apply"]
        }
        command += ["--reporter", "json", "--color", "never"]
        command += settings.cachePath.map { ["--cache-path", $0] } ?? ["--no-cache"]
        if let rules = try strings("rules", in: arguments), !rules.isEmpty {
            for id in rules { _ = try rule(id) }
            command += rules.map { "--rule=\($0)" }
        } else {
            command.append("--all-rules")
        }
        for (option, value) in try options(in: arguments) { command.append("--option=\(option)=\(value)") }
        command += positions.map { "--at=\($0)" }
        if let name { command.append("--name=\(name)") }
        return command + ["--"] + paths
    }

    // MARK: - Arguments

    /// A usage error of the command line in the tool's terms: its flags are the tool's arguments.
    static func inToolTerms(_ message: String) -> String {
        [("--name", "`name`"), ("--at", "`at`"), ("--option", "`options`"), ("--rule", "`rules`")].reduce(message) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
    }

    private static func expectOnly(_ names: Set<String>, in arguments: [String: Value]) throws {
        let unknown = Set(arguments.keys).subtracting(names).sorted()
        guard unknown.isEmpty else {
            throw ArgumentProblem(message: "unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.map { "`\($0)`" }.joined(separator: ", "))" + (names.isEmpty ? "; this tool takes none" : "; this tool takes \(names.sorted().map { "`\($0)`" }.joined(separator: ", "))"))
        }
    }

    private static func string(_ name: String, in arguments: [String: Value]) throws -> String? {
        guard let value = arguments[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw ArgumentProblem(message: "`\(name)` must be a string") }
        return text
    }

    private static func strings(_ name: String, in arguments: [String: Value]) throws -> [String]? {
        guard let value = arguments[name], value != .null else { return nil }
        if let single = value.stringValue { return [single] }
        guard let array = value.arrayValue else { throw ArgumentProblem(message: "`\(name)` must be an array of strings") }
        return try array.map { element in
            guard let text = element.stringValue else { throw ArgumentProblem(message: "`\(name)` must be an array of strings") }
            return text
        }
    }

    private static func options(in arguments: [String: Value]) throws -> [(String, String)] {
        guard let value = arguments["options"], value != .null else { return [] }
        guard let object = value.objectValue else { throw ArgumentProblem(message: "`options` must be an object of option names and values, e.g. {\"max-inputs\": 8}") }
        return try object.keys.sorted().map { key in
            switch object[key]! {
            case let .string(text): return (key, text)
            case let .int(number): return (key, String(number))
            case let .bool(flag): return (key, String(flag))
            default: throw ArgumentProblem(message: "option `\(key)` must be a string, an integer or a boolean")
            }
        }
    }

    private static func rule(_ id: String) throws -> any Rule.Type {
        guard let rule = RuleRegistry.rule(withID: id) else {
            throw ArgumentProblem(message: "unknown rule '\(id)'; the rules are \(RuleRegistry.ids.joined(separator: ", "))")
        }
        return rule
    }

    /// The file of `path:line[:column]`; a malformed position is the command's to report.
    private static func positionPath(_ position: String) throws -> String {
        do {
            return try SelectionArgument(position).path
        } catch {
            throw ArgumentProblem(message: "`at`: '\(position)' is not path:line or path:line:column (for example Sources/Profile/ProfileView.swift:42:9)")
        }
    }

    // MARK: - Schemas and content

    /// An object with these properties; an input takes no others (an output may have more).
    private static func objectSchema(_ properties: [String: Value], required: [String] = [], isInput: Bool = true) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if isInput { schema["additionalProperties"] = false }
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }

    private static func ruleIDSchema(_ description: String?) -> Value {
        var schema: [String: Value] = ["type": "string", "enum": .array(RuleRegistry.ids.map { .string($0) })]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    private static func text(_ text: String) -> Tool.Content {
        .text(text: text, annotations: nil, _meta: nil)
    }
}

extension JSONEncoder {
    /// Keys sorted, as the command line's JSON report has them.
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
