import SVRefactorCore
import SwiftSyntax

/// Which of a file's imports a view moved out of it needs in its new file.
///
/// An import is needed for the names written at the top level of the code (types, free functions,
/// attributes, macros); members of a type are found through any import of the module (unless the
/// build turns on SE-0444, `MemberImportVisibility`: then every import is kept). svrefactor has no
/// type checker, so it drops an import only when it can account for every such name without it:
/// - names the moved code declares, and types the module declares;
/// - names of Swift, SwiftUI and Foundation (``KnownFrameworkNames``), which `import SwiftUI`
///   brings (`Foundation` stays when the file imported it and the code uses one of its names);
/// - names with an Apple framework's prefix (`MKMapItem` → MapKit, `UIImage` → UIKit), which keep
///   that import.
///
/// When one name is none of these (a third-party type, a global function of another module), it
/// could come from any import: every import is kept.
struct ImportSelection {
    let imports: [ImportDeclSyntax]
    /// Type names the module declares (the model, or this file alone).
    let isModuleType: (String) -> Bool
    /// The paths of the files that declare a type of the run (display paths). The run may index
    /// more than the module: an app's folder also holds its local packages (IceCubes'
    /// `Packages/Models/Sources/Models/`), whose types the file imports. A type declared under a
    /// folder named like an import keeps that import.
    var declaringFiles: (String) -> [String] = { _ in [] }

    /// The imports to keep, in the file's order.
    func needed(by moving: [Syntax], keepingAll: Bool) -> [ImportDeclSyntax] {
        guard !keepingAll else { return imports }
        let written = Self.topLevelNames(in: moving)
        var kept = Set<String>(["SwiftUI", "SwiftUICore"])
        let importedModules = Set(imports.compactMap(Self.moduleName(of:)))
        for name in written where isModuleType(name) {
            for path in declaringFiles(name) {
                kept.formUnion(path.split(separator: "/").map(String.init).filter(importedModules.contains))
            }
        }
        let foreign = written.filter { !isModuleType($0) }
        for name in foreign {
            if KnownFrameworkNames.swiftAndSwiftUI.contains(name) { continue }
            if KnownFrameworkNames.foundation.contains(name) {
                kept.insert("Foundation")
                continue
            }
            guard let module = imports.lazy.compactMap(Self.moduleName(of:)).first(where: { KnownFrameworkNames.owns(name, module: $0) }) else {
                return imports
            }
            kept.insert(module)
        }
        // An import of one declaration (`import struct Foo.Bar`) or with attributes stays as written.
        return imports.filter { importDecl in
            guard importDecl.importKindSpecifier == nil, importDecl.attributes.isEmpty, let module = Self.moduleName(of: importDecl) else { return true }
            return kept.contains(module)
        }
    }

    static func moduleName(of importDecl: ImportDeclSyntax) -> String? {
        importDecl.path.first?.name.text
    }

    /// Names the code writes that an import could have to provide: type names (the first
    /// component), names it calls or reads that are not members (`Logger(…)`, `withAnimation`),
    /// attributes and macros. Minus what the code declares itself (its types, members, parameters,
    /// locals and closure parameters).
    static func topLevelNames(in declarations: [Syntax]) -> Set<String> {
        var written = Set<String>()
        var declared = Set<String>()
        for declaration in declarations {
            for node in declaration.tokens(viewMode: .sourceAccurate) {
                guard case let .identifier(name) = node.tokenKind, let parent = node.parent else { continue }
                if parent.isDeclarationName(node) || parent.is(FunctionParameterSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                    || parent.is(ClosureParameterSyntax.self) || parent.is(GenericParameterSyntax.self)
                {
                    declared.insert(name)
                    continue
                }
                if let type = parent.as(IdentifierTypeSyntax.self), type.name.id == node.id {
                    written.insert(name)
                } else if let reference = parent.as(DeclReferenceExprSyntax.self), reference.baseName.id == node.id,
                    reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
                {
                    written.insert(name)
                } else if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.id == node.id {
                    written.insert(name)
                } else if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.id == node.id {
                    written.insert(name)
                }
            }
        }
        return written.subtracting(declared)
    }
}
