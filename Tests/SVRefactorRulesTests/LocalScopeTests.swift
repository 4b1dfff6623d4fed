import SVRefactorCore
@testable import SVRefactorRules
import SwiftParser
import SwiftSyntax
import Testing

/// Which names `LocalScope` sees as local at a reference. The reference under test is the one
/// written right after the marker comment `/*@*/` (which may be trivia of the token before it).
@Suite("LocalScope")
struct LocalScopeTests {
    /// The marked reference, its tree, and whether its own name is local there (root: the file).
    func marked(_ source: String) -> (reference: DeclReferenceExprSyntax, tree: SourceFileSyntax) {
        let tree = Parser.parse(source: source)
        let marker = Array("/*@*/".utf8)
        let bytes = Array(source.utf8)
        let offsets = bytes.indices.filter { Array(bytes[$0...].prefix(marker.count)) == marker }.map { $0 + marker.count }
        let references = tree.descendants().compactMap { $0.as(DeclReferenceExprSyntax.self) }.filter { reference in
            offsets.contains(reference.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if references.count != 1 { Issue.record("mark exactly one reference with /*@*/ in:\n\(source)") }
        return (references.first ?? DeclReferenceExprSyntax(baseName: .identifier("unmarked")), tree)
    }

    func isLocal(_ source: String) -> Bool {
        let (reference, tree) = marked(source)
        return LocalScope.binds(reference.baseName.text, at: reference, within: tree)
    }

    /// The kind of the node that binds the marked reference's name, and the kind of its child on the path.
    func scopeKinds(_ source: String) -> (scope: SyntaxKind, child: SyntaxKind)? {
        let (reference, tree) = marked(source)
        return LocalScope.scope(binding: reference.baseName.text, at: reference, within: tree).map { ($0.scope.kind, $0.child.kind) }
    }

    func firstClosure(_ source: String) -> ClosureExprSyntax {
        Parser.parse(source: source).descendants().lazy.compactMap { $0.as(ClosureExprSyntax.self) }.first!
    }

    func firstStatement(_ source: String) -> CodeBlockItemSyntax.Item {
        Parser.parse(source: source).statements.first!.item
    }

    func patternNames(ofFirstCaseIn source: String) -> Set<String> {
        let item = Parser.parse(source: source).descendants().lazy.compactMap { $0.as(SwitchCaseItemSyntax.self) }.first!
        return LocalScope.patternNames(item.pattern)
    }

    // MARK: - Closures

    @Test func shorthandClosureParameterIsLocalInTheBody() {
        #expect(isLocal("func f() { items.map { item in /*@*/item.name } }"))
    }

    @Test func parenthesizedClosureParametersAreLocalBySecondNameOrName() {
        #expect(isLocal("func f() { run { (first: Int, second) in print(/*@*/second) } }"))
        #expect(isLocal("func f() { run { (first: Int, second) in print(/*@*/first) } }"))
    }

    @Test func closureParameterIsNotVisibleOutsideTheClosure() {
        #expect(!isLocal("func f() { let g = { item in item }; print(/*@*/item) }"))
    }

    @Test func dollarParameterAlsoBindsThePlainName() {
        #expect(isLocal("func f() { ForEach($items) { $item in Text(/*@*/item.title) } }"))
        #expect(isLocal("func f() { ForEach($items) { $item in Toggle(isOn: /*@*/$item.done) } }"))
        #expect(LocalScope.closureParameterNames(firstClosure("ForEach($items) { $item in }")) == ["$item", "item"])
    }

    @Test func closureParameterNamesListShorthandClauseAndCaptures() {
        #expect(LocalScope.closureParameterNames(firstClosure("run { a, b in }")) == ["a", "b"])
        #expect(LocalScope.closureParameterNames(firstClosure("run { (x: Int, y) -> Int in 0 }")) == ["x", "y"])
        #expect(LocalScope.closureParameterNames(firstClosure("run { [weak self, model, value = other] a in }")) == ["self", "model", "value", "a"])
        #expect(LocalScope.closureParameterNames(firstClosure("run { $0 + 1 }")) == [])
    }

    @Test func captureListNamesAreLocalInTheBody() {
        #expect(isLocal("func f() { run { [weak model] in /*@*/model?.load() } }"))
        #expect(isLocal("func f() { run { [value = other] in print(/*@*/value) } }"))
    }

    @Test func scopeOfAClosureParameterIsTheClosure() {
        let kinds = scopeKinds("func f() { let x = 1; items.map { x in /*@*/x } }")
        #expect(kinds?.scope == .closureExpr)
        #expect(kinds?.child == .codeBlockItemList)
    }

    // MARK: - if / guard / while

    @Test func ifLetBindingIsLocalInTheBody() {
        #expect(isLocal("func f() { if let value = load() { print(/*@*/value) } }"))
        #expect(isLocal("func f() { if let value { print(/*@*/value) } }"))
        #expect(isLocal("func f() { if var value = load() { /*@*/value += 1 } }"))
    }

    @Test func ifLetBindingIsNotLocalInItsOwnInitializer() {
        #expect(!isLocal("func f() { if let value = /*@*/value { print(value) } }"))
    }

    @Test func ifLetBindingIsNotLocalInElse() {
        #expect(!isLocal("func f() { if let value = load() { } else { print(/*@*/value) } }"))
        #expect(!isLocal("func f() { if let value = load() { } else if /*@*/value == nil { } }"))
    }

    @Test func ifConditionBindsOnlyForLaterConditions() {
        #expect(isLocal("func f() { if let a = first(), let b = second(/*@*/a) { } }"))
        #expect(!isLocal("func f() { if let b = second(/*@*/a), let a = first() { } }"))
    }

    @Test func ifLetBindingIsNotLocalAfterTheIf() {
        #expect(!isLocal("func f() { if let value = load() { }; print(/*@*/value) }"))
    }

    @Test func ifCasePatternBindsInTheBody() {
        #expect(isLocal("func f() { if case let .some(inner) = value { print(/*@*/inner) } }"))
        #expect(isLocal("func f() { if case .some(let inner) = value { print(/*@*/inner) } }"))
    }

    @Test func ifScopeAndChildAreTheIfAndItsBody() {
        let kinds = scopeKinds("func f() { if let value = load() { print(/*@*/value) } }")
        #expect(kinds?.scope == .ifExpr)
        #expect(kinds?.child == .codeBlock)
    }

    @Test func guardLetBindingIsLocalAfterTheGuard() {
        #expect(isLocal("func f() { guard let value = load() else { return }; print(/*@*/value) }"))
        #expect(isLocal("func f() { guard let value else { return }; print(/*@*/value) }"))
    }

    @Test func guardLetBindingIsNotLocalInItsElse() {
        #expect(!isLocal("func f() { guard let value = load() else { print(/*@*/value); return } }"))
    }

    @Test func guardLetBindingIsNotLocalInItsOwnInitializer() {
        #expect(!isLocal("func f() { guard let value = /*@*/value else { return } }"))
    }

    @Test func guardBindsForItsLaterConditions() {
        #expect(isLocal("func f() { guard let a = first(), /*@*/a > 0 else { return } }"))
    }

    @Test func statementsBeforeAGuardDoNotSeeItsBindings() {
        #expect(!isLocal("func f() { print(/*@*/value); guard let value = load() else { return } }"))
    }

    @Test func whileLetBindingIsLocalInTheBodyAndLaterConditions() {
        #expect(isLocal("func f() { while let line = next() { print(/*@*/line) } }"))
        #expect(isLocal("func f() { while let line = next(), /*@*/line.count > 0 { } }"))
        #expect(!isLocal("func f() { while let line = next(/*@*/line) { } }"))
    }

    // MARK: - for

    @Test func forPatternIsLocalInTheBody() {
        #expect(isLocal("func f() { for item in items { print(/*@*/item) } }"))
        #expect(isLocal("func f() { for (index, item) in items.enumerated() { print(/*@*/index, item) } }"))
        #expect(isLocal("func f() { for case let .some(item) in items { print(/*@*/item) } }"))
    }

    @Test func forPatternIsLocalInTheWhereClause() {
        #expect(isLocal("func f() { for item in items where /*@*/item.isOn { } }"))
    }

    @Test func forPatternIsNotLocalInTheSequence() {
        #expect(!isLocal("func f() { for item in /*@*/item.children { } }"))
    }

    @Test func forPatternIsNotLocalAfterTheLoop() {
        #expect(!isLocal("func f() { for item in items { }; print(/*@*/item) }"))
    }

    // MARK: - switch

    @Test func caseLetPatternIsLocalInItsStatements() {
        #expect(isLocal("func f() { switch value { case let .pair(first, second): print(/*@*/second) default: break } }"))
        #expect(isLocal("func f() { switch value { case .pair(let first, _): print(/*@*/first) default: break } }"))
        #expect(isLocal("func f() { switch value { case let (a, b): print(/*@*/a, b) } }"))
    }

    @Test func caseWithoutLetComparesRatherThanBinds() {
        #expect(!isLocal("func f() { switch value { case .pair(first, _): print(/*@*/first) default: break } }"))
    }

    @Test func caseBindingIsNotLocalInAnotherCase() {
        #expect(!isLocal("func f() { switch value { case let .one(x): print(x) case .two: print(/*@*/x) default: break } }"))
        #expect(!isLocal("func f() { switch value { case let .one(x): print(x) default: print(/*@*/x) } }"))
    }

    @Test func caseScopeIsTheSwitchCase() {
        let kinds = scopeKinds("func f() { switch value { case let .one(x): print(/*@*/x) default: break } }")
        #expect(kinds?.scope == .switchCase)
        #expect(kinds?.child == .codeBlockItemList)
    }

    // MARK: - catch

    @Test func plainCatchBindsImplicitError() {
        #expect(isLocal("func f() { do { try run() } catch { print(/*@*/error) } }"))
    }

    @Test func catchPatternBindsItsNameAndNotImplicitError() {
        #expect(isLocal("func f() { do { try run() } catch let failure as MyError { print(/*@*/failure) } }"))
        #expect(!isLocal("func f() { do { try run() } catch let failure { print(/*@*/error, failure) } }"))
    }

    @Test func errorIsNotLocalInTheDoBody() {
        #expect(!isLocal("func f() { do { print(/*@*/error) } catch { } }"))
    }

    // MARK: - Local declarations

    @Test func localConstantDeclaredBeforeIsLocal() {
        #expect(isLocal("func f() { let total = 1; print(/*@*/total) }"))
        #expect(isLocal("func f() { var total = 1; /*@*/total += 1 }"))
    }

    @Test func localConstantDeclaredAfterIsNotLocal() {
        #expect(!isLocal("func f() { print(/*@*/total); let total = 1 }"))
    }

    @Test func localConstantIsNotLocalInItsOwnInitializer() {
        #expect(!isLocal("func f() { let total = /*@*/total + 1 }"))
    }

    @Test func tuplePatternDeclarationBindsEveryName() {
        #expect(isLocal("func f() { let (a, (b, _)) = pair; print(/*@*/b) }"))
    }

    @Test func localDeclarationInAnOuterBlockIsLocalInNestedClosures() {
        #expect(isLocal("func f() { let total = 1; run { if ok { print(/*@*/total) } } }"))
    }

    @Test func localFunctionIsVisibleBeforeItsDeclaration() {
        #expect(isLocal("func f() { /*@*/helper(); func helper() { } }"))
        #expect(isLocal("func f() { func helper() { }; /*@*/helper() }"))
    }

    @Test func localTypesAreVisibleOnlyAfterTheirDeclaration() {
        #expect(isLocal("func f() { struct Local { }; print(/*@*/Local()) }"))
        #expect(isLocal("func f() { enum Local { case a }; print(/*@*/Local.a) }"))
        #expect(isLocal("func f() { class Local { }; print(/*@*/Local()) }"))
        #expect(!isLocal("func f() { print(/*@*/Local()); struct Local { } }"))
    }

    @Test func declarationInANestedBlockIsNotLocalOutsideIt() {
        #expect(!isLocal("func f() { if ok { let total = 1 }; print(/*@*/total) }"))
    }

    @Test func scopeOfALocalConstantIsItsStatementList() {
        let kinds = scopeKinds("func f() { let total = 1; print(/*@*/total) }")
        #expect(kinds?.scope == .codeBlockItemList)
        #expect(kinds?.child == .codeBlockItem)
    }

    // MARK: - Function parameters

    @Test func functionParameterIsLocalInTheBody() {
        #expect(isLocal("func f(value: Int) { print(/*@*/value) }"))
        #expect(isLocal("func f(for id: Int) { print(/*@*/id) }"))
        #expect(isLocal("func f(_ id: Int) { print(/*@*/id) }"))
    }

    @Test func functionParameterIsNotLocalInADefaultValue() {
        #expect(!isLocal("func f(value: Int = /*@*/value) { }"))
    }

    @Test func argumentLabelIsNotALocalName() {
        #expect(!isLocal("func f(for id: Int) { print(/*@*/label) }"))
    }

    @Test func nestedFunctionParameterIsNotLocalOutsideIt() {
        #expect(!isLocal("func f() { func inner(value: Int) { }; print(/*@*/value) }"))
    }

    @Test func unrelatedNameIsNotLocal() {
        #expect(!isLocal("struct S { var title = \"\"; func f(value: Int) { let x = 1; print(/*@*/title) } }"))
        #expect(scopeKinds("func f() { print(/*@*/title) }") == nil)
    }

    // MARK: - The root

    @Test func bindingsOutsideTheRootAreNotSeen() {
        let (reference, tree) = marked("func f() { let total = 1; run { print(/*@*/total) } }")
        let closure = tree.descendants().lazy.compactMap { $0.as(ClosureExprSyntax.self) }.first!
        #expect(LocalScope.binds("total", at: reference, within: tree))
        #expect(!LocalScope.binds("total", at: reference, within: closure))
    }

    @Test func theRootsOwnBindingsCount() {
        let (reference, tree) = marked("func f() { items.map { item in /*@*/item } }")
        let closure = tree.descendants().lazy.compactMap { $0.as(ClosureExprSyntax.self) }.first!
        #expect(LocalScope.binds("item", at: reference, within: closure))
    }

    @Test func bindsAnsweresForTheNameAskedNotTheReferencesName() {
        let (reference, tree) = marked("func f() { let total = 1; print(/*@*/count) }")
        #expect(LocalScope.binds("total", at: reference, within: tree))
        #expect(!LocalScope.binds("count", at: reference, within: tree))
    }

    // MARK: - patternNames and boundNames

    @Test func patternNamesOfCasePatterns() {
        #expect(patternNames(ofFirstCaseIn: "switch v { case let .pair(x, y): break }") == ["x", "y"])
        #expect(patternNames(ofFirstCaseIn: "switch v { case .some(let x): break }") == ["x"])
        #expect(patternNames(ofFirstCaseIn: "switch v { case let (a, (b, _)): break }") == ["a", "b"])
        #expect(patternNames(ofFirstCaseIn: "switch v { case .some(x): break }") == [])
        #expect(patternNames(ofFirstCaseIn: "switch v { case let .item(Kind.main, name): break }") == ["name"])
    }

    @Test func boundNamesOfStatements() {
        #expect(LocalScope.boundNames(inStatement: firstStatement("let a = 1, b = 2")) == ["a", "b"])
        #expect(LocalScope.boundNames(inStatement: firstStatement("var (a, b) = pair")) == ["a", "b"])
        #expect(LocalScope.boundNames(inStatement: firstStatement("func helper() {}")) == ["helper"])
        #expect(LocalScope.boundNames(inStatement: firstStatement("guard let a = x, case let .some(b) = y else { return }")) == ["a", "b"])
        #expect(LocalScope.boundNames(inStatement: firstStatement("struct Local {}")) == ["Local"])
        #expect(LocalScope.boundNames(inStatement: firstStatement("enum Local {}")) == ["Local"])
        #expect(LocalScope.boundNames(inStatement: firstStatement("class Local {}")) == ["Local"])
        #expect(LocalScope.boundNames(inStatement: firstStatement("print(a)")) == [])
        #expect(LocalScope.boundNames(inStatement: firstStatement("if let a = x { }")) == [])
    }

    // MARK: - Regressions (each failed before its fix)

    @Test func aCaptureListReadsTheOuterName() {
        // The capture does not bind its own initializer: that `value` is whatever is outside.
        #expect(!isLocal("func f() { run { [value = /*@*/value] in print(value) } }"))
        #expect(isLocal("func f() { run { [value = value] in print(/*@*/value) } }"))
    }

    @Test func initializerParametersAreLocalInTheBody() {
        #expect(isLocal("struct S { let title: String\n init(title: String) { print(/*@*/title) } }"))
        #expect(isLocal("struct S { subscript(index: Int) -> Int { /*@*/index } }"))
    }

    @Test func accessorParametersAreLocal() {
        #expect(isLocal("struct S { var x: Int { get { 0 } set { print(/*@*/newValue) } } }"))
        #expect(isLocal("struct S { var x: Int { get { 0 } set(value) { print(/*@*/value) } } }"))
        #expect(isLocal("struct S { var x = 0 { didSet { print(/*@*/oldValue) } } }"))
        #expect(!isLocal("struct S { var x: Int { get { 0 } set(value) { print(/*@*/newValue) } } }"))
    }

    @Test func whereClausesSeeTheirOwnPattern() {
        #expect(isLocal("switch Optional(1) { case let .some(x) where /*@*/x > 0: break\n default: break }"))
        #expect(isLocal("do { try f() } catch let e where /*@*/e is CancellationError { }"))
    }
}
