import SVRefactorCore
@testable import SVRefactorRules
import SwiftParser
import SwiftSyntax
import Testing

/// What the shared type resolver knows for certain, alone and with the rest of the module.
@Suite("TypeResolver")
struct TypeResolverTests {
    /// The resolver for the view `Screen` declared in `source`, in a module with `others`.
    func resolver(_ source: String, others: [String: String] = [:]) -> TypeResolver {
        let tree = Parser.parse(source: source)
        let project = others.isEmpty ? nil : module(source, others: others)
        let context = RuleContext(path: "Screen.swift", ruleID: "test", tree: tree, source: Array(source.utf8), project: project)
        let view = ViewTypeCollector.views(in: tree).first { $0.name.text == "Screen" }!
        return ViewAnalysis(view, in: FileAnalysis(context), context: context).types
    }

    func inferred(_ expression: String, _ types: TypeResolver) -> String? {
        let parsed = Parser.parse(source: "let x = \(expression)").statements.first!.item.as(VariableDeclSyntax.self)!
        return types.inferredType(of: parsed.bindings.first!.initializer!.value)
    }

    static let screen = """
        import SwiftUI
        struct Box<T> { var value: T }
        struct Screen: View {
            enum Filter { case all, open }
            var body: some View { EmptyView() }
        }
        """

    @Test func literalsAndInitializerCallsGiveTypes() {
        let types = resolver(Self.screen)
        #expect(inferred("0", types) == "Int")
        #expect(inferred("-1.5", types) == "Double")
        #expect(inferred("\"a\"", types) == "String")
        #expect(inferred("false", types) == "Bool")
        #expect(inferred("[1, 2]", types) == "[Int]")
        #expect(inferred("Item()", types) == "Item")
        #expect(inferred("Set<Int>()", types) == "Set<Int>")
        #expect(inferred("Model.Filter(name: \"x\")", types) == "Model.Filter")
        #expect(inferred("[]", types) == nil)
        #expect(inferred("[1, \"a\"]", types) == nil)
        #expect(inferred(".init()", types) == nil)
        #expect(inferred("Task { }", types) == nil)
        #expect(inferred("Box(1)", types) == nil)
        #expect(inferred("makeItem()", types) == nil)
        // A case of the view's nested enum: its type, qualified for file scope.
        #expect(inferred("Filter.all", types) == "Screen.Filter")
        #expect(inferred("Filter()", types) == "Screen.Filter")
        #expect(inferred("Color.red", types) == nil)
    }

    @Test func staticMembersAndNestedTypesComeFromOtherFiles() {
        let types = resolver(Self.screen, others: [
            "Store.swift": """
                final class SettingsStore { static let shared = SettingsStore() }
                struct Draft { static let empty: Draft = .init(); static var count = 0 }
                extension Screen { struct Row {}; final class ViewModel: ObservableObject {} }
                """
        ])
        #expect(inferred("SettingsStore.shared", types) == "SettingsStore")
        #expect(inferred("Draft.empty", types) == "Draft")
        #expect(inferred("Draft.count", types) == "Int")
        #expect(inferred("Row()", types) == "Screen.Row")
        #expect(inferred("ViewModel()", types) == "Screen.ViewModel")
        #expect(types.qualify(typeText: "[Row]", from: "Screen") == "[Screen.Row]")
        #expect(types.qualify(typeText: "Row.Style", from: "Screen") == "Screen.Row.Style")
        #expect(types.qualify(typeText: "Box<Row>", from: "Screen") == "Box<Screen.Row>")
        #expect(types.modelClassKind(ofType: "ViewModel") == .observableObject)
        #expect(types.modelClassKind(ofType: "SettingsStore") == nil)
    }

    @Test func modelClassesAreFoundThroughExtensionsAndSuperclasses() {
        let types = resolver(Self.screen, others: [
            "Models.swift": """
                import Observation
                @Observable class Base {}
                class Derived: Base {}
                class Legacy {}
                extension Legacy: ObservableObject {}
                class LegacyChild: Legacy {}
                struct NotAClass: ObservableObject {}
                """
        ])
        #expect(types.modelClassKind(ofType: "Base") == .observable)
        #expect(types.modelClassKind(ofType: "Derived") == .observable)
        // An optional may hold one, but is itself a value (`@Bindable` needs the object).
        #expect(types.modelClassKind(ofType: "Derived?") == nil)
        #expect(types.modelClassKind(ofType: "Legacy") == .observableObject)
        #expect(types.modelClassKind(ofType: "LegacyChild") == .observableObject)
        #expect(types.modelClassKind(ofType: "NotAClass") == nil)
        #expect(types.modelClassKind(ofType: "Unknown") == nil)
    }

    @Test func memberChainsFollowDeclaredTypesAcrossFiles() {
        let source = """
            import SwiftUI
            struct Screen: View {
                @State private var viewModel: FeedViewModel
                @Environment(FeedStore.self) private var store
                var body: some View { EmptyView() }
            }
            """
        let types = resolver(source, others: [
            "Feed.swift": """
                @Observable final class FeedViewModel { var items: [FeedItem] = []; var page = Page() }
                @Observable final class FeedStore { var sections: [Section] = []; struct Section {} }
                struct Page { var number = 1 }
                struct Box<T> { var value: T }
                """
        ])
        func chain(_ text: String) -> String? {
            let expression = Parser.parse(source: text).statements.first!.item.as(ExprSyntax.self)!
            return types.type(ofMemberChain: expression)
        }
        #expect(chain("viewModel.items") == "[FeedItem]")
        #expect(chain("self.viewModel.page.number") == "Int")
        #expect(chain("store.sections") == "[FeedStore.Section]")
        #expect(chain("viewModel.missing") == nil)
        #expect(TypeResolver.elementType(ofTypeText: "[FeedStore.Section]") == "FeedStore.Section")
        #expect(TypeResolver.elementType(ofTypeText: "[String: Int]") == nil)
    }
}
