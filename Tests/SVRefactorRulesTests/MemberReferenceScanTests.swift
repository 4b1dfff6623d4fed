import SVRefactorCore
@testable import SVRefactorRules
import SwiftParser
import SwiftSyntax
import Testing

/// How `MemberReferenceScan` finds and classifies references to a view's members.
@Suite("MemberReferenceScan")
struct MemberReferenceScanTests {
    static let members = """
        @State private var count = 0
        @State private var items: [Item] = []
        @State private var selection: Item?
        @Binding var isOn: Bool
        @Environment(\\.dismiss) private var dismiss
        let title: String
        var model: Model
        var onTap: () -> Void
        private var subtitle: String { title }
        static let defaultTitle = "Untitled"
        static func makeItem() -> Item { Item() }
        enum Filter { case all, open }
        struct Row { }
        typealias ID = Int
        func save() { }
        """

    /// The view `Screen` with the standard members and `func probe(<parameters>) { <code> }`.
    func source(_ code: String, probeParameters: String = "") -> String {
        """
        import SwiftUI
        struct Screen: View {
        \(Self.members)
            func probe(\(probeParameters)) {
                \(code)
            }
            var body: some View { EmptyView() }
        }
        """
    }

    func analysis(_ source: String, project: ProjectModel? = nil) -> (ViewAnalysis, SourceFileSyntax) {
        let tree = Parser.parse(source: source)
        let view = ViewTypeCollector.views(in: tree).first { $0.name.text == "Screen" }!
        let context = RuleContext(path: "Screen.swift", ruleID: "test", tree: tree, source: Array(source.utf8), project: project)
        return (ViewAnalysis(view, in: FileAnalysis(context), context: context), tree)
    }

    func probeMember(_ analysis: ViewAnalysis) -> MemberBlockItemSyntax {
        analysis.members.first { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "probe" }!
    }

    /// The scan of the whole `probe` member, as `ViewAnalysis.references(in:)` makes it.
    func scan(_ code: String, probeParameters: String = "") -> MemberReferenceScan {
        let (analysis, _) = analysis(source(code, probeParameters: probeParameters))
        return MemberReferenceScan(probeMember(analysis), model: analysis.model)
    }

    /// `name use` for each reference, in source order.
    func uses(_ code: String, probeParameters: String = "") -> [String] {
        scan(code, probeParameters: probeParameters).references.map { "\($0.name) \($0.use)" }
    }

    func expressions(_ code: String) -> [String] {
        scan(code).references.map { $0.expression.trimmedDescription }
    }

    func typeScoped(_ code: String) -> [String] {
        scan(code).typeScopedNames.map(\.name)
    }

    // MARK: - Reads, assignments, mutations

    @Test func plainUseIsARead() {
        #expect(uses("print(count)") == ["count read"])
        #expect(uses("let x = title + subtitle") == ["title read", "subtitle read"])
    }

    @Test func comparisonIsARead() {
        #expect(uses("_ = count == 1") == ["count read"])
        #expect(uses("_ = count <= 1 || count != 2 || count >= 3") == ["count read", "count read", "count read"])
    }

    @Test func assignmentIsAnAssign() {
        #expect(uses("count = 1") == ["count assign"])
        #expect(uses("isOn = !isOn") == ["isOn assign", "isOn read"])
    }

    @Test func anAssignmentBehindAwaitOrTryOrInATupleIsAnAssign() {
        // The parser puts `await` and `try` on the assignment's target, not around the assignment.
        #expect(uses("Task { await count = load() }") == ["count assign"])
        #expect(uses("try count = parse()") == ["count assign"])
        #expect(uses("(count, isOn) = (1, true)") == ["count assign", "isOn assign"])
        #expect(uses("model.name = \"a\"; (model.count, title) = (1, \"b\")") == ["model mutate", "model mutate", "title assign"])
        // A tuple that is compared or passed is read.
        #expect(uses("_ = (count, isOn) == (1, true)") == ["count read", "isOn read"])
        #expect(uses("print((count, isOn))") == ["count read", "isOn read"])
    }

    @Test func compoundAssignmentIsAnAssign() {
        #expect(uses("count += 1") == ["count assign"])
        #expect(uses("count -= 1") == ["count assign"])
    }

