import SVRefactorCore
import SwiftSyntax

/// Moves the meaningful views of a large SwiftUI view file into files of their own, beside it.
///
/// - What it matches: a file of more than `max-file-lines` non-blank lines, and in it each struct
///   conforming to `View` at file scope other than the file's own type, with at least `min-lines`
///   lines or used by two other types of the module (``SubviewMovePlanner``).
/// - What it leaves alone, with a finding: a view the build might not compile in a new file (a
///   project that lists files one by one, no project found), a view that needs something private to
///   the file, a name or file name that is not free in the module, a view in an `#else` branch.
/// - How it rewrites: the view's lines, with their comments, its extensions and its previews, go
///   into `<Name>.swift` in the same folder, under the file's header comment, the imports the code
///   needs and its `#if`; `private` is dropped, and a private view whose name is taken elsewhere
///   gets the parent's name in front (``SubviewFileRenderer``). The file and the new files are
///   written together or not at all.
public struct MoveSubviewsToFiles: Rule {
    public static let metadata = RuleMetadata(
        id: "move-subviews-to-files",
        summary: "Moves the meaningful views of a large view file into files of their own, with their previews and the imports they need.",
        rationale: moveSubviewsToFilesRationale,
        options: [
            RuleOptionSpec(
                name: "max-file-lines", summary: "A view file with more non-blank lines than this is split.",
                kind: .integer(minimum: 1, maximum: 100_000), defaultValue: "300"),
            RuleOptionSpec(
                name: "min-lines", summary: "A view of at least this many non-blank lines moves; a shorter one moves only when two other types use it.",
                kind: .integer(minimum: 1, maximum: 100_000), defaultValue: "40"),
            RuleOptionSpec(
                name: "accept-unlisted-files",
                summary: "Also move views in an Xcode project that lists its files one by one; you then add each new file to the project.",
                kind: .boolean, defaultValue: "false"),
        ],
        examples: MoveSubviewsToFilesExamples.rewrites,
        untouched: MoveSubviewsToFilesExamples.untouched,
        usesProjectModel: true,
        optInReason: "It adds files to the project, which a team decides to do, and reviews, on its own.",
        // Taking views out of a file changes what extract-subviews sees there (the file's other
        // declarations): a helper it declined may then become a subview.
        restructures: true,
        changeUnit: .edit,
        createsFiles: true,
        selects: "the view around the position (a view that needs a private view that stays, stays too, with a finding)"
    )

    let maximumFileLines: Int
    let minimumLines: Int
    let acceptsUnlistedFiles: Bool
    /// The module's files by their name, lowercased, found once per model: every view's new file
    /// name is looked up in it (a language server asks for each cursor position).
    private let filesByName = PerModelCache<[String: [String]]>()

    public init(options: RuleOptionValues) {
        maximumFileLines = options.integer("max-file-lines")
        minimumLines = options.integer("min-lines")
        acceptsUnlistedFiles = options.boolean("accept-unlisted-files")
    }

    /// Only a file with a view besides another type can lose one.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        ViewTypeCollector.mayFindViews(in: file) && file.types.count(where: { $0.kind != .extension }) >= 2
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // A module of one file (a script, an example) is no app to split: and the rules that
        // cannot see a module's other files decide differently once a first new file is there.
        guard context.project?.hasFiles(besides: context.path) != false else { return file }
        let layout = ViewFileLayout(tree: file, source: context.source)
        guard layout.nonBlankLineCount > maximumFileLines else { return file }
        var planner = SubviewMovePlanner(context: context, layout: layout, minimumLines: minimumLines, acceptsUnlistedFiles: acceptsUnlistedFiles)
        if let project = context.project {
            planner.filesByName = filesByName.value(for: project) { _ in
                Dictionary(grouping: project.files) { ($0.split(separator: "/").last.map(String.init) ?? $0).lowercased() }
            }
        }
        let (moves, findings) = planner.plan()
        for finding in findings { context.report(finding.message, at: finding.at.name) }
        guard !moves.isEmpty else { return file }

