/// Reads a file's bytes the way the Swift lexer sees code, for the names the project model keeps
/// about every file: identifiers, member accesses and calls of type-named things.
///
/// It skips comments and the text of string literals (but not their interpolations, which are
/// code), so words there do not count as mentions. It is a lexical pass, not a parse: the project
/// model uses it because walking every node of every syntax tree of a module costs as much as
/// parsing it again, and these facts only need tokens. Where it is approximate, it errs towards
/// more mentions (rules are then more careful, never less).
struct CodeScanner {
    struct Result {
        /// Identifiers that start with an uppercase letter: the names a type can have, which is
        /// what the model is asked about (is a new type's name free?). Keeping only these keeps the
        /// model small and the scan fast.
        var identifiers = Set<String>()
        /// Names written right after a `.` whose base is not `self`: `view.header`, `\.title`, and
        /// any `.name` whose base the scan cannot rule out (after `)`, `]` or an operator such as
        /// `??`). Not implicit members (`case .header`, `(.constant)`, `= .red`, `, .leading`): they
        /// name a static member or an enum case of the type the context expects, never a property
        /// of an instance, which is what rules ask this about.
        var memberAccesses = Set<String>()
        /// Identifiers that start with an uppercase letter, written other than as a callee (`Row(…)`,
        /// `Outer.Row(…)`) or as the name a declaration gives (`struct Row`).
        var namesOutsideCalls = Set<String>()
        /// Every identifier of the code, lowercase ones included, as a filter.
        var names = NameFilter()
        /// `Name(…)`, `Name.Inner(…)`, `Name.init(…)` with their argument labels, at byte offsets.
        var calls: [(callee: String, labels: [String?], offset: Int)] = []
        /// The deepest nesting of `[` in code, and where its innermost `[` is.
        var deepestSquareBracket: (depth: Int, offset: Int) = (0, 0)
        /// `$name` (a projected value: a binding or a `@Published` publisher) and `x.$name`, at the
        /// offset of the name. `$0` is a closure parameter, not a projected value, and is left out.
        var projectedValues: [(name: String, offset: Int, isMember: Bool)] = []
        /// Every `objectWillChange` in code; `isMember` when written on a base other than `self`.
        var objectWillChanges: [(offset: Int, isMember: Bool)] = []
        /// `.environmentObject(argument)` (the modifier that injects an `ObservableObject`) at the
        /// offset of its `.`, with the argument's text when it is a plain name, a call without
        /// arguments or a member chain (nil otherwise).
        var environmentObjectModifiers: [(offset: Int, argument: String?)] = []
        /// `ObservableObject`, `ObservedObject`, `StateObject` and `EnvironmentObject` written other
        /// than as an attribute (`@StateObject`): in an inheritance clause, a generic constraint, a
        /// type (`ObservedObject<Model>`) or a call (`StateObject(wrappedValue: …)`).
        var observableObjectWords: [(name: String, offset: Int)] = []
        /// `_name` (a property wrapper's storage), with what is assigned to it when it is the target
        /// of `=`: the callee and first label of a call (`StateObject(wrappedValue:`), or "" for any
        /// other value.
        var wrapperStorages: [(name: String, offset: Int, assignment: String?)] = []
        /// Byte ranges of the callees of the calls in `wrapperStorages`' assignments.
        var assignedCallees: [Range<Int>] = []
        /// Every identifier that starts with an uppercase letter, where it is written (declared
        /// names aside: `struct Row`, `extension Row`), with its hash (``FileDeclarations/hash(_:)``),
        /// in source order, for ``FileDeclarations`` to place in the types around it.
        var typeNameOccurrences: [(offset: Int, hash: UInt64)] = []
    }