    @Test func inoutArgumentIsAnAssign() {
        #expect(uses("swap(&count, &other)") == ["count assign"])
    }

    @Test func assigningAPartIsAMutate() {
        #expect(uses("model.name = \"a\"") == ["model mutate"])
        #expect(uses("items[0] = Item()") == ["items mutate"])
        #expect(uses("items[0].done = true") == ["items mutate"])
        #expect(uses("selection?.name = \"a\"") == ["selection mutate"])
        #expect(uses("selection!.name = \"a\"") == ["selection mutate"])
        #expect(uses("model.count += 1") == ["model mutate"])
    }

    @Test func inoutPartIsAMutate() {
        #expect(uses("update(&items[0])") == ["items mutate"])
    }

    @Test func mutatingLookingMethodCallIsAMutate() {
        #expect(uses("items.append(Item())") == ["items mutate"])
        #expect(uses("isOn.toggle()") == ["isOn mutate"])
        #expect(uses("model.load()") == ["model mutate"])
        #expect(uses("selection?.reset()") == ["selection mutate"])
    }

    @Test func knownNonMutatingMethodCallIsARead() {
        #expect(uses("_ = items.filter { $0.done }") == ["items read"])
        #expect(uses("_ = items.map(\\.name)") == ["items read"])
        #expect(uses("_ = title.uppercased()") == ["title read"])
        #expect(uses("_ = items.contains(where: { $0.done })") == ["items read"])
    }

    @Test func propertyOfAMemberIsARead() {
        #expect(uses("print(items.count)") == ["items read"])
        #expect(uses("print(model.name.count)") == ["model read"])
    }

    @Test func directCallIsACall() {
        #expect(uses("save()") == ["save call"])
        #expect(uses("onTap()") == ["onTap call"])
        #expect(uses("dismiss()") == ["dismiss call"])
    }

    @Test func methodPassedAsAValueIsARead() {
        #expect(uses("run(action: save)") == ["save read"])
    }

    @Test func projectedValueOfAWrapperIsProjected() {
        #expect(uses("bind($count)") == ["count projected"])
        #expect(uses("bind($isOn)") == ["isOn projected"])
        #expect(expressions("bind($count)") == ["$count"])
    }

    @Test func dollarNameOfAPropertyWithoutWrapperIsNotAReference() {
        #expect(uses("bind($title)") == [])
    }

    // MARK: - self

    @Test func selfQualifiedReferencesAreClassifiedLikeBareOnes() {
        #expect(uses("self.count = 1") == ["count assign"])
        #expect(uses("self.count += 1") == ["count assign"])
        #expect(uses("self.items.append(Item())") == ["items mutate"])
        #expect(uses("self.save()") == ["save call"])
        #expect(uses("print(self.title)") == ["title read"])
    }

    @Test func selfQualifiedReferenceExpressionIncludesSelf() {
        #expect(expressions("self.count = 1") == ["self.count"])
        #expect(expressions("count = 1") == ["count"])
    }

    @Test func selfQualifiedReferenceIsNotShadowedByALocal() {
        #expect(uses("let count = 1; self.count = count") == ["count assign"])
    }

    @Test func selfAsAValueIsRecordedApart() {
        let scan = scan("let me = self; use(self); print(self.title)")
        #expect(scan.selfAsValue.count == 2)
        #expect(scan.references.map(\.name) == ["title"])
    }

    @Test func selfInsideAKeyPathIsNotSelfAsAValue() {
        let scan = scan("_ = ForEach(items, id: \\.self) { _ in EmptyView() }")
        #expect(scan.selfAsValue.isEmpty)
        #expect(scan.references.map { "\($0.name) \($0.use)" } == ["items read"])
    }

    // MARK: - Implicit reads

    @Test func ifLetShorthandReadsTheMember() {
        let scan = scan("if let selection { print(selection) }")
        #expect(scan.references.map { "\($0.name) \($0.use)" } == ["selection read"])
        #expect(scan.references.first?.expression.is(OptionalBindingConditionSyntax.self) == true)
    }

    @Test func guardLetShorthandReadsTheMember() {
        #expect(uses("guard let selection else { return }; print(selection)") == ["selection read"])
    }

