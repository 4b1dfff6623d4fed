@testable import SVRefactorCore
import Testing

/// The lexical pass the project model uses for mentions, member accesses and call sites.
@Suite("CodeScanner")
struct CodeScannerTests {
    func scan(_ source: String) -> CodeScanner.Result {
        CodeScanner.scan(Array(source.utf8))
    }

    @Test func stringTextIsSkippedButInterpolationsAreCode() {
        let result = scan(#"let A = "Ghost \(Shown) and \(Inner("X \(Deep)"))""#)
        #expect(result.identifiers == ["A", "Shown", "Inner", "Deep"])
    }

    @Test func rawAndMultilineStringsEndAtTheirOwnDelimiters() {
        let result = scan(##"""
            let Raw = #"Ghost "Quoted" \(NotCode) \#(Code)"#
            let Block = """
                Ghost "A" \(AlsoCode)
                """
            let After = 1
            """##)
        #expect(result.identifiers == ["Raw", "Code", "Block", "AlsoCode", "After"])
    }

    @Test func nestedBlockCommentsAndLineCommentsAreSkipped() {
        let result = scan("/* Outer /* Inner Ghost */ Still Ghost */ let Kept = 1 // Ghost\nlet Next = 2")
        #expect(result.identifiers == ["Kept", "Next"])
    }

    @Test func numbersAreNotIdentifiers() {
        #expect(scan("let X = 0x1F + 1E5 + 1_000 + 1.5").identifiers == ["X"])
    }

    @Test func escapedKeywordsAreIdentifiers() {
        #expect(scan("let `Self` = 1; let `Any` = 2; let y: Self; let z: Any").identifiers == ["Self", "Any"])
    }

    @Test func onlyTypeLikeNamesAreKept() {
        #expect(scan("let title = Text(name)").identifiers == ["Text"])
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
        let result = scan("_ = view.header; _ = self.own; _ = \\.title; _ = a\n    .modifier(); _ = (b)?.c ?? d[0].e")
        #expect(result.memberAccesses == ["header", "title", "modifier", "c", "e"])
    }

    /// An implicit member (`.constant`) has no base: it names a static member or a case of the
    /// type the context expects, never an instance's property.
    @Test func implicitMembersAreNotMemberAccesses() {
        let implicit = """
            x = .constant; f(.red, .blue); g(label: .leading); if a == .b {}; let c: [K: V] = [.k: .v]
            switch s { case .loading: return .none; case let .failed(e): break }
            y = try .init(); h { .person }; z = p ? q : .r; w = [.one]
            """
        #expect(scan(implicit).memberAccesses.isEmpty)
        // What may have a base still counts: after a name (a backticked keyword too), a literal,
        // `)`, `]`, `?` (as in a ternary's `? .q` too), an operator not ending in `=`, a string, and a line break.
        let based = """
            _ = `case`.a; _ = 1.description.b; _ = f().c; _ = x[0].d; _ = o?.e; _ = p ?? .f; _ = t ? .q : r
            _ = "s".g; _ = list
                // a comment between
                .h
            """
        #expect(scan(based).memberAccesses == ["a", "description", "b", "c", "d", "e", "f", "q", "g", "h"])
    }
}
