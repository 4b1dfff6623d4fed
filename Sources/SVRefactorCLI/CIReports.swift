import Foundation
import SVRefactorCore

/// The reporters CI systems read besides SARIF and GitHub's annotations (see Docs/reporters.md):
/// JUnit XML, Checkstyle XML, GitLab's Code Quality JSON and a Markdown table.
extension MachineReport {
    // MARK: - junit

    /// JUnit XML as Jenkins, GitLab and Azure read test reports: one `testsuite` per file with
    /// findings, one failed `testcase` per finding; a clean run is one passing `testcase`.
    func junit() -> String {
        let byFile = findingsByFile
        var xml = Self.xmlDeclaration
        xml += "<testsuites name=\"svrefactor\" tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\" errors=\"0\">\n"
        if byFile.isEmpty {
            xml += "  <testsuite name=\"svrefactor\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            xml += "    <testcase classname=\"svrefactor\" name=\"\(Self.xmlEscaped("\(filesScanned) files checked"))\"/>\n"
            xml += "  </testsuite>\n"
        }
        for (file, fileFindings) in byFile {
            xml += "  <testsuite name=\"\(Self.xmlEscaped(file))\" tests=\"\(fileFindings.count)\" failures=\"\(fileFindings.count)\" errors=\"0\">\n"
            for finding in fileFindings {
                let name = "\(finding.rule) at \(finding.line):\(finding.column)"
                xml += "    <testcase classname=\"\(Self.xmlEscaped(file))\" name=\"\(Self.xmlEscaped(name))\">\n"
                xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(Self.xmlEscaped(finding.message))\">"
                xml += Self.xmlEscaped("\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
                xml += "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    // MARK: - checkstyle

    /// Checkstyle XML (version 4.3, as SwiftLint writes it) for Jenkins' Warnings NG and reviewdog:
    /// `<file name>` elements with one `<error>` per finding; `source` is `svrefactor.<rule>`.
    func checkstyle() -> String {
        var xml = Self.xmlDeclaration + "<checkstyle version=\"4.3\">\n"
        for (file, fileFindings) in findingsByFile {
            xml += "  <file name=\"\(Self.xmlEscaped(file))\">\n"
            for finding in fileFindings {
                xml += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
                xml += "message=\"\(Self.xmlEscaped(finding.message))\" source=\"svrefactor.\(Self.xmlEscaped(finding.rule))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }

    // MARK: - gitlab

    /// GitLab's Code Quality report (a subset of the Code Climate spec): an array of issues with
    /// `description`, `check_name`, `fingerprint`, `severity` and `location.path`/`lines.begin`.
    /// The fingerprint comes from the rule, the file and the code the finding is about, with the
    /// occurrence for identical code, so GitLab matches an issue across commits that move it.
    func gitlab() -> String {
        var occurrences: [String: Int] = [:]
        let issues: [Any] = findings.map { finding in
            let key = "\(finding.file)\u{0}\(finding.fingerprint)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            let identity = FileDeclarations.hash(Array("\(finding.rule)\u{0}\(finding.file)\u{0}\(Self.hex(finding.fingerprint))\u{0}\(occurrence)".utf8))
            return [
                "type": "issue",
                "description": finding.message,
                "check_name": finding.rule,
                "categories": ["Style"],
                "fingerprint": Self.hex(identity) + Self.hex(finding.fingerprint),
                "severity": finding.severity == .error ? "major" : "minor",
                "location": ["path": finding.file, "lines": ["begin": finding.line]],
            ] as [String: Any]
        }
        return Self.serialize(issues)
    }

    // MARK: - markdown

    /// A Markdown summary for a pull-request comment: counts per rule, then a table of findings
    /// (file and line, rule linked to its page, message).
    func markdown() -> String {
        guard !findings.isEmpty else {
            return "**svrefactor** (\(mode.name)): no findings in \(filesScanned) files.\n"
        }
        let files = Set(findings.map(\.file)).count
        var text = "**svrefactor** (\(mode.name)): \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        let fixable = findings.filter(\.fixable).count
        text += fixable > 0 ? ", \(fixable) fixable with `svrefactor apply`.\n\n" : ".\n\n"
        var perRule: [String: Int] = [:]
        for finding in findings { perRule[finding.rule, default: 0] += 1 }
        text += "| rule | findings |\n| --- | ---: |\n"
        for (rule, count) in perRule.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            text += "| \(Self.ruleLink(rule)) | \(count) |\n"
        }
        text += "\n| file | rule | message |\n| --- | --- | --- |\n"
        for finding in findings {
            text += "| `\(Self.markdownCell(finding.file)):\(finding.line):\(finding.column)` | \(Self.ruleLink(finding.rule)) | "
            text += "\(finding.severity == .error ? "**error**: " : "")\(Self.markdownCell(finding.message)) |\n"
        }
        return text
    }

    // MARK: - Helpers

    /// The findings grouped by file, in the run's (path) order.
    private var findingsByFile: [(file: String, findings: [ReportedFinding])] {
        var groups: [(file: String, findings: [ReportedFinding])] = []
        for finding in findings {
            if groups.last?.file == finding.file {
                groups[groups.count - 1].findings.append(finding)
            } else {
                groups.append((finding.file, [finding]))
            }
        }
        return groups
    }

    private static let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// Text for an XML attribute or element: markup characters as entities, control characters
    /// XML 1.0 cannot hold dropped, line breaks and tabs as character references (so they survive
    /// in attributes) unless `keepingWhitespace`.
    static func xmlEscaped(_ text: String, keepingWhitespace: Bool = false) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if keepingWhitespace, scalar == "\n" || scalar == "\r" || scalar == "\t" {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A table cell: `|` escaped, line breaks as spaces.
    static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// The rule's id linked to its page; svrefactor's own findings have no page.
    static func ruleLink(_ rule: String) -> String {
        rule == ReportedFinding.toolRuleID ? "`\(rule)`" : "[`\(rule)`](\(rulePagesURL)\(rule).md)"
    }
}
