import Foundation
import SVRefactorCore
import SwiftSyntax

/// Moves a module from `ObservableObject` to Observation (issue 11, in progress).
///
/// Not registered in ``RuleRegistry`` yet: so far it migrates class declarations (see
/// ``ObservableClassRewriter``) and the properties that hold them (``ObservableUseRewriter``), and
/// reports blocked classes (see ``ObservableClassIndex``). `@Bindable` locals for `$m` on
/// environment objects, the opt-in selection, the deployment-target check and
/// all-or-nothing writes per class come next; until then the CLI does not offer it.
struct MigrateObservation: Rule {
    static let metadata = RuleMetadata(
        id: "migrate-observation",
        summary: "Moves ObservableObject classes to @Observable, with their uses in views.",
        rationale: "In progress (issue 11).",
        examples: [],
        usesProjectModel: true
    )

    /// The module's index, built once per model: every file of the run needs the same one.
    private let cache = IndexCache()

    init(options: RuleOptionValues) {}

    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // When an earlier rule of the run changed this file, its current tree counts: no cache.
        let index = context.project.flatMap { project in context.module.local == nil ? cache.index(for: project) : nil }
            ?? ObservableClassIndex(module: context.module)
        guard !index.candidates.isEmpty else { return file }
        let classes = file.descendants().compactMap { $0.as(ClassDeclSyntax.self) }
        for candidate in index.candidates where candidate.isBlocked {
            let places = candidate.blockers.map(\.description).joined(separator: "; ")
            let message = "'\(candidate.qualifiedName)' stays an ObservableObject: \(places); change or remove these uses to migrate it"
            // One finding per blocked class, at its declaration; when the run does not include the
            // file that declares it, at the first mention in each file of the run that names it.
            if let declaration = classes.first(where: { ViewTypeModel.qualifiedName(of: $0) == candidate.qualifiedName }) {
                context.report(message, at: declaration.name)
            } else if let project = context.project, let declaringFile = context.module.type(candidate.qualifiedName)?.primary?.file,
                !project.isInRun(declaringFile),
                let mention = file.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .identifier(candidate.name) })
            {
                context.report(message, at: mention)
            }
        }
        let migrating = Set(index.candidates.filter { !$0.isBlocked }.map(\.qualifiedName))
        guard !migrating.isEmpty else { return file }
        // Uses first: `.environmentObject` sites are found by their position in this tree.
        let sites = Set(index.environmentModifiers.filter { $0.key.file == context.path && migrating.contains($0.value) }.map { [$0.key.line, $0.key.column] })
        let useRewriter = ObservableUseRewriter(
            migrating: migrating, module: context.module, environmentModifiers: sites, locate: { context.location(at: $0) })
        var rewritten = useRewriter.rewriting(file)
        let classRewriter = ObservableClassRewriter(migrating: migrating, style: context.style)
        rewritten = classRewriter.rewrite(rewritten).cast(SourceFileSyntax.self)
        if classRewriter.changed { rewritten = ObservationImport.adding(to: rewritten, style: context.style) }
        return classRewriter.changed || useRewriter.changed ? rewritten : file
    }
}

/// The index of one project model, shared by the workers of a run.
private final class IndexCache: @unchecked Sendable {
    private let lock = NSLock()
    private var built: (model: ObjectIdentifier, index: ObservableClassIndex)?

    func index(for project: ProjectModel) -> ObservableClassIndex {
        lock.lock()
        defer { lock.unlock() }
        if let built, built.model == project.identity { return built.index }
        // The module as the model holds it: no file's tree replaces its entry.
        let index = ObservableClassIndex(module: ModuleLookup(path: "", local: nil, project: project))
        built = (project.identity, index)
        return index
    }
}

/// `import Observation` for a file that now declares an `@Observable` class but imports neither
/// SwiftUI (which re-exports it) nor Observation.
enum ObservationImport {
    static func adding(to file: SourceFileSyntax, style: SourceStyle) -> SourceFileSyntax {
        let imports = file.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let modules = Set(imports.map { $0.path.trimmedDescription })
        guard !modules.contains("SwiftUI"), !modules.contains("Observation") else { return file }
        let statement = CodeBlockItemSyntax(item: .decl(DeclSyntax(ImportDeclSyntax(
            importKeyword: .keyword(.import, trailingTrivia: .space), path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("Observation"))])))))
        var items = Array(file.statements)
        if let last = items.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) }) {
            // After the last import, on the next line.
            items.insert(statement.with(\.leadingTrivia, style.newlines(1)), at: last + 1)
        } else if let first = items.first {
            // First, after the file's header comments and before the first declaration's own
            // (doc) comments, with a blank line after it.
            let layout = LeadingTriviaLayout(first.leadingTrivia)
            items[0] = first.with(\.leadingTrivia, style.newlines(2) + layout.attached)
            items.insert(statement.with(\.leadingTrivia, layout.separator + layout.heading), at: 0)
        }
        return file.with(\.statements, CodeBlockItemListSyntax(items))
    }
}
