import SVRefactorCore
import SwiftSyntax
import Testing

@Suite("Source style detection")
struct SourceStyleTests {
    func detect(_ source: String) -> SourceStyle { SourceStyle.detect(in: Array(source.utf8)) }

    @Test func detectsIndentationUnit() {
        #expect(detect("struct A {\n    let a = 1\n    func f() {\n        g()\n    }\n}\n").indentation == .spaces(4))
        #expect(detect("struct A {\n  let a = 1\n  func f() {\n    g()\n  }\n}\n").indentation == .spaces(2))
        #expect(detect("struct A {\n\tlet a = 1\n\tfunc f() {\n\t\tg()\n\t}\n}\n").indentation == .tabs)
    }

    @Test func defaultsToFourSpacesAndLF() {
        #expect(detect("let a = 1") == SourceStyle(indentation: .spaces(4), lineEnding: .lf))
    }

    @Test func detectsLineEndings() {
        #expect(detect("a\r\nb\r\n").lineEnding == .crlf)
        #expect(detect("a\nb\n").lineEnding == .lf)
    }

    @Test func providesTriviaInTheDetectedStyle() {
        let style = SourceStyle(indentation: .tabs, lineEnding: .crlf)
        #expect(style.newlines(2) == .carriageReturnLineFeeds(2))
        #expect(style.indentUnit == .tabs(1))
        #expect(SourceStyle(indentation: .spaces(2)).indentUnitText == "  ")
    }
}

@Suite("Leading trivia layout")
struct LeadingTriviaLayoutTests {
    @Test func separatesBlankLinesHeadingsAndAttachedComments() {
        let layout = LeadingTriviaLayout([
            .newlines(2), .spaces(4), .lineComment("// MARK: - Actions"), .newlines(2),
            .spaces(4), .docLineComment("/// Saves."), .newlines(1), .spaces(4),
        ])
        #expect(layout.separator == [.newlines(2)])
        #expect(layout.heading == [.spaces(4), .lineComment("// MARK: - Actions"), .newlines(2)])
        #expect(layout.attached == [.spaces(4), .docLineComment("/// Saves."), .newlines(1), .spaces(4)])
    }

    @Test func aCommentRightAboveADeclarationIsAttached() {
        let layout = LeadingTriviaLayout([.newlines(1), .spaces(4), .lineComment("// note"), .newlines(1), .spaces(4)])
        #expect(layout.heading.isEmpty)
        #expect(layout.attached == [.spaces(4), .lineComment("// note"), .newlines(1), .spaces(4)])
        #expect(layout.startsOnOwnLine)
    }

    @Test func aCommentFollowedByABlankLineIsAHeading() {
        let layout = LeadingTriviaLayout([.newlines(1), .spaces(4), .lineComment("// Layout"), .newlines(2), .spaces(4)])
        #expect(layout.hasHeading)
        #expect(layout.attached == [.spaces(4)])
    }

    /// Issue 10 (found on winston's SubItem): a blank line holding spaces after a heading comment
    /// stayed with the declaration, so the heading lost its blank line when the declaration moved.
    @Test func aBlankLineWithSpacesAfterAHeadingBelongsToTheHeading() {
        let layout = LeadingTriviaLayout([
            .newlines(1), .lineComment("//  @Default(.x) private var x"), .newlines(1), .spaces(2), .newlines(1), .spaces(2),
        ])
        #expect(layout.heading == [.lineComment("//  @Default(.x) private var x"), .newlines(1), .spaces(2), .newlines(1)])
        #expect(layout.attached == [.spaces(2)])
    }

    @Test func aDeclarationOnTheSameLineHasNoSeparator() {
        let layout = LeadingTriviaLayout([.spaces(1)])
        #expect(layout.separator.isEmpty)
        #expect(!layout.startsOnOwnLine)
        #expect(layout.attached == [.spaces(1)])
    }
}

@Suite("Rule options")
struct RuleOptionTests {
    let specs = [
        RuleOptionSpec(name: "min-lines", summary: "", kind: .integer(minimum: 1, maximum: 100), defaultValue: "3"),
        RuleOptionSpec(name: "style", summary: "", kind: .choice(["plain", "handle"]), defaultValue: "plain"),
        RuleOptionSpec(name: "enabled", summary: "", kind: .boolean, defaultValue: "true"),
    ]

    @Test func defaultsAndOverrides() throws {
        let values = try RuleOptionValues(specs: specs, overrides: ["min-lines": "7", "enabled": "no"])
        #expect(values.integer("min-lines") == 7)
        #expect(values.string("style") == "plain")
        #expect(values.boolean("enabled") == false)
    }

    @Test func invalidValuesAreRejectedWithAClearMessage() {
        #expect(throws: RuleOptionError("invalid value '0' for option 'min-lines': expected an integer from 1 to 100")) {
            try RuleOptionValues(specs: specs, overrides: ["min-lines": "0"])
        }
        #expect(throws: RuleOptionError("invalid value 'fancy' for option 'style': expected one of plain, handle")) {
            try RuleOptionValues(specs: specs, overrides: ["style": "fancy"])
        }
    }
}
