import Foundation
@testable import SVRefactorCLI
import SVRefactorCore
import SVRefactorTestSupport
import Testing

/// One cache file: what it keeps, and what it refuses to trust.
@Suite("cache store")
struct CacheStoreTests {
    static let build = StableHasher.digest(Array("build A".utf8))
    static let key = StableHasher.digest(Array("key".utf8))

    func path(_ folder: TemporaryDirectory) -> String { folder.path + "/nested/store.bin" }

    @Test func entriesSurviveAWriteAndARead() {
        let folder = TemporaryDirectory()
        var store = CacheStore(path: path(folder), buildIdentity: Self.build)
        store.insert(Self.key, [1, 2, 3])
        #expect(store.saveIfChanged() == nil)
        let again = CacheStore(path: path(folder), buildIdentity: Self.build)
        #expect(again.bytes(for: Self.key) == [1, 2, 3])
        #expect(again.discardReason == nil)
    }

    @Test func nothingIsWrittenWhenNothingWasAdded() {
        let folder = TemporaryDirectory()
        let store = CacheStore(path: path(folder), buildIdentity: Self.build)
        #expect(store.saveIfChanged() == nil)
        #expect(!FileManager.default.fileExists(atPath: path(folder)))
    }

    @Test func anotherBuildsFileIsNotRead() {
        let folder = TemporaryDirectory()
        var store = CacheStore(path: path(folder), buildIdentity: Self.build)
        store.insert(Self.key, [1])
        _ = store.saveIfChanged()
        let other = CacheStore(path: path(folder), buildIdentity: StableHasher.digest(Array("build B".utf8)))
        #expect(other.bytes(for: Self.key) == nil)
        #expect(other.discardReason == "written by another svrefactor build")
    }

    @Test(arguments: [1, 17, 40])
    func aTruncatedFileIsDiscarded(keptBytes: Int) throws {
        let folder = TemporaryDirectory()
        var store = CacheStore(path: path(folder), buildIdentity: Self.build)
        store.insert(Self.key, Array(repeating: 7, count: 100))
        _ = store.saveIfChanged()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path(folder)))
        try bytes.prefix(keptBytes).write(to: URL(fileURLWithPath: path(folder)))
        let reread = CacheStore(path: path(folder), buildIdentity: Self.build)
        #expect(reread.bytes(for: Self.key) == nil)
        #expect(reread.discardReason == "corrupt")
    }

    /// An entry no run used in the last `keptGenerations` writes is dropped.
    @Test func unusedEntriesAgeOut() {
        let folder = TemporaryDirectory()
        var store = CacheStore(path: path(folder), buildIdentity: Self.build)
        store.insert(Self.key, [1])
        _ = store.saveIfChanged()
        for generation in 0..<Int(CacheStore.keptGenerations) {
            var next = CacheStore(path: path(folder), buildIdentity: Self.build)
            #expect(next.bytes(for: Self.key) != nil, "still there after \(generation) writes without it")
            next.insert(StableHasher.digest(Array("other \(generation)".utf8)), [2])
            _ = next.saveIfChanged()
        }
        #expect(CacheStore(path: path(folder), buildIdentity: Self.build).bytes(for: Self.key) == nil)
    }

    @Test func anUnwritableFolderIsAMessageNotAFailure() {
        var store = CacheStore(path: "/proc/svrefactor-cannot-write-here/store.bin", buildIdentity: Self.build)
        store.insert(Self.key, [1])
        #expect(store.saveIfChanged()?.contains("cannot write the cache file") == true)
    }
}
