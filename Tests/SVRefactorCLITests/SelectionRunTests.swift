import Foundation
import SVRefactorTestSupport
import Testing

/// `--at` and `--name` from the command line: the selected construct only, the files a class's
/// migration spans, what a miss says, and the usage errors.
@Suite("--at and --name end to end")
struct SelectionRunTests {
    static let store = """
        import Combine

        final class Store: ObservableObject {
            @Published var name = ""
        }

        final class Cart: ObservableObject {
            @Published var count = 0
        }
        """
    static let screen = """
        import SwiftUI

        struct Screen: View {
            @StateObject private var store = Store()
            @StateObject private var cart = Cart()

            var body: some View {
                VStack {
                    header
                    Text("\\(cart.count)")
                }
            }

            private var header: some View {
                HStack {
                    Text(store.name)
                    Spacer()
                    Text("Header")
                }
            }
        }
        """

    func package() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v14)])\n")
        folder.write("Sources/App/Store.swift", Self.store)
        folder.write("Sources/App/Screen.swift", Self.screen)
        return folder
    }

    @Test func aClassSelectedInItsFileMigratesWithEveryFileThatUsesIt() {
        let folder = package()
        let run = CommandRunner.svrefactor(["apply", "--rule", "migrate-observation", "--at", "Sources/App/Store.swift:4"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        let store = folder.read("Sources/App/Store.swift")
        #expect(store.contains("@Observable\n@MainActor\nfinal class Store {"))
        #expect(store.contains("final class Cart: ObservableObject {"))
        let screen = folder.read("Sources/App/Screen.swift")
        #expect(screen.contains("@State private var store = Store()"))
        #expect(screen.contains("@StateObject private var cart = Cart()"))
    }

    @Test func aHelperIsExtractedUnderTheGivenName() {
        let folder = package()
        let run = CommandRunner.svrefactor(
            ["apply", "--rule", "extract-subviews", "--at", "Sources/App/Screen.swift:9:13", "--name", "ScreenHeader"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        let screen = folder.read("Sources/App/Screen.swift")
        #expect(screen.contains("ScreenHeader(store: store)"))
        #expect(screen.contains("private struct ScreenHeader: View {"))
    }

    @Test func nothingAtThePositionExitsZeroAndListsTheNearestConstructs() {
        let folder = package()
        let run = CommandRunner.svrefactor(["apply", "--rule", "extract-subviews", "--at", "Sources/App/Screen.swift:4"], in: folder.path)
        #expect(run.status == 0)
        #expect(folder.read("Sources/App/Screen.swift") == Self.screen)
        #expect(run.standardError.contains("""
            svrefactor: nothing at Sources/App/Screen.swift:4 that extract-subviews can rewrite; nearest:
              Sources/App/Screen.swift:14:5: header [extract-subviews]
            """), "\(run.standardError)")
    }

    @Test func mistakesAreUsageErrorsThatSaySo() {
        let folder = package()
        func error(_ arguments: [String]) -> String {
            let run = CommandRunner.svrefactor(arguments, in: folder.path)
            #expect(run.status == 2, "\(arguments): \(run.standardError)")
            return run.standardError
        }
        let at = "Sources/App/Screen.swift:9"
        #expect(error(["apply", "--rule", "extract-subviews", "--at", "Sources/App/Screen.swift"]).contains("is not path:line or path:line:column"))
        #expect(error(["apply", "--rule", "extract-subviews", "--at", "Sources/App/Screen.swift:0"]).contains("lines and columns count from 1"))
        #expect(error(["apply", "--rule", "extract-subviews", "--at", "Sources/App/Missing.swift:3"]).contains("'Sources/App/Missing.swift' is not a file"))
        let lineCount = Self.screen.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(error(["apply", "--rule", "extract-subviews", "--at", "Sources/App/Screen.swift:999:1"])
            .contains("--at: 'Sources/App/Screen.swift:999' is past the end of the file, which has \(lineCount) lines"))
        #expect(error(["apply", "--rule", "extract-subviews", "--at", at, "Sources"]).contains("pass no paths with it"))
        #expect(error(["apply", "--rule", "extract-subviews", "--name", "Header", "Sources"]).contains("add --at"))
        #expect(error(["apply", "--rule", "extract-subviews", "--at", at, "--name", "2Header"]).contains("is not a Swift identifier"))
        #expect(error(["apply", "--rule", "extract-subviews", "--at", at, "--name", "struct"]).contains("is not a Swift identifier"))
        #expect(error(["apply", "--all-rules", "--at", at, "--name", "Header"]).contains("--name needs exactly one rule"))
        #expect(error(["apply", "--rule", "extract-subviews", "--at", at, "--at", at, "--name", "Header"]).contains("pass one --at"))
        let taken = error(["apply", "--rule", "extract-subviews", "--at", at, "--name", "Store"])
        #expect(taken.contains("svrefactor: error: --name: 'Store' is already taken in the module"))
        #expect(folder.read("Sources/App/Screen.swift") == Self.screen)
    }
}
