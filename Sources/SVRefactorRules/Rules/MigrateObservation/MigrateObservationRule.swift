import Foundation
import SVRefactorCore
import SwiftSyntax

/// Moves a module from `ObservableObject` to Observation: the classes, and every property,
/// initializer and modifier that holds or injects them, in every file of the run.
///
/// - What it matches: classes that conform to `ObservableObject` (directly, through an extension
///   or through a protocol of the module), found in the project model by ``ObservableClassIndex``.
/// - What it leaves alone, with one finding per class that lists every blocking use: Combine
///   (`objectWillChange`, `$published` publishers), class hierarchies, other property wrappers,
///   `ObservableObject` as a type or constraint, uses it cannot type, and classes named by files
///   outside the run. It refuses everything when the module may run on systems without Observation
///   (``ObservationAvailability``) or when it cannot see the module (`--no-index`).
/// - How it rewrites: ``ObservableUseRewriter`` for the uses, then ``ObservableClassRewriter`` for
///   the classes, then ``ObservationImport`` where the file needs it.
///
/// Opt-in: it changes what runs on iOS 16 and earlier, so only `--rule migrate-observation` selects it.
public struct MigrateObservation: Rule {
    public static let metadata = RuleMetadata(
        id: "migrate-observation",
        summary: "Moves ObservableObject classes to @Observable, with their uses in views, across the module.",
        rationale: migrateObservationRationale,
        options: [
            RuleOptionSpec(
                name: "min-ios", summary: "The module's oldest iOS version; auto reads it from Package.swift or the Xcode project. Below 17 the rule refuses.",
                kind: .versionOrAuto, defaultValue: "auto"),
            RuleOptionSpec(
                name: "add-main-actor",
                summary: "@MainActor on migrated classes that lack it, as the guidance recommends: auto where every use is shown to be on the main actor, true always, false never.",
                kind: .choice(["auto", "true", "false"]), defaultValue: "auto"),
        ],
        examples: MigrateObservationExamples.rewrites,
        untouched: MigrateObservationExamples.untouched,
        usesProjectModel: true,
        optInReason: "On iOS 16 and earlier the migrated code does not build, and on any system it changes when views update (per property read instead of per objectWillChange), so a team decides when to run it.",
        selects: "the class around the position, with every file that uses it"
    )

    /// The module's index, built once per model: every file of the run needs the same one.
    private let cache = PerModelCache<ObservableClassIndex>()
    private let stateHolders = PerModelCache<ViewStateHolders>()
    private let adoptions = PerModelCache<MainActorAdoption>()
    private let minimumIOS: [Int]?
    /// The `add-main-actor` option: `auto`, `true` or `false`.
    private let mainActorMode: String

    public init(options: RuleOptionValues) {
        minimumIOS = options.version("min-ios")
        mainActorMode = options.string("add-main-actor")
    }