    private let bytes: [UInt8]
    private var index = 0
    private var result = Result()
    /// Identifiers and member names seen so far: a name becomes a `String` once, not at every use.
    private var identifierNames = NameSet()
    private var memberNames = NameSet()
    private var namesOutsideCalls = NameSet()
    /// The hash of every identifier.
    private var wordHashes = DistinctHashes()
    /// FNV-1a hash of the identifier just lexed.
    private var wordHash: UInt64 = 0

    /// Distinct byte ranges of the scanned text, by content, keyed by the FNV-1a hash computed
    /// while lexing: an open-addressing table on that hash, since a standard `Set` or `Dictionary`
    /// would hash every word again (a twentieth of the model's first pass).
    private struct NameSet {
        private var table = HashSlots()
        private var ranges: [Range<Int>] = []

        mutating func insert(_ range: Range<Int>, hash: UInt64, in bytes: [UInt8]) {
            let inserted = table.insert(hash) { ranges[$0] == range || bytes[ranges[$0]].elementsEqual(bytes[range]) }
            if inserted { ranges.append(range) }
        }

        func texts(in bytes: [UInt8]) -> [String] {
            ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    /// The distinct hashes of ``wordHashes``.
    private struct DistinctHashes {
        private var table = HashSlots()
        private(set) var hashes: [UInt64] = []

        mutating func insert(_ hash: UInt64) {
            if table.insert(hash, isEqual: { hashes[$0] == hash }) { hashes.append(hash) }
        }
    }

    /// What encloses the scanner's position: code (with the depth of `(`, `[`, `{` opened inside
    /// it) or a string literal (`#` count of its delimiter, and whether it is multi-line).
    private enum Context {
        case code(depth: Int)
        case string(hashes: Int, multiline: Bool)
    }

    private var contexts: [Context] = [.code(depth: 0)]
    /// Brackets (`(`, `[`, `{`) open in code, over all contexts.
    private var depth = 0
    /// `[` open in code.
    private var squareDepth = 0
    /// A call found by looking ahead from its callee, waiting for the scan to reach its `(`.
    private var pendingCall: (callee: String, offset: Int, open: Int)?
    /// Calls whose argument list is open, innermost last; `depth` is the bracket depth inside their
    /// parentheses, `expectsArgument` whether the next token starts an argument.
    private var openCalls: [(callee: String, labels: [String?], offset: Int, depth: Int, expectsArgument: Bool)] = []
    /// Whether the previous identifier in code was `self`, and where it ended: `self.x` is not
    /// another type's member.
    private var previousWordIsSelf = false
    private var previousWordEnd = -1
    /// The last byte of code before the scan's position, comments and whitespace left out (`a` for
    /// any word, `0` for a number, `"` for a string literal), and whether that word is one after
    /// which an expression starts (`return`, `case`): what tells an implicit member's `.` apart.
    private var previousSignificant: UInt8 = UInt8(ascii: "{")
    private var previousWordStartsExpression = false
    /// Whether the `.` just scanned starts an implicit member expression (`.constant`).
    private var dotStartsImplicitMember = false

    /// Trailing closures of recorded calls that are open: the call's index in `result.calls` and the
    /// depth inside the closure's braces. When one closes, a `label: {` may add another.
    private var openTrailingClosures: [(call: Int, depth: Int)] = []
    /// A recorded call whose trailing closure's `{` is the next one.
    private var callAwaitingClosure: Int?

    /// Words the lexer makes keywords, not identifiers (reserved words and `some`/`any` in types).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "is",
        "nil", "true", "false", "self", "Self", "super", "throws", "try", "await", "async", "some", "any", "Any",
    ]

