import ArgumentParser
import Foundation
import SVRefactorCore
import SVRefactorRules

/// What `--reporter` selects. `xcode` is the human form, `path:line:col: severity: message [rule]`
/// lines on standard error as each file is done; the others are written once, on standard output,
/// when the run ends (see Docs/reporters.md for their schemas).
enum ReporterFormat: String, CaseIterable, ExpressibleByArgument {
    case xcode
    case json
    case sarif
    case github
    case summary
    case junit
    case checkstyle
    case gitlab
    case markdown
    case html
}

/// One finding as the machine reporters show it: a rule's finding, a change `check` would make
/// (`fixable`), or a file svrefactor could not process (rule `svrefactor`).
struct ReportedFinding: Equatable {
    var file: String
    var line: Int
    var column: Int
    var rule: String
    var severity: Finding.Severity
    var message: String
    var fixable: Bool
    /// ``Finding/fingerprint``, or for a change the rule's, since a file has one change per rule.
    var fingerprint: UInt64
    /// Where the code the finding is about ends (``Finding/endLine``); nil: at its start.
    var end: Position? = nil

    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// The rule id findings about files that could not be processed carry.
    static let toolRuleID = Pipeline.toolRuleID
}

extension ReportedFinding {
    /// A rule's finding.
    init(rule finding: Finding, file: String) {
        self.init(
            file: file, line: finding.line, column: finding.column, rule: finding.ruleID, severity: finding.severity,
            message: finding.message, fixable: false, fingerprint: finding.fingerprint, end: Position(line: finding.endLine, column: finding.endColumn))
    }

