import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of foreground-style: deployment targets, colours declared in other files, and
/// rewrites that must still compile.
@Suite("foreground-style")
struct ForegroundStyleTests {
    func harness(_ source: String, others: [String: String] = [:], platforms: String? = nil, options: [String: String] = [:]) -> RuleHarness {
        var project = module(source, others: others)
        if let platforms {
            project.deploymentTarget = DeploymentTarget.packageManifest("let package = Package(platforms: [\(platforms)])", source: "Package.swift")
        }
        return RuleHarness(ForegroundStyle.self, options: options, project: project)
    }

    static let caption = """
        import SwiftUI

        struct Caption: View {
            var body: some View {
                Text("a").foregroundColor(.red) + Text("b")
                Image(systemName: "star").foregroundColor(.secondary)
            }
        }
        """

    @Test func aDeploymentTargetWithoutForegroundStyleKeepsEverything() {
        let run = harness(Self.caption, platforms: ".iOS(.v14), .macOS(.v12)").rewrite(Self.caption)
        #expect(run.output == Self.caption)
        #expect(run.findings.count == 2)
        #expect(run.findings.last?.message == "`.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: Package.swift supports iOS 14 (foregroundStyle(_:) needs 15); raise the deployment target, or pass --option min-ios=15 once the module requires iOS 15 and macOS 12")
    }