    @Test func ifLetWithInitializerReadsOnlyThroughTheInitializer() {
        let scan = scan("if let selection = selection { print(selection) }")
        #expect(scan.references.map { "\($0.name) \($0.use)" } == ["selection read"])
        #expect(scan.references.first?.expression.is(DeclReferenceExprSyntax.self) == true)
    }

    @Test func ifLetOfANonMemberReadsNothing() {
        #expect(uses("let local: Int? = nil; if let local { print(local) }") == [])
    }

    @Test func captureWithInitializerReadsTheInitializer() {
        #expect(uses("run { [value = count] in print(value) }") == ["count read"])
    }

    // MARK: - Things that are not member references

    @Test func memberOfSomethingElseIsNotAReference() {
        #expect(uses("print(other.count, other.title)") == [])
        #expect(uses("let x: Item = .init(); print(x.title)") == [])
    }

    @Test func keyPathComponentsAreNotReferences() {
        #expect(uses("_ = list.map(\\.title)") == [])
        #expect(uses("_ = list.map(\\Item.count)") == [])
    }

    @Test func wrapperStorageIsRecordedApart() {
        let scan = scan("_count = State(initialValue: 1)")
        #expect(scan.references.isEmpty)
        #expect(scan.wrapperStorage.map(\.name) == ["_count"])
        #expect(scan.wrapperStorage.first?.node.trimmedDescription == "_count")
    }

    @Test func underscoreNameOfAPropertyWithoutWrapperIsNothing() {
        let scan = scan("print(_title)")
        #expect(scan.references.isEmpty)
        #expect(scan.wrapperStorage.isEmpty)
    }

    @Test func unknownNameIsNotAReference() {
        #expect(uses("print(somethingGlobal)") == [])
    }

    // MARK: - Type-scoped names

    @Test func nestedTypeNamesAreTypeScoped() {
        #expect(typeScoped("let f = Filter.all") == ["Filter"])
        #expect(typeScoped("let f: Filter = .all") == ["Filter"])
        #expect(typeScoped("let r = [Row]()") == ["Row"])
        #expect(typeScoped("let id: ID = 1") == ["ID"])
    }

    @Test func staticMembersAreTypeScoped() {
        #expect(typeScoped("print(defaultTitle)") == ["defaultTitle"])
        #expect(typeScoped("let i = makeItem()") == ["makeItem"])
        #expect(uses("print(defaultTitle); _ = makeItem()") == [])
    }

    @Test func selfTypeIsTypeScoped() {
        #expect(typeScoped("print(Self.defaultTitle)") == ["Self"])
        #expect(typeScoped("_ = Self.makeItem()") == ["Self"])
    }

    @Test func typeScopedNameShadowedByALocalTypeIsNotRecorded() {
        #expect(typeScoped("struct Row { }; let r: Row = Row()") == [])
    }

    @Test func otherTypesAreNotTypeScoped() {
        #expect(typeScoped("let f: Item = Item(); let s = Screen.defaultTitle") == [])
    }

    // MARK: - Shadowing

    @Test func localConstantShadowsAMember() {
        #expect(uses("let count = 5; print(count)") == [])
        #expect(uses("print(count); let count = 5") == ["count read"])
    }

    @Test func closureParameterShadowsAMember() {
        #expect(uses("_ = list.map { count in count + 1 }") == [])
        #expect(uses("_ = list.map { item in item.count + count }") == ["count read"])
    }

    @Test func ifLetBindingShadowsInTheBodyOnly() {
        #expect(uses("if let title = optional { print(title) } else { print(title) }") == ["title read"])
    }

    @Test func forLoopVariableShadowsAMember() {
        #expect(uses("for title in list { print(title) }") == [])
    }

    @Test func functionParameterShadowsAMember() {
        #expect(uses("print(count)", probeParameters: "count: Int") == [])
        #expect(uses("print(count)", probeParameters: "for count: Int") == [])
    }

    @Test func parametersArgumentShadowsInAScannedBody() {
        let (analysis, _) = analysis(source("print(count, title)"))
        let body = probeMember(analysis).decl.as(FunctionDeclSyntax.self)!.body!
        let withParameter = MemberReferenceScan(body, model: analysis.model, parameters: ["count"])
        let without = MemberReferenceScan(body, model: analysis.model)
        #expect(withParameter.references.map(\.name) == ["title"])
        #expect(without.references.map(\.name) == ["count", "title"])
    }

