import SVRefactorCore
import SwiftSyntax

/// Reports a view model in a file that imports SwiftUI, UIKit or AppKit, when the view model
/// uses them or nothing in the file does.
///
/// - What it matches: classes named `…ViewModel`, and `@Observable` or `ObservableObject` classes
///   a view holds as its own state or model (`@State`, `@StateObject`, `@ObservedObject`,
///   `@Bindable`; ``ViewStateHolders``), in a file that imports a UI framework.
/// - What it reports: the UI types the class's code (its declaration and its extensions in the
///   file) uses; or, when nothing in the file uses the framework, the import, with what to import
///   instead (``ImportAdvice``).
/// - What it leaves alone: a view model that uses nothing from the framework in a file whose other
///   code does (a view beside it needs the import); classes held only through the environment
///   (app-wide services such as a theme or a router); files without UI imports.
/// - It changes nothing.
public struct ViewModelImportsUI: Rule {
    public static let metadata = RuleMetadata(
        id: "view-model-imports-ui",
        summary: "Reports a view model that uses SwiftUI, UIKit or AppKit, or sits in a file that imports one for nothing.",
        rationale: viewModelImportsUIRationale,
        examples: [],
        untouched: ViewModelImportsUIExamples.all,
        usesProjectModel: true
    )

    /// The wrappers by which a view owns a model: a class a view creates and keeps as its state is
    /// its view model.
    static let viewModelWrappers: Set<String> = ["State", "StateObject"]

    private let cache = PerModelCache<ViewStateHolders>()

    public init(options: RuleOptionValues) {}

    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        let imports = FileImports(file)
        let uiImports = imports.modules.filter(UIFrameworkNames.modules.contains)
        guard !uiImports.isEmpty else { return file }
        let classes = ClassDeclarations.all(in: file)
        guard !classes.isEmpty else { return file }
        lazy var holders = cache.value(in: context, build: ViewStateHolders.init(module:))
        let module = context.module
        let fileScope = FileAnalysis(file, accessesMember: { _ in true })
        let importList = uiImports.joined(separator: " and ")
        /// UI names the code of the tokens `include` accepts uses, that the module does not
        /// declare itself (its own `Theme.Color` is no UI type).
        func uiNames(from scope: String, where include: (TokenSyntax) -> Bool) -> [String] {
            UIFrameworkNames.names(in: file, where: include).filter { name in
                UIFrameworkNames.framework(of: name) != nil && module.resolve(name, from: scope) == nil
            }.sorted()
        }
        var ownRanges: [Range<AbsolutePosition>] = []
        var unusedImport: [(declaration: ClassDeclSyntax, name: String, description: String)] = []
        /// Whether a view model (reported or not) uses the framework: then the import is needed.
        var usesFramework = false
        for declaration in classes {
            let name = ViewTypeModel.qualifiedName(of: declaration)
            guard !Self.isFrameworkAdapter(declaration) else { continue }
            let isNamedViewModel = Self.isNamedViewModel(declaration.name.text)
            let owners = isNamedViewModel || ModelClassKind(module.type(name), module: module) == nil
                ? [] : holders.holders(of: name, wrappers: Self.viewModelWrappers).filter(\.isView)
            guard isNamedViewModel || !owners.isEmpty else { continue }
            let ranges = ([Syntax(declaration)] + fileScope.extensions(of: name).map(Syntax.init)).map { $0.position..<$0.endPosition }
            ownRanges += ranges
            let used = uiNames(from: name) { token in ranges.contains { $0.contains(token.position) } }
            let description = isNamedViewModel
                ? "'\(name)' is a view model" : "'\(name)', which views keep as their state (\(owners.prefix(2).map(\.description).joined(separator: ", "))), is"
            if used.isEmpty {
                unusedImport.append((declaration, name, description))
                continue
            }
            usesFramework = true
            if isNamedViewModel {
                let animation = used.contains("withAnimation") ? "let the view animate the change (`.animation(_:value:)`), " : ""
                context.report(
                    "'\(name)' is a view model that uses UI framework types (\(used.joined(separator: ", "))), which its file imports \(importList) for: a view model should not depend on SwiftUI, UIKit or AppKit; "
                        + "give the view plain values (states, names, data) to turn into colors, images and views, \(animation)"
                        + "and reach platform services (alerts, the pasteboard, opening URLs) through a small protocol the UI layer implements",
                    at: declaration.name)
            }
        }
        // One finding per file for an import nothing needs, at its first view model; none when
        // another view model or the file's other code (a view beside them) uses the framework.
        guard let first = unusedImport.first, !usesFramework,
            uiNames(from: "", where: { token in !ownRanges.contains { $0.contains(token.position) } }).isEmpty
        else { return file }
        let others = unusedImport.dropFirst().map { "'\($0.name)'" }
        let subject = others.isEmpty
            ? "\(first.description) in a file that imports \(importList) but uses nothing from it"
            : "'\(first.name)' and \(others.count) more view model\(others.count == 1 ? "" : "s") of this file (\(others.joined(separator: ", "))) are in a file that imports \(importList) but use nothing from it"
        context.report(subject + ": " + ImportAdvice(file: file, imports: imports).sentence(replacing: uiImports), at: first.declaration.name)
        return file
    }

    /// `…ViewModel` or `…VM`.
    static func isNamedViewModel(_ name: String) -> Bool {
        name.hasSuffix("ViewModel") || name.hasSuffix("VM")
    }

    /// A subclass of a framework class (`NSDocument`) or an adopter of a framework protocol
    /// (`UIScrollViewDelegate`): UI code by design.
    static func isFrameworkAdapter(_ declaration: ClassDeclSyntax) -> Bool {
        declaration.inheritanceClause?.inheritedTypes.contains { inherited in
            UIFrameworkNames.framework(of: ModuleLookup.components(of: inherited.type.trimmedDescription).last ?? "") != nil
        } ?? false
    }

    /// Only a file that declares a class can have a finding.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        file.types.contains { $0.kind == .class }
    }

    /// And mentions a UI framework (its import).
    public func mayApply(to file: FileDeclarations, in project: ProjectModel) -> Bool {
        Self.mayApply(to: file) && UIFrameworkNames.modules.contains { project.mentions($0, inFile: file.path) }
    }
}

