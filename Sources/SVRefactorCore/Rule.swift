import SwiftSyntax

/// A refactoring: one structural rewrite of a parsed Swift file.
///
/// A rule is a value built once per run from its validated options and then applied to many files,
/// possibly on several threads at once, so it must not keep per-file state in stored properties.
/// It never fails: when it cannot prove a rewrite safe it leaves that code alone and reports a
/// ``Finding`` through the context saying why and what the user could change.
public protocol Rule: Sendable {
    /// The rule's identity, documentation and examples; the CLI, the docs and the tests read it.
    static var metadata: RuleMetadata { get }

    /// Creates the rule with options already validated against ``RuleMetadata/options``.
    init(options: RuleOptionValues)

    /// Returns the rewritten file, or `file` itself when nothing applies.
    func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax

    /// Whether the rule might change or report anything in a file with these declarations. When no
    /// selected rule might, the pipeline does not parse the file again. Must never say no wrongly.
    static func mayApply(to file: FileDeclarations) -> Bool

    /// The same question, for a rule that can answer it better knowing the module: by default,
    /// ``mayApply(to:)``. Must never say no wrongly either.
    func mayApply(to file: FileDeclarations, in project: ProjectModel) -> Bool

    /// Groups of files (display paths) whose changes only make sense together: a class and the
    /// files that use it. `apply` writes every changed file of a group, or none when one of them
    /// cannot be rewritten. Empty for rules whose changes stand alone, file by file.
    func filesChangedTogether(in project: ProjectModel) -> [Set<String>]

    /// What the rule wants said once per run, beside the summary, about how it read the module
    /// (reorder-members: the member order the module's views agree on). Empty by default.
    func notes(for project: ProjectModel) -> [String]

    /// Whether this rule, with its options, reads the ``ProjectModel``: by default
    /// ``RuleMetadata/usesProjectModel``. reorder-members reads it only to follow the module's habits.
    var readsProjectModel: Bool { get }
}

extension Rule {
    public var metadata: RuleMetadata { Self.metadata }

    public static func mayApply(to file: FileDeclarations) -> Bool { true }

    public func mayApply(to file: FileDeclarations, in project: ProjectModel) -> Bool { Self.mayApply(to: file) }

    public func filesChangedTogether(in project: ProjectModel) -> [Set<String>] { [] }

    public func notes(for project: ProjectModel) -> [String] { [] }

    public var readsProjectModel: Bool { Self.metadata.usesProjectModel }
}

/// Everything a user or a tool needs to know about a rule, declared next to its code.
public struct RuleMetadata: Sendable {
    /// Kebab-case identifier used on the command line (`--rule reorder-members`).
    public var id: String
    /// One line, shown by `svrefactor rules`.
    public var summary: String
    /// Markdown: why the rule exists, what it matches, what it leaves alone and why.
    public var rationale: String
    public var options: [RuleOptionSpec]
    /// Before → after pairs. Each one is also a test.
    public var examples: [RuleExample]
    /// Sources the rule must leave byte-identical (usually with a finding). Each one is also a test.
    public var untouched: [RuleExample]
    /// When true (the default), the engine verifies that every comment of the input is still in the
    /// output, and refuses the rewrite otherwise. Only a rule that deletes code on purpose opts out.
    public var preservesComments: Bool
    /// When true, the CLI builds a ``ProjectModel`` of the module first and gives it to the rule
    /// through ``RuleContext/project``.
    public var usesProjectModel: Bool
    /// Why the rule runs only when named (`--rule ID`): `--all-rules` leaves it out. Nil for the
    /// rules every run may include.
    public var optInReason: String?
    /// Whether the rule adds or removes declarations (a method, a subview struct, an initializer),
    /// which may clear what made an earlier such rule decline: the pipeline then runs the file
    /// through the rules again (see ``Pipeline``). Reordering, renaming a modifier or adding
    /// `private` does not count.
    public var restructures: Bool
    /// Whether something the rule declined may become possible through its own change of the same
    /// file (extract-subviews leaves a helper whose subview would take too many inputs, and once
    /// the helpers it calls are structs, fewer remain). The pipeline then runs it again on its own
    /// output, before the next rule, while it changes the file and declines something (see
    /// ``Pipeline``).
    public var reconsidersAfterOwnChange: Bool
    /// What the rule changes together, which decides what a `svrefactor:disable` comment costs: a
    /// change that would touch a line the comment protects is not made, and neither is the rest of
    /// its unit.
    public var changeUnit: ChangeUnit
    /// Whether the rule's changes may create files (``RuleContext/create(fileNamed:contents:)``):
    /// the CLI then reads whether the build would compile them (``ProjectModel/newFileFolders``).
    public var createsFiles: Bool
    /// What `--name` names in the rule's rewrite of one selected construct ("the subview", "the
    /// method"); nil when the rewrite creates nothing a user would name.
    public var createdName: String?
    /// What `--at` (an editor's cursor) selects for this rule, said for its docs ("the helper
    /// declared or used there"); nil for a rule that rewrites nothing.
    public var selects: String?

