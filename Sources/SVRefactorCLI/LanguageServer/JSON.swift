import Foundation

/// A JSON value, for the language server's messages: LSP payloads are open-ended objects, of which
/// the server reads a few keys and writes a few shapes.
enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Parses a message body; nil when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> JSON? {
        try? JSONDecoder().decode(JSON.self, from: Data(bytes))
    }

    /// The compact UTF-8 text of the value, keys sorted (stable output for tests and logs).
    var serialized: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case let .bool(value): out += Array((value ? "true" : "false").utf8)
        case let .int(value): out += Array(String(value).utf8)
        case let .double(value): out += Array((value.isFinite ? "\(value)" : "null").utf8)
        case let .string(value): Self.writeString(value, to: &out)
        case let .array(values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(values):
            out.append(UInt8(ascii: "{"))
            for (index, key) in values.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                values[key]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case UInt8(ascii: "\n"): out += Array("\\n".utf8)
            case UInt8(ascii: "\r"): out += Array("\\r".utf8)
            case UInt8(ascii: "\t"): out += Array("\\t".utf8)
            case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    subscript(key: String) -> JSON? {
        if case let .object(values) = self { return values[key] }
        return nil
    }

    var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    var int: Int? {
        switch self {
        case let .int(value): return value
        case let .double(value): return Int(exactly: value)
        default: return nil
        }
    }

    var bool: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    var array: [JSON]? {
        if case let .array(values) = self { return values }
        return nil
    }
}

extension JSON: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // JSONDecoder decodes only `true`/`false` as Bool and only integral numbers as Int.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) { self = .object(Dictionary(elements) { _, last in last }) }
    init(nilLiteral: ()) { self = .null }
}
