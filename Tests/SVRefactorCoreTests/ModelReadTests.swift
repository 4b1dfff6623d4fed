@testable import SVRefactorCore
import Testing

/// What the result cache relies on in the engine: digests that are the same in every process,
/// model entries that survive encoding unchanged, and the record of what a file's rules read.
@Suite("model reads and cache encoding")
struct ModelReadTests {
    static let view = """
        import SwiftUI

        struct ProfileView<Model: ObservableObject>: View {
            @ObservedObject var model: Model
            @State private var name: String? = nil
            let rows: [Int] = []
            var onTap: (Int) -> Void

            init(model: Model, onTap: @escaping (Int) -> Void = { _ in }) {
                self.model = model
                self.onTap = onTap
            }

            var body: some View {
                Text(model.title).onReceive(model.objectWillChange) { _ in }
                Toggle("On", isOn: $name.isSome)
            }

            func load() async throws -> Int { 1 }
        }

        extension ProfileView {
            enum Filter: String { case all, recent }
            struct Row: View { var body: some View { RowLabel(text: "x", count: 2) } }
        }

        typealias Handler = (Int) async -> Void

        #Preview { ProfileView(model: Settings()) }
        """

    /// Swift's `Hasher` is seeded per process; the cache's digests must not be.
    @Test func digestsAreTheSameInEveryProcess() {
        #expect(StableHasher.digest(Array("svrefactor".utf8)).description == "110861928ed3ff0bd6699fe1f862afe3")
        var split = StableHasher(), joined = StableHasher()
        split.combine("ab")
        split.combine("c")
        joined.combine("a")
        joined.combine("bc")
        #expect(split.finalize() != joined.finalize())
    }

    @Test func integersAndStringsRoundTrip() throws {
        var writer = ByteWriter()
        for value in [0, 1, -1, 127, 128, -129, Int.max, Int.min] { writer.write(value) }
        writer.write("héllo")
        writer.write(nil as String?)
        var reader = ByteReader(writer.bytes)
        for value in [0, 1, -1, 127, 128, -129, Int.max, Int.min] { #expect(try reader.readInt() == value) }
        #expect(try reader.readString() == "héllo")
        #expect(try reader.readOptionalString() == nil)
        #expect(reader.isAtEnd)
        // A truncated buffer throws instead of reading past its end.
        var truncated = ByteReader(Array(writer.bytes.dropLast(3)))
        #expect(throws: ByteReader.Malformed.self) {
            for _ in 0..<20 { _ = try truncated.readString() }
        }
    }

    /// A model built from decoded entries must answer exactly as one built by parsing.
    @Test func aModelEntrySurvivesEncoding() throws {
        let parsed = FileDeclarations.parsing(Array(Self.view.utf8), path: "Sources/ProfileView.swift")
        var writer = ByteWriter()
        parsed.encode(to: &writer)
        var reader = ByteReader(writer.bytes)
        let decoded = try FileDeclarations.decode(from: &reader, path: "Sources/ProfileView.swift")
        #expect(reader.isAtEnd)
        #expect(decoded.types == parsed.types)
        #expect(decoded.callSites == parsed.callSites)
        #expect(decoded.combineUses == parsed.combineUses)
        #expect(decoded.identifiers == parsed.identifiers)
        #expect(decoded.memberAccesses == parsed.memberAccesses)
        #expect(decoded.namesOutsideCalls == parsed.namesOutsideCalls)
        #expect(decoded.names == parsed.names)
        #expect(decoded.structConformances == parsed.structConformances)
        #expect(decoded.hasSyntaxErrors == parsed.hasSyntaxErrors)
        #expect(decoded.contentHash == parsed.contentHash)
        #expect(!parsed.types.isEmpty && !parsed.callSites.isEmpty && !parsed.combineUses.isEmpty)
        // Decoded at another path, every fact says so.
        var again = ByteReader(writer.bytes)
        let moved = try FileDeclarations.decode(from: &again, path: "Other.swift")
        #expect(moved.types.allSatisfy { $0.file == "Other.swift" } && moved.callSites.allSatisfy { $0.file == "Other.swift" })
    }

    func model() -> ProjectModel {
        ProjectModel.parsing([
            (path: "ProfileView.swift", source: Self.view),
            (path: "Row.swift", source: "struct RowLabel { var text: String; var count: Int }\nlet x = RowLabel(text: \"a\", count: 1)\n"),
        ])
    }

    @Test func queriesRecordWhatTheyLookedUpButNotTheFileBeingProcessed() {
        let model = model()
        let (_, reads) = ModelReadRecorder.recording(ownFile: "ProfileView.swift") {
            _ = model.isMentioned("HeaderView", excludingFile: "ProfileView.swift")
            _ = model.declarations(of: "RowLabel")
            _ = model.declarations(inFile: "ProfileView.swift")
            _ = model.mentions("RowLabel", inFile: "ProfileView.swift")
        }
        #expect(reads.reads == [.mentions("HeaderView"), .declarations("RowLabel")])
    }

    /// Positions are a read of their own: asking whether a type exists does not make a file depend
    /// on where every declaration of another file is.
    @Test func positionsAreReadOnlyWhenALineOrColumnIsRead() {
        let model = model()
        let (_, existence) = ModelReadRecorder.recording(ownFile: "ProfileView.swift") {
            _ = model.declarations(of: "RowLabel").first?.properties.count
        }
        #expect(!existence.reads.contains(.positions("Row.swift")))
        let (_, position) = ModelReadRecorder.recording(ownFile: "ProfileView.swift") {
            _ = model.callSites(ofTypeNamed: "RowLabel").first { $0.file == "Row.swift" }?.call.line
        }
        #expect(position.reads.contains(.positions("Row.swift")))
    }

    /// A read's digest changes when its answer can, and only then.
    @Test func aReadsDigestFollowsItsAnswer() {
        let before = model()
        let shifted = ProjectModel.parsing([
            (path: "ProfileView.swift", source: Self.view),
            (path: "Row.swift", source: "\n\nstruct RowLabel { var text: String; var count: Int }\nlet x = RowLabel(text: \"a\", count: 1)\n"),
        ])
        let grown = ProjectModel.parsing([
            (path: "ProfileView.swift", source: Self.view),
            (path: "Row.swift", source: "struct RowLabel { var text: String; var count: Int; var extra = 0 }\nlet x = RowLabel(text: \"a\", count: 1)\n"),
        ])
        #expect(before.digest(of: .declarations("RowLabel")) == shifted.digest(of: .declarations("RowLabel")))
        #expect(before.digest(of: .positions("Row.swift")) != shifted.digest(of: .positions("Row.swift")))
        #expect(before.digest(of: .declarations("RowLabel")) != grown.digest(of: .declarations("RowLabel")))
        #expect(before.digest(of: .mentions("HeaderView")) == grown.digest(of: .mentions("HeaderView")))
        for read in [ModelRead.fileEntry("Row.swift"), .combineUses, .typeNames, .callSites("RowLabel"), .nameFilter(file: "Row.swift", name: "count")] {
            var writer = ByteWriter()
            read.encode(to: &writer)
            var reader = ByteReader(writer.bytes)
            #expect((try? ModelRead.decode(from: &reader)) == read)
        }
    }
}
