import SVRefactorCore
import SwiftSyntax

/// One view that moves into a file of its own, with what goes along.
struct SubviewMove {
    /// The view's struct, as a line span of the file.
    var view: ViewFileLayout.Item
    var declaration: StructDeclSyntax
    /// The name in the new file: the view's own, or the parent's name in front of it when the
    /// view was private and its name is taken elsewhere in the module.
    var newName: String
    /// Extensions of the view and previews of it alone, in file order: they move too.
    var companions: [ViewFileLayout.Item]
    /// Old name → new name of everything renamed: the view, and a preview provider named after it
    /// (`Header_Previews` → `ProfileHeader_Previews`).
    var renames: [String: String] = [:]
    /// A `// MARK:` line above the view's `#if` block that goes with it (the block goes whole).
    var blockHeading: Int?

    var oldName: String { declaration.name.text }
    var fileName: String { newName + ".swift" }
    /// `private` or `fileprivate` on the struct, which the move drops: a file of its own is no
    /// place for a view only one file may use.
    var accessModifier: DeclModifierSyntax? {
        declaration.modifiers.filePrivateModifier
    }

    /// Everything that moves, in file order.
    var items: [ViewFileLayout.Item] {
        ([view] + companions).sorted { $0.firstLine < $1.firstLine }
    }
}

/// Decides which views of a large view file move into files of their own, and why the others stay.
///
/// - What it considers: structs conforming to `View` at file scope (or in the first clause of an
///   `#if` there), other than the file's own type (the one named after the file, else the first
///   type it declares), in a file of more than `max-file-lines` non-blank lines.
/// - What moves: a view of at least `min-lines` lines, or one that more than one other type of the
///   module uses: "independently meaningful", as the guidance says.
/// - What stays, with a finding: a view whose move could break the build or change what a name
///   means (see ``blocker(for:)``).
struct SubviewMovePlanner {
    let context: RuleContext
    let layout: ViewFileLayout
    let minimumLines: Int
    let acceptsUnlistedFiles: Bool
    /// The module's files by name, lowercased (see ``MoveSubviewsToFiles/filesByName``); empty without a model.
    var filesByName: [String: [String]] = [:]

    /// The moves to make, and the findings about the views that stay.
    func plan() -> (moves: [SubviewMove], findings: [(message: String, at: StructDeclSyntax)]) {
        let stem = Self.stem(of: context.path)
        let types = layout.items.filter { $0.typeName != nil }
        // The type named after the file; else its first view (a model declared above its screen
        // does not make the screen movable), else its first type.
        let firstView = types.first { $0.declaration.as(StructDeclSyntax.self)?.declaresViewConformance == true && !$0.isPreview }
        let ownType = types.first { $0.typeName == stem } ?? firstView ?? types.first
        var moves: [SubviewMove] = []
        var findings: [(message: String, at: StructDeclSyntax)] = []
        var claimedCompanions = Set<Int>()
        // With `--at` on a view, only that view is weighed (the others would only be offered).
        let pointed = layout.items.filter { item in
            item.declaration.is(StructDeclSyntax.self) && context.holdsSelectedPoint(item.declaration)
        }.map(\.firstLine)
        for item in layout.items where item.firstLine != ownType?.firstLine && !item.isPreview && (pointed.isEmpty || pointed.contains(item.firstLine)) {
            guard let view = item.declaration.as(StructDeclSyntax.self), view.declaresViewConformance, !context.isSuppressed(view), !isPreviewScaffolding(view.name.text, declaredAt: item), isMeaningful(item, view) else { continue }
            switch blocker(for: item, view, ownTypeName: ownType?.typeName, claimed: claimedCompanions) {
            case let .stays(reason):
                findings.append(("'\(view.name.text)' is not moved to a file of its own: \(reason)", view))
            case let .moves(move):
                moves.append(move)
                for companion in move.companions { claimedCompanions.insert(companion.firstLine) }
            }
        }
        // With `--at`: the view around each position, before what it needs is weighed, since the
        // views not selected stay (and private).
        moves = context.selectsInnermost(moves, name: \.oldName, spans: { [Syntax($0.declaration)] })
        // What each view needs that is private to the file, knowing which other views move with
        // it (and so become internal): until no view that needs a staying one is left.
        while true {
            let movingNames = Set(moves.map(\.oldName))
            let blockers = moves.indices.lazy.compactMap { index in
                self.privateDependency(of: moves[index].items, movingViews: movingNames).map { (index, $0) }
            }
            guard let (blocked, reason) = blockers.first else { break }
            findings.append(("'\(moves[blocked].oldName)' is not moved to a file of its own: \(reason)", moves[blocked].declaration))
            moves.remove(at: blocked)
        }
        findings.sort { $0.at.position < $1.at.position }
        return (moves, findings)
    }

