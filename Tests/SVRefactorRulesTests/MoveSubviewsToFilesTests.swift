import SVRefactorCore
import SVRefactorRules
import SVRefactorTestSupport
import Testing

/// move-subviews-to-files on the shapes its examples do not show: names taken in the module, what
/// is private to the file, `#if`, headers, imports, section headings, and what the project allows.
@Suite("move-subviews-to-files")
struct MoveSubviewsToFilesTests {
    static let limits = ["max-file-lines": "10", "min-lines": "8"]

    /// The module `files` make up, with `Screen.swift`'s folder picked up by the build unless said otherwise.
    func run(
        _ source: String, besides files: [(path: String, source: String)] = [], options: [String: String] = limits,
        placement: NewFilePlacement = .pickedUp(by: "the test package"), importsMembersExplicitly: Bool = false
    ) -> RuleHarness.Run {
        // A module of one file is left alone: `App.swift` is the module's other file.
        var model = ProjectModel.parsing([(path: "Screen.swift", source: source), (path: "App.swift", source: "")] + files)
        model.newFileFolders = NewFileFolders(placements: ["": placement], importsMembersExplicitly: importsMembersExplicitly ? [""] : [])
        return RuleHarness(MoveSubviewsToFiles.self, options: options, project: model).run(source, path: "Screen.swift")
    }

    /// `Screen` with a long subview `name`, private or not, and `extra` after it.
    static func screen(subview name: String = "Header", isPrivate: Bool = true, header: String = "", imports: String = "import SwiftUI", extra: String = "") -> String {
        """
        \(header)\(imports)

        struct Screen: View {
            var body: some View {
                \(name)(title: "Hello")
            }
        }

        \(isPrivate ? "private " : "")struct \(name): View {
            let title: String

            var body: some View {
                VStack {
                    Text(title)
                        .font(.title)
                    Text("Subtitle")
                }
            }
        }
        \(extra)
        """
    }

    @Test func aPrivateViewWhoseNameAnotherFileUsesIsRenamedWithTheParentsPrefix() {
        let other = (path: "Other.swift", source: "import SwiftUI\n\nstruct Other: View {\n    var body: some View { Header() }\n}\n\nstruct Header: View {\n    var body: some View { EmptyView() }\n}\n")
        let result = run(Self.screen(), besides: [other])
        #expect(result.problem == nil)
        #expect(result.output.contains("        ScreenHeader(title: \"Hello\")"), "\(result.output)")
        #expect(result.createdFiles.keys.sorted() == ["ScreenHeader.swift"])
        #expect(result.createdFiles["ScreenHeader.swift"]?.contains("struct ScreenHeader: View {") == true)
    }

