import SVRefactorCore

/// Prints per-file results as they arrive (in path order), a progress line on a terminal, and the summary.
final class Reporter {
    struct Counts {
        var scanned = 0
        var changed = 0
        var skipped: [String: Int] = [:]
        var failed = 0
        var findings = 0

        var skippedTotal: Int { skipped.values.reduce(0, +) }
    }

    private let mode: RunMode
    private let format: ReporterFormat
    private let progress: ProgressLine?
    private(set) var counts = Counts()
    private(set) var timings = PhaseTimings()
    /// For a machine format: every finding, in path order, printed by ``machineReport()``.
    private(set) var collected: [ReportedFinding] = []

    init(mode: RunMode, format: ReporterFormat = .xcode, total: Int, showsProgress: Bool) {
        self.mode = mode
        self.format = format
        progress = showsProgress ? ProgressLine(total: total) : nil
    }

    func report(_ report: FileReport) {
        counts.scanned += 1
        counts.findings += report.findings.count
        timings.add(report.timings)
        let path = report.file.displayPath
        if format != .xcode { collect(report) }
        // Machine formats carry the findings themselves; standard error keeps only what went wrong.
        var lines: [String] = format == .xcode ? report.findings.map { $0.formatted(path: path) } : []
        switch report.status {
        case .unchanged:
            break
        case let .changed(changes, diff):
            counts.changed += 1
            let rules = changes.map(\.ruleID).joined(separator: ", ")
            switch mode {
            case .apply:
                if report.output == nil { lines.append("\(path): rewritten [\(rules)]") }
            case .dryRun:
                if let diff { progress?.clear(); Console.out(diff) }
            case .check where format == .xcode:
                for change in changes {
                    lines.append("\(path):\(change.firstChangedLine):1: error: would be rewritten [\(change.ruleID)]")
                }
            case .check:
                break
            }
        case let .skipped(reason):
            counts.skipped[reason.category, default: 0] += 1
            let (line, column) = reason.location
            lines.append("\(path):\(line):\(column): error: \(reason)")
        case let .failed(message):
            counts.failed += 1
            lines.append("\(path): error: \(message)")
        }
        if !lines.isEmpty {
            progress?.clear()
            Console.error(lines.joined(separator: "\n") + "\n")
        }
    }

    private func collect(_ report: FileReport) {
        let path = report.file.displayPath
        collected += report.findings.map { finding in
            ReportedFinding(
                file: path, line: finding.line, column: finding.column, rule: finding.ruleID, severity: finding.severity,
                message: finding.message, fixable: false, fingerprint: finding.fingerprint)
        }
        switch report.status {
        case let .changed(changes, _) where mode == .check:
            collected += changes.map { change in
                ReportedFinding(
                    file: path, line: change.firstChangedLine, column: 1, rule: change.ruleID, severity: .error,
                    message: "would be rewritten; run `svrefactor apply --rule \(change.ruleID)` to fix", fixable: true,
                    fingerprint: Finding.fingerprint(ruleID: change.ruleID, lineText: [], message: "would be rewritten"))
            }
        case let .skipped(reason):
            let (line, column) = reason.location
            collected.append(ReportedFinding(
                file: path, line: line, column: column, rule: ReportedFinding.toolRuleID, severity: .error,
                message: "\(reason)", fixable: false, fingerprint: Finding.fingerprint(ruleID: ReportedFinding.toolRuleID, lineText: [], message: "skipped")))
        case let .failed(message):
            collected.append(ReportedFinding(
                file: path, line: 1, column: 1, rule: ReportedFinding.toolRuleID, severity: .error,
                message: message, fixable: false, fingerprint: Finding.fingerprint(ruleID: ReportedFinding.toolRuleID, lineText: [], message: "failed")))
        default:
            break
        }
    }

    /// The machine format's text for the whole run; nil for `xcode`, which printed as it went.
    func machineReport() -> String? {
        guard format != .xcode else { return nil }
        return MachineReport(findings: collected, filesScanned: counts.scanned, filesChanged: counts.changed, mode: mode).rendered(as: format)
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
    func summary(seconds: Double, exclusions: String, model: ProjectModel? = nil) -> String {
        progress?.clear()
        let changedLabel = mode == .apply ? "changed" : "would change"
        var skipped = "\(counts.skippedTotal) skipped"
        if !counts.skipped.isEmpty {
            skipped += " (" + counts.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")"
        }
        var excludedText = exclusions.isEmpty ? "" : " (\(exclusions))"
        if let model {
            // How much of the module the rules could see, and what of it could not be read.
            let unreadable = model.unreadableFileCount > 0 ? ", \(model.unreadableFileCount) unreadable" : ""
            excludedText += ", \(model.fileCount) indexed\(unreadable)"
        }
        let fileWord = counts.scanned == 1 ? "file" : "files"
        return "svrefactor: \(counts.scanned) \(fileWord) scanned\(excludedText), \(counts.changed) \(changedLabel), \(skipped), "
            + "\(counts.failed) failed, \(counts.findings) finding\(counts.findings == 1 ? "" : "s") in \(Self.format(seconds: seconds))"
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
    private let total: Int
    private let activity: String
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
        Console.error("\r\u{1B}[K[\(completed)/\(total)] files \(activity)")
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