    /// `Views/ProfileView.swift` → `ProfileView`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    // MARK: - Meaningful

    /// A view that only previews use (`PreviewWrapper`, `PreviewContainer`): setup for the canvas,
    /// not a piece of the screen; a file of its own would give it a module-wide name for nothing.
    private func isPreviewScaffolding(_ name: String, declaredAt item: ViewFileLayout.Item) -> Bool {
        if name.contains("Preview") { return true }
        let shownByPreview = layout.items.contains { $0.isPreview && $0.declaration.mentions(identifier: name) }
        return shownByPreview && usingTypes(of: name, declaredAt: item).isEmpty
    }

    /// At least `min-lines` non-blank lines, or used by two other types of the module.
    private func isMeaningful(_ item: ViewFileLayout.Item, _ view: StructDeclSyntax) -> Bool {
        let start = layout.line(ofOffset: view.positionAfterSkippingLeadingTrivia.utf8Offset)
        if layout.nonBlankLineCount(start...item.lastLine) >= minimumLines { return true }
        return usingTypes(of: view.name.text, declaredAt: item).count >= 2
    }

    /// The types whose code names `name`: in this file, and (for a view other files can see) in
    /// the rest of the module, from the model's call sites.
    private func usingTypes(of name: String, declaredAt declaration: ViewFileLayout.Item) -> Set<String> {
        var users = Set<String>()
        for other in layout.items where other.firstLine != declaration.firstLine && !other.isPreview {
            guard let owner = other.typeName ?? other.extendedTypeName, owner != name, other.declaration.mentions(identifier: name) else { continue }
            users.insert(owner)
        }
        let isPrivate = declaration.declaration.as(StructDeclSyntax.self)?.modifiers.isPrivate ?? true
        if !isPrivate, let project = context.project {
            for site in project.callSites(ofTypeNamed: name) where site.file != context.path && !site.call.enclosingType.isEmpty {
                let enclosing = ModuleLookup.components(of: site.call.enclosingType).first ?? site.call.enclosingType
                if !enclosing.hasSuffix("_Previews") { users.insert(site.file + ":" + enclosing) }
            }
        }
        return users
    }

    // MARK: - What keeps a view where it is

    enum Decision {
        case moves(SubviewMove)
        case stays(String)
    }