    static func scan(_ bytes: [UInt8]) -> Result {
        var scanner = CodeScanner(bytes: bytes)
        scanner.run()
        scanner.result.identifiers.formUnion(scanner.identifierNames.texts(in: bytes).filter { !keywords.contains($0) })
        scanner.result.memberAccesses = Set(scanner.memberNames.texts(in: bytes))
        scanner.result.names = NameFilter(hashes: scanner.wordHashes.hashes)
        scanner.result.namesOutsideCalls = Set(scanner.namesOutsideCalls.texts(in: bytes).filter { !keywords.contains($0) })
        // In the order calls start, as a parser meets them (an outer call before its arguments).
        scanner.result.calls.sort { $0.offset < $1.offset }
        return scanner.result
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() {
        while index < bytes.count {
            switch contexts.last! {
            case .code: scanCode()
            case let .string(hashes, multiline): scanString(hashes: hashes, multiline: multiline)
            }
        }
    }

    // MARK: - Code

    private mutating func scanCode() {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            index += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\"") where startsString(), UInt8(ascii: "#") where startsString():
            argumentStartsWithoutLabel()
            previousSignificant = UInt8(ascii: "\"")
            openString()
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            argumentStartsWithoutLabel()
            depth += 1
            if case let .code(inner) = contexts.last! { contexts[contexts.count - 1] = .code(depth: inner + 1) }
            if byte == UInt8(ascii: "("), let pending = pendingCall, pending.open == index {
                openCalls.append((pending.callee, [], pending.offset, depth, true))
                pendingCall = nil
            }
            if byte == UInt8(ascii: "[") {
                squareDepth += 1
                if squareDepth > result.deepestSquareBracket.depth { result.deepestSquareBracket = (squareDepth, index) }
            }
            if byte == UInt8(ascii: "{"), let call = callAwaitingClosure {
                openTrailingClosures.append((call, depth))
                callAwaitingClosure = nil
            }
            previousSignificant = byte
            index += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            previousSignificant = byte
            if case .code(depth: 0) = contexts.last!, contexts.count > 1 {
                // The `)` that ends a string interpolation `\(…)`.
                contexts.removeLast()
                index += 1
                return
            }
            if case let .code(inner) = contexts.last! { contexts[contexts.count - 1] = .code(depth: max(0, inner - 1)) }
            if byte == UInt8(ascii: "]") { squareDepth = max(0, squareDepth - 1) }
            index += 1
            if byte == UInt8(ascii: ")"), let call = openCalls.last, call.depth == depth {
                openCalls.removeLast()
                let hasClosure = hasTrailingClosure()
                result.calls.append((call.callee, call.labels + (hasClosure ? [nil] : []), call.offset))
                if hasClosure { callAwaitingClosure = result.calls.count - 1 }
            }
            if byte == UInt8(ascii: "}"), let closure = openTrailingClosures.last, closure.depth == depth {
                openTrailingClosures.removeLast()
                if let label = labelOfNextTrailingClosure() {
                    result.calls[closure.call].labels.append(label)
                    callAwaitingClosure = closure.call
                }
            }
            depth = max(0, depth - 1)
        case UInt8(ascii: ","):
            if let call = openCalls.last, call.depth == depth { openCalls[openCalls.count - 1].expectsArgument = true }
            previousSignificant = byte
            index += 1
        case UInt8(ascii: "`"):
            let start = index + 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start {
                index = end + 1
                wordHash = FileDeclarations.hash(bytes[start..<end])
                word(from: start, to: end)
            } else {
                argumentStartsWithoutLabel()
                previousSignificant = byte
                index += 1
            }
        default:
            if SourceBytes.isIdentifierStart(byte) {
                let start = index
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                while index < bytes.count, SourceBytes.isIdentifierContinuation(bytes[index]) {
                    hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
                    index += 1
                }
                wordHash = hash
                word(from: start, to: index)
            } else if SourceBytes.isDigit(byte) {
                // A number with its letters (`0x1F`, `1e5`, `1_000`, `1.5`): no identifier inside.
                argumentStartsWithoutLabel()
                previousSignificant = UInt8(ascii: "0")
                while index < bytes.count, SourceBytes.isIdentifierContinuation(bytes[index]) || bytes[index] == UInt8(ascii: ".") && peekIsDigit(1) {
                    index += 1
                }
            } else {
                argumentStartsWithoutLabel()
                if byte == UInt8(ascii: ".") { dotStartsImplicitMember = startsImplicitMember() }
                previousSignificant = byte
                index += 1
            }
        }
    }

