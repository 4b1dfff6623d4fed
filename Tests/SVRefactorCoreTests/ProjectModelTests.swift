@testable import SVRefactorCore
import SwiftParser
import SwiftSyntax
import Testing

/// What one file contributes to the project model, how files merge, and how one file sees the module.
@Suite("ProjectModel")
struct ProjectModelTests {
    func declarations(_ source: String, path: String = "File.swift") -> FileDeclarations {
        FileDeclarations.parsing(Array(source.utf8), path: path)
    }

    /// The file's declarations after the cache's encoding and decoding.
    func cacheRoundTrip(_ source: String) throws -> FileDeclarations {
        var writer = ByteWriter()
        declarations(source).encode(to: &writer)
        var reader = ByteReader(writer.bytes)
        return try FileDeclarations.decode(from: &reader, path: "File.swift")
    }

    func type(_ qualifiedName: String, in source: String) -> TypeDeclaration? {
        declarations(source).types.first { $0.qualifiedName == qualifiedName }
    }

    func properties(of qualifiedName: String, in source: String) -> [TypeDeclaration.Property] {
        type(qualifiedName, in: source)?.properties ?? []
    }

    func property(_ name: String, in source: String, of qualifiedName: String = "S") -> TypeDeclaration.Property? {
        properties(of: qualifiedName, in: source).first { $0.name == name }
    }

    func initialValue(_ expression: String) -> TypeDeclaration.InitialValue? {
        property("x", in: "struct S { var x = \(expression) }")?.initialValue
    }

    func lookup(_ path: String, _ source: String, files: [(path: String, source: String)]?) -> ModuleLookup {
        ModuleLookup(path: path, local: declarations(source, path: path), project: files.map { ProjectModel.parsing($0) })
    }

    func names(_ types: [TypeDeclaration]) -> [String] {
        types.map { "\($0.qualifiedName) \($0.kind.rawValue)" }
    }

    // MARK: - Types