    private func blocker(for item: ViewFileLayout.Item, _ view: StructDeclSyntax, ownTypeName: String?, claimed: Set<Int>) -> Decision {
        let name = view.name.text
        if let reason = conditionalCompilationProblem(item, name: name) { return .stays(reason) }
        let companions = self.companions(of: name, besides: item).filter { !claimed.contains($0.firstLine) }
        let moving = [item] + companions
        if let split = moving.first(where: { !$0.ownsItsLines }) {
            let line = layout.line(ofOffset: split.declaration.positionAfterSkippingLeadingTrivia.utf8Offset) + 1
            return .stays("line \(line) holds other code besides it; put it on lines of its own")
        }
        if let reason = placementProblem() { return .stays(reason) }
        let isPrivate = view.modifiers.isPrivate
        var newName = name
        if isPrivate, !isFree(name, declaredAt: item) {
            let prefix = Self.prefix(fromParentNamed: ownTypeName ?? Self.stem(of: context.path))
            let prefixed = prefix + name
            guard !prefix.isEmpty, !name.hasPrefix(prefix), isFree(prefixed, declaredAt: item), !declaresElsewhereInFile(name, besides: view) else {
                return .stays(
                    "its name is taken elsewhere in the module, and so is '\(prefixed)'; a view in a file of its own is visible to the whole "
                        + "module, so its name must be unique there: rename it, then run the rule again")
            }
            newName = prefixed
        }
        if let reason = fileNameProblem(newName + ".swift") { return .stays(reason) }
        var moved = item
        var blockHeading: Int?
        switch sectionHeading(over: moving) {
        case let .aboveTheView(line)?: moved.firstLine = line
        case let .aboveItsBlock(line)?: blockHeading = line
        case nil: break
        }
        var move = SubviewMove(view: moved, declaration: view, newName: newName, companions: companions)
        move.blockHeading = blockHeading
        if newName != name {
            move.renames[name] = newName
            for preview in companions where preview.isPreview {
                guard let previewName = preview.typeName, previewName.hasPrefix(name) else { continue }
                let renamed = newName + previewName.dropFirst(name.count)
                if isFree(renamed, declaredAt: preview) { move.renames[previewName] = renamed }
            }
        }
        return .moves(move)
    }

    /// A view in `#if`: it moves with its condition when it is in the first clause and no other
    /// clause declares the same name; in `#elseif` or `#else`, only the whole block could move.
    private func conditionalCompilationProblem(_ item: ViewFileLayout.Item, name: String) -> String? {
        for clause in item.conditions {
            guard clause.poundKeyword.tokenKind == .poundIf else {
                return "it is declared in an `\(clause.poundKeyword.text)` branch, and only a view in the first branch of an `#if` can move with its condition; move the block by hand"
            }
            guard let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { continue }
            for other in ifConfig.clauses where other.id != clause.id {
                if let elements = other.elements, Syntax(elements).declares(typeNamed: name) {
                    return "its `\(other.poundKeyword.text)` branch declares '\(name)' too, and the two belong together; move the whole `#if` block by hand"
                }
            }
        }
        return nil
    }

    /// Why the build might not compile a new file in this folder; nil when it will.
    private func placementProblem() -> String? {
        let folder = NewFileFolders.folder(of: context.path)
        guard let folders = context.project?.newFileFolders else {
            return "svrefactor read no project around the file (no module index), so it cannot tell whether a new file would be compiled"
        }
        if folders.unwritable.contains(folder) {
            return "the folder '\(folder.isEmpty ? "." : folder)' is not writable, so no file can be created there"
        }
        switch folders.placement(ofFolder: folder) {
        case .pickedUp:
            return nil
        case let .listedFileByFile(project):
            guard !acceptsUnlistedFiles else { return nil }
            return "\(project) lists its files one by one, and svrefactor does not edit project.pbxproj, so a new file would not be compiled; "
                + "convert the group to a folder (Xcode 16), or set `accept-unlisted-files: true` and add the new files to the project yourself"
        case let .unknown(reason):
            return "svrefactor cannot tell whether the build would compile a new file in this folder (\(reason))"
        }
    }

    /// Whether `name` can become a module-wide name: no other type of the file or the module is
    /// called so, and no other file writes it (there, it means something else: an imported type).
    private func isFree(_ name: String, declaredAt item: ViewFileLayout.Item) -> Bool {
        guard let view = item.declaration.as(StructDeclSyntax.self) else { return false }
        if Syntax(context.tree).declares(typeNamed: name, besides: view.id) { return false }
        if name != view.name.text, context.tree.mentions(identifier: name) { return false }
        guard let project = context.project else { return true }
        return project.qualifiedNames(ofTypesNamed: name, excludingFile: context.path).isEmpty
            && !project.isMentioned(name, excludingFile: context.path)
    }