    /// Whether a `.` after what the scan saw last starts an implicit member expression: it follows
    /// a token after which an expression starts (an opening bracket, `,`, `:`, an operator ending
    /// in `=`, `return`, `case`), so nothing before it can be its base. Anything else (a name, `)`,
    /// `]`, `?`, `??`, a literal) may be a base.
    private func startsImplicitMember() -> Bool {
        switch previousSignificant {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="):
            return true
        case UInt8(ascii: "a"):
            return previousWordStartsExpression
        default:
            return false
        }
    }

    /// Keywords an expression follows, where `.name` is an implicit member (`return .none`,
    /// `case .loading:`, `case let .failure(error)`, `try .init()`).
    private static let expressionStartingKeywords: [[UInt8]] = ["return", "case", "let", "var", "in", "throw", "try", "await"].map { Array($0.utf8) }

    /// An identifier from `start` to `end` in code; the scan has moved past it.
    private mutating func word(from start: Int, to end: Int) {
        wordHashes.insert(wordHash)
        let isEscaped = start > 0 && bytes[start - 1] == UInt8(ascii: "`")
        if Self.isUppercase(bytes[start]) {
            if isEscaped {
                // `Type`: an identifier even though it is spelled like a keyword.
                result.identifiers.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            } else {
                identifierNames.insert(start..<end, hash: wordHash, in: bytes)
            }
        }
        let isMember = start > 0 && bytes[start - 1] == UInt8(ascii: ".") || start > 1 && bytes[start - 2] == UInt8(ascii: ".") && isEscaped
        if isMember, !dotStartsImplicitMember, !(previousWordIsSelf && previousWordEnd == start - 1) {
            memberNames.insert(start..<end, hash: wordHash, in: bytes)
        }
        let needsText = openCalls.last.map { $0.depth == depth && $0.expectsArgument } ?? false
            || !isMember && pendingCall == nil && Self.isUppercase(bytes[start])
        let text = needsText ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        if let call = openCalls.last, call.depth == depth, call.expectsArgument {
            // `label:` names the argument (not `a ? b : c`, where `b` follows `?`, nor `Module::`).
            let colon = skipSpaces(from: index)
            let isLabel = colon < bytes.count && bytes[colon] == UInt8(ascii: ":") && (colon + 1 >= bytes.count || bytes[colon + 1] != UInt8(ascii: ":"))
            openCalls[openCalls.count - 1].labels.append(isLabel ? text : nil)
            openCalls[openCalls.count - 1].expectsArgument = false
        }
        if !isMember, pendingCall == nil, Self.isUppercase(bytes[start]) {
            lookForCall(startingWith: text, at: start)
        }
        if Self.isUppercase(bytes[start]), !isDeclaredName(at: start) {
            result.typeNameOccurrences.append((start, wordHash))
            // Inside a callee (`Outer.Row(`, `Row<T>(`) a pending call is open; its names count as calls.
            if pendingCall == nil { namesOutsideCalls.insert(start..<end, hash: wordHash, in: bytes) }
        }
        if start > 0, bytes[start - 1] == UInt8(ascii: "$") {
            let isMember = start > 1 && bytes[start - 2] == UInt8(ascii: ".")
            result.projectedValues.append((String(decoding: bytes[start..<end], as: UTF8.self), start, isMember))
        } else if end - start == 16, bytes[start..<end].elementsEqual("objectWillChange".utf8) {
            let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            result.objectWillChanges.append((start, afterDot && !(previousWordIsSelf && previousWordEnd == start - 1)))
        } else if end - start == 17, start > 0, bytes[start - 1] == UInt8(ascii: "."), bytes[start..<end].elementsEqual("environmentObject".utf8) {
            result.environmentObjectModifiers.append((start - 1, simpleArgument(after: end)))
        } else if (11...17).contains(end - start), bytes[end - 6..<end].elementsEqual("Object".utf8), !isAttribute(at: start) {
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            if Self.observableObjectNames.contains(name) { result.observableObjectWords.append((name, start)) }
        } else if end - start > 1, bytes[start] == UInt8(ascii: "_"), SourceBytes.isIdentifierStart(bytes[start + 1]), bytes[start + 1] != UInt8(ascii: "_") {
            let assigned = assignedCall(after: end)
            result.wrapperStorages.append((String(decoding: bytes[(start + 1)..<end], as: UTF8.self), start, assigned?.text))
            if let callee = assigned?.callee { result.assignedCallees.append(callee) }
        }
        previousWordIsSelf = end - start == 4 && bytes[start..<end].elementsEqual("self".utf8)
        previousWordEnd = end
        previousSignificant = UInt8(ascii: "a")
        // `` `case` `` is a name, which can be a base.
        previousWordStartsExpression = !isEscaped && (2...6).contains(end - start)
            && Self.expressionStartingKeywords.contains { $0.count == end - start && bytes[start..<end].elementsEqual($0) }
    }

