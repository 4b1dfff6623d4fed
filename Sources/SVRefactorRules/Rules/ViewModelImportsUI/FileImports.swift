import SwiftSyntax

/// The modules a file imports (`import SwiftUI`, `@preconcurrency import UIKit`, `import struct
/// SwiftUI.Color`), at file scope and inside `#if` blocks, in source order.
struct FileImports {
    private(set) var modules: [String] = []

    init(_ file: SourceFileSyntax) {
        collect(file.statements)
    }

    private mutating func collect(_ statements: CodeBlockItemListSyntax) {
        for statement in statements {
            if let importDecl = statement.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text {
                if !modules.contains(module) { modules.append(module) }
            } else if let ifConfig = statement.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case let .statements(nested) = clause.elements { collect(nested) }
                }
            }
        }
    }
}

/// What a view model that uses nothing from its UI import should import instead: Observation for
/// `@Observable`, Combine for `ObservableObject` and `@Published`, Foundation (which `import
/// SwiftUI` re-exports) unless the file imports it already.
struct ImportAdvice {
    let replacements: [String]

    init(file: SourceFileSyntax, imports: FileImports) {
        let names = UIFrameworkNames.names(in: file)
        var replacements: [String] = []
        if !imports.modules.contains("Foundation") { replacements.append("Foundation") }
        if !names.isDisjoint(with: UIFrameworkNames.observation), !imports.modules.contains("Observation") { replacements.append("Observation") }
        if !names.isDisjoint(with: UIFrameworkNames.combine), !imports.modules.contains("Combine") { replacements.append("Combine") }
        self.replacements = replacements
    }

    /// "replace 'import SwiftUI' with 'import Foundation' and 'import Observation'".
    func sentence(replacing uiImports: [String]) -> String {
        let removed = uiImports.map { "'import \($0)'" }.joined(separator: " and ")
        guard !replacements.isEmpty else { return "remove \(removed)" }
        return "replace \(removed) with " + replacements.map { "'import \($0)'" }.joined(separator: " and ")
    }
}
