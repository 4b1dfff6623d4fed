#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output (machine output: diffs, rewritten source, rule lists) and standard error
/// (human output: findings, summary, progress).
enum Console {
    static func out(_ text: String) { emit(text, to: STDOUT_FILENO) }
    static func error(_ text: String) { emit(text, to: STDERR_FILENO) }

    static func out(bytes: [UInt8]) {
        bytes.withUnsafeBytes { emit($0, to: STDOUT_FILENO) }
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    private static func emit(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { emit(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    private static func emit(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
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