    /// With `--at`: the classes the points select (the innermost candidate class around each, in
    /// whichever file the point is), marked selected in this file where it declares or names them.
    private func selectedClasses(
        _ selection: Selection, index: ObservableClassIndex, declaration: (ObservableClassIndex.Candidate) -> ClassDeclSyntax?, in context: RuleContext
    ) -> Set<String> {
        let candidates = Dictionary(index.candidates.map { ($0.qualifiedName, $0) }) { first, _ in first }
        for candidate in index.candidates where !candidate.isBlocked {
            if let declared = declaration(candidate) { context.offer(candidate.qualifiedName, at: declared.name) }
        }
        let chosen = Set(selection.points.compactMap { point in point.enclosingTypes.first { candidates[$0] != nil } })
        for name in chosen.sorted() {
            guard let candidate = candidates[name], candidate.files.contains(context.path) || declaration(candidate) != nil else { continue }
            if let declared = declaration(candidate) {
                context.noteSelected(name, spanning: declared)
            } else if let mention = context.tree.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .identifier(candidate.name) }) {
                context.noteSelected(name, spanning: mention)
            }
        }
        return chosen
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // The file's classes, found only when a finding needs a declaration to point at.
        lazy var classes = file.descendants().compactMap { $0.as(ClassDeclSyntax.self) }
        func declaration(of candidate: ObservableClassIndex.Candidate) -> ClassDeclSyntax? {
            classes.first { ViewTypeModel.qualifiedName(of: $0) == candidate.qualifiedName }
        }
        guard let project = context.project else {
            // Without the module, uses in other files are invisible: migrating would break them.
            for candidate in ObservableClassIndex(module: context.module).candidates {
                guard let declaration = declaration(of: candidate) else { continue }
                context.report(
                    "'\(candidate.qualifiedName)' stays an ObservableObject: migrate-observation needs the whole module to find its uses; run it without --no-index (with --stdin-path for standard input)",
                    at: declaration.name)
            }
            return file
        }
        // When an earlier rule of the run changed this file, its current tree counts: no cache.
        let index = context.module.local == nil ? cache.value(for: project, build: ObservableClassIndex.init(module:)) : ObservableClassIndex(module: context.module)
        guard !index.candidates.isEmpty else { return file }
        if let refusal = ObservationAvailability.refusal(minimumIOS: minimumIOS, target: project.deploymentTarget) {
            for candidate in index.candidates {
                guard let declaration = declaration(of: candidate) else { continue }
                context.report("'\(candidate.qualifiedName)' stays an ObservableObject: \(refusal)", at: declaration.name)
            }
            return file
        }
        // Only the classes this file declares or uses: most blocked classes are elsewhere.
        for candidate in index.candidates where candidate.isBlocked && candidate.files.contains(context.path) {
            let places = candidate.blockers.map(\.description).joined(separator: "; ")
            let message = "'\(candidate.qualifiedName)' stays an ObservableObject until these change: \(places)"
            // One finding per blocked class, at its declaration; when the run does not include the
            // file that declares it, at the first mention in each file of the run that names it.
            if let declaration = declaration(of: candidate) {
                context.report(message, at: declaration.name)
            } else if let declaringFile = context.module.type(candidate.qualifiedName)?.primary?.file,
                !project.isInRun(declaringFile),
                let mention = file.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .identifier(candidate.name) })
            {
                context.report(message, at: mention)
            }
        }
        var migrating = Set(index.candidates.filter { !$0.isBlocked }.map(\.qualifiedName))
        if let selection = context.selection { migrating.formIntersection(selectedClasses(selection, index: index, declaration: declaration, in: context)) }
        // A file that no migrating class touches is not walked (most files of a module).
        guard !migrating.isEmpty, index.candidates.contains(where: { !$0.isBlocked && $0.files.contains(context.path) }) else { return file }
        let mainActorClasses = mainActorClasses(migrating, index: index, declaredBy: classes, in: context, target: project.deploymentTarget)
        // Uses first: `.environmentObject` sites are found by their position in this tree.
        let sites = Set(index.environmentModifiers.filter { $0.key.file == context.path && migrating.contains($0.value) }.map { [$0.key.line, $0.key.column] })
        let useRewriter = ObservableUseRewriter(
            migrating: migrating, module: context.module, environmentModifiers: sites, bindingsTaken: index.bindingsTaken,
            locate: { context.location(at: $0) })
        var rewritten = useRewriter.rewriting(file)
        let classRewriter = ObservableClassRewriter(migrating: migrating, style: context.style, mainActorClasses: mainActorClasses)
        rewritten = classRewriter.rewrite(rewritten).cast(SourceFileSyntax.self)
        if let observable = rewritten.descendants().lazy.compactMap({ $0.as(ClassDeclSyntax.self) })
            .first(where: { migrating.contains(ViewTypeModel.qualifiedName(of: $0)) })
        {
            rewritten = ObservationImport.adding(to: rewritten, around: observable, style: context.style)
        }
        return classRewriter.changed || useRewriter.changed ? rewritten : file
    }

    /// The migrating classes this file declares that also become `@MainActor` (see
    /// ``MainActorAdoption``, and the `add-main-actor` option). One that does not, while a view keeps
    /// it as its state, draws a finding that says why: observable-main-actor reports it after the
    /// migration.
    private func mainActorClasses(
        _ migrating: Set<String>, index: ObservableClassIndex, declaredBy classes: [ClassDeclSyntax], in context: RuleContext,
        target: DeploymentTarget?
    ) -> Set<String> {
        // A target whose code is on the main actor by default needs none written; `false` asks for none.
        guard mainActorMode != "false", target?.defaultsToMainActor != true else { return [] }
        let lacking = classes.filter { declaration in
            let name = ViewTypeModel.qualifiedName(of: declaration)
            return migrating.contains(name) && !declaration.attributes.contains(named: "MainActor")
                && !MainActorIsolation.isIsolated(context.module.type(name), module: context.module)
        }
        guard !lacking.isEmpty else { return [] }
        if mainActorMode == "true" { return Set(lacking.map { ViewTypeModel.qualifiedName(of: $0) }) }
        let adoption = adoptions.value(in: context) { module in
            MainActorAdoption(migrating: index.candidates.filter { migrating.contains($0.qualifiedName) }, module: module)
        }
        let extensions = context.tree.descendants().compactMap { $0.as(ExtensionDeclSyntax.self) }
        var adopting = Set<String>()
        let holders = stateHolders.value(in: context, build: ViewStateHolders.init(module:))
        for declaration in lacking {
            let name = ViewTypeModel.qualifiedName(of: declaration)
            // The class's own code, with its extensions in this file (the module shows no others).
            let ownCode: [DeclGroupSyntax] = [declaration] + extensions.filter { $0.extendedTypeName == name }
            guard let reason = adoption.reasons[name] ?? MainActorAdoption.blocker(in: ownCode) else {
                adopting.insert(name)
                continue
            }
            guard let holder = holders.holders(of: name, wrappers: ["StateObject", "State"]).first else { continue }
            context.report(
                "'\(name)' becomes @Observable without @MainActor, which observable-main-actor reports since \(holder.description) keeps it "
                    + "as its state: \(reason); add @MainActor by hand where every use is on the main actor, or run with --option add-main-actor=true",
                at: declaration.name)
        }
        return adopting
    }

    /// Only the files that declare or use a class of the module's index (see
    /// ``ObservableClassIndex/Candidate/files``): the rule changes or reports nothing elsewhere.
    public func mayApply(to file: FileDeclarations, in project: ProjectModel) -> Bool {
        cache.value(for: project, build: ObservableClassIndex.init(module:)).candidates.contains { $0.files.contains(file.path) }
    }

    /// A migrating class with the files that declare or name it.
    public func filesChangedTogether(in project: ProjectModel) -> [Set<String>] {
        cache.value(for: project, build: ObservableClassIndex.init(module:)).candidates.filter { !$0.isBlocked }.map(\.files)
    }
}

