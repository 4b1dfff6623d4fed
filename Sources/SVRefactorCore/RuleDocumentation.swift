/// Renders a rule's metadata as terminal text (`svrefactor explain`) and as its Docs/rules page.
public enum RuleDocumentation {
    /// Separates the generated part of a Docs/rules page from hand-written notes below it.
    public static let generatedMarker = "<!-- END GENERATED: everything above is generated from the rule's metadata by `svrefactor generate-docs`; notes below are hand-written. -->"

    public static func markdown(for metadata: RuleMetadata) -> String {
        var page = "# \(metadata.id)\n\n\(metadata.summary)\n\n"
        if let reason = metadata.optInReason {
            page += "**Opt-in:** it runs only when named with `--rule \(metadata.id)`; `--all-rules` leaves it out. \(reason)\n\n"
        }
        page += "\(metadata.rationale)\n\n## Options\n\n"
        if metadata.options.isEmpty {
            page += "None.\n"
        } else {
            page += "Set with `--option name=value`.\n\n| option | default | values | what it does |\n| --- | --- | --- | --- |\n"
            for option in metadata.options {
                page += "| `\(option.name)` | `\(option.defaultValue)` | \(option.acceptedValues) | \(option.summary) |\n"
            }
        }
        if let selects = metadata.selects {
            page += "\n## One construct at a time\n\n`--at PATH:LINE[:COLUMN]` (and an editor's code action at the cursor, see "
                + "[editors.md](../editors.md)) rewrites only \(selects), as the whole-file run rewrites it.\n"
            if let named = metadata.createdName { page += "`--name NAME` names \(named).\n" }
        }
        if !metadata.examples.isEmpty {
            page += "\n## Examples\n"
            for example in metadata.examples {
                page += "\n### \(example.title)\n\n"
                page += optionsLine(example)
                page += "Before:\n\n```swift\n\(example.before)\n```\n\nAfter:\n\n```swift\n\(example.after)\n```\n"
                for (name, text) in example.createdFiles.sorted(by: { $0.key < $1.key }) {
                    page += "\nNew file `\(name)`:\n\n```swift\n\(text)\n```\n"
                }
                page += findingsList(example)
            }
        }
        // A report-only check's examples are code it reports without changing: they are what the
        // check is for, not code it leaves alone. A rewriting rule's are refusals that say why.
        let isReportOnly = metadata.examples.isEmpty
        let reported = isReportOnly ? metadata.untouched.filter { !$0.expectedFindings.isEmpty } : []
        let leftAlone = metadata.untouched.filter { example in !reported.contains { $0.title == example.title } }
        page += untouchedSection("Reported", reported)
        page += untouchedSection("Left alone", leftAlone)
        return page + "\n" + generatedMarker + "\n"
    }

    /// `svrefactor explain ID`: summary, rationale, options and the first example.
    public static func text(for metadata: RuleMetadata) -> String {
        var text = "\(metadata.id): \(metadata.summary)\n\n"
        if let reason = metadata.optInReason {
            text += "OPT-IN: runs only when named with --rule \(metadata.id); --all-rules leaves it out. \(reason)\n\n"
        }
        text += "\(metadata.rationale)\n\nOPTIONS:\n"
        if metadata.options.isEmpty {
            text += "  none\n"
        } else {
            for option in metadata.options {
                text += "  --option \(option.name)=<value>  \(option.summary) (\(option.acceptedValues); default \(option.defaultValue))\n"
            }
        }
        if let selects = metadata.selects {
            text += "\nAT A POSITION: --at PATH:LINE[:COLUMN] rewrites only \(selects)"
                + (metadata.createdName.map { "; --name NAME names \($0)" } ?? "") + ".\n"
        }
        if let example = metadata.examples.first {
            text += "\nEXAMPLE: \(example.title)\n\nBefore:\n\n\(indent(example.before))\n\nAfter:\n\n\(indent(example.after))\n"
            for (name, created) in example.createdFiles.sorted(by: { $0.key < $1.key }) {
                text += "\nNew file \(name):\n\n\(indent(created))\n"
            }
        } else if let example = metadata.untouched.first(where: { !$0.expectedFindings.isEmpty }) {
            text += "\nEXAMPLE (reported, not changed): \(example.title)\n\n\(indent(example.before))\n\n"
            text += example.expectedFindings.map { "  reports: …\($0)…\n" }.joined()
        }
        let shown = metadata.examples.isEmpty && !metadata.untouched.contains(where: { !$0.expectedFindings.isEmpty }) ? 0 : 1
        let more = metadata.examples.count + metadata.untouched.count - shown
        if more > 0 {
            text += "\n\(more) more example\(more == 1 ? "" : "s"): svrefactor explain \(metadata.id) --format markdown\n"
        }
        return text
    }

    private static func untouchedSection(_ heading: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var section = "\n## \(heading)\n"
        for example in examples {
            section += "\n### \(example.title)\n\n"
            section += optionsLine(example)
            section += "```swift\n\(example.before)\n```\n"
            section += findingsList(example)
        }
        return section
    }

    private static func optionsLine(_ example: RuleExample) -> String {
        guard !example.options.isEmpty else { return "" }
        let options = example.options.sorted { $0.key < $1.key }.map { "`--option \($0.key)=\($0.value)`" }
        return "With " + options.joined(separator: " ") + ".\n\n"
    }

    private static func findingsList(_ example: RuleExample) -> String {
        guard !example.expectedFindings.isEmpty else { return "" }
        return "\nFindings:\n\n" + example.expectedFindings.map { "- …\($0)…\n" }.joined()
    }

    private static func indent(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