    /// Whether the file declares `name` other than as the view (a nested type, a member, a case),
    /// which a rename by name would also rename.
    private func declaresElsewhereInFile(_ name: String, besides view: StructDeclSyntax) -> Bool {
        Syntax(context.tree).declares(typeNamed: name, besides: view.id) || context.tree.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier(name) && token.id != view.name.id && token.parent?.isDeclarationName(token) == true
        }
    }

    enum SectionHeading {
        /// Over the view, in the same `#if` clause if any: it moves with the view's lines.
        case aboveTheView(Int)
        /// Over the `#if` block the view leaves whole: it goes above the `#if` in the new file.
        case aboveItsBlock(Int)
    }

    /// The `// MARK:` heading over the view when its section holds nothing else (up to the next
    /// heading, the end of its `#if` clause or of the file): the heading then goes with it, rather
    /// than head nothing. For a view in `#if` without a heading of its own, the heading over the
    /// `#if` block, when the whole block moves.
    private func sectionHeading(over moving: [ViewFileLayout.Item]) -> SectionHeading? {
        guard let first = moving.min(by: { $0.firstLine < $1.firstLine }) else { return nil }
        let movingLines = Set(moving.map(\.firstLine))
        func sectionHoldsOnlyTheMove(from heading: Int) -> Bool {
            let end = ((heading + 1)..<layout.lineCount).first { line in
                let text = layout.trimmedText(ofLine: line)
                return layout.isSectionHeading(line) || text.starts(with: "#else".utf8) || text.starts(with: "#endif".utf8)
            } ?? layout.lineCount
            return layout.items.filter { $0.firstLine > heading && $0.firstLine < end }.allSatisfy { movingLines.contains($0.firstLine) }
        }
        if let heading = first.sectionHeading {
            return sectionHoldsOnlyTheMove(from: heading) ? .aboveTheView(heading) : nil
        }
        guard let heading = first.blockHeading, let outermost = first.conditions.first?.parent?.parent else { return nil }
        // Every declaration of the block moves with the view: the block leaves the file whole.
        let inBlock = layout.items.filter { $0.conditions.first?.parent?.parent?.id == outermost.id }
        guard inBlock.allSatisfy({ movingLines.contains($0.firstLine) }) else { return nil }
        let end = ((heading + 1)..<layout.lineCount).first { layout.isSectionHeading($0) } ?? layout.lineCount
        let inSection = layout.items.filter { $0.firstLine > heading && $0.firstLine < end }
        return inSection.allSatisfy { movingLines.contains($0.firstLine) } ? .aboveItsBlock(heading) : nil
    }

    /// `ProfileView` → `Profile`; `Settings` → `Settings`.
    static func prefix(fromParentNamed parent: String) -> String {
        for suffix in ["View", "Screen", "Page"] where parent.hasSuffix(suffix) && parent.count > suffix.count {
            return String(parent.dropLast(suffix.count))
        }
        return parent
    }

    /// Swift refuses two files of the same name in a module, and a case-insensitive file system
    /// (macOS's default) two names that differ only in case in a folder.
    private func fileNameProblem(_ fileName: String) -> String? {
        let lowered = fileName.lowercased()
        guard context.project != nil else { return nil }
        let folder = NewFileFolders.folder(of: context.path)
        for file in filesByName[lowered] ?? [] {
            let existing = file.split(separator: "/").last.map(String.init) ?? file
            if NewFileFolders.folder(of: file) == folder {
                guard existing != fileName else { return "'\(existing)' is already in its folder; rename the view or that file" }
                return "'\(existing)' is already in its folder, and on a case-insensitive file system (macOS's default) '\(fileName)' is the same file; rename one of them"
            }
            return "the module already has a file named '\(existing)' (\(file)), and Swift refuses two files of the same name in one module; rename one of them"
        }
        return nil
    }

    // MARK: - Companions

    /// Extensions of the view, and previews that show it and no other type of the file.
    private func companions(of name: String, besides view: ViewFileLayout.Item) -> [ViewFileLayout.Item] {
        let fileTypes = Set(layout.items.compactMap(\.typeName)).subtracting([name])
        return layout.items.filter { item in
            guard item.firstLine != view.firstLine, conditionsMatch(item, view) else { return false }
            if item.extendedTypeName == name { return true }
            guard item.isPreview else { return false }
            let mentioned = item.declaration.identifierTokens
            return mentioned.contains(name) && mentioned.isDisjoint(with: fileTypes.subtracting([item.typeName ?? ""]))
        }
    }

    /// A companion in the view's `#if` moves with it; one in another `#if` (a `#if DEBUG` preview
    /// of a view that is not in it) brings its own condition, which the new file cannot merge.
    private func conditionsMatch(_ item: ViewFileLayout.Item, _ view: ViewFileLayout.Item) -> Bool {
        guard item.conditions.count >= view.conditions.count, zip(item.conditions, view.conditions).allSatisfy({ $0.id == $1.id }) else { return false }
        // Its own `#if`s must be plain ones (no `#else`), which it can take along whole.
        return item.conditions.dropFirst(view.conditions.count).allSatisfy { clause in
            clause.poundKeyword.tokenKind == .poundIf && clause.parent?.parent?.as(IfConfigDeclSyntax.self)?.clauses.count == 1
        }
    }

    // MARK: - Private to the file

    /// What the moving code needs that only this file can see, or what code staying here needs
    /// of it: a `private` or `fileprivate` global, type or extension member.
    private func privateDependency(of moving: [ViewFileLayout.Item], movingViews: Set<String>) -> String? {
        let movingLines = Set(moving.map(\.firstLine))
        let staying = layout.items.filter { !movingLines.contains($0.firstLine) }
        let ownMembers = Set(moving.flatMap { $0.declaration.as(DeclSyntax.self)?.memberNames ?? [] })
        let needed = Set(moving.flatMap { $0.declaration.referencedNames }).subtracting(ownMembers)
        for item in staying {
            for (name, kind) in item.declaration.as(DeclSyntax.self)?.filePrivateNames ?? [] where needed.contains(name) && !movingViews.contains(name) {
                guard case let .member(place) = kind else {
                    return "it uses '\(name)', which is private to this file; make it internal, or move it into the view, then run the rule again"
                }
                // A member: without types, svrefactor cannot tell whose `.name` the code means.
                return "it refers to a member named '\(name)', and this file declares one \(place), which only this file can see; "
                    + "if the view uses that one, make it internal, then run the rule again"
            }
        }
        let neededHere = Set(staying.flatMap { $0.declaration.referencedNames })
        for item in moving {
            for (name, kind) in item.declaration.as(DeclSyntax.self)?.filePrivateNames ?? [] where neededHere.contains(name) && !movingViews.contains(name) {
                let what: String
                switch kind {
                case .declaration: what = "'\(name)', which it declares private to this file"
                case let .member(place): what = "a member named '\(name)', which it declares \(place)"
                }
                return "code staying in this file refers to \(what); make it internal, then run the rule again"
            }
        }
        return nil
    }
}

