import SVRefactorCore
@testable import SVRefactorRules
import SwiftParser
import SwiftSyntax
import Testing

/// Recording edits of a tree and applying them in one pass.
@Suite("SyntaxEdits")
struct SyntaxEditsTests {
    /// The first node of type `Node` in `tree` for which `matching` holds.
    func first<Node: SyntaxProtocol>(_ type: Node.Type, in tree: some SyntaxProtocol, where matching: (Node) -> Bool = { _ in true }) -> Node {
        tree.descendants().lazy.compactMap { $0.as(Node.self) }.first(where: matching)!
    }

    func reference(_ name: String, in tree: some SyntaxProtocol) -> DeclReferenceExprSyntax {
        first(DeclReferenceExprSyntax.self, in: tree) { $0.baseName.text == name }
    }

    func statement(_ text: String, in tree: some SyntaxProtocol) -> CodeBlockItemSyntax {
        first(CodeBlockItemSyntax.self, in: tree) { $0.item.trimmedDescription == text }
    }

    func member(_ name: String, in tree: some SyntaxProtocol) -> MemberBlockItemSyntax {
        first(MemberBlockItemSyntax.self, in: tree) { item in
            if let function = item.decl.as(FunctionDeclSyntax.self) { return function.name.text == name }
            return item.decl.as(VariableDeclSyntax.self)?.boundNames.contains(name) == true
        }
    }

    func expression(_ text: String) -> ExprSyntax {
        Parser.parse(source: "_ = \(text)").statements.first!.item.as(SequenceExprSyntax.self)!.elements.last!.trimmed
    }

    func memberItem(_ text: String, leading: Trivia = [.newlines(1), .spaces(4)]) -> MemberBlockItemSyntax {
        let decl = Parser.parse(source: "struct S {\n\(text)\n}").statements.first!.item.as(StructDeclSyntax.self)!.memberBlock.members.first!
        return decl.trimmed.with(\.leadingTrivia, leading)
    }

    func statementItem(_ text: String, leading: Trivia = [.newlines(1), .spaces(4)]) -> CodeBlockItemSyntax {
        Parser.parse(source: text).statements.first!.trimmed.with(\.leadingTrivia, leading)
    }

    func applied(_ edits: SyntaxEdits, to tree: SourceFileSyntax) throws -> String {
        try edits.apply(to: tree).description
    }

    // MARK: - Nothing to do

    @Test func noEditsGiveTheSameTree() throws {
        let tree = Parser.parse(source: "let a = 1\n")
        let edits = SyntaxEdits()
        #expect(edits.isEmpty)
        let result = try edits.apply(to: tree)
        #expect(result.id == tree.id)
    }

    @Test func recordingAnEditMakesTheEditsNonEmpty() {
        let tree = Parser.parse(source: "let a = b\n")
        var edits = SyntaxEdits()
        edits.replace(reference("b", in: tree)) { $0 }
        #expect(!edits.isEmpty)
    }

    // MARK: - Replacements of any kind

    @Test func replacesAnExpressionWithAnotherKindOfExpression() throws {
        let tree = Parser.parse(source: "let a = load(1)\nlet b = 2\n")
        var edits = SyntaxEdits()
        edits.replace(first(FunctionCallExprSyntax.self, in: tree)) { _ in DeclReferenceExprSyntax(baseName: .identifier("cached")) }
        #expect(try applied(edits, to: tree) == "let a = cached\nlet b = 2\n")
    }

