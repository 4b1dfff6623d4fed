import SwiftSyntax

/// Facts about a whole file that rules consult for every view in it; computed once per file.
struct FileFacts {
    /// Types declared generic in this file: `Box(1)` does not say which `Box<T>` it is.
    let genericTypeNames: Set<String>
    /// Classes marked `@Observable`: their properties change through a plain reference.
    let observableClasses: Set<String>
    /// Classes marked `@Observable` or conforming to `ObservableObject`: model objects.
    let modelClasses: Set<String>

    init(_ file: SourceFileSyntax) {
        var generic = Set<String>()
        for node in file.descendants() {
            if let structDecl = node.as(StructDeclSyntax.self), structDecl.genericParameterClause != nil { generic.insert(structDecl.name.text) }
            if let classDecl = node.as(ClassDeclSyntax.self), classDecl.genericParameterClause != nil { generic.insert(classDecl.name.text) }
            if let enumDecl = node.as(EnumDeclSyntax.self), enumDecl.genericParameterClause != nil { generic.insert(enumDecl.name.text) }
        }
        genericTypeNames = generic

        var observable = Set<String>(), models = Set<String>()
        for item in file.statements {
            guard let classDecl = item.item.as(ClassDeclSyntax.self) else { continue }
            let isObservable = classDecl.attributes.contains(named: "Observable")
            let isObservableObject = classDecl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "ObservableObject" } ?? false
            if isObservable { observable.insert(classDecl.name.text) }
            if isObservable || isObservableObject { models.insert(classDecl.name.text) }
        }
        observableClasses = observable
        modelClasses = models
    }
}
