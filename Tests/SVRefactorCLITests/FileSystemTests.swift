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

    // Issue 10: as root, a file with mode 000 was called "read-only"; the message says what is true.
    @Test func aFileWithoutWritePermissionIsRefusedSayingItsPermissions() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        #expect {
            try FileSystem.replaceAtomically(path, with: Array("new\n".utf8), expected: Array("old\n".utf8), mode: 0o100000)
        } throws: { error in
            "\(error)".contains("the file's permissions (0000) allow no writing, and svrefactor does not override them, even as root")
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(folder.read("A.swift") == "old\n")
    }

    // Issue 10: a file with hard links was split (the other link kept the old content).
    @Test func aFileWithHardLinksIsRefused() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "old\n")
        try FileManager.default.linkItem(atPath: path, toPath: folder.path + "/B.swift")
        #expect {
            try FileSystem.replaceAtomically(path, with: Array("new\n".utf8), expected: Array("old\n".utf8), mode: 0o100644)
        } throws: { error in
            "\(error)".contains("the file has 2 hard links, and replacing it would separate them")
        }
        #expect(folder.read("A.swift") == "old\n")
        #expect(folder.read("B.swift") == "old\n")
    }

    // Issue 10: run as root, a rewritten file's owner became root.
    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func theOwnerAndGroupAreKept() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "old\n")
        #expect(chown(path, 65534, 65534) == 0)
        try FileSystem.replaceAtomically(path, with: Array("new\n".utf8), expected: Array("old\n".utf8), mode: 0o100644)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.ownerAccountID] as? Int == 65534)
        #expect(attributes[.groupOwnerAccountID] as? Int == 65534)
        #expect(folder.read("A.swift") == "new\n")
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
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