    @Test func replacesADeclaration() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n    var b = 2\n}\n")
        var edits = SyntaxEdits()
        let variable = member("a", in: tree).decl
        edits.replace(variable) { old in
            Parser.parse(source: "func a() {}").statements.first!.item.as(FunctionDeclSyntax.self)!.with(\.leadingTrivia, old.leadingTrivia)
        }
        #expect(try applied(edits, to: tree) == "struct S {\n    func a() {}\n    var b = 2\n}\n")
    }

    @Test func replacesAType() throws {
        let tree = Parser.parse(source: "let f: Filter = .all\n")
        var edits = SyntaxEdits()
        edits.replace(first(IdentifierTypeSyntax.self, in: tree)) { type in
            ArrayTypeSyntax(element: type.trimmed).with(\.trailingTrivia, type.trailingTrivia)
        }
        #expect(try applied(edits, to: tree) == "let f: [Filter] = .all\n")
    }

    @Test func replacesAStatement() throws {
        let tree = Parser.parse(source: "func f() -> Int {\n    return 1\n}\n")
        var edits = SyntaxEdits()
        edits.replace(first(ReturnStmtSyntax.self, in: tree)) { old in
            Parser.parse(source: "return 2").statements.first!.item.as(ReturnStmtSyntax.self)!.with(\.leadingTrivia, old.leadingTrivia)
        }
        #expect(try applied(edits, to: tree) == "func f() -> Int {\n    return 2\n}\n")
    }

    @Test func aStatementExpressionMayBeReplacedByADeclaration() throws {
        let tree = Parser.parse(source: "func f() {\n    load()\n}\n")
        var edits = SyntaxEdits()
        edits.replace(first(FunctionCallExprSyntax.self, in: tree)) { old in
            Parser.parse(source: "let x = load()").statements.first!.item.as(VariableDeclSyntax.self)!.with(\.leadingTrivia, old.leadingTrivia)
        }
        #expect(try applied(edits, to: tree) == "func f() {\n    let x = load()\n}\n")
    }

    @Test func anOptionalExpressionSlotAcceptsAnyExpression() throws {
        // The base of `Filter.all` is an `ExprSyntax?` slot.
        let tree = Parser.parse(source: "let f = Filter.all\n")
        var edits = SyntaxEdits()
        edits.replace(reference("Filter", in: tree)) { _ in expression("Screen.Filter") }
        #expect(try applied(edits, to: tree) == "let f = Screen.Filter.all\n")
    }

    @Test func anElementOfAnOperatorSequenceMayBecomeAnyExpression() throws {
        let tree = Parser.parse(source: "let x = a + b\n")
        var edits = SyntaxEdits()
        edits.replace(reference("a", in: tree)) { old in expression("f(a)").with(\.trailingTrivia, old.trailingTrivia) }
        #expect(try applied(edits, to: tree) == "let x = f(a) + b\n")
    }

    @Test func replacingWithTheSameKindAlwaysFits() throws {
        let tree = Parser.parse(source: "run(a: 1, b: 2)\n")
        var edits = SyntaxEdits()
        let argument = first(LabeledExprSyntax.self, in: tree) { $0.label?.text == "b" }
        edits.replace(argument) { $0.with(\.label, .identifier("c")) }
        #expect(try applied(edits, to: tree) == "run(a: 1, c: 2)\n")
    }

    @Test func buildReceivesTheOriginalNodeWithItsTrivia() throws {
        let tree = Parser.parse(source: "let a =\n    /* keep */ value // note\n")
        var edits = SyntaxEdits()
        var seen = ""
        edits.replace(reference("value", in: tree)) { node in
            seen = node.description
            return node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier("other")))
        }
        #expect(try applied(edits, to: tree) == "let a =\n    /* keep */ other // note\n")
        #expect(seen == "\n    /* keep */ value // note")
    }

    // MARK: - Composition

    @Test func outerReplacementSeesTheInnerReplacement() throws {
        let tree = Parser.parse(source: "let x = outer(inner(1))\n")
        var edits = SyntaxEdits()
        let outer = first(FunctionCallExprSyntax.self, in: tree) { $0.calledExpression.trimmedDescription == "outer" }
        let inner = first(FunctionCallExprSyntax.self, in: tree) { $0.calledExpression.trimmedDescription == "inner" }
        var seenByOuter = ""
        // Recorded outer first: the order of recording does not matter.
        edits.replace(outer) { rewritten in
            seenByOuter = rewritten.trimmedDescription
            return expression("wrap(\(rewritten.trimmedDescription))")
        }
        edits.replace(inner) { _ in expression("cached") }
        #expect(try applied(edits, to: tree) == "let x = wrap(outer(cached))\n")
        #expect(seenByOuter == "outer(cached)")
    }

    @Test func threeNestedReplacementsComposeInnermostFirst() throws {
        let tree = Parser.parse(source: "let x = a(b(c))\n")
        var edits = SyntaxEdits()
        edits.replace(reference("c", in: tree)) { _ in expression("C") }
        edits.replace(first(FunctionCallExprSyntax.self, in: tree) { $0.calledExpression.trimmedDescription == "b" }) { rewritten in
            expression("[\(rewritten.trimmedDescription)]")
        }
        edits.replace(first(FunctionCallExprSyntax.self, in: tree) { $0.calledExpression.trimmedDescription == "a" }) { rewritten in
            expression("(\(rewritten.trimmedDescription))!")
        }
        #expect(try applied(edits, to: tree) == "let x = (a([b(C)]))!\n")
    }

    @Test func siblingReplacementsAreIndependent() throws {
        let tree = Parser.parse(source: "run(first, second)\n")
        var edits = SyntaxEdits()
        edits.replace(reference("first", in: tree)) { _ in expression("one") }
        edits.replace(reference("second", in: tree)) { _ in expression("two") }
        #expect(try applied(edits, to: tree) == "run(one, two)\n")
    }

    @Test func qualifyTurnsTypesReferencesAndSelfIntoQualifiedNames() throws {
        let tree = Parser.parse(source: "let f: Filter = Filter.all\nlet t = defaultTitle\nlet s = Self.x\n")
        var edits = SyntaxEdits()
        edits.qualify(Syntax(first(IdentifierTypeSyntax.self, in: tree)), with: "Screen")
        edits.qualify(Syntax(reference("Filter", in: tree)), with: "Screen")
        edits.qualify(Syntax(reference("defaultTitle", in: tree)), with: "Screen")
        edits.qualify(Syntax(first(DeclReferenceExprSyntax.self, in: tree) { $0.baseName.tokenKind == .keyword(.Self) }), with: "Screen")
        #expect(try applied(edits, to: tree) == "let f: Screen.Filter = Screen.Filter.all\nlet t = Screen.defaultTitle\nlet s = Screen.x\n")
    }

    // MARK: - Statements

    @Test func spliceWithNothingRemovesAStatement() throws {
        let tree = Parser.parse(source: "func f() {\n    a()\n    b()\n    c()\n}\n")
        var edits = SyntaxEdits()
        edits.splice(statement("b()", in: tree), with: [])
        #expect(try applied(edits, to: tree) == "func f() {\n    a()\n    c()\n}\n")
    }

    @Test func spliceInsertsStatementsAfterOne() throws {
        let tree = Parser.parse(source: "func f() {\n    a()\n    b()\n}\n")
        var edits = SyntaxEdits()
        edits.splice(statement("a()", in: tree)) { rewritten in [rewritten, statementItem("x()"), statementItem("y()")] }
        #expect(try applied(edits, to: tree) == "func f() {\n    a()\n    x()\n    y()\n    b()\n}\n")
    }

    @Test func spliceReplacesAStatementWithOthers() throws {
        let tree = Parser.parse(source: "func f() {\n    a()\n    b()\n}\n")
        var edits = SyntaxEdits()
        edits.splice(statement("a()", in: tree), with: [statementItem("x()"), statementItem("y()")])
        #expect(try applied(edits, to: tree) == "func f() {\n    x()\n    y()\n    b()\n}\n")
    }

    @Test func spliceBuildSeesTheStatementsOwnEdits() throws {
        let tree = Parser.parse(source: "func f() {\n    b(1)\n}\n")
        var edits = SyntaxEdits()
        edits.replace(first(IntegerLiteralExprSyntax.self, in: tree)) { old in old.with(\.literal, .integerLiteral("2")) }
        edits.splice(statement("b(1)", in: tree)) { rewritten in [rewritten, rewritten] }
        #expect(try applied(edits, to: tree) == "func f() {\n    b(2)\n    b(2)\n}\n")
    }

    @Test func splicesInNestedBlocksAllApply() throws {
        let tree = Parser.parse(source: "func f() {\n    a()\n    if ok {\n        b()\n        c()\n    }\n}\n")
        var edits = SyntaxEdits()
        edits.splice(statement("a()", in: tree), with: [])
        edits.splice(statement("c()", in: tree), with: [])
        #expect(try applied(edits, to: tree) == "func f() {\n    if ok {\n        b()\n    }\n}\n")
    }

    @Test func applyToAStatementListInsideATree() throws {
        let tree = Parser.parse(source: "func f() {\n    a()\n    b()\n}\n")
        let statements = first(FunctionDeclSyntax.self, in: tree).body!.statements
        var edits = SyntaxEdits()
        edits.splice(statement("a()", in: tree), with: [])
        let result = try edits.apply(to: statements)
        #expect(result.description == "\n    b()")
    }

    // MARK: - Members

    static let sections = """
        struct S {
            // MARK: - State
            var a = 1
            var b = 2

            // MARK: - Actions
            func f() {}
        }

        """

    @Test func removingAMemberKeepsItsSectionHeadingForTheNextMember() throws {
        let tree = Parser.parse(source: Self.sections)
        var edits = SyntaxEdits()
        edits.removeMembers([member("a", in: tree).id])
        #expect(try applied(edits, to: tree) == """
            struct S {
                // MARK: - State
                var b = 2

                // MARK: - Actions
                func f() {}
            }

            """)
    }

    @Test func removingAMemberInTheMiddleLeavesItsNeighbours() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n    var b = 2\n    var c = 3\n}\n")
        var edits = SyntaxEdits()
        edits.removeMembers([member("b", in: tree).id])
        #expect(try applied(edits, to: tree) == "struct S {\n    var a = 1\n    var c = 3\n}\n")
    }

    @Test func theRemovedMembersBlankLineStaysInItsPlace() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n\n    var b = 2\n    var c = 3\n}\n")
        var edits = SyntaxEdits()
        edits.removeMembers([member("b", in: tree).id])
        #expect(try applied(edits, to: tree) == "struct S {\n    var a = 1\n\n    var c = 3\n}\n")
    }

    @Test func aMemberThatBecomesTheFirstTakesThePlaceAfterTheBrace() throws {
        let tree = Parser.parse(source: "extension S {\n    func a() {}\n\n    func b() {}\n\n    func c() {}\n}\n")
        var edits = SyntaxEdits()
        edits.removeMembers([member("a", in: tree).id])
        #expect(try applied(edits, to: tree) == "extension S {\n    func b() {}\n\n    func c() {}\n}\n")
    }

    @Test func aHeadingLeftWithNothingBelowStaysBeforeTheClosingBrace() throws {
        let tree = Parser.parse(source: Self.sections)
        var edits = SyntaxEdits()
        edits.removeMembers([member("f", in: tree).id])
        #expect(try applied(edits, to: tree) == """
            struct S {
                // MARK: - State
                var a = 1
                var b = 2

                // MARK: - Actions
            }

            """)
    }

    @Test func removingEveryMemberKeepsEveryHeading() throws {
        let tree = Parser.parse(source: Self.sections)
        var edits = SyntaxEdits()
        edits.removeMembers([member("a", in: tree).id, member("b", in: tree).id, member("f", in: tree).id])
        let output = try applied(edits, to: tree)
        #expect(output.contains("// MARK: - State"))
        #expect(output.contains("// MARK: - Actions"))
        #expect(!output.contains("var"))
        #expect(!output.contains("func"))
        #expect(output.hasSuffix("}\n"))
        #expect(Parser.parse(source: output).statements.first!.item.as(StructDeclSyntax.self)!.memberBlock.members.isEmpty)
    }

    @Test func removingAMemberTakesItsDocComment() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n    /// The b.\n    var b = 2\n    var c = 3\n}\n")
        var edits = SyntaxEdits()
        edits.removeMembers([member("b", in: tree).id])
        #expect(try applied(edits, to: tree) == "struct S {\n    var a = 1\n    var c = 3\n}\n")
    }

    @Test func theNextMembersDocCommentStaysWithIt() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n    /// The b.\n    var b = 2\n}\n")
        var edits = SyntaxEdits()
        edits.removeMembers([member("a", in: tree).id])
        #expect(try applied(edits, to: tree) == "struct S {\n    /// The b.\n    var b = 2\n}\n")
    }

    @Test func aCommentSeparatedByABlankLineIsAHeadingAndStays() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n\n    // Helpers\n\n    func f() {}\n    func g() {}\n}\n")
        var edits = SyntaxEdits()
        edits.removeMembers([member("f", in: tree).id])
        #expect(try applied(edits, to: tree) == "struct S {\n    var a = 1\n\n    // Helpers\n\n    func g() {}\n}\n")
    }

    @Test func removingAMemberOfANestedTypeWorks() throws {
        let tree = Parser.parse(source: "struct S {\n    struct Inner {\n        var a = 1\n        var b = 2\n    }\n}\n")
        var edits = SyntaxEdits()
        edits.removeMembers([member("a", in: tree).id])
        #expect(try applied(edits, to: tree) == "struct S {\n    struct Inner {\n        var b = 2\n    }\n}\n")
    }

    @Test func insertPutsMembersJustBeforeAnother() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n    var b = 2\n}\n")
        var edits = SyntaxEdits()
        edits.insert([memberItem("var x = 0"), memberItem("var y = 0")], before: member("b", in: tree))
        #expect(try applied(edits, to: tree) == "struct S {\n    var a = 1\n    var x = 0\n    var y = 0\n    var b = 2\n}\n")
    }

    @Test func appendAddsMembersAtTheEndOfTheBlock() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n}\n")
        var edits = SyntaxEdits()
        let block = first(StructDeclSyntax.self, in: tree).memberBlock
        edits.append([memberItem("func x() {}")], to: block)
        edits.append([memberItem("func y() {}")], to: block)
        #expect(try applied(edits, to: tree) == "struct S {\n    var a = 1\n    func x() {}\n    func y() {}\n}\n")
    }

    @Test func insertRemoveAndAppendComposeInOneBlock() throws {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n    var b = 2\n    var c = 3\n}\n")
        var edits = SyntaxEdits()
        edits.insert([memberItem("var x = 0")], before: member("c", in: tree))
        edits.removeMembers([member("b", in: tree).id])
        edits.append([memberItem("var z = 0")], to: first(StructDeclSyntax.self, in: tree).memberBlock)
        #expect(try applied(edits, to: tree) == "struct S {\n    var a = 1\n    var x = 0\n    var c = 3\n    var z = 0\n}\n")
    }

    @Test func removedMembersReplacementsAndStatementEditsApplyTogether() throws {
        let source = "struct S {\n    var a = 1\n    func f() {\n        a = 2\n        log()\n    }\n}\n"
        let tree = Parser.parse(source: source)
        var edits = SyntaxEdits()
        edits.removeMembers([member("a", in: tree).id])
        edits.splice(statement("log()", in: tree), with: [])
        edits.replace(first(IntegerLiteralExprSyntax.self, in: tree) { $0.literal.text == "2" }) { $0.with(\.literal, .integerLiteral("3")) }
        #expect(try applied(edits, to: tree) == "struct S {\n    func f() {\n        a = 3\n    }\n}\n")
    }

    // MARK: - Untouched code

    @Test func untouchedCodeStaysByteIdentical() throws {
        let untouched = "struct Other {\n\tvar  x:Int=1   // odd   spacing\n  /* block */ func  g( ) { }\n}\n\n"
        let source = untouched + "struct S {\n    var a = value\n}\n" + untouched
        let tree = Parser.parse(source: source)
        var edits = SyntaxEdits()
        edits.replace(reference("value", in: tree)) { $0.with(\.baseName, .identifier("other")) }
        #expect(try applied(edits, to: tree) == untouched + "struct S {\n    var a = other\n}\n" + untouched)
    }

    @Test func untouchedSiblingsOfAnEditStayByteIdentical() throws {
        let source = "func f() {\n    a( 1 ,2 )  // x\n    b()\n    c(  )\n}\n"
        let tree = Parser.parse(source: source)
        var edits = SyntaxEdits()
        edits.splice(statement("b()", in: tree), with: [])
        #expect(try applied(edits, to: tree) == "func f() {\n    a( 1 ,2 )  // x\n    c(  )\n}\n")
    }

    // MARK: - Replacements that do not fit

    @Test func memberAccessInPlaceOfADeclNameThrows() {
        let tree = Parser.parse(source: "let t = view.title\n")
        var edits = SyntaxEdits()
        edits.replace(reference("title", in: tree)) { _ in expression("Screen.title").as(MemberAccessExprSyntax.self)! }
        #expect(throws: SyntaxEdits.MisfitReplacement.self) { try edits.apply(to: tree) }
    }

    @Test func typeInPlaceOfAnExpressionThrows() {
        let tree = Parser.parse(source: "let t = value\n")
        var edits = SyntaxEdits()
        edits.replace(reference("value", in: tree)) { _ in IdentifierTypeSyntax(name: .identifier("Value")) }
        #expect(throws: SyntaxEdits.MisfitReplacement.self) { try edits.apply(to: tree) }
    }

    @Test func expressionInPlaceOfATypeThrows() {
        let tree = Parser.parse(source: "let t: Value = value\n")
        var edits = SyntaxEdits()
        edits.replace(first(IdentifierTypeSyntax.self, in: tree)) { _ in DeclReferenceExprSyntax(baseName: .identifier("Value")) }
        #expect(throws: SyntaxEdits.MisfitReplacement.self) { try edits.apply(to: tree) }
    }

    @Test func expressionInPlaceOfAnArgumentListElementThrows() {
        let tree = Parser.parse(source: "run(a: 1)\n")
        var edits = SyntaxEdits()
        edits.replace(first(LabeledExprSyntax.self, in: tree)) { _ in expression("1") }
        #expect(throws: SyntaxEdits.MisfitReplacement.self) { try edits.apply(to: tree) }
    }

    @Test func declarationInPlaceOfAMemberBlockItemThrows() {
        let tree = Parser.parse(source: "struct S {\n    var a = 1\n}\n")
        var edits = SyntaxEdits()
        edits.replace(member("a", in: tree)) { $0.decl }
        #expect(throws: SyntaxEdits.MisfitReplacement.self) { try edits.apply(to: tree) }
    }

    @Test func aMisfitDeepInsideOtherEditsStillThrows() {
        let tree = Parser.parse(source: "func f() {\n    let t = view.title\n    a()\n}\n")
        var edits = SyntaxEdits()
        edits.replace(reference("title", in: tree)) { _ in IdentifierTypeSyntax(name: .identifier("T")) }
        edits.replace(first(VariableDeclSyntax.self, in: tree)) { $0 }
        edits.splice(statement("a()", in: tree), with: [])
        #expect(throws: SyntaxEdits.MisfitReplacement.self) { try edits.apply(to: tree) }
    }

    @Test func misfitDescriptionNamesBothKinds() {
        let tree = Parser.parse(source: "let t = view.title\n")
        var edits = SyntaxEdits()
        edits.replace(reference("title", in: tree)) { _ in expression("Screen.title").as(MemberAccessExprSyntax.self)! }
        let error = #expect(throws: SyntaxEdits.MisfitReplacement.self) { try edits.apply(to: tree) }
        #expect(error?.description.contains("memberAccessExpr") == true)
        #expect(error?.description.contains("declReferenceExpr") == true)
    }

    // MARK: - Regressions (each failed before its fix)

    @Test func removingTheLastMemberOfASectionKeepsTheBlankLineBeforeTheNext() throws {
        let tree = Parser.parse(source: """
            struct S {
                // MARK: - State
                var a = 1
                var b = 2

                // MARK: - Actions
                func f() {}
            }
            """)
        var edits = SyntaxEdits()
        let b = first(MemberBlockItemSyntax.self, in: tree) { $0.decl.as(VariableDeclSyntax.self)?.boundNames == ["b"] }
        edits.removeMembers([b.id])
        #expect(try applied(edits, to: tree) == """
            struct S {
                // MARK: - State
                var a = 1

                // MARK: - Actions
                func f() {}
            }
            """)
    }
}