let viewModelImportsUIRationale = """
    MVVM guidance keeps view models free of UI frameworks: a view model holds state, intent \
    methods and dependencies, and does not import SwiftUI, UIKit or AppKit, so it builds and is \
    tested without them. Platform behaviour (alerts, the pasteboard, opening URLs) goes behind a \
    small protocol that the UI layer implements; colors, images and animations are the view's \
    business, computed from plain values the view model exposes. Many view models import SwiftUI \
    only for `@Observable` (Observation's), `ObservableObject` and `@Published` (Combine's).

    What it matches, in a file that imports SwiftUI, UIKit or AppKit (at file scope or in `#if`):

    - a class named `…ViewModel` or `…VM` whose code (its declaration and its extensions in the \
    file) uses UI framework types: SwiftUI's (`Color`, `Image`, `Font`, `Binding`, \
    `withAnimation`, `@AppStorage`, …), UIKit's (`UI…`) and AppKit's (`NSImage`, `NSWorkspace`, \
    `NSAlert`, …), except names the module declares itself. The finding lists them;
    - a view model that uses nothing from the framework, when nothing else in the file does \
    either: one finding per file, at the first view model, with what to import instead \
    (`Foundation` unless imported, `Observation` for `@Observable`, `Combine` for \
    `ObservableObject` and `@Published`). Here a view model is also an `@Observable` or \
    `ObservableObject` class that a view of the module creates and keeps as its state \
    (`@State`, `@StateObject`), found in any file.

    What it leaves alone, and why:

    - a view model that uses nothing from the framework in a file whose other code does (a view \
    beside it): the import is the view's;
    - classes that a view keeps as state but that are not named as view models, when they use UI \
    types: on real code these are navigation coordinators, routers, UIKit bridges and toast \
    proxies, UI-layer objects by design; they only get the unneeded-import finding;
    - subclasses of framework classes and adopters of framework protocols (`NSDocument`, a \
    representable's `Coordinator: UIScrollViewDelegate`): UI code by design;
    - classes that views only receive (`@ObservedObject`, `@Bindable`, `let`) or read from the \
    environment: app-wide services such as a theme or a router.

    It changes nothing.

    Measured precision (Docs/quality.md, "Checks"), findings a reviewer read blind and judged worth \
    a warning: measurement half 28 of 30 sampled (builds r84 and r85; the false ones a `UIImage` a \
    view model uploads as data), tuning half 14 of 15 (a code-generation template).
    """