    /// `path` as one word of a shell command: quoted when it holds anything but safe characters.
    static func shellWord(_ path: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+@%=,")
        if !path.isEmpty, path.allSatisfy(safe.contains) { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A file svrefactor could not process; `kind` (`skipped`, `failed`) stands in for the code in
    /// the fingerprint, so the finding stays the same while the file stays unprocessable.
    init(unprocessed file: String, line: Int, column: Int, message: String, kind: String) {
        self.init(
            file: file, line: line, column: column, rule: Self.toolRuleID, severity: .error, message: message, fixable: false,
            fingerprint: Finding.fingerprint(ruleID: Self.toolRuleID, lineText: [], message: kind))
    }

    /// The places a change `check` would make touches, one finding each (one at the first line it
    /// changes when the sites were not recorded). `earlierRules`: the rules that change the file
    /// before this one, whose output this change was made on.
    static func sites(of change: RuleChange, file: String, earlierRules: [String] = []) -> [ReportedFinding] {
        let first = ReportedFinding(change: change, file: file, earlierRules: earlierRules)
        guard !change.sites.isEmpty else { return [first] }
        return change.sites.map { site in
            var finding = first
            finding.line = site.line
            finding.fingerprint = site.fingerprint
            return finding
        }
    }

    /// A change `check` would make, at the first line it changes. Its commands name the earlier
    /// rules too: the change is made on their output, and the rule alone may change nothing (the
    /// order a hoisted method needs exists only once it is hoisted).
    init(change: RuleChange, file: String, earlierRules: [String] = []) {
        let rules = (earlierRules + [change.ruleID]).map { "--rule \($0)" }.joined(separator: " ")
        self.init(
            file: file, line: change.firstChangedLine, column: 1, rule: change.ruleID, severity: .error,
            message: "would be rewritten; see the change with `svrefactor apply --dry-run \(rules) \(Self.shellWord(file))`, "
                + "make it with `svrefactor apply \(rules) \(Self.shellWord(file))`",
            fixable: true,
            fingerprint: Finding.fingerprint(ruleID: change.ruleID, lineText: [], message: "would be rewritten"))
    }
}

/// Renders the findings of a run in one of the machine formats. Pure: the run collects the
/// findings in path order and prints the text.
package struct MachineReport {
    var findings: [ReportedFinding]
    var filesScanned: Int
    var filesChanged: Int
    var mode: RunMode
    /// Each changed file's unified diff, in path order: what the HTML page shows.
    var diffs: [(file: String, diff: String)] = []
    /// Files the run's changes create (apply) or would create (check, --dry-run).
    var createdFiles: [CreatedFile] = []

    /// What one file's change is, for the JSON report: the diff (apply, --dry-run) and the
    /// declarations it creates and removes.
    var changes: [ChangeDescription] = []

    struct ChangeDescription: Equatable {
        var file: String
        /// The rules that change the file (in check mode, those whose change is reported).
        var rules: [String]
        /// The unified diff, with the files the change creates; nil in check mode.
        var diff: String?
        var declarations: DeclarationChanges
    }

    struct CreatedFile: Equatable {
        var file: String
        /// The changed file whose change creates it.
        var from: String
        var rule: String
    }

    /// Where rule pages are published; SARIF's `helpUri` points there.
    static let rulePagesURL = "https://github.com/svrefactor/svrefactor/blob/main/Docs/rules/"
    /// What `--version` and the machine reports say. `-dev` until a release is tagged: builds
    /// come from a commit of `main` (README, "Versions").
    package static let toolVersion = "0.1.0-dev"

    func rendered(as format: ReporterFormat) -> String {
        switch format {
        case .xcode: return ""
        case .json: return json()
        case .sarif: return sarif()
        case .github: return github()
        case .summary: return summary()
        case .junit: return junit()
        case .checkstyle: return checkstyle()
        case .gitlab: return gitlab()
        case .markdown: return markdown()
        case .html: return html()
        }
    }

    // MARK: - json

    /// `{"version": 1, "tool": …, "summary": …, "findings": [{file, line, column, endLine, endColumn,
    /// rule, severity, message, fixable, fingerprint}], "createdFiles": [{file, from, rule}],
    /// "changes": [{file, rules, diff?, created: [{kind, name, container, file, line}], removed: […]}]}`.
    func json() -> String {
        let declaration = { (declaration: DeclarationChanges.Declaration) -> [String: Any] in
            ["kind": declaration.kind.rawValue, "name": declaration.name, "container": declaration.container, "file": declaration.file, "line": declaration.line]
        }
        let changeEntries: [[String: Any]] = changes.map { change in
            var entry: [String: Any] = [
                "file": change.file, "rules": change.rules,
                "created": change.declarations.created.map(declaration), "removed": change.declarations.removed.map(declaration),
            ]
            if let diff = change.diff { entry["diff"] = diff }
            return entry
        }
        let entries: [[String: Any]] = findings.map { finding in
            [
                "file": finding.file, "line": finding.line, "column": finding.column,
                "endLine": finding.end?.line ?? finding.line, "endColumn": finding.end?.column ?? finding.column, "rule": finding.rule,
                "severity": finding.severity.rawValue, "message": finding.message, "fixable": finding.fixable,
                "fingerprint": Self.hex(finding.fingerprint),
            ]
        }
        let document: [String: Any] = [
            "version": 1,
            "tool": ["name": "svrefactor", "version": Self.toolVersion],
            "summary": [
                "filesScanned": filesScanned, "filesChanged": filesChanged, "findings": findings.count,
                "filesCreated": createdFiles.count, "mode": mode.name,
            ],
            "findings": entries,
            "createdFiles": createdFiles.map { ["file": $0.file, "from": $0.from, "rule": $0.rule] as [String: Any] },
            "changes": changeEntries,
        ]
        return Self.serialize(document)
    }

    // MARK: - sarif

    /// SARIF 2.1.0 as GitHub code scanning reads it: one run, the rules that have findings in
    /// `tool.driver.rules` (with `helpUri` to their page), results with a relative `uri` against
    /// `%SRCROOT%` and `partialFingerprints` from the code, so alerts follow code that moves.
    func sarif() -> String {
        let ruleIDs = Array(Set(findings.map(\.rule))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let rules: [[String: Any]] = ruleIDs.map { id in
            let metadata = RuleRegistry.rule(withID: id)?.metadata
            var rule: [String: Any] = [
                "id": id,
                "name": Self.pascalCase(id),
                "shortDescription": ["text": metadata?.summary ?? "svrefactor itself: a file it could not process, or a suppression comment it could not read"],
                "defaultConfiguration": ["level": "warning"],
            ]
            if metadata != nil { rule["helpUri"] = Self.rulePagesURL + id + ".md" }
            return rule
        }
        var occurrences: [String: Int] = [:]
        let results: [[String: Any]] = findings.map { finding in
            // Identical code in one file: the n-th occurrence keeps its own fingerprint.
            let key = "\(finding.file)\u{0}\(finding.fingerprint)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            var location: [String: Any] = ["uri": Self.uri(finding.file)]
            if !finding.file.hasPrefix("/") { location["uriBaseId"] = "%SRCROOT%" }
            return [
                "ruleId": finding.rule,
                "ruleIndex": ruleIndex[finding.rule]!,
                "level": finding.severity == .error ? "error" : "warning",
                "message": ["text": finding.message],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": location,
                        "region": ["startLine": finding.line, "startColumn": finding.column, "endLine": finding.end?.line ?? finding.line, "endColumn": finding.end?.column ?? finding.column],
                    ],
                ]],
                "partialFingerprints": ["svrefactorCodeHash/v1": "\(Self.hex(finding.fingerprint)):\(occurrence)"],
                "properties": ["fixable": finding.fixable],
            ]
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": [
                    "driver": [
                        "name": "svrefactor", "version": Self.toolVersion, "semanticVersion": Self.toolVersion,
                        "informationUri": Self.rulePagesURL, "rules": rules,
                    ],
                ],
                "results": results,
            ]],
        ]
        return Self.serialize(document)
    }

    // MARK: - github

    /// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`.
    func github() -> String {
        findings.map { finding in
            let properties = [
                "file=\(Self.escapeProperty(finding.file))", "line=\(finding.line)", "col=\(finding.column)",
                "title=\(Self.escapeProperty("svrefactor " + finding.rule))",
            ]
            return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))\n"
        }.joined()
    }

    /// Workflow-command escaping of a message (GitHub's `escapeData`).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow-command escaping of a property value (GitHub's `escapeProperty`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: - summary

    /// Counts per rule, most findings and changes first, for a CI log or a first look at a
    /// codebase. Findings and changes are counted apart, as the summary on standard error counts
    /// them ("1 would change, 1 finding").
    func summary() -> String {
        var perRule: [String: (findings: Int, changes: Int, files: Set<String>)] = [:]
        for finding in findings {
            if finding.fixable {
                perRule[finding.rule, default: (0, 0, [])].changes += 1
            } else {
                perRule[finding.rule, default: (0, 0, [])].findings += 1
            }
            perRule[finding.rule, default: (0, 0, [])].files.insert(finding.file)
        }
        let rows = perRule.sorted { ($1.value.findings + $1.value.changes, $0.key) < ($0.value.findings + $0.value.changes, $1.key) }
        let header = ["rule", "findings", "changes", "files"]
        var table = [header] + rows.map { [$0.key, "\($0.value.findings)", "\($0.value.changes)", "\($0.value.files.count)"] }
        let changes = findings.filter(\.fixable).count
        table.append(["total", "\(findings.count - changes)", "\(changes)", "\(Set(findings.map(\.file)).count)"])
        let widths = header.indices.map { column in table.map { $0[column].count }.max()! }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0) : cell.leftPadded(to: widths[column])
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    // MARK: - Helpers

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `extract-subviews` → `ExtractSubviews`, SARIF's readable rule name.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI reference: relative paths stay relative (resolved against `%SRCROOT%`),
    /// absolute ones become `file://` URIs; characters outside a path's set are percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Deterministic JSON: sorted keys, two-space indentation, `/` unescaped.
    /// Pretty-printed JSON with sorted keys, in the layout `JSONSerialization` gives (two-space
    /// indent, `"key" : value`). Written by hand: `JSONSerialization` took over a second, on one
    /// thread after the run, for the few thousand findings of a large repository.
    static func serialize(_ document: Any) -> String {
        var json = JSONBytes()
        json.write(document, indent: 0)
        json.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: json.bytes, as: UTF8.self)
    }
}

