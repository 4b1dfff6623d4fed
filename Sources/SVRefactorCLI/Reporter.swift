import SVRefactorCore
import SVRefactorRules

/// Prints per-file results as they arrive (in path order), a progress line on a terminal, and the summary.
final class Reporter {
    struct Counts {
        var scanned = 0
        var changed = 0
        var skipped: [String: Int] = [:]
        var failed = 0
        var findings = 0
        /// Findings by severity (changes `check` reports are not findings).
        var errorFindings = 0
        var warningFindings = 0
        /// Findings and changes `--baseline` holds, so neither reported nor counted above.
        var baselined = 0
        /// Per rule id: files it changed (or would), and its findings.
        var changedByRule: [String: Int] = [:]
        var findingsByRule: [String: Int] = [:]

        var skippedTotal: Int { skipped.values.reduce(0, +) }
    }

    private let mode: RunMode
    private let format: ReporterFormat
    private let progress: ProgressLine?
    private var baseline: Baseline?
    /// `--quiet`: only findings and errors; no progress, no "rewritten" lines, no summary.
    let quiet: Bool
    private(set) var counts = Counts()
    private(set) var timings = PhaseTimings()
    /// Every finding and, in check mode, change reported, in path order: for the machine formats
    /// and `--write-baseline`.
    private(set) var allFindings: [ReportedFinding] = []
    /// What `--write-baseline` records: the findings, and each site of each change (the report
    /// shows a change once per rule and file, at its first site the baseline does not hold).
    private(set) var baselineFindings: [ReportedFinding] = []
    /// The diffs of changed files, for the HTML reporter.
    private(set) var diffs: [(file: String, diff: String)] = []
    /// Files the run's changes create (or would create), in report order.
    private(set) var createdFiles: [MachineReport.CreatedFile] = []
    /// Each reported change's description, in report order: for the JSON reporter.
    private(set) var changeDescriptions: [MachineReport.ChangeDescription] = []

    init(mode: RunMode, format: ReporterFormat = .xcode, total: Int, baseline: Baseline? = nil, showsProgress: Bool, quiet: Bool = false) {
        self.mode = mode
        self.format = format
        self.baseline = baseline
        self.quiet = quiet
        progress = showsProgress && !quiet ? ProgressLine(total: total) : nil
    }

    func report(_ report: FileReport) {
        counts.scanned += 1
        timings.add(report.timings)
        let path = report.file.displayPath
        // Machine formats carry findings and changes themselves: on standard error they keep only
        // `alwaysShown`, what happened to the file (rewritten, skipped, failed).
        var lines: [String] = []
        var alwaysShown: [String] = []
        for finding in report.findings {
            let reported = ReportedFinding(rule: finding, file: path)
            guard record(reported) else { continue }
            counts.findings += 1
            counts.findingsByRule[finding.ruleID, default: 0] += 1
            if finding.severity == .error { counts.errorFindings += 1 } else { counts.warningFindings += 1 }
            lines.append(finding.formatted(path: path))
        }
        switch report.status {
        case .unchanged:
            break
        case let .changed(changes, diff):
            let rules = changes.map(\.ruleID).joined(separator: ", ")
            createdFiles += report.createdFiles.map { MachineReport.CreatedFile(file: $0.displayPath, from: path, rule: $0.ruleID) }
            for change in changes where mode != .check { counts.changedByRule[change.ruleID, default: 0] += 1 }
            switch mode {
            case .apply:
                counts.changed += 1
                describe(report, rules: changes.map(\.ruleID))
                if report.output == nil, !quiet {
                    alwaysShown.append("\(path): rewritten [\(rules)]")
                    alwaysShown += report.createdFiles.map { "\($0.displayPath): created [\($0.ruleID)]" }
                }
            case .dryRun:
                counts.changed += 1
                // A machine report (JSON, the only one --dry-run takes) holds the diffs itself.
                if let diff, format == .xcode { progress?.clear(); Console.out(diff) }
                describe(report, rules: changes.map(\.ruleID))
            case .check:
                if format == .html, let diff { diffs.append((path, diff)) }
                var reported: [ReportedFinding] = []
                for (index, change) in changes.enumerated() {
                    let sites = ReportedFinding.sites(of: change, file: path, earlierRules: changes[..<index].map(\.ruleID))
                    baselineFindings += sites
                    // Every site is matched against the baseline; the change is new if one is not.
                    let new = sites.filter { !isBaselined($0) }
                    if let first = new.first {
                        allFindings.append(first)
                        reported.append(first)
                    }
                }
                if !reported.isEmpty {
                    counts.changed += 1
                    describe(report, rules: reported.map(\.rule))
                }
                for change in reported { counts.changedByRule[change.rule, default: 0] += 1 }
                lines += reported.map { "\(path):\($0.line):1: error: \($0.message) [\($0.rule)]" }
            }
        case let .skipped(reason):
            counts.skipped[reason.category, default: 0] += 1
            let (line, column) = reason.location
            let unprocessed = ReportedFinding(unprocessed: path, line: line, column: column, message: "\(reason)", kind: "skipped")
            allFindings.append(unprocessed)
            baselineFindings.append(unprocessed)
            alwaysShown.append("\(path):\(line):\(column): error: \(reason)")
        case let .failed(message):
            counts.failed += 1
            let unprocessed = ReportedFinding(unprocessed: path, line: 1, column: 1, message: message, kind: "failed")
            allFindings.append(unprocessed)
            baselineFindings.append(unprocessed)
            alwaysShown.append("\(path): error: \(message)")
        }
        lines = format == .xcode ? lines + alwaysShown : alwaysShown
        if !lines.isEmpty {
            progress?.clear()
            Console.error(lines.joined(separator: "\n") + "\n")
        }
    }