    /// Whether the word at `start` follows a keyword that declares it (`struct Row`, `extension Row`).
    private func isDeclaredName(at start: Int) -> Bool {
        var end = start
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[end - 1]) { end -= 1 }
        var begin = end
        while begin > 0, SourceBytes.isIdentifierContinuation(bytes[begin - 1]) { begin -= 1 }
        guard end - begin >= 4 else { return false }
        return Self.declaringKeywords.contains(String(decoding: bytes[begin..<end], as: UTF8.self))
    }

    static let declaringKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension", "typealias"]

    static let observableObjectNames: Set<String> = ["ObservableObject", "ObservedObject", "StateObject", "EnvironmentObject"]

    /// Whether the word at `start` is an attribute's name: `@Name` or `@SwiftUI.Name`.
    private func isAttribute(at start: Int) -> Bool {
        if start > 0, bytes[start - 1] == UInt8(ascii: "@") { return true }
        let module = "@SwiftUI."
        return start >= module.utf8.count && bytes[(start - module.utf8.count)..<start].elementsEqual(module.utf8)
    }

    /// After a word ending at `end`: when `=` (not `==`) follows, the assigned value's callee and
    /// first label (`StateObject(wrappedValue:`, `.init(initialValue:`), or "" for any other value;
    /// nil when nothing is assigned.
    private func assignedCall(after end: Int) -> (text: String, callee: Range<Int>?)? {
        let equals = skipSpaces(from: end)
        guard equals < bytes.count, bytes[equals] == UInt8(ascii: "="), equals + 1 < bytes.count, bytes[equals + 1] != UInt8(ascii: "=") else {
            return nil
        }
        let start = skipSpaces(from: equals + 1)
        var cursor = start
        while cursor < bytes.count, SourceBytes.isIdentifierContinuation(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
        guard cursor > start, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") else { return ("", nil) }
        let labelStart = skipSpaces(from: cursor + 1)
        var labelEnd = labelStart
        while labelEnd < bytes.count, SourceBytes.isIdentifierContinuation(bytes[labelEnd]) { labelEnd += 1 }
        guard labelEnd > labelStart, labelEnd < bytes.count, bytes[labelEnd] == UInt8(ascii: ":") else { return ("", start..<cursor) }
        let text = String(decoding: bytes[start..<cursor], as: UTF8.self) + "(" + String(decoding: bytes[labelStart..<labelEnd], as: UTF8.self) + ":"
        return (text, start..<cursor)
    }

    /// After `Name`: a call when `(` follows directly, through `<Arguments>`, `.Inner` and `.init`.
    private mutating func lookForCall(startingWith first: String, at start: Int) {
        var callee = first
        var cursor = index
        while true {
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<"), let close = matchingAngle(from: cursor) {
                callee += String(decoding: bytes[cursor...close], as: UTF8.self)
                cursor = close + 1
            }
            guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "."), SourceBytes.isIdentifierStart(bytes[cursor + 1]) else { break }
            var end = cursor + 1
            while end < bytes.count, SourceBytes.isIdentifierContinuation(bytes[end]) { end += 1 }
            let member = String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self)
            cursor = end
            if member == "init" { break }
            guard member.first?.isUppercase == true else { return }
            callee += "." + member
        }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") {
            pendingCall = (callee, start, cursor)
        }
    }

    /// A token that is not an identifier: if an argument was expected, it has no label.
    private mutating func argumentStartsWithoutLabel() {
        guard let call = openCalls.last, call.depth == depth, call.expectsArgument else { return }
        openCalls[openCalls.count - 1].labels.append(nil)
        openCalls[openCalls.count - 1].expectsArgument = false
    }

    /// `label: {` after a trailing closure's `}`: the label of the next one (`} footer: {`).
    private func labelOfNextTrailingClosure() -> String? {
        var cursor = index
        while cursor < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[cursor]) {
            cursor += 1
        }
        let start = cursor
        while cursor < bytes.count, SourceBytes.isIdentifierContinuation(bytes[cursor]) { cursor += 1 }
        guard cursor > start, SourceBytes.isIdentifierStart(bytes[start]) else { return nil }
        let colon = skipSpaces(from: cursor)
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return nil }
        let brace = skipSpaces(from: colon + 1)
        guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { return nil }
        return String(decoding: bytes[start..<cursor], as: UTF8.self)
    }

    /// A `{` on the same or the next line after a call's `)`.
    private func hasTrailingClosure() -> Bool {
        var cursor = index
        var newlines = 0
        while cursor < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[cursor]) {
            if bytes[cursor] == UInt8(ascii: "\n") { newlines += 1 }
            cursor += 1
        }
        return newlines <= 1 && cursor < bytes.count && bytes[cursor] == UInt8(ascii: "{")
    }

    /// The `>` closing the generic arguments that start at `open`, on the same line.
    private func matchingAngle(from open: Int) -> Int? {
        var nesting = 0
        var cursor = open
        while cursor < bytes.count, cursor - open < 200 {
            switch bytes[cursor] {
            case UInt8(ascii: "<"): nesting += 1
            case UInt8(ascii: ">"):
                nesting -= 1
                if nesting == 0 { return cursor }
            case UInt8(ascii: "\n"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="):
                return nil
            default: break
            }
            cursor += 1
        }
        return nil
    }

    // MARK: - Comments and strings

    private mutating func skipBlockComment() {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// `"`, `"""`, `#"`, `##"""`: a string literal starts here.
    private func startsString() -> Bool {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
    }

    private mutating func openString() {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        contexts.append(.string(hashes: hashes, multiline: multiline))
    }

    private mutating func scanString(hashes: Int, multiline: Bool) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(from: index + 1, count: hashes) {
                let afterEscape = index + 1 + hashes
                if afterEscape < bytes.count, bytes[afterEscape] == UInt8(ascii: "(") {
                    // An interpolation: code until its `)`.
                    index = afterEscape + 1
                    contexts.append(.code(depth: 0))
                    return
                }
                index = afterEscape + 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }), hashesFollow(from: index + quotes, count: hashes) {
                    index += quotes + hashes
                    contexts.removeLast()
                    return
                }
            }
            if byte == UInt8(ascii: "\n"), !multiline {
                // An unterminated single-line string: the lexer ends it at the line's end.
                contexts.removeLast()
                return
            }
            index += 1
        }
    }

    private func hashesFollow(from start: Int, count: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[start + $0] == UInt8(ascii: "#") }
    }

    // MARK: - Bytes

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func peekIsDigit(_ offset: Int) -> Bool {
        peek(offset).map(SourceBytes.isDigit) ?? false
    }

    /// The text between `(` at `start` (after spaces) and its `)` when it is a name, a member chain
    /// or either called: `store`, `AppState.shared`, `Store()`; a call's arguments are left out
    /// (`Store(url: u)` gives `Store()`). Nil for anything else.
    private func simpleArgument(after start: Int) -> String? {
        let open = skipSpaces(from: start)
        guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { return nil }
        var cursor = open + 1
        while cursor < bytes.count, SourceBytes.isIdentifierContinuation(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
        let name = String(decoding: bytes[(open + 1)..<cursor], as: UTF8.self)
        var called = false
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "("), let close = matchingParenthesis(from: cursor) {
            called = true
            cursor = close + 1
        }
        guard !name.isEmpty, cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") else { return nil }
        return called ? name + "()" : name
    }

    /// The `)` that closes the `(` at `start`, through plain one-line string literals (nil at a
    /// comment, a closure, an escape or interpolation, or when it is not found): the scanner does not
    /// follow arguments whose text it would have to lex.
    private func matchingParenthesis(from start: Int) -> Int? {
        var depth = 0
        var cursor = start
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return cursor }
            case UInt8(ascii: "\""):
                var end = cursor + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                // `""` opening `"""` is a multi-line literal; an escape may hide a quote.
                guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), end > cursor + 1 || bytes[safe: end + 1] != UInt8(ascii: "\"") else { return nil }
                cursor = end
            case UInt8(ascii: "/"), UInt8(ascii: "{"), UInt8(ascii: "#"): return nil
            default: break
            }
            cursor += 1
        }
        return nil
    }

    private func skipSpaces(from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        return cursor
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= 0x41 && byte <= 0x5A
    }

}