/// `import Observation` for a file that now declares an `@Observable` class but imports neither
/// SwiftUI (which re-exports it) nor Observation where that class can see: at the top level, or in
/// the `#if` clauses around it (a file wrapped in `#if os(iOS)` imports inside it).
enum ObservationImport {
    static func adding(to file: SourceFileSyntax, around observable: ClassDeclSyntax, style: SourceStyle) -> SourceFileSyntax {
        // The statement lists that enclose the class, innermost first.
        var lists: [CodeBlockItemListSyntax] = []
        var current = observable.parent
        while let node = current {
            if let list = node.as(CodeBlockItemListSyntax.self) { lists.append(list) }
            current = node.parent
        }
        let imported = lists.flatMap { $0.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription } }
        let needsObservation = !imported.contains("SwiftUI") && !imported.contains("Observation")
        // `import Combine` that was there for `ObservableObject` and `@Published` only: it goes, or
        // becomes the `import Observation` the class now needs. One that carries a comment, around
        // it or inside (`import /* why */ Combine`), stays: the comment would go with it.
        let unusedCombine = usesCombine(file) ? nil : lists.lazy.compactMap { list in
            list.first { item in
                guard let declaration = item.item.as(ImportDeclSyntax.self) else { return false }
                return declaration.path.trimmedDescription == "Combine" && declaration.attributes.isEmpty && declaration.importKindSpecifier == nil
                    && !item.leadingTrivia.containsComment && !item.trailingTrivia.containsComment && item.commentsInside().isEmpty
            }.map { (list, $0) }
        }.first
        var edits = SyntaxEdits()
        if let (list, combine) = unusedCombine {
            edits.replace(list) { rewritten in
                var items = Array(rewritten)
                guard let index = list.firstIndex(where: { $0.id == combine.id }).map({ list.distance(from: list.startIndex, to: $0) }) else { return rewritten }
                if needsObservation {
                    items[index] = items[index].with(\.item, .decl(DeclSyntax(importDeclaration("Observation"))))
                        .with(\.leadingTrivia, items[index].leadingTrivia).with(\.trailingTrivia, items[index].trailingTrivia)
                } else {
                    // The next statement keeps its own line breaks, unless it becomes the file's first.
                    if index == 0, items.count > 1 { items[1] = items[1].with(\.leadingTrivia, items[0].leadingTrivia) }
                    items.remove(at: index)
                }
                return CodeBlockItemListSyntax(items)
            }
            return (try? edits.apply(to: file)) ?? file
        }
        guard needsObservation, let outermost = lists.last else { return file }
        // Beside the imports the class sees, innermost first; else first in the file.
        let target = lists.first { $0.contains { $0.item.is(ImportDeclSyntax.self) } } ?? outermost
        edits.replace(target) { list in inserting(into: list, style: style) }
        // A statement list replacing a statement list always fits.
        return (try? edits.apply(to: file)) ?? file
    }

    /// Names only Combine declares, and the members of its publishers a file calls: a file that
    /// writes any of them, or a `$` projection, still needs `import Combine`.
    static let combineNames: Set<String> = [
        "Combine", "ObservableObject", "Published", "ObservableObjectPublisher", "objectWillChange", "AnyCancellable", "Cancellable",
        "Publisher", "Publishers", "AnyPublisher", "Subject", "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "Deferred",
        "Empty", "Fail", "Record", "Subscribers", "Subscriber", "Subscription", "Scheduler", "ImmediateScheduler", "sink", "assign",
        "eraseToAnyPublisher", "publisher", "publish", "autoconnect", "debounce", "throttle", "removeDuplicates", "combineLatest",
        "receive", "subscribe", "store", "values", "makeConnectable", "share", "flatMap", "compactMap", "switchToLatest",
    ]

    /// Whether anything left in `file` may be Combine's (see ``combineNames``).
    static func usesCombine(_ file: SourceFileSyntax) -> Bool {
        file.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            // `$name` is a projection (a `@Published` one, say); `$0` is a closure's parameter.
            case let .identifier(name): (combineNames.contains(name) || name.hasPrefix("$")) && token.parent?.parent?.parent?.is(ImportDeclSyntax.self) != true
            default: false
            }
        }
    }

    private static func importDeclaration(_ module: String) -> ImportDeclSyntax {
        ImportDeclSyntax(importKeyword: .keyword(.import, trailingTrivia: .space), path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))]))
    }

    private static func inserting(into list: CodeBlockItemListSyntax, style: SourceStyle) -> CodeBlockItemListSyntax {
        let statement = CodeBlockItemSyntax(item: .decl(DeclSyntax(importDeclaration("Observation"))))
        var items = Array(list)
        if let last = items.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) }) {
            // After the last import, on the next line, at its indentation.
            items.insert(statement.with(\.leadingTrivia, style.newlines(1) + items[last].leadingTrivia.indentationAtEnd), at: last + 1)
        } else if let first = items.first {
            // First, after the file's header comments and before the first declaration's own
            // (doc) comments, with a blank line after it.
            let layout = LeadingTriviaLayout(first.leadingTrivia)
            items[0] = first.with(\.leadingTrivia, style.newlines(2) + layout.attached)
            items.insert(statement.with(\.leadingTrivia, layout.separator + layout.heading), at: 0)
        }
        return CodeBlockItemListSyntax(items)
    }
}