    /// Keeps the description of a changed file's change (``FileReport/description``), when the run makes them.
    private func describe(_ report: FileReport, rules: [String]) {
        guard let description = report.description else { return }
        changeDescriptions.append(MachineReport.ChangeDescription(
            file: report.file.displayPath, rules: rules, diff: description.diff, declarations: description.declarations))
    }

    /// Whether the baseline holds `finding` (each entry matches once), counting it if so.
    private func isBaselined(_ finding: ReportedFinding) -> Bool {
        guard baseline?.consume(finding) == true else { return false }
        counts.baselined += 1
        return true
    }

    /// Keeps `finding` for the report unless the baseline holds it; returns whether it is new.
    private func record(_ finding: ReportedFinding) -> Bool {
        if isBaselined(finding) { return false }
        allFindings.append(finding)
        baselineFindings.append(finding)
        return true
    }

    /// The machine format's text for the whole run; nil for `xcode`, which printed as it went.
    func machineReport() -> String? {
        guard format != .xcode else { return nil }
        var report = MachineReport(findings: allFindings, filesScanned: counts.scanned, filesChanged: counts.changed, mode: mode)
        report.diffs = diffs
        report.createdFiles = createdFiles
        report.changes = changeDescriptions
        return report.rendered(as: format)
    }

    /// Adds time spent outside the per-file reports (building the project model).
    func add(_ other: PhaseTimings) {
        timings.add(other)
    }

    func updateProgress(completed: Int) {
        progress?.update(completed: completed)
    }

    /// The one-line summary, for example
    /// `svrefactor: 120 files scanned, 480 indexed, 3 would change, 1 skipped (1 syntax errors), 0 failed, 2 findings in 0.42s`.
    /// `indexed`: the files of the module the rules saw and how many could not be read; `reused`:
    /// the results the cache gave.
    /// `indexedAlone`: folders indexed without their subfolders, because no project is around them.
    func summary(seconds: Double, exclusions: String, indexed: (files: Int, unreadable: Int)? = nil, indexedAlone: Int = 0, reused: Int? = nil) -> String {
        progress?.clear()
        let changedLabel = mode == .apply ? "changed" : "would change"
        var skipped = "\(counts.skippedTotal) skipped"
        if !counts.skipped.isEmpty {
            skipped += " (" + counts.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")"
        }
        var excludedText = exclusions.isEmpty ? "" : " (\(exclusions))"
        if let indexed {
            // How much of the module the rules could see, and what of it could not be read.
            let unreadable = indexed.unreadable > 0 ? ", \(indexed.unreadable) unreadable" : ""
            excludedText += ", \(indexed.files) indexed\(unreadable)"
            if indexedAlone > 0 {
                excludedText += " (only the files beside \(indexedAlone == 1 ? "it" : "them"), not subfolders: no Package.swift, .xcodeproj or .git above)"
            }
        }
        if let reused, reused > 0 { excludedText += ", \(reused) from the cache" }
        let fileWord = counts.scanned == 1 ? "file" : "files"
        return "svrefactor: \(counts.scanned) \(fileWord) scanned\(excludedText), \(counts.changed) \(changedLabel), \(skipped), "
            + "\(counts.failed) failed, \(counts.findings) finding\(counts.findings == 1 ? "" : "s")"
            + (counts.baselined > 0 ? " (\(counts.baselined) more in the baseline)" : "") + " in \(Self.format(seconds: seconds))"
            + ruleBreakdown
    }