/// The bytes of a JSON document being written (see ``MachineReport/serialize(_:)``).
private struct JSONBytes {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 20)
    }

    mutating func write(_ value: Any, indent: Int) {
        switch value {
        case let string as String:
            writeString(string)
        case let bool as Bool:
            append(bool ? "true" : "false")
        case let int as Int:
            append(String(int))
        case let int as UInt64:
            append(String(int))
        case let dictionary as [String: Any]:
            let keys = dictionary.keys.sorted()
            writeContainer(open: "{", close: "}", count: keys.count, indent: indent) { json, index in
                json.writeString(keys[index])
                json.append(" : ")
                json.write(dictionary[keys[index]]!, indent: indent + 2)
            }
        case let array as [Any]:
            writeContainer(open: "[", close: "]", count: array.count, indent: indent) { json, index in
                json.write(array[index], indent: indent + 2)
            }
        case is NSNull:
            append("null")
        default:
            preconditionFailure("not a JSON value: \(type(of: value))")
        }
    }

    private mutating func writeContainer(open: String, close: String, count: Int, indent: Int, element: (inout JSONBytes, Int) -> Void) {
        append(open)
        append("\n")
        if count == 0 { append("\n") }
        for index in 0..<count {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
            element(&self, index)
            append(index == count - 1 ? "\n" : ",\n")
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        append(close)
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Quotes and escapes `string`; bytes that need no escape are copied as they are (UTF-8 stays UTF-8).
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case ..<0x20:
                let hex = String(byte, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension RunMode {
    /// The command's name, as reports show it.
    var name: String {
        switch self {
        case .apply: return "apply"
        case .dryRun: return "dry-run"
        case .check: return "check"
        }
    }
}