extension Syntax {
    /// Whether this node declares a type named `name` anywhere inside (other than `besides`).
    func declares(typeNamed name: String, besides excluded: SyntaxIdentifier? = nil) -> Bool {
        for node in [self] + Array(descendantDeclarations()) where node.id != excluded {
            if let named = node.asProtocol(NamedDeclSyntax.self), named.name.text == name,
                node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self)
                    || node.is(TypeAliasDeclSyntax.self) || node.is(ProtocolDeclSyntax.self)
            {
                return true
            }
        }
        return false
    }

    /// Declarations in this node, not looking inside function bodies or expressions.
    private func descendantDeclarations() -> [Syntax] {
        var found: [Syntax] = []
        func visit(_ node: Syntax) {
            for child in node.children(viewMode: .sourceAccurate) {
                if child.is(CodeBlockSyntax.self) || child.is(ExprSyntax.self) || child.is(AccessorBlockSyntax.self) { continue }
                if child.is(DeclSyntax.self) { found.append(child) }
                visit(child)
            }
        }
        visit(self)
        return found
    }

    /// Whether `token` is the name this node declares.
    func isDeclarationName(_ token: TokenSyntax) -> Bool {
        if let named = self.asProtocol(NamedDeclSyntax.self) { return named.name.id == token.id }
        if let pattern = self.as(IdentifierPatternSyntax.self) { return pattern.identifier.id == token.id }
        if let function = self.as(FunctionDeclSyntax.self) { return function.name.id == token.id }
        if let element = self.as(EnumCaseElementSyntax.self) { return element.name.id == token.id }
        return false
    }
}

