import SVRefactorCore
@testable import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// Edge cases of init-view-model that its documented examples do not cover.
@Suite("init-view-model")
struct InitViewModelTests {
    let harness = RuleHarness(InitViewModel.self)

    static let model = """
        import SwiftUI

        @Observable
        final class Model {
            var title = ""
            init(id: Int) {}
        }

        """

    /// The fuzzer's case: the `if let` goes, its first statement takes its place with its comment.
    @Test func aCommentOnTheFirstStatementOfTheUnwrappingIfStays() {
        let source = Self.model + """
            struct Screen: View {
                @State private var model: Model?

                var body: some View {
                    Group {
                        if let model {
                            /// The title, large.
                            Text(model.title)
                        } else {
                            ProgressView()
                        }
                    }
                    .task {
                        if model == nil {
                            model = Model(id: 1)
                        }
                    }
                }
            }
            """
        let result = harness.run(source)
        #expect(result.problem == nil, "\(result.problem ?? "")")
        #expect(result.output.contains("        Group {\n            /// The title, large.\n            Text(model.title)\n        }"), "\(result.output)")
    }

    @Test func anObservableSelectionThatStaysOptionalGetsNoFinding() {
        // `Account` is an @Observable class, but `chosen` is named like a selection: it is reset
        // to nil, which is its meaning, not a reason to report.
        let selection = """
            import SwiftUI

            @Observable
            final class Account {
                init(id: Int) {}
            }

            struct Picker: View {
                @State private var chosen: Account?

                var body: some View {
                    Button("Choose") { chosen = Account(id: 1) }
                    Button("Clear") { chosen = nil }
                }
            }
            """
        #expect(harness.rewrite(selection).findings.isEmpty)
        // Named as a model, the same shape is reported.
        let named = harness.rewrite(selection.replacing("chosen", with: "viewModel"))
        #expect(named.findings.map(\.message).contains { $0.hasPrefix("'viewModel' stays optional: it is assigned in 2 places") })
    }

