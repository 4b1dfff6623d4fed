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
        /// New files that go with the change (created with the file's permissions).
        var createdFiles: [CreatedFileReport] = []
    }

    /// Writes one file's change: its new files first, each created atomically and never over an
    /// existing file, then the file itself. When a step fails, the new files already created are
    /// removed, so the change is made whole or not at all.
    static func write(_ pending: PendingWrite, to path: String) throws(FileSystem.Error) {
        var created: [String] = []
        do throws(FileSystem.Error) {
            for file in pending.createdFiles {
                do throws(FileSystem.Error) {
                    try FileSystem.createExclusively(file.path, with: file.contents, mode: pending.mode & 0o666)
                } catch {
                    throw FileSystem.Error(description: "\(file.displayPath) \(error.description)")
                }
                created.append(file.path)
            }
            try FileSystem.replaceAtomically(path, with: pending.newSource, expected: pending.original, mode: pending.mode)
        } catch {
            for path in created.reversed() { unlink(path) }
            throw error
        }
    }

    /// Takes back a change ``write(_:to:)`` made: the file's original text, and no new files.
    private static func undo(_ pending: PendingWrite, at path: String) {
        try? FileSystem.replaceAtomically(path, with: pending.original, expected: pending.newSource, mode: pending.mode)
        for file in pending.createdFiles.reversed() {
            // Only a file that still holds what was written: someone may have changed it since.
            if let current = try? FileSystem.read(file.path), current.bytes == file.contents { unlink(file.path) }
        }
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
                try reports[index].timings.measure(.write) { () throws(FileSystem.Error) in try write(pending, to: path) }
                written.append(index)
            } catch {
                for done in written.reversed() { undo(reports[done].pendingWrite!, at: reports[done].file.path) }
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
