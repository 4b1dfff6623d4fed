#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, allocation-light POSIX file access with error messages a user can act on.
package enum FileSystem {
    struct Error: Swift.Error, CustomStringConvertible {
        var description: String
    }

    package enum EntryKind {
        case file
        case directory
        case symbolicLink
        case other
        case missing
    }

    /// What is at `path`, without following a final symbolic link.
    static func kind(ofEntryAt path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// `path` with every symbolic link and `.`/`..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder holding `path` (absolute); `/` for the root and its entries.
    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `folder` (absolute) and every folder above it, nearest first, `/` last: where configuration
    /// files, manifests and work trees are looked for.
    static func folders(upFrom folder: String) -> [String] {
        var folders = [folder]
        while let last = folders.last, last != "/" {
            folders.append(parentDirectory(of: last))
        }
        return folders
    }

    /// What `path` resolves to, following symbolic links; `.missing` with the reason when it cannot be resolved.

    package static func resolvedKind(of path: String) -> (EntryKind, errno: Int32) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (.missing, errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.file, 0)
        case S_IFDIR: return (.directory, 0)
        default: return (.other, 0)
        }
    }

    private static func describe(fileType mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a named pipe"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "not a plain file"
        }
    }

    static func message(forErrno code: Int32) -> String {
        String(cString: strerror(code))
    }

    struct FileContents {
        var bytes: [UInt8]
        var mode: mode_t
        /// What identifies this version of the file on disk (checked again just before a write).
        var identity: Identity
        var owner: uid_t
        var group: gid_t
        var linkCount: Int
    }

    /// Device, inode, size and modification time: a file edited or replaced since differs in one.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modificationSeconds: Int
        var modificationNanoseconds: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modificationSeconds = Int(info.st_mtim.tv_sec)
            modificationNanoseconds = Int(info.st_mtim.tv_nsec)
        }
    }

    /// Reads a whole regular file. Anything else (a named pipe, a device, a socket) is refused
    /// without reading: opening is non-blocking, so a pipe with no writer cannot hang the run.
    static func read(_ path: String) throws(Error) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Error(description: "cannot read: \(message(forErrno: errno))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Error(description: "cannot read: \(message(forErrno: errno))") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Error(description: "cannot read: not a regular file (\(describe(fileType: info.st_mode))); svrefactor only reads regular files")
        }
        // Reads of a regular file do not block; the flag only mattered for `open`.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)

        // Read the size fstat reported, then keep going until EOF in case the file grew meanwhile.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count: Int
            if filled < bytes.count {
                count = bytes.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            } else {
                count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress!, $0.count) }
                if count > 0 { bytes += chunk[..<count] }
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Error(description: "cannot read: \(message(forErrno: errno))")
            }
            if count == 0 { break }
            filled += count
        }
        if filled < bytes.count { bytes.removeSubrange(filled...) }
        return FileContents(
            bytes: bytes, mode: info.st_mode, identity: Identity(info), owner: info.st_uid, group: info.st_gid, linkCount: Int(info.st_nlink))
    }

    /// Replaces `path` with `bytes` atomically: writes a temporary file beside it, gives it the
    /// original permissions, and renames it over the original. Refuses when the file is read-only
    /// or no longer holds `expected` (someone changed it since it was read).
    /// Replaces `path` with `bytes` atomically: writes a temporary file beside it with the original
    /// permissions, owner and group, flushes it to disk, checks once more that the file still holds
    /// `expected` and is the same file, renames the temporary file over it, and flushes the folder.
    ///
    /// Refused: a file without write permission (checked on the mode bits, since `access()` always
    /// succeeds for root, and root should not override them either), a file with several hard links
    /// (a new file would split them), and a file someone changed since it was read. What remains:
    /// POSIX has no compare-and-rename, so a write landing between the last check and the rename,
    /// a window of microseconds, is replaced.
    static func replaceAtomically(_ path: String, with bytes: [UInt8], expected: [UInt8], mode: mode_t) throws(Error) {
        guard mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 else {
            throw Error(description: "not written: the file's permissions (\(octal(mode & 0o777))) allow no writing, and svrefactor does not override them, even as root; make it writable or use --dry-run")
        }
        let current = try read(path)
        guard current.bytes == expected else {
            throw Error(description: "not written: the file changed on disk while svrefactor was working; run again")
        }
        guard current.linkCount <= 1 else {
            throw Error(description: "not written: the file has \(current.linkCount) hard links, and replacing it would separate them; edit it through one link with --dry-run and git apply, or remove the other links")
        }

        let temporaryPath = temporaryPath(besides: path)
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode & 0o7777)
        guard descriptor >= 0 else { throw Error(description: "not written: cannot create a temporary file beside it: \(message(forErrno: errno))") }
        var failure = writeFully(descriptor, bytes)
        // open() applies the umask; set the original permissions exactly.
        if failure == 0, fchmod(descriptor, mode & 0o7777) != 0 { failure = errno }
        // The new file belongs to whoever runs svrefactor; give it the original owner and group
        // (possible as root, or for a group the user is in; otherwise the file keeps the runner's).
        if failure == 0, current.owner != geteuid() || current.group != getegid() {
            _ = fchown(descriptor, current.owner, current.group)
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0 {
            // The last look before the rename: same file, same bytes.
            let latest = try? read(path)
            guard latest?.identity == current.identity, latest?.bytes == expected else {
                unlink(temporaryPath)
                throw Error(description: "not written: the file changed on disk while svrefactor was working; run again")
            }
            if rename(temporaryPath, path) != 0 { failure = errno }
        }
        if failure != 0 {
            unlink(temporaryPath)
            throw Error(description: "not written: \(message(forErrno: failure))")
        }
        syncFolder(containing: path)
    }

    /// Creates a new file with `bytes`, atomically, and never over an existing one: the bytes go to
    /// a temporary file beside it, which is then hard-linked to `path`. `link()` fails when `path`
    /// exists (on a case-insensitive file system, also under another case), where a rename would
    /// replace it.
    static func createExclusively(_ path: String, with bytes: [UInt8], mode: mode_t) throws(Error) {
        let temporaryPath = temporaryPath(besides: path)
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode & 0o7777)
        guard descriptor >= 0 else { throw Error(description: "not created: cannot create a file in its folder: \(message(forErrno: errno))") }
        var failure = writeFully(descriptor, bytes)
        if failure == 0, fchmod(descriptor, mode & 0o7777) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, link(temporaryPath, path) != 0 { failure = errno }
        unlink(temporaryPath)
        if failure == EEXIST {
            throw Error(description: "not created: a file named so is already there (perhaps under another case); run again")
        }
        if failure != 0 { throw Error(description: "not created: \(message(forErrno: failure))") }
        syncFolder(containing: path)
    }

    /// Writes all of `bytes` to an open file, retrying interrupted and short writes; 0, or the errno
    /// of the write that failed.
    private static func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    /// Removes the temporary files (see ``temporaryPath(besides:)``) whose writing process has
    /// ended: a run killed mid-write leaves them. Those of a running process (another svrefactor
    /// run writing now) stay. Returns how many were removed.
    static func removeAbandonedTemporaryFiles(_ paths: [String]) -> Int {
        var removed = 0
        for path in paths {
            // `.<name>.svrefactor-<pid>-<n>.tmp`
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let marker = name.range(of: ".svrefactor-", options: .backwards) else { continue }
            let fields = name[marker.upperBound...].split(separator: "-")
            guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0 else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// `0644`-style permissions.
    private static func octal(_ permissions: mode_t) -> String {
        let digits = String(permissions, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Flushes a folder's entries, so a rename in it survives a crash.
    private static func syncFolder(containing path: String) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func temporaryPath(besides path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).svrefactor-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The entries of a directory (names only, without `.` and `..`), or nil when it cannot be listed.
    static func entries(ofDirectory path: String) -> [(name: String, kind: EntryKind)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var result: [(String, EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = Self.kind(ofEntryAt: path + "/" + name)
            default: kind = .other
            }
            result.append((name, kind))
        }
        return result
    }
}

// `read` and `write` are shadowed by the static methods above inside the enum.
@inline(__always) private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

@inline(__always) private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
