import SVRefactorCore
import SwiftSyntax

/// Reports `NavigationView`, deprecated since iOS 16 and macOS 13.
///
/// - What it matches: `NavigationView { … }` and `NavigationView` written as a type.
/// - What it leaves alone: the `else` branch of `if #available(…)` and the body of
///   `if #unavailable(…)` (a fallback for older systems), and every use when the module supports
///   systems without `NavigationStack` (``navigationStackAvailability``).
/// - No rewrite: a stack and a split view behave differently, and links move to
///   `navigationDestination`; the author chooses.
public struct NavigationStack: KeywordCheck {
    static let keyword = "NavigationView"

    public static let metadata = RuleMetadata(
        id: "navigation-stack",
        summary: "Reports the deprecated NavigationView; suggests NavigationStack or NavigationSplitView.",
        rationale: navigationStackRationale,
        options: [
            availability.minimumIOSOption(consequence: "Below 16 the rule reports nothing."),
            PreviewsAndTests.option,
        ],
        examples: [],
        untouched: NavigationStackExamples.untouched,
        usesProjectModel: true
    )

    static let availability = PlatformAvailability(
        feature: "NavigationStack",
        minimums: ["iOS": [16], "macCatalyst": [16], "macOS": [13], "tvOS": [16], "watchOS": [9], "visionOS": [1]])

    private let minimumIOS: [Int]?
    private let includesPreviewsAndTests: Bool

    public init(options: RuleOptionValues) {
        minimumIOS = options.version("min-ios")
        includesPreviewsAndTests = options.boolean(PreviewsAndTests.option.name)
    }


    func check(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        if case .unavailable = Self.availability.answer(minimumIOS: minimumIOS, target: context.project?.deploymentTarget, advice: "") {
            return file
        }
        for token in file.identifierTokens(spelled: "NavigationView", source: context.source) {
            // The name as an expression (`NavigationView { … }`) or as a type (`NavigationView<Content>`).
            guard let node = token.parent,
                node.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id || node.as(IdentifierTypeSyntax.self)?.name.id == token.id
            else { continue }
            guard !CheckSupport.isAvailabilityFallback(node) else { continue }
            if !includesPreviewsAndTests, PreviewsAndTests.contains(node, in: context) { continue }
            context.report(Self.message(for: node), at: token)
        }
        return file
    }

    /// What to use instead: a stack when the view asks for the stack style, a split view when it
    /// asks for columns, else both choices.
    static func message(for node: Syntax) -> String {
        let deprecation = "NavigationView is deprecated (iOS 16, macOS 13)"
        let styles = navigationViewStyles(of: node)
        if styles.contains(where: { $0.contains("stack") || $0.contains("Stack") }) {
            return "\(deprecation): with the stack style it is a NavigationStack; replace it, and move `NavigationLink(destination:)` to `navigationDestination(for:)` where links push values"
        }
        if styles.contains(where: { $0.contains("columns") || $0.contains("DoubleColumn") }) {
            return "\(deprecation): with the columns style it is a NavigationSplitView (sidebar, detail); replace it"
        }
        return "\(deprecation): use NavigationStack for one column of pushed views, or NavigationSplitView for a sidebar with detail columns"
    }

    /// The arguments of `.navigationViewStyle(…)` applied to the `NavigationView { … }` call that `node` names.
    private static func navigationViewStyles(of node: Syntax) -> [String] {
        guard var expression = node.parent?.as(FunctionCallExprSyntax.self).map(ExprSyntax.init) else { return [] }
        var styles: [String] = []
        while let access = expression.parent?.as(MemberAccessExprSyntax.self), let call = access.parent?.as(FunctionCallExprSyntax.self) {
            if access.declName.baseName.text == "navigationViewStyle" {
                styles += call.arguments.map { $0.expression.trimmedDescription }
            }
            expression = ExprSyntax(call)
        }
        return styles
    }
}

let navigationStackRationale = """
    `NavigationView` is deprecated from iOS 16, macOS 13, tvOS 16 and watchOS 9. Its replacements \
    say what the old one guessed from the device: `NavigationStack` is one column of pushed views \
    (data-driven with `navigationDestination(for:)` and a path), `NavigationSplitView` a sidebar with \
    one or two detail columns.

    What it reports, at the name: `NavigationView { … }` (and `NavigationView` written as a type). \
    The message names the replacement when the code says which one it means: \
    `.navigationViewStyle(.stack)` (or `StackNavigationViewStyle()`) on it means a `NavigationStack`, \
    `.columns` or `DoubleColumnNavigationViewStyle()` a `NavigationSplitView`; otherwise it names both.

    What it leaves alone:
    - the `else` branch of `if #available(iOS 16, …)` (or `guard #available … else`), and the body of \
    `if #unavailable(…)`: a fallback for older systems;
    - `#Preview` blocks, `PreviewProvider` types and preview hosts, and test files (a snapshot \
    test's navigation wrapper), unless `previews-and-tests` is on: they show the screen, they do \
    not ship it;
    - every use when the module supports a system without `NavigationStack`: the deployment target \
    (`platforms:` in `Package.swift`, or the Xcode project's `*_DEPLOYMENT_TARGET`) below iOS 16, \
    macOS 13, tvOS 16 or watchOS 9, or `--option min-ios` below 16. There the only fix is an \
    availability check, which the compiler does not ask for either. When svrefactor finds no \
    deployment target, it reports.

    No fix: a stack and a split view behave differently, and links move from \
    `NavigationLink(destination:)` to `navigationDestination`; the author chooses.

    Measured precision (Docs/quality.md, "Checks"), findings a reviewer read blind and judged worth \
    a warning: build r84, measurement half 2 of 15 sampled, tuning half 4 of 15 (every false one a \
    preview, a preview app or a snapshot test); build r85 (previews and tests left alone), \
    measurement half 2 of all 2, tuning half 4 of the 4 read.
    """