    /// Found by fuzzing: a comment between `.onAppear` and its closure went with the modifier.
    @Test func aCommentInTheRemovedModifierKeepsTheOptional() {
        let source = Self.model + """
            struct Detail: View {
                let id: Int
                @State private var model: Model?

                var body: some View {
                    Text(model?.title ?? "")
                        .onAppear /* create once */ {
                            if model == nil { model = Model(id: id) }
                        }
                }
            }
            """
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message).contains { $0.contains("the code that creates it has comments that would be lost") })
    }

    @Test func aDefaultForAnOptionalPropertyOfTheModelStays() throws {
        let output = harness.expectCompilingRewrite(Self.model.replacing("var title = \"\"", with: "var title: String? = nil") + """
            struct Detail: View {
                let id: Int
                @State private var model: Model?

                var body: some View {
                    Text(model?.title ?? "")
                        .onAppear { model = Model(id: id) }
                }
            }
            """)
        #expect(output.contains("Text(model.title ?? \"\")"))
    }

    @Test func namedUnwrapsGuardsAndForceUnwrapsLoseTheirOptionality() throws {
        let output = harness.expectCompilingRewrite(Self.model + """
            struct Detail: View {
                let id: Int
                @State private var model: Model? = nil

                var body: some View {
                    VStack {
                        if let model = model {
                            Text(model.title)
                        }
                        Text(model!.title)
                        Text(model?.title ?? "")
                    }
                    .onAppear { model = Model(id: id) }
                }

                private func describe() -> String {
                    guard let model else { return "" }
                    return model.title
                }
            }
            """)
        #expect(output.contains("    @State private var model: Model\n"))
        // `title` is declared `var title = ""` in the model's class: a String, so `?? ""` goes too.
        #expect(output.contains("            Text(model.title)\n            Text(model.title)\n            Text(model.title)\n        }\n    }"))
        #expect(output.contains("    private func describe() -> String {\n        return model.title\n    }"))
        #expect(output.contains("_model = State(initialValue: Model(id: id))"))
    }

    @Test func dotInitIsWrittenWithTheType() throws {
        let output = harness.expectCompilingRewrite(Self.model + """
            struct Detail: View {
                let id: Int
                @State private var model: Model?

                var body: some View {
                    Text(model?.title ?? "")
                        .task { model = .init(id: id) }
                }
            }
            """)
        #expect(output.contains("_model = State(initialValue: Model(id: id))"))
        #expect(!output.contains(".task"))
    }

    @Test func theSynthesizedInitKeepsLabelsOrderDefaultsAndBindings() throws {
        let output = harness.expectCompilingRewrite(Self.model + """
            struct Detail: View {
                let id: Int
                var subtitle: String?
                @Binding var isOn: Bool
                @Environment(\\.dismiss) private var dismiss
                @State private var count = 0
                @State private var model: Model?

                var body: some View {
                    Toggle(model?.title ?? "", isOn: $isOn)
                        .onAppear {
                            guard model == nil else { return }
                            model = Model(id: id)
                        }
                }
            }

            struct Detail_Previews: PreviewProvider {
                static var previews: some View {
                    Detail(id: 1, isOn: .constant(true))
                    Detail(id: 2, subtitle: "x", isOn: .constant(false))
                }
            }
            """)
        // `count` is private and wrapped with a value: the memberwise initializer has no parameter for it.
        #expect(output.contains("    init(id: Int, subtitle: String? = nil, isOn: Binding<Bool>) {\n"))
        #expect(output.contains("        _isOn = isOn\n"))
    }

    @Test func usesThatNeedTheOptionalKeepIt() {
        for (use, reason) in [
            ("Toggle(\"\", isOn: .constant($model.wrappedValue == nil))", "'$model' is used"),
            ("Text(model.map { $0.title } ?? \"\")", "it is used as an optional value (`model.map`)"),
            ("Text(model == nil ? \"a\" : \"b\")", "compared with nil"),
            ("Text((model ?? Model(id: 0)).title)", "defaulted with `??`"),
        ] {
            let source = Self.model + """
                struct Detail: View {
                    @State private var model: Model?

                    var body: some View {
                        \(use)
                            .onAppear { model = Model(id: 1) }
                    }
                }
                """
            let (output, findings) = harness.rewrite(source)
            #expect(output == source)
            #expect(findings.count == 1 && findings[0].message.contains(reason), "\(use): \(findings.map(\.message))")
        }
    }

    @Test func bootstrapCommentsAreNeverDropped() {
        let source = Self.model + """
            struct Detail: View {
                @State private var model: Model?

                var body: some View {
                    Text(model?.title ?? "")
                        .onAppear {
                            // Created late on purpose: see the design doc.
                            model = Model(id: 1)
                        }
                }
            }
            """
        let (output, findings) = harness.rewrite(source)
        #expect(output == source)
        #expect(findings.map(\.message) == ["'model' stays optional: the code that creates it has comments that would be lost; move or remove them"])
    }

    @Test func creationFromAMethodOrALocalStays() {
        for (creation, reason) in [
            ("model = Model(id: makeID())", "calls 'makeID'"),
            ("let id = 3\n            model = Model(id: id)", "a local value"),
        ] {
            let source = Self.model + """
                struct Detail: View {
                    @State private var model: Model?

                    var body: some View {
                        Text(model?.title ?? "")
                            .task {
                                \(creation)
                            }
                    }

                    private func makeID() -> Int { 1 }
                }
                """
            let (output, findings) = harness.rewrite(source)
            #expect(output == source)
            #expect(findings.first?.message.contains(reason) == true, "\(findings.map(\.message))")
        }
    }

    @Test func aFileOfAllmanBracesGetsAnInitWithAllmanBraces() {
        let source = Self.model + """
            struct Detail: View
            {
                let id: Int
                @State private var model: Model?

                var body: some View
                {
                    Text(model?.title ?? "")
                        .onAppear
                        {
                            if model == nil { model = Model(id: id) }
                        }
                }
            }
            """
        #expect(harness.expectCompilingRewrite(source).contains("""
                init(id: Int)
                {
                    self.id = id
                    _model = State(initialValue: Model(id: id))
                }
            """))
    }
}