    /// See ``RuleMetadata/changeUnit``.
    public enum ChangeUnit: String, Sendable {
        /// Every change of a file is made together or not at all (a class migrated with its uses).
        case file
        /// Each view is changed on its own: the pipeline runs the rule again without the views
        /// whose change touched a protected line (``RuleContext/isHeldBack(_:)``).
        case view
        /// Each edit stands alone: the rule itself skips what a comment protects
        /// (``RuleContext/isSuppressed(_:)``).
        case edit
    }

    public init(
        id: String,
        summary: String,
        rationale: String,
        options: [RuleOptionSpec] = [],
        examples: [RuleExample],
        untouched: [RuleExample] = [],
        preservesComments: Bool = true,
        usesProjectModel: Bool = false,
        optInReason: String? = nil,
        restructures: Bool = false,
        reconsidersAfterOwnChange: Bool = false,
        changeUnit: ChangeUnit = .file,
        createsFiles: Bool = false,
        createdName: String? = nil,
        selects: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.options = options
        self.examples = examples
        self.untouched = untouched
        self.preservesComments = preservesComments
        self.usesProjectModel = usesProjectModel
        self.optInReason = optInReason
        self.restructures = restructures
        self.reconsidersAfterOwnChange = reconsidersAfterOwnChange
        self.changeUnit = changeUnit
        self.createsFiles = createsFiles
        self.createdName = createdName
        self.selects = selects
    }
}

/// A before/after pair that documents a rule and is run as a test.
public struct RuleExample: Sendable {
    /// Whether the test suite must type-check both sides against the SwiftUI interface stub.
    public enum TypeCheck: Sendable, Equatable {
        case required
        /// Only with a written reason, e.g. an example that deliberately shows code that does not compile.
        case skipped(reason: String)
    }

    public var title: String
    public var before: String
    public var after: String
    /// Substrings of the findings the rule must report on `before`, in order. Empty: no findings.
    public var expectedFindings: [String]
    /// Option overrides for this example (`name: value`), validated like command-line options.
    public var options: [String: String]
    /// Files the rewrite creates beside the example's file: name → text.
    public var createdFiles: [String: String] = [:]
    public var typeCheck: TypeCheck
    /// Where the example is declared, so a failing test points at it.
    public var sourceFile: String
    public var sourceLine: Int

    /// An example the rule rewrites.
    public static func rewrite(
        _ title: String,
        before: String,
        after: String,
        created: [String: String] = [:],
        findings: [String] = [],
        options: [String: String] = [:],
        typeCheck: TypeCheck = .required,
        file: String = #filePath,
        line: Int = #line
    ) -> RuleExample {
        var example = RuleExample(
            title: title, before: before, after: after, expectedFindings: findings, options: options,
            typeCheck: typeCheck, sourceFile: file, sourceLine: line)
        example.createdFiles = created
        return example
    }

    /// An example the rule must leave byte-identical.
    public static func untouched(
        _ title: String,
        source: String,
        findings: [String] = [],
        options: [String: String] = [:],
        typeCheck: TypeCheck = .required,
        file: String = #filePath,
        line: Int = #line
    ) -> RuleExample {
        RuleExample(
            title: title, before: source, after: source, expectedFindings: findings, options: options,
            typeCheck: typeCheck, sourceFile: file, sourceLine: line)
    }
}