    /// A second summary line per rule, in the rules' order: `  by rule: reorder-members 3 would
    /// change, 1 finding; no-anyview 2 findings`. Empty when no rule changed or reported anything.
    private var ruleBreakdown: String {
        let ids = Set(counts.changedByRule.keys).union(counts.findingsByRule.keys)
        guard !ids.isEmpty else { return "" }
        let order = Dictionary(uniqueKeysWithValues: RuleRegistry.ids.enumerated().map { ($1, $0) })
        let changedLabel = mode == .apply ? "changed" : "would change"
        let parts = ids.sorted { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }.map { id in
            var counted: [String] = []
            if let changed = counts.changedByRule[id] { counted.append("\(changed) \(changedLabel)") }
            if let findings = counts.findingsByRule[id] { counted.append("\(findings) finding\(findings == 1 ? "" : "s")") }
            return "\(id) " + counted.joined(separator: ", ")
        }
        return "\n  by rule: " + parts.joined(separator: "; ")
    }

    /// `--timings`: where the time went, per phase.
    func timingsTable(wallSeconds: Double, workers: Int) -> String {
        let rate = wallSeconds > 0 ? Double(counts.scanned) / wallSeconds : 0
        var lines = ["timings: \(counts.scanned) files in \(Self.format(seconds: wallSeconds)) wall time with \(workers) worker\(workers == 1 ? "" : "s") (\(Int(rate.rounded())) files/s); per phase, summed over workers:"]
        let total = timings.durations.values.reduce(Duration.zero, +)
        let width = timings.durations.keys.map(\.label.count).max() ?? 0
        for (phase, duration) in timings.durations.sorted(by: { $0.key < $1.key }) {
            let seconds = duration.seconds
            let share = total > .zero ? seconds / total.seconds * 100 : 0
            let label = phase.label.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(label)  \(Self.format(seconds: seconds).leftPadded(to: 8))  \(String(format: "%5.1f%%", share))")
        }
        return lines.joined(separator: "\n")
    }

    static func format(seconds: Double) -> String {
        String(format: "%.2fs", seconds)
    }
}

/// A single self-overwriting status line on standard error (only used on a terminal).
final class ProgressLine {
    static let barWidth = 24

    private let total: Int
    private let activity: String
    private let start = ContinuousClock.now
    private var lastDraw = ContinuousClock.now
    private var visible = false

    init(total: Int, activity: String = "processed") {
        self.total = total
        self.activity = activity
    }

    func update(completed: Int) {
        let now = ContinuousClock.now
        guard now - lastDraw > .milliseconds(100) || completed == total else { return }
        lastDraw = now
        visible = true
        Console.error("\r\u{1B}[K" + Self.text(completed: completed, total: total, activity: activity, elapsed: (now - start).seconds))
    }

    /// `[=========>         ] 1200/4000 files processed · 850 files/s · ETA 3s`; the rate and the
    /// time left appear once there is enough to estimate them from.
    static func text(completed: Int, total: Int, activity: String, elapsed: Double) -> String {
        let fraction = total > 0 ? Double(completed) / Double(total) : 1
        let filled = min(barWidth, Int((fraction * Double(barWidth)).rounded(.down)))
        let bar = String(repeating: "=", count: filled) + (filled < barWidth ? ">" + String(repeating: " ", count: barWidth - filled - 1) : "")
        var text = "[\(bar)] \(completed)/\(total) files \(activity)"
        guard elapsed >= 0.5, completed > 0 else { return text }
        let rate = Double(completed) / elapsed
        text += " · \(Int(rate.rounded())) files/s"
        if completed < total { text += " · ETA \(Int((Double(total - completed) / rate).rounded(.up)))s" }
        return text
    }

    func clear() {
        guard visible else { return }
        visible = false
        Console.error("\r\u{1B}[K")
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

import Foundation