    /// What a migration to Observation needs to know: `objectWillChange` and projected values, with
    /// the type whose code holds them and where; `$0` and text in strings or comments do not count.
    @Test func combineUsesAreRecordedWithTheirTypeAndPosition() {
        let file = declarations("""
            final class Search: ObservableObject {
                @Published var query = ""
                init() {
                    $query.debounce(for: 1).sink { print($0) }
                }
                func refresh() { objectWillChange.send(); self.objectWillChange.send() }
            }
            struct Screen: View {
                let search: Search
                var body: some View {
                    // $ignored and objectWillChange in a comment
                    TextField("$notCode", text: $search.query)
                        .onReceive(search.$query) { _ in }
                        .onReceive(search.objectWillChange) { _ in }
                }
            }
            """)
        #expect(file.combineUses.map(\.withoutFile) == [
            CombineUse(kind: .projectedValue("query"), enclosingType: "Search", line: 4, column: 9),
            CombineUse(kind: .objectWillChange, enclosingType: "Search", line: 6, column: 22),
            CombineUse(kind: .objectWillChange, enclosingType: "Search", line: 6, column: 52),
            CombineUse(kind: .projectedValue("search"), enclosingType: "Screen", line: 12, column: 37),
            CombineUse(kind: .memberProjectedValue("query"), enclosingType: "Screen", line: 13, column: 31),
            CombineUse(kind: .memberObjectWillChange, enclosingType: "Screen", line: 14, column: 31),
        ])
        let module = ModuleLookup(path: "Other.swift", local: nil, project: ProjectModel([file]))
        #expect(module.combineUses().count == 6)
    }

    @Test func observationRelevantUsesAreRecordedOutsideInheritanceClausesAndAttributes() {
        let file = declarations("""
            final class Cache<T: ObservableObject>: ObservableObject {}
            struct Screen: View {
                @StateObject private var model: Model
                @SwiftUI.ObservedObject var other: Model
                init() {
                    _model = StateObject(wrappedValue: Model())
                    self._other = .init(initialValue: Model())
                    print(_model.wrappedValue, ObservedObject<Model>.self)
                }
                var body: some View {
                    Text("")
                        .environmentObject(Model(name: "a (b)", id: 1))
                        .environmentObject(Model(name: "\\(x)"))
                        .environmentObject(self.store.inner)
                }
            }
            """)
        #expect(file.combineUses.map(\.withoutFile) == [
            CombineUse(kind: .observableObjectReference("ObservableObject"), enclosingType: "Cache", line: 1, column: 22),
            CombineUse(kind: .wrapperStorage(property: "model", assignment: "StateObject(wrappedValue:"), enclosingType: "Screen", line: 6, column: 9),
            CombineUse(kind: .wrapperStorage(property: "other", assignment: ".init(initialValue:"), enclosingType: "Screen", line: 7, column: 14),
            CombineUse(kind: .wrapperStorage(property: "model", assignment: nil), enclosingType: "Screen", line: 8, column: 15),
            CombineUse(kind: .observableObjectReference("ObservedObject"), enclosingType: "Screen", line: 8, column: 36),
            CombineUse(kind: .environmentObjectModifier(argument: "Model()"), enclosingType: "Screen", line: 12, column: 13),
            CombineUse(kind: .environmentObjectModifier(argument: nil), enclosingType: "Screen", line: 13, column: 13),
            CombineUse(kind: .environmentObjectModifier(argument: "self.store.inner"), enclosingType: "Screen", line: 14, column: 13),
        ])
    }

    @Test func topLevelTypesInSourceOrderWithTheirKinds() {
        let file = declarations("""
            struct A {}
            final class B {}
            enum C {}
            actor D {}
            protocol E {}
            typealias F = Int
            extension G {}
            """)
        #expect(names(file.types) == ["A struct", "B class", "C enum", "D actor", "E protocol", "F typealias", "G extension"])
    }

    @Test func nestedTypesHaveQualifiedNames() {
        let file = declarations("struct A { struct B { enum C {} }; class D {} }")
        #expect(file.types.map(\.qualifiedName) == ["A", "A.B", "A.B.C", "A.D"])
        #expect(file.types[0].nestedTypes == [.init(name: "B", isPrivate: false), .init(name: "D", isPrivate: false)])
        #expect(file.types[1].name == "B")
    }

    @Test func typesNestedInAnExtensionAreQualifiedByTheExtendedType() {
        let file = declarations("extension A { struct B { struct C {} } }")
        #expect(names(file.types) == ["A extension", "A.B struct", "A.B.C struct"])
        #expect(file.types[0].nestedTypes.map(\.name) == ["B"])
    }

    @Test func extensionOfAMemberTypeKeepsTheWholePath() {
        let file = declarations("extension A.B { struct C {}; typealias D = Int }")
        #expect(names(file.types) == ["A.B extension", "A.B.C struct", "A.B.D typealias"])
    }

    @Test func extensionOfAGenericTypeDropsTheArguments() {
        let file = declarations("extension Box<Int> { func f() {} }\nextension Array where Element == Int {}")
        #expect(names(file.types) == ["Box extension", "Array extension"])
    }

    @Test func localTypesAreNotRecorded() {
        let file = declarations("""
            struct Screen {
                func make() { struct InFunction { struct Deeper {} } }
                init() { enum InInit {} }
                var computed: Int { struct InGetter {}; return 0 }
                var accessors: Int { get { class InGet {}; return 0 } set { } }
                let closure = { () -> Int in struct InClosure {}; return 0 }()
            }
            func global() { struct InGlobalFunction {} }
            #Preview { struct InPreview {} }
            struct After {}
            """)
        #expect(file.types.map(\.qualifiedName) == ["Screen", "After"])
        #expect(file.types[0].nestedTypes.isEmpty)
    }

    @Test func genericParametersAttributesAndInheritedTypesAsWritten() {
        let file = declarations("@MainActor @Observable final class Model<T, U: Hashable>: Base, Combine.ObservableObject {}")
        let model = file.types[0]
        #expect(model.genericParameters == ["T", "U"])
        #expect(model.attributes == ["MainActor", "Observable"])
        #expect(model.inheritedTypes == ["Base", "Combine.ObservableObject"])
        #expect(model.isPrivate == false)
    }

    @Test func privateAndFileprivateTypesArePrivate() {
        let file = declarations("private struct A {}\nfileprivate enum B {}\npublic struct C { private struct D {} }")
        #expect(file.types.map(\.isPrivate) == [true, true, false, true])
        #expect(file.types[2].nestedTypes == [.init(name: "D", isPrivate: true)])
    }

    @Test func extensionAttributesAndConformances() {
        let file = declarations("@MainActor extension Screen: Equatable, Identifiable {}")
        #expect(file.types[0].attributes == ["MainActor"])
        #expect(file.types[0].inheritedTypes == ["Equatable", "Identifiable"])
    }

    @Test func typealiasRecordsItsAliasedTypeAndGenericParameters() {
        let file = declarations("typealias Handler<T> = (T) -> Void\nstruct A { private typealias Row = Item.Row }")
        let handler = file.types[0]
        #expect(handler.kind == .typealias)
        #expect(handler.aliasedType == "(T) -> Void")
        #expect(handler.genericParameters == ["T"])
        let row = file.types.first { $0.qualifiedName == "A.Row" }
        #expect(row?.aliasedType == "Item.Row")
        #expect(row?.isPrivate == true)
        #expect(file.types[1].nestedTypes == [.init(name: "Row", isPrivate: true)])
    }

    @Test func enumCasesAreCollected() {
        let file = declarations("enum Filter { case all, open(Int); case closed(reason: String); static let x = 1 }")
        #expect(file.types[0].caseNames == ["all", "open", "closed"])
        #expect(file.types[0].properties.map(\.name) == ["x"])
    }

    @Test func membersInEveryIfConfigBranchAreCollected() {
        let file = declarations("""
            struct S {
                #if DEBUG
                var debug = true
                func log() {}
                #elseif os(iOS)
                struct Nested {}
                #else
                var release = false
                #endif
            }
            """)
        let s = file.types[0]
        #expect(s.properties.map(\.name) == ["debug", "release"])
        #expect(s.methods.map(\.name) == ["log"])
        #expect(s.nestedTypes.map(\.name) == ["Nested"])
        #expect(file.types.map(\.qualifiedName) == ["S", "S.Nested"])
    }

    // MARK: - Properties

    @Test func propertyWithWrittenTypeAndWrapperArguments() {
        let source = """
            struct S {
                @Environment(\\.dismiss) private var dismiss
                @Environment(Theme.self) var theme
                @AppStorage("key") var flag: Bool = false
                @State private var count = 0
                @MainActor var plain: Int = 1
            }
            """
        #expect(property("dismiss", in: source) == .init(name: "dismiss", type: nil, wrapper: "Environment", wrapperArguments: "\\.dismiss", isPrivate: true))
        #expect(property("theme", in: source) == .init(name: "theme", type: nil, wrapper: "Environment", wrapperArguments: "Theme.self"))
        #expect(property("flag", in: source) == .init(
            name: "flag", type: "Bool", wrapper: "AppStorage", wrapperArguments: "\"key\"", initialValue: .literal(type: "Bool")))
        #expect(property("count", in: source) == .init(name: "count", type: nil, wrapper: "State", isPrivate: true, initialValue: .literal(type: "Int")))
        #expect(property("plain", in: source) == .init(name: "plain", type: "Int", initialValue: .literal(type: "Int")))
    }

    @Test func staticComputedLetAndPrivateFlags() {
        let source = """
            struct S {
                static let shared = S()
                class var kind: String { "s" }
                var computed: [Item] { [] }
                var accessors: Int { get { 0 } set { } }
                var observed = 0 { didSet { } }
                let constant: String
                private(set) var readOnly = 1
                fileprivate var hidden = 2
            }
            """
        let shared = property("shared", in: source)
        #expect(shared?.isStatic == true && shared?.isLet == true && shared?.isComputed == false)
        #expect(property("kind", in: source)?.isStatic == true)
        #expect(property("kind", in: source)?.isComputed == true)
        #expect(property("computed", in: source) == .init(name: "computed", type: "[Item]", isComputed: true))
        #expect(property("accessors", in: source)?.isComputed == true)
        #expect(property("observed", in: source)?.isComputed == false)
        #expect(property("constant", in: source) == .init(name: "constant", type: "String", isLet: true))
        #expect(property("readOnly", in: source)?.isPrivate == false)
        #expect(property("hidden", in: source)?.isPrivate == true)
    }

    @Test func bindingsWithoutTheirOwnAnnotationShareTheNextOne() {
        let properties = properties(of: "S", in: "struct S { let a, b: Int; var c = 1, d: String; var e: Double = 0, f = \"\" }")
        #expect(properties.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(properties.map(\.type) == ["Int", "Int", nil, "String", "Double", nil])
        #expect(properties.map(\.isLet) == [true, true, false, false, false, false])
        #expect(properties[2].initialValue == .literal(type: "Int"))
        #expect(properties[5].initialValue == .literal(type: "String"))
        #expect(properties[0].initialValue == nil)
    }

    @Test func tuplePatternPropertiesAreSkipped() {
        #expect(properties(of: "S", in: "struct S { let (a, b) = (1, 2); let c = 3 }").map(\.name) == ["c"])
    }

    @Test func literalInitialValues() {
        #expect(initialValue("0") == .literal(type: "Int"))
        #expect(initialValue("-1") == .literal(type: "Int"))
        #expect(initialValue("1.5") == .literal(type: "Double"))
        #expect(initialValue("-1.5") == .literal(type: "Double"))
        #expect(initialValue("true") == .literal(type: "Bool"))
        #expect(initialValue("\"a\"") == .literal(type: "String"))
        #expect(initialValue("\"a\\(b)\"") == .literal(type: "String"))
        #expect(initialValue("[1, 2]") == .literal(type: "[Int]"))
        #expect(initialValue("[\"a\"]") == .literal(type: "[String]"))
    }

    @Test func nonLiteralsThatLookLikeLiteralsAreOther() {
        #expect(initialValue("[]") == .other)
        #expect(initialValue("[1, \"a\"]") == .other)
        #expect(initialValue("-x") == .other)
        #expect(initialValue("!true") == .other)
        #expect(initialValue("nil") == .other)
    }

    @Test func callInitialValuesNameTheCallee() {
        #expect(initialValue("Model()") == .call(callee: "Model"))
        #expect(initialValue("Model.Filter(name: \"x\")") == .call(callee: "Model.Filter"))
        #expect(initialValue("Set<Int>()") == .call(callee: "Set<Int>"))
        #expect(initialValue("Model.init(id: 1)") == .call(callee: "Model"))
        #expect(initialValue("Model { }") == .call(callee: "Model"))
    }

    @Test func callsOfNonTypesAreOther() {
        #expect(initialValue("makeModel()") == .other)
        #expect(initialValue("Model.make()") == .other)
        #expect(initialValue("model.copy()") == .other)
        #expect(initialValue(".init()") == .other)
    }

    @Test func staticMemberInitialValues() {
        #expect(initialValue("Store.shared") == .staticMember(type: "Store", member: "shared"))
        #expect(initialValue("Color.red") == .staticMember(type: "Color", member: "red"))
        #expect(initialValue("Theme.Dark.default") == .staticMember(type: "Theme.Dark", member: "default"))
    }

    @Test func memberAccessesThatAreNotStaticMembersAreOther() {
        #expect(initialValue(".shared") == .other)
        #expect(initialValue("store.shared") == .other)
        #expect(initialValue("Theme.Dark") == .other)
    }

    @Test func initialValueInitializerClassifiesAnExpression() {
        let expression = Parser.parse(source: "let x = Store.shared").statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!.initializer!.value
        #expect(TypeDeclaration.InitialValue(expression) == .staticMember(type: "Store", member: "shared"))
    }

    // MARK: - Methods and initializers

    @Test func methodsWithLabelsDefaultsAndEffects() {
        let s = type("S", in: """
            struct S {
                func load(for id: Int, _ force: Bool = false) async throws -> [Item] { [] }
                static func make(values: Int...) -> S { S() }
                private func save() {}
                func retry(_ body: () throws -> Void) rethrows {}
            }
            """)!
        #expect(s.methods == [
            .init(
                name: "load",
                parameters: [
                    .init(label: "for", name: "id", type: "Int", hasDefault: false),
                    .init(label: nil, name: "force", type: "Bool", hasDefault: true),
                ],
                returnType: "[Item]", isStatic: false, isAsync: true, isThrowing: true, isPrivate: false),
            .init(
                name: "make", parameters: [.init(label: "values", name: "values", type: "Int...", hasDefault: false)],
                returnType: "S", isStatic: true, isAsync: false, isThrowing: false, isPrivate: false),
            .init(name: "save", parameters: [], returnType: nil, isStatic: false, isAsync: false, isThrowing: false, isPrivate: true),
            .init(
                name: "retry", parameters: [.init(label: nil, name: "body", type: "() throws -> Void", hasDefault: false)],
                returnType: nil, isStatic: false, isAsync: false, isThrowing: true, isPrivate: false),
        ])
    }

    @Test func initializersWithLabelsDefaultsAndEffects() {
        let s = type("S", in: """
            final class S {
                init(title: String, count: Int = 0) {}
                init?(id: Int) {}
                init!(raw: String) {}
                convenience init(_ value: Int) async throws {}
                private init() {}
            }
            """)!
        #expect(s.initializers == [
            .init(
                parameters: [
                    .init(label: "title", name: "title", type: "String", hasDefault: false),
                    .init(label: "count", name: "count", type: "Int", hasDefault: true),
                ],
                isAsync: false, isThrowing: false, isFailable: false, isPrivate: false),
            .init(parameters: [.init(label: "id", name: "id", type: "Int", hasDefault: false)], isAsync: false, isThrowing: false, isFailable: true, isPrivate: false),
            .init(parameters: [.init(label: "raw", name: "raw", type: "String", hasDefault: false)], isAsync: false, isThrowing: false, isFailable: true, isPrivate: false),
            .init(parameters: [.init(label: nil, name: "value", type: "Int", hasDefault: false)], isAsync: true, isThrowing: true, isFailable: false, isPrivate: false),
            .init(parameters: [], isAsync: false, isThrowing: false, isFailable: false, isPrivate: true),
        ])
    }

    @Test func membersOfAnExtensionBelongToTheExtension() {
        let file = declarations("struct S { var a = 1 }\nextension S { var b: Int { 2 }; func f() {}; init(x: Int) { self.a = x } }")
        #expect(file.types[0].properties.map(\.name) == ["a"])
        #expect(file.types[1].kind == .extension)
        #expect(file.types[1].properties.map(\.name) == ["b"])
        #expect(file.types[1].methods.map(\.name) == ["f"])
        #expect(file.types[1].initializers.count == 1)
    }

    @Test func membersOfNestedTypesStayWithThem() {
        let file = declarations("struct A { var a = 1; struct B { var b = 2; func g() {} } }")
        #expect(file.types[0].properties.map(\.name) == ["a"])
        #expect(file.types[0].methods.isEmpty)
        #expect(file.types[1].properties.map(\.name) == ["b"])
        #expect(file.types[1].methods.map(\.name) == ["g"])
    }

    // MARK: - Identifiers and member accesses

    @Test func identifiersExcludeCommentsAndStringLiteralText() {
        let file = declarations("""
            // Commented mentions Ghost
            /* BlockGhost */
            let Greeting = "Hello Phantom \\(Name)"
            let `Any` = 1
            """)
        #expect(file.identifiers == ["Greeting", "Name", "Any"])
    }

    @Test func identifiersAreTheTypeLikeNamesNotKeywordsOrLowercaseNames() {
        let file = declarations("struct Row: View { var body: some View { Text(self.title) }; var s: Self }")
        #expect(file.identifiers == ["Row", "View", "Text"])
    }

    /// Not `.constant(1)` either: an implicit member has no base (see `CodeScannerTests`).
    @Test func memberAccessesExcludeSelfQualifiedNames() {
        let file = declarations("""
            func f() {
                _ = view.header
                _ = Color.red
                _ = .constant(1)
                _ = list.map(\\.title)
                _ = list.map(\\Item.name)
                _ = self.own
                _ = self.nested.inner
            }
            """)
        #expect(file.memberAccesses == ["header", "red", "map", "title", "name", "inner"])
    }

    // MARK: - Call sites

    @Test func callSitesRecordLabelsAndTrailingClosures() {
        let file = declarations("""
            let a = ProfileView(user: user, 1)
            let b = Row(title: "a") { Text("x") }
            let c = Section("A") { } footer: { }
            """)
        #expect(file.callSites.map(\.callee) == ["ProfileView", "Row", "Text", "Section"])
        #expect(file.callSites[0].labels == ["user", nil])
        #expect(file.callSites[1].labels == ["title", nil])
        #expect(file.callSites[2].labels == [nil])
        #expect(file.callSites[3].labels == [nil, nil, "footer"])
    }

    @Test func callSitesRecordLineAndColumn() {
        let file = declarations("import SwiftUI\n\nlet é = 1; let a = Row(x: 1)\n    let b = Row()\n")
        #expect(file.callSites.map(\.line) == [3, 4])
        #expect(file.callSites.map(\.column) == [21, 13])
    }

    @Test func callSitesRecordTheEnclosingType() {
        let file = declarations("""
            let top = Row()
            struct Screen {
                var body: some View { Row() }
                struct Inner { func f() { _ = Row() } }
                func g() { struct Local { func h() { _ = Row() } } }
            }
            extension Screen.Inner { func k() { _ = Row() } }
            """)
        #expect(file.callSites.map(\.enclosingType) == ["", "Screen", "Screen.Inner", "Screen", "Screen.Inner"])
    }

    @Test func callSitesOnlyForCalleesNamedLikeTypes() {
        let file = declarations("""
            func f() {
                _ = make()
                _ = model.load()
                _ = Factory.make()
                _ = Model.init(id: 1)
                _ = Settings.Row(title: "a")
                _ = Box<Int>(1)
                _ = Foo.Bar.Baz()
            }
            """)
        #expect(file.callSites.map(\.callee) == ["Model", "Settings.Row", "Box<Int>", "Foo.Bar.Baz"])
        #expect(file.callSites[0].labels == ["id"])
    }

    // MARK: - Conformances, errors, hash

    @Test func structConformancesAreLastComponentsOfEveryStruct() {
        let file = declarations("""
            struct Row: SwiftUI.View, Equatable {}
            final class Model: ObservableObject {}
            func f() { struct Local: Hashable {} }
            enum E: String {}
            """)
        #expect(file.structConformances == ["View", "Equatable", "Hashable"])
    }

    @Test func syntaxErrorsStillYieldWhatParsed() {
        let file = declarations("struct A { var x: Int = }\nstruct B { var y = 1 }\n")
        #expect(file.hasSyntaxErrors)
        #expect(file.types.map(\.qualifiedName) == ["A", "B"])
        #expect(file.types[1].properties.map(\.name) == ["y"])
        #expect(declarations("struct A {}").hasSyntaxErrors == false)
    }

    @Test func identifierHashIsFNV1a() {
        #expect(FileDeclarations.hash([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FileDeclarations.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func contentHashIsHalfTheStableDigestOfTheBytes() {
        #expect(declarations("struct A {}").contentHash == StableHasher.digest(Array("struct A {}".utf8)).low)
        #expect(declarations("struct A {}").contentHash != declarations("struct A { }").contentHash)
        // A byte past the last full eight-byte word still counts.
        #expect(declarations("struct AB {}").contentHash != declarations("struct AC {}").contentHash)
    }

    @Test func emptyDeclarationsForAPath() {
        let empty = FileDeclarations(path: "X.swift")
        #expect(empty.path == "X.swift")
        #expect(empty.types.isEmpty && empty.identifiers.isEmpty && empty.callSites.isEmpty && !empty.hasSyntaxErrors)
    }

    // MARK: - The merged model

    static let files: [(path: String, source: String)] = [
        (path: "Views/Screen.swift", source: """
            struct Screen: View {
                struct Row {}
                var body: some View { Row() }
                func f() { _ = self.title }
            }
            """),
        (path: "Models/Model.swift", source: """
            final class Model: ObservableObject { var title = "" }
            struct Row { init(title: String) {} }
            let preview = Screen.Row()
            """),
        (path: "Views/Screen+Extras.swift", source: """
            extension Screen: Equatable {
                var extra: Int { 1 }
            }
            extension String {}
            func g(model: Model) { _ = model.title; _ = Row(title: "x"); _ = Text("t") }
            """),
    ]

    @Test func filesAreSortedByPathWhateverTheInputOrder() {
        let model = ProjectModel.parsing(Self.files)
        #expect(model.files == ["Models/Model.swift", "Views/Screen+Extras.swift", "Views/Screen.swift"])
        #expect(model.fileCount == 3)
        #expect(model.unreadableFileCount == 0)
        #expect(ProjectModel([], unreadableFileCount: 2).unreadableFileCount == 2)
    }

    @Test func declarationsOfATypeComeFromEveryFileInPathOrder() {
        let model = ProjectModel.parsing(Self.files)
        #expect(names(model.declarations(of: "Screen")) == ["Screen extension", "Screen struct"])
        #expect(names(model.declarations(of: "Screen", excludingFile: "Views/Screen.swift")) == ["Screen extension"])
        #expect(model.declarations(of: "Screen.Row").count == 1)
        #expect(model.declarations(of: "Missing").isEmpty)
        #expect(model.files(declaring: "Screen") == ["Views/Screen+Extras.swift", "Views/Screen.swift"])
        #expect(model.files(declaring: "String") == ["Views/Screen+Extras.swift"])
    }

    @Test func declarationsInFileKeepTypesAndDropMentions() {
        let model = ProjectModel.parsing(Self.files)
        let file = model.declarations(inFile: "Views/Screen.swift")
        #expect(file?.types.map(\.qualifiedName) == ["Screen", "Screen.Row"])
        #expect(file?.identifiers.isEmpty == true)
        #expect(file?.memberAccesses.isEmpty == true)
        #expect(model.declarations(inFile: "Nope.swift") == nil)
    }

    @Test func qualifiedNamesOfTypesNamedListEveryDeclaredTypeSorted() {
        let model = ProjectModel.parsing(Self.files)
        #expect(model.qualifiedNames(ofTypesNamed: "Row") == ["Row", "Screen.Row"])
        #expect(model.qualifiedNames(ofTypesNamed: "Row", excludingFile: "Views/Screen.swift") == ["Row"])
        #expect(model.qualifiedNames(ofTypesNamed: "String") == [])
        #expect(model.qualifiedNames(ofTypesNamed: "Screen", excludingFile: "Views/Screen.swift") == [])
    }

    @Test func isMentionedLooksAtIdentifierTokensOfOtherFiles() {
        let model = ProjectModel.parsing(Self.files)
        #expect(model.isMentioned("Text"))
        #expect(model.isMentioned("Text", excludingFile: "Views/Screen+Extras.swift") == false)
        #expect(model.isMentioned("Row", excludingFile: "Views/Screen.swift"))
        #expect(model.isMentioned("T") == false)
        #expect(model.isMentioned("Nothing") == false)
    }

    @Test func filesPossiblyUsingAMemberAccessItOrExtendTheType() {
        let model = ProjectModel.parsing(Self.files)
        // `model.title` in Screen+Extras; `self.title` in Screen does not count.
        #expect(model.files(possiblyUsing: "title", of: "Model") == ["Views/Screen+Extras.swift"])
        // Screen+Extras extends Screen; Models/Model.swift writes `Screen.Row()`.
        #expect(model.files(possiblyUsing: "Row", of: "Screen") == ["Models/Model.swift", "Views/Screen+Extras.swift"])
        #expect(model.files(possiblyUsing: "nothing", of: "Model") == [])
    }

    @Test func namesOutsideCallsLeaveOutCalleesAndDeclaredNames() {
        let file = declarations("""
            struct Row: View { var body: some View { Outer.Cell(value: Value.zero) } }
            extension Row { static let shared = Badge<Int>() }
            let rows: [Item] = Array<Entry>()
            """)
        #expect(file.namesOutsideCalls == ["View", "Value", "Item"])
    }

    @Test func aMemberOfATypeNoFileHoldsByNameIsOnlyUsedWhereTheTypeIsNamed() {
        let view = "struct Card: View { var content: some View { Text(\"\") }; var body: some View { content } }"
        let parent = "struct Parent: View { var body: some View { Card() } }"
        let other = "struct Sheet: View { var content: some View { Text(\"\") }; var body: some View { self.content.padding() } }"
        let user = "func show() -> some View { let card = Card(); return card.content }"
        let holder = "struct Deck { let cards: [Card] }"
        let bySheetOnly = ProjectModel.parsing([("Card.swift", view), ("Parent.swift", parent), ("Sheet.swift", other + "\nlet x = y.content")])
        // Sheet.swift writes `.content` but never names Card, and no file holds a Card by its type.
        #expect(bySheetOnly.files(possiblyUsing: "content", of: "Card") == [])
        let named = ProjectModel.parsing([("Card.swift", view), ("Sheet.swift", other + "\nlet x = y.content"), ("User.swift", user)])
        #expect(named.files(possiblyUsing: "content", of: "Card") == ["User.swift"])
        let passed = ProjectModel.parsing([("Card.swift", view), ("Sheet.swift", other + "\nlet x = y.content"), ("Show.swift", "func show(_ c: Card) {}")])
        #expect(passed.files(possiblyUsing: "content", of: "Card") == ["Sheet.swift"])
        // Once a declaration holds a Card, a value of it can reach any file: every access counts.
        let held = ProjectModel.parsing([("Card.swift", view), ("Deck.swift", holder), ("Sheet.swift", other + "\nlet x = y.content")])
        #expect(held.files(possiblyUsing: "content", of: "Card") == ["Sheet.swift"])
    }

    @Test func anExtensionInAnotherFileCountsOnlyWhenItNamesTheMember() {
        let view = "struct Card: View { var header: some View { Text(\"\") }; var body: some View { header } }"
        let model = ProjectModel.parsing([
            ("Card.swift", view),
            ("Card+Model.swift", "extension Card { final class Model { var title = \"\" } }"),
            ("Card+Header.swift", "extension Card { var framedHeader: some View { header.border(.red) } }"),
        ])
        #expect(model.files(possiblyUsing: "header", of: "Card") == ["Card+Header.swift"])
    }

    @Test func nameFilterNeverMissesANameItHolds() {
        let names = (0..<3000).map { "name\($0)" }
        let file = declarations(names.map { "let \($0) = 1" }.joined(separator: "\n"))
        #expect(names.allSatisfy(file.names.mayContain))
        // Wrong "maybe"s are rare: well under 2 % of names it does not hold.
        let wrong = (0..<3000).filter { file.names.mayContain("other\($0)") }.count
        #expect(wrong < 60)
        #expect(NameFilter().mayContain("anything") == false)
    }

    @Test func callSitesOfTypeNamedKeepOnlyCalleesNamingATypeOfTheRun() {
        let model = ProjectModel.parsing(Self.files)
        let rows = model.callSites(ofTypeNamed: "Row")
        #expect(rows.map(\.file) == ["Models/Model.swift", "Views/Screen+Extras.swift", "Views/Screen.swift"])
        #expect(rows.map(\.call.callee) == ["Screen.Row", "Row", "Row"])
        #expect(rows.map(\.call.enclosingType) == ["", "", "Screen"])
        #expect(model.callSites(ofTypeNamed: "Text").isEmpty)
        #expect(model.declarations(inFile: "Views/Screen+Extras.swift")?.callSites.map(\.callee) == ["Row"])
    }

    @Test func typeFactsMergeTheDeclarationAndItsExtensions() {
        let model = ProjectModel.parsing(Self.files)
        let facts = TypeFacts(qualifiedName: "Screen", declarations: model.declarations(of: "Screen"))
        #expect(facts.declarations.map(\.kind) == [.struct, .extension])
        #expect(facts.kind == .struct)
        #expect(facts.inheritedTypes == ["View", "Equatable"])
        #expect(facts.inherits("Equatable"))
        #expect(facts.property(named: "extra")?.isComputed == true)
        #expect(facts.methods(named: "f").count == 1)
        #expect(facts.nestedTypes.map(\.name) == ["Row"])
        let string = TypeFacts(qualifiedName: "String", declarations: model.declarations(of: "String"))
        #expect(string.kind == nil)
        #expect(string.primary == nil)
        #expect(string.name == "String")
    }

    @Test func typeFactsInheritsAcceptsAModulePrefix() {
        var declaration = TypeDeclaration(qualifiedName: "Model", kind: .class)
        declaration.inheritedTypes = ["Combine.ObservableObject"]
        let facts = TypeFacts(qualifiedName: "Model", declarations: [declaration])
        #expect(facts.inherits("ObservableObject"))
        #expect(!facts.inherits("Object"))
    }

    // MARK: - ModuleLookup

    @Test func localDeclarationsOverrideTheModelsCopyOfTheSameFile() {
        let files = [(path: "A.swift", source: "struct Old {}"), (path: "B.swift", source: "struct Other {}")]
        let module = lookup("A.swift", "struct New {}", files: files)
        #expect(module.type("Old") == nil)
        #expect(module.type("New")?.kind == .struct)
        #expect(module.type("Other")?.kind == .struct)
        #expect(module.declaresType(named: "Old") == false)
        #expect(module.declaresType(named: "New"))
        #expect(module.declaresType(named: "Other"))
    }

    @Test func typeMergesLocalAndOtherFilesDeclarations() {
        let module = lookup("A.swift", "struct S { var a = 1 }", files: [(path: "B.swift", source: "extension S { var b: Int { 2 } }")])
        let facts = module.type("S")
        #expect(facts?.declarations.map(\.kind) == [.struct, .extension])
        #expect(facts?.property(named: "b")?.isComputed == true)
        #expect(module.declarationsInOtherFiles(of: "S").map(\.path) == ["B.swift"])
    }

    @Test func resolveFindsTheInnermostNestedTypeFirst() {
        let module = lookup("A.swift", """
            struct Row {}
            struct Screen {
                struct Row {}
                struct Inner {
                    struct Row {}
                    struct Deep {}
                }
            }
            """, files: nil)
        #expect(module.resolve("Row", from: "Screen.Inner.Deep")?.qualifiedName == "Screen.Inner.Row")
        #expect(module.resolve("Row", from: "Screen.Inner")?.qualifiedName == "Screen.Inner.Row")
        #expect(module.resolve("Row", from: "Screen")?.qualifiedName == "Screen.Row")
        #expect(module.resolve("Row", from: "")?.qualifiedName == "Row")
        #expect(module.resolve("Row", from: "Unrelated")?.qualifiedName == "Row")
    }

    @Test func resolveFollowsMemberNames() {
        let module = lookup("A.swift", "struct Screen { struct Row { enum Style {} } }\nstruct Other {}", files: nil)
        #expect(module.resolve("Screen.Row", from: "")?.qualifiedName == "Screen.Row")
        #expect(module.resolve("Row.Style", from: "Screen")?.qualifiedName == "Screen.Row.Style")
        #expect(module.resolve("Screen.Row.Style", from: "Other")?.qualifiedName == "Screen.Row.Style")
        #expect(module.resolve("Screen.Missing", from: "") == nil)
        #expect(module.resolve("Row.Style", from: "") == nil)
    }

    @Test func resolveIgnoresGenericArguments() {
        let module = lookup("A.swift", "struct Box<T> { struct Item {} }", files: nil)
        #expect(module.resolve("Box<Int>", from: "")?.qualifiedName == "Box")
        #expect(module.resolve("Box<[String: Int]>.Item", from: "")?.qualifiedName == "Box.Item")
        #expect(module.resolve("Box<Int>", from: "")?.isGeneric == true)
    }

    @Test func resolveFollowsTypealiases() {
        let module = lookup("A.swift", """
            typealias VM = Screen.ViewModel
            typealias Indirect = VM
            typealias Closure = () -> Void
            typealias Strings = [String]
            struct Screen {
                final class ViewModel {}
                typealias Model = ViewModel
            }
            """, files: nil)
        #expect(module.resolve("VM", from: "")?.qualifiedName == "Screen.ViewModel")
        #expect(module.resolve("Indirect", from: "")?.qualifiedName == "Screen.ViewModel")
        #expect(module.resolve("Model", from: "Screen")?.qualifiedName == "Screen.ViewModel")
        #expect(module.resolve("Closure", from: "") == nil)
        #expect(module.resolve("Strings", from: "") == nil)
    }

    @Test func resolveIsNilForTypesTheRunDoesNotDeclare() {
        let module = lookup("A.swift", "extension String { struct Nested {} }\nstruct Known {}", files: nil)
        #expect(module.resolve("Text", from: "") == nil)
        #expect(module.resolve("String", from: "") == nil)
        #expect(module.type("String.Nested")?.kind == .struct)
        #expect(module.resolve("[Known]", from: "") == nil)
        #expect(module.resolve("Known?", from: "") == nil)
        #expect(module.type("String")?.kind == nil)
        #expect(module.type("Missing") == nil)
    }

    @Test func resolveSeesTypesOfOtherFiles() {
        let module = lookup("A.swift", "struct Screen {}", files: [(path: "B.swift", source: "extension Screen { struct Row {} }\nstruct Row {}")])
        #expect(module.resolve("Row", from: "Screen")?.qualifiedName == "Screen.Row")
        #expect(module.resolve("Row", from: "")?.qualifiedName == "Row")
    }

    @Test func componentsOfWrittenNames() {
        #expect(ModuleLookup.components(of: "Foo") == ["Foo"])
        #expect(ModuleLookup.components(of: "Foo<Int>.Bar<T>") == ["Foo", "Bar"])
        #expect(ModuleLookup.components(of: "Foo<A.B>.Bar") == ["Foo", "Bar"])
        #expect(ModuleLookup.components(of: "Swift . Int") == ["Swift", "Int"])
        #expect(ModuleLookup.components(of: "[Foo]") == [])
        #expect(ModuleLookup.components(of: "Foo?") == [])
        #expect(ModuleLookup.components(of: "(Int) -> Void") == [])
        #expect(ModuleLookup.components(of: "") == [])
    }

    @Test func seesOtherFilesOnlyWithAModelCoveringMoreThanThisFile() {
        #expect(lookup("A.swift", "", files: nil).seesOtherFiles == false)
        #expect(lookup("A.swift", "", files: [(path: "A.swift", source: "")]).seesOtherFiles == false)
        #expect(lookup("A.swift", "", files: [(path: "A.swift", source: ""), (path: "B.swift", source: "")]).seesOtherFiles)
        #expect(lookup("A.swift", "", files: [(path: "B.swift", source: "")]).seesOtherFiles)
        #expect(lookup("A.swift", "", files: []).seesOtherFiles == false)
    }

    @Test func isMentionedAndOtherFilesPossiblyUsingSeeTheWholeModule() {
        let module = lookup("A.swift", "let local = Local()\nextension S {}", files: [
            (path: "A.swift", source: "let stale = Stale()\nextension S {}"),
            (path: "B.swift", source: "let s: S = make()\nlet other = Other(s.member)"),
        ])
        #expect(module.isMentioned("Local"))
        #expect(module.isMentioned("Other"))
        #expect(module.isMentioned("Stale") == false)
        // Only type-like names are kept.
        #expect(module.isMentioned("other") == false)
        #expect(module.otherFiles(possiblyUsing: "member", of: "S") == ["B.swift"])
    }

    @Test func callSitesOfATypeResolveTheCalleeFromTheCallersScope() {
        let screen = """
            struct Screen {
                struct Row { let title: String }
                var body: some View { Row(title: "nested") }
            }
            let top = Row(id: 1)
            """
        let others = [
            (path: "Screen.swift", source: "struct Screen {}"),
            (path: "Other.swift", source: "struct Row { let id: Int }\nfunc f() { _ = Row(id: 2); _ = Screen.Row(title: \"q\") }"),
            (path: "Third.swift", source: "extension Screen { func g() { _ = Row(title: \"ext\") } }"),
        ]
        let module = lookup("Screen.swift", screen, files: others)
        let nested = module.callSites(of: "Screen.Row")
        #expect(nested.map(\.file) == ["Screen.swift", "Other.swift", "Third.swift"])
        #expect(nested.map(\.call.labels) == [["title"], ["title"], ["title"]])
        #expect(nested.map(\.call.line) == [3, 2, 1])
        let top = module.callSites(of: "Row")
        #expect(top.map(\.file) == ["Screen.swift", "Other.swift"])
        #expect(top.map(\.call.labels) == [["id"], ["id"]])
    }

    @Test func callSitesWithoutAModelAreThisFilesOnly() {
        let module = lookup("A.swift", "struct Row {}\nlet a = Row()\nlet b = Row.init()", files: nil)
        #expect(module.callSites(of: "Row").map(\.call.column) == [9, 9])
        #expect(module.callSites(of: "Row").map(\.call.line) == [2, 3])
    }

    // MARK: - Initializer.accepts

    static let rowInit = TypeDeclaration.Initializer(
        parameters: [
            .init(label: "title", name: "title", type: "String", hasDefault: false),
            .init(label: "subtitle", name: "subtitle", type: "String?", hasDefault: true),
            .init(label: nil, name: "value", type: "Int", hasDefault: false),
            .init(label: "action", name: "action", type: "() -> Void", hasDefault: true),
        ],
        isAsync: false, isThrowing: false, isFailable: false, isPrivate: false)

    @Test func acceptsLabelsInOrderSkippingDefaults() {
        #expect(Self.rowInit.accepts(labels: ["title", "subtitle", nil, "action"]))
        #expect(Self.rowInit.accepts(labels: ["title", nil]))
        #expect(Self.rowInit.accepts(labels: ["title", "subtitle", nil]))
        #expect(Self.rowInit.accepts(labels: ["title", nil, "action"]))
    }

    @Test func rejectsMissingRequiredWrongOrderAndExtraArguments() {
        #expect(!Self.rowInit.accepts(labels: ["title"]))
        #expect(!Self.rowInit.accepts(labels: [nil]))
        #expect(!Self.rowInit.accepts(labels: ["subtitle", "title", nil]))
        #expect(!Self.rowInit.accepts(labels: ["title", nil, "action", "extra"]))
        #expect(!Self.rowInit.accepts(labels: ["title", "value"]))
    }

    @Test func anInitializerWithoutParametersAcceptsOnlyNoArguments() {
        let empty = TypeDeclaration.Initializer(parameters: [], isAsync: false, isThrowing: false, isFailable: false, isPrivate: false)
        #expect(empty.accepts(labels: []))
        #expect(!empty.accepts(labels: [nil]))
    }

    @Test func typeDeclarationNameIsTheLastComponent() {
        #expect(TypeDeclaration(qualifiedName: "A.B.C", kind: .struct).name == "C")
        #expect(TypeDeclaration(qualifiedName: "A", kind: .enum).name == "A")
    }

    // MARK: - Regressions (each failed before its fix)

    @Test func callsThroughAGenericBaseAreIndexedUnderTheLastName() {
        let model = ProjectModel.parsing([
            ("A.swift", "struct Box<T> { struct Item { let x: Int } }\nlet a = Box<Int>.Item(x: 1)"),
            ("B.swift", "let b = Box<String>.Item(x: 2)"),
        ])
        #expect(model.callSites(ofTypeNamed: "Item").map(\.file) == ["A.swift", "B.swift"])
    }

    @Test func aTypealiasWrittenAsAMemberNameIsFollowed() {
        let source = "struct Screen { final class ViewModel {}\n typealias Model = ViewModel }"
        let module = lookup("A.swift", source, files: nil)
        #expect(module.resolve("Screen.Model", from: "")?.qualifiedName == "Screen.ViewModel")
        #expect(module.resolve("Model", from: "Screen")?.qualifiedName == "Screen.ViewModel")
    }

    @Test func typesNestedInExtensionsOfOtherModulesTypesResolve() {
        let module = lookup("A.swift", "extension String { struct Nested {} }", files: nil)
        #expect(module.resolve("String.Nested", from: "")?.kind == .struct)
        #expect(module.resolve("String", from: "") == nil)
    }

    @Test func extensionsOfSugaredTypesQualifyTheirNestedTypes() {
        let file = declarations("extension [Int] { struct Grouped {} }\nextension Int? { struct Wrapped {} }\nextension [String: Int] { struct Pairs {} }")
        let qualifiedNames = file.types.map(\.qualifiedName)
        #expect(qualifiedNames.contains("Array.Grouped"))
        #expect(qualifiedNames.contains("Optional.Wrapped"))
        #expect(qualifiedNames.contains("Dictionary.Pairs"))
        #expect(!qualifiedNames.contains("Grouped"))
    }

    @Test func aTrailingClosureMatchesALabelledClosureParameter() {
        let initializer = TypeDeclaration.Initializer(
            parameters: [
                .init(label: "title", name: "title", type: "String", hasDefault: false),
                .init(label: "content", name: "content", type: "@escaping () -> Content", hasDefault: false),
            ],
            isAsync: false, isThrowing: false, isFailable: false, isPrivate: false)
        #expect(initializer.accepts(labels: ["title", nil]))
        #expect(initializer.accepts(labels: ["title", "content"]))
        #expect(!initializer.accepts(labels: [nil, nil]))
    }

    @Test func privateComputedPropertiesOnlyViewHelpersReadAreMarked() throws {
        let source = """
            struct Cell: View {
                let room: Room
                private var title: String { room.name }
                private var icon: String { room.isPublic ? "globe" : "lock" }
                private var count: Int { 1 }
                var shown: String { room.name }

                var body: some View {
                    VStack {
                        details
                        Text(icon)
                    }
                }

                private var details: some View {
                    Label(title, systemImage: icon)
                }
            }
            """
        let view = try #require(type("Cell", in: source))
        let marked = view.properties.filter(\.servesOnlyViewHelpers).map(\.name)
        // `icon` is read by `body` too, `count` by nothing, `shown` is not private.
        #expect(marked == ["title"])
        // It survives the cache's encoding.
        #expect(try cacheRoundTrip(source).types.first?.properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["title"])
    }

    /// Found by a second `apply --all-rules` over a module mixing apps (the tuning half's seed 16):
    /// Proton Pass's `tintColor`, read only by helpers in `private extension CreditCardDetailView`,
    /// was unmarked, and marked once extract-subviews had made the helpers structs the body passes
    /// it to. The view then left reorder-members' count of views, and the module's habits changed
    /// between the runs. A type's extensions in the file are read with it.
    @Test func aPropertyOnlyHelpersInTheTypesExtensionsReadIsMarked() throws {
        let source = """
            struct CardDetail: View {
                let card: Card
                private var tint: Color { card.color }
                private var name: String { card.name }

                var body: some View { details }
            }

            private extension CardDetail {
                var details: some View {
                    Text(name).foregroundStyle(tint)
                }

                var label: String { name }
            }
            """
        let view = try #require(type("CardDetail", in: source))
        // `name` is read by `label` too, which is not a view helper.
        #expect(view.properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["tint"])
        let extracted = """
            struct CardDetail: View {
                let card: Card
                private var tint: Color { card.color }

                var body: some View { Details(tint: tint) }
            }
            """
        #expect(try #require(type("CardDetail", in: extracted)).properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["tint"])
    }

    /// Found by second runs over mixed modules (the tuning half's seed 36): extract-subviews nested
    /// `MainInformationSection` in home-assistant's `FolderEditView` and passed `iconColor: {
    /// iconColor }`. The nested struct's own members and `draft.folder.customization?.iconColor`
    /// were taken for reads of the view's `iconColor`, and the closure for a read too, so the
    /// property was marked before the run and not after.
    @Test func nestedTypesOtherValuesMembersAndReadingClosuresKeepTheMark() throws {
        let source = """
            struct FolderEdit: View {
                @StateObject private var draft: Draft
                private var iconColor: Color { Color(hex: draft.folder.iconColor) }

                var body: some View {
                    Section(iconColor: { iconColor }, draft: draft)
                }

                private struct Section: View {
                    let iconColor: () -> Color
                    @ObservedObject var draft: Draft

                    var body: some View { Text(draft.folder.iconColor).foregroundStyle(iconColor()) }
                }
            }
            """
        let view = try #require(type("FolderEdit", in: source))
        #expect(view.properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["iconColor"])
        // `self.iconColor` is the view's.
        let read = source.replacingOccurrences(of: "Section(iconColor: { iconColor }", with: "Section(iconColor: { self.iconColor.opacity(0.5) }")
        #expect(try #require(type("FolderEdit", in: read)).properties.filter(\.servesOnlyViewHelpers).isEmpty)
    }

    /// reorder-members keeps a computed value beside the one member that uses it; the model
    /// records that member, so the module's habits can foresee it.
    @Test func aComputedValueWithOneReaderRecordsIt() throws {
        let source = """
            struct Summary: View {
                let items: [Int]

                var body: some View { Text(summary()) }

                func summary() -> String { "\\(total)" }

                var total: Int { items.reduce(0, +) }
                var count: Int { items.count }
                var shown: Int { count + total }
            }
            """
        let view = try #require(type("Summary", in: source))
        // `total` is read by `summary()` and `shown`; `count` only by `shown`; `shown` by nothing.
        #expect(view.soleReaders == [TypeDeclaration.SoleReader(member: 4, reader: 5)])
        #expect(view.memberOrder[4] == .property(3) && view.memberOrder[5] == .property(4))
        #expect(try cacheRoundTrip(source).types.first?.soleReaders == view.soleReaders)
    }

    /// Where a file writes a type-like name off the main actor, by the type whose code writes it:
    /// views, `@MainActor` types and extensions, and `#Preview` closures are left out; a type
    /// nested in a view is not a view.
    @Test func mentionsOutsideTheMainActorAreRecordedByTheTypeThatWritesThem() throws {
        let source = """
            import SwiftUI

            let shared = Store()

            struct Screen: View {
                @State private var store = Store()
                var body: some View { Text("\\(store.count)") }

                struct Row: Identifiable {
                    let id = UUID()
                    let cache: Cache
                }
            }

            final class Sync<Item: Codable> {
                let store = Store()
                func run() { Logger.log("sync") }
            }

            @MainActor
            final class Coordinator {
                let store = Store()
            }

            @MainActor
            extension Sync {
                func refresh() { _ = Refresher() }
            }

            #Preview {
                Screen().environment(Store())
            }
            """
        let mentions = declarations(source).mentionsOutsideMainActor
        func writers(of name: String) -> [String] { mentions.filter { $0.value.mayContain(name) }.keys.sorted() }
        #expect(writers(of: "Store") == ["", "Sync"])
        #expect(writers(of: "Cache") == ["Screen.Row"])
        #expect(writers(of: "Codable") == ["Sync"])
        #expect(writers(of: "Logger") == ["Sync"])
        #expect(writers(of: "Refresher").isEmpty)
        #expect(writers(of: "Text").isEmpty)
        // It survives the cache's encoding.
        #expect(try cacheRoundTrip(source).mentionsOutsideMainActor == mentions)
    }

    /// reorder-members never moves a member across a section heading or an `#if` block; the
    /// module's habits, read from the model, must see the same runs (found by the fuzzer's mixed
    /// batches: a view whose computed properties sit under a MARK below `init`).
    @Test func memberOrderBreaksRunsAtHeadingsAndFences() throws {
        let source = """
            struct Card: View {
                let title: String
                init(title: String) { self.title = title }

                // MARK: - Derived

                private var subtitle: String { title }
                #if os(iOS)
                private var inset: Double { 1 }
                #endif
                var body: some View { Text(title) }
            }
            """
        let card = try #require(type("Card", in: source))
        #expect(card.memberOrder == [.property(0), .initializer(0), .runBreak, .property(1), .runBreak, .property(2), .runBreak, .property(3)])
        #expect(try cacheRoundTrip(source).types.first?.memberOrder == card.memberOrder)
    }

    /// Found by a mixed batch of apps: one app's `private struct LogsView` and another's `extension
    /// LogsView` in the same module; the extension is not of the private type.
    @Test func aPrivateTypeHasNoDeclarationsOrUsesInOtherFiles() {
        let project = ProjectModel.parsing([
            ("A.swift", "private struct LogsView {}\nstruct Shared {}\n"),
            ("B.swift", "extension LogsView { func log() {} }\nextension Shared { func log() {} }\n"),
        ])
        let lookup = ModuleLookup(path: "A.swift", local: nil, project: project)
        #expect(lookup.declarationsInOtherFiles(of: "LogsView").isEmpty)
        #expect(lookup.declarationsInOtherFiles(of: "Shared").map(\.path) == ["B.swift"])
        // Nor can another file use its members.
        let using = ProjectModel.parsing([
            ("A.swift", "private struct LogsView {\n    var logs: [String] = []\n}\nstruct Shared {\n    var logs: [String] = []\n}\n"),
            ("B.swift", "func show(_ view: LogsView, _ shared: Shared) { print(view.logs, shared.logs) }\n"),
        ])
        let fromA = ModuleLookup(path: "A.swift", local: nil, project: using)
        #expect(fromA.otherFiles(possiblyUsing: "logs", of: "LogsView").isEmpty)
        #expect(fromA.otherFiles(possiblyUsing: "logs", of: "Shared") == ["B.swift"])
    }

    /// Found by the fuzzer's mixed batches: a rule's cache keyed by the model's address answered
    /// for a freed model when the next one was allocated at the same place.
    @Test func everyModelHasAnIdentityOfItsOwn() {
        var seen = Set<UInt64>()
        for _ in 0..<200 { seen.insert(ProjectModel.parsing([("A.swift", "struct A {}\n")]).identity) }
        #expect(seen.count == 200)
        let model = ProjectModel.parsing([("A.swift", "struct A {}\n")])
        var copy = model
        copy.deploymentTarget = nil
        #expect(copy.identity == model.identity)
    }

    /// Found by the fuzzer's mixed batches: hoist-closures added `private func dismiss()` to one
    /// view, and a second run took `parent?.dismiss(nil)` in another file for the app's own call.
    @Test func privateMethodsAreNotMethodsOtherTypesCanCall() {
        let project = ProjectModel.parsing([
            ("A.swift", "struct A {\n    private func dismiss() {}\n    fileprivate func close() {}\n    func reload() {}\n}\n"),
            ("B.swift", "struct B {}\n"),
        ])
        #expect(!project.declaresMethod(named: "dismiss"))
        #expect(!project.declaresMethod(named: "close"))
        #expect(project.declaresMethod(named: "reload"))
        let current = FileDeclarations.parsing(Array("struct B {\n    private func dismiss() {}\n    func open() {}\n}\n".utf8), path: "B.swift")
        let lookup = ModuleLookup(path: "B.swift", local: current, project: project)
        #expect(!lookup.declaresMethod(named: "dismiss"))
        #expect(lookup.declaresMethod(named: "open"))
    }

    @Test func environmentPropertiesOnlyViewHelpersReadAreMarked() throws {
        // extract-subviews declares them again in the subviews and removes them from the view: a
        // module's habits counted with them changed once a first run had done so (Maccy).
        let source = """
            struct Cell: View {
                @Environment(\\.openURL) private var openURL
                @Environment(\\.dismiss) var dismiss
                @State private var count = 0

                var body: some View {
                    VStack {
                        link
                        Button("Close") { dismiss() }
                    }
                }

                private var link: some View {
                    Button("Open") { openURL(URL(string: "a")!) }
                }
            }
            """
        let view = try #require(type("Cell", in: source))
        #expect(view.properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["openURL"])
    }

    /// Found by the fuzzer's mixed batches: extract-subviews turned `cancelButton`, the only reader
    /// of `dismiss`, into `CancelButton(dismiss: dismiss)`, which passes it on (it is the view's own
    /// presentation), and the mark went, so a second run counted `dismiss` and read other habits.
    @Test func aPropertyOnlyPassedOnToASubviewStaysMarked() throws {
        let helper = """
            struct Sheet: View {
                @Environment(\\.dismiss) private var dismiss
                private var title: String { "Edit" }

                var body: some View {
                    VStack {
                        cancelButton
                    }
                }

                private var cancelButton: some View {
                    Button(title) { dismiss() }
                }
            }
            """
        let passed = """
            struct Sheet: View {
                @Environment(\\.dismiss) private var dismiss
                private var title: String { "Edit" }

                var body: some View {
                    VStack {
                        CancelButton(dismiss: dismiss, title: title)
                    }
                }
            }
            """
        for source in [helper, passed] {
            let view = try #require(type("Sheet", in: source))
            #expect(view.properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["dismiss", "title"])
        }
        // So is what such a property reads for them.
        let counted = helper.replacingOccurrences(of: "private var title: String { \"Edit\" }", with: "private var title: String { label }\n    private var label: String { \"Edit\" }")
        #expect(try #require(type("Sheet", in: counted)).properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["dismiss", "title", "label"])
        // A read other than an argument of a type's initializer counts as the body's own.
        let read = passed.replacingOccurrences(of: "CancelButton(dismiss: dismiss, title: title)", with: "CancelButton(dismiss: dismiss, title: title.uppercased())")
        #expect(try #require(type("Sheet", in: read)).properties.filter(\.servesOnlyViewHelpers).map(\.name) == ["dismiss"])
    }
}

extension CombineUse {
    /// The use as the tests write it: the file is the one they parsed.
    fileprivate var withoutFile: CombineUse {
        var use = self
        use.file = ""
        return use
    }
}
