import SVRefactorCore
import SwiftSyntax

/// Code that shows or tests the app rather than being it: `#Preview` blocks, `PreviewProvider`
/// types, and test files. Checks leave it alone unless `previews-and-tests` is on: a team keeps a
/// check in CI for the app's code, and an index id in a preview's fixed sample data or an
/// `AnyView` in a test helper is not worth a finding.
enum PreviewsAndTests {
    static let option = RuleOptionSpec(
        name: "previews-and-tests",
        summary: "Also report in #Preview blocks, PreviewProvider types and test files (files under a Tests folder, named …Tests.swift, or importing XCTest or Testing).",
        kind: .boolean, defaultValue: "false")

    /// Whether `node` is in a preview or its file is test code.
    static func contains(_ node: some SyntaxProtocol, in context: RuleContext) -> Bool {
        isTestFile(context) || isInPreview(Syntax(node))
    }

    /// Inside `#Preview { … }`, or a type that conforms to `PreviewProvider`, is named like one
    /// (`…_Previews`, `…Previews`, as Xcode's templates name them), or hosts previews
    /// (`…PreviewApp`, `…PreviewContainer`, `…PreviewWrapper`, `…PreviewHost`).
    static func isInPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = node.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let decl = node.asProtocol(DeclGroupSyntax.self), isPreviewType(decl) { return true }
            current = node.parent
        }
        return false
    }

    private static func isPreviewType(_ decl: some DeclGroupSyntax) -> Bool {
        if decl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("PreviewProvider") }) == true { return true }
        let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
        guard let name else { return false }
        return ["Previews", "PreviewApp", "PreviewContainer", "PreviewWrapper", "PreviewHost"].contains { name.hasSuffix($0) }
    }

    /// A file under a `Tests` (or `…Tests`) folder, named `…Tests.swift`, or importing `XCTest`
    /// or `Testing`.
    static func isTestFile(_ context: RuleContext) -> Bool {
        isTestPath(context.path) || context.shared(ImportsTestFramework.self)
    }

    static func isTestPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if let file = components.last, file.hasSuffix("Tests.swift") || file.hasSuffix("Test.swift") { return true }
        return components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    private enum ImportsTestFramework: TreeDerivedValue {
        static func derive(for context: RuleContext) -> Bool {
            context.tree.statements.contains { item in
                guard let importDecl = item.item.as(ImportDeclSyntax.self) else { return false }
                return ["XCTest", "Testing"].contains(importDecl.path.first?.name.text ?? "")
            }
        }
    }
}
