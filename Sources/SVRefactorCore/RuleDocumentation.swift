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
        page += "\n## Examples\n"
        for example in metadata.examples {
            page += "\n### \(example.title)\n\n"
            page += optionsLine(example)
            page += "Before:\n\n```swift\n\(example.before)\n```\n\nAfter:\n\n```swift\n\(example.after)\n```\n"
            page += findingsList(example)
        }
        if !metadata.untouched.isEmpty {
            page += "\n## Left alone\n"
            for example in metadata.untouched {
                page += "\n### \(example.title)\n\n"
                page += optionsLine(example)
                page += "```swift\n\(example.before)\n```\n"
                page += findingsList(example)
            }
        }
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
        if let example = metadata.examples.first {
            text += "\nEXAMPLE: \(example.title)\n\nBefore:\n\n\(indent(example.before))\n\nAfter:\n\n\(indent(example.after))\n"
        }
        let more = metadata.examples.count - 1 + metadata.untouched.count
        if more > 0 {
            text += "\n\(more) more example\(more == 1 ? "" : "s"): svrefactor explain \(metadata.id) --format markdown\n"
        }
        return text
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