extension Array where Element == UInt8 {
    fileprivate subscript(safe index: Int) -> UInt8? {
        index < count ? self[index] : nil
    }
}

/// An open-addressing table of indices into its owner's entries, placed by a 64-bit hash the owner
/// has already computed (so nothing hashes it again). The owner appends an entry whenever
/// ``insert(_:isEqual:)`` returns true; the table keeps that entry's index with its hash.
struct HashSlots {
    /// Per slot: the entry's index + 1 (0: empty) and its hash. A power of two long.
    private var indices = [Int](repeating: 0, count: 64)
    private var hashes = [UInt64](repeating: 0, count: 64)
    private var count = 0

    /// Places the entry about to be appended unless `isEqual` says an entry with the same hash (given
    /// its index) equals it; returns whether it was placed.
    mutating func insert(_ hash: UInt64, isEqual: (Int) -> Bool) -> Bool {
        if (count + 1) * 2 > indices.count { grow() }
        var slot = Self.slot(of: hash, in: indices.count)
        while indices[slot] != 0 {
            if hashes[slot] == hash, isEqual(indices[slot] - 1) { return false }
            slot = (slot + 1) & (indices.count - 1)
        }
        indices[slot] = count + 1
        hashes[slot] = hash
        count += 1
        return true
    }

    /// Fibonacci hashing: the top bits of a multiple, since an FNV-1a hash's low bits mix poorly.
    private static func slot(of hash: UInt64, in capacity: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - capacity.trailingZeroBitCount))
    }

    private mutating func grow() {
        let (oldIndices, oldHashes) = (indices, hashes)
        indices = [Int](repeating: 0, count: oldIndices.count * 2)
        hashes = [UInt64](repeating: 0, count: oldIndices.count * 2)
        for (index, hash) in zip(oldIndices, oldHashes) where index != 0 {
            var slot = Self.slot(of: hash, in: indices.count)
            while indices[slot] != 0 { slot = (slot + 1) & (indices.count - 1) }
            indices[slot] = index
            hashes[slot] = hash
        }
    }
}
