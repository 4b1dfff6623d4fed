import Foundation
import SVRefactorCore

/// The findings a team has accepted (`check --write-baseline FILE`), so that `check --baseline FILE`
/// reports and fails only on new ones, as SwiftLint's `--baseline` does.
///
/// Findings are matched by rule, file and ``Finding/fingerprint`` (the code the finding points
/// at), not by line: adding lines above a finding leaves it matched. Each entry matches one finding,
/// so a second identical finding in the same file is new. The file is JSON, sorted, so that it
/// diffs well in review:
///
/// ```json
/// {"version": 1, "findings": [{"file": "Sources/A.swift", "rule": "no-anyview",
///   "fingerprint": "00ab…", "line": 12, "message": "…"}]}
/// ```
/// `line` and `message` are for readers; matching ignores them.
struct Baseline {
    struct Entry: Hashable {
        var file: String
        var rule: String
        var fingerprint: UInt64
    }

    static let version = 1

    /// With how many findings each key was recorded.
    private(set) var remaining: [Entry: Int] = [:]
    /// The findings, for writing.
    private(set) var entries: [ReportedFinding] = []

    init(findings: [ReportedFinding]) {
        entries = findings.sorted { ($0.file, $0.rule, $0.line, $0.column) < ($1.file, $1.rule, $1.line, $1.column) }
        for finding in findings { remaining[Self.key(finding), default: 0] += 1 }
    }

    private static func key(_ finding: ReportedFinding) -> Entry {
        Entry(file: finding.file, rule: finding.rule, fingerprint: finding.fingerprint)
    }

    /// Whether the baseline holds `finding`; each entry matches once.
    mutating func consume(_ finding: ReportedFinding) -> Bool {
        let key = Self.key(finding)
        guard let count = remaining[key], count > 0 else { return false }
        remaining[key] = count - 1
        return true
    }

    func rendered() -> String {
        let findings: [[String: Any]] = entries.map { finding in
            [
                "file": finding.file, "rule": finding.rule, "fingerprint": MachineReport.hex(finding.fingerprint),
                "line": finding.line, "message": finding.message,
            ]
        }
        return MachineReport.serialize(["version": Self.version, "tool": "svrefactor", "findings": findings])
    }

    static func load(_ path: String) throws(UsageError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path).bytes
        } catch {
            throw UsageError(description: "--baseline: cannot read '\(path)': \(error)")
        }
        let invalid = UsageError(description: "--baseline: '\(path)' is not a baseline written by `svrefactor check --write-baseline`")
        guard let document = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let findings = document["findings"] as? [[String: Any]]
        else { throw invalid }
        guard document["version"] as? Int == version else {
            throw UsageError(description: "--baseline: '\(path)' has version \(document["version"] ?? "none"); this svrefactor reads version \(version)")
        }
        var entries: [ReportedFinding] = []
        for entry in findings {
            guard let file = entry["file"] as? String, let rule = entry["rule"] as? String,
                let hex = entry["fingerprint"] as? String, let fingerprint = UInt64(hex, radix: 16)
            else { throw invalid }
            entries.append(ReportedFinding(
                file: file, line: entry["line"] as? Int ?? 0, column: 0, rule: rule, severity: .warning,
                message: entry["message"] as? String ?? "", fixable: false, fingerprint: fingerprint))
        }
        return Baseline(findings: entries)
    }
}