    @Test func parametersArgumentAlsoShadowsImplicitReads() {
        let (analysis, _) = analysis(source("if let selection { print(selection) }"))
        let body = probeMember(analysis).decl.as(FunctionDeclSyntax.self)!.body!
        #expect(MemberReferenceScan(body, model: analysis.model, parameters: ["selection"]).references.isEmpty)
    }

    // MARK: - Members from elsewhere

    @Test func membersOfAnExtensionInTheSameFileAreReferences() {
        let source = source("print(extra); helper()") + "\nextension Screen {\n    var extra: Int { 0 }\n    func helper() { }\n}\n"
        let (analysis, _) = analysis(source)
        let uses = MemberReferenceScan(probeMember(analysis), model: analysis.model).references.map { "\($0.name) \($0.use)" }
        #expect(uses == ["extra read", "helper call"])
    }

    @Test func instanceMembersFromOtherFilesAreReferencesAndStaticOnesTypeScoped() {
        let screen = source("print(remote); print(shared)")
        let project = ProjectModel.parsing([
            (path: "Screen.swift", source: screen),
            (path: "Screen+More.swift", source: "extension Screen {\n    var remote: Int { 1 }\n    static var shared: Int { 2 }\n}\n"),
        ])
        let (analysis, _) = analysis(screen, project: project)
        let scan = MemberReferenceScan(probeMember(analysis), model: analysis.model)
        #expect(scan.references.map { "\($0.name) \($0.use)" } == ["remote read"])
        #expect(scan.typeScopedNames.map(\.name) == ["shared"])
    }

    @Test func viewAnalysisReferencesToANameSpanAllMembers() {
        let (analysis, _) = analysis(source("count += 1"))
        let references = analysis.references(to: "count")
        #expect(references.map(\.use) == [.assign])
        #expect(analysis.references(to: "title").map(\.use) == [.read])  // in `subtitle`
    }

    // MARK: - classify on its own

    @Test func classifyReadsTheContextOfAnExpression() {
        func classify(_ statement: String, _ name: String) -> MemberReference.Use {
            let tree = Parser.parse(source: statement)
            let reference = tree.descendants().lazy.compactMap { $0.as(DeclReferenceExprSyntax.self) }.first { $0.baseName.text == name }!
            return MemberReferenceScan.classify(ExprSyntax(reference))
        }
        #expect(classify("x = 1", "x") == .assign)
        #expect(classify("x.y = 1", "x") == .mutate)
        #expect(classify("x.y.z = 1", "x") == .mutate)
        #expect(classify("x[0] = 1", "x") == .mutate)
        #expect(classify("x?.y = 1", "x") == .mutate)
        #expect(classify("f(&x)", "x") == .assign)
        #expect(classify("f(&x.y)", "x") == .mutate)
        #expect(classify("x()", "x") == .call)
        #expect(classify("x.sorted()", "x") == .read)
        #expect(classify("x.removeAll()", "x") == .mutate)
        #expect(classify("_ = x == 1", "x") == .read)
        #expect(classify("_ = x === y", "x") == .read)
        #expect(classify("y = x", "x") == .read)
        #expect(classify("print(x)", "x") == .read)
    }

    // MARK: - Regressions (each failed before its fix)

    @Test func captureListsReadTheMember() {
        #expect(uses("run { [count] in print(count) }") == ["count read"])
        #expect(uses("run { [value = count] in print(value) }") == ["count read"])
    }

    @Test func initializerParametersAreNotMembers() {
        let code = """
            import SwiftUI
            struct Screen: View {
                let title: String
                @State private var count = 0
                init(count: Int, title: String) {
                    _count = State(initialValue: count)
                    self.title = title
                }
                var body: some View { EmptyView() }
            }
            """
        let (analysis, _) = analysis(code)
        let initializer = analysis.members.first { $0.decl.is(InitializerDeclSyntax.self) }!
        #expect(analysis.references(in: initializer).references.map { "\($0.name) \($0.use)" } == ["title assign"])
    }
}