        let folder = NewFileFolders.folder(of: context.path)
        let folders = context.project?.newFileFolders
        let keepsEveryImport = folders?.importsMembersExplicitly.contains(folder) ?? true
        let isModuleType = { (name: String) in context.module.declaresType(named: name) }
        let declaringFiles = { (name: String) -> [String] in
            context.project.map { project in project.qualifiedNames(ofTypesNamed: name).flatMap { project.files(declaring: $0) } } ?? []
        }
        var movedImports: [ImportDeclSyntax] = []
        let imports = moves.map { move in
            // Imports inside the view's own `#if` (a file wrapped whole in `#if DEBUG`) go inside it in the new file too.
            let clauses = Set(move.view.conditions.map(\.id))
            let inside = layout.items.compactMap { item -> ImportDeclSyntax? in
                guard !item.conditions.isEmpty, item.conditions.allSatisfy({ clauses.contains($0.id) }) else { return nil }
                return item.declaration.as(ImportDeclSyntax.self)
            }
            var selection = ImportSelection(imports: layout.imports + inside, isModuleType: isModuleType)
            selection.declaringFiles = declaringFiles
            let kept = selection.needed(by: move.items.map(\.declaration), keepingAll: keepsEveryImport)
            movedImports += kept
            let keptIDs = Set(kept.map(\.id))
            // `#if canImport(UIKit)` imports are kept only with every other import: which the code needs is the platform's business.
            let conditional = kept.count == selection.imports.count ? layout.conditionalImports.map(\.trimmedDescription) : []
            return (
                outside: Self.unique(layout.imports.filter { keptIDs.contains($0.id) }.map(\.trimmedDescription) + conditional),
                inside: Self.unique(inside.filter { keptIDs.contains($0.id) }.map(\.trimmedDescription)))
        }
        let renderer = SubviewFileRenderer(layout: layout, path: context.path, lineEnding: context.style.lineEnding.rawValue)
        let leftBehind = keepsEveryImport ? [] : importsLeftBehind(movedImports, layout: layout, moves: moves, isModuleType: isModuleType, declaringFiles: declaringFiles)
        let (original, created) = renderer.render(moves, imports: imports, removingLines: leftBehind)
        for file in created { context.create(fileNamed: file.name, contents: file.text) }
        if case let .listedFileByFile(project)? = folders?.placement(ofFolder: folder) {
            for move in moves {
                context.report(
                    "'\(move.oldName)' moves to \(move.fileName), which \(project) does not list: add the file to its target, or the build will not find '\(move.newName)'",
                    at: move.declaration.name)
            }
        }
        return Pipeline.parse(original)
    }
}

extension MoveSubviewsToFiles {
    /// The lines of imports that only the moved code needed: an import a new file took, which the
    /// code staying in the file provably does not need (``ImportSelection``'s standard), on a line
    /// of its own without a comment.
    func importsLeftBehind(
        _ moved: [ImportDeclSyntax], layout: ViewFileLayout, moves: [SubviewMove], isModuleType: @escaping (String) -> Bool,
        declaringFiles: @escaping (String) -> [String]
    ) -> Set<Int> {
        let movedLines = Set(moves.flatMap(\.items).flatMap { $0.firstLine...$0.lastLine })
        let staying = layout.items.filter { !movedLines.contains($0.firstLine) }.map(\.declaration)
        var selection = ImportSelection(imports: layout.imports, isModuleType: isModuleType)
        selection.declaringFiles = declaringFiles
        let stillNeeded = Set(selection.needed(by: staying, keepingAll: false).map(\.id))
        let movedIDs = Set(moved.map(\.id))
        var lines = Set<Int>()
        for importDecl in layout.imports where movedIDs.contains(importDecl.id) && !stillNeeded.contains(importDecl.id) {
            let line = layout.line(ofOffset: importDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
            guard String(decoding: layout.trimmedText(ofLine: line), as: UTF8.self) == importDecl.trimmedDescription,
                !importDecl.trailingTrivia.contains(where: \.isComment)
            else { continue }
            lines.insert(line)
        }
        return lines
    }

    /// `lines` without repeats (a file that imports SwiftUI twice), in order.
    static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }
}

