import Foundation
import SVRefactorCore

/// Writes the files of a run whose rules change files together (``Rule/filesChangedTogether(in:)``:
/// migrate-observation moves a class with every file that uses it). Such a change is all or
/// nothing: when one file of a group cannot be rewritten (it failed verification, was skipped, is
/// read-only or changed on disk), none of the group's files are written, and each says why. Groups
/// that share a file are one group, since that file's new text holds both changes.
enum GroupedWriter {
    /// The new text of a changed file, held until its group is known to be writable.
    struct PendingWrite: Sendable {
        var newSource: [UInt8]
        var original: [UInt8]
        var mode: mode_t
    }

    /// Resolves `reports` (in run order) against `groups` of display paths. In `apply` mode it
    /// writes the pending files; in the other modes a vetoed file's diff or change is dropped.
    static func resolve(_ reports: inout [FileReport], groups: [Set<String>], mode: RunMode) {
        let indexOfPath = Dictionary(reports.indices.map { (reports[$0].file.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        let components = ChangeGroups.merged(groups.map { Set($0.compactMap { indexOfPath[$0] }) })
        var grouped = Set<Int>()
        for component in components {
            grouped.formUnion(component)
            let members = component.sorted()
            if let blocker = members.first(where: { reports[$0].cannotBeRewritten }) {
                let reason = reports[blocker].problemDescription
                veto(members, in: &reports, because: "not written: its changes go with those of \(reports[blocker].file.displayPath), which could not be rewritten (\(reason))")
                continue
            }
            guard mode == .apply else { continue }
            writeAll(members, in: &reports)
        }
        // Files of no group stand alone.
        for index in reports.indices where !grouped.contains(index) && mode == .apply {
            writeAll([index], in: &reports)
        }
    }

    /// Writes every pending file of `members`; when one write fails, the files already written
    /// get their original text back, and all of them report the failure.
    private static func writeAll(_ members: [Int], in reports: inout [FileReport]) {
        var written: [Int] = []
        for index in members {
            guard let pending = reports[index].pendingWrite else { continue }
            let path = reports[index].file.path
            do throws(FileSystem.Error) {
                try reports[index].timings.measure(.write) { () throws(FileSystem.Error) in
                    try FileSystem.replaceAtomically(path, with: pending.newSource, expected: pending.original, mode: pending.mode)
                }
                written.append(index)
            } catch {
                for done in written.reversed() {
                    let restored = reports[done].pendingWrite!
                    try? FileSystem.replaceAtomically(reports[done].file.path, with: restored.original, expected: restored.newSource, mode: restored.mode)
                }
                reports[index].status = .failed(error.description)
                let cause = "its changes go with those of \(reports[index].file.displayPath), which could not be written (\(error.description))"
                veto(written, in: &reports, because: "not written (its original text is back): " + cause)
                veto(members.filter { $0 != index && !written.contains($0) }, in: &reports, because: "not written: " + cause)
                return
            }
        }
        for index in members { reports[index].pendingWrite = nil }
    }

    private static func veto(_ members: [Int], in reports: inout [FileReport], because reason: String) {
        for index in members {
            guard case .changed = reports[index].status else { continue }
            reports[index].status = .failed(reason)
            reports[index].pendingWrite = nil
        }
    }
}

extension FileReport {
    /// Whether the pipeline could not rewrite this file, or a suppression comment kept a rule from
    /// changing it: a group it belongs to must not be written.
    fileprivate var cannotBeRewritten: Bool {
        switch status {
        case .skipped, .failed: return true
        case .changed, .unchanged: return !changesLeftOutBySuppression.isEmpty
        }
    }

    fileprivate var problemDescription: String {
        switch status {
        case let .skipped(reason): return reason.description
        case let .failed(message): return message
        case .changed, .unchanged:
            return "a `svrefactor:disable` comment there keeps \(changesLeftOutBySuppression.joined(separator: ", ")) from changing it"
        }
    }
}
