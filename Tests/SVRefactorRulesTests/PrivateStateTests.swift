import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of private-state across files, which one-file examples cannot show.
@Suite("private-state")
struct PrivateStateTests {
    static let view = """
        import SwiftUI

        struct Counter: View {
            @State var count = 0
            @State var label: String?

            var body: some View {
                Text((label ?? "") + "\\(count)")
            }
        }
        """

    func harness(others: [String: String]) -> RuleHarness {
        RuleHarness(PrivateState.self, project: module(Self.view, others: others))
    }

    @Test func callersElsewhereThatPassNothingKeepCompiling() {
        let parent = """
            import SwiftUI

            struct Parent: View {
                var body: some View {
                    Counter()
                }
            }
            """
        let output = harness(others: ["Parent.swift": parent]).expectCompilingRewrite(Self.view, context: [parent])
        #expect(output.contains("@State private var count = 0"))
        #expect(output.contains("@State private var label: String?"))
    }

    @Test func aCallerInAnotherFileThatPassesTheLabelBlocksTheFix() {
        let parent = """
            import SwiftUI

            struct Parent: View {
                var body: some View {
                    Counter(count: 3)
                }
            }
            """
        let run = harness(others: ["Parent.swift": parent]).rewrite(Self.view)
        #expect(run.output.contains("@State var count = 0"))
        #expect(run.output.contains("@State private var label: String?"))
        #expect(run.findings.map(\.message) == [
            "@State property 'count' is not private, though state belongs to the view that declares it; not made private automatically: a call passes it to the memberwise initializer, which loses that parameter when it is private (`Counter(count: …)`, Parent.swift:5); declare an init that sets `_count` from a parameter, then make it private"
        ])
    }

    @Test func anExtensionInAnotherFileThatUsesThePropertyBlocksTheFix() {
        let logic = """
            import SwiftUI

            extension Counter {
                func reset() {
                    count = 0
                    _ = $label
                }
            }
            """
        let run = harness(others: ["Counter+Logic.swift": logic]).rewrite(Self.view)
        #expect(run.output == Self.view)
        // One finding for the view and file, at the first property.
        #expect(run.findings.map { "\($0.line): \($0.message)" } == [
            "4: @State properties 'count' and 'label' are not private, though state belongs to the view that declares it; not made private automatically: the extension of 'Counter' in Counter+Logic.swift may use them, and private would hide them there; move that code into this file to make them private, or leave them internal while the view is split over files"
        ])
    }

    @Test func anExtensionElsewhereThatDoesNotNameThePropertyAllowsTheFix() {
        let other = """
            import SwiftUI

            extension Counter {
                var title: String { "Counter" }
            }
            """
        let run = harness(others: ["Counter+Title.swift": other]).rewrite(Self.view)
        #expect(run.findings.isEmpty)
        #expect(run.output.contains("@State private var count = 0"))
    }

    @Test func withoutTheModuleNothingThatDependsOnOtherFilesIsFixed() {
        let run = RuleHarness(PrivateState.self).rewrite(Self.view)
        #expect(run.output == Self.view)
        #expect(run.findings.count == 2)
        #expect(run.findings.allSatisfy { $0.message.contains("svrefactor cannot see the module's call sites (the run has no module with --no-index, or on standard input without --stdin-path)") })
        let withInit = """
            import SwiftUI

            struct Counter: View {
                @State var count: Int

                init(start: Int) {
                    _count = State(initialValue: start)
                }

                var body: some View {
                    Text("\\(count)")
                }
            }
            """
        let other = RuleHarness(PrivateState.self).rewrite(withInit)
        #expect(other.findings.map(\.message).allSatisfy { $0.contains("svrefactor cannot see the rest of the module, where code may set or read it (the run has no module with --no-index, or on standard input without --stdin-path)") })
    }

    @Test func aRequirementOfAProtocolOfTheModuleBlocksTheFix() {
        let source = """
            import SwiftUI

            protocol Expandable {
                var isExpanded: Bool { get }
            }

            struct Row: View, Expandable {
                @State var isExpanded = false
                @State var isHovered = false

                var body: some View {
                    Text(isExpanded || isHovered ? "-" : "+")
                }
            }
            """
        let run = RuleHarness(PrivateState.self, project: module(source, others: [:])).rewrite(source)
        #expect(run.findings.map(\.message) == [
            "@State property 'isExpanded' is not private, though state belongs to the view that declares it; not made private automatically: it satisfies the requirement 'isExpanded' of 'Expandable', which private would hide"
        ])
        #expect(run.output.contains("@State private var isHovered = false"))
    }

    @Test func aProtocolOutsideTheModuleMayRequireIt() {
        let source = """
            import SwiftUI

            struct Row: View, CustomDebugStringConvertible {
                @State var isOn = false
                var debugDescription: String { "Row" }

                var body: some View {
                    Text(isOn ? "on" : "off")
                }
            }
            """
        let run = RuleHarness(PrivateState.self, project: module(source, others: [:])).rewrite(source)
        #expect(run.findings.map(\.message).first?.hasSuffix("it may satisfy a requirement of 'CustomDebugStringConvertible', which svrefactor cannot see; make it private if it does not") == true)
    }

    @Test func stateObjectsAndNestedViewsAndIfConfigMembers() {
        let source = """
            import SwiftUI

            final class Store: ObservableObject {}

            enum Screens {
                struct Home: View {
                    #if DEBUG
                    @StateObject var store = Store()
                    #endif

                    var body: some View {
                        Text("Home")
                    }
                }
            }
            """
        let output = RuleHarness(PrivateState.self, project: module(source, others: [:])).expectCompilingRewrite(source)
        #expect(output.contains("@StateObject private var store = Store()"))
    }

    @Test func anInitOfAnExtensionInTheFileThatPassesTheLabelBlocksTheFix() {
        let source = Self.view + """

            extension Counter {
                init(start: Int) {
                    self.init(count: start)
                }
            }
            """
        let run = RuleHarness(PrivateState.self, project: module(source, others: [:])).rewrite(source)
        #expect(run.findings.map(\.message) == [
            "@State property 'count' is not private, though state belongs to the view that declares it; not made private automatically: an init of its extension passes it to the memberwise initializer (`self.init(count: …)`, line 13), which loses that parameter when it is private; set `_count` there instead, then make it private"
        ])
        #expect(run.output.contains("@State var count = 0"))
        #expect(run.output.contains("@State private var label: String?"))
    }

    @Test func mayApplyAnswersFromTheModelsEntry() {
        let project = module(Self.view, others: ["Plain.swift": "struct Plain: View { var body: some View { Text(\"\") } }"])
        #expect(PrivateState.mayApply(to: project.declarations(inFile: "Screen.swift")!))
        #expect(!PrivateState.mayApply(to: project.declarations(inFile: "Plain.swift")!))
    }
}
