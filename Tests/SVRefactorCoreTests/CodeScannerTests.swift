@testable import SVRefactorCore
import Testing

/// The lexical pass the project model uses for mentions, member accesses and call sites.
@Suite("CodeScanner")
struct CodeScannerTests {
    func scan(_ source: String) -> CodeScanner.Result {
        CodeScanner.scan(Array(source.utf8))
    }

    @Test func stringTextIsSkippedButInterpolationsAreCode() {
        let result = scan(#"let a = "Ghost \(shown) and \(inner("x \(deep)"))""#)
        #expect(result.identifiers == ["a", "shown", "inner", "deep"])
    }

    @Test func rawAndMultilineStringsEndAtTheirOwnDelimiters() {
        let result = scan(##"""
            let raw = #"Ghost "quoted" \(notCode) \#(code)"#
            let block = """
                Ghost "a" \(alsoCode)
                """
            let after = 1
            """##)
        #expect(result.identifiers == ["raw", "code", "block", "alsoCode", "after"])
    }

    @Test func nestedBlockCommentsAndLineCommentsAreSkipped() {
        let result = scan("/* outer /* inner Ghost */ still Ghost */ let kept = 1 // Ghost\nlet next = 2")
        #expect(result.identifiers == ["kept", "next"])
    }

    @Test func numbersAreNotIdentifiers() {
        #expect(scan("let x = 0x1F + 1e5 + 1_000 + 1.5").identifiers == ["x"])
    }

    @Test func escapedKeywordsAreIdentifiers() {
        #expect(scan("let `default` = 1; let `class` = 2").identifiers == ["default", "class"])
    }

    @Test func calleesThroughMembersGenericsAndInit() {
        let result = scan("""
            let a = Settings.Row(title: t)
            let b = Box<Int>.Item(x: 1)
            let c = Model.init(id: 2)
            let d = Color.red.opacity(0.5)
            let e = model.Thing(x: 1)
            """)
        #expect(result.calls.map(\.callee) == ["Settings.Row", "Box<Int>.Item", "Model"])
        #expect(result.calls.map(\.labels) == [["title"], ["x"], ["id"]])
    }

    @Test func labelsAreOnlyThoseOfTheCallsOwnArguments() {
        let result = scan("""
            let a = Outer(first: cond ? x : y, Inner(label: 1), [key: value], "text", second: { a in a })
            """)
        #expect(result.calls.map(\.callee) == ["Outer", "Inner"])
        #expect(result.calls[0].labels == ["first", nil, nil, nil, "second"])
        #expect(result.calls[1].labels == ["label"])
    }

    @Test func emptyArgumentListsAndTrailingClosures() {
        let result = scan("""
            let a = Empty()
            let b = Row(title: "a") { Text("x") } footer: { Text("y") }
            let c = Next(1)

            { }
            """)
        #expect(result.calls.map(\.callee) == ["Empty", "Row", "Text", "Text", "Next"])
        #expect(result.calls[0].labels == [])
        #expect(result.calls[1].labels == ["title", nil, "footer"])
        // A `{` after a blank line is not a trailing closure.
        #expect(result.calls[4].labels == [nil])
    }

    @Test func memberAccessesAfterDotsButNotAfterSelf() {
        let result = scan("_ = view.header; _ = self.own; _ = .constant; _ = \\.title; _ = a\n    .modifier()")
        #expect(result.memberAccesses == ["header", "constant", "title", "modifier"])
    }
}