extension SyntaxProtocol {
    /// Every identifier token's text.
    var identifierTokens: Set<String> {
        var names = Set<String>()
        for token in tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind { names.insert(name) }
        }
        return names
    }

    /// Names the code refers to: in expressions (`spacing`, `.height`, `Theme.accent`) and types
    /// (`Row`, `Model.Kind`). Not argument labels (`frame(height:)`) nor the names it declares.
    var referencedNames: Set<String> {
        var names = Set<String>()
        for token in tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(name) = token.tokenKind, let parent = token.parent else { continue }
            if parent.is(DeclReferenceExprSyntax.self) || parent.is(IdentifierTypeSyntax.self) || parent.is(MemberTypeSyntax.self) {
                names.insert(name)
            }
        }
        return names
    }

    func mentions(identifier name: String) -> Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}

extension DeclSyntax {
    /// Names of the members a type or extension declares directly (properties, methods, nested
    /// types, cases), private or not: inside the view, they shadow the file's globals.
    var memberNames: [String] {
        let members: MemberBlockItemListSyntax? = self.as(StructDeclSyntax.self)?.memberBlock.members
            ?? self.as(ExtensionDeclSyntax.self)?.memberBlock.members
        var names: [String] = []
        for member in members ?? [] {
            names += member.decl.declaredNames
        }
        return names
    }

    /// The names this declaration itself introduces.
    var declaredNames: [String] {
        if let named = self.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let variable = self.as(VariableDeclSyntax.self) {
            return variable.boundNames
        }
        if let enumCase = self.as(EnumCaseDeclSyntax.self) { return enumCase.elements.map(\.name.text) }
        return []
    }

    /// How a name is private to its file (see ``filePrivateNames``).
    enum FilePrivateKind {
        /// A `private` or `fileprivate` declaration at file scope.
        case declaration
        /// A member only the file sees, and where (`in a private extension of Text`).
        case member(in: String)
    }

    /// What this top-level declaration makes visible to its file only: itself when
    /// `private`/`fileprivate`; the members of a `private`/`fileprivate` extension; and the
    /// `fileprivate` members of a type. (`private` members of a type are not visible to other
    /// types even in the same file, so they are left out.)
    var filePrivateNames: [(name: String, kind: FilePrivateKind)] {
        var found: [(String, FilePrivateKind)] = []
        let modifiers = self.asProtocol(WithModifiersSyntax.self)?.modifiers
        let isFilePrivate = modifiers?.isPrivate ?? false
        if let extensionDecl = self.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedDescription
            for member in extensionDecl.memberBlock.members {
                let memberModifier = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.filePrivateModifier
                let kind: FilePrivateKind? = isFilePrivate
                    ? .member(in: "in a private extension of \(extended)") : memberModifier.map { .member(in: "\($0.name.text) in an extension of \(extended)") }
                guard let kind else { continue }
                found += member.decl.declaredNames.map { ($0, kind) }
            }
            return found
        }
        if isFilePrivate {
            found += declaredNames.map { ($0, .declaration) }
        }
        for member in (self.as(StructDeclSyntax.self)?.memberBlock.members ?? self.as(ClassDeclSyntax.self)?.memberBlock.members
            ?? self.as(EnumDeclSyntax.self)?.memberBlock.members ?? [])
        {
            let memberModifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            if memberModifiers?.filePrivateModifier?.name.tokenKind == .keyword(.fileprivate) {
                found += member.decl.declaredNames.map { ($0, .member(in: "fileprivate in \(declaredNames.first ?? "a type")")) }
            }
        }
        return found
    }
}