    @Test func aNameTakenTwiceIsAFindingAndTheViewStays() {
        let other = (path: "Other.swift", source: "struct Header {}\nstruct ScreenHeader {}\n")
        let source = Self.screen()
        let result = run(source, besides: [other])
        #expect(result.output == source)
        #expect(result.findings.map(\.message) == [
            "'Header' is not moved to a file of its own: its name is taken elsewhere in the module, and so is 'ScreenHeader'; a view in a file of its own is visible to the whole module, so its name must be unique there: rename it, then run the rule again"
        ])
    }

    /// Swift refuses two files of one name in a module, and macOS two names that differ in case.
    @Test func aFileNameTheModuleHasIsAFinding() {
        let sameName = run(Self.screen(isPrivate: false), besides: [(path: "Feature/Header.swift", source: "struct Unrelated {}\n")])
        #expect(sameName.findings.first?.message.contains("the module already has a file named 'Header.swift' (Feature/Header.swift)") == true, "\(sameName.findings)")
        let otherCase = run(Self.screen(isPrivate: false), besides: [(path: "header.swift", source: "struct Unrelated {}\n")])
        #expect(otherCase.findings.first?.message.contains("'header.swift' is already in its folder, and on a case-insensitive file system") == true, "\(otherCase.findings)")
        #expect(otherCase.createdFiles.isEmpty)
    }

    @Test func whatIsPrivateToTheFileKeepsTheViewWithAFindingThatNamesIt() {
        let privateExtension = run(Self.screen(extra: "\nprivate extension Text {\n    func titled() -> some View { font(.title) }\n}\n").replacingOccurrences(of: "Text(\"Subtitle\")", with: "Text(\"Subtitle\").titled()"))
        #expect(privateExtension.findings.map(\.message) == [
            "'Header' is not moved to a file of its own: it refers to a member named 'titled', and this file declares one in a private extension of Text, which only this file can see; if the view uses that one, make it internal, then run the rule again"
        ])
        let fileprivateMember = run(Self.screen(isPrivate: false, extra: "\nextension Header {\n    fileprivate static let spacing = 4.0\n}\n\nstruct Footer {\n    let gap = Header.spacing\n}\n"))
        #expect(fileprivateMember.findings.first?.message.contains("code staying in this file refers to a member named 'spacing', which it declares fileprivate in an extension of Header") == true, "\(fileprivateMember.findings)")
    }

    /// Two private views of the file, one using the other: both move, both become internal.
    @Test func viewsThatUseEachOtherMoveTogether() {
        let source = Self.screen(extra: "\nprivate struct Badge: View {\n    let count: Int\n\n    var body: some View {\n        ZStack {\n            Circle()\n            Text(\"\\(count)\")\n                .font(.caption)\n            Header(title: \"x\")\n        }\n    }\n}\n")
        let result = run(source)
        #expect(result.problem == nil)
        #expect(result.createdFiles.keys.sorted() == ["Badge.swift", "Header.swift"], "\(result.findings)")
    }

    @Test func aViewInAnElseBranchOrOneTheElseBranchDeclaresTooStays() {
        let elseBranch = """
            import SwiftUI

            struct Screen: View {
                var body: some View { Header(title: "") }
            }

            #if os(macOS)
            typealias Header = Text
            #else
            struct Header: View {
                let title: String

                var body: some View {
                    VStack {
                        Text(title)
                        Text(title)
                        Text(title)
                    }
                }
            }
            #endif

            """
        let result = run(elseBranch)
        #expect(result.output == elseBranch)
        #expect(result.findings.map(\.message) == [
            "'Header' is not moved to a file of its own: it is declared in an `#else` branch, and only a view in the first branch of an `#if` can move with its condition; move the block by hand"
        ])
        let sameName = elseBranch.replacingOccurrences(of: "#if os(macOS)\ntypealias Header = Text\n#else\n", with: "#if os(iOS)\n").replacingOccurrences(of: "#endif", with: "#else\nstruct Header: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n#endif")
        #expect(run(sameName).findings.first?.message.contains("its `#else` branch declares 'Header' too") == true, "\(run(sameName).findings)")
    }

    /// An Xcode template header goes along with the new file's name; a lint directive in it stays.
    @Test func theHeaderCommentComesAlongRenamed() {
        let header = "//\n//  Screen.swift\n//  App\n//\n//  Copyright © 2024 Example. All rights reserved.\n// swiftlint:disable file_length\n\n"
        let result = run(Self.screen(header: header))
        #expect(result.createdFiles["Header.swift"]?.hasPrefix("//\n//  Header.swift\n//  App\n//\n//  Copyright © 2024 Example. All rights reserved.\n\nimport SwiftUI\n\nstruct Header: View {") == true,
            "\(result.createdFiles)")
    }

    @Test func importsAreThoseTheMovedCodeNeeds() {
        let imports = "import SwiftUI\nimport Combine\nimport MapKit\nimport Foundation"
        let plain = run(Self.screen(imports: imports))
        #expect(plain.createdFiles["Header.swift"]?.hasPrefix("import SwiftUI\n\nstruct Header") == true, "\(plain.createdFiles)")

        let usesFrameworks = run(Self.screen(imports: imports).replacingOccurrences(of: "let title: String", with: "let title: String\n    let region: MKCoordinateRegion\n    let date: Date"))
        #expect(usesFrameworks.createdFiles["Header.swift"]?.hasPrefix("import SwiftUI\nimport MapKit\nimport Foundation\n\nstruct Header") == true, "\(usesFrameworks.createdFiles)")

        // The old file loses an import only the moved view needed; one it still may need stays.
        #expect(usesFrameworks.output.hasPrefix("import SwiftUI\nimport Combine\n\nstruct Screen"), "\(usesFrameworks.output)")
        let stillUsed = run(
            Self.screen(imports: "import SwiftUI\nimport MapKit").replacingOccurrences(of: "let title: String", with: "let title: String\n    let region: MKCoordinateRegion")
                .replacingOccurrences(of: "struct Screen: View {", with: "struct Screen: View {\n    let item: MKMapItem"))
        #expect(stillUsed.output.hasPrefix("import SwiftUI\nimport MapKit\n"), "\(stillUsed.output)")

        // A name svrefactor cannot place could come from any import: all stay.
        let unknown = run(Self.screen(imports: imports).replacingOccurrences(of: "let title: String", with: "let title: String\n    let image: KFImage"))
        #expect(unknown.createdFiles["Header.swift"]?.hasPrefix(imports + "\n\nstruct Header") == true, "\(unknown.createdFiles)")

        // With SE-0444, members need their module imported in the file itself.
        let explicit = run(Self.screen(imports: imports), importsMembersExplicitly: true)
        #expect(explicit.createdFiles["Header.swift"]?.hasPrefix(imports + "\n\nstruct Header") == true, "\(explicit.createdFiles)")
    }

    /// A file wrapped whole in `#if DEBUG` has its imports inside: the new file gets them inside its `#if` too.
    @Test func importsInsideTheViewsConditionGoInsideItInTheNewFile() {
        let source = "#if DEBUG\n" + Self.screen(imports: "import SwiftUI\nimport UIKit\nimport SwiftUI") + "#endif\n"
        let result = run(source)
        #expect(result.createdFiles["Header.swift"]?.hasPrefix("#if DEBUG\nimport SwiftUI\n\nstruct Header: View {") == true, "\(result.createdFiles)")
        #expect(result.createdFiles["Header.swift"]?.hasSuffix("}\n#endif\n") == true, "\(result.createdFiles)")
    }

    /// Xcode's template line names the new file even when the old header named another file.
    @Test func theTemplatesFileNameLineNamesTheNewFile() {
        let result = run(Self.screen(header: "//\n//  OldScreenName.swift\n//  App\n//\n\n"))
        #expect(result.createdFiles["Header.swift"]?.hasPrefix("//\n//  Header.swift\n//  App\n//\n\nimport SwiftUI") == true, "\(result.createdFiles)")
    }

    /// A type of a local package that the run indexes with the app (IceCubes' `Packages/Models`)
    /// is no type of the module: the import of that package stays.
    @Test func aTypeDeclaredInAnImportedPackagesFolderKeepsItsImport() {
        let models = (path: "Packages/Models/Sources/Models/Tag.swift", source: "public struct TagGroup {\n    public init() {}\n}\n")
        let result = run(Self.screen(imports: "import SwiftUI\nimport Models").replacingOccurrences(of: "let title: String", with: "let title: String\n    var group = TagGroup()"), besides: [models])
        #expect(result.createdFiles["Header.swift"]?.hasPrefix("import SwiftUI\nimport Models\n\nstruct Header") == true, "\(result.createdFiles)")
    }

    /// The file's own type is the one named after it, else its first view: a model declared above
    /// its screen does not make the screen movable.
    @Test func withoutATypeNamedAfterTheFileItsFirstViewStays() {
        let source = "import SwiftUI\n\nfinal class Model {}\n\n"
            + Self.screen(isPrivate: false).replacingOccurrences(of: "import SwiftUI\n\n", with: "").replacingOccurrences(of: "struct Screen:", with: "struct AccountScreen:")
        // With `min-lines` 4, the five-line screen would be meaningful enough to move.
        let result = run(source, options: ["max-file-lines": "10", "min-lines": "4"])
        #expect(result.createdFiles.keys.sorted() == ["Header.swift"], "\(result.createdFiles.keys)")
    }

    /// A view only previews show is setup for the canvas, not a piece of the screen.
    @Test func previewScaffoldingStays() {
        let source = Self.screen(subview: "Harness", isPrivate: false).replacingOccurrences(of: "Harness(title: \"Hello\")", with: "Text(\"Hello\")")
            + "\nstruct Screen_Previews: PreviewProvider {\n    static var previews: some View { Harness(title: \"x\") }\n}\n"
        #expect(run(source).createdFiles.isEmpty)
        #expect(run(Self.screen(subview: "PreviewContainer", isPrivate: false)).createdFiles.isEmpty)
    }

    /// The heading above an `#if` block that leaves whole goes with it, above the `#if`.
    @Test func theHeadingOfAConditionalBlockThatMovesWholeGoesWithIt() {
        let source = Self.screen(isPrivate: false).replacingOccurrences(of: "struct Header: View {", with: "// MARK: - Header\n\n#if os(iOS)\nstruct Header: View {") + "#endif\n"
        let result = run(source)
        #expect(!result.output.contains("MARK") && !result.output.contains("#if"), "\(result.output)")
        #expect(result.createdFiles["Header.swift"]?.hasPrefix("import SwiftUI\n\n// MARK: - Header\n\n#if os(iOS)\nstruct Header: View {") == true, "\(result.createdFiles)")
    }

    /// In a file wrapped whole in `#if`, a view's heading inside the block goes with it too.
    @Test func aHeadingInsideTheFilesIfGoesWithTheView() {
        let source = "#if !os(tvOS)\n"
            + Self.screen(isPrivate: false).replacingOccurrences(of: "struct Header: View {", with: "// MARK: - Header\n\nstruct Header: View {")
            + "#endif\n"
        let result = run(source)
        #expect(!result.output.contains("MARK"), "\(result.output)")
        #expect(result.output.hasSuffix("    }\n}\n#endif\n"), "\(result.output)")
        #expect(result.createdFiles["Header.swift"]?.contains("#if !os(tvOS)\nimport SwiftUI\n\n// MARK: - Header\n\nstruct Header: View {") == true, "\(result.createdFiles)")
    }

    /// A `// MARK:` heading whose section holds only the view goes with it; one over more stays.
    @Test func aSectionHeadingOfTheViewAloneGoesWithIt() {
        let alone = run(Self.screen().replacingOccurrences(of: "private struct Header", with: "// MARK: - Header\n\nprivate struct Header"))
        #expect(!alone.output.contains("MARK"), "\(alone.output)")
        #expect(alone.createdFiles["Header.swift"]?.contains("import SwiftUI\n\n// MARK: - Header\n\nstruct Header") == true, "\(alone.createdFiles)")

        let shared = run(Self.screen(extra: "\nstruct Row: View {\n    var body: some View { Text(\"Row\") }\n}\n").replacingOccurrences(of: "private struct Header", with: "// MARK: - Subviews\n\nprivate struct Header"))
        #expect(shared.output.contains("// MARK: - Subviews\n\nstruct Row: View"), "\(shared.output)")
    }

    @Test func whatTheProjectSaysDecides() {
        let listed = run(Self.screen(), placement: .listedFileByFile(project: "App.xcodeproj"))
        #expect(listed.createdFiles.isEmpty)
        #expect(listed.findings.first?.message.contains("App.xcodeproj lists its files one by one, and svrefactor does not edit project.pbxproj") == true)
        let accepted = run(Self.screen(), options: Self.limits.merging(["accept-unlisted-files": "true"]) { $1 }, placement: .listedFileByFile(project: "App.xcodeproj"))
        #expect(accepted.createdFiles.keys.sorted() == ["Header.swift"])
        #expect(accepted.findings.map(\.message) == ["'Header' moves to Header.swift, which App.xcodeproj does not list: add the file to its target, or the build will not find 'Header'"])
        let unknown = run(Self.screen(), placement: .unknown("no project"))
        #expect(unknown.findings.first?.message.contains("cannot tell whether the build would compile a new file in this folder (no project)") == true)
    }

    /// A module of one file is no app to split.
    @Test func aModuleOfOneFileIsLeftAlone() {
        var model = ProjectModel.parsing([(path: "Screen.swift", source: Self.screen())])
        model.newFileFolders = NewFileFolders(placements: ["": .pickedUp(by: "the test package")])
        let result = RuleHarness(MoveSubviewsToFiles.self, options: Self.limits, project: model).run(Self.screen(), path: "Screen.swift")
        #expect(result.output == Self.screen() && result.createdFiles.isEmpty && result.findings.isEmpty)
    }

    /// A short view that one other type uses is part of its parent; two users make it meaningful.
    @Test func aShortViewMovesOnlyWhenTwoTypesUseIt() {
        let short = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    VStack {
                        Tag(text: "a")
                        Tag(text: "b")
                        Tag(text: "c")
                        Tag(text: "d")
                    }
                }
            }

            struct Tag: View {
                let text: String
                var body: some View { Text(text) }
            }

            """
        #expect(run(short).createdFiles.isEmpty)
        let usedElsewhere = run(short, besides: [(path: "Feed.swift", source: "import SwiftUI\n\nstruct Feed: View {\n    var body: some View { Tag(text: \"x\") }\n}\n")])
        #expect(usedElsewhere.createdFiles.keys.sorted() == ["Tag.swift"])
    }

    /// Moved files type-check with the file they came from, in Swift 5 and 6 mode.
    @Test func theResultTypeChecks() throws {
        let checker = try SwiftUITypeChecker.shared.get()
        let source = Self.screen(imports: "import SwiftUI\nimport Foundation").replacingOccurrences(of: "let title: String", with: "let title: String\n    var date = Date()")
        let result = run(source)
        let module = [result.output] + result.createdFiles.sorted { $0.key < $1.key }.map(\.value)
        #expect(module.count == 2)
        for mode in SwiftUITypeChecker.LanguageMode.allCases {
            let checked = checker.typeCheck(module: module, mode: mode)
            #expect(checked.succeeded, "Swift \(mode.rawValue): \(checked.errors)")
        }
    }
}
