import Foundation
import SVRefactorCore

/// `--reporter html`: one self-contained page for reviewing a whole run (a codemod before it is
/// applied, a check's findings): counts per rule, every finding with its message and a link to
/// the rule's page, every would-be change as a coloured unified diff, file by file, and a filter
/// by rule. No network access and no external assets: the styles and the filter's script are in
/// the page.
extension MachineReport {
    func html() -> String {
        var perRule: [String: (findings: Int, changes: Int)] = [:]
        for finding in findings {
            if finding.fixable { perRule[finding.rule, default: (0, 0)].changes += 1 } else { perRule[finding.rule, default: (0, 0)].findings += 1 }
        }
        let rules = perRule.keys.sorted()
        let changes = findings.filter(\.fixable).count
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>svrefactor \(Self.htmlEscaped(mode.name)) report</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <h1>svrefactor \(Self.htmlEscaped(mode.name))</h1>
            <p id="totals">\(filesScanned) files scanned, \(filesChanged) \(mode == .apply ? "changed" : "would change"), \(findings.count - changes) findings, \(changes) changes.</p>

            """
        page += "<label for=\"rule-filter\">Rule</label> <select id=\"rule-filter\"><option value=\"\">every rule</option>"
        for rule in rules { page += "<option value=\"\(Self.htmlEscaped(rule))\">\(Self.htmlEscaped(rule))</option>" }
        page += "</select> <span id=\"shown\"></span>\n"

        page += "<h2>Counts per rule</h2>\n<table id=\"counts\"><thead><tr><th>rule</th><th>findings</th><th>changes</th></tr></thead><tbody>\n"
        for rule in rules {
            let counts = perRule[rule]!
            page += "<tr data-rule=\"\(Self.htmlEscaped(rule))\"><td>\(ruleLink(rule))</td><td>\(counts.findings)</td><td>\(counts.changes)</td></tr>\n"
        }
        page += "</tbody></table>\n"

        page += "<h2>Findings</h2>\n"
        var currentFile: String?
        for finding in findings {
            if finding.file != currentFile {
                if currentFile != nil { page += "</ul>\n" }
                currentFile = finding.file
                page += "<h3 class=\"file\">\(Self.htmlEscaped(finding.file))</h3>\n<ul class=\"findings\">\n"
            }
            page += "<li class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(Self.htmlEscaped(finding.rule))\">"
            page += "<span class=\"where\">\(finding.line):\(finding.column)</span> \(ruleLink(finding.rule)) "
            page += "<span class=\"message\">\(Self.htmlEscaped(finding.message))</span></li>\n"
        }
        if currentFile != nil { page += "</ul>\n" } else { page += "<p>No findings.</p>\n" }

        page += "<h2>Changes</h2>\n"
        if diffs.isEmpty { page += "<p>No changes.</p>\n" }
        for (file, diff) in diffs {
            let changedBy = Set(findings.filter { $0.fixable && $0.file == file }.map(\.rule)).sorted()
            page += "<section class=\"diff\" data-rules=\"\(Self.htmlEscaped(changedBy.joined(separator: " ")))\">"
            page += "<h3 class=\"file\">\(Self.htmlEscaped(file))</h3><pre>"
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast(diff.hasSuffix("\n") ? 1 : 0) {
                let kind = line.hasPrefix("+++") || line.hasPrefix("---") ? "head" : line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "context"
                page += "<span class=\"\(kind)\">\(Self.htmlEscaped(String(line)))</span>\n"
            }
            page += "</pre></section>\n"
        }
        page += "<script>\n\(Self.script)\n</script>\n</body>\n</html>\n"
        return page
    }

    /// The rule's id linked to its page, as an HTML fragment.
    private func ruleLink(_ rule: String) -> String {
        rule == ReportedFinding.toolRuleID
            ? "<code>\(Self.htmlEscaped(rule))</code>"
            : "<a class=\"rule\" href=\"\(Self.htmlEscaped(Self.rulePagesURL + rule + ".md"))\"><code>\(Self.htmlEscaped(rule))</code></a>"
    }

    /// Text for HTML: the XML escaping (``xmlEscaped(_:)``) with line breaks and tabs kept as
    /// they are, since the page shows diffs in `<pre>`.
    static func htmlEscaped(_ text: String) -> String {
        xmlEscaped(text, keepingWhitespace: true)
    }

    private static let style = """
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em; color: #1d1d1f; }
        code, pre, .where { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
        table { border-collapse: collapse; } th, td { padding: .2em .8em; border-bottom: 1px solid #ddd; text-align: left; }
        td:nth-child(n+2) { text-align: right; }
        ul.findings { list-style: none; padding-left: 0; } .finding { margin: .2em 0; } .finding.error .where { color: #b00020; }
        .where { color: #666; margin-right: .5em; }
        pre { background: #f6f8fa; padding: .6em; overflow-x: auto; }
        .add { background: #e6ffed; display: block; } .del { background: #ffeef0; display: block; }
        .hunk { color: #6f42c1; display: block; } .head { font-weight: bold; display: block; } .context { display: block; }
        .hidden { display: none; }
        """

    /// Filters findings, counts and diffs by the selected rule, and says how many findings show.
    private static let script = """
        (function () {
          var select = document.getElementById('rule-filter');
          function apply() {
            var rule = select.value, shown = 0;
            document.querySelectorAll('[data-rule]').forEach(function (element) {
              var match = !rule || element.getAttribute('data-rule') === rule;
              element.classList.toggle('hidden', !match);
              if (match && element.classList.contains('finding')) { shown += 1; }
            });
            document.querySelectorAll('[data-rules]').forEach(function (element) {
              var rules = element.getAttribute('data-rules').split(' ');
              element.classList.toggle('hidden', !!rule && rules.indexOf(rule) < 0);
            });
            document.getElementById('shown').textContent = shown + (shown === 1 ? ' finding shown' : ' findings shown');
          }
          select.addEventListener('change', apply);
          apply();
        })();
        """
}
