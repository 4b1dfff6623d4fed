import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output (machine output: diffs, rewritten source, rule lists) and standard error
/// (human output: findings, summary, progress).
package enum Console {
    static func out(_ text: String) { emit(text, to: STDOUT_FILENO) }
    package static func error(_ text: String) { emit(text, to: STDERR_FILENO) }

    static func out(bytes: [UInt8]) {
        bytes.withUnsafeBytes { emit($0, to: STDOUT_FILENO) }
    }

    static var standardOutputIsTerminal: Bool { capture.withLock { $0 == nil } && isatty(STDOUT_FILENO) == 1 }
    static var standardErrorIsTerminal: Bool { capture.withLock { $0 == nil } && isatty(STDERR_FILENO) == 1 }

    /// What a command run in-process wrote, instead of the process's own standard output and error.
    package struct Captured: Sendable {
        package var output: [UInt8] = []
        package var error: [UInt8] = []
    }

    /// While set, output goes here: the MCP server runs commands in its own process, whose
    /// standard output carries the protocol.
    private static let capture = Mutex<Captured?>(nil)
    /// One capture at a time: the captured output is the process's.
    private static let captureTurn = NSLock()

    /// Runs `body` with everything printed going into the returned buffers (neither stream counts as
    /// a terminal). Captures wait for each other.
    package static func capturing<Result>(_ body: () throws -> Result) rethrows -> (result: Result, captured: Captured) {
        captureTurn.lock()
        defer { captureTurn.unlock() }
        capture.withLock { $0 = Captured() }
        defer { capture.withLock { $0 = nil } }
        let result = try body()
        return (result, capture.withLock { $0 ?? Captured() })
    }

    private static func emit(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { emit(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    private static func emit(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
        let captured = capture.withLock { captured -> Bool in
            guard captured != nil else { return false }
            if descriptor == STDOUT_FILENO { captured!.output += buffer } else { captured!.error += buffer }
            return true
        }
        if captured { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

/// `--color auto|always|never`.
enum ColorMode: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// `auto` colours only a terminal, and honours the NO_COLOR convention.
    func isEnabled(forTerminal isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
            return isTerminal
        }
    }
}