    @Test func iOS15RewritesViewsButNotTextResults() {
        let run = harness(Self.caption, platforms: ".iOS(.v15), .macOS(.v12)").rewrite(Self.caption)
        #expect(run.output.contains("Image(systemName: \"star\").foregroundStyle(Color.secondary)"))
        #expect(run.output.contains("Text(\"a\").foregroundColor(.red) + Text(\"b\")"))
        #expect(run.findings.map(\.message) == [
            "`.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: its result is an operand of `+`, which needs a Text, so the Text overload would be needed: Package.swift supports iOS 15 (Text.foregroundStyle(_:) needs 17), macOS 12 (Text.foregroundStyle(_:) needs 14); raise the deployment target, or pass --option min-ios=17 once the module requires iOS 17 and macOS 14"
        ])
    }

    @Test func iOS17RewritesTextResultsToo() {
        let output = harness(Self.caption, platforms: ".iOS(.v17), .macOS(.v14)").expectCompilingRewrite(Self.caption)
        #expect(output.contains("Text(\"a\").foregroundStyle(.red) + Text(\"b\")"))
    }

    /// Found by the mutation fuzzer: an implicit member with a comment (or spaces) after its `.`
    /// parses, but `Color./* c */ secondary` does not, so the call is reported, not rewritten.
    @Test func aColourWithACommentAfterItsDotIsLeftAlone() {
        let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Image(systemName: "star").foregroundColor(./* muted */ secondary)
                    Image(systemName: "moon").foregroundColor(.secondary)
                }
            }
            """
        let run = harness(source, platforms: ".iOS(.v17), .macOS(.v14)").rewrite(source)
        #expect(run.output.contains("foregroundColor(./* muted */ secondary)"))
        #expect(run.output.contains("Image(systemName: \"moon\").foregroundStyle(Color.secondary)"))
        #expect(run.findings.map(\.message) == [
            "`.foregroundColor` is deprecated; not rewritten as `.foregroundStyle`: `./* muted */ secondary` would become `Color.secondary`, and what stands between its `.` and its name cannot stay there; remove it and run again"
        ])
    }

    @Test func colorsAndTypesDeclaredInOtherFiles() {
        let theme = """
            import SwiftUI

            extension Color {
                static let brand = Color("Brand")
                static func hex(_ value: UInt) -> Self { Color(red: 0, green: 0, blue: 0) }
                static let muted: Color? = nil
            }

            @Observable
            final class Theme {
                var labelColor: Color = .primary
                var linkColor: Color?
            }
            """
        let source = """
            import SwiftUI

            struct Link: View {
                @Environment(Theme.self) private var theme
                let title: String

                var body: some View {
                    VStack {
                        Text(title).foregroundColor(.brand)
                        Text(title).foregroundColor(.hex(0xFF0000))
                        Text(title).foregroundColor(theme.labelColor)
                        Text(title).foregroundColor(theme.linkColor)
                        Text(title).foregroundColor(.muted)
                    }
                }
            }
            """
        let harness = harness(source, others: ["Theme.swift": theme])
        let run = harness.rewrite(source)
        #expect(run.output.contains("Text(title).foregroundStyle(Color.brand)"))
        #expect(run.output.contains("Text(title).foregroundStyle(Color.hex(0xFF0000))"))
        #expect(run.output.contains("Text(title).foregroundStyle(theme.labelColor)"))
        #expect(run.findings.map(\.message) == [
            "`.foregroundColor` is deprecated, but `foregroundStyle` takes no optional and `theme.linkColor` is a `Color?`: unwrap it (`theme.linkColor ?? .primary`) or apply the modifier only when there is a colour",
            "`.foregroundColor` is deprecated, but `foregroundStyle` takes no optional and `.muted` is a `Color?`: unwrap it (`.muted ?? .primary`) or apply the modifier only when there is a colour",
        ])
        let compiling = source.replacing("Text(title).foregroundColor(theme.linkColor)\n", with: "").replacing("Text(title).foregroundColor(.muted)\n", with: "")
        _ = harness.expectCompilingRewrite(compiling, context: [theme])
    }

    // Found on damus: `DamusColors.green` left as `foregroundColor` beside rewritten `.red`.
    @Test func aStaticColourOfAnotherTypeOfTheModuleIsAColour() {
        let palette = """
            import SwiftUI

            enum Palette {
                static let brand = Color("Brand")
                static let accent = Color.orange
                static let muted: Color? = nil
            }
            """
        let source = """
            import SwiftUI

            struct Link: View {
                let isOn: Bool

                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Palette.brand)
                        Text("b").foregroundColor(isOn ? Palette.accent : .primary)
                        Text("c").foregroundColor(Palette.muted)
                    }
                }
            }
            """
        let harness = harness(source, others: ["Palette.swift": palette])
        let run = harness.rewrite(source)
        #expect(run.output.contains("Text(\"a\").foregroundStyle(Palette.brand)"), "\(run.output)")
        #expect(run.output.contains("Text(\"b\").foregroundStyle(isOn ? Palette.accent : Color.primary)"), "\(run.output)")
        #expect(run.output.contains("Text(\"c\").foregroundColor(Palette.muted)"))
        _ = harness.expectCompilingRewrite(source.replacing("Text(\"c\").foregroundColor(Palette.muted)\n", with: ""), context: [palette])
    }

    @Test func aColorNestedInAnotherTypeChangesNothingOutsideIt() {
        // `IconPicker.Color` is what `Color` means inside `IconPicker` and its extensions, and only there.
        let picker = """
            import SwiftUI

            struct IconPicker: View {
                enum Color { case blue, green }
                let selected: Color
                var body: some View { Text("icons") }
            }
            """
        let source = """
            import SwiftUI

            extension Color {
                static let brand = Color("Brand")
            }

            struct Row: View {
                var body: some View {
                    Text("a").foregroundColor(.brand)
                }
            }

            extension IconPicker {
                var swatch: some View {
                    Text("b").foregroundColor(.brand)
                }
            }

            struct Swatch<Color: ShapeStyle>: View {
                let fill: Color
                var body: some View {
                    Text("c").foregroundColor(.secondary)
                }
            }
            """
        let run = harness(source, others: ["IconPicker.swift": picker]).rewrite(source)
        #expect(run.output.contains("Text(\"a\").foregroundStyle(Color.brand)"), "\(run.output)")
        #expect(run.output.contains("Text(\"b\").foregroundColor(.brand)"))
        #expect(run.output.contains("Text(\"c\").foregroundColor(.secondary)"))
        #expect(run.findings.count == 2, "\(run.findings)")
        #expect(run.findings.allSatisfy { $0.message.contains("its own 'Color'") })
        _ = harness(source, others: ["IconPicker.swift": picker]).expectCompilingRewrite(source, context: [picker])
    }

    @Test func parametersLocalsAndDeclaredValuesOutsideViews() {
        let source = """
            import SwiftUI

            private let accent = Color.hex(0xF1DC9C)

            extension Color {
                static func hex(_ value: UInt) -> Color { Color(red: 0, green: 0, blue: 0) }
            }

            extension View {
                func tinted(_ color: Color, optional: Color?) -> some View {
                    let local = color.opacity(0.5)
                    return self
                        .foregroundColor(color)
                        .foregroundColor(local)
                        .foregroundColor(accent)
                        .foregroundColor(optional!)
                        .foregroundColor(optional ?? .accentColor)
                }
            }
            """
        let output = harness(source).expectCompilingRewrite(source)
        #expect(output.contains("""
                        .foregroundStyle(color)
                        .foregroundStyle(local)
                        .foregroundStyle(accent)
                        .foregroundStyle(optional!)
                        .foregroundStyle(optional ?? Color.accentColor)
            """))
    }

    @Test func qualifyingKeepsTheLineBreakBeforeTheMember() {
        let source = """
            import SwiftUI

            struct Status: View {
                let isActive: Bool

                var body: some View {
                    Circle()
                        .foregroundColor(isActive
                            ? .accentColor
                            : .init(red: 0.5, green: 0.5, blue: 0.5))
                }
            }
            """
        let output = harness(source).expectCompilingRewrite(source)
        #expect(output.contains("""
                        .foregroundStyle(isActive
                            ? Color.accentColor
                            : Color.init(red: 0.5, green: 0.5, blue: 0.5))
            """))
    }

    @Test func textResultsThatAreNotCollectedByAViewBuilderStay() {
        let source = """
            import SwiftUI

            struct Title: View {
                var title: Text {
                    Text("Title").foregroundColor(.red)
                }

                var body: some View {
                    VStack {
                        if Bool.random() {
                            Text("a").foregroundColor(.red).bold()
                        }
                        Text("b").foregroundColor(.red)
                            .overlay { Text("c").foregroundColor(.blue) }
                    }
                    .navigationTitle(Text("Title").foregroundColor(.red))
                }
            }
            """
        let run = harness(source).rewrite(source)
        #expect(run.findings.map { "\($0.line)" } == ["5", "11", "16"])
        #expect(run.output.contains("Text(\"b\").foregroundStyle(.red)"))
        #expect(run.output.contains("Text(\"c\").foregroundStyle(.blue)"))
    }

    @Test func modifiersInsideIfConfigBlocksContinueTheChain() {
        let source = """
            import SwiftUI

            struct Count: View {
                var body: some View {
                    Text("12")
                        .foregroundColor(.secondary)
                        #if os(macOS)
                        .font(.footnote)
                        #endif
                    Text("Author")
                        #if os(iOS)
                        .foregroundColor(.secondary)
                        #endif
                    Text("13")
                        .foregroundColor(.secondary)
                        #if os(iOS)
                        .bold()
                        #endif
                }
            }
            """
        let run = harness(source).rewrite(source)
        #expect(run.output.contains("Text(\"12\")\n            .foregroundStyle(Color.secondary)"))
        #expect(run.output.contains("#if os(iOS)\n            .foregroundStyle(Color.secondary)"))
        #expect(run.findings.map(\.line) == [15])
    }

    @Test func aStandardColourTheModuleRedeclaresIsQualified() {
        let source = """
            import SwiftUI

            extension Color {
                static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
            }

            struct Alert: View {
                var body: some View {
                    Text("!").foregroundColor(.red)
                }
            }
            """
        let output = harness(source).expectCompilingRewrite(source)
        #expect(output.contains("Text(\"!\").foregroundStyle(Color.red)"))
    }

    @Test func otherShapesAreLeftAlone() {
        let source = """
            import SwiftUI

            struct Plain: View {
                var body: some View {
                    Text(AttributedString("a", attributes: AttributeContainer().foregroundColor(.red)))
                }
            }
            """
        let run = harness(source).rewrite(source)
        #expect(run.output == source)
        #expect(run.findings.isEmpty)
    }

    @Test func mayApplyAnswersFromTheModelsEntry() {
        let project = module(Self.caption, others: ["Plain.swift": "// .foregroundColor(.red)\nlet x = 1"])
        #expect(ForegroundStyle.mayApply(to: project.declarations(inFile: "Screen.swift")!))
        #expect(!ForegroundStyle.mayApply(to: project.declarations(inFile: "Plain.swift")!))
    }
}
