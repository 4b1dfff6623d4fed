import SVRefactorCore
import SwiftSyntax

/// A rule that rewrites SwiftUI views one at a time: it plans edits for each view of a file from a
/// ``ViewAnalysis``, and the shared ``rewrite(_:in:)`` finds the views, builds the analyses and
/// applies every edit in one pass. A new view rule is a planner, its examples and its page.
protocol ViewRule: Rule {
    /// Records this rule's edits for one view (reporting what it leaves alone through
    /// `view.context`); returns whether it recorded any. `file` carries what the rule decided for
    /// earlier views of the same file.
    func plan(_ view: ViewAnalysis, into edits: inout SyntaxEdits, file: inout FilePlan) -> Bool
}

/// What a view rule decided for the views of a file so far.
struct FilePlan {
    /// Type names the rule has chosen for new declarations in this file.
    var newTypeNames = Set<String>()
}

extension ViewRule {
    public func rewrite(_ file: SourceFileSyntax, in context: RuleContext) -> SourceFileSyntax {
        let views = ViewTypeCollector.views(in: context)
        guard !views.isEmpty else { return file }
        var edits = SyntaxEdits()
        var plan = FilePlan()
        var changed = false
        let fileAnalysis = FileAnalysis(file, accessesMember: context.module.accessesMemberInThisFile)
        for view in views {
            if self.plan(ViewAnalysis(view, in: fileAnalysis, context: context), into: &edits, file: &plan) { changed = true }
        }
        return changed ? edits.applied(to: file, in: context) : file
    }

    /// Only files that declare a struct conforming to `View` have views to rewrite.
    public static func mayApply(to file: FileDeclarations) -> Bool {
        ViewTypeCollector.mayFindViews(in: file)
    }
}
