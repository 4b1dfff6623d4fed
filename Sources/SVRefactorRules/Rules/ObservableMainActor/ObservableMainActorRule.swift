import SVRefactorCore
import SwiftSyntax

/// Reports an `@Observable` class without `@MainActor` that a view (or app) of the module holds
/// as `@State`.
///
/// - What it matches: classes declared `@Observable` in this file, held by a `@State` property of
///   a struct conforming to `View` or `App` in any file of the module (``ViewStateHolders``).
/// - What it leaves alone: classes isolated to the main actor another way (``MainActorIsolation``),
///   classes that conform to `Sendable` (their authors chose how they are shared across threads)
///   or are declared `nonisolated`, and classes no view holds as `@State`.
/// - It changes nothing.
public struct ObservableMainActor: Rule {
    public static let metadata = RuleMetadata(
        id: "observable-main-actor",
        summary: "Reports an @Observable class without @MainActor that a view holds as @State.",
        rationale: observableMainActorRationale,
        options: [PreviewsAndTests.option],
        examples: [],
        untouched: ObservableMainActorExamples.all,
        usesProjectModel: true
    )

    private let cache = PerModelCache<ViewStateHolders>()

    private let includesPreviewsAndTests: Bool

    public init(options: RuleOptionValues) {
        includesPreviewsAndTests = options.boolean(PreviewsAndTests.option.name)
    }

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        // Every class of such a module is on the main actor unless it says otherwise.
        guard context.project?.deploymentTarget?.defaultsToMainActor != true else { return file }
        let candidates = ClassDeclarations.all(in: file).filter(Self.isCandidate)
        guard !candidates.isEmpty else { return file }
        let holders = cache.value(in: context, build: ViewStateHolders.init(module:))
        let module = context.module
        for declaration in candidates {
            if !includesPreviewsAndTests, PreviewsAndTests.contains(declaration, in: context) { continue }
            let name = ViewTypeModel.qualifiedName(of: declaration)
            // A model only previews and tests hold is sample data, not state the app shares.
            let stateHolders = holders.holders(of: name, wrappers: ["State"]).filter { includesPreviewsAndTests || !Self.isPreviewOrTest($0) }
            guard !stateHolders.isEmpty, !MainActorIsolation.isIsolated(module.type(name), module: module) else { continue }
            let places = stateHolders.prefix(3).map(\.description).joined(separator: ", ") + (stateHolders.count > 3 ? ", …" : "")
            context.report(
                "'\(name)' is @Observable but not @MainActor, and SwiftUI keeps it as @State (\(places)): mark the class @MainActor, "
                    + "so the state SwiftUI reads on the main actor changes only there (its async methods then run there too; the work they await still runs elsewhere)",
                at: declaration.name)
        }
        return file
    }

    /// A holder that is a preview's wrapper view (`PreviewContainer`, `Row_Previews.Host`) or lives
    /// in a test file.
    private static func isPreviewOrTest(_ holder: ViewStateHolders.Holder) -> Bool {
        holder.owner.contains("Preview") || PreviewsAndTests.isTestPath(holder.file)
    }

    /// `@Observable`, without `@MainActor`, `nonisolated` or a `Sendable` conformance written on it.
    private static func isCandidate(_ declaration: ClassDeclSyntax) -> Bool {
        declaration.attributes.contains(named: "Observable") && !declaration.attributes.contains(named: "MainActor")
            && !declaration.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
            && !(declaration.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("Sendable") } ?? false)
    }

    /// Only a file that declares an `@Observable` class without `@MainActor` can have a finding.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        file.types.contains { $0.kind == .class && $0.attributes.contains("Observable") && !$0.attributes.contains("MainActor") }
    }

    /// And one of them is held as `@State` somewhere in the module.
    public func mayApply(to file: FileDeclarations, in project: ProjectModel) -> Bool {
        guard Self.mayApply(to: file), project.deploymentTarget?.defaultsToMainActor != true else { return false }
        let holders = cache.value(for: project, build: ViewStateHolders.init(module:))
        return file.types.contains { !holders.holders(of: $0.qualifiedName, wrappers: ["State"]).isEmpty }
    }
}

let observableMainActorRationale = """
    The SwiftUI guidance asks for `@MainActor` on `@Observable` classes that views own. SwiftUI \
    reads their properties on the main actor; without `@MainActor` the class's methods are \
    nonisolated, so its `async` methods (called from `.task` or a `Task` in the view) run on the \
    global executor and change the state SwiftUI reads from another thread, which the compiler \
    does not reject (checked with Swift 6.3 in Swift 5 and 6 mode; only the upcoming \
    `NonisolatedNonsendingByDefault` feature keeps such calls on the caller's actor). With \
    `@MainActor`, changes happen on the main actor and the work the methods await still runs \
    elsewhere.

    What it matches: an `@Observable` class declared in this file without `@MainActor`, that a \
    `View` or an `App` of the module keeps as `@State` (its written type, or the class its \
    initial value creates, in any file of the module). The finding is at the class's name and \
    names up to three of the properties that hold it.

    What it leaves alone, and why:

    - classes isolated to the main actor another way: a superclass or a protocol of the module \
    that is `@MainActor`, or Apple's main-actor types (`UIViewController`, `NSView`, \
    `UIApplicationDelegate`, …) in the declaration's inheritance clause;
    - classes declared `nonisolated` or conforming to `Sendable` (also `@unchecked Sendable`): \
    their authors chose how they are shared across threads;
    - classes that views only receive (`let`, `@Bindable`) or read from the environment: their \
    owner is elsewhere, and that owner's class is the one to mark;
    - classes only previews and tests keep as `@State` (a wrapper view whose name says \
    `Preview`, a view in a test file), and classes declared in a preview or a test file: sample \
    data, not state the app shares. `previews-and-tests` reports them too.

    Default isolation: a target built with `-default-isolation MainActor` (SwiftPM's \
    `.defaultIsolation(MainActor.self)`, Xcode's `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, \
    which Xcode 26's app templates set) makes every class `@MainActor` already. svrefactor reads \
    it where it reads the deployment target, from the `Package.swift` or Xcode project around \
    the module, and then reports nothing. A package counts when any of its targets sets it; \
    settings passed another way (an `.xcconfig`, `unsafeFlags`) are not seen: turn the check \
    off for such targets.

    Without the module (`--no-index`), only views in the same file are seen. It changes nothing.

    Measured precision (Docs/quality.md, "Checks"), findings a reviewer read blind and judged worth \
    a warning: build r84, measurement half 30 of 30 sampled (of 43), tuning half 5 of all 5.
    """