let moveSubviewsToFilesRationale = """
    The SwiftUI guidance ends its refactoring steps with: "When a SwiftUI view file exceeds ~300 \
    lines, split it aggressively", and "if an extracted subview is reused or independently \
    meaningful, move it into its own file." extract-subviews leaves every subview as a `private \
    struct` in the file it came from; this rule takes the next step. It is opt-in: `--all-rules` \
    leaves it out, because it adds files to the project.

    What it moves: in a file of more than `max-file-lines` non-blank lines (default 300), each \
    struct conforming to `View` at file scope (or in the first branch of an `#if` there), other than \
    the file's own type (the one named after the file, else the first type it declares), when it is \
    independently meaningful: at least `min-lines` non-blank lines (default 40), or used by two \
    other types of the module. Its extensions in the file and the previews that show it and no other \
    type of the file go with it.

    How: the view's lines, byte for byte with their comments and indentation, go into \
    `<Name>.swift` in the same folder. The new file starts with the old file's header comment (its \
    file name replaced), then the imports the moved code needs, then the view inside its `#if`. An \
    import is dropped only when every name the code writes at the top level is accounted for \
    (declared by the module, or known to come with SwiftUI, or with an imported Apple framework's \
    prefix); with SE-0444 `MemberImportVisibility` turned on, every import stays. `private` or \
    `fileprivate` on the view is dropped: a view in a file of its own is internal. The old file \
    loses the moved lines and one blank line beside them. The changed file and the new files are \
    written together or not at all, and a new file never replaces an existing one.

    What it leaves alone, with a finding that says why:
    - a folder the build may not compile a new file in. SwiftPM targets (without `sources:`), \
    Xcode 16 synchronized folders, the sources of an XcodeGen `project.yml` and the source globs \
    of a Tuist `Project.swift` compile every file of their folders. An Xcode project that lists its \
    files one by one does not, and svrefactor does not edit `project.pbxproj`: set \
    `accept-unlisted-files: true` to move anyway, and add the files yourself (a finding names each);
    - a view that uses something only its file can see (a `private` global, type or extension \
    member, a `fileprivate` member of another type), or whose `fileprivate` members code staying \
    in the file uses;
    - a private view whose name is taken in the module (declared or written by another file, \
    where it means something else) and whose parent-prefixed name (`ProfileHeaderSection` for \
    `HeaderSection` in `ProfileView`) is taken too; when only the first is taken, the view is \
    renamed, with every use in the file;
    - a file name the module already has (Swift refuses two files of one name in a module), or one \
    that differs only in case from a file of the folder (macOS's file system is case-insensitive);
    - a view in an `#elseif` or `#else` branch, or in an `#if` whose other branch declares the same \
    name;
    - a view sharing a line with other code.

    A view shorter than `min-lines` that one other type uses stays without a finding: it is part of \
    its parent, not independently meaningful; so does a view only previews use (`PreviewWrapper`), \
    and every view of a module of one file.

    Measured (Docs/quality.md, "move-subviews-to-files"): read blind on the measurement half with \
    an early build, 59 moves in five apps: 25 merge as is, 32 small edits (13 of them only for \
    imports copied whole from the parent), 2 reject (a new file without the import of a local \
    package; preview scaffolding moved); of 10 refusals sampled, 7 were right. Fixed since, with \
    tests: both rejects' classes, a manifest's `resources:` read as `sources:`, `// MARK:` headings \
    left behind in a file wrapped in `#if`. Not yet: one name svrefactor cannot place keeps every \
    import (unused ones stay); a private section with a generic name (`AudioSection`) becomes \
    internal under that name; helpers only the moved view uses stay behind.
    """
