import SVRefactorCore

/// What the run does with a changed file.
package enum RunMode: Sendable {
    /// Rewrite files in place.
    case apply
    /// Write nothing; print a unified diff.
    case dryRun
    /// Write nothing; report files that would change and fail.
    case check
}

/// Everything the reporter needs about one processed file. Holds no syntax tree.
struct FileReport: Sendable {
    enum Status: Sendable {
        case unchanged
        /// Changed (written, or would be in dry-run and check mode).
        case changed(changes: [RuleChange], diff: String?)
        case skipped(SkipReason)
        case failed(String)
    }

    var file: SourceFile
    var status: Status
    var findings: [Finding]
    var timings: PhaseTimings
    /// For standard input: the text to print on standard output.
    var output: [UInt8]? = nil
    /// In an `apply` run that writes files in groups, the new text, written once its group is
    /// known to be writable (see ``GroupedWriter``).
    var pendingWrite: GroupedWriter.PendingWrite? = nil
    /// ``FileOutcome/changesLeftOutBySuppression``: a group with such a file is not written.
    var changesLeftOutBySuppression: [String] = []
    /// Files the change creates beside this one (written in apply mode, with it).
    var createdFiles: [CreatedFileReport] = []
    /// With `--at`: what the selection took in this file, and what it could have taken.
    var selection = SelectionResult()
    /// For `--reporter json`: the diff of a change (not in check mode) and what it created and removed.
    var description: (diff: String?, declarations: DeclarationChanges)? = nil
}

/// A file a change creates: where, and what it holds.
struct CreatedFileReport: Sendable {
    var displayPath: String
    var path: String
    var contents: [UInt8]
    var ruleID: String
}

/// Reads, rewrites and (in apply mode) writes one file.
struct FileProcessor: Sendable {
    let pipeline: Pipeline
    let mode: RunMode
    let coloredDiff: Bool
    /// In apply mode: hold changed files' new text in the report instead of writing it.
    var defersWrites = false
    /// Severities the configuration sets for rules' findings, by rule id.
    var severities: [String: Finding.Severity] = [:]
    /// In check mode: keep each changed file's diff (uncoloured) in its report, for the HTML
    /// reporter's page.
    var keepsDiffs = false
    /// Describe each change in its report (``FileReport/description``), for the JSON reporter.
    var describesChanges = false

    func process(_ file: SourceFile) -> FileReport {
        var timings = PhaseTimings()
        let contents: FileSystem.FileContents
        do {
            contents = try timings.measure(.read) { () throws(FileSystem.Error) in try FileSystem.read(file.path) }
        } catch {
            return FileReport(file: file, status: .failed(error.description), findings: [], timings: timings)
        }

        let outcome = pipeline.process(contents.bytes, path: file.displayPath, timings: &timings)
        var report = report(for: outcome, of: file, timings: timings)
        if case let .changed(newSource, changes) = outcome.status {
            report.createdFiles = outcome.createdFiles.map { created in
                CreatedFileReport(
                    displayPath: created.path(besides: file.displayPath), path: created.path(besides: file.path), contents: created.contents,
                    ruleID: created.ruleID)
            }
            let pending = GroupedWriter.PendingWrite(newSource: newSource, original: contents.bytes, mode: contents.mode, createdFiles: report.createdFiles)
            switch mode {
            case .apply where defersWrites:
                report.pendingWrite = pending
            case .apply:
                do {
                    try report.timings.measure(.write) { () throws(FileSystem.Error) in try GroupedWriter.write(pending, to: file.path) }
                } catch {
                    report.status = .failed(error.description)
                }
            case .dryRun where describesChanges:
                // The JSON report carries the diff, in the description below.
                break
            case .dryRun:
                let diff = report.timings.measure(.diff) { diffText(file, contents.bytes, newSource, report.createdFiles, colored: coloredDiff) }
                report.status = .changed(changes: changes, diff: diff)
            case .check where keepsDiffs:
                let diff = report.timings.measure(.diff) { diffText(file, contents.bytes, newSource, report.createdFiles, colored: false) }
                report.status = .changed(changes: changes, diff: diff)
            case .check:
                break
            }
            if describesChanges {
                report.description = report.timings.measure(.diff) {
                    let diff = mode == .check ? nil : diffText(file, contents.bytes, newSource, report.createdFiles, colored: false)
                    let declarations = DeclarationChanges(
                        path: file.displayPath, original: contents.bytes, output: newSource,
                        createdFiles: report.createdFiles.map { ($0.displayPath, $0.contents) })
                    return (diff, declarations)
                }
            }
        }
        return report
    }

    /// The change's diff, then one creation diff (`--- /dev/null`) per new file: what `git apply` takes.
    private func diffText(_ file: SourceFile, _ old: [UInt8], _ new: [UInt8], _ created: [CreatedFileReport], colored: Bool) -> String {
        UnifiedDiff(old: old, new: new).rendered(oldPath: file.displayPath, newPath: file.displayPath, colored: colored)
            + created.map { UnifiedDiff(old: [], new: $0.contents).rendered(oldPath: nil, newPath: $0.displayPath, colored: colored) }.joined()
    }

    /// The report for a pipeline outcome; a change is reported without a diff, which the mode adds.
    private func report(for outcome: FileOutcome, of file: SourceFile, timings: PhaseTimings) -> FileReport {
        let status: FileReport.Status
        switch outcome.status {
        case .unchanged: status = .unchanged
        case let .skipped(reason): status = .skipped(reason)
        case let .failed(reason): status = .failed(reason.description)
        case let .changed(_, changes): status = .changed(changes: changes, diff: nil)
        }
        let findings = severities.isEmpty ? outcome.findings : outcome.findings.map { finding in
            var finding = finding
            finding.severity = severities[finding.ruleID] ?? finding.severity
            return finding
        }
        return FileReport(
            file: file, status: status, findings: findings, timings: timings, changesLeftOutBySuppression: outcome.changesLeftOutBySuppression,
            selection: outcome.selection)
    }

    /// Standard input. In apply mode the result goes to standard output: the rewritten text, or the
    /// input unchanged when nothing applies or it cannot be processed, so an editor never loses text.
    /// In dry-run mode the output is the diff; in check mode there is none.
    func processStandardInput(_ bytes: [UInt8], displayPath: String) -> FileReport {
        var timings = PhaseTimings()
        let file = SourceFile(displayPath: displayPath, path: displayPath)
        let outcome = pipeline.process(bytes, path: displayPath, timings: &timings)
        var report = report(for: outcome, of: file, timings: timings)
        report.output = mode == .apply ? bytes : nil
        if case .changed = outcome.status, !outcome.createdFiles.isEmpty {
            // Nowhere to write them: the text stays as it is.
            report.status = .failed("not rewritten: the change creates files, which standard input cannot; run on the file instead")
            return report
        }
        if case let .changed(newSource, _) = outcome.status {
            switch mode {
            case .apply:
                report.output = newSource
            case .dryRun:
                report.output = Array(
                    UnifiedDiff(old: bytes, new: newSource)
                        .rendered(oldPath: displayPath, newPath: displayPath, colored: coloredDiff).utf8)
            case .check:
                break
            }
            if describesChanges {
                report.description = report.timings.measure(.diff) {
                    let diff = mode == .check ? nil : diffText(file, bytes, newSource, [], colored: false)
                    let declarations = DeclarationChanges(path: file.displayPath, original: bytes, output: newSource)
                    return (diff, declarations)
                }
            }
        }
        return report
    }
}
