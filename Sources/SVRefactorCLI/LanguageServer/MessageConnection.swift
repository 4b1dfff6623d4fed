import Foundation

/// JSON-RPC 2.0 over a byte stream with LSP's base protocol framing: each message is a
/// `Content-Length: N` header, a blank line, and N bytes of JSON.
///
/// A reader thread parses incoming messages into a queue, so the server can tell whether more
/// input is waiting (it then coalesces diagnostics of quick edits); writes are serialized.
final class MessageConnection: @unchecked Sendable {
    /// One incoming message, or why there is none.
    enum Incoming {
        case message(JSON)
        /// A message whose body is not JSON: answered with a parse error.
        case unparsable
        /// The stream ended (or its framing broke): the server stops.
        case end
    }

    private let input: Int32
    private let output: Int32
    private let condition = NSCondition()
    private var queue: [Incoming] = []
    private let writeLock = NSLock()

    init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// Starts reading `input` on a thread of its own.
    func startReading() {
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    /// The next message, waiting for one.
    func next() -> Incoming {
        condition.lock()
        while queue.isEmpty { condition.wait() }
        let first = queue.removeFirst()
        condition.unlock()
        return first
    }

    /// Whether a message is waiting already.
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !queue.isEmpty
    }

    func send(_ message: JSON) {
        let body = message.serialized
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        writeLock.lock()
        defer { writeLock.unlock() }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if result <= 0 {
                if result < 0 && errno == EINTR { continue }
                return
            }
            written += result
        }
    }

    private func enqueue(_ incoming: Incoming) {
        condition.lock()
        queue.append(incoming)
        condition.signal()
        condition.unlock()
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            // A whole message in the buffer: hand it over.
            if let headerEnd = Self.firstIndex(of: separator, in: buffer) {
                let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
                guard let length = Self.contentLength(in: header) else {
                    enqueue(.end)
                    return
                }
                let start = headerEnd + separator.count
                if buffer.count >= start + length {
                    let body = Array(buffer[start..<(start + length)])
                    buffer.removeFirst(start + length)
                    enqueue(JSON.parse(body).map(Incoming.message) ?? .unparsable)
                    continue
                }
            }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                enqueue(.end)
                return
            }
            buffer += chunk[..<count]
        }
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }
}
