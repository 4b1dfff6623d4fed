import SVRefactorCore
import SwiftSyntax

/// Everything about one view that more than one rule needs: its members, the types its code uses,
/// and the references each member makes to the others. Built once per view, file and rule.
final class ViewAnalysis {
    let context: RuleContext
    let fileAnalysis: FileAnalysis
    let declaration: StructDeclSyntax
    let model: ViewTypeModel
    let types: TypeResolver
    private var scans: [SyntaxIdentifier: MemberReferenceScan] = [:]

    init(_ declaration: StructDeclSyntax, in file: FileAnalysis, context: RuleContext) {
        self.context = context
        fileAnalysis = file
        self.declaration = declaration
        model = ViewTypeModel(declaration, fileExtensions: file.extensions(of:), module: context.module)
        types = TypeResolver(model: model, module: context.module)
    }

    var file: SourceFileSyntax { fileAnalysis.file }

    /// How `member`'s code refers to the view's members; computed once per member.
    func references(in member: MemberBlockItemSyntax) -> MemberReferenceScan {
        if let scan = scans[member.id] { return scan }
        let scan = MemberReferenceScan(member, model: model)
        scans[member.id] = scan
        return scan
    }

    /// Every member of the view, in the struct and its extensions in this file, in source order.
    var members: [MemberBlockItemSyntax] {
        model.memberLists.flatMap { Array($0) }
    }

    /// Whether `member`'s source text contains any of `names`: a member that does not cannot refer
    /// to them, so it need not be scanned.
    func mentions(_ member: MemberBlockItemSyntax, anyOf names: Set<String>) -> Bool {
        let source = context.source
        let start = member.position.utf8Offset, end = min(member.endPosition.utf8Offset, source.count)
        guard start < end else { return false }
        return names.contains { SourceBytes.contains(Array($0.utf8), in: source[start..<end]) }
    }

    /// References to member `name` anywhere in the view's members.
    func references(to name: String) -> [MemberReference] {
        members.flatMap { references(in: $0).references.filter { $0.name == name } }
    }
}
