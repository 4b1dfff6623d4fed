import Foundation
@testable import SVRefactorCLI
import SVRefactorTestSupport
import Testing

@Suite("Atomic writes and globs")
struct FileSystemTests {
    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "edited by someone else\n")
        #expect(throws: FileSystem.Error.self) {
            try FileSystem.replaceAtomically(path, with: Array("new\n".utf8), expected: Array("original\n".utf8), mode: 0o644)
        }
        #expect(folder.read("A.swift") == "edited by someone else\n")
    }

    @Test func replaceAtomicallyWritesAndKeepsTheMode() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try FileSystem.replaceAtomically(path, with: Array("new\n".utf8), expected: Array("old\n".utf8), mode: 0o100600)
        #expect(folder.read("A.swift") == "new\n")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    }

    @Test func globsMatchComponentsOrWholePaths() {
        #expect(Glob("Generated").matches("App/Generated/X.swift"))
        #expect(!Glob("Generated").matches("App/GeneratedStuff/X.swift"))
        #expect(Glob("*.pb.swift").matches("A/B/Model.pb.swift"))
        #expect(Glob("Sources/Legacy/*").matches("Sources/Legacy/Old.swift"))
        #expect(!Glob("Sources/Legacy/*").matches("Sources/Legacy/Deep/Old.swift"))
        #expect(Glob("Sources/**/Old.swift").matches("Sources/Legacy/Deep/Old.swift"))
        #expect(Glob("Sources/**/Old.swift").matches("Sources/Old.swift"))
        #expect(Glob("./Legacy/").matches("Legacy"))
        #expect(Glob("**/Test?.swift").matches("a/b/Test1.swift"))
    }
}
