import SVRefactorCore
import SwiftParser
import SwiftSyntax
import Testing

/// Inputs swift-syntax's parser accepts but `swiftc -parse` rejects (each message is the
/// compiler's), and their valid neighbours, which must pass.
@Suite("Compiler syntax check")
struct CompilerSyntaxCheckTests {
    func error(_ source: String) -> String? {
        let tree = Parser.parse(source: source)
        #expect(!tree.hasError, "swift-syntax itself rejects this input, so the check is not what catches it")
        return CompilerSyntaxCheck.firstError(in: tree).map { error in
            let line = source.utf8.prefix(error.position.utf8Offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            return "\(line): \(error.message)"
        }
    }

    @Test(arguments: [
        ("struct S {\n    private private var x = 1\n}", "2: duplicate modifier 'private'"),
        ("struct S {\n    private(set) private(set) var x = 1\n}", "2: duplicate modifier 'private(set)'"),
        ("struct S {\n    static class func f() {}\n}", "2: 'class' cannot appear after another 'static' or 'class' keyword"),
        ("struct S {\n    private public var x = 1\n}", "2: multiple incompatible access-level modifiers specified"),
        ("struct S {\n    fileprivate(set) private(set) var x = 1\n}", "2: multiple incompatible access-level modifiers specified"),
        ("struct S {\n    case a\n}", "2: enum 'case' is not allowed outside of an enum"),
        ("enum E {}\nextension E {\n    case b\n}", "3: enum 'case' is not allowed outside of an enum"),
        ("struct S {\n    @(RouterPath.self) private var router\n}", "2: expected an attribute name"),
        ("func f() {\n    let x = 1\n    $\n}", "3: '$' is not an identifier; use backticks to escape it"),
        (
            "let v = Text(\"a\")\n    /* c */ #if os(iOS)\n    .bold()\n    #endif",
            "2: consecutive statements on a line must be separated by a newline (a '#if' that continues an expression must begin its line)"
        ),
        ("func f(_ v: Int) {\n    switch v {\n    case 1:\n    case 2: break\n    default: break\n    }\n}", "3: 'case' label in a 'switch' must have at least one executable statement"),
        ("func f(_ v: Int) {\n    switch v {\n    case 1: break\n    default:\n    }\n}", "4: 'default' label in a 'switch' must have at least one executable statement"),
        ("@available()\nfunc f() {}", "1: expected platform name or '*' for 'available' attribute"),
        ("@available(*)\nfunc f() {}", "1: expected ',' in 'available' attribute"),
        ("@available(iOS 15, *,)\nfunc f() {}", "1: expected platform name"),
        (
            "let v = Text(\"a\") #if os(iOS)\n    .bold()\n    #endif",
            "1: consecutive statements on a line must be separated by a newline (a '#if' that continues an expression must begin its line)"
        ),
        ("final class C {\n    var var x = true\n}", "2: 'var' cannot appear nested inside another 'var' or 'let' pattern"),
        ("enum E { case a(Int) }\nfunc f(_ e: E) {\n    if case let .a(var n) = e { n += 1 }\n}", "3: 'var' cannot appear nested inside another 'var' or 'let' pattern"),
    ])
    func rejects(_ source: String, _ expected: String) {
        #expect(error(source) == expected)
    }

    @Test(arguments: [
        "struct S {\n    private(set) public var x = 1\n    public private(set) var y = 1\n    nonisolated(unsafe) static var z = 1\n}",
        "struct S {\n    @SwiftUI.State private var x = 1\n    @Environment(\\.dismiss) private var dismiss\n}",
        "enum E {\n    case a\n    #if DEBUG\n    case debug\n    #endif\n}",
        "let f = { $0 + 1 }\nlet binding = $name",
        "let v = Text(\"a\")\n    #if os(iOS)\n    .bold() /* c */ #elseif os(macOS)\n    .italic()\n    #endif",
        "struct S {\n    var a = 1\n    func f() { /* c */ #if os(iOS)\n        print(1)\n        #endif\n    }\n}",
        "class C {\n    class var shared: C { C() }\n    static func make() -> C { C() }\n}",
        "func f(_ v: Int) {\n    switch v {\n    case 1, 2: break\n    #if DEBUG\n    case 3: print(v)\n    #endif\n    default: break\n    }\n}",
        "@available(iOS 15, *)\n@available(*, deprecated, message: \"old\")\n@available(iOS, introduced: 15)\nfunc f() {}",
        "enum E { case a(Int, Int) }\nfunc f(_ e: E) {\n    if case .a(var n, let m) = e { n += m }\n    switch e { case let .a(x, y): print(x, y) }\n    for var i in [1] { i += 1 }\n}",
    ])
    func accepts(_ source: String) {
        #expect(error(source) == nil)
    }
}
